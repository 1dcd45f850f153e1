import ReflowTesting
import Testing

@testable import Reflow

/// Properties of `FlowIndex.applyEdits(_:)`: any list of edits (appends, insertions, removals,
/// replacements, moves, size and item changes, now and then an invalid one) made as one batch
/// leaves exactly the index the same edits leave made one by one — every frame, line, item and
/// estimate flag — which is one `Flow.layout` of the resulting items, with every line-local
/// option, blocks of a few items or the default, and invariants kept; a batch with an invalid
/// edit throws the error the edit throws made one by one, and changes nothing.
@Suite struct FlowIndexBatchPropertyTests {
  /// An index to edit: options, container, block size, and its items in two appends (the first
  /// estimated or not).
  struct Start: Sendable {
    var options: FlowOptions
    var container: Size
    var blockItems: Int
    var items: [FlowItem]
    var estimatedItems: [FlowItem]
  }

  /// A start and a list of edits, aimed at positions of the items the edits before leave.
  struct Case: Sendable, CustomStringConvertible {
    var start: Start
    var edits: [FlowIndex.Edit]

    var description: String {
      "options \(start.options), container \(start.container), blocks of"
        + " \(start.blockItems), items \(start.items), estimated \(start.estimatedItems),"
        + " edits \(edits)"
    }
  }

  /// Cases with up to `itemCount` items in the index and `editCount` edits.
  static func cases(itemCount: ClosedRange<Int>, editCount: ClosedRange<Int>) -> Gen<Case> {
    FlowIndexItemPropertyTests.options.flatMap { options in
      Gen<Size>.container(for: options).flatMap { container in
        let items = Gen<[FlowItem]>.flowItems(for: container, options: options, count: itemCount)
        let few = Gen<[FlowItem]>.frequency(
          (3, .flowItems(for: container, options: options, count: 0...6)),
          (1, Gen<(Int, [FlowItem])>.zip(
            .int(in: 0...400), .flowItems(for: container, options: options, count: 1...1)
          ).map { Array(repeating: $1.first ?? FlowItem(Size(width: 20, height: 10)), count: $0) }))
        return Gen<(Int, [FlowItem], [FlowItem])>.zip(.element(2, 3, 8, 512), items, few)
          .flatMap { blockItems, items, estimatedItems in
            let start = Start(
              options: options, container: container, blockItems: blockItems, items: items,
              estimatedItems: estimatedItems)
            return Gen<[FlowIndex.Edit]>.array(
              count: editCount, startingFrom: items.count + estimatedItems.count
            ) { count in
              FlowIndexBatchPropertyTests.edit(count: count, container: container, options: options)
            }.map { Case(start: start, edits: $0) }
          }
      }
    }
  }

  /// An edit of an index of `count` items, mostly valid, and the count it leaves when valid.
  static func edit(count: Int, container: Size, options: FlowOptions)
    -> Gen<(FlowIndex.Edit, Int)>
  {
    // After an invalid edit the count is a guess; the cases stop at that edit anyway.
    let count = Swift.max(0, count)
    let items = Gen<[FlowItem]>.flowItems(for: container, options: options, count: 0...6)
    let invalid = Gen<[FlowItem]>.element(
      [FlowItem(Size(width: .nan, height: 10))], [FlowItem(Size(width: 10, height: 10), grow: -1)],
      [FlowItem(Size(width: 10, height: 10), baseline: 11)])
    let newItems = Gen<[FlowItem]>.frequency((16, items), (1, invalid))
    let position = Gen<Int>.frequency(
      (16, .int(in: 0...Swift.max(0, count))), (1, .int(in: -1...(count + 2))))
    let item = Gen<Int>.frequency(
      (16, .int(in: 0...Swift.max(0, count - 1))), (1, .int(in: -1...(count + 1))))
    let length = Gen<Int>.frequency((4, .int(in: 0...3)), (1, .int(in: 0...12)))
    let flag = Gen<Bool>.bool(probability: 0.3)
    let size = Gen<Size>.frequency(
      (8, .size(width: 0...120, height: 0...40)), (1, .constant(Size(width: 10, height: 0))),
      (1, .constant(Size(width: -1, height: 4))))
    // A run of one item repeated: laid out as one line repeated, which edits split and skip.
    let run = Gen<(Int, [FlowItem])>.zip(.int(in: 0...300), items).map { length, items in
      Array(repeating: items.first ?? FlowItem(Size(width: 20, height: 10)), count: length)
    }
    // The overloads taking bare sizes, which build the same edits as items of those sizes.
    let appendSizes = Gen<([FlowItem], Bool)>.zip(newItems, flag).map {
      items, estimated -> (FlowIndex.Edit, Int) in
      let sizes: [Size] = items.map(\.size)
      return (.append(contentsOf: sizes, estimated: estimated), count + items.count)
    }
    let replaceWithSizes = Gen<((Int, Int, [FlowItem]), Bool)>.zip(
      Gen<(Int, Int, [FlowItem])>.zip(position, length, newItems), flag
    ).map { replacement, estimated -> (FlowIndex.Edit, Int) in
        let (position, length, items) = replacement
        let sizes: [Size] = items.map(\.size)
        return (.replaceSubrange(position..<(position + length), with: sizes, estimated: estimated),
                count - length + items.count)
      }
    return .frequency(
      (2, Gen<([FlowItem], Bool)>.zip(newItems, flag).map { items, estimated in
        (.append(contentsOf: items, estimated: estimated), count + items.count)
      }),
      (1, Gen<([FlowItem], Int, Bool)>.zip(run, position, flag).map {
        items, position, estimated in
        (.insert(contentsOf: items, at: position, estimated: estimated), count + items.count)
      }),
      (4, Gen<([FlowItem], Int, Bool)>.zip(newItems, position, flag).map {
        items, position, estimated in
        (.insert(contentsOf: items, at: position, estimated: estimated), count + items.count)
      }),
      (1, Gen<([FlowItem], Int)>.zip(newItems, position).map { items, position in
        (.insert(contentsOf: items.map(\.size), at: position), count + items.count)
      }),
      (1, appendSizes),
      (1, replaceWithSizes),
      (3, Gen<(Int, Int)>.zip(position, length).map { position, length in
        (.removeSubrange(position..<(position + length)), count - length)
      }),
      (2, Gen<(Int, Int, [FlowItem])>.zip(position, length, newItems).map {
        position, length, items in
        (.replaceSubrange(position..<(position + length), with: items, estimated: position % 2 == 0),
         count - length + items.count)
      }),
      (2, Gen<(Int, Int, Int)>.zip(position, length, position).map {
        position, length, destination in
        (.moveSubrange(position..<(position + length), to: destination - length), count)
      }),
      (3, Gen<(Int, Size)>.zip(item, size).map { (.setSize($1, at: $0), count) }),
      (2, Gen<(Int, [FlowItem])>.zip(item, items).map { position, items in
        (.setItem(items.first ?? FlowItem(Size(width: 30, height: 12), grow: 1), at: position),
         count)
      }))
  }

  /// The index a case starts from.
  static func index(_ start: Start) throws -> FlowIndex {
    var index = FlowIndex(
      flow: try Flow(container: start.container, options: start.options),
      maximumBlockItems: start.blockItems)
    try index.append(contentsOf: start.items)
    try index.append(contentsOf: start.estimatedItems, estimated: true)
    return index
  }

  /// The edit made by the index's own method.
  static func make(_ edit: FlowIndex.Edit, on index: inout FlowIndex) throws(ReflowError) {
    switch edit.kind {
    case .replace(let range, let items, let estimated):
      if items.isEmpty {
        try index.removeSubrange(range)
      } else if range.isEmpty {
        try index.insert(contentsOf: items, at: range.lowerBound, estimated: estimated)
      } else {
        try index.replaceSubrange(range, with: items, estimated: estimated)
      }
    case .append(let items, let estimated):
      try index.append(contentsOf: items, estimated: estimated)
    case .move(let range, let destination):
      try index.moveSubrange(range, to: destination)
    case .setSize(let size, let position):
      try index.setSize(size, at: position)
    case .setItem(let item, let position):
      try index.setItem(item, at: position)
    }
  }

  /// What differs between the batch's index and the one-by-one one, and between them and a
  /// layout of the items from scratch.
  static func violations(_ testCase: Case) throws -> [Violation] {
    let original = try index(testCase.start)
    var oneByOne = original
    var failure: ReflowError?
    for edit in testCase.edits {
      do {
        try make(edit, on: &oneByOne)
      } catch {
        failure = error
        break
      }
    }
    var batched = original
    var found: [Violation] = []
    let expected = failure.map { "\($0)" } ?? "nothing"
    do {
      try batched.applyEdits(testCase.edits)
      found += Violation.unless(
        failure == nil, "the batch succeeded where one by one threw \(expected)",
        invariant: "validation")
    } catch {
      // Compared as text: an error naming a NaN size is not equal to itself.
      found += Violation.unless(
        "\(error)" == expected, "the batch threw \(error), one by one \(expected)",
        invariant: "validation")
      oneByOne = original
    }
    found += Violation.unless(
      batched.flowResult() == oneByOne.flowResult(),
      "frames or lines differ from one by one:\n\(batched.flowResult())\n\(oneByOne.flowResult())",
      invariant: "one by one")
    let items = (0..<batched.count).map { batched.item(at: $0) }
    let expectedItems = (0..<oneByOne.count).map { oneByOne.item(at: $0) }
    found += Violation.unless(
      items == expectedItems, "items \(items), one by one \(expectedItems)", invariant: "items")
    let flags = (0..<batched.count).map { batched.isSizeEstimated(at: $0) }
    let expectedFlags = (0..<oneByOne.count).map { oneByOne.isSizeEstimated(at: $0) }
    found += Violation.unless(
      flags == expectedFlags && batched.estimatedCount == oneByOne.estimatedCount,
      "estimates \(flags), one by one \(expectedFlags)", invariant: "estimates")
    let scratch = try Flow.layout(
      expectedItems.compactMap { $0 }, in: testCase.start.container,
      options: testCase.start.options)
    found += FlowIndexMatching.violations(batched, scratch)
    return found
  }

  @Test("A batch of edits leaves the index the same edits leave one by one")
  func batchEqualsOneByOne() {
    check(Self.cases(itemCount: 0...24, editCount: 1...10), iterations: 4_000) {
      try Self.violations($0)
    }
  }

  @Test("A batch of many edits over many blocks equals them one by one")
  func manyEditsOverManyBlocks() {
    check(Self.cases(itemCount: 0...160, editCount: 1...40), iterations: 600) {
      try Self.violations($0)
    }
  }

  @Test("An edit describes itself as the call it stands for")
  func descriptions() {
    let size = Size(width: 10, height: 4)
    let item = FlowItem(size, grow: 1)
    let cases: [(FlowIndex.Edit, String)] = [
      (.append(contentsOf: [size]), ".append(contentsOf: [\(FlowItem(size))])"),
      (.append(contentsOf: [item], estimated: true),
       ".append(contentsOf: [\(item)], estimated: true)"),
      (.insert(contentsOf: [size], at: 2), ".insert(contentsOf: [\(FlowItem(size))], at: 2)"),
      (.insert(contentsOf: [item], at: 0, estimated: true),
       ".insert(contentsOf: [\(item)], at: 0, estimated: true)"),
      (.replaceSubrange(1..<3, with: [size], estimated: true),
       ".replaceSubrange(1..<3, with: [\(FlowItem(size))], estimated: true)"),
      (.replaceSubrange(1..<3, with: [item]), ".replaceSubrange(1..<3, with: [\(item)])"),
      (.removeSubrange(4..<6), ".removeSubrange(4..<6)"),
      (.moveSubrange(0..<2, to: 5), ".moveSubrange(0..<2, to: 5)"),
      (.setSize(size, at: 7), ".setSize(\(size), at: 7)"),
      (.setItem(item, at: 1), ".setItem(\(item), at: 1)"),
    ]
    for (edit, expected) in cases {
      #expect(edit.description == expected)
    }
    // The Sizes overloads build the same edits as the items they stand for.
    #expect(FlowIndex.Edit.append(contentsOf: [size], estimated: true)
      == .append(contentsOf: [FlowItem(size)], estimated: true))
    #expect(FlowIndex.Edit.replaceSubrange(0..<1, with: [size])
      == .replaceSubrange(0..<1, with: [FlowItem(size)]))
  }
}
