import Reflow
import Testing

/// The names of the elements that set it, in the order they are reduced.
enum NamesKey: ElementPreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value += nextValue()
  }
}

/// A sum, whose identity is 0.
enum SumKey: ElementPreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

@Suite struct PreferenceReduceTests {
  /// A tree with values on the root, containers, leaves and a geometry reader's content.
  private func tree(_ ui: ElementBuilder, observed: @escaping (String, [String]) -> Void) {
    ui.preference(NamesKey.self, value: ["root"])
    ui.vstack(id: "v") { ui in
      ui.leaf(id: "a", size: size(1, 1)).preference(NamesKey.self, value: ["a"])
      ui.geometryReader(id: "g") { _, ui in
        ui.leaf(id: "r", size: size(1, 1)).preference(NamesKey.self, value: ["r"])
      }
      ui.hstack(id: "h") { ui in
        ui.leaf(id: "b", size: size(1, 1)).preference(NamesKey.self, value: ["b"])
        // Declared after its child, but the container comes first in tree order.
        ui.preference(NamesKey.self, value: ["h"])
        ui.onPreferenceChange(NamesKey.self) { observed("h", $0) }
      }
      ui.leaf(id: "c", size: size(1, 1)).preference(NamesKey.self, value: ["c", "c2"])
    }
    .onPreferenceChange(NamesKey.self) { observed("v", $0) }
  }

  @Test("Values are reduced in tree order: an element before its descendants, siblings in order")
  func treeOrder() {
    var observed: [String: [String]] = [:]
    let frame = layOut(in: size(10, 10)) { ui in tree(ui) { observed[$0] = $1 } }
    #expect(frame.preference(NamesKey.self) == ["root", "a", "r", "h", "b", "c", "c2"])
    #expect(observed["v"] == ["a", "r", "h", "b", "c", "c2"])
    #expect(observed["h"] == ["h", "b"])
  }

  @Test("A frame without values answers the default, an identity for reduce")
  func identityDefault() {
    let empty = layOut(in: size(4, 4)) { ui in ui.leaf(id: "a", size: size(1, 1)) }
    #expect(empty.preference(SumKey.self) == 0)
    #expect(empty.preference(NamesKey.self) == [])
    let one = layOut(in: size(4, 4)) { ui in
      ui.leaf(id: "a", size: size(1, 1)).preference(SumKey.self, value: 7)
    }
    #expect(one.preference(SumKey.self) == 7)
  }

  @Test("Several keys reduce independently")
  func independentKeys() {
    let frame = layOut(in: size(4, 4)) { ui in
      for index in 0..<4 {
        ui.leaf(id: ElementID(index), size: size(1, 1))
          .preference(SumKey.self, value: index)
          .preference(NamesKey.self, value: ["\(index)"])
      }
    }
    #expect(frame.preference(SumKey.self) == 6)
    #expect(frame.preference(NamesKey.self) == ["0", "1", "2", "3"])
  }

  @Test("An observer is called when its value changes from the last one it received, not before")
  func deliveries() {
    var received: [Int] = []
    var value = 1
    let engine = LayoutEngine()
    let content: (ElementBuilder) -> Void = { ui in
      ui.hstack(id: "row") { ui in
        ui.leaf(id: "a", size: size(1, 1)).preference(SumKey.self, value: value)
      }
      .onPreferenceChange(SumKey.self) { received.append($0) }
    }
    _ = engine.arrange(in: size(4, 4), content)
    _ = engine.arrange(in: size(4, 4), content)
    value = 2
    _ = engine.arrange(in: size(4, 4), content)
    #expect(received == [1, 2])
  }

  @Test("Two observers of one key on one element each receive the value")
  func twoObservers() {
    var first = 0
    var second = 0
    let engine = LayoutEngine()
    let content: (ElementBuilder) -> Void = { ui in
      ui.preference(SumKey.self, value: 3)
      ui.onPreferenceChange(SumKey.self) { first += $0 }
      ui.onPreferenceChange(SumKey.self) { second += $0 }
    }
    _ = engine.arrange(in: size(4, 4), content)
    _ = engine.arrange(in: size(4, 4), content)
    #expect(first == 3 && second == 3)
  }
}
