//: # Testing Your Layout
//:
//: A layout function is easy to get almost right. `ReflowTesting` checks it on thousands of
//: generated inputs, and when one breaks a rule it shrinks that input to the smallest one that
//: still does, and prints it with a drawing. This page writes a small grid layout, checks it,
//: plants a bug, and shows what the kit reports. No test framework is needed: the page calls
//: `findCounterexample`, which returns the failure instead of recording a test issue.
import ReflowTesting

//: ## A layout to test: a grid of fixed columns
//:
//: Items fill the columns left to right, then wrap to a new row. Each item sits at the top-left
//: of its cell, and each row is as tall as its tallest item.
func gridLayout(_ sizes: [Size], width: Double, columns: Int) -> [Rect] {
  let columnWidth = width / Double(columns)
  var frames: [Rect] = []
  var rowTop = 0.0
  var rowHeight = 0.0
  for (index, size) in sizes.enumerated() {
    let column = index % columns
    if column == 0 && index > 0 {
      rowTop += rowHeight
      rowHeight = 0
    }
    frames.append(
      Rect(x: Double(column) * columnWidth, y: rowTop, width: size.width, height: size.height))
    rowHeight = max(rowHeight, size.height)
  }
  return frames
}

//: ## The inputs: a generator
//:
//: A `Gen` describes how to make a random input. This one makes up to 12 items no wider than a
//: column (the grid's promise only holds for those), in steps of 5 points so that they draw
//: well as text. Shrinking makes inputs simpler by making fewer, smaller items.
let width = 120.0
let columns = 3
let items = Gen.array(
  of: Gen.size(width: 0...(width / Double(columns)), height: 0...30, step: 5), count: 0...12)

//: ## The rules: the kit's generic invariants
//:
//: `LayoutInvariants` checks any layout given as plain sizes in and frames out: one frame per
//: item, each of its item's size, finite, no two overlapping, and inside the bounds. The grid
//: grows downwards, so the bounds are unbounded in height.
let bounds = Rect(x: 0, y: 0, width: width, height: .infinity)

func violations(of layout: ([Size], Double, Int) -> [Rect], _ sizes: [Size]) -> [Violation] {
  LayoutInvariants.violations(
    frames: layout(sizes, width, columns), sizes: sizes, bounds: bounds)
}

//: A fixed seed makes the page print the same thing every run; in a test, leave it out and
//: the kit picks a fresh one each run and prints it when something fails.
if let failure = findCounterexample(items, iterations: 2_000, seed: 2024, { sizes in
  violations(of: gridLayout, sizes)
}) {
  print(failure.report)
} else {
  print("gridLayout keeps every invariant on 2,000 generated inputs.")
}

//: ## Plant a bug
//:
//: A classic slip: advance each row by the height of its *first* item instead of its tallest.
//: Rows then start too high whenever a later item in a row is taller than the first one.
func buggyGridLayout(_ sizes: [Size], width: Double, columns: Int) -> [Rect] {
  let columnWidth = width / Double(columns)
  var frames: [Rect] = []
  var rowTop = 0.0
  var rowHeight = 0.0
  for (index, size) in sizes.enumerated() {
    let column = index % columns
    if column == 0 {
      if index > 0 { rowTop += rowHeight }
      rowHeight = size.height  // the bug: the first item's height, not the tallest
    }
    frames.append(
      Rect(x: Double(column) * columnWidth, y: rowTop, width: size.width, height: size.height))
  }
  return frames
}

//: ## Read the counterexample
//:
//: The first failing input may have a dozen items; the report shows it shrunk to a handful,
//: with the rule it breaks and the seed that replays it. A value that conforms to
//: `CounterexampleDrawable` is drawn too: wrap the sizes in a small type that draws its grid,
//: item *i* as the *i*-th letter and empty space as dots (where two items overlap, the later
//: letter covers the earlier one).
struct GridCase: CustomStringConvertible, CounterexampleDrawable {
  var sizes: [Size]

  var description: String { "sizes: \(sizes)" }

  var counterexampleDrawing: String? {
    let frames = buggyGridLayout(sizes, width: width, columns: columns)
    let height = frames.map(\.maxY).max() ?? 0
    var canvas = ASCIICanvas(
      bounds: Rect(x: 0, y: 0, width: width, height: height), columnWidth: 5, rowHeight: 5)
    for (index, frame) in frames.enumerated() {
      canvas.fill(frame, with: FlowResult.drawingLabels[index % FlowResult.drawingLabels.count])
    }
    return canvas.description
  }
}

let cases = items.map { GridCase(sizes: $0) }
if let failure = findCounterexample(cases, iterations: 2_000, seed: 2024, { gridCase in
  violations(of: buggyGridLayout, gridCase.sizes)
}) {
  print(failure.report)
  print("Before shrinking, the failing input was \(failure.originalValue).")
} else {
  print("The planted bug went unnoticed.")
}

//: ## In a test target
//:
//: In a test, `check` runs the same search and records the report as the test's failure, at
//: the line that called it: as a Swift Testing issue in a `@Test`, as an XCTest failure in an
//: `XCTestCase`. `import ReflowTesting` is all the file needs. `REFLOW_PROPERTY_ITERATIONS`
//: raises the number of cases and `REFLOW_SEED` replays a failing one:
//:
//: ```swift
//: @Test("The grid keeps every layout invariant")
//: func gridInvariants() {
//:   check(items) { sizes in violations(of: gridLayout, sizes) }
//: }
//:
//: final class GridTests: XCTestCase {
//:   func testGridInvariants() {
//:     check(items) { sizes in violations(of: gridLayout, sizes) }
//:   }
//: }
//: ```
//:
//: Outside a test, as on this page, `check` writes the report to standard error instead:
check(items, iterations: 500, seed: 2024) { sizes in violations(of: gridLayout, sizes) }
print("check found nothing wrong with gridLayout on 500 more inputs.")
//:
//: The next page, *Model-Based Testing*, tests a component with state the same way.
