import ReflowTesting
import Testing

/// The metamorphic relations: `Flow` and the reference keep each of them and their
/// compositions, and each catches a layout function that breaks it.
@Suite struct FlowRelationTests {
  static func flow(_ layoutCase: LayoutCase) throws -> FlowOutput {
    FlowOutput(try layoutCase.layout())
  }

  static let relations: [(String, FlowRelation)] = [
    ("mirrored", .mirrored),
    ("transposed", .transposed),
    ("scaled by 2", .scaled(by: 2)),
    ("scaled by 3", .scaled(by: 3)),
    ("scaled by 0.5", .scaled(by: 0.5)),
    ("widened by 0", .widened(by: 0)),
    ("widened by 7.5", .widened(by: 7.5)),
    ("mirrored, transposed, scaled", FlowRelation.mirrored.then(.transposed).then(.scaled(by: 4))),
    ("transposed, then widened", FlowRelation.transposed.then(.widened(by: 20))),
    ("widened, then mirrored", FlowRelation.widened(by: 5).then(.mirrored)),
  ]

  @Test("Flow and the reference keep every relation", arguments: relations.indices)
  func flowKeepsRelations(_ index: Int) {
    let relation = Self.relations[index].1
    check(.layoutCase(), iterations: 300) { layoutCase in
      try relation.violations(for: layoutCase, layout: Self.flow)
        + relation.violations(for: layoutCase) { try $0.referenceLayout() }
    }
  }

  @Test("A layout that ignores the direction breaks mirror symmetry")
  func mirrorCatches() throws {
    let failure = try #require(
      findCounterexample(.layoutCase(), iterations: 500, seed: 1) { layoutCase in
        try FlowRelation.mirrored.violations(for: layoutCase) { layoutCase in
          var leftToRight = layoutCase
          leftToRight.options.direction = .leftToRight
          return try Self.flow(leftToRight)
        }
      })
    #expect(failure.violations.first?.invariant == "mirror symmetry")
    #expect(failure.violations.first?.message.hasPrefix("against the mirrored case, ") == true)
    #expect(failure.value.sizes.count == 1)
  }

  @Test("A layout that ignores the axis breaks transpose symmetry")
  func transposeCatches() throws {
    let failure = try #require(
      findCounterexample(.layoutCase(), iterations: 500, seed: 2) { layoutCase in
        try FlowRelation.transposed.violations(for: layoutCase) { layoutCase in
          var horizontal = layoutCase
          horizontal.options.axis = .horizontal
          return try Self.flow(horizontal)
        }
      })
    #expect(failure.violations.first?.invariant == "transpose symmetry")
  }

  @Test("A layout with a fixed extra gap breaks scale invariance")
  func scaleCatches() throws {
    let failure = try #require(
      findCounterexample(.layoutCase(), iterations: 500, seed: 3) { layoutCase in
        try FlowRelation.scaled(by: 2).violations(for: layoutCase) { layoutCase in
          var padded = layoutCase
          padded.options.itemSpacing += 1  // one point, whatever the scale
          return try Self.flow(padded)
        }
      })
    #expect(failure.violations.first?.invariant == "scale invariance")
    #expect(failure.value.sizes.count == 2)
  }

  @Test("A layout that loses room in wide containers adds lines when widened")
  func wideningCatches() throws {
    let failure = try #require(
      findCounterexample(.layoutCase(), iterations: 1_000, seed: 4) { layoutCase in
        try FlowRelation.widened(by: 40).violations(for: layoutCase) { layoutCase in
          var shrunk = layoutCase
          // Wide containers reserve a 60-point margin: wider can mean less room.
          if shrunk.container.width > 100 { shrunk.container.width -= 60 }
          return try Self.flow(shrunk)
        }
      })
    #expect(failure.violations.first?.invariant == "widening adds no lines")
    #expect(failure.violations.first?.message.contains("the case widened by 40 has") == true)
  }

  @Test(
    "A bad factor or amount is reported with its value",
    arguments: [
      (FlowRelation.scaled(by: 0), "the factor 0 is not"),
      (.scaled(by: .nan), "the factor .nan is not"),
      (.widened(by: -1), "the amount -1 is not"),
      (FlowRelation.mirrored.then(.widened(by: .infinity)), "the amount .infinity is not"),
    ])
  func badParameters(_ relation: FlowRelation, _ message: String) throws {
    let found = try relation.violations(for: InvariantTests.sample) { try $0.referenceLayout() }
    #expect(found.count == 1)
    #expect(found.first?.message.hasPrefix(message) == true)
  }

  @Test("Mirroring does not apply to an unbounded width")
  func mirrorNeedsWidth() throws {
    var unbounded = InvariantTests.sample
    unbounded.options.axis = .vertical
    unbounded.container = Size(width: .infinity, height: 20)
    var laidOut = 0
    let found = try FlowRelation.mirrored.violations(for: unbounded) { layoutCase in
      laidOut += 1
      return try layoutCase.referenceLayout()
    }
    #expect(found.isEmpty && laidOut == 0)
  }
}
