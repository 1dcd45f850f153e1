/// What one run of a ``RemoteCollectionMachine`` starts from: the collection's configuration,
/// the source behind it and the viewport.
///
/// ``Gen/remotePagingSetup(pageSizes:refreshKeys:reportsCount:)`` generates them; a failing run prints its
/// setup as this initializer, ready to paste, listing only what differs from the defaults.
public struct RemotePagingSetup: Hashable, Sendable {
  /// Items per page.
  public var pageSize: Int
  /// The source's length at the start.
  public var sourceCount: Int
  /// Whether the source reports its count with each page (placeholders and jumps).
  public var reportsCount: Bool
  /// The collection's memory limit, or `nil` for none.
  public var maximumLoadedItems: Int?
  /// The collection's prefetch distance in items; `nil` is `.whenAsked` (only `loadMore(at:)`
  /// loads an end).
  public var prefetchDistance: Int?
  /// How many positions the viewport shows.
  public var viewportLength: Int
  /// Whether the collection gets the machine's refresh key (over cursors: a refresh asks for
  /// the items from the anchor item on), or works a refresh's key out itself.
  public var refreshesAtAnchorItem: Bool

  /// Creates a setup.
  ///
  /// - Parameters:
  ///   - pageSize: Items per page, at least 1.
  ///   - sourceCount: The source's length at the start.
  ///   - reportsCount: Whether answers report the source's count.
  ///   - maximumLoadedItems: The memory limit, or `nil`; at least two pages and the prefetch
  ///     distance on both sides.
  ///   - prefetchDistance: The prefetch distance, or `nil` for `.whenAsked`.
  ///   - viewportLength: How many positions the viewport shows, at least 1.
  ///   - refreshesAtAnchorItem: Whether to pass the machine's refresh key.
  public init(
    pageSize: Int, sourceCount: Int, reportsCount: Bool = true, maximumLoadedItems: Int? = nil,
    prefetchDistance: Int? = 1, viewportLength: Int = 2, refreshesAtAnchorItem: Bool = false
  ) {
    self.pageSize = pageSize
    self.sourceCount = sourceCount
    self.reportsCount = reportsCount
    self.maximumLoadedItems = maximumLoadedItems
    self.prefetchDistance = prefetchDistance
    self.viewportLength = viewportLength
    self.refreshesAtAnchorItem = refreshesAtAnchorItem
  }

  /// How far from the viewport a page the limit drops must stay: the prefetch distance, or a
  /// page when loads are asked for.
  var dropMargin: Int { prefetchDistance ?? pageSize }

  /// Whether the memory limit leaves room for the viewport, the margin and a page on each side,
  /// so the collection must keep within the limit plus the page being loaded.
  var limitCoversViewport: Bool {
    guard let maximumLoadedItems else { return false }
    return viewportLength + 2 * (dropMargin + pageSize) <= maximumLoadedItems
  }
}

extension RemotePagingSetup: CustomDebugStringConvertible {
  /// Swift source for the setup, naming only what differs from the defaults, on lines short
  /// enough to paste into a test.
  public var debugDescription: String {
    var arguments = ["pageSize: \(pageSize)", "sourceCount: \(sourceCount)"]
    if !reportsCount { arguments.append("reportsCount: false") }
    if let maximumLoadedItems { arguments.append("maximumLoadedItems: \(maximumLoadedItems)") }
    if prefetchDistance != 1 {
      arguments.append("prefetchDistance: \(prefetchDistance.map { "\($0)" } ?? "nil")")
    }
    if viewportLength != 2 { arguments.append("viewportLength: \(viewportLength)") }
    if refreshesAtAnchorItem { arguments.append("refreshesAtAnchorItem: true") }
    var lines = ["RemotePagingSetup("]
    for (index, argument) in arguments.enumerated() {
      let text = argument + (index == arguments.count - 1 ? ")" : ",")
      if lines[lines.count - 1].count + text.count > 72 {
        lines.append("  " + text)
      } else {
        lines[lines.count - 1] += (index == 0 ? "" : " ") + text
      }
    }
    return lines.joined(separator: "\n")
  }
}
