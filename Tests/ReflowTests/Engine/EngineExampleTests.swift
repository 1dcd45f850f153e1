import Reflow
import Testing

// The README's tag cloud is built and run, and its output compared, by Scripts/check-readme.sh.

/// The widest natural width among the labels of a subtree.
private enum WidestLabel: ElementPreferenceKey {
  static let defaultValue = 0.0
  static func reduce(value: inout Double, nextValue: () -> Double) {
    value = max(value, nextValue())
  }
}

/// An owner that keeps its engine and captures itself in a preference action, as the README's
/// tag cloud does.
private final class Owner {
  let engine = LayoutEngine()
  var width = 0.0

  func arrange() -> Arrangement {
    engine.arrange(in: Size(width: 100, height: 100)) { ui in
      ui.vstack(id: "stack") { ui in
        ui.leaf(id: "a", size: Size(width: max(10, width), height: 10))
          .preference(WidestLabel.self, value: 10)
      }
      .onPreferenceChange(WidestLabel.self) { self.width = $0 }
    }
  }
}

@Suite struct EngineExampleTests {
  @Test("The engine lets go of an arrangement's closures, so an owner they capture is freed")
  func noRetainCycle() {
    weak var released: Owner?
    do {
      let owner = Owner()
      let arrangement = owner.arrange()
      #expect(owner.width == 10)
      #expect(arrangement.passCount == 2)
      released = owner
    }
    #expect(released == nil)
  }
}
