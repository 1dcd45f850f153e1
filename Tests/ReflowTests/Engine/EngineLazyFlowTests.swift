import Reflow
import Testing

@Suite struct EngineLazyFlowTests {
  static let options = FlowOptions(itemSpacing: 4, lineSpacing: 4)
  static let viewport = Size(width: 200, height: 300)
  static let tagSize = Size(width: 46, height: 20)

  /// One frame of a lazy flow of `count` fixed-size tags; returns the frame, the window and the
  /// indices the item closure was asked for.
  static func frame(
    _ engine: LayoutEngine, count: Int, size: (Int) -> Size = { _ in tagSize }
  ) -> (Arrangement, LazyFlowWindow?, [Int]) {
    var window: LazyFlowWindow?
    var asked: [Int] = []
    let frame = engine.arrange(in: viewport) { ui in
      ui.scroll(id: "scroll") { ui in
        window = ui.lazyFlow(
          id: "feed", in: "scroll", count: count, options: options,
          estimatedItemSize: tagSize, overscan: 50
        ) { index, ui in
          asked.append(index)
          ui.leaf(id: ElementID("tag", index: index), size: size(index))
        }
      }
    }
    return (frame, window, asked)
  }

  @Test("Of a million items, only those in the viewport and the overscan are declared")
  func declaresOnlyTheWindow() throws {
    let engine = LayoutEngine()
    let (frame, declaredWindow, asked) = Self.frame(engine, count: 1_000_000)
    let window = try #require(declaredWindow)
    // 4 tags a row (4 x 46 + 3 x 4 = 196), rows 24 apart: 300 + 2 x 50 points show 17 rows.
    #expect(window.visible == 0..<52)
    #expect(asked == Array(window.declared))
    #expect(asked.count <= 4 * 15)
    let expected = try Flow.layout(
      Array(repeating: Self.tagSize, count: 100), in: Size(width: 200, height: .infinity),
      options: Self.options)
    for index in window.visible {
      #expect(frame.frame(of: ElementID("tag", index: index)) == expected.frames[index])
    }
    #expect(frame.frame(of: ElementID("tag", index: 5_000)) == nil)
    #expect(window.contentSize.height == 250_000 * 24 - 4)
  }

  @Test("Scrolling moves the declared window; items land where one flow of them would")
  func scrolling() throws {
    let engine = LayoutEngine()
    _ = Self.frame(engine, count: 10_000)
    engine.setScrollOffset(Point(x: 0, y: 24 * 1_000), for: "scroll")
    let (frame, declaredWindow, asked) = Self.frame(engine, count: 10_000)
    let window = try #require(declaredWindow)
    #expect(window.visible.lowerBound == 4_000)
    #expect(asked.first ?? 0 >= 3_990 && asked.count < 70)
    let first = try #require(frame.frame(of: ElementID("tag", index: 4_000)))
    // Positions are in the root space: the content is moved up by the scroll offset.
    #expect(first == Rect(x: 0, y: 0, width: 46, height: 20))
  }

  @Test("Measured sizes replace the estimate and move what follows from the next frame")
  func measuredSizes() throws {
    let engine = LayoutEngine()
    let measured = { (index: Int) in Size(width: 96, height: index % 2 == 0 ? 20 : 30) }
    _ = Self.frame(engine, count: 1_000, size: measured)
    let (frame, declaredWindow, _) = Self.frame(engine, count: 1_000, size: measured)
    let window = try #require(declaredWindow)
    // Two 96-wide tags a row now; rows of 30 (the taller one) plus 4.
    let declared = Array(window.declared)
    let sizes = (0..<1_000).map { declared.contains($0) ? measured($0) : Self.tagSize }
    let expected = try Flow.layout(
      sizes, in: Size(width: 200, height: .infinity), options: Self.options)
    for index in window.visible {
      #expect(frame.frame(of: ElementID("tag", index: index)) == expected.frames[index])
    }
    #expect(frame.frame(of: ElementID("tag", index: 2)) == Rect(x: 0, y: 34, width: 96, height: 20))
  }

  @Test("The window drives the trigger: a paged feed loads as the user scrolls, never twice")
  func drivesTheTrigger() throws {
    let engine = LayoutEngine()
    var feed = try PagedCollection(revealing: 0..<5_000, pageSize: 40)
    var trigger = try EndReachedTrigger(threshold: .viewportFraction(0.5))
    var offset = 0.0
    var loads = 0
    for _ in 0..<200 {
      engine.setScrollOffset(Point(x: 0, y: offset), for: "scroll")
      let (_, declaredWindow, asked) = Self.frame(engine, count: feed.count)
      let window = try #require(declaredWindow)
      #expect(asked.allSatisfy { $0 < feed.count })
      if try trigger.update(window.position), feed.loadNextPage() { loads += 1 }
      offset += 60
    }
    // 200 frames x 60 points = 12,000 points = 500 rows = 2,000 tags: about 50 pages.
    #expect(loads == feed.loadedPageCount)
    #expect(feed.loadedPageCount >= 50 && feed.loadedPageCount <= 53)
  }

  @Test("A lazy flow of columns in a horizontal scroll lands a scroll-to at each alignment")
  func columnsScrollTo() {
    let engine = LayoutEngine()
    let size = Size(width: 30, height: 30)
    let options = FlowOptions(itemSpacing: 2, lineSpacing: 4, axis: .vertical)
    func arrange() -> Arrangement {
      engine.arrange(in: Size(width: 100, height: 100)) { ui in
        ui.scroll(id: "scroll", axis: .horizontal) { ui in
          ui.lazyFlow(
            id: "feed", in: "scroll", count: 1_000, options: options, estimatedItemSize: size,
            overscan: 0
          ) { index, ui in ui.leaf(id: ElementID(index), size: size) }
        }
      }
    }
    _ = arrange()
    // Three items a column, columns 34 apart: item 301 is the second of column 100, at 3,400.
    for (alignment, x) in [(ScrollAlignment.top, 0.0), (.center, 35), (.bottom, 70)] {
      engine.scrollTo(item: 301, in: "feed", anchor: alignment)
      let arrangement = arrange()
      #expect(arrangement.isSettled)
      #expect(arrangement.frame(of: ElementID(301)) == Rect(x: x, y: 32, width: 30, height: 30),
        "\(alignment)")
      #expect(engine.scrollOffset(for: "scroll") == Point(x: 3_400 - x, y: 0), "\(alignment)")
    }
  }

  @Test("Scrolled to the end past a footer, the window shows what the viewport shows")
  func footerAfterTheFlow() throws {
    let engine = LayoutEngine()
    let size = Size(width: 100, height: 20)
    func arrange() -> (Arrangement, LazyFlowWindow?) {
      var window: LazyFlowWindow?
      let arrangement = engine.arrange(in: Size(width: 100, height: 400)) { ui in
        ui.scroll(id: "scroll") { ui in
          ui.vstack { ui in
            window = ui.lazyFlow(
              id: "feed", in: "scroll", count: 1_000, estimatedItemSize: size, overscan: 0
            ) { index, ui in ui.leaf(id: ElementID(index), size: size) }
            ui.leaf(id: "footer", size: Size(width: 100, height: 300))
          }
        }
      }
      return (arrangement, window)
    }
    _ = arrange()
    engine.setScrollOffset(Point(x: 0, y: 1_000_000), for: "scroll")
    let (arrangement, window) = arrange()
    // 20,000 points of items and a 300-point footer: the last 100 points of items show.
    #expect(engine.scrollOffset(for: "scroll").y == 19_900)
    #expect(arrangement.frame(of: "footer") == Rect(x: 0, y: 100, width: 100, height: 300))
    #expect(arrangement.frame(of: ElementID(999)) == Rect(x: 0, y: 80, width: 100, height: 20))
    #expect(window?.visible == 995..<1_000)
    #expect(window?.position.offset == 19_900)
    #expect(arrangement.isSettled)
  }

  @Test("Lazy flows inside a lazy flow's items (rows of shelves) each declare their own window")
  func nestedLazyFlows() throws {
    let engine = LayoutEngine()
    let tile = Size(width: 90, height: 90)
    var windows: [Int: LazyFlowWindow] = [:]
    // Rows 90 tall, 10 apart, each a shelf 200 wide scrolling its own lazy flow of tiles, 10
    // apart: one a column.
    func arrange() -> Arrangement {
      windows = [:]
      return engine.arrange(in: Size(width: 200, height: 300)) { ui in
        ui.scroll(id: "feed") { ui in
          ui.lazyFlow(
            id: "rows", in: "feed", count: 100, options: FlowOptions(lineSpacing: 10),
            estimatedItemSize: Size(width: 200, height: 90), overscan: 0
          ) { row, ui in
            ui.frame(width: 200, height: 90) { ui in
              ui.scroll(id: ElementID("shelf", index: row), axis: .horizontal) { ui in
                windows[row] = ui.lazyFlow(
                  id: ElementID("tiles", index: row), in: ElementID("shelf", index: row),
                  count: 1_000, options: FlowOptions(lineSpacing: 10), estimatedItemSize: tile,
                  overscan: 0
                ) { column, ui in
                  ui.leaf(id: ElementID("tile", index: row * 1_000 + column), size: tile)
                }
              }
            }
          }
        }
      }
    }
    // The first frame's shelves declare from a guess of their line (the viewport's height);
    // measured, they lay out columns of one tile. The next frame declares from those.
    for frame in 0..<2 {
      let arrangement = arrange()
      #expect(arrangement.isSettled)
      // The viewport shows rows 0 to 2, and two tiles of each.
      #expect(Set(windows.keys) == [0, 1, 2])
      for row in 0..<3 {
        for column in 0..<2 {
          #expect(
            arrangement.frame(of: ElementID("tile", index: row * 1_000 + column))
              == Rect(x: Double(column) * 100, y: Double(row) * 100, width: 90, height: 90),
            "frame \(frame)")
        }
      }
    }
    for row in 0..<3 {
      let window = try #require(windows[row])
      #expect(window.visible == 0..<2 && window.declared == 0..<2, "row \(row)")
      #expect(window.contentSize == Size(width: 99_990, height: 90))
    }
  }

  @Test("Unanchored, an offset clamped in a resize's first pass goes as far as measured allows")
  func clampInFirstPassIsProvisional() throws {
    // Tags 96 wide and 40 tall once measured, estimated 20 tall, in a scroll with no anchor.
    // Widening the viewport from two tags a line to four shortens the content past the offset:
    // the first pass clamps to the end of the lines it knows, whose last tags were never
    // measured; measured in the next pass, they make the content longer, and the offset goes
    // on from where the clamp found it, as far as the longer content allows.
    let engine = LayoutEngine()
    let tag = Size(width: 96, height: 40)
    func arrange(width: Double) -> Arrangement {
      engine.arrange(in: Size(width: width, height: 300)) { ui in
        ui.scroll(id: "scroll", anchor: nil) { ui in
          ui.lazyFlow(
            id: "tags", in: "scroll", count: 60, options: Self.options,
            estimatedItemSize: Size(width: 96, height: 20), overscan: 0
          ) { index, ui in
            ui.leaf(id: ElementID("tag", index: index), size: tag)
          }
        }
      }
    }
    _ = arrange(width: 200)
    engine.setScrollOffset(Point(x: 0, y: 500), for: "scroll")
    _ = arrange(width: 200)
    #expect(engine.scrollOffset(for: "scroll").y == 500)
    let widened = arrange(width: 400)
    let offset = engine.scrollOffset(for: "scroll").y
    #expect(widened.isSettled)
    // Either the offset is still 500, or the viewport shows the end of the content as
    // measured: the last tag's bottom edge is the viewport's.
    let last = try #require(widened.frame(of: ElementID("tag", index: 59)))
    #expect(offset == 500 || last.maxY == 300, "offset \(offset), last tag \(last)")
  }

  @Test("Bad options are a diagnostic, not a crash")
  func badOptions() {
    let engine = LayoutEngine()
    let frame = engine.arrange(in: Self.viewport) { ui in
      ui.scroll(id: "scroll") { ui in
        ui.lazyFlow(
          id: "feed", in: "scroll", count: 10, options: FlowOptions(itemSpacing: -1),
          estimatedItemSize: Self.tagSize
        ) { index, ui in ui.leaf(id: ElementID(index), size: Self.tagSize) }
      }
    }
    #expect(frame.diagnostics.contains(.invalidOptions("feed", .invalidSpacing(name: "itemSpacing", value: -1))))
    #expect(frame.frame(of: ElementID(9)) != nil)
  }
}
