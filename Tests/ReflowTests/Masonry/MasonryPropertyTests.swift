import Reflow
import ReflowTesting
import Testing

/// Properties of `Masonry` and `MasonryIndex` on generated cases (seeded; a failure prints its
/// seed and the shrunk case).
@Suite struct MasonryPropertyTests {
  @Test("Masonry agrees with the reference masonry")
  func referenceAgreement() {
    check(.masonryCase()) { masonryCase in
      let output = MasonryOutput(try masonryCase.layout())
      return MasonryInvariants.agreement(output, try masonryCase.referenceLayout(), for: masonryCase)
    }
  }

  @Test("Items that keep their lanes lay out in Masonry as in the reference")
  func keptLanesAgree() {
    let cases = Gen<MasonryCase>.masonryCase().flatMap { masonryCase in
      let lanes = (try? Masonry(container: masonryCase.container, options: masonryCase.options))?
        .laneCount ?? 1
      let kept = masonryCase.items.map { item in
        Gen<Int?>.frequency(
          (1, .constant(nil)), (2, Gen<Int>.int(in: 0...(lanes - item.span)).map { $0 }))
      }
      return Gen<[Int?]> { source in kept.map { $0.generate(using: &source) } }
        .map { (masonryCase, $0) }
    }
    check(cases) { masonryCase, kept in
      var masonry = try Masonry(container: masonryCase.container, options: masonryCase.options)
      for (item, lane) in zip(masonryCase.items, kept) {
        if let lane, item.lane == nil { try masonry.add(item, keeping: lane) } else {
          try masonry.add(item)
        }
      }
      let keptLanes = zip(masonryCase.items, kept).map { $0.lane == nil ? $1 : nil }
      let reference = try ReferenceMasonry.layout(
        masonryCase.items, in: masonryCase.container, options: masonryCase.options,
        keptLanes: keptLanes)
      return MasonryInvariants.agreement(MasonryOutput(masonry.finish()), reference, for: masonryCase)
    }
  }

  @Test("Masonry keeps every invariant: no overlap, inside lanes, packing, order and tolerance rules")
  func invariants() {
    check(.masonryCase()) { masonryCase in
      var masonry = try Masonry(container: masonryCase.container, options: masonryCase.options)
      try masonry.add(contentsOf: masonryCase.items)
      return MasonryInvariants.violations(in: MasonryOutput(masonry.finish()), for: masonryCase)
        + masonry.checkInvariants().map { Violation("state machine", $0) }
    }
  }

  @Test("An index built by appending pieces, in either placement, lays out as Masonry does")
  func indexAgreesWhenNothingChanges() {
    let cases = Gen<(MasonryCase, MasonryPlacement, Int, [Int])> { source in
      (
        Gen<MasonryCase>.masonryCase(items: 0...40).generate(using: &source),
        Gen<MasonryPlacement>.element(.exact, .stable).generate(using: &source),
        Gen<Int>.element(2, 3, 8, 512).generate(using: &source),
        Gen<[Int]>.array(of: .int(in: 1...6), count: 0...12).generate(using: &source)
      )
    }
    check(cases) { masonryCase, placement, blockItems, pieces in
      var index = try MasonryIndex(
        container: masonryCase.container, options: masonryCase.options, placement: placement,
        maximumBlockItems: blockItems)
      var start = 0
      for piece in pieces + [masonryCase.items.count] where start < masonryCase.items.count {
        let end = min(masonryCase.items.count, start + piece)
        try index.append(contentsOf: masonryCase.items[start..<end])
        start = end
      }
      return MasonryInvariants.agreement(
        MasonryOutput(index), MasonryOutput(try masonryCase.layout()), for: masonryCase)
        + index.checkInvariants().map { Violation("index", $0) }
    }
  }

  @Test("Stable placement never moves an item to another lane when sizes change")
  func stableKeepsLanes() {
    let change = Gen<(Int, MasonryItem.Sizing)>.zip(
      .int(in: 0...39), .masonrySizing(maximumLength: 400))
    let cases = Gen<(MasonryCase, [(Int, MasonryItem.Sizing)])>.zip(
      .masonryCase(items: 1...40), .array(of: change, count: 1...8))
    check(cases) { masonryCase, changes in
      var index = try MasonryIndex(
        container: masonryCase.container, options: masonryCase.options, placement: .stable,
        maximumBlockItems: 4)
      try index.append(contentsOf: masonryCase.items)
      let lanes = (0..<index.count).map { index.lane(of: $0) }
      for (position, sizing) in changes {
        try index.setSizing(sizing, at: position % index.count)
        let now = (0..<index.count).map { index.lane(of: $0) }
        if now != lanes { return ["lanes \(lanes) became \(now)"] }
      }
      return index.checkInvariants().map { Violation("index", $0) }
    }
  }

  /// Where a query starts across the lanes and how wide it is, as fractions of the container's
  /// extent across them: mostly the whole extent, as a scroll view's viewport; else any part of
  /// it (a sliver now and then, which can fall in the gap between two lanes), a little past
  /// either edge.
  static let crossExtents = Gen<(Double, Double)>.frequency(
    (2, .constant((0, 1))),
    (3, .zip(.double(in: -0.1...1.1, step: 0.005), .double(in: 0...1.2, step: 0.005))),
    (2, .zip(.double(in: -0.1...1.1, step: 0.005), .double(in: 0.0005...0.02, step: 0.0005))))

  @Test("Windows hold exactly the items intersecting the viewport grown by the overscan")
  func windows() {
    let queries = Gen<(MasonryCase, MasonryPlacement, Double, Double, Double, (Double, Double))> {
      source in
      (
        Gen<MasonryCase>.masonryCase(items: 0...60).generate(using: &source),
        Gen<MasonryPlacement>.element(.exact, .stable).generate(using: &source),
        Gen<Double>.double(in: -50...2_000, step: 0.5).generate(using: &source),
        Gen<Double>.double(in: 0...600, step: 0.5).generate(using: &source),
        Gen<Double>.double(in: 0...200, step: 0.5).generate(using: &source),
        Self.crossExtents.generate(using: &source)
      )
    }
    check(queries) { masonryCase, placement, offset, length, overscan, crossExtent in
      var index = try MasonryIndex(
        container: masonryCase.container, options: masonryCase.options, placement: placement,
        maximumBlockItems: 4)
      try index.append(contentsOf: masonryCase.items)
      let axis = masonryCase.options.axis
      let across = index.contentSize[axis.crossAxis]
      let (crossStart, crossLength) = (crossExtent.0 * across, crossExtent.1 * across)
      let viewport =
        axis == .vertical
        ? Rect(x: crossStart, y: offset, width: crossLength, height: length)
        : Rect(x: offset, y: crossStart, width: length, height: crossLength)
      let grown = viewport.grownForTest(by: overscan, along: axis)
      let frames = index.frames(in: 0..<index.count)
      let window = index.window(for: viewport, overscan: overscan)
      let visible = frames.indices.filter { frames[$0].intersects(viewport) }
      let declared = frames.indices.filter { frames[$0].intersects(grown) }
      return Violation.unless(
        window.visible == visible && window.declared == declared,
        "window \(window.visible) / \(window.declared), brute force \(visible) / \(declared)")
    }
  }
}

extension Rect {
  /// The rectangle grown by `margin` before and after along `axis`.
  func grownForTest(by margin: Double, along axis: LayoutAxis) -> Rect {
    axis == .vertical
      ? Rect(x: minX, y: minY - margin, width: width, height: height + 2 * margin)
      : Rect(x: minX - margin, y: minY, width: width + 2 * margin, height: height)
  }
}

/// `MasonryIndex` through `MasonryMachine`: any sequence of appends, insertions, removals,
/// moves, measurements, lane count changes, scrolls and jumps lays out, after every step, as
/// the model does from scratch; windows equal a brute-force search of the frames.
@Suite struct MasonryMachinePropertyTests {
  @Test("Any edits, measurements, resizes and scrolls equal a layout from scratch, every step")
  func operationSequences() {
    check(MasonryMachine(setups: .masonrySetup()), steps: 1...30)
  }

  @Test("The same holds with index blocks of two, three or eight items")
  func smallBlocks() {
    check(MasonryMachine(setups: .masonrySetup(blockItems: [2, 3, 8])), steps: 1...30)
  }
}
