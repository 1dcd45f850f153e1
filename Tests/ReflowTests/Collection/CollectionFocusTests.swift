import Reflow
import ReflowTesting
import Testing

/// A regular grid, answering rectangle queries by arithmetic: the simplest O(1) geometry.
struct GridGeometry: FocusGeometry {
  var count: Int
  var columns: Int
  var cell = Size(width: 10, height: 10)
  var spacing = 2.0

  var rows: Int { (count + columns - 1) / columns }
  var bounds: Rect {
    Rect(
      x: 0, y: 0, width: Double(columns) * (cell.width + spacing),
      height: Double(rows) * (cell.height + spacing))
  }

  func frame(of id: Int) -> Rect? {
    guard id >= 0 && id < count else { return nil }
    return Rect(
      x: Double(id % columns) * (cell.width + spacing),
      y: Double(id / columns) * (cell.height + spacing), width: cell.width, height: cell.height)
  }

  func forEachItem(intersecting rect: Rect, _ body: (Int, Rect) -> Void) {
    guard !rect.isEmpty else { return }
    let strideX = cell.width + spacing
    let strideY = cell.height + spacing
    let firstColumn = Swift.max(0, Int((rect.minX / strideX).rounded(.down)))
    let lastColumn = Swift.min(columns - 1, Int((rect.maxX / strideX).rounded(.down)))
    let firstRow = Swift.max(0, Int((rect.minY / strideY).rounded(.down)))
    let lastRow = Swift.min(rows - 1, Int((rect.maxY / strideY).rounded(.down)))
    guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
    for row in firstRow...lastRow {
      for column in firstColumn...lastColumn {
        let id = row * columns + column
        if let frame = frame(of: id), frame.intersects(rect) { body(id, frame) }
      }
    }
  }

  func item(after id: Int) -> Int? { id + 1 < count ? id + 1 : nil }
  func item(before id: Int) -> Int? { id > 0 ? id - 1 : nil }
}

/// Rows of 20x10 items; rows listed in `shelves` are groups that remember focus.
struct RowsGeometry: FocusGeometry {
  var rowLengths: [Int]
  var shelves: Set<Int>

  typealias ItemID = [Int]   // [row, index]
  var bounds: Rect {
    Rect(
      x: 0, y: 0, width: Double((rowLengths.max() ?? 0) * 20),
      height: Double(rowLengths.count * 10))
  }
  func frame(of id: [Int]) -> Rect? {
    guard id.count == 2, rowLengths.indices.contains(id[0]), id[1] >= 0, id[1] < rowLengths[id[0]]
    else { return nil }
    return Rect(x: Double(id[1] * 20), y: Double(id[0] * 10), width: 20, height: 10)
  }
  func forEachItem(intersecting rect: Rect, _ body: ([Int], Rect) -> Void) {
    for (row, length) in rowLengths.enumerated() {
      for index in 0..<length {
        let frame = Rect(x: Double(index * 20), y: Double(row * 10), width: 20, height: 10)
        if frame.intersects(rect) { body([row, index], frame) }
      }
    }
  }
  func item(after id: [Int]) -> [Int]? { nil }
  func item(before id: [Int]) -> [Int]? { nil }
  func focusGroup(of id: [Int]) -> Int? { shelves.contains(id[0]) ? id[0] : nil }
}

/// Focus moves: requirements with drawings, properties on grids and flows.
@Suite struct CollectionFocusTests {
  typealias Navigator = FocusNavigator<Int, Never>

  @Test("A focus move from a long row to a short one lands on the short row's nearest item")
  func longRowToShortRow() throws {
    // Widths make rows of 4, 2 and 4 items in a 40-point container.
    let widths: [Double] = [10, 10, 10, 10, 10, 10, 30, 10, 10, 10, 10, 10]
    let result = try Flow.layout(
      widths.map { Size(width: $0, height: 10) }, in: Size(width: 40, height: .infinity),
      options: FlowOptions())
    #expect(result.asciiDrawing(columnWidth: 10, rowHeight: 10) == """
      ABCD
      EF..
      GGGH
      IJKL
      """)
    let geometry = FlowFocusGeometry(result)
    var navigator = Navigator()
    // From D, nothing in the short row overlaps it: the short row's nearest item, F, wins over
    // H, which overlaps D but lies a row further.
    #expect(navigator.move(from: 3, .down, in: geometry) == 5)
    #expect(navigator.move(from: 5, .down, in: geometry) == 6, "F to the wide G beneath it")
    #expect(navigator.move(from: 7, .up, in: geometry) == 5, "H up: never skip the short row")
    #expect(
      navigator.move(from: 6, .up, in: geometry) == 5, "G up: E and F overlap, F is more central")
    #expect(navigator.move(from: 3, .right, in: geometry) == nil, "the row's end keeps focus")
    #expect(navigator.move(from: 3, .next, in: geometry) == 4, "reading order wraps the row")
    #expect(navigator.move(from: 0, .previous, in: geometry) == nil)
  }

  @Test("Moving into a shelf lands on the item last focused there, not the nearest")
  func shelfMemory() {
    // Row 0: 3 items; row 1: a shelf of 8; row 2: 3 items.
    let geometry = RowsGeometry(rowLengths: [3, 8, 3], shelves: [1])
    var navigator = FocusNavigator<[Int], Int>()
    #expect(navigator.move(from: [0, 0], .down, in: geometry) == [1, 0])
    var focus: [Int] = [1, 0]
    for _ in 0..<5 { focus = navigator.move(from: focus, .right, in: geometry) ?? focus }
    #expect(focus == [1, 5])
    // Down out of the shelf: the nearest of row 2 is its last item.
    #expect(navigator.move(from: focus, .down, in: geometry) == [2, 2])
    // Back up from the first item of row 2: the shelf remembers item 5.
    #expect(navigator.move(from: [2, 0], .up, in: geometry) == [1, 5])
    #expect(navigator.rememberedItems == [1: [1, 5]])
    // Inside the shelf, moves are geometric.
    #expect(navigator.move(from: [1, 5], .left, in: geometry) == [1, 4])
  }

  @Test("Focus stays within the geometry's bounds and the navigator's maximum distance")
  func limits() throws {
    // A column of ten 10x10 items, 10 apart: item i spans y = 20i..<20i + 10.
    let column = try Flow.layout(
      Array(repeating: Size(width: 10, height: 10), count: 10),
      in: Size(width: 10, height: .infinity), options: FlowOptions(lineSpacing: 10))
    let nearTop = FlowFocusGeometry(column, bounds: Rect(x: 0, y: 0, width: 10, height: 90))
    #expect(Navigator.neighbor(of: 3, .down, in: nearTop) == 4)
    #expect(Navigator.neighbor(of: 4, .down, in: nearTop) == nil, "item 5 lies outside the bounds")
    #expect(Navigator.neighbor(of: 4, .down, in: FlowFocusGeometry(column)) == 5)
    var short = Navigator(maximumDistance: 5)
    #expect(short.move(from: 0, .down, in: FlowFocusGeometry(column)) == nil, "10 apart")
    var long = Navigator(maximumDistance: 10)
    #expect(long.move(from: 0, .down, in: FlowFocusGeometry(column)) == 1)
  }

  /// Full grids of 1 to 9 columns and 1 to 8 rows, with a focused index.
  static let grids = Gen<(Int, Int, Int)>.zip(.int(in: 1...9), .int(in: 1...8), .int(in: 0...71))
    .map { columns, rows, focus in (columns, columns * rows, focus % (columns * rows)) }

  @Test("Left then right, and up then down, return to the start on a regular grid")
  func symmetricOnGrid() {
    check(Self.grids) { columns, count, focus in
      let geometry = GridGeometry(count: count, columns: columns)
      var violations: [Violation] = []
      let pairs: [(FocusDirection, FocusDirection)] = [
        (.left, .right), (.right, .left), (.up, .down),
      ]
      for (there, back) in pairs {
        guard let neighbor = Navigator.neighbor(of: focus, there, in: geometry) else { continue }
        let returned = Navigator.neighbor(of: neighbor, back, in: geometry)
        if returned != focus {
          let back = "\(back) gives \(String(describing: returned))"
          violations.append("\(there) from \(focus) gives \(neighbor), \(back)")
        }
      }
      // The grid's own arithmetic says where arrows lead.
      let expectedLeft = focus % columns > 0 ? focus - 1 : nil
      let expectedUp = focus >= columns ? focus - columns : nil
      violations += Violation.unless(
        Navigator.neighbor(of: focus, .left, in: geometry) == expectedLeft
          && Navigator.neighbor(of: focus, .up, in: geometry) == expectedUp,
        "left/up of \(focus) in \(columns) columns")
      return violations
    }
  }

  /// Flows of 1 to 40 items of random sizes (at least 1x1) in a 100-point container.
  static let flows = Gen<[Size]>.array(
    of: Gen<(Int, Int)>.zip(.int(in: 1...60), .int(in: 1...30)).map {
      Size(width: Double($0), height: Double($1))
    }, count: 1...40)

  @Test("A move never leaves a non-empty layout, and every item is reachable with the arrows")
  func reachability() {
    check(Self.flows) { sizes in
      let result = try Flow.layout(
        sizes, in: Size(width: 100, height: .infinity),
        options: FlowOptions(itemSpacing: 4, lineSpacing: 4))
      let geometry = FlowFocusGeometry(result)
      var seen: Set<Int> = [0]
      var queue = [0]
      var violations: [Violation] = []
      while let focus = queue.popLast() {
        for direction in [FocusDirection.up, .down, .left, .right] {
          guard let next = Navigator.neighbor(of: focus, direction, in: geometry) else { continue }
          if geometry.frame(of: next) == nil || next == focus {
            violations.append("\(direction) from \(focus) gives \(next), not another item")
          } else if seen.insert(next).inserted {
            queue.append(next)
          }
        }
      }
      if seen.count != sizes.count {
        let missing = Set(sizes.indices).subtracting(seen).sorted()
        violations.append("items \(missing) cannot be reached from item 0")
      }
      return violations
    }
  }

  @Test("The growing search finds what a scan of every item finds")
  func searchMatchesScan() {
    check(Gen<([Size], Int, Int)>.zip(Self.flows, .int(in: 0...39), .int(in: 0...3))) {
      sizes, focus, turn in
      let result = try Flow.layout(
        sizes, in: Size(width: 100, height: .infinity),
        options: FlowOptions(itemSpacing: 4, lineSpacing: 4))
      let focus = focus % sizes.count
      let direction = [FocusDirection.up, .down, .left, .right][turn]
      let fast = Navigator.neighbor(of: focus, direction, in: FlowFocusGeometry(result))
      let scanned = Navigator.neighbor(of: focus, direction, in: ScanGeometry(result: result))
      return Violation.unless(
        fast == scanned, "\(direction) from \(focus): \(String(describing: fast)),"
          + " a scan gives \(String(describing: scanned))")
    }
  }
}

/// A flow answering every rectangle query with all its items, so no search can miss one.
private struct ScanGeometry: FocusGeometry {
  var result: FlowResult
  var bounds: Rect { Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6) }
  func frame(of id: Int) -> Rect? { result.frames.indices.contains(id) ? result.frames[id] : nil }
  func forEachItem(intersecting rect: Rect, _ body: (Int, Rect) -> Void) {
    for (index, frame) in result.frames.enumerated() { body(index, frame) }
  }
  func item(after id: Int) -> Int? { nil }
  func item(before id: Int) -> Int? { nil }
}
