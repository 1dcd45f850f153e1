import Reflow
import Testing

// The README example, verbatim from `enum WidestLabel` to the end of `TagCloud`.

/// The widest natural width among the labels of a subtree.
enum WidestLabel: ElementPreferenceKey {
  static let defaultValue = 0.0
  static func reduce(value: inout Double, nextValue: () -> Double) {
    value = max(value, nextValue())
  }
}

/// A stand-in for text measurement: 7 points per character, 20 points tall.
func labelSize(_ text: String) -> Size { Size(width: Double(text.count) * 7, height: 20) }

/// A tag cloud whose tags all take the widest label's width, learned through a preference.
final class TagCloud {
  let engine = LayoutEngine()
  var tags: [String]
  /// State the layout learns: the widest label's width. Yours to keep, like `@State`.
  private(set) var cellWidth = 0.0

  init(tags: [String]) { self.tags = tags }

  func arrange(in size: Size) -> Arrangement {
    engine.arrange(in: size) { ui in
      ui.scroll(id: "cloud") { ui in
        let options = FlowOptions(itemSpacing: 8, lineSpacing: 8, insets: Insets(all: 16))
        ui.flow(id: "tags", options: options) { ui in
          for (index, tag) in tags.enumerated() {
            let natural = labelSize(tag)
            ui.leaf(id: ElementID("tag", index: index),
                    size: Size(width: max(natural.width, cellWidth), height: natural.height))
              .preference(WidestLabel.self, value: natural.width)
          }
        }
        .onPreferenceChange(WidestLabel.self) { self.cellWidth = $0 }
      }
    }
  }
}

@Suite struct EngineExampleTests {
  @Test("The README's tag cloud gives every tag the widest label's width in its first frame")
  func tagCloudExample() {
    let tags = ["swift", "layout", "flow", "preferences", "linux", "immediate"]
    let cloud = TagCloud(tags: tags)
    let frame = cloud.arrange(in: Size(width: 320, height: 120))
    // Pass 1 lays the tags out at their natural widths and learns the widest, "preferences"
    // (11 characters, 77 points); pass 2 lays them out at 77.
    #expect(frame.passCount == 2)
    #expect(frame.isSettled)
    #expect(frame.diagnostics.isEmpty)
    #expect(cloud.cellWidth == 77)
    // 288 points between the insets hold three 77-point tags with 8 between (247).
    let expected = [
      rect(16, 16, 77, 20), rect(101, 16, 77, 20), rect(186, 16, 77, 20),
      rect(16, 44, 77, 20), rect(101, 44, 77, 20), rect(186, 44, 77, 20),
    ]
    for index in tags.indices {
      #expect(frame.frame(of: ElementID("tag", index: index)) == expected[index])
    }
    #expect(frame.frame(of: "tags") == rect(0, 0, 320, 80))
    #expect(frame.asciiDrawing(columnWidth: 8, rowHeight: 10) == """
      ........................................
      ........................................
      ..AAAAAAAAAA.BBBBBBBBB.CCCCCCCCCC.......
      ..AAAAAAAAAA.BBBBBBBBB.CCCCCCCCCC.......
      ..DDDDDDDDDD.EEEEEEEEE.FFFFFFFFFF.......
      ..DDDDDDDDDD.EEEEEEEEE.FFFFFFFFFF.......
      ........................................
      ........................................
      ........................................
      ........................................
      ........................................
      ........................................
      """)
    // The next frame starts from the learned width: one pass, nothing delivered.
    let next = cloud.arrange(in: Size(width: 320, height: 120))
    #expect(next.passCount == 1)
    #expect(next.renderCommands == frame.renderCommands)
  }

  @Test("The engine lets go of a frame's closures, so an owner they capture is freed")
  func noRetainCycle() {
    weak var released: TagCloud?
    do {
      let cloud = TagCloud(tags: ["a", "bb"])
      _ = cloud.arrange(in: Size(width: 100, height: 100))
      released = cloud
    }
    #expect(released == nil)
  }
}
