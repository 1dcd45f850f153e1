@testable import Reflow
import ReflowTesting
import Testing

/// Shelves: their own offset, windowing and snapping.
@Suite struct CollectionShelfTests {
  /// Ten 30-point items, 10 apart, in a 100-point viewport: content 390, offsets 0...290.
  static func tenItems(_ snapping: ShelfSnapping = .none) throws -> Shelf {
    try Shelf(
      itemLengths: Array(repeating: 30, count: 10), viewportLength: 100,
      options: ShelfOptions(itemSpacing: 10, snapping: snapping))
  }

  /// The whole content at 10 points a column, item i in the i-th capital letter, and under it
  /// the viewport as `=`.
  static func drawing(_ shelf: Shelf) -> String {
    var canvas = ASCIICanvas(
      bounds: Rect(x: 0, y: 0, width: shelf.contentLength, height: 2), columnWidth: 10,
      rowHeight: 1)
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    for index in shelf.itemStarts.indices {
      let extent = shelf.extent(ofItem: index)
      canvas.fill(
        Rect(x: extent.lowerBound, y: 0, width: extent.upperBound - extent.lowerBound, height: 1),
        with: letters[index % letters.count])
    }
    canvas.fill(Rect(x: shelf.offset, y: 1, width: shelf.viewportLength, height: 1), with: "=")
    return canvas.description
  }

  @Test("A shelf scrolled to its middle shows the middle items and declares its neighbours")
  func scrolledToTheMiddle() throws {
    var shelf = try Self.tenItems()
    try shelf.setOffset(shelf.maximumOffset / 2)
    #expect(shelf.offset == 145)
    #expect(Self.drawing(shelf) == """
      AAA.BBB.CCC.DDD.EEE.FFF.GGG.HHH.III.JJJ
      ...............==========..............
      """)
    // D (120..<150) and G (240..<270) are cut by the viewport's edges at 145 and 245.
    #expect(shelf.window().visible == 3..<7)
    #expect(shelf.window(overscan: 40).declared == 2..<8)
    #expect(shelf.checkInvariants().isEmpty)
  }

  @Test("The offset is clamped to the content, and kept when the content changes if it fits")
  func offsetClamps() throws {
    var shelf = try Self.tenItems()
    try shelf.setOffset(1_000)
    #expect(shelf.offset == 290)
    try shelf.scroll(by: -2_000)
    #expect(shelf.offset == 0)
    try shelf.setOffset(200)
    try shelf.setItemLengths(Array(repeating: 30, count: 5))   // content 190: offsets 0...90
    #expect(shelf.offset == 90)
    try shelf.setViewportLength(400)
    #expect(shelf.offset == 0 && shelf.maximumOffset == 0)
    // NaN equals nothing, so the case is matched by its name.
    #expect {
      try shelf.setOffset(.nan)
    } throws: { error in
      guard case CollectionError.invalidLength(name: "shelf offset", let value) = error else {
        return false
      }
      return value.isNaN
    }
    #expect(throws: CollectionError.invalidLength(name: "shelf item 1's length", value: -3)) {
      try shelf.setItemLengths([3, -3])
    }
    #expect(shelf.itemLengths.count == 5, "a failing update leaves the shelf unchanged")
  }

  @Test(
    "Leading-edge snapping rests on the nearest item edge, never against the swipe",
    arguments: [
      // (offset, proposed, velocity, target)
      (0.0, 52.0, 100.0, 40.0),     // nearest edge to 52 is B's, at 40
      (0.0, 61.0, 100.0, 80.0),     // C's edge at 80 is nearer
      (45.0, 50.0, 100.0, 80.0),    // 40 is nearer, but behind the offset against the swipe
      (85.0, 70.0, -100.0, 80.0),   // backwards: 80 is nearest and not ahead of 85
      (85.0, 90.0, -100.0, 80.0),   // backwards: nearest 80
      (0.0, 1_000.0, 500.0, 290.0), // the content's end is a snap point
      (100.0, 118.0, 0.0, 120.0),   // at rest: simply the nearest
    ])
  func leadingEdgeSnapping(offset: Double, proposed: Double, velocity: Double, target: Double)
    throws
  {
    var shelf = try Self.tenItems(.itemLeadingEdge)
    try shelf.setOffset(offset)
    #expect(shelf.targetOffset(proposed: proposed, velocity: velocity) == target)
  }

  @Test(
    "Paging moves one viewport a swipe, the last page ending at the content's end",
    arguments: [
      (0.0, 250.0, 900.0, 100.0),   // a hard fling still moves one page
      (100.0, 90.0, -10.0, 0.0),
      (150.0, 160.0, 0.0, 200.0),   // at rest: the nearest page to 160
      (200.0, 300.0, 50.0, 290.0),  // page 3 would start at 300: clamped to the end
    ])
  func paging(offset: Double, proposed: Double, velocity: Double, target: Double) throws {
    var shelf = try Self.tenItems(.paging)
    try shelf.setOffset(offset)
    #expect(shelf.targetOffset(proposed: proposed, velocity: velocity) == target)
  }

  @Test("Revealing an item scrolls as little as possible")
  func reveal() throws {
    var shelf = try Self.tenItems()
    #expect(shelf.offsetRevealing(item: 1) == 0)          // already shows
    #expect(shelf.offsetRevealing(item: 3) == 50)         // 120..<150: end at the right edge
    try shelf.setOffset(200)
    #expect(shelf.offsetRevealing(item: 2) == 80)         // 80..<110: start at the left edge
  }

  /// A shelf with its settings, and operations on it.
  static let cases: Gen<(Shelf, [(Int, Double, Double)])> = {
    let lengths = Gen<[Int]>.array(of: .int(in: 0...60), count: 0...12)
    let settings = Gen<(Int, Int, Int)>.zip(.int(in: 0...20), .int(in: 0...20), .int(in: 0...150))
    let operation = Gen<(Int, Int, Int)>.zip(
      .int(in: 0...3), .int(in: -100...600), .int(in: -1...1))
    let operations = Gen<[(Int, Int, Int)]>.array(of: operation, count: 0...10)
    return Gen<([Int], (Int, Int, Int), [(Int, Int, Int)])>.zip(lengths, settings, operations)
      .map { lengths, settings, operations in
        let snapping: [ShelfSnapping] = [.none, .itemLeadingEdge, .paging]
        let shelf = try! Shelf(
          itemLengths: lengths.map(Double.init), viewportLength: Double(settings.2),
          options: ShelfOptions(
            itemSpacing: Double(settings.0), leadingInset: Double(settings.1),
            trailingInset: Double(settings.1), snapping: snapping[settings.0 % 3]))
        return (shelf, operations.map { ($0.0, Double($0.1), Double($0.2) * 500) })
      }
  }()

  @Test("Offsets stay in the content, windows match a scan, snapped targets are snap points")
  func properties() {
    check(Self.cases) { shelf, operations in
      var shelf = shelf
      var violations: [Violation] = []
      for (kind, value, velocity) in operations {
        switch kind {
        case 0: try shelf.setOffset(value)
        case 1: try shelf.scroll(by: value)
        case 2: try shelf.setViewportLength(Swift.max(0, value))
        default:
          let target = shelf.targetOffset(proposed: value, velocity: velocity)
          if !(target >= 0 && target <= shelf.maximumOffset) {
            violations.append("target \(target) outside 0...\(shelf.maximumOffset)")
          }
          switch shelf.options.snapping {
          case .itemLeadingEdge:
            let points = shelf.itemStarts.indices.map { shelf.snapOffset(ofItem: $0) }
            if !shelf.itemStarts.isEmpty && !points.contains(target)
              && target != shelf.maximumOffset
            {
              violations.append("target \(target) is no item's leading edge")
            }
            if velocity > 0 && target < shelf.offset || velocity < 0 && target > shelf.offset {
              violations.append("target \(target) goes against velocity \(velocity)")
            }
          case .paging:
            if abs(target - shelf.offset) > shelf.viewportLength + 1e-9 && velocity != 0 {
              violations.append("paging moved \(target - shelf.offset), more than a page")
            }
          case .none: break
          }
          try shelf.setOffset(target)
        }
        violations += shelf.checkInvariants().map { Violation("invariant", $0) }
        let start = shelf.offset
        let end = shelf.offset + shelf.viewportLength
        let expected = shelf.itemStarts.indices.filter {
          let extent = shelf.extent(ofItem: $0)
          return end > start && extent.lowerBound < end && extent.upperBound > start
        }
        let visible = shelf.window().visible
        if expected.contains(where: { !visible.contains($0) })
          || visible.contains(where: { !expected.contains($0) && shelf.itemLengths[$0] > 0 })
        {
          violations.append("window \(visible) at \(start), expected \(expected)")
        }
      }
      return violations
    }
  }
}
