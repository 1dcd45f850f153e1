/// A ``RemoteCollection``'s positions as a value: the loaded items, the placeholders around them,
/// and the load states. A ``PagingDriver`` streams these in its ``PagingUpdate``s.
///
/// It is a `RandomAccessCollection` of ``PagingSlot``s, ready for `ForEach`; reading a position
/// copies nothing, and taking a snapshot shares the collection's storage.
///
/// ```swift
/// for await update in driver {
///   rows = update.snapshot          // positions 0..<rows.count, placeholders included
///   footer = update.snapshot.loadStates.append
/// }
/// ```
public struct PagingSnapshot<Item> {
  /// The loaded items, in source order.
  @usableFromInline
  var items = EdgeBuffer<Item>()
  @usableFromInline
  var before = 0
  @usableFromInline
  var after = 0
  @usableFromInline
  var states = LoadStates()
  @usableFromInline
  var noticed = PagingDiagnostics()

  @inlinable
  init() {}

  /// Placeholders before the first loaded item.
  @inlinable
  public var placeholdersBefore: Int { before }
  /// Placeholders after the last loaded item.
  @inlinable
  public var placeholdersAfter: Int { after }
  /// The refresh, prepend and append states.
  @inlinable
  public var loadStates: LoadStates { states }
  /// What the collection noticed and did about it.
  @inlinable
  public var diagnostics: PagingDiagnostics { noticed }

  /// The loaded items, without placeholders.
  @inlinable
  public var loadedItems: some RandomAccessCollection<Item> { items }
}

extension PagingSnapshot: RandomAccessCollection {
  public typealias Index = Int

  /// Always 0.
  @inlinable
  public var startIndex: Int { 0 }
  /// The number of positions, placeholders included.
  @inlinable
  public var endIndex: Int { before + items.count + after }

  /// The item or placeholder at `position`.
  ///
  /// - Precondition: `position` is in `0..<count`.
  /// - Complexity: O(1).
  @inlinable
  public subscript(position: Int) -> PagingSlot<Item> {
    precondition(
      position >= 0 && position < endIndex,
      "position \(position) is outside the \(endIndex) positions")
    let offset = position - before
    guard offset >= 0 && offset < items.count else { return .placeholder(index: position) }
    return .item(items[offset])
  }
}

extension PagingSnapshot: Sendable where Item: Sendable {}

/// What a ``RemoteCollection`` noticed about its source and did about it.
///
/// ```swift
/// feed.diagnostics.duplicatesDropped   // repeats a shifted source sent, never shown
/// ```
public struct PagingDiagnostics: Hashable, Sendable {
  /// Items an answer repeated that were already loaded (or twice in one answer), dropped.
  public var duplicatesDropped = 0
  /// Answers that could not join the loaded items without a hole, replaced by a refresh around
  /// the viewport.
  public var gapsRepaired = 0
  /// Pages dropped to stay within the memory limit.
  public var pagesDropped = 0
  /// Pages loaded again where pages had been dropped.
  public var pagesReloaded = 0
  /// Answers to requests no longer in flight (answered already, or replaced by a refresh).
  public var answersIgnored = 0
  /// The most items loaded at once.
  public var peakLoadedItems = 0

  /// Creates empty diagnostics.
  @inlinable
  public init() {}
}
