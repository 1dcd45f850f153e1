import Reflow
@testable import ReflowTesting
import Testing

/// Parts of the kit a failure report or a helper reaches but a passing suite does not: how
/// generated values print, the `sourceLocation:` overloads of `check`, and the command
/// initialiser that compares outputs.
@Suite struct KitSurfaceTests {
  @Test("Generated values print as Swift a test can paste")
  func descriptions() {
    let tree = ElementTree.container(id: 2, kind: .hstack(spacing: 1), children: [
      .leaf(id: 0, size: Size(width: 3, height: 1)),
      .container(id: 1, kind: .reader, children: []),
    ])
    #expect(tree.description == "#2 hstack(spacing: 1)\n  #0 leaf 3x1\n  #1 geometryReader")
    if case .container(_, let kind, _) = tree { #expect(kind.kind == .hstack) }
    #expect(ElementTree.Container.padding(Insets(all: 2)).kind == .padding)
    #expect(FlowOperation.add(Size(width: 1, height: 2)).description
      == ".add(Size(width: 1, height: 2))")
    #expect(FlowOperation.removeItems(from: 3).description == ".removeItems(from: 3)")
    #expect(LazyFlowOperation.setSizes([.init(index: 4, size: Size(width: 5, height: 6))])
      .description == ".setSizes([(4, Size(width: 5, height: 6))])")
    #expect(LazyFlowOperation.move(at: 1, count: 2, to: 3).description
      == ".move(at: 1, count: 2, to: 3)")
    #expect(LazyScrollOperation.scrollTo(item: 7, .center).description
      == ".scrollTo(item: 7, .center)")
    #expect(LazyScrollOperation.grow(4).description == ".grow(4)")
    #expect(PagingSourceModel.Item(id: 12).description == "12")
    let trace = ScrollTrace(
      threshold: .points(10),
      positions: [EndReachedTrigger.Position(
        offset: 5, viewportLength: 100, contentLength: 300, itemCount: 3, lastVisibleIndex: 0)])
    #expect(trace.description.contains("offset 5, viewport 100, content 300, 3 items"))
    #expect(trace.description.contains("last visible 0"))
    let violation: Violation = "item \(3) overlaps"
    #expect(violation == Violation("property", "item 3 overlaps"))
  }

  @Test("Setups, cases and models print as Swift a test can paste, naming what differs")
  func setupDescriptions() {
    #expect(CollectionSetup(width: 120, estimatedItemSize: Size(width: 30, height: 20)).description
      == "CollectionSetup(width: 120, estimatedItemSize: Size(width: 30, height: 20))")
    #expect(CollectionSetup(
      width: 90.5, axis: .horizontal, estimatedItemSize: Size(width: 30, height: 20),
      estimatedSupplementLength: 8, sectionSpacing: 4, direction: .rightToLeft
    ).description == "CollectionSetup(width: 90.5, axis: .horizontal,"
      + " estimatedItemSize: Size(width: 30, height: 20), estimatedSupplementLength: 8,"
      + " sectionSpacing: 4, direction: .rightToLeft)")
    let options = MasonryOptions(lanes: .count(3), itemSpacing: 4)
    #expect(MasonrySetup(
      options: options, container: Size(width: 300, height: .infinity), placement: .stable
    ).description == "MasonrySetup(options: MasonryOptions(lanes: .count(3), itemSpacing: 4),"
      + " container: Size(width: 300, height: .infinity), placement: .stable)")
    #expect(MasonrySetup(
      options: MasonryOptions(lanes: .fixed([10, 20.5])), container: Size(width: 40, height: 9),
      placement: .exact, maximumBlockItems: 3
    ).description == "MasonrySetup(options: MasonryOptions(lanes: .fixed([10, 20.5])),"
      + " container: Size(width: 40, height: 9), placement: .exact, maximumBlockItems: 3)")
    let masonryCase = MasonryCase(
      container: Size(width: 300, height: .infinity), options: options,
      items: [MasonryItem(length: 40), MasonryItem(aspectRatio: 1.5, span: 2, lane: 1)])
    #expect(masonryCase.description == """
      MasonryCase(
        container: Size(width: 300, height: .infinity),
        options: MasonryOptions(lanes: .count(3), itemSpacing: 4),
        items: [
          MasonryItem(length: 40),
          MasonryItem(aspectRatio: 1.5, span: 2, lane: 1),
        ])
      """)
    #expect(MasonryCase(container: Size(width: 10, height: 10), options: options, items: [])
      .description.hasSuffix("items: [])"))
    let scrollTo = ScrollToCase(
      content: .collection, viewportLength: 100, sizes: [Size(width: 20, height: 30)],
      late: [true], estimate: 12.5, target: 0, alignment: .center)
    #expect(scrollTo.description == "ScrollToCase(content: .collection, anchor: .top,"
      + " viewportLength: 100, sizes: [Size(width: 20, height: 30)], late: [true],"
      + " estimate: 12.5, target: 0, alignment: .center)")
    let horizontal = ScrollToCase(
      content: .stack, axis: .horizontal, anchor: nil, viewportLength: 50, sizes: [], late: [],
      estimate: 10, offset: 7, framesBefore: 2, target: 3, alignment: .bottom)
    #expect(horizontal.description == "ScrollToCase(content: .stack, axis: .horizontal,"
      + " anchor: nil, viewportLength: 50, sizes: [], late: [], estimate: 10, offset: 7,"
      + " framesBefore: 2, target: 3, alignment: .bottom)")
    var model = CollectionMachine.Model(
      setup: CollectionSetup(width: 100, estimatedItemSize: Size(width: 10, height: 10)),
      width: 100)
    model.sections = [
      .init(section: CollectionSection(id: 0), items: [3, 4], versions: [0, 0]),
      .init(section: CollectionSection(id: 1), items: [], versions: []),
    ]
    #expect(model.description == "s0: [3, 4] s1: []")
  }

  @Test("A masonry counterexample draws its layout, as MasonryResult draws it")
  func masonryDrawings() throws {
    let masonryCase = MasonryCase(
      container: Size(width: 40, height: .infinity), options: MasonryOptions(lanes: .count(2)),
      items: [MasonryItem(length: 20), MasonryItem(length: 10), MasonryItem(length: 5)])
    let result = try masonryCase.layout()
    let output = MasonryOutput(result)
    #expect(output.asciiDrawing(columnWidth: 5, rowHeight: 5)
      == result.asciiDrawing(columnWidth: 5, rowHeight: 5))
    // Each item's letter fills its frame, a row per 5 points: A (20 long, lane 0) four rows,
    // B (10, lane 1) two, C (5, under A) one.
    let drawing = output.asciiDrawing(columnWidth: 5, rowHeight: 5)
    let rows = drawing.split(separator: "\n")
    #expect(rows.map { $0.filter { $0 == "A" }.count } == [4, 4, 4, 4, 0], "\(drawing)")
    #expect(rows.map { $0.filter { $0 == "B" }.count } == [4, 4, 0, 0, 0], "\(drawing)")
    #expect(rows.map { $0.filter { $0 == "C" }.count } == [0, 0, 0, 0, 4], "\(drawing)")
    #expect(masonryCase.counterexampleDrawing == "Masonry:\n" + output.asciiDrawing())
    let invalid = MasonryCase(
      container: Size(width: 40, height: .infinity), options: MasonryOptions(lanes: .count(0)),
      items: [])
    #expect(invalid.counterexampleDrawing == nil)
  }

  @Test("A counterexample prints its report: the shrunk value, violations and seed")
  func counterexampleDescription() throws {
    let found = try #require(findCounterexample(Gen.int(in: 0...1_000), iterations: 200, seed: 3) {
      $0 < 10 ? [] : ["\($0) is at least 10"]
    })
    #expect(found.description == found.report)
    #expect(found.description.contains("10"))
    #expect(found.description.contains("seed"))
  }

  @Test("LazyFlow follows any generated operations as an array of sizes laid out by Flow does")
  func lazyFlowOperations() {
    let runs = Gen<[LazyFlowOperation]>.array(of: .lazyFlowOperation(), count: 0...12)
    check(runs) { operations in
      var flow = try LazyFlow(lineLength: 100, estimatedItemSize: Size(width: 30, height: 10))
      var sizes: [Size] = []
      func valid(_ size: Size) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
      }
      for operation in operations {
        switch operation {
        case .appendEstimated(let count):
          flow.appendItems(count: count)
          sizes += Array(repeating: Size(width: 30, height: 10), count: max(0, count))
        case .append(let added):
          if (try? flow.appendItems(sizes: added)) != nil { sizes += added }
        case .setSizes(let measurements):
          let pairs = measurements.map { (index: $0.index, size: $0.size) }
          if (try? flow.setSizes(pairs)) != nil {
            for pair in pairs where sizes.indices.contains(pair.index) { sizes[pair.index] = pair.size }
          }
        case .insertEstimated(let position, let count):
          if (try? flow.insertItems(count: count, at: position)) != nil {
            sizes.insert(contentsOf: repeatElement(Size(width: 30, height: 10), count: max(0, count)), at: position)
          }
        case .insert(let position, let added):
          if (try? flow.insertItems(sizes: added, at: position)) != nil {
            sizes.insert(contentsOf: added, at: position)
          }
        case .remove(let position, let count):
          if (try? flow.removeItems(in: position..<(position + count))) != nil {
            sizes.removeSubrange(position..<(position + count))
          }
        case .move(let position, let count, let destination):
          if (try? flow.moveItems(position..<(position + count), to: destination)) != nil {
            let moved = Array(sizes[position..<(position + count)])
            sizes.removeSubrange(position..<(position + count))
            sizes.insert(contentsOf: moved, at: destination)
          }
        }
        if !sizes.allSatisfy(valid) { return ["\(operation) left an invalid size in the model"] }
      }
      let expected = try Flow.layout(sizes, in: Size(width: 100, height: .infinity))
      let frames = flow.index.frames(in: 0..<flow.count)
      return Violation.unless(
        frames == expected.frames,
        "after \(operations.map(\.description)) the frames are \(frames), expected"
          + " \(expected.frames)")
    }
  }

  @Test("check with a sourceLocation records a failure there, for a generator and a machine")
  func sourceLocationOverloads() {
    check(Gen.int(in: 0...9), iterations: 20, seed: 1, sourceLocation: #_sourceLocation) {
      $0 < 10 ? [] : ["too big"]
    }
    check(UndoableTextTest(), iterations: 20, seed: 1, sourceLocation: #_sourceLocation)
    let location = SourceLocation(fileID: "Kit/Helper.swift", filePath: "/Kit/Helper.swift", line: 7, column: 3)
    withKnownIssue {
      check(Gen.int(in: 10...19), iterations: 5, seed: 1, sourceLocation: location) {
        ["\($0) is too big"]
      }
    } matching: { issue in
      issue.sourceLocation?.line == 7 && issue.sourceLocation?.fileName == "Helper.swift"
    }
    withKnownIssue {
      check(UndoableTextTest(planted: true), iterations: 500, seed: 1, sourceLocation: location)
    } matching: { issue in
      issue.sourceLocation?.line == 7
    }
  }

  @Test("A command with a fixed generator and an output compares what the system and model return")
  func commandComparingOutputs() {
    struct Counter: StateMachineTest {
      var planted = false
      func makeSystem(_: Void) -> Int { 0 }
      func makeModel(_: Void) -> Int { 0 }
      var commands: [ModelCommand<Int, Int>] {
        [
          ModelCommand("add", arguments: Gen.int(in: 1...3)) { count, added in
            count += added
            return planted && count > 5 ? count + 1 : count
          } model: { count, added in
            count += added
            return count
          }
        ]
      }
      func invariants(_ system: Int, _ model: Int) -> [Violation] { [] }
    }
    #expect(findCounterexample(Counter(), iterations: 100, seed: 1) == nil)
    let found = findCounterexample(Counter(planted: true), iterations: 100, seed: 1)
    #expect(found?.violations.first?.invariant == "result")
  }

  @Test("A session counts the answers on their way until they arrive")
  func answersOnTheWay() throws {
    let setup = RemotePagingSetup(pageSize: 2, sourceCount: 6)
    var session = try RemoteCollectionMachine.offsets().makeSystem(setup)
    #expect(session.answersOnTheWay == 0)
    #expect(session.request().isEmpty)
    #expect(session.answersOnTheWay == 1)
    #expect(session.deliver(0, keepingCopy: false).isEmpty)
    #expect(session.answersOnTheWay == 0)
    #expect(session.collection.loadedItems.map(\.id) == [0, 1])
  }
}
