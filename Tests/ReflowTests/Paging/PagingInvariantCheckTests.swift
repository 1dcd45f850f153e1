@testable import Reflow
import ReflowTesting
import Testing

/// The invariant checks of the paging collections report each way their state can break: every
/// test breaks one part of a sound collection and expects the sentence that names it.
@Suite struct PagingInvariantCheckTests {
  typealias Feed = RemoteCollection<Int, PagingSourceModel.Item>

  /// Items 0..<20 of 100 loaded in pages of 10, at most 40 kept, rows 12..<18 showing, and the
  /// append of the next page in flight.
  static func feed() -> Feed {
    let source = PagingSourceModel(count: 100)
    var feed = try! Feed(
      keys: .offsets(pageSize: 10), maximumLoadedItems: 40, prefetch: .items(5))
    for visible in [0..<5, 5..<10] {
      feed.visibleRangeChanged(visible)
      let request = feed.nextRequest()!
      _ = try! feed.receive(source.page(for: request), for: request)
    }
    feed.visibleRangeChanged(12..<18)
    _ = feed.nextRequest()!
    return feed
  }

  static let remoteBreakages: [Breakage<Feed>] = [
    Breakage("pages hold [10] items but 20 are loaded") { $0.pages.removeLast(1) },
    Breakage("19 ids for 20 loaded items") { $0.ids.remove(3) },
    Breakage("item 0 is loaded twice (at 1)") { $0.window.items[1] = $0.window.items[0] },
    Breakage("loaded item 3 is missing from the ids") {
      $0.ids.remove(3)
      $0.ids.insert(500)
    },
    Breakage("the first loaded item is at -1") { $0.firstIndex = -1 },
    Breakage("20 items from 0 run past the total 15") { $0.totalCount = 15 },
    Breakage("placeholders 1 + 80 do not match 0 of 100") { $0.window.before = 1 },
    Breakage("placeholders without a known count") { $0.totalCount = nil },
    Breakage("append is loading with nothing in flight") { $0.inFlight.append = nil },
    Breakage("refresh is") { $0.inFlight.refresh = $0.inFlight.append },
    Breakage("is in flight as a refresh") { $0.inFlight.refresh = $0.inFlight.append },
    Breakage("two requests in flight for one key") { $0.inFlight.refresh = $0.inFlight.append },
    Breakage("51 items loaded, over the limit 40 plus a page") {
      $0.window.items.append(contentsOf: (500..<531).map(PagingSourceModel.Item.init(id:)))
    },
  ]

  @Test("A remote collection's broken window, ids or requests are reported",
        arguments: remoteBreakages)
  func brokenRemote(_ breakage: Breakage<Feed>) {
    breakage.expectReported(from: Self.feed(), by: { $0.invariantViolations() })
  }

  static let pagedBreakages: [Breakage<PagedCollection<Int>>] = [
    Breakage("4 pages revealed of 3") { $0.loadedPageCount = 4 },
    Breakage("7 elements revealed for 2 pages of 50") { $0.loadedCount = 7 },
  ]

  @Test("A paged collection's count out of step with its pages is reported",
        arguments: pagedBreakages)
  func brokenPaged(_ breakage: Breakage<PagedCollection<Int>>) {
    breakage.expectReported(
      from: try! PagedCollection(revealing: 0..<120, pageSize: 50, restoredPageCount: 2),
      by: { $0.invariantViolations() })
  }

  @Test("Load states answer each kind with the state it was given")
  func loadStates() {
    var states = LoadStates()
    states[state: .append] = .loading
    #expect(states[state: .append].isLoading && states.append.isLoading)
    #expect(!states[state: .refresh].isLoading && !states[state: .prepend].isLoading)
  }
}
