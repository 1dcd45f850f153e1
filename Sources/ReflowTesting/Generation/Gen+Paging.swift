import Reflow

extension Gen where Value == RemotePagingSetup {
  /// A generator of ``RemoteCollectionMachine`` setups: small pages, empty and short sources,
  /// counts reported or not, prefetch distances from 0 to a page (and now and then only when
  /// asked), viewports of one to three positions, and a memory limit or none.
  ///
  /// Most limits leave room for the viewport and a page on each side, where the collection
  /// must keep within the limit plus one page; some are as tight as the collection accepts.
  ///
  /// ```swift
  /// check(RemoteCollectionMachine.offsets(setups: .remotePagingSetup(pageSizes: 1...2)))
  /// ```
  ///
  /// - Parameters:
  ///   - pageSizes: The page sizes to choose from; sources hold up to eight pages.
  ///   - refreshKeys: Whether to pass the machine's refresh key in some setups (cursors).
  ///   - reportsCount: Whether the source reports its count: `true` for an API that always
  ///     does (an adapter that always passes `totalCount`), `false` for one that never does,
  ///     `nil` for both.
  /// - Returns: The generator; shrinks towards the smallest page, an empty source that does not
  ///   report its count (when both are allowed), a prefetch distance of 0, one visible position
  ///   and no limit.
  public static func remotePagingSetup(
    pageSizes: ClosedRange<Int> = 1...4, refreshKeys: Bool = false, reportsCount: Bool? = nil
  ) -> Gen {
    let sizes = Swift.max(1, pageSizes.lowerBound)...Swift.max(1, pageSizes.upperBound)
    let counts = reportsCount.map { Gen<Bool>.constant($0) } ?? .bool()
    return Gen<(Int, Bool, Int)>.zip(.int(in: sizes), counts, .int(in: 1...3)).flatMap {
      pageSize, reportsCount, viewport in
      let prefetch = Gen<Int?>.frequency(
        (6, Gen<Int>.int(in: 0...pageSize).map { $0 }), (1, .constant(nil)))
      return Gen<(Int, Int?, Bool)>.zip(
        .int(in: 0...(8 * pageSize)), prefetch, refreshKeys ? .bool() : .constant(false)
      ).flatMap { count, prefetch, refreshesAtAnchorItem in
        let setup = RemotePagingSetup(
          pageSize: pageSize, sourceCount: count, reportsCount: reportsCount,
          prefetchDistance: prefetch, viewportLength: viewport,
          refreshesAtAnchorItem: refreshesAtAnchorItem)
        // The least the collection accepts, and the least that covers the viewport.
        let minimum = 2 * pageSize + 2 * (prefetch ?? 0)
        let covering = viewport + 2 * (setup.dropMargin + pageSize)
        let limit = Gen<Int?>.frequency(
          (2, .constant(nil)),
          (4, Gen<Int>.int(in: covering...(covering + pageSize)).map { $0 }),
          (1, Gen<Int>.int(in: minimum...covering).map { $0 }))
        return limit.map { limit in
          var limited = setup
          limited.maximumLoadedItems = limit
          return limited
        }
      }
    }
  }
}

extension Gen where Value == PagingSourceModel.Place {
  /// A generator of places to edit a source: the head, the tail, or an index in the middle.
  ///
  /// - Returns: The generator; shrinks towards the head.
  public static var sourcePlace: Gen {
    .frequency(
      (1, .constant(.head)), (1, .constant(.tail)),
      (2, Gen<Int>.int(in: 0...40).map { .middle($0) }))
  }
}
