// The README's "Property-testing your layouts" example, verbatim, so it cannot rot.
import ReflowTesting
import Testing

/// A fixed-column grid: the layout under test.
func grid(_ sizes: [Size], width: Double, columns: Int) -> [Rect] {
  var frames: [Rect] = []
  var top = 0.0, rowHeight = 0.0
  for (index, size) in sizes.enumerated() {
    if index % columns == 0 && index > 0 { top += rowHeight; rowHeight = 0 }
    let x = Double(index % columns) * width / Double(columns)
    frames.append(Rect(x: x, y: top, width: size.width, height: size.height))
    rowHeight = max(rowHeight, size.height)
  }
  return frames
}

@Test("The grid keeps every layout invariant")
func gridInvariants() {
  let sizes = Gen.array(of: Gen.size(width: 0...40, height: 0...30), count: 0...12)
  check(sizes) { sizes in
    LayoutInvariants.violations(
      frames: grid(sizes, width: 120, columns: 3), sizes: sizes,
      bounds: Rect(x: 0, y: 0, width: 120, height: .infinity))
  }
}
