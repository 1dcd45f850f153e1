import Reflow

/// Where every position of the simulated collection is on screen: the loaded items laid out by
/// a real ``Flow``, and the placeholders before and after them in estimated lines.
///
/// Placeholders take the space an average item would, so a source of ten million items is a
/// few numbers, not ten million frames. Positions are the collection's: with placeholders, every
/// item of the source; without, the loaded items only.
struct ContentGeometry {
  let configuration: SimulationConfiguration
  /// The loaded items' layout, the first loaded item at the flow's start.
  private(set) var flow: Flow
  /// The identity of each laid-out item's first and last item, to tell an append from a
  /// replaced window.
  private(set) var firstID: Int?
  private(set) var lastID: Int?
  private(set) var placeholdersBefore = 0
  private(set) var placeholdersAfter = 0
  /// Placeholders per estimated line, and the line's height with its spacing.
  let perLine: Int
  let lineHeight: Double

  init(_ configuration: SimulationConfiguration) throws(SimulationError) {
    self.configuration = configuration
    flow = try Self.emptyFlow(configuration)
    let average = Self.averageSize(configuration.itemSizes)
    let options = configuration.flow
    let width = configuration.viewport.width - options.insets.leading - options.insets.trailing
    let pitch = Swift.max(1e-9, average.width + options.itemSpacing)
    let fitting = (width + options.itemSpacing) / pitch
    perLine = fitting.isFinite ? Swift.max(1, Int(Swift.min(fitting, 1e6))) : 1
    lineHeight = Swift.max(1, average.height + options.lineSpacing)
  }

  private static func emptyFlow(_ configuration: SimulationConfiguration) throws(SimulationError)
    -> Flow
  {
    do {
      return try Flow(
        container: Size(width: configuration.viewport.width, height: .infinity),
        options: configuration.flow)
    } catch {
      throw .layout(error)
    }
  }

  /// The average item size, for placeholders.
  private static func averageSize(_ sizes: SimulationConfiguration.ItemSizes) -> Size {
    switch sizes {
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

  /// An item's size, from its identity and the seed, so it does not depend on when it loads.
  func size(of id: Int) -> Size {
    switch configuration.itemSizes {
    case .fixed(let size):
      return size
    case .list(let sizes):
      let count = sizes.count
      return sizes[((id % count) + count) % count]
    case .uniform(let width, let height):
      var random = SplitMix64(
        seed: configuration.seed &+ UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15)
      return Size(width: random.nextDouble(in: width), height: random.nextDouble(in: height))
    }
  }

  /// Lays out what `collection` holds: appends when its items extend those laid out, lays out
  /// again otherwise.
  ///
  /// - Complexity: O(*m*) for *m* appended items; O(*n*) to lay out *n* loaded items again.
  mutating func sync<Key>(with collection: RemoteCollection<Key, SimulatedItem>) {
    let loaded = collection.loadedRange
    placeholdersBefore = collection.snapshot.placeholdersBefore
    placeholdersAfter = collection.snapshot.placeholdersAfter
    func id(_ index: Int) -> Int? { collection[index].item?.id }
    let laidOut = flow.count
    let extends =
      laidOut > 0 && laidOut <= loaded.count && id(loaded.lowerBound) == firstID
      && id(loaded.lowerBound + laidOut - 1) == lastID
    // Sizes were validated with the configuration: no layout error can arise here.
    if !extends && laidOut > 0 { flow.removeItems(from: 0) }
    for index in (loaded.lowerBound + (extends ? laidOut : 0))..<loaded.upperBound {
      if let id = id(index) { flow.addUnchecked(size(of: id)) }
    }
    flow.finish()
    firstID = loaded.isEmpty ? nil : id(loaded.lowerBound)
    lastID = loaded.isEmpty ? nil : id(loaded.upperBound - 1)
  }

  /// The height of `count` placeholders.
  private func placeholderHeight(_ count: Int) -> Double {
    Double(count / perLine + (count % perLine == 0 ? 0 : 1)) * lineHeight
  }

  /// Where the loaded items start.
  var loadedTop: Double { placeholderHeight(placeholdersBefore) }
  /// Where the loaded items end.
  var loadedBottom: Double { loadedTop + (flow.count == 0 ? 0 : flow.result.contentSize.height) }
  /// The whole content's height.
  var contentLength: Double { loadedBottom + placeholderHeight(placeholdersAfter) }

  /// The top of the position `index`.
  func top(of index: Int) -> Double {
    if index < placeholdersBefore { return Double(index / perLine) * lineHeight }
    let loaded = index - placeholdersBefore
    if loaded < flow.count { return loadedTop + flow.result.frames[loaded].minY }
    let after = Swift.max(0, loaded - flow.count)
    return loadedBottom + Double(after / perLine) * lineHeight
  }

  /// The positions a viewport from `top` of `height` shows, and which of them are loaded
  /// (counted from the first loaded item).
  func visible(top: Double, height: Double) -> (positions: Range<Int>, loaded: Range<Int>) {
    let bottom = top + height
    var first: Int?
    var last: Int?
    func include(_ range: Range<Int>) {
      guard !range.isEmpty else { return }
      first = Swift.min(first ?? range.lowerBound, range.lowerBound)
      last = Swift.max(last ?? range.upperBound, range.upperBound)
    }
    include(placeholderRows(top: top, bottom: Swift.min(bottom, loadedTop), offset: 0,
      count: placeholdersBefore, blockTop: 0))
    var loaded = 0..<0
    if flow.count > 0 {
      let rect = Rect(
        x: 0, y: top - loadedTop, width: configuration.viewport.width, height: height)
      loaded = flow.result.range(intersecting: rect)
      include((loaded.lowerBound + placeholdersBefore)..<(loaded.upperBound + placeholdersBefore))
    }
    include(placeholderRows(
      top: Swift.max(top, loadedBottom), bottom: bottom, offset: placeholdersBefore + flow.count,
      count: placeholdersAfter, blockTop: loadedBottom))
    guard let first, let last else { return (0..<0, loaded) }
    return (first..<last, loaded)
  }

  /// The placeholders of a block starting at `blockTop` that lie between `top` and `bottom`.
  private func placeholderRows(
    top: Double, bottom: Double, offset: Int, count: Int, blockTop: Double
  ) -> Range<Int> {
    guard count > 0, bottom > top else { return 0..<0 }
    let firstRow = Swift.max(0, (top - blockTop) / lineHeight).rounded(.down)
    let lastRow = Swift.max(0, (bottom - blockTop) / lineHeight).rounded(.up)
    let rows = Double(count / perLine + (count % perLine == 0 ? 0 : 1))
    let from = Int(Swift.min(firstRow, rows)) * perLine
    let to = Swift.min(count, Int(Swift.min(lastRow, rows)) * perLine)
    return from < to ? (offset + from)..<(offset + to) : 0..<0
  }
}
