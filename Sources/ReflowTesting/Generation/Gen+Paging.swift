import Reflow

/// One step of driving a `RemoteCollection`, its viewport and the source behind it, for
/// operation-sequence properties.
///
/// Operations name answers by position, not by value: ``receive(_:duplicate:)`` delivers the
/// `k`-th answer still outstanding (counting modulo how many there are, and doing nothing when
/// there is none), so deleting an earlier operation while shrinking leaves the later ones
/// meaningful. Places in the source are relative too (``SourcePlace``).
///
/// ```swift
/// check(Gen.pagingScenario()) { scenario in
///   // apply each operation to a RemoteCollection and to a model of its source, and compare
/// }
/// ```
public enum PagingOperation: Hashable, Sendable {
  /// `nextRequest()`; the answer is computed from the source now and delivered later.
  case request
  /// Delivers the `k`-th outstanding answer; a duplicate stays outstanding to arrive again.
  case receive(Int, duplicate: Bool)
  /// Reports the `k`-th outstanding request as failed.
  case fail(Int)
  /// Delivers every outstanding answer in order, then requests and answers at once until the
  /// collection asks for nothing more: the network catching up.
  case settle
  /// `retry()` of every failed load.
  case retry
  /// Moves the viewport by this many positions (negative: towards the start).
  case scroll(Int)
  /// `loadMore(at:)` the start or the end.
  case loadMore(atEnd: Bool)
  /// `jump(to:)` the position at this fraction of the collection, in thousandths.
  case jump(perMille: Int)
  /// `refresh()`, as for pull to refresh.
  case refresh
  /// Inserts this many new items into the source.
  case insert(SourcePlace, count: Int)
  /// Deletes up to this many items from the source.
  case delete(SourcePlace, count: Int)
}

/// Where in a source an edit happens.
public enum SourcePlace: Hashable, Sendable {
  /// Before the first item.
  case head
  /// At this position, counted modulo the source's length.
  case middle(Int)
  /// After the last item (for a deletion: the last items).
  case tail
}

/// How the pages of a ``PagingScenario`` are named, as `PagingKeys` does.
public enum PagingKeyScheme: String, Hashable, Sendable, CaseIterable {
  case offsets, pageNumbers, cursors
}

extension PagingOperation: CustomStringConvertible {
  /// Swift source for the operation.
  public var description: String {
    switch self {
    case .request: ".request"
    case .receive(let index, let duplicate): ".receive(\(index), duplicate: \(duplicate))"
    case .fail(let index): ".fail(\(index))"
    case .settle: ".settle"
    case .retry: ".retry"
    case .scroll(let delta): ".scroll(\(delta))"
    case .loadMore(let atEnd): ".loadMore(atEnd: \(atEnd))"
    case .jump(let perMille): ".jump(perMille: \(perMille))"
    case .refresh: ".refresh"
    case .insert(let place, let count): ".insert(\(describe(place)), count: \(count))"
    case .delete(let place, let count): ".delete(\(describe(place)), count: \(count))"
    }
  }

  private func describe(_ place: SourcePlace) -> String {
    switch place {
    case .head: ".head"
    case .middle(let position): ".middle(\(position))"
    case .tail: ".tail"
    }
  }
}

/// A remote collection's setup and the operations to apply to it: the value a paging property
/// generates, shrinks and prints.
public struct PagingScenario: Hashable, Sendable {
  /// How pages are named.
  public var scheme: PagingKeyScheme
  /// Items per page.
  public var pageSize: Int
  /// The source's length at the start.
  public var sourceCount: Int
  /// Whether the source reports its count with each page (placeholders and jumps).
  public var reportsCount: Bool
  /// The collection's memory limit, or `nil` for none.
  public var maximumLoadedItems: Int?
  /// The collection's prefetch distance.
  public var prefetchDistance: Int
  /// How many positions the viewport shows.
  public var viewportLength: Int
  /// The steps, in order.
  public var operations: [PagingOperation]

  /// Creates a scenario.
  public init(
    scheme: PagingKeyScheme, pageSize: Int, sourceCount: Int, reportsCount: Bool = true,
    maximumLoadedItems: Int? = nil, prefetchDistance: Int = 1, viewportLength: Int = 2,
    operations: [PagingOperation]
  ) {
    self.scheme = scheme
    self.pageSize = pageSize
    self.sourceCount = sourceCount
    self.reportsCount = reportsCount
    self.maximumLoadedItems = maximumLoadedItems
    self.prefetchDistance = prefetchDistance
    self.viewportLength = viewportLength
    self.operations = operations
  }
}

extension PagingScenario: CustomStringConvertible {
  /// Swift source that rebuilds the scenario, one operation per line.
  public var description: String {
    var text = "PagingScenario(\n"
    text += "  scheme: .\(scheme.rawValue), pageSize: \(pageSize), sourceCount: \(sourceCount),"
    text += " reportsCount: \(reportsCount),\n"
    text += "  maximumLoadedItems: \(maximumLoadedItems.map { "\($0)" } ?? "nil"),"
    text += " prefetchDistance: \(prefetchDistance), viewportLength: \(viewportLength),\n"
    guard !operations.isEmpty else { return text + "  operations: [])" }
    text += "  operations: [\n"
    for operation in operations { text += "    \(operation),\n" }
    return text + "  ])"
  }
}

extension Gen where Value == PagingOperation {
  /// A generator of operations on a remote collection: requests and answers most often, then
  /// scrolling, failures, retries, jumps, refreshes, and source edits at the head, in the
  /// middle and at the tail.
  ///
  /// - Parameter pageSize: Items per page, to size scrolls and edits around pages.
  /// - Returns: The generator; shrinks towards `.request`.
  public static func remotePagingOperation(pageSize: Int) -> Gen {
    let index = Gen<Int>.int(in: 0...7)
    let amount = Gen<Int>.int(in: 1...max(1, 2 * pageSize))
    let place = Gen<SourcePlace>.frequency(
      (1, .constant(.head)), (1, .constant(.tail)),
      (2, Gen<Int>.int(in: 0...40).map { .middle($0) }))
    return .frequency(
      (6, .constant(.request)),
      (6, Gen<(Int, Bool)>.zip(index, .bool(probability: 0.15)).map {
        .receive($0, duplicate: $1)
      }),
      (1, index.map { .fail($0) }),
      (3, .constant(.settle)),
      (1, .constant(.retry)),
      (5, Gen<Int>.int(in: -3 * max(1, pageSize)...3 * max(1, pageSize)).map { .scroll($0) }),
      (1, Gen<Bool>.bool().map { .loadMore(atEnd: $0) }),
      (1, Gen<Int>.int(in: 0...999).map { .jump(perMille: $0) }),
      (1, .constant(.refresh)),
      (1, Gen<(SourcePlace, Int)>.zip(place, amount).map { .insert($0, count: $1) }),
      (1, Gen<(SourcePlace, Int)>.zip(place, amount).map { .delete($0, count: $1) }))
  }
}

extension Gen where Value == PagingScenario {
  /// A generator of scenarios for a remote collection: each key scheme, small pages, empty and
  /// short sources, counts reported or not, a memory limit or none, and up to `steps`
  /// operations.
  ///
  /// ```swift
  /// check(Gen.pagingScenario()) { scenario in … }
  /// ```
  ///
  /// - Parameter steps: How many operations.
  /// - Returns: The generator; shrinks towards offsets, one-item pages, an empty source, no limit
  ///   and fewer operations.
  public static func pagingScenario(steps: ClosedRange<Int> = 0...40) -> Gen {
    Gen<(PagingKeyScheme, Int, Bool)>.zip(
      .element(.offsets, .pageNumbers, .cursors), .int(in: 1...4), .bool(probability: 0.5)
    ).flatMap { scheme, pageSize, reportsCount in
      Gen<(Int, Int, Int)>.zip(
        .int(in: 0...(8 * pageSize)), .int(in: 0...pageSize), .int(in: 1...3)
      ).flatMap { count, distance, viewport in
        let minimum = 2 * pageSize + 2 * distance
        let limit = Gen<Int?>.frequency(
          (1, .constant(nil)), (2, Gen<Int>.int(in: minimum...(minimum + pageSize)).map { $0 }))
        return Gen<(Int?, [PagingOperation])>.zip(
          limit, .array(of: .remotePagingOperation(pageSize: pageSize), count: steps)
        ).map { limit, operations in
          PagingScenario(
            scheme: scheme, pageSize: pageSize, sourceCount: count, reportsCount: reportsCount,
            maximumLoadedItems: limit, prefetchDistance: distance, viewportLength: viewport,
            operations: operations)
        }
      }
    }
  }
}

/// One step of driving a `PagedCollection` and the collection it reveals.
public enum RevealOperation: Hashable, Sendable {
  /// `loadNextPage()`.
  case reveal
  /// Replaces the source with one this many elements longer.
  case grow(Int)
  /// Replaces the source with one up to this many elements shorter.
  case shrink(Int)
  /// `reset()`.
  case reset
}

/// A revealed collection's setup and the operations to apply to it.
public struct RevealScenario: Hashable, Sendable {
  /// Elements per page.
  public var pageSize: Int
  /// The source's length at the start.
  public var sourceCount: Int
  /// The restored page count, possibly out of range to test the clamp.
  public var restoredPageCount: Int
  /// The steps, in order.
  public var operations: [RevealOperation]

  /// Creates a scenario.
  public init(
    pageSize: Int, sourceCount: Int, restoredPageCount: Int = 0, operations: [RevealOperation]
  ) {
    self.pageSize = pageSize
    self.sourceCount = sourceCount
    self.restoredPageCount = restoredPageCount
    self.operations = operations
  }
}

extension Gen where Value == RevealScenario {
  /// A generator of scenarios for a revealed collection, with a restored page count from below
  /// 0 to past the end.
  ///
  /// - Parameter steps: How many operations.
  /// - Returns: The generator; shrinks towards one-element pages, an empty source, no restored
  ///   pages and fewer operations.
  public static func revealScenario(steps: ClosedRange<Int> = 0...30) -> Gen {
    Gen<Int>.int(in: 1...5).flatMap { pageSize in
      let amount = Gen<Int>.int(in: 0...(3 * pageSize))
      let operation = Gen<RevealOperation>.frequency(
        (6, .constant(.reveal)), (2, amount.map { .grow($0) }), (2, amount.map { .shrink($0) }),
        (1, .constant(.reset)))
      return Gen<(Int, Int, [RevealOperation])>.zip(
        .int(in: 0...(4 * pageSize)), .int(in: -2...7), .array(of: operation, count: steps)
      ).map { count, restored, operations in
        RevealScenario(
          pageSize: pageSize, sourceCount: count, restoredPageCount: restored,
          operations: operations)
      }
    }
  }
}
