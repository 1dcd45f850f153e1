@testable import Reflow
import Testing

/// A rejected batch of masonry items leaves the layout as it was, spans included, whatever
/// collection the items come in.
@Suite struct MasonryRejectedBatchTests {
  /// Three one-lane items in two lanes 50 wide.
  static func masonry() throws -> Masonry {
    var masonry = try Masonry(
      container: Size(width: 100, height: 1_000), options: MasonryOptions(lanes: .count(2)))
    try masonry.add(contentsOf: [10.0, 20, 30].map { MasonryItem(length: $0) })
    return masonry
  }

  static let bad = MasonryItem(length: -1)

  @Test("A batch with a spanning item and a bad one adds nothing and keeps no spans",
        arguments: [false, true])
  func badItemAfterSpan(lazily: Bool) throws {
    var masonry = try Self.masonry()
    let before = masonry.result.frames
    let items = [MasonryItem(length: 5, span: 2), Self.bad]
    #expect(throws: ReflowError.invalidItemLength(index: 4, length: -1)) {
      if lazily {
        try masonry.add(contentsOf: items.lazy.map { $0 })
      } else {
        try masonry.add(contentsOf: items)
      }
    }
    #expect(masonry.result.frames == before)
    #expect(masonry.storage.spans.isEmpty && masonry.checkInvariants() == [])
  }

  @Test("A batch with a spanning item that overflows adds nothing and names the item")
  func overflowAfterSpan() throws {
    var masonry = try Self.masonry()
    let before = masonry.result.frames
    let huge = MasonryItem(length: .greatestFiniteMagnitude)
    do throws(ReflowError) {
      try masonry.add(contentsOf: [MasonryItem(length: 5, span: 2), huge, huge, huge])
      Issue.record("the batch was added")
    } catch .coordinateOverflow(let index) {
      #expect(index.map { (4...6).contains($0) } == true, "at \(String(describing: index))")
    } catch {
      Issue.record("threw \(error)")
    }
    #expect(masonry.result.frames == before)
    #expect(masonry.checkInvariants() == [])
  }
}
