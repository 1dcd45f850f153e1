import ReflowTesting
import Testing

@testable import Reflow

/// Properties of `FlowIndex` with per-item grow factors, baselines and forced breaks: any
/// sequence of appends (estimated or not), insertions, removals, moves and item or size changes
/// lays out as one `Flow.layout` of the model's items, within 1e-9, after every step, with every
/// line-local option (alignment, stretch and baseline item alignment, items per line, both axes,
/// both directions); a rejected edit changes nothing.
@Suite struct FlowIndexItemPropertyTests {
  /// One edit of an index of items.
  enum Operation: Hashable, Sendable, CustomStringConvertible {
    case append([FlowItem], estimated: Bool)
    case insert(at: Int, [FlowItem])
    case remove(at: Int, count: Int)
    case move(at: Int, count: Int, to: Int)
    case setItems([Int: FlowItem])
    case setSizes([Int: Size])

    var description: String {
      switch self {
      case .append(let items, let estimated): ".append(\(items), estimated: \(estimated))"
      case .insert(let position, let items): ".insert(at: \(position), \(items))"
      case .remove(let position, let count): ".remove(at: \(position), count: \(count))"
      case .move(let position, let count, let destination):
        ".move(at: \(position), count: \(count), to: \(destination))"
      case .setItems(let items): ".setItems(\(items.sorted { $0.key < $1.key }))"
      case .setSizes(let sizes): ".setSizes(\(sizes.sorted { $0.key < $1.key }))"
      }
    }
  }

  /// Options an index takes: every line-local feature, never a global one.
  static let options = Gen<FlowOptions>.flowOptions(everyFeature: true).map { options in
    var options = options
    options.lineBreaking = .greedy
    options.lineLimit = nil
    options.lineAlignment = .top
    return options
  }

  /// The operations for a container and options: items aimed at the lines' boundaries, now and
  /// then an invalid one (a NaN or negative grow, a baseline below the item) that must be
  /// rejected.
  static func operation(container: Size, options: FlowOptions) -> Gen<Operation> {
    let invalid = Gen<FlowItem>.element(
      FlowItem(Size(width: 10, height: 10), grow: .nan),
      FlowItem(Size(width: 10, height: 10), grow: -1),
      FlowItem(Size(width: 10, height: 10), baseline: 11),
      FlowItem(Size(width: .nan, height: 10)))
    let valid = Gen<[FlowItem]>.flowItems(for: container, options: options, count: 0...5)
    let items = Gen<[FlowItem]>.frequency(
      (12, valid),
      (1, Gen<([FlowItem], FlowItem)>.zip(valid, invalid).map { $0 + [$1] }))
    let item = items.map { $0.first ?? FlowItem(Size(width: 30, height: 12), grow: 1) }
    let position = Gen<Int>.frequency((6, .int(in: 0...16)), (1, .int(in: -1...40)))
    let count = Gen<Int>.int(in: 0...5)
    let sizes = Gen<Size>.frequency(
      (8, .size(width: 0...120, height: 0...40)), (1, .constant(Size(width: 10, height: 0))))
    return .frequency(
      (3, Gen<([FlowItem], Bool)>.zip(items, .element(false, true))
        .map { .append($0, estimated: $1) }),
      (2, Gen<(Int, [FlowItem])>.zip(position, items).map { .insert(at: $0, $1) }),
      (1, Gen<(Int, Int)>.zip(position, count).map { .remove(at: $0, count: $1) }),
      (1, Gen<(Int, Int, Int)>.zip(position, count, position)
        .map { .move(at: $0, count: $1, to: $2) }),
      (3, Gen<[(Int, FlowItem)]>.array(of: .zip(position, item), count: 1...4)
        .map { .setItems(Dictionary($0, uniquingKeysWith: { $1 })) }),
      (2, Gen<[(Int, Size)]>.array(of: .zip(position, sizes), count: 1...4)
        .map { .setSizes(Dictionary($0, uniquingKeysWith: { $1 })) }))
  }

  /// Options, a container, index blocks of a few items or the default, and operations.
  static let runs = options.flatMap { options in
    Gen<Size>.container(for: options).flatMap { container in
      Gen<(Int, [Operation])>.zip(
        .element(2, 3, 8, 512),
        .array(of: operation(container: container, options: options), count: 0...14)
      ).map { (options, container, $0, $1) }
    }
  }

  @Test("Edits of items with grow, baselines and breaks equal one layout of the model's items")
  func operationSequences() {
    check(Self.runs) { options, container, blockItems, operations in
      try Self.replay(operations, options: options, container: container, blockItems: blockItems)
    }
  }

  /// The model: the items and which are estimated.
  struct Model {
    var items: [FlowItem] = []
    var estimated: [Bool] = []

    func isValid(_ range: Range<Int>) -> Bool {
      range.lowerBound >= 0 && range.upperBound <= items.count
    }
  }

  /// Applies `operations` to an index and to a model, comparing them after every step.
  static func replay(
    _ operations: [Operation], options: FlowOptions, container: Size, blockItems: Int
  ) throws -> [Violation] {
    var index = FlowIndex(
      flow: try Flow(container: container, options: options), maximumBlockItems: blockItems)
    var model = Model()
    func isValid(_ item: FlowItem) -> Bool {
      item.size.isValidLayoutSize && item.grow.isFinite && item.grow >= 0
        && (item.baseline.map { $0 >= 0 && $0 <= item.size.height } ?? true)
    }
    for (step, operation) in operations.enumerated() {
      let before = index.flowResult()
      var found: [Violation] = []
      /// Runs `edit`, which must throw exactly when `valid` is false, and applies `change` to the
      /// model when it does not.
      func expect(valid: Bool, _ edit: () throws -> Void, _ change: (inout Model) -> Void) {
        do {
          try edit()
          if valid { change(&model) }
          found += Violation.unless(valid, "accepted invalid input", invariant: "validation")
        } catch {
          found += Violation.unless(!valid, "threw \(error)", invariant: "validation")
          found += Violation.unless(
            index.flowResult() == before, "a rejected edit changed the layout",
            invariant: "atomic")
        }
      }
      switch operation {
      case .append(let items, let estimated):
        expect(valid: items.allSatisfy(isValid)) {
          try index.append(contentsOf: items, estimated: estimated)
        } _: {
          $0.items += items
          $0.estimated += repeatElement(estimated, count: items.count)
        }
      case .insert(let position, let items):
        expect(valid: model.isValid(position..<position) && items.allSatisfy(isValid)) {
          try index.insert(contentsOf: items, at: position)
        } _: {
          $0.items.insert(contentsOf: items, at: position)
          $0.estimated.insert(contentsOf: repeatElement(false, count: items.count), at: position)
        }
      case .remove(let position, let count):
        let range = position..<(position + count)
        expect(valid: model.isValid(range)) { try index.removeSubrange(range) } _: {
          $0.items.removeSubrange(range)
          $0.estimated.removeSubrange(range)
        }
      case .move(let position, let count, let destination):
        let range = position..<(position + count)
        let fits = destination >= 0 && destination <= model.items.count - count
        expect(valid: model.isValid(range) && fits) {
          try index.moveSubrange(range, to: destination)
        } _: { model in
          let items = Array(model.items[range])
          let estimated = Array(model.estimated[range])
          model.items.removeSubrange(range)
          model.estimated.removeSubrange(range)
          model.items.insert(contentsOf: items, at: destination)
          model.estimated.insert(contentsOf: estimated, at: destination)
        }
      case .setItems(let items):
        let valid = items.allSatisfy { model.isValid($0.key..<($0.key + 1)) && isValid($0.value) }
        var moved = false
        expect(valid: valid) {
          moved = try index.setItems(items.map { ($0.key, $0.value) })
        } _: { model in
          let before = model.items
          for (position, item) in items {
            model.items[position] = item
            model.estimated[position] = false
          }
          found += Violation.unless(
            moved == (model.items != before), "setItems returned \(moved)", invariant: "moved")
        }
      case .setSizes(let sizes):
        // A size keeps the item's grow, baseline and break; a baseline below it is rejected.
        let valid = sizes.allSatisfy { position, size in
          guard model.isValid(position..<(position + 1)) else { return false }
          let item = model.items[position]
          return isValid(
            FlowItem(size, grow: item.grow, baseline: item.baseline,
                     breakBefore: item.breakBefore))
        }
        expect(valid: valid) {
          try index.setSizes(sizes.map { ($0.key, $0.value) })
        } _: { model in
          for (position, size) in sizes {
            model.items[position].size = size
            model.estimated[position] = false
          }
        }
      }
      found += try compare(index, model, container: container, options: options)
      if !found.isEmpty {
        return found.map { Violation($0.invariant, "step \(step) \(operation): \($0.message)") }
      }
    }
    return []
  }

  /// Compares the index with one layout of the model's items, its items and its estimate flags.
  static func compare(
    _ index: FlowIndex, _ model: Model, container: Size, options: FlowOptions
  ) throws -> [Violation] {
    let expected = try Flow.layout(model.items, in: container, options: options)
    var found = FlowIndexMatching.violations(index, expected)
    let items = model.items.indices.map { index.item(at: $0) }
    if items != model.items {
      found.append(Violation("items", "the index keeps \(items), expected \(model.items)"))
    }
    let flags = model.items.indices.map { index.isSizeEstimated(at: $0) }
    if flags != model.estimated || index.estimatedCount != model.estimated.filter({ $0 }).count {
      found.append(
        Violation("estimates", "estimated \(flags), expected \(model.estimated)"))
    }
    return found
  }

  @Test("Items without properties keep no property columns: plain flows stay at their memory")
  func plainItemsKeepNoColumns() throws {
    let sizes = (0..<2_000).map { Size(width: Double(20 + $0 % 70), height: 20) }
    let container = Size(width: 390, height: .infinity)
    let plain = try FlowIndex(sizes, container: container)
    var index = try FlowIndex(sizes.map { FlowItem($0) }, container: container)
    #expect(index.blocks.count > 2)
    #expect(!index.blocks.contains { $0.hasProperties })
    try index.setItem(FlowItem(sizes[1_000], grow: 1), at: 1_000)
    // Only the block holding the grown item keeps a column, of grow factors only.
    let kept = index.blocks.filter(\.hasProperties)
    #expect(kept.count == 1)
    #expect(kept.allSatisfy { $0.baselines.isEmpty && $0.breaks.isEmpty && !$0.grows.isEmpty })
    try index.setItem(FlowItem(sizes[1_000]), at: 1_000)
    #expect(!index.blocks.contains { $0.hasProperties })
    #expect(index.checkInvariants().isEmpty)
    #expect(index.flowResult() == plain.flowResult())
  }

  @Test("Setting a size below an item's baseline is an error that names the item")
  func sizeBelowBaseline() throws {
    var index = try FlowIndex(
      [FlowItem(Size(width: 40, height: 30), baseline: 24)],
      container: Size(width: 100, height: .infinity),
      options: FlowOptions(itemAlignment: .baseline))
    #expect(throws: ReflowError.invalidBaseline(index: 0, baseline: 24, height: 20)) {
      try index.setSize(Size(width: 40, height: 20), at: 0)
    }
    #expect(throws: ReflowError.invalidGrow(index: 0, grow: -1)) {
      try index.setItem(FlowItem(Size(width: 40, height: 20), grow: -1), at: 0)
    }
    #expect(index.item(at: 0) == FlowItem(Size(width: 40, height: 30), baseline: 24))
    try index.setItem(FlowItem(Size(width: 40, height: 20), baseline: 16), at: 0)
    #expect(index.item(at: 0)?.baseline == 16)
  }

  @Test("Sizes set in one call, out of order and repeated, throw for the first bad one given")
  func sizesInOneCall() throws {
    let container = Size(width: 100, height: .infinity)
    let options = FlowOptions(itemAlignment: .baseline)
    let items = (0..<2_000).map { index in
      FlowItem(Size(width: 30, height: 30), baseline: index % 7 == 0 ? 24 : nil)
    }
    var index = try FlowIndex(items, container: container, options: options)
    let before = index.flowResult()
    // Item 7 has a baseline of 24: a height of 20 is bad, and comes after item 1,999's bad size
    // in one call, before it in the other.
    #expect(throws: ReflowError.invalidItemSize(index: 1_999, size: Size(width: -1, height: 1))) {
      try index.setSizes([
        (5, Size(width: 40, height: 40)), (1_999, Size(width: -1, height: 1)),
        (7, Size(width: 30, height: 20)),
      ])
    }
    #expect(throws: ReflowError.invalidBaseline(index: 7, baseline: 24, height: 20)) {
      try index.setSizes([
        (1_500, Size(width: 40, height: 40)), (7, Size(width: 30, height: 20)),
        (1_999, Size(width: -1, height: 1)),
      ])
    }
    #expect(throws: ReflowError.invalidBaseline(index: 7, baseline: 24, height: 20)) {
      try index.setSizes([(7, Size(width: 30, height: 20)), (7, Size(width: 30, height: 40))])
    }
    // A run of consecutive items, as measuring a window gives: the first bad one in it throws.
    #expect(throws: ReflowError.invalidBaseline(index: 21, baseline: 24, height: 20)) {
      try index.setSizes((10..<40).map { ($0, Size(width: 30, height: $0 >= 21 ? 20 : 40)) })
    }
    #expect(index.flowResult() == before)
    // Consecutive sizes keep their items' baselines and are as a Flow of the final items.
    var run = index
    var runItems = items
    let runSizes = (100..<1_300).map { ($0, Size(width: Double(15 + $0 % 40), height: 26)) }
    for (position, size) in runSizes { runItems[position].size = size }
    #expect(try run.setSizes(runSizes))
    #expect(run.checkInvariants().isEmpty)
    #expect(run.flowResult() == (try Flow.layout(runItems, in: container, options: options)))
    // Out of order, repeated (the last size wins), and far apart: as a Flow of the final items.
    var expected = items
    var changes: [(index: Int, size: Size)] = []
    for position in stride(from: 1_999, through: 0, by: -3) {
      changes.append((position, Size(width: 20, height: 30)))
      changes.append((position, Size(width: Double(10 + position % 50), height: 30)))
      expected[position].size = Size(width: Double(10 + position % 50), height: 30)
    }
    #expect(try index.setSizes(changes))
    #expect(index.checkInvariants().isEmpty)
    #expect(index.flowResult() == (try Flow.layout(expected, in: container, options: options)))
  }
}
