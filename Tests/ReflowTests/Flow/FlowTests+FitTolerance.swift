import Reflow
import Testing

/// A line fits an item that overruns it by rounding: by at most a billionth of the line's
/// length (of a point, for lines shorter than a point). Beyond that, the item breaks.
extension FlowTests {
  /// The frames of items `widths` wide and 10 high in a container `width` wide, no spacing.
  private static func frames(_ widths: [Double], in width: Double) throws -> [Rect] {
    try Flow.layout(
      widths.map { Size(width: $0, height: 10) }, in: Size(width: width, height: 100)
    ).frames
  }

  @Test("Tenths that add up to a little over the line still share it")
  func roundingFits() throws {
    // 0.1 + 0.1 + 0.1 is 0.30000000000000004 in binary floating point.
    let frames = try Self.frames([0.1, 0.1, 0.1], in: 0.3)
    #expect(frames.map(\.minY) == [0, 0, 0])
    #expect(frames.map(\.minX) == [0, 0.1, 0.2])
  }

  @Test("An overrun of half a billionth of the line fits; two billionths break")
  func toleranceScalesWithTheLine() throws {
    // The line is 100 long: the tolerance is 1e-7, more than an absolute 1e-9.
    #expect(try Self.frames([60, 40 + 5e-8], in: 100) == [
      Rect(x: 0, y: 0, width: 60, height: 10), Rect(x: 60, y: 0, width: 40 + 5e-8, height: 10),
    ])
    #expect(try Self.frames([60, 40 + 2e-7], in: 100) == [
      Rect(x: 0, y: 0, width: 60, height: 10), Rect(x: 0, y: 10, width: 40 + 2e-7, height: 10),
    ])
  }

  @Test("On a line shorter than a point the tolerance is a billionth of a point")
  func toleranceOnShortLines() throws {
    #expect(try Self.frames([0.25, 0.25 + 5e-10], in: 0.5).map(\.minY) == [0, 0])
    #expect(try Self.frames([0.25, 0.25 + 2e-9], in: 0.5).map(\.minY) == [0, 10])
  }
}
