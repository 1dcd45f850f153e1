//: # Infinite Scroll over a Million Tags
//:
//: A feed that never ends needs three things: a collection that loads a page at a time, a
//: trigger that asks for the next page before the user reaches the end, and a layout whose
//: cost follows what is on screen, not what is loaded. Reflow has one of each, and this page
//: wires them together with a scripted scroll instead of a finger.
import Reflow

//: ## The source: a million tags, revealed 200 at a time
//:
//: `PagedCollection(revealing:pageSize:)` wraps a collection you already have. It counts
//: pages by ceiling division, so the last, partial page is shown too.
let tagCount = 1_000_000
let words = ["swift", "flow", "layout", "paging", "linux", "css", "tests", "geometry", "rtl"]
var tags = try PagedCollection(
  revealing: (0..<tagCount).lazy.map { "\(words[$0 % words.count])\($0)" }, pageSize: 200)

//: ## The layout: a lazy flow, 390 points wide
//:
//: Each tag's width follows its name. `LazyFlow` resumes its flow state machine when a page
//: is appended, so a page costs the same at ten items as at a million.
func size(of tag: String) -> Size { Size(width: Double(tag.count * 7 + 16), height: 28) }

var flow = try LazyFlow(
  width: 390, options: FlowOptions(itemSpacing: 6, lineSpacing: 6, alignment: .center),
  estimatedItemSize: Size(width: 80, height: 28))

//: ## The trigger: half a viewport before the end
//:
//: It fires once per crossing and re-arms only when content grows or the viewport backs out
//: of the zone, so it never asks twice for one page.
var trigger = try EndReachedTrigger(threshold: .viewportFraction(0.5))
let viewportHeight = 844.0

//: ## Scroll
//:
//: Each "frame" moves the viewport, asks the flow what it shows, and lets the trigger decide.
//: Only the declared items would be handed to a renderer.
var offset = 0.0
var pagesLoaded = 0
for frame in 0..<600 {
  let maximum = max(0, flow.contentSize.height - viewportHeight)
  offset = min(offset + 120, maximum)
  let window = flow.window(
    for: Rect(x: 0, y: offset, width: 390, height: viewportHeight), overscan: 200)
  let before = tags.count
  if trigger.update(window.position) && tags.loadNextPage() {
    try flow.appendItems(sizes: tags[before...].map(size(of:)))
    pagesLoaded += 1
  }
  if frame % 150 == 0 {
    print("frame \(frame): offset \(Int(offset)), showing \(window.visible),"
      + " declaring \(window.declared.count) of \(tags.count) loaded")
  }
}
print("\(pagesLoaded) pages loaded of \(tagCount / 200); the rest wait until someone scrolls there")

//: ## What a frame shows
//:
//: The visible tags, one text row per line of the flow: the view a renderer would paint.
let window = flow.window(for: Rect(x: 0, y: offset, width: 390, height: 340))
let frames = flow.index.frames(in: window.visible)
var canvas = ASCIICanvas(
  bounds: Rect(x: 0, y: offset, width: 390, height: 340), columnWidth: 7, rowHeight: 34,
  background: " ")
for index in window.visible {
  let frame = frames[index - window.visible.lowerBound]
  canvas.write("[\(tags[index])]", at: Point(x: frame.minX, y: frame.minY))
}
print(canvas)
