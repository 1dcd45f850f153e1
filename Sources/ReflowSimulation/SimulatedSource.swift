import Reflow

/// A cursor of the simulated cursor source: the items after, or before, an item, or the
/// newest page (where a chat opens).
enum SimulatedCursor: Hashable, Sendable {
  case after(Int)
  case before(Int)
  case latest
}

/// The simulated source: `itemCount` items, with items inserted at its head and added at its
/// end at steady rates, each of a size that follows from its identity (and, while the newest
/// item streams in, from the time).
///
/// Item identities run in source order without gaps: the base items are 0, 1, 2, …, the items
/// inserted at the head are -1, -2, … (the newest first in the source), and the items added at
/// the end are `itemCount`, `itemCount + 1`, …, so the item at index *i* is *i* − *h* after *h*
/// insertions at the head. Nothing is stored per item.
package struct SimulatedSource {
  let configuration: SimulationConfiguration

  package init(_ configuration: SimulationConfiguration) {
    self.configuration = configuration
  }

  var itemCount: Int { configuration.itemCount }
  var reportsCount: Bool { configuration.totalKnown }

  /// Items inserted at the head by `time`.
  func headCount(at time: Double) -> Int {
    Int((configuration.headInsertsPerSecond * Swift.max(0, time)).rounded(.down))
  }

  /// Items added at the end by `time`.
  func tailCount(at time: Double) -> Int {
    Int((configuration.tailInsertsPerSecond * Swift.max(0, time)).rounded(.down))
  }

  /// The source's length at `time`.
  func count(at time: Double) -> Int { itemCount + headCount(at: time) + tailCount(at: time) }

  /// The answer, computed at `time`, to a request by offset or page number.
  func positionalAnswer(_ request: PageRequest<Int>, at time: Double)
    -> LoadedPage<Int, SimulatedItem>
  {
    let head = headCount(at: time)
    let count = self.count(at: time)
    let start = Swift.min(request.position ?? 0, count)
    let end = start + Swift.min(request.limit, count - start)
    return LoadedPage(
      items: (start..<end).map { SimulatedItem(id: $0 - head) },
      totalCount: reportsCount ? count : nil)
  }

  /// The answer, computed at `time`, to a request by cursor. With items added at the end the
  /// source stays open there: every page names the items after it.
  func cursorAnswer(_ request: PageRequest<SimulatedCursor>, at time: Double)
    -> LoadedPage<SimulatedCursor, SimulatedItem>
  {
    let first = -headCount(at: time)
    let last = itemCount + tailCount(at: time)
    let limit = request.limit
    let ids: Range<Int>
    switch request.key {
    case nil: ids = first..<Swift.min(last, first + Swift.min(limit, last - first))
    case .latest?: ids = Swift.max(first, last - limit)..<last
    case .after(let id)?:
      let from = Swift.min(Swift.max(first, id + 1), last)
      ids = from..<(from + Swift.min(limit, last - from))
    case .before(let id)?:
      let to = Swift.min(Swift.max(first, id), last)
      ids = (to - Swift.min(limit, to - first))..<to
    }
    let isLive = configuration.tailInsertsPerSecond > 0
    return LoadedPage(
      items: ids.map { SimulatedItem(id: $0) },
      previousKey: ids.lowerBound > first ? .before(ids.lowerBound) : nil,
      nextKey: ids.upperBound < last || isLive ? .after(ids.upperBound - 1) : nil,
      itemsBefore: reportsCount ? ids.lowerBound - first : nil,
      totalCount: reportsCount ? last - first : nil)
  }

  /// When the item `id` added at the end arrived, or `nil` for an item of the start.
  func arrival(of id: Int) -> Double? {
    let rate = configuration.tailInsertsPerSecond
    guard id >= itemCount, rate > 0 else { return nil }
    return Double(id - itemCount + 1) / rate
  }

  /// An item's size at `time`: from its identity and the seed, so it does not depend on when it
  /// loads; an item added at the end grows from one line to it while it streams in.
  package func size(of id: Int, at time: Double) -> Size {
    var size: Size
    switch configuration.itemSizes {
    case .fixed(let fixed):
      size = fixed
    case .list(let sizes):
      let count = sizes.count
      size = sizes[((id % count) + count) % count]
    case .uniform(let width, let height):
      var random = SplitMix64(
        seed: configuration.seed &+ UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15)
      size = Size(width: random.nextDouble(in: width), height: random.nextDouble(in: height))
    }
    let stream = configuration.streamSeconds
    if stream > 0, let arrived = arrival(of: id), time - arrived < stream {
      let line = Swift.min(size.height, Self.streamedLineHeight)
      size.height = line + (size.height - line) * Swift.max(0, time - arrived) / stream
    }
    return size
  }

  /// The height a streamed item starts at: one line of text.
  static let streamedLineHeight = 20.0

  /// Whether the item `id` is still growing at `time`.
  func isStreaming(_ id: Int, at time: Double) -> Bool {
    guard configuration.streamSeconds > 0, let arrived = arrival(of: id) else { return false }
    return time - arrived < configuration.streamSeconds
  }

  /// The size assumed for items not measured yet: the configuration's estimate, else the average
  /// of the sizes.
  package var estimatedItemSize: Size {
    if let estimate = configuration.estimatedItemSize { return estimate }
    switch configuration.itemSizes {
    case .fixed(let size): return size
    case .uniform(let width, let height):
      return Size(
        width: (width.lowerBound + width.upperBound) / 2,
        height: (height.lowerBound + height.upperBound) / 2)
    case .list(let sizes):
      let count = Double(Swift.max(1, sizes.count))
      return Size(
        width: sizes.reduce(0) { $0 + $1.width } / count,
        height: sizes.reduce(0) { $0 + $1.height } / count)
    }
  }
}
