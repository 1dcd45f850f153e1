//: # A Photo Wall That Does Not Jump
//:
//: A photo library shown as masonry: three columns, each photo as tall as its column is wide
//: divided by its aspect ratio. The aspect ratio of a photo is known only once it has loaded, so
//: the wall is laid out from an estimate (a square) and each photo is measured as it scrolls
//: into view. Most masonry views let photos jump to other columns as their sizes arrive; here
//: they stay put, and the photo at the top of the screen does not move.
import Reflow

//: ## Twenty thousand photos, none loaded
//:
//: The real aspect ratios, which the wall will learn one by one: portrait, square, landscape
//: and panorama, from a simple seeded generator so every run shows the same wall.
let count = 20_000
var seed: UInt64 = 2_024
var ratios: [Double] = []
for _ in 0..<count {
  seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
  ratios.append([0.5, 0.75, 1, 1.5, 2][Int(seed >> 33) % 5])
}

//: The index places every photo at the estimate. `.stable` placement keeps each photo in the
//: column it was first placed in: a measured photo only moves the photos below it in its column.
let options = MasonryOptions(lanes: .adaptive(minimum: 120), laneSpacing: 6, itemSpacing: 6)
var wall = try MasonryIndex(
  container: Size(width: 390, height: .infinity), options: options, placement: .stable)
try wall.append(contentsOf: repeatElement(MasonryItem(aspectRatio: 1), count: count), estimated: true)
print("\(wall.count) photos in \(wall.laneCount) columns, \(wall.estimatedCount) estimated,"
  + " \(wall.memoryFootprint / count) bytes each")

//: ## Scroll, loading what comes into view
//:
//: Each step moves the viewport down and asks the wall what it shows, with 400 points of
//: overscan. The photos that arrive are measured; before measuring, the page takes an anchor —
//: the first photo on screen and where it sits — and after, the offset that keeps it there.
let viewportSize = Size(width: 390, height: 844)
var offset = 0.0
var columns = (0..<count).map { wall.lane(of: $0)! }
var drift = 0.0
for step in 0..<40 {
  offset += 700
  let viewport = Rect(origin: Point(x: 0, y: offset), size: viewportSize)
  let window = wall.window(for: viewport, overscan: 400)
  let arriving = window.declared.filter { wall.isEstimated(at: $0) }
  let anchor = wall.anchor(in: viewport)
  try wall.setSizings(arriving.map { (index: $0, sizing: .aspectRatio(ratios[$0])) })
  if let anchor, let restored = wall.offset(restoring: anchor, viewportLength: viewportSize.height) {
    let frame = wall.frame(at: anchor.index)!
    drift = max(drift, abs((frame.minY - restored) - anchor.distance))
    offset = restored
  }
  if step % 10 == 0 {
    print("step \(step): \(window.visible.count) photos on screen, \(arriving.count) loaded,"
      + " offset \(offset)")
  }
}
let moved = (0..<count).filter { wall.lane(of: $0) != columns[$0] }.count
print("after \(count - wall.estimatedCount) photos loaded: \(moved) changed columns, the top"
  + " photo drifted \(drift) points")

//: In `.exact` placement the same measurements would place the photos below each one again,
//: as CSS does: count how many would have changed columns.
var exact = try MasonryIndex(
  container: Size(width: 390, height: .infinity), options: options, placement: .exact)
try exact.append(contentsOf: repeatElement(MasonryItem(aspectRatio: 1), count: count), estimated: true)
columns = (0..<count).map { exact.lane(of: $0)! }
let measured = (0..<count).filter { !wall.isEstimated(at: $0) }
try exact.setSizings(measured.map { (index: $0, sizing: .aspectRatio(ratios[$0])) })
let jumped = (0..<count).filter { exact.lane(of: $0) != columns[$0] }.count
print("exact placement: \(jumped) photos would have jumped to another column")

//: ## Turn the phone
//:
//: A wider container fits more columns, so every photo is placed again. The photo at the top
//: of the screen stays at the top.
let viewport = Rect(origin: Point(x: 0, y: offset), size: viewportSize)
let before = wall.anchor(in: viewport)!
offset = try wall.setContainer(Size(width: 844, height: .infinity), keepingAnchorIn: viewport)
let after = wall.frame(at: before.index)!
print("landscape: \(wall.laneCount) columns; photo \(before.index) is \(after.minY - offset)"
  + " points from the top, was \(before.distance)")

//: ## The top of the wall
//:
//: Each letter is a photo, drawn at 12 points per column and 24 per row.
var top = try Masonry(container: Size(width: 390, height: .infinity), options: options)
try top.add(contentsOf: ratios.prefix(12).map { MasonryItem(aspectRatio: $0) })
print(top.finish().asciiDrawing(columnWidth: 12, rowHeight: 24))
