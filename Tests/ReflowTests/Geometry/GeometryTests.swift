import Reflow
import Testing

/// `Rect` and `ProposedSize` helpers: containment, insets and outsets in either direction.
@Suite struct GeometryTests {
  @Test("A rectangle contains the points of its minimum edges, not of its maximum edges")
  func containsPoint() {
    let rect = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(rect.contains(Point(x: 10, y: 20)))
    #expect(rect.contains(Point(x: 39.5, y: 59.5)))
    #expect(!rect.contains(Point(x: 40, y: 30)))
    #expect(!rect.contains(Point(x: 20, y: 60)))
    #expect(!rect.contains(Point(x: 9.5, y: 30)))
    #expect(!rect.contains(Point(x: 20, y: 19.5)))
  }

  @Test("A rectangle contains another that touches its edges, not one that crosses them")
  func containsRect() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.contains(Rect(x: 0, y: 0, width: 10, height: 10)))
    #expect(rect.contains(Rect(x: 2, y: 3, width: 4, height: 5)))
    #expect(!rect.contains(Rect(x: 5, y: 5, width: 6, height: 1)))
    #expect(!rect.contains(Rect(x: -1, y: 5, width: 2, height: 1)))
  }

  @Test("Insets shrink and outsets grow, leading on the left left to right, on the right else")
  func insetAndOutset() {
    let rect = Rect(x: 10, y: 10, width: 100, height: 50)
    let insets = Insets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(rect.inset(by: insets) == Rect(x: 12, y: 11, width: 94, height: 46))
    #expect(
      rect.inset(by: insets, direction: .rightToLeft) == Rect(x: 14, y: 11, width: 94, height: 46))
    #expect(rect.outset(by: insets) == Rect(x: 8, y: 9, width: 106, height: 54))
    #expect(
      rect.outset(by: insets, direction: .rightToLeft) == Rect(x: 6, y: 9, width: 106, height: 54))
    // Never below zero size.
    #expect(
      Rect(x: 0, y: 0, width: 4, height: 2).inset(by: insets) == Rect(x: 2, y: 1, width: 0, height: 0))
    // An outset undoes an inset that fits.
    #expect(rect.inset(by: insets, direction: .rightToLeft).outset(by: insets, direction: .rightToLeft) == rect)
  }

  @Test("An unspecified dimension of a proposal is replaced, a given one kept")
  func replacingUnspecifiedDimensions() {
    #expect(ProposedSize.unspecified.replacingUnspecifiedDimensions() == Size(width: 10, height: 10))
    #expect(
      ProposedSize(width: 30, height: nil).replacingUnspecifiedDimensions(by: Size(width: 1, height: 2))
        == Size(width: 30, height: 2))
    #expect(
      ProposedSize(width: nil, height: 0).replacingUnspecifiedDimensions(by: Size(width: 1, height: 2))
        == Size(width: 1, height: 0))
  }
}
