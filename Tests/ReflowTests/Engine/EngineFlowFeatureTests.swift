import Reflow
import Testing

/// The engine's flow with per-child properties, a line limit and an overflow indicator: frames
/// are the ``Flow`` state machine's, hidden children draw nothing, and the indicator's label
/// follows the hidden count within the frame.
@Suite struct EngineFlowFeatureTests {
  @Test("Children's grow, baseline and forced breaks lay out as the same FlowItems do")
  func itemProperties() throws {
    let options = FlowOptions(itemSpacing: 1, itemAlignment: .baseline)
    let items = [
      FlowItem(size(2, 3), grow: 1, baseline: 2), FlowItem(size(3, 2), baseline: 1),
      FlowItem(size(2, 1), breakBefore: true), FlowItem(size(1, 1)),
    ]
    let arrangement = layOut(in: size(10, 10)) { ui in
      ui.flow(options: options) { ui in
        ui.leaf(id: "a", size: items[0].size).flowItem(grow: 1, baseline: 2)
        ui.leaf(id: "b", size: items[1].size).flowItem(baseline: 1)
        ui.leaf(id: "c", size: items[2].size).flowItem(breakBefore: true)
        ui.leaf(id: "d", size: items[3].size)
      }
    }
    let expected = try Flow.layout(items, in: size(10, 10), options: options)
    for (id, frame) in zip(["a", "b", "c", "d"], expected.frames) {
      #expect(arrangement.frame(of: ElementID(id)) == frame, "\(id)")
    }
    // Line 1: a (2) + 1 + b (3) leaves 4 of 10 free, and a grows by all of it to 6. Their
    // baselines meet 2 below the line's top: a (baseline 2) starts at 0, b (baseline 1) at 1;
    // the line is 2 above the baseline plus 1 below. c starts line 2 although it fits after b.
    #expect(arrangement.asciiDrawing() == """
      AAAAAA....
      AAAAAA.BBB
      AAAAAA.BBB
      CC.D......
      ..........
      ..........
      ..........
      ..........
      ..........
      ..........
      """)
  }

  @Test("A line limit hides the children past it: no frame and no render command")
  func lineLimitHidesChildren() {
    let arrangement = layOut(in: size(5, 10)) { ui in
      ui.flow(id: "flow", options: FlowOptions(itemSpacing: 1, lineLimit: 1)) { ui in
        ui.leaf(id: "a", size: size(2, 1))
        ui.leaf(id: "b", size: size(2, 1))
        ui.leaf(id: "c", size: size(2, 1))
      }
    }
    #expect(arrangement.frame(of: "a") == rect(0, 0, 2, 1))
    #expect(arrangement.frame(of: "b") == rect(3, 0, 2, 1))
    #expect(arrangement.frame(of: "c") == nil)
    #expect(!arrangement.renderCommands.contains { $0.id == "c" })
    #expect(arrangement.frame(of: "flow") == rect(0, 0, 5, 1))
  }

  @Test("The overflow indicator shows the hidden count it is given within the same frame")
  func overflowIndicator() {
    let engine = LayoutEngine()
    var hidden = 0
    var delivered: [Int] = []
    // A chip one point wide per character of "+N", at the end of the only line.
    let arrangement = engine.arrange(in: size(9, 10)) { ui in
      ui.flow(id: "flow", options: FlowOptions(itemSpacing: 1, lineLimit: 1)) { ui in
        for index in 0..<6 { ui.leaf(id: ElementID("tag", index: index), size: size(2, 1)) }
        ui.leaf(id: "more", size: size(Double("+\(hidden)".count), 1)).flowOverflowIndicator()
      }
      .onHiddenCountChange { count in
        hidden = count
        delivered.append(count)
      }
    }
    // Three tags fill 2 + 1 + 2 + 1 + 2 = 8 of 9 and three are hidden. The first pass lays the
    // indicator out as "+0" (2 wide), which does not fit after them: the third tag leaves, and
    // 2 + 1 + 2 + 1 + 2 = 8 fits. The flow delivers 4; the next pass labels the chip "+4",
    // which is as wide, and the count stays 4: the frame settles.
    #expect(delivered == [4])
    #expect(hidden == 4)
    #expect(arrangement.frame(of: ElementID("tag", index: 1)) == rect(3, 0, 2, 1))
    #expect(arrangement.frame(of: ElementID("tag", index: 2)) == nil)
    #expect(arrangement.frame(of: "more") == rect(6, 0, 2, 1))
    #expect(arrangement.isSettled)
  }

  @Test("Without hidden children the indicator is hidden too")
  func indicatorHiddenWhenNothingIs() {
    let arrangement = layOut(in: size(20, 10)) { ui in
      ui.flow(options: FlowOptions(itemSpacing: 1, lineLimit: 1)) { ui in
        ui.leaf(id: "a", size: size(2, 1))
        ui.leaf(id: "more", size: size(2, 1)).flowOverflowIndicator()
      }
    }
    #expect(arrangement.frame(of: "a") == rect(0, 0, 2, 1))
    #expect(arrangement.frame(of: "more") == nil)
  }

  @Test("A bad grow is reported and counts as 0")
  func badGrow() {
    let arrangement = layOut(in: size(10, 10)) { ui in
      ui.flow { ui in ui.leaf(id: "a", size: size(2, 1)).flowItem(grow: -1) }
    }
    #expect(arrangement.frame(of: "a") == rect(0, 0, 2, 1))
    #expect(arrangement.diagnostics.contains(.invalidParameter("a", name: "grow", value: -1)))
  }
}
