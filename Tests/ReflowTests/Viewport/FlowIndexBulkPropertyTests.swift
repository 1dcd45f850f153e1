import ReflowTesting
import Testing

@testable import Reflow

/// The bulk re-flow of `FlowIndex` (runs of new items laid out in one `Flow` batch, lines of
/// plain items written into blocks column by column) against the item-by-item loop it stands
/// in for: the same edits leave both indices with the same blocks, bit for bit, and the same
/// template; and the index still lays out as one `Flow.layout` of its items after every step.
@Suite struct FlowIndexBulkPropertyTests {
  typealias Operation = FlowIndexItemPropertyTests.Operation

  /// Edits that re-flow long runs: every estimate of a range measured at once (sizes from a
  /// few values, so equal neighbours and lines of equal items come up; now and then a run past
  /// the 4,096 items after which a re-flow hands its lines over), pages of estimates,
  /// and now and then one of the item suite's edits (grow, baselines, breaks, moves, invalid
  /// items).
  static func operation(container: Size, options: FlowOptions) -> Gen<Operation> {
    let size = Gen<Size>.frequency(
      (4, .element(
        Size(width: 30, height: 12), Size(width: 45, height: 20), Size(width: 100, height: 7),
        Size(width: 0, height: 3))),
      (3, .size(width: 0...140, height: 0...40)),
      // Tenths: sums floating point rounds, so the order of every addition shows.
      (3, .size(width: 0...140, height: 0...40, step: 0.1)),
      (1, .constant(container.width.isFinite ? Size(width: container.width, height: 9) : .zero)))
    let run = Gen<((Int, Int), Size, Int)>.zip(
      // Now and then more than the 4,096 items after which a re-flow hands its lines over.
      .zip(.int(in: 0...60), .frequency((12, .int(in: 1...400)), (1, .int(in: 4_000...6_000)))),
      size, .int(in: 0...3)
    ).map { range, first, variety in
      let (start, count) = range
      // A run of sizes, `variety` of them varying along it.
      var sizes: [Int: Size] = [:]
      for offset in 0..<count {
        let step = Double(offset % (variety + 1))
        sizes[start + offset] = Size(
          width: first.width + step * 13, height: first.height + step * 5)
      }
      return Operation.setSizes(sizes)
    }
    let page = Gen<(Int, Size, Bool)>.zip(.int(in: 0...300), size, .bool()).map {
      Operation.append(Array(repeating: FlowItem($1), count: $0), estimated: $2)
    }
    return .frequency(
      (4, run), (3, page),
      (2, FlowIndexItemPropertyTests.operation(container: container, options: options)))
  }

  /// The item suite's options, now and then with a line spacing in tenths.
  static let options = Gen<(FlowOptions, Double?)>.zip(
    FlowIndexItemPropertyTests.options,
    .frequency((2, .constant(nil)), (1, Gen<Double>.double(in: 0...3, step: 0.1).map { $0 }))
  ).map { options, spacing in
    var options = options
    options.lineSpacing = spacing ?? options.lineSpacing
    return options
  }

  /// Options, a container, index blocks of a few items or the default, and operations.
  static let runs = options.flatMap { options in
    Gen<Size>.container(for: options).flatMap { container in
      Gen<(Int, [Operation])>.zip(
        .element(2, 3, 8, 64, 512),
        .array(of: operation(container: container, options: options), count: 0...8)
      ).map { (options, container, $0, $1) }
    }
  }

  /// 2,000 cases in quick mode, in 2 shards that run in parallel.
  @Test(
    "The bulk re-flow writes the blocks the item-by-item loop writes, bit for bit",
    arguments: 0..<2)
  func bulkEqualsItemByItem(shard: Int) {
    check(Self.runs, iterations: SuiteDepth.iterations(quick: 2_000, shards: 2)) {
      options, container, blockItems, operations in
      try Self.compare(operations, options: options, container: container, blockItems: blockItems)
    }
  }

  @Test("Edits re-flowing long runs equal one layout of the model's items")
  func bulkEqualsLayout() {
    check(Self.runs) { options, container, blockItems, operations in
      try FlowIndexItemPropertyTests.replay(
        operations, options: options, container: container, blockItems: blockItems)
    }
  }

  @Test("A re-flow of thousands of centred items hands its lines over where the loop does")
  func longStretch() throws {
    // Centred items of heights in tenths: an offset across a line, read back from a frame
    // placed at the line's offset, shows where the re-flow's own flow started over.
    let options = FlowOptions(itemSpacing: 1.5, lineSpacing: 0.7, itemAlignment: .center)
    let flow = try Flow(container: Size(width: 200, height: .infinity), options: options)
    let sizes = (0..<9_000).map { (index: Int) -> Size in
      let width = Double(20 + index % 7 * 9)
      return Size(width: width, height: 1.1 * Double(index % 13))
    }
    var bulk = FlowIndex(flow: flow)
    var loop = FlowIndex(flow: flow)
    loop.usesBulkReflow = false
    try bulk.append(contentsOf: Array(repeating: Size(width: 30, height: 10), count: 9_000),
                    estimated: true)
    try loop.append(contentsOf: Array(repeating: Size(width: 30, height: 10), count: 9_000),
                    estimated: true)
    let measured = sizes.enumerated().map { (index: $0.offset, size: $0.element) }
    #expect(try bulk.setSizes(measured) == loop.setSizes(measured))
    #expect(Self.difference(bulk, loop) == nil)
    #expect(bulk.checkInvariants().isEmpty)
    let expected = try Flow.layout(sizes, in: flow.container, options: options)
    #expect(FlowIndexMatching.violations(bulk, expected).isEmpty)
  }

  /// Applies `operations` to an index with the bulk re-flow and to one without, comparing
  /// their blocks after every step.
  static func compare(
    _ operations: [Operation], options: FlowOptions, container: Size, blockItems: Int
  ) throws -> [Violation] {
    let flow = try Flow(container: container, options: options)
    var bulk = FlowIndex(flow: flow, maximumBlockItems: blockItems)
    var loop = FlowIndex(flow: flow, maximumBlockItems: blockItems)
    loop.usesBulkReflow = false
    for (step, operation) in operations.enumerated() {
      let outcomes = [apply(operation, to: &bulk), apply(operation, to: &loop)]
      var found = Violation.unless(
        outcomes[0] == outcomes[1], "step \(step): \(outcomes[0]) with the bulk re-flow,"
          + " \(outcomes[1]) without", invariant: "same outcome")
      if let difference = difference(bulk, loop) {
        found.append(Violation("same blocks", "after step \(step) (\(operation)): \(difference)"))
      }
      found += bulk.checkInvariants().map { Violation("invariants", "after step \(step): \($0)") }
      if !found.isEmpty { return found }
    }
    return []
  }

  /// Applies `operation` to `index`; returns the error it threw, or what it returned.
  static func apply(_ operation: Operation, to index: inout FlowIndex) -> String {
    do {
      switch operation {
      case .append(let items, let estimated):
        try index.append(contentsOf: items, estimated: estimated)
      case .insert(let position, let items):
        try index.insert(contentsOf: items, at: position)
      case .remove(let position, let count):
        try index.removeSubrange(position..<(position + Swift.max(0, count)))
      case .move(let position, let count, let destination):
        try index.moveSubrange(position..<(position + Swift.max(0, count)), to: destination)
      case .setItems(let items):
        return "\(try index.setItems(items.map { ($0.key, $0.value) }))"
      case .setSizes(let sizes):
        return "\(try index.setSizes(sizes.map { ($0.key, $0.value) }))"
      }
      return "done"
    } catch {
      return "\(error)"
    }
  }

  /// The first difference between the blocks (and templates) of two indices, compared by the
  /// bits of every column; `nil` when there is none.
  static func difference(_ a: FlowIndex, _ b: FlowIndex) -> String? {
    guard a.blocks.count == b.blocks.count else {
      return "\(a.blocks.count) blocks, not \(b.blocks.count)"
    }
    for (position, (x, y)) in zip(a.blocks, b.blocks).enumerated() {
      if let difference = difference(x, y) { return "block \(position): \(difference)" }
    }
    switch (a.workspace.template, b.workspace.template) {
    case (nil, nil): return nil
    case (let x?, let y?): return difference(x, y).map { "template: \($0)" }
    default: return "a template in one index only"
    }
  }

  /// The first column in which two blocks differ by a bit, or `nil`.
  static func difference(_ x: FlowIndex.Block, _ y: FlowIndex.Block) -> String? {
    func same<Element>(_ a: [Element], _ b: [Element]) -> Bool {
      a.count == b.count
        && a.withUnsafeBytes { a in b.withUnsafeBytes { b in a.elementsEqual(b) } }
    }
    let columns: [(String, Bool)] = [
      ("items", same(x.items, y.items)), ("grows", same(x.grows, y.grows)),
      ("baselines", same(x.baselines, y.baselines)), ("breaks", same(x.breaks, y.breaks)),
      ("crosses", same(x.crosses, y.crosses)), ("frame sizes", same(x.frameSizes, y.frameSizes)),
      ("estimates", same(x.estimated, y.estimated)),
      ("line starts", same(x.lineStarts, y.lineStarts)),
      ("line offsets", same(x.lineOffsets, y.lineOffsets)),
      ("line thicknesses", same(x.lineThicknesses, y.lineThicknesses)),
      ("length", x.patternLength.bitPattern == y.patternLength.bitPattern),
      ("repetitions", x.repetitions == y.repetitions),
      ("estimate count", x.patternEstimated == y.patternEstimated),
      ("extent", x.mainMin.bitPattern == y.mainMin.bitPattern
        && x.mainMax.bitPattern == y.mainMax.bitPattern),
    ]
    return columns.first { !$0.1 }.map { "\($0.0) differ" }
  }
}
