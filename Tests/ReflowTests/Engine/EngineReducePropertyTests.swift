import Reflow
import ReflowTesting
import Testing

/// The ids of the elements that attach it, in the order they are reduced.
private enum TreeOrderKey: ElementPreferenceKey {
  static let defaultValue: [ElementID] = []
  static func reduce(value: inout [ElementID], nextValue: () -> [ElementID]) {
    value += nextValue()
  }
}

/// Strings joined in tree order: associative, not commutative, with "" as identity.
private enum ConcatenationKey: ElementPreferenceKey {
  static let defaultValue = ""
  static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
}

/// The map x ↦ a·x + b, composed in tree order with wrapping arithmetic: associative, not
/// commutative, and its identity (1, 0) is not an "empty" value.
private struct Affine: Hashable, CustomStringConvertible {
  var a: Int
  var b: Int

  /// `self` then `next`: x ↦ next.a·(a·x + b) + next.b.
  func then(_ next: Affine) -> Affine {
    Affine(a: next.a &* a, b: next.a &* b &+ next.b)
  }

  var description: String { "(\(a)x+\(b))" }
}

private enum AffineKey: ElementPreferenceKey {
  static let defaultValue = Affine(a: 1, b: 0)
  static func reduce(value: inout Affine, nextValue: () -> Affine) {
    value = value.then(nextValue())
  }
}

/// Where a container attaches its own value: through its handle after its children are
/// declared, or inside its content closure before or after them. Tree order is the same.
private enum Attachment: Int, CaseIterable {
  case handle, beforeChildren, afterChildren

  init(id: Int, salt: Int) {
    self = Attachment(rawValue: (id + salt) % 3) ?? .handle
  }
}

/// Where a value goes: on a declared element, or on the container whose content is being
/// declared.
private enum Target {
  case element(ElementHandle)
  case openContainer(ElementBuilder)

  func attach<Key: ElementPreferenceKey>(_ key: Key.Type, _ value: Key.Value) {
    switch self {
    case .element(let handle): handle.preference(key, value: value)
    case .openContainer(let ui): ui.preference(key, value: value)
    }
  }
}

/// Properties of preference reduction on generated element trees: values are folded in tree
/// order whatever the shape of the tree and however values are attached, and the default
/// value is an identity. Each runs `REFLOW_PROPERTY_ITERATIONS` cases (1,000 by default); a
/// failure prints a seed to replay with `REFLOW_SEED` and the shrunk tree.
@Suite struct EngineReducePropertyTests {
  /// Declares `tree`, calling `attach` once for each element where its ``Attachment`` says
  /// (always through the handle, for a leaf).
  private static func declare(
    _ tree: ElementTree, in ui: ElementBuilder, salt: Int,
    attach: @escaping (_ id: Int, Target) -> Void,
    didDeclare: @escaping (ElementTree, ElementHandle) -> Void = { _, _ in }
  ) {
    let hooks = ElementTree.Hooks(
      willDeclareChildren: { element, ui in
        if Attachment(id: element.id, salt: salt) == .beforeChildren {
          attach(element.id, .openContainer(ui))
        }
      },
      didDeclareChildren: { element, ui in
        if Attachment(id: element.id, salt: salt) == .afterChildren {
          attach(element.id, .openContainer(ui))
        }
      },
      didDeclare: { element, handle in
        if element.isLeaf {
          attach(element.id, .element(handle))
        } else if Attachment(id: element.id, salt: salt) == .handle {
          attach(element.id, .element(handle))
        }
        didDeclare(element, handle)
      })
    tree.declare(in: ui, hooks: hooks)
  }

  @Test("Appended ids reduce to the elements in tree order, at the root and for each subtree")
  func treeOrder() {
    let cases = Gen<(ElementTree, Int)>.zip(.elementTree(), .int(in: 0...2))
    check(cases) { tree, salt in
      var observed: [Int: [ElementID]] = [:]
      let frame = LayoutEngine().arrange(in: Size(width: 120, height: 240)) { ui in
        Self.declare(
          tree, in: ui, salt: salt,
          attach: { id, target in target.attach(TreeOrderKey.self, [ElementTree.elementID(id)]) },
          didDeclare: { element, handle in
            handle.onPreferenceChange(TreeOrderKey.self) { observed[element.id] = $0 }
          })
      }
      let expected = tree.preorder.map(\.elementID)
      var violations = Violation.unless(
        frame.preference(TreeOrderKey.self) == expected,
        "root value \(frame.preference(TreeOrderKey.self)), expected \(expected)",
        invariant: "tree order")
      for element in tree.preorder {
        let subtree = element.preorder.map(\.elementID)
        if observed[element.id] != subtree {
          violations.append(Violation(
            "subtree order",
            "observer of #\(element.id) saw"
              + " \(observed[element.id].map(\.description) ?? "nothing"), expected \(subtree)"))
        }
      }
      return violations
    }
  }

  @Test("A non-commutative reduce is the fold of the values in tree order; none give the default")
  func nonCommutativeFold() {
    // Per element, 0 to 2 values (often none, so whole trees without values are common).
    let piece = Gen<(Int, Int, Int)>.zip(.int(in: 0...25), .int(in: 1...5), .int(in: -9...9))
    let cases = Gen<ElementTree>.elementTree().flatMap { tree in
      Gen<[[(Int, Int, Int)]]>.array(
        of: .frequency((3, .constant([])), (1, .array(of: piece, count: 1...2))),
        count: tree.count...tree.count
      ).map { (tree, $0) }
    }
    check(cases) { tree, pieces in
      let ids = tree.preorderIDs
      var valuesByID: [Int: [(String, Affine)]] = [:]
      for (id, list) in zip(ids, pieces) {
        valuesByID[id] = list.map { letter, a, b in
          (String(UnicodeScalar(UInt8(97 + letter))) + "\(id);", Affine(a: a, b: b))
        }
      }
      let frame = LayoutEngine().arrange(in: Size(width: 90, height: .infinity)) { ui in
        Self.declare(tree, in: ui, salt: 0, attach: { id, target in
          for (text, map) in valuesByID[id] ?? [] {
            target.attach(ConcatenationKey.self, text)
            target.attach(AffineKey.self, map)
          }
        })
      }
      let inOrder = ids.flatMap { valuesByID[$0] ?? [] }
      var text = ConcatenationKey.defaultValue
      var map = AffineKey.defaultValue
      for (piece, next) in inOrder {
        ConcatenationKey.reduce(value: &text) { piece }
        AffineKey.reduce(value: &map) { next }
      }
      var violations = Violation.unless(
        frame.preference(ConcatenationKey.self) == text,
        "concatenation \"\(frame.preference(ConcatenationKey.self))\", expected \"\(text)\"",
        invariant: "fold in tree order")
      violations += Violation.unless(
        frame.preference(AffineKey.self) == map,
        "composition \(frame.preference(AffineKey.self)), expected \(map)",
        invariant: "fold in tree order")
      if inOrder.isEmpty {
        violations += Violation.unless(
          frame.preference(ConcatenationKey.self) == "" && frame.preference(AffineKey.self)
            == Affine(a: 1, b: 0),
          "a tree without values gave \(frame.preference(AffineKey.self))", invariant: "identity")
      }
      return violations
    }
  }
}
