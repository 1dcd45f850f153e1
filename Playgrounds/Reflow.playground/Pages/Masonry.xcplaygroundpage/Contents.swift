//: # A Photo Wall That Does Not Jump
//:
//: A photo library shown as masonry in a scroll view: columns as wide as fit, each photo as
//: tall as its column is wide divided by its aspect ratio. The aspect ratio of a photo is known
//: only once its image has loaded, after it was shown, so the wall is laid out from an estimate
//: and each photo's size is reported late, as a renderer would. Most masonry views let photos
//: jump to other columns as their sizes arrive, and the screen jump with them; here the engine
//: keeps each photo in its column and the photo at the top of the screen where it is.
import Reflow

//: ## Twenty thousand photos, none loaded
//:
//: The real aspect ratios, which the wall learns one by one: portrait, square, landscape and
//: panorama, from a simple seeded generator so every run shows the same wall. The library's
//: metadata says which photos are panoramas before their images load: those cover two columns.
let count = 20_000
var seed: UInt64 = 2_024
var ratios: [Double] = []
for _ in 0..<count {
  seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
  ratios.append([0.5, 0.75, 1, 1.5, 3][Int(seed >> 33) % 5])
}
@MainActor func isPanorama(_ index: Int) -> Bool { ratios[index] > 2 }

//: ## The wall: `ui.masonry` in a scroll container
//:
//: Only the photos near the viewport are declared. Each is a leaf with an estimated size until
//: its image loads (`estimate:`); `.stable` placement, the default, keeps a photo in the column
//: it was first placed in when its real size arrives.
let engine = LayoutEngine()
let options = MasonryOptions(lanes: .adaptive(minimum: 120), laneSpacing: 6, itemSpacing: 6)
let estimate = 120.0

@MainActor func arrange(width: Double = 390) -> Arrangement {
  engine.arrange(in: Size(width: width, height: 844)) { ui in
    ui.scroll(id: "scroll") { ui in
      ui.masonry(
        id: "photos", in: "scroll", count: count, options: options,
        estimatedItemLength: estimate,
        itemLanes: { isPanorama($0) ? .span(2) : .single }
      ) { index, ui in
        ui.leaf(id: ElementID("photo", index: index), estimate: Size(width: 0, height: estimate))
      }
    }
  }
}

//: What the screen shows: each photo on it and its frame, by index.
@MainActor func onScreen(_ arrangement: Arrangement) -> [Int: Rect] {
  let screen = Rect(origin: .zero, size: arrangement.size)
  var shown: [Int: Rect] = [:]
  for command in arrangement.renderCommands where command.isLeaf {
    if let index = command.id.index, command.rect.intersects(screen) {
      shown[index] = command.rect
    }
  }
  return shown
}

//: ## Scroll, loading what comes into view
//:
//: Each step drags the wall 700 points down and lays it out: new photos appear at the estimate.
//: Their images then load: the page reports each photo's real size, and lays the wall out
//: again. The photo at the top of the screen must not move, and no photo on screen may change
//: column.
var arrangement = arrange()
var drift = 0.0
var jumped = 0
var loaded = 0
for step in 0..<40 {
  engine.setScrollOffset(Point(x: 0, y: Double(step) * 700), for: "scroll")
  arrangement = arrange()
  let before = onScreen(arrangement)
  let top = before.keys.min()!
  for id in arrangement.estimatedIDs {
    guard let index = id.index, let frame = arrangement.frame(of: id) else { continue }
    engine.report(size: Size(width: frame.width, height: frame.width / ratios[index]), for: id)
    loaded += 1
  }
  arrangement = arrange()
  let after = onScreen(arrangement)
  drift = max(drift, abs((after[top]?.minY ?? .infinity) - (before[top]?.minY ?? 0)))
  jumped += before.filter { index, frame in after[index].map { $0.minX != frame.minX } ?? false }
    .count
  // Photos that came into view as the others took their sizes wait for their images: the
  // arrangement says so (it is settled only when none does), and the next step loads them.
  if step % 10 == 0 {
    print("step \(step): \(after.count) photos on screen, photo \(top) at the top,"
      + " \(arrangement.estimatedIDs.count) still loading")
  }
}
print("\(loaded) photos loaded late: \(jumped) changed columns on screen, the top photo"
  + " drifted \(drift) points")

//: ## Turn the phone
//:
//: A wider viewport fits more columns, so every photo is placed again; the photo at the top of
//: the screen stays at the top.
let portrait = onScreen(arrangement)
let top = portrait.keys.min()!
let landscape = arrange(width: 844)
print("landscape: photo \(top) at \(landscape.frame(of: ElementID("photo", index: top))!.minY),"
  + " was \(portrait[top]!.minY)")

//: ## The top of the wall
//:
//: Each letter is a photo on screen, drawn at 15 points per column and 30 per row; panoramas
//: cover two columns.
engine.setScrollOffset(.zero, for: "scroll")
print(arrange().asciiDrawing(columnWidth: 15, rowHeight: 30))
