//: # Immediate Mode: a Tag Cloud that Learns its Widest Label
//:
//: SwiftUI's recipe for a collection view has children report their sizes upward through a
//: `ElementPreferenceKey`, a container keep them as state, and a layout turn them into offsets.
//: `LayoutEngine` is that recipe in plain Swift: you declare the whole tree every frame, and
//: the engine measures, reduces preferences, places, and hands back render commands.
import Reflow

//: ## A preference key
//:
//: Values attached to elements are reduced in tree order up to the root. `defaultValue` must be
//: an identity for `reduce`: here, the widest width seen so far.
enum WidestLabel: ElementPreferenceKey {
  static let defaultValue = 0.0
  static func reduce(value: inout Double, nextValue: () -> Double) {
    value = max(value, nextValue())
  }
}

//: A stand-in for a text system: 7 points per character, 20 points tall.
func labelSize(_ text: String) -> Size { Size(width: Double(text.count) * 7, height: 20) }

let tags = ["swift", "layout", "flow", "preferences", "linux", "immediate", "css", "paging"]

//: ## The only state: the learned width
//:
//: The engine keeps what must outlive a frame (scroll offsets, late sizes, last values). Our own
//: state is one number, which `onPreferenceChange` sets, like `@State` in SwiftUI.
let engine = LayoutEngine()
nonisolated(unsafe) var cellWidth = 0.0

func declare(_ ui: ElementBuilder) {
  ui.scroll(id: "cloud") { ui in
    let options = FlowOptions(
      itemSpacing: 8, lineSpacing: 8, insets: Insets(all: 16), alignment: .center)
    ui.flow(id: "tags", options: options) { ui in
      for (index, tag) in tags.enumerated() {
        let natural = labelSize(tag)
        ui.leaf(id: ElementID("tag", index: index),
                size: Size(width: max(natural.width, cellWidth), height: natural.height))
          .preference(WidestLabel.self, value: natural.width)
      }
    }
    .onPreferenceChange(WidestLabel.self) { cellWidth = $0 }
  }
}

//: ## One frame
//:
//: The first pass lays the tags out at their natural widths and reduces the widest; the action
//: stores it, which changes state, so the engine runs a second pass with equal widths. It stops
//: after `maximumPasses` whatever happens: a size that depends on itself cannot hang it.
let arrangement = engine.arrange(in: Size(width: 320, height: 140)) { ui in declare(ui) }
print("passes: \(arrangement.passCount), settled: \(arrangement.isSettled), widest: \(cellWidth)")
print("widest label at the root: \(arrangement.preference(WidestLabel.self))")
print(arrangement.asciiDrawing(columnWidth: 8, rowHeight: 10))

//: ## Render commands
//:
//: Any renderer (a terminal, SVG, a UI toolkit) paints these in order: id, rect in root
//: coordinates, clip rect (the scroll view's viewport) and depth.
for command in arrangement.renderCommands.prefix(4) {
  print(command.id, command.rect, command.clip.map { "clip \($0)" } ?? "", "depth \(command.depth)")
}

//: ## The next frame
//:
//: The learned width is state now: the next frame settles in one pass.
let next = engine.arrange(in: Size(width: 320, height: 140)) { ui in declare(ui) }
print("next frame passes: \(next.passCount)")
