import ReflowTesting
import Testing

/// The invariants themselves: they accept correct layouts (the reference and Flow), they
/// flag outputs broken in each way, and they check a user's own layout function.
@Suite struct InvariantTests {
  static let sample = LayoutCase(
    container: Size(width: 10, height: .infinity),
    options: FlowOptions(itemSpacing: 1, lineSpacing: 2, insets: Insets(top: 1, leading: 1),
                         alignment: .center, itemAlignment: .bottom),
    sizes: [Size(width: 3, height: 2), Size(width: 4, height: 1), Size(width: 5, height: 3)])

  @Test("The reference layout keeps every invariant and both symmetries")
  func referenceKeepsInvariants() {
    check(.layoutCase(), iterations: 1_000) { layoutCase in
      let reference = { (layoutCase: LayoutCase) in try layoutCase.referenceLayout() }
      return FlowInvariants.violations(in: try reference(layoutCase), for: layoutCase)
        + (try FlowInvariants.mirrorSymmetry(layoutCase, layout: reference))
        + (try FlowInvariants.transposeSymmetry(layoutCase, layout: reference))
    }
  }

  @Test("The hand-checked sample passes")
  func samplePasses() throws {
    let output = try Self.sample.referenceLayout()
    // Line 0: 3 + 1 + 4 = 8 of 9, centred with 0.5 on each side; line 1 starts at 1 + 2 + 2.
    #expect(output.frames == [
      Rect(x: 1.5, y: 1, width: 3, height: 2), Rect(x: 5.5, y: 2, width: 4, height: 1),
      Rect(x: 3, y: 5, width: 5, height: 3),
    ])
    #expect(FlowInvariants.violations(in: output, for: Self.sample).isEmpty)
  }

  /// Ways to break the sample's correct output, and the invariant each must trip.
  static let breakages: [(String, String, @Sendable (inout FlowOutput) -> Void)] = [
    ("overlap", "no overlap", { $0.frames[2].origin.y = 2 }),
    ("sticks out", "containment", { $0.frames[1].origin.x = 7 }),
    ("resized", "item size", { $0.frames[0].size.width = 2 }),
    ("lines out of order", "reading order", { $0.lines.swapAt(0, 1) }),
    ("line rect", "reading order", { $0.lines[0].rect.size.height += 1 }),
    ("late wrap", "greedy maximality", {
      $0.lines = [FlowLine(range: 0..<1, rect: $0.frames[0]),
                  FlowLine(range: 1..<3, rect: $0.frames[1].union($0.frames[2]))]
    }),
    ("gap", "exact spacing", { $0.frames[1].origin.x += 0.5 }),
    ("first line low", "exact spacing", {
      for index in 0..<2 { $0.frames[index].origin.y += 1 }
      $0.lines[0].rect.origin.y += 1
    }),
    ("content size", "content size", { $0.contentSize.height += 1 }),
    ("off centre", "alignment", {
      for index in 0..<2 { $0.frames[index].origin.x -= 0.5 }
      $0.lines[0].rect.origin.x -= 0.5
    }),
    ("not bottom-aligned", "alignment", { $0.frames[1].origin.y = 1 }),
  ]

  @Test("Each broken output trips its invariant", arguments: breakages.indices)
  func breakageDetected(_ index: Int) throws {
    let (name, invariant, breakIt) = Self.breakages[index]
    var output = try Self.sample.referenceLayout()
    breakIt(&output)
    let found = FlowInvariants.violations(in: output, for: Self.sample)
    #expect(found.contains { $0.invariant == invariant }, "\(name): \(found)")
  }

  @Test("Mirror and transpose symmetry catch a layout that ignores direction or axis")
  func symmetriesDetect() throws {
    let ignoresDirection = { (layoutCase: LayoutCase) throws -> FlowOutput in
      var copy = layoutCase
      copy.options.direction = .leftToRight
      return try copy.referenceLayout()
    }
    let mirrored = try FlowInvariants.mirrorSymmetry(Self.sample, layout: ignoresDirection)
    #expect(mirrored.first?.invariant == "mirror symmetry")
    let ignoresAxis = { (layoutCase: LayoutCase) throws -> FlowOutput in
      var copy = layoutCase
      copy.options.axis = .horizontal
      return try copy.referenceLayout()
    }
    let transposed = try FlowInvariants.transposeSymmetry(Self.sample, layout: ignoresAxis)
    #expect(transposed.first?.invariant == "transpose symmetry")
  }

  /// A user's layout: a grid of fixed columns, each item at the top-left of its cell.
  static func grid(_ sizes: [Size], width: Double, columns: Int) -> [Rect] {
    let cellWidth = width / Double(columns)
    var frames: [Rect] = []
    var rowTop = 0.0
    var rowHeight = 0.0
    for (index, size) in sizes.enumerated() {
      if index > 0 && index % columns == 0 {
        rowTop += rowHeight
        rowHeight = 0
      }
      frames.append(Rect(x: Double(index % columns) * cellWidth, y: rowTop,
                         width: size.width, height: size.height))
      rowHeight = max(rowHeight, size.height)
    }
    return frames
  }

  @Test("A custom grid layout keeps the generic invariants when items fit their cells")
  func customGrid() {
    check(.array(of: .size(width: 0...100, height: 0...50), count: 0...20)) { sizes in
      LayoutInvariants.violations(
        frames: Self.grid(sizes, width: 300, columns: 3), sizes: sizes,
        bounds: Rect(x: 0, y: 0, width: 300, height: .infinity))
    }
  }

  @Test("The same grid with items wider than their cells is caught overlapping, in 2 items")
  func customGridOverlap() throws {
    let failure = try #require(
      findCounterexample(
        .array(of: .size(width: 0...120, height: 0...50), count: 0...20), iterations: 1_000,
        seed: 12
      ) { sizes in
        LayoutInvariants.noOverlap(Self.grid(sizes, width: 300, columns: 3))
      })
    #expect(failure.value.count == 2)
    #expect(failure.value[0].width > 100)
  }
}
