//: # Tag Cloud
//:
//: A tag cloud is the classic flow layout: words of different widths packed into lines that
//: wrap at the edge of the screen. This page builds one with `Flow` and draws it as text,
//: so every rule is visible without a UI framework. It runs the same in Xcode and on Linux.
import Reflow

//: ## Measure the tags
//:
//: A layout only needs each item's size. An app would ask its text system; here the "font" is
//: a grid of cells, each 8 points wide and 16 points tall, like a terminal. A tag is drawn as a
//: box, `| name |`, so it is four cells wider than its name; popular tags get a taller box.
let cellWidth = 8.0
let cellHeight = 16.0

struct Tag {
  let name: String
  let isPopular: Bool

  /// The tag's box: the name plus a border and a space on each side, three or five rows tall.
  func size(cellWidth: Double, cellHeight: Double) -> Size {
    Size(width: Double(name.count + 4) * cellWidth, height: (isPopular ? 5 : 3) * cellHeight)
  }
}

let tags = [
  Tag(name: "swift", isPopular: true), Tag(name: "layout", isPopular: false),
  Tag(name: "flexbox", isPopular: false), Tag(name: "linux", isPopular: false),
  Tag(name: "geometry", isPopular: false), Tag(name: "preferences", isPopular: true),
  Tag(name: "paging", isPopular: false), Tag(name: "rtl", isPopular: false),
  Tag(name: "tests", isPopular: false), Tag(name: "state machine", isPopular: true),
  Tag(name: "css", isPopular: false), Tag(name: "ascii", isPopular: false),
]
let sizes = tags.map { $0.size(cellWidth: cellWidth, cellHeight: cellHeight) }

//: ## Choose the options
//:
//: One empty cell between tags and one empty row between lines. Spacing only ever goes
//: *between* things: the first line starts at the top, not one `lineSpacing` down.
//: `.center` shares each line's free space equally on both sides, and `itemAlignment: .center`
//: puts the short boxes in the middle of a line that holds a tall one.
let options = FlowOptions(
  itemSpacing: cellWidth,
  lineSpacing: cellHeight,
  alignment: .center,
  itemAlignment: .center
)

//: ## Lay them out
//:
//: The container is 40 cells wide and unbounded in height: lines wrap at the width, and the
//: content grows downwards. A tag that fits the rest of a line exactly stays on it.
let container = Size(width: 40 * cellWidth, height: .infinity)
let cloud = try Flow.layout(sizes, in: container, options: options)

print("\(tags.count) tags in \(cloud.lines.count) lines, content size \(cloud.contentSize)")

//: `asciiDrawing` is the quickest look at any layout: item *i* is drawn with the *i*-th letter,
//: `A` for "swift", `B` for "layout", and so on; `.` is empty space.
print(cloud.asciiDrawing(columnWidth: cellWidth, rowHeight: cellHeight))

//: ## Draw the boxes
//:
//: For a nicer picture, write each tag into its own frame on an `ASCIICanvas`. A frame is in
//: points, the canvas converts points to cells.
/*:
 - Note: Frames come back in the order the sizes went in, so `cloud.frames[i]` belongs to
   `tags[i]`, whatever line it landed on.
 */
//:
//: Centring can leave half a cell on each side of a line, so each box snaps to the nearest
//: cell, as `asciiDrawing` does.
func drawBox(named name: String, in frame: Rect, on canvas: inout ASCIICanvas) {
  let column = (frame.minX / canvas.columnWidth).rounded()
  let row = (frame.minY / canvas.rowHeight).rounded()
  let columns = Int((frame.width / canvas.columnWidth).rounded())
  let rows = Int((frame.height / canvas.rowHeight).rounded())
  let border = "+" + String(repeating: "-", count: columns - 2) + "+"
  let inside = "|" + String(repeating: " ", count: columns - 2) + "|"
  func point(column offset: Int, row line: Int) -> Point {
    Point(x: (column + Double(offset)) * canvas.columnWidth,
          y: (row + Double(line)) * canvas.rowHeight)
  }
  for line in 0..<rows {
    canvas.write(line == 0 || line == rows - 1 ? border : inside, at: point(column: 0, row: line))
  }
  canvas.write(name, at: point(column: 2, row: rows / 2))
}

let bounds = Rect(origin: Point(x: 0, y: 0), size: Size(width: container.width,
                                                         height: cloud.contentSize.height))
var canvas = ASCIICanvas(bounds: bounds, columnWidth: cellWidth, rowHeight: cellHeight,
                         background: " ")
for (tag, frame) in zip(tags, cloud.frames) {
  drawBox(named: tag.name, in: frame, on: &canvas)
}
print(canvas)

//: ## Ask what is on screen
//:
//: A scroll view only draws what its viewport shows. `indices(intersecting:)` answers with a
//: binary search over the lines, so it stays fast for a million tags. Here the viewport is the
//: top six rows of the screen.
let viewport = Rect(x: 0, y: 0, width: container.width, height: 6 * cellHeight)
let visible = cloud.indices(intersecting: viewport).map { tags[$0].name }
print("visible in the top 6 rows: \(visible.joined(separator: ", "))")
if let line = cloud.line(containing: 9) {
  print("\"\(tags[9].name)\" is on line \(line + 1) of \(cloud.lines.count)")
}

//: ## Let tags grow to fill their lines
//:
//: Ragged right edges look untidy in a tag bar. A `FlowItem` carries a `grow` factor, CSS's
//: `flex-grow`: lines still break on the tags' own widths, and then each line's free space is
//: shared among its tags in proportion to their factors. With every tag at `grow: 1`, each line
//: ends exactly at the right edge.
let growing = tags.map { FlowItem($0.size(cellWidth: cellWidth, cellHeight: cellHeight), grow: 1) }
let justified = try Flow.layout(
  growing, in: container, options: FlowOptions(itemSpacing: cellWidth, lineSpacing: cellHeight))
print(justified.asciiDrawing(columnWidth: cellWidth, rowHeight: cellHeight))
let rightEdges = justified.lines.map { $0.rect.maxX }
print("every line ends at \(Set(rightEdges)) points")

//: ## Line the names up on their baselines
//:
//: Popular tags are taller, so their names sit lower than their neighbours'. With
//: `itemAlignment: .baseline`, every tag's baseline (here the row its name is written on,
//: measured from the box's top) lands at the same height on its line.
func baseline(of tag: Tag) -> Double {
  (tag.isPopular ? 2.5 : 1.5) * cellHeight
}
let onBaselines = tags.map {
  FlowItem($0.size(cellWidth: cellWidth, cellHeight: cellHeight), baseline: baseline(of: $0))
}
let lined = try Flow.layout(
  onBaselines, in: container,
  options: FlowOptions(itemSpacing: cellWidth, lineSpacing: cellHeight, itemAlignment: .baseline))
/// A canvas as wide as the container and as tall as `result`, with every tag's box on it.
func drawTags(_ result: FlowResult) -> ASCIICanvas {
  var canvas = ASCIICanvas(
    bounds: Rect(origin: Point(x: 0, y: 0), size: Size(width: container.width,
                                                         height: result.contentSize.height)),
    columnWidth: cellWidth, rowHeight: cellHeight, background: " ")
  for (tag, frame) in zip(tags, result.frames) {
    drawBox(named: tag.name, in: frame, on: &canvas)
  }
  return canvas
}
print(drawTags(lined))

//: ## Show two lines and "+N more"
//:
//: A `lineLimit` keeps the first lines only; the tags after them are hidden, and
//: `hiddenCount` says how many. Given an overflow indicator (its size for a hidden count, here
//: a chip reading "+N more"), the flow shows it at the end of the last line, moving tags off
//: that line until it fits.
func moreChip(hidden: Int) -> FlowItem {
  FlowItem(Size(width: Double("+\(hidden) more".count + 4) * cellWidth, height: 3 * cellHeight))
}
let limited = try Flow.layout(
  tags.map { FlowItem($0.size(cellWidth: cellWidth, cellHeight: cellHeight)) }, in: container,
  options: FlowOptions(
    itemSpacing: cellWidth, lineSpacing: cellHeight, itemAlignment: .center, lineLimit: 2),
  overflowIndicator: moreChip)
var preview = drawTags(limited)
if let chip = limited.overflowIndicatorFrame {
  drawBox(named: "+\(limited.hiddenCount) more", in: chip, on: &preview)
}
print(preview)
let shown = limited.frames.count
print("\(shown) tags shown, \(limited.hiddenCount) behind \"+\(limited.hiddenCount) more\"")

//: ## Bad input is an error, not a crash
//:
//: A size a text system can produce by mistake (negative, NaN, infinite) is rejected with an
//: error that names the value and the fix, and the layout is left unchanged.
var layout = try Flow(container: container, options: options)
do {
  try layout.add(Size(width: -1, height: cellHeight))
} catch {
  print("error: \(error)")
}
print("items placed after the error: \(layout.count)")
