import Reflow
import Testing

/// The smallest y of the elements that set it.
enum MinYKey: ElementPreferenceKey {
  static let defaultValue = Double.infinity
  static func reduce(value: inout Double, nextValue: () -> Double) {
    value = Swift.min(value, nextValue())
  }
}

/// The widest width reported.
enum WidestKey: ElementPreferenceKey {
  static let defaultValue = 0.0
  static func reduce(value: inout Double, nextValue: () -> Double) {
    value = Swift.max(value, nextValue())
  }
}

/// A leaf whose height is set from the position of the probe below it: each pass moves the
/// probe down by one more point, so the layout can never settle.
private final class RunawayState {
  var height = 1.0
  var deliveries = 0

  func declare(_ ui: ElementBuilder) {
    ui.vstack(id: "stack") { ui in
      ui.leaf(id: "grower", size: size(4, height))
      ui.geometryReader(id: "probe") { proxy, ui in
        ui.preference(MinYKey.self, value: proxy.frame(in: .root).minY)
      }
    }
    .onPreferenceChange(MinYKey.self) { [self] y in
      deliveries += 1
      height = y + 1
    }
  }
}

@Suite struct EngineConvergenceTests {
  @Test("A size that depends on its own position stops after the last pass, with a diagnostic")
  func runaway() {
    let state = RunawayState()
    let engine = LayoutEngine()
    let frame = engine.arrange(in: size(10, 100), state.declare)
    #expect(frame.passCount == 3)
    #expect(state.deliveries == 3)
    #expect(!frame.isSettled)
    #expect(frame.diagnostics == [.didNotSettle(ids: ["stack"], passes: 3)])
    // The frame shows the last pass: heights 1, 2, 3 were laid out in turn. The reader is
    // offered the stack's width, 10, so the grower is centred.
    #expect(frame.frame(of: "grower") == rect(3, 0, 4, 3))
    #expect(frame.diagnostics.first?.description.contains("'stack'") == true)
  }

  @Test("The number of passes is configurable and at least one", arguments: [(5, 5), (1, 1), (0, 1)])
  func maximumPasses(maximum: Int, expected: Int) {
    let state = RunawayState()
    let engine = LayoutEngine(maximumPasses: maximum)
    let frame = engine.arrange(in: size(10, 100), state.declare)
    #expect(frame.passCount == expected)
    #expect(engine.maximumPasses == expected)
    #expect(frame.diagnostics == [.didNotSettle(ids: ["stack"], passes: expected)])
  }

  @Test("Each later frame also stops at the bound: the engine never loops")
  func everyFrameIsBounded() {
    let state = RunawayState()
    let engine = LayoutEngine()
    for _ in 0..<5 {
      let frame = engine.arrange(in: size(10, 1_000), state.declare)
      #expect(frame.passCount == 3)
    }
    #expect(state.deliveries == 15)
  }

  @Test("A preference-driven layout settles in two passes, then in one on later frames")
  func settles() {
    var widest = 0.0
    var deliveries: [Double] = []
    let engine = LayoutEngine()
    let content: (ElementBuilder) -> Void = { ui in
      ui.vstack(id: "list", alignment: .leading) { ui in
        for (index, width) in [3.0, 5.0, 2.0].enumerated() {
          ui.leaf(id: ElementID(index), size: size(Swift.max(width, widest), 1))
            .preference(WidestKey.self, value: width)
        }
      }
      .onPreferenceChange(WidestKey.self) { value in
        deliveries.append(value)
        widest = value
      }
    }
    let first = engine.arrange(in: size(10, 10), content)
    #expect(first.passCount == 2)
    #expect(first.isSettled)
    #expect(first.diagnostics.isEmpty)
    #expect((0..<3).map { first.frame(of: ElementID($0))?.width } == [5, 5, 5])
    let second = engine.arrange(in: size(10, 10), content)
    #expect(second.passCount == 1)
    #expect(deliveries == [5])
  }

  @Test("Sizes that change by at most 1e-9 count as unchanged")
  func tolerance() {
    let engine = LayoutEngine()
    engine.report(size: size(2, 1), for: "late")
    engine.report(size: size(2 + 1e-10, 1), for: "late")
    #expect(engine.reportedSize(for: "late") == size(2, 1))
    engine.report(size: size(2 + 1e-6, 1), for: "late")
    #expect(engine.reportedSize(for: "late") == size(2 + 1e-6, 1))
  }
}
