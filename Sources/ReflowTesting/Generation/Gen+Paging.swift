/// One step of driving a `PagedCollection` and the source behind it, for operation-sequence
/// properties.
///
/// Operations name answers by position, not by value: ``receive(_:duplicate:)`` delivers the
/// `k`-th answer still outstanding (counting modulo how many there are, and doing nothing when
/// there is none), so deleting an earlier operation while shrinking leaves the later ones
/// meaningful.
///
/// ```swift
/// check(Gen.pagingScenario()) { scenario in
///   // apply each operation to a PagedCollection and to a model of its source, and compare
/// }
/// ```
public enum PagingOperation: Hashable, Sendable {
  /// `nextRequest()`; the answer is computed from the source now and delivered later.
  case request
  /// Delivers the `k`-th outstanding answer; a duplicate stays outstanding to arrive again.
  case receive(Int, duplicate: Bool)
  /// Reports the `k`-th outstanding request as failed.
  case fail(Int)
  /// `retry()`.
  case retry
  /// Appends elements to the source; a remote collection is told the new total, or that the
  /// total is unknown when `announcesTotal` is false.
  case grow(Int, announcesTotal: Bool)
  /// Removes elements from the end of the source (at most all of them) and says so.
  case shrink(Int)
  /// `invalidate()`.
  case invalidate
  /// `loadNextPage()`, which reveals a page of a revealed collection.
  case reveal
}

extension PagingOperation: CustomStringConvertible {
  /// Swift source for the operation.
  public var description: String {
    switch self {
    case .request: ".request"
    case .receive(let index, let duplicate): ".receive(\(index), duplicate: \(duplicate))"
    case .fail(let index): ".fail(\(index))"
    case .retry: ".retry"
    case .grow(let count, let announces): ".grow(\(count), announcesTotal: \(announces))"
    case .shrink(let count): ".shrink(\(count))"
    case .invalidate: ".invalidate"
    case .reveal: ".reveal"
    }
  }
}

/// A paged collection's setup and the operations to apply to it: the value a paging property
/// generates, shrinks and prints.
public struct PagingScenario: Hashable, Sendable {
  /// Elements per page.
  public var pageSize: Int
  /// The source's length at the start.
  public var sourceCount: Int
  /// Whether a remote collection is told the source's length at the start.
  public var knowsTotal: Bool
  /// A remote collection's limit on requests in flight.
  public var maximumRequestsInFlight: Int
  /// A revealed collection's restored page count, possibly out of range to test the clamp.
  public var restoredPageCount: Int
  /// The steps, in order.
  public var operations: [PagingOperation]

  /// Creates a scenario.
  public init(
    pageSize: Int, sourceCount: Int, knowsTotal: Bool = true, maximumRequestsInFlight: Int = 1,
    restoredPageCount: Int = 0, operations: [PagingOperation]
  ) {
    self.pageSize = pageSize
    self.sourceCount = sourceCount
    self.knowsTotal = knowsTotal
    self.maximumRequestsInFlight = maximumRequestsInFlight
    self.restoredPageCount = restoredPageCount
    self.operations = operations
  }
}

extension PagingScenario: CustomStringConvertible {
  /// Swift source that rebuilds the scenario, one operation per line.
  public var description: String {
    var text = "PagingScenario(\n"
    text += "  pageSize: \(pageSize), sourceCount: \(sourceCount), knowsTotal: \(knowsTotal),\n"
    text += "  maximumRequestsInFlight: \(maximumRequestsInFlight),"
    text += " restoredPageCount: \(restoredPageCount),\n"
    guard !operations.isEmpty else { return text + "  operations: [])" }
    text += "  operations: [\n"
    for operation in operations { text += "    \(operation),\n" }
    return text + "  ])"
  }
}

extension Gen where Value == PagingOperation {
  /// A generator of operations on a remote collection: requests and answers most often, then
  /// failures, retries, a source that grows or shrinks, and invalidation.
  ///
  /// - Parameter pageSize: Elements per page, to size growth and shrinkage around pages.
  /// - Returns: The generator; shrinks towards `.request`.
  public static func remotePagingOperation(pageSize: Int) -> Gen {
    let index = Gen<Int>.int(in: 0...7)
    let amount = Gen<Int>.int(in: 0...(3 * max(1, pageSize)))
    return .frequency(
      (5, .constant(.request)),
      (5, Gen<(Int, Bool)>.zip(index, .bool(probability: 0.2)).map { .receive($0, duplicate: $1) }),
      (1, index.map { .fail($0) }),
      (1, .constant(.retry)),
      (1, Gen<(Int, Bool)>.zip(amount, .bool(probability: 0.7)).map {
        .grow($0, announcesTotal: $1)
      }),
      (1, amount.map { .shrink($0) }),
      (1, .constant(.invalidate)))
  }

  /// A generator of operations on a revealed collection: mostly reveals, and a source replaced
  /// by a longer or shorter one, invalidation, and remote-only requests it must refuse.
  ///
  /// - Parameter pageSize: Elements per page, to size growth and shrinkage around pages.
  /// - Returns: The generator; shrinks towards `.reveal`.
  public static func revealingPagingOperation(pageSize: Int) -> Gen {
    let amount = Gen<Int>.int(in: 0...(3 * max(1, pageSize)))
    return .frequency(
      (6, .constant(.reveal)),
      (2, amount.map { .grow($0, announcesTotal: true) }),
      (2, amount.map { .shrink($0) }),
      (1, .constant(.invalidate)),
      (1, .constant(.request)),
      (1, .constant(.retry)))
  }
}

extension Gen where Value == PagingScenario {
  /// A generator of scenarios for a remote collection (`PagedCollection.init(pageSize:
  /// totalCount:maximumRequestsInFlight:)`): small pages, empty and short sources, a known or
  /// unknown total, one to three requests in flight, and up to `steps` operations.
  ///
  /// ```swift
  /// check(Gen.pagingScenario()) { scenario in … }
  /// ```
  ///
  /// - Parameter steps: How many operations.
  /// - Returns: The generator; shrinks towards one-element pages, an empty source and fewer
  ///   operations.
  public static func pagingScenario(steps: ClosedRange<Int> = 0...40) -> Gen {
    setup(revealing: false).flatMap { pageSize, count, knowsTotal, limit, _ in
      Gen<[PagingOperation]>.array(of: .remotePagingOperation(pageSize: pageSize), count: steps)
        .map { operations in
          PagingScenario(
            pageSize: pageSize, sourceCount: count, knowsTotal: knowsTotal,
            maximumRequestsInFlight: limit, operations: operations)
        }
    }
  }

  /// A generator of scenarios for a revealed collection (`PagedCollection.init(revealing:
  /// pageSize:restoredPageCount:)`), with a restored page count from below 0 to past the end.
  ///
  /// - Parameter steps: How many operations.
  /// - Returns: The generator; shrinks towards one-element pages, an empty source, no restored
  ///   pages and fewer operations.
  public static func revealingPagingScenario(steps: ClosedRange<Int> = 0...30) -> Gen {
    setup(revealing: true).flatMap { pageSize, count, _, _, restored in
      Gen<[PagingOperation]>.array(of: .revealingPagingOperation(pageSize: pageSize), count: steps)
        .map { operations in
          PagingScenario(
            pageSize: pageSize, sourceCount: count, restoredPageCount: restored,
            operations: operations)
        }
    }
  }

  /// Page size, source length, whether the total is known, the request limit and a restored
  /// page count.
  private static func setup(revealing: Bool) -> Gen<(Int, Int, Bool, Int, Int)> {
    Gen<Int>.int(in: 1...5).flatMap { pageSize in
      Gen<(Int, Int, Int)>.zip(
        .int(in: 0...(4 * pageSize)), .int(in: 1...3), .int(in: -2...(4 + 3))
      ).flatMap { count, limit, restored in
        Gen<Bool>.bool(probability: 0.5).map { unknownTotal in
          (pageSize, count, !unknownTotal, revealing ? 1 : limit, revealing ? restored : 0)
        }
      }
    }
  }
}
