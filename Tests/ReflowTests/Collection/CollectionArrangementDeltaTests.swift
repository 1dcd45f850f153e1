import Reflow
import ReflowTesting
import Testing

/// Arrangement deltas: what appeared, disappeared and moved between two arrangements.
@Suite struct CollectionArrangementDeltaTests {
  typealias Element = PlacedElement<String>

  static func rect(_ y: Double) -> Rect { Rect(x: 0, y: y, width: 10, height: 10) }

  @Test("A delta lists what appeared, disappeared and moved, with both frames of a move")
  func example() throws {
    let old = [
      Element(id: "header", frame: Self.rect(0), reuseKind: .header),
      Element(id: "a", frame: Self.rect(10)), Element(id: "b", frame: Self.rect(20)),
      Element(id: "c", frame: Self.rect(30)),
    ]
    let new = [
      Element(id: "header", frame: Self.rect(0), reuseKind: .header),
      Element(id: "c", frame: Self.rect(10)), Element(id: "d", frame: Self.rect(20)),
      Element(id: "a", frame: Self.rect(30), reuseKind: .custom("badge")),
    ]
    let delta = try ArrangementDelta(from: old, to: new)
    #expect(delta.appeared == [
      Element(id: "d", frame: Self.rect(20)),
      Element(id: "a", frame: Self.rect(30), reuseKind: .custom("badge")),
    ])
    #expect(delta.disappeared == [
      Element(id: "a", frame: Self.rect(10)), Element(id: "b", frame: Self.rect(20)),
    ], "a changed kind: it needs another view")
    #expect(delta.moved == [
      .init(id: "c", from: Self.rect(30), to: Self.rect(10), reuseKind: .cell)
    ])
    #expect(try ArrangementDelta(from: new, to: new).isEmpty)
  }

  @Test("A repeated id is an error naming it and both indices")
  func duplicates() {
    let element = Element(id: "x", frame: Self.rect(0))
    #expect(throws: CollectionError.duplicateElement(id: "x", firstIndex: 0, secondIndex: 2)) {
      try ArrangementDelta(from: [], to: [element, Element(id: "y", frame: .zero), element])
    }
  }

  /// Arrangements over ids 0...9 with one of three frames and two kinds each.
  static let arrangement = Gen<[Int]>.array(of: .int(in: -1...5), count: 10...10)
    .map { slots in
      slots.enumerated().compactMap { id, slot -> PlacedElement<Int>? in
        guard slot >= 0 else { return nil }
        return PlacedElement(
          id: id, frame: Rect(x: 0, y: Double(slot % 3) * 10, width: 10, height: 10),
          reuseKind: slot < 3 ? .cell : .header)
      }
    }

  @Test("Removing the disappeared, moving the moved, adding the appeared gives the new arrangement")
  func replay() {
    let pairs = Gen<([PlacedElement<Int>], [PlacedElement<Int>])>.zip(
      Self.arrangement, Self.arrangement)
    check(pairs) {
      old, new in
      let delta = try ArrangementDelta(from: old, to: new)
      var replayed: [Int: PlacedElement<Int>] = [:]
      for element in old { replayed[element.id] = element }
      for element in delta.disappeared { replayed[element.id] = nil }
      for move in delta.moved {
        guard replayed[move.id]?.frame == move.from else {
          return ["move \(move) does not start where the element was"]
        }
        replayed[move.id]?.frame = move.to
      }
      for element in delta.appeared {
        if replayed[element.id] != nil { return ["\(element) appeared but was still there"] }
        replayed[element.id] = element
      }
      let expected = Dictionary(uniqueKeysWithValues: new.map { ($0.id, $0) })
      let untouched = old.filter { element in
        expected[element.id] == element
      }.count
      return Violation.unless(
        replayed == expected
          && delta.moved.count + delta.appeared.count + untouched == new.count,
        "\(old) -> \(new): replaying \(delta) gives \(replayed.values)")
    }
  }
}
