import Reflow
import ReflowTesting
import Testing

/// `Arrangement.elements(at:)`: what a tap lands on, topmost first, through scroll clips.
@Suite struct EngineHitTestingTests {
  /// A 6 x 4 `face` with a 2 x 2 `badge` overlaid on its top-leading corner (together the
  /// `card`), beside a 2 x 4 `button`, in a `row`.
  static func card(_ ui: ElementBuilder) {
    ui.hstack(id: "row", spacing: 0, alignment: .top) { ui in
      ui.overlay(id: "card", alignment: .topLeading) { ui in
        ui.leaf(id: "face", size: Size(width: 6, height: 4))
        ui.leaf(id: "badge", size: Size(width: 2, height: 2))
      }
      ui.leaf(id: "button", size: Size(width: 2, height: 4))
    }
  }

  @Test("Elements under a point come topmost first: later siblings, then children, then parents",
        arguments: [
          (Point(x: 0.5, y: 0.5), ["badge", "face", "card", "row"]),
          (Point(x: 3, y: 3), ["face", "card", "row"]),
          (Point(x: 6, y: 0), ["button", "row"]),
          (Point(x: 7.9, y: 3.9), ["button", "row"]),
          (Point(x: 8, y: 0), []),
          (Point(x: 0, y: 4), []),
          (Point(x: -0.1, y: 1), []),
        ] as [(Point, [ElementID])])
  func overlapping(point: Point, expected: [ElementID]) {
    let arrangement = layOut(in: size(10, 6), Self.card)
    // Paint order: face (A), badge (B) over it, button (C).
    #expect(arrangement.asciiDrawing() == """
      BBAAAACC..
      BBAAAACC..
      AAAAAACC..
      AAAAAACC..
      ..........
      ..........
      """)
    #expect(arrangement.elements(at: point) == expected)
  }

  @Test("A row scrolled out of its viewport is not hit where its frame lies under the footer")
  func scrollClip() {
    let engine = LayoutEngine()
    engine.setScrollOffset(Point(x: 0, y: 1), for: "list")
    let arrangement = engine.arrange(in: size(4, 4)) { ui in
      ui.vstack(id: "screen", spacing: 0) { ui in
        ui.frame(id: "viewport", height: 3) { ui in
          ui.scroll(id: "list") { ui in
            ui.vstack(spacing: 0) { ui in
              for row in 0..<5 { ui.leaf(id: ElementID("row", index: row), size: size(4, 1)) }
            }
          }
        }
        ui.leaf(id: "footer", size: size(4, 1))
      }
    }
    // Rows 1 to 3 show; row 4's frame is y 3..<4, under the footer, but outside the list's
    // viewport (y 0..<3), and row 0 is above it.
    #expect(arrangement.frame(of: ElementID("row", index: 4)) == rect(0, 3, 4, 1))
    #expect(arrangement.frame(of: "footer") == rect(0, 3, 4, 1))
    #expect(arrangement.asciiDrawing() == "BBBB\nCCCC\nDDDD\nFFFF")
    #expect(arrangement.elements(at: Point(x: 1, y: 3.5)) == ["footer", "screen"])
    #expect(arrangement.elements(at: Point(x: 1, y: 0.5))
      == [ElementID("row", index: 1), "list", "viewport", "screen"])
    #expect(arrangement.elements(at: Point(x: 1, y: -0.5)) == [])
  }

  @Test("Hit testing agrees with each element's frame and clip, on generated trees")
  func agreesWithCommands() {
    let point = Gen<(Double, Double)>.zip(
      .double(in: -10...250, step: 0.5), .double(in: -10...250, step: 0.5)
    ).map { Point(x: $0, y: $1) }
    check(.zip(.elementTree(), .array(of: point, count: 1...8))) { tree, points in
      let engine = LayoutEngine()
      // Scroll every container a little, so clips cut through content.
      tree.visit { element, _, _ in
        engine.setScrollOffset(Point(x: 3, y: 5), for: element.elementID)
      }
      _ = engine.arrange(in: size(120, 90)) { tree.declare(in: $0) }
      let arrangement = engine.arrange(in: size(120, 90)) { tree.declare(in: $0) }
      var violations: [Violation] = []
      for point in points {
        // The model: every element in tree order, reversed, whose frame and clip hold the point.
        var expected: [ElementID] = []
        tree.visit { element, _, _ in
          guard let command = arrangement.command(for: element.elementID),
            command.rect.contains(point), command.clip?.contains(point) ?? true
          else { return }
          expected.insert(element.elementID, at: 0)
        }
        let found = arrangement.elements(at: point)
        if found != expected {
          violations.append(Violation(
            "elements(at:)", "at \(point): \(found), expected \(expected)"))
        }
      }
      return violations
    }
  }
}
