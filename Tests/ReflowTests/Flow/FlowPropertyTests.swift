import Reflow
import ReflowTesting
import Testing

/// Properties of `Flow` on generated cases: every invariant of the kit, agreement with
/// the kit's reference layout, the symmetries, and the state machine driven by operation
/// sequences. Each property runs `REFLOW_PROPERTY_ITERATIONS` cases (1,000 by default); a
/// failure prints a seed to replay with `REFLOW_SEED`.
@Suite struct FlowPropertyTests {
  @Test("Every layout keeps every flow invariant")
  func invariants() {
    check(.layoutCase()) { layoutCase in
      FlowInvariants.violations(in: try layoutCase.layout(), for: layoutCase)
    }
  }

  @Test("Every alignment keeps every flow invariant", arguments: FlowAlignment.allCases)
  func invariantsPerAlignment(_ alignment: FlowAlignment) {
    check(.layoutCase(options: .flowOptions(alignment: alignment))) { layoutCase in
      FlowInvariants.violations(in: try layoutCase.layout(), for: layoutCase)
    }
  }

  @Test("Flow agrees with the reference layout")
  func agreesWithReference() {
    check(.layoutCase()) { layoutCase in
      FlowInvariants.agreement(FlowOutput(try layoutCase.layout()), try layoutCase.referenceLayout())
    }
  }

  @Test("Right-to-left is the mirror image of left-to-right")
  func mirrorSymmetry() {
    check(.layoutCase()) { layoutCase in
      try FlowInvariants.mirrorSymmetry(layoutCase) { FlowOutput(try $0.layout()) }
    }
  }

  @Test("The vertical axis is the transpose of the horizontal axis")
  func transposeSymmetry() {
    check(.layoutCase()) { layoutCase in
      try FlowInvariants.transposeSymmetry(layoutCase) { FlowOutput(try $0.layout()) }
    }
  }

  @Test("The reference layout matches Chromium on every conformance fixture")
  func referenceMatchesBrowser() throws {
    let fixtures = FlowFixture.load("flow")
    try #require(fixtures.count == 200)
    for fixture in fixtures {
      let reference = try ReferenceFlow.layout(
        fixture.sizes, in: fixture.containerSize, options: try fixture.flowOptions())
      for (frame, expected) in zip(reference.frames, fixture.expected.frames) {
        let tolerance = 1.0 / 16
        #expect(
          abs(frame.minX - expected.x) <= tolerance && abs(frame.minY - expected.y) <= tolerance
            && abs(frame.width - expected.width) <= tolerance
            && abs(frame.height - expected.height) <= tolerance,
          "\(fixture.name) \(expected.id): reference \(frame)")
      }
      #expect(reference.frames.count == fixture.expected.frames.count, "\(fixture.name)")
    }
  }

  @Test("With leading and top alignment, add returns each item's final frame")
  func addReturnsFinalFrames() {
    let cases = Gen<LayoutCase>.layoutCase(
      options: .flowOptions(alignment: .leading, itemAlignment: .top))
    check(cases) { layoutCase in
      var layout = try Flow(container: layoutCase.container, options: layoutCase.options)
      var returned: [Rect] = []
      for size in layoutCase.sizes { returned.append(try layout.add(size)) }
      let final = layout.finish().frames
      return zip(returned, final).enumerated().compactMap { index, pair in
        pair.0 == pair.1 ? nil
          : Violation("final frame", "add returned \(pair.0) but finish has \(pair.1)",
                      indices: [index])
      }
    }
  }

  @Test("Any sequence of adds, batches and finishes equals one layout of the accepted sizes")
  func operationSequences() {
    let runs = Gen<LayoutCase>.layoutCase(items: 0...0).flatMap { layoutCase in
      Gen<[FlowOperation]>.array(of: .flowOperation(), count: 0...16).map { (layoutCase, $0) }
    }
    check(runs) { layoutCase, operations in
      try FlowOperationReplay.replay(operations, in: layoutCase)
    }
  }

  @Test("Invalid input throws the same error from Flow and the reference")
  func invalidInputErrors() {
    let bad = Gen<Double>.element(.nan, -0.5, -.infinity)
    let defects = Gen<LayoutCase>.layoutCase(items: 0...4).flatMap { layoutCase in
      Gen<Int>.int(in: 0...3).flatMap { defect in
        bad.map { value in
          var broken = layoutCase
          switch defect {
          case 0: broken.container.width = value
          case 1: broken.options.itemSpacing = value
          case 2: broken.options.insets.bottom = value
          default: broken.sizes.append(Size(width: 1, height: value))
          }
          return broken
        }
      }
    }
    check(defects) { layoutCase in
      let expected: ReflowError
      do throws(ReflowError) {
        _ = try layoutCase.referenceLayout()
        return ["the reference accepted the case"]
      } catch {
        expected = error
      }
      do {
        _ = try layoutCase.layout()
        return ["Flow accepted the case; the reference threw \(expected)"]
      } catch {
        return "\(error)" == "\(expected)" ? [] : ["Flow threw \(error), expected \(expected)"]
      }
    }
  }
}
