import Reflow
import ReflowTesting
import Testing

/// Pinned headers and footers: requirements with drawings, properties over generated sections.
@Suite struct CollectionPinnedTests {
  /// Draws the viewport `start..<start + length`, 10 points a row, 6 columns: each section's
  /// body in its lowercase letter, headers in uppercase, footers as digits (its index).
  static func drawing(_ extents: SectionExtents, start: Double, length: Double) -> String {
    var canvas = ASCIICanvas(
      bounds: Rect(x: 0, y: start, width: 6, height: length), columnWidth: 1, rowHeight: 10)
    let letters = Array("abcdefghij")
    for (index, section) in extents.sections.enumerated() {
      canvas.fill(
        Rect(x: 0, y: section.start, width: 6, height: section.length), with: letters[index])
    }
    for placement in extents.placements(viewportStart: start, viewportLength: length) {
      let mark: Character = placement.role == .header
        ? Character(letters[placement.section].uppercased()) : Character("\(placement.section)")
      canvas.fill(Rect(x: 0, y: placement.offset, width: 6, height: placement.length), with: mark)
    }
    return canvas.description
  }

  /// Two sections with 20-point pinned headers: A spans 0..<110, B 110..<300.
  static let twoSections = try! SectionExtents([
    SectionExtent(start: 0, end: 110, header: 20, pinsHeader: true),
    SectionExtent(start: 110, end: 300, header: 20, pinsHeader: true),
  ])

  @Test("A sticky header stays at the top of the viewport while its section scrolls under it")
  func stickyHeaderSticks() {
    #expect(Self.drawing(Self.twoSections, start: 40, length: 60) == """
      AAAAAA
      AAAAAA
      aaaaaa
      aaaaaa
      aaaaaa
      aaaaaa
      """)
    let header = Self.twoSections.placements(viewportStart: 40, viewportLength: 60)[0]
    #expect(header == SupplementPlacement(
      section: 0, role: .header, offset: 40, length: 20, isPinned: true))
  }

  @Test("A sticky header being pushed off: its section's end pushes it up, the next header follows")
  func stickyHeaderPushedOff() {
    // Viewport 100..<160: A's header can stick no lower than 110 - 20 = 90, so half of it
    // shows; B's header sits at its natural place under it.
    #expect(Self.drawing(Self.twoSections, start: 100, length: 60) == """
      AAAAAA
      BBBBBB
      BBBBBB
      bbbbbb
      bbbbbb
      bbbbbb
      """)
    #expect(Self.twoSections.placements(viewportStart: 100, viewportLength: 60) == [
      SupplementPlacement(section: 0, role: .header, offset: 90, length: 20, isPinned: true),
      SupplementPlacement(section: 1, role: .header, offset: 110, length: 20, isPinned: false),
    ])
    // Scrolled past B's start, B's header takes the top.
    #expect(Self.drawing(Self.twoSections, start: 130, length: 30) == """
      BBBBBB
      BBBBBB
      bbbbbb
      """)
  }

  @Test("A pinned footer sticks to the bottom of the viewport until its section ends there")
  func stickyFooter() throws {
    let extents = try SectionExtents([
      SectionExtent(start: 0, end: 200, header: 20, footer: 20, pinsFooter: true),
      SectionExtent(start: 200, end: 300),
    ])
    #expect(Self.drawing(extents, start: 0, length: 60) == """
      AAAAAA
      AAAAAA
      aaaaaa
      aaaaaa
      000000
      000000
      """)
    #expect(Self.drawing(extents, start: 170, length: 60) == """
      aaaaaa
      000000
      000000
      bbbbbb
      bbbbbb
      bbbbbb
      """)
  }

  @Test("A pinned footer of a section without a header goes no higher than the section's start")
  func stickyFooterWithoutHeader() {
    let section = SectionExtent(start: 100, end: 300, footer: 20, pinsFooter: true)
    // The viewport ends inside the section: the footer sticks to the viewport's bottom edge.
    #expect(section.footerOffset(viewportEnd: 200) == 180)
    // It ends just past the section's start: the footer stays in the section, at its start.
    #expect(section.footerOffset(viewportEnd: 110) == 100)
    // It ends past the section: the footer is at its natural place.
    #expect(section.footerOffset(viewportEnd: 400) == 280)
  }

  @Test("A section without a header or footer has them where they would start: its ends")
  func offsetsWithoutSupplements() {
    let section = SectionExtent(start: 100, end: 300)
    #expect(section.headerOffset(viewportStart: 150) == 100)
    #expect(section.footerOffset(viewportEnd: 200) == 300)
  }

  @Test("Bad extents are typed errors naming the section and the value")
  func badExtents() {
    #expect(throws: CollectionError.unorderedSection(
      index: 1, start: 50, end: 80, previousEnd: 100)
    ) {
      try SectionExtents([SectionExtent(start: 0, end: 100), SectionExtent(start: 50, end: 80)])
    }
    #expect(throws: CollectionError.supplementsExceedSection(
      index: 0, header: 30, footer: 30, length: 50)
    ) {
      try SectionExtents([SectionExtent(start: 0, end: 50, header: 30, footer: 30)])
    }
    #expect(throws: CollectionError.invalidLength(name: "section 0's header", value: -1)) {
      try SectionExtents([SectionExtent(start: 0, end: 50, header: -1)])
    }
    #expect(throws: CollectionError.invalidLength(name: "section 0's end", value: .infinity)) {
      try SectionExtents([SectionExtent(start: 0, end: .infinity)])
    }
  }

  /// Sections with gaps, pinned and plain headers and footers, and a viewport.
  static let cases: Gen<(SectionExtents, Double, Double)> = {
    let section = Gen<((Int, Int), (Int, Int), Int)>.zip(
      Gen<(Int, Int)>.zip(.int(in: 0...20), .int(in: 0...200)),
      Gen<(Int, Int)>.zip(.int(in: 0...50), .int(in: 0...50)), .int(in: 0...15)
    ).map { ($0.0, $0.1, $1.0, $1.1, $2) }
    let sections = Gen<[(Int, Int, Int, Int, Int)]>.array(of: section, count: 0...8)
    let viewport = Gen<(Int, Int)>.zip(.int(in: -50...1_000), .int(in: 1...300))
    return Gen<([(Int, Int, Int, Int, Int)], (Int, Int))>.zip(sections, viewport).map {
      sections, viewport in
      var start = 0.0
      var extents: [SectionExtent] = []
      for (gap, length, header, footer, flags) in sections {
        start += Double(gap)
        let length = Double(length)
        let header = Swift.min(Double(header), length / 2)
        let footer = Swift.min(Double(footer), length / 2)
        extents.append(SectionExtent(
          start: start, end: start + length, header: flags & 4 == 0 ? header : nil,
          footer: flags & 8 == 0 ? footer : nil, pinsHeader: flags & 1 != 0,
          pinsFooter: flags & 2 != 0))
        start += length
      }
      // Valid by construction.
      let validated = (try? SectionExtents(extents)) ?? (try! SectionExtents([]))
      return (validated, Double(viewport.0), Double(viewport.1))
    }
  }()

  @Test("A pinned header stays in its section, shows while it does, never overlaps the next header")
  func pinnedHeaderProperties() {
    check(Self.cases) { extents, start, length in
      var violations: [Violation] = []
      let end = start + length
      let placements = extents.placements(viewportStart: start, viewportLength: length)
      let headers = placements.filter { $0.role == .header }
      for placement in placements {
        let section = extents.sections[placement.section]
        if placement.offset < section.start || placement.end > section.end {
          violations.append("\(placement) leaves its section \(section)")
        }
      }
      for header in headers where extents.sections[header.section].pinsHeader {
        let section = extents.sections[header.section]
        let sectionShows = section.start < end && section.end > start
        if sectionShows && header.length > 0 && !(header.offset < end && header.end > start) {
          violations.append("header \(header) is off screen while \(section) shows")
        }
        if header.offset < start && header.end != section.end {
          violations.append("header \(header) left the top without being pushed by \(section)")
        }
        if header.offset > Swift.max(section.start, start) {
          violations.append("header \(header) hangs below the viewport's top")
        }
        for next in headers where next.section > header.section && header.end > next.offset {
          violations.append("header \(header) overlaps the next header \(next)")
        }
      }
      for footer in placements where footer.role == .footer {
        let section = extents.sections[footer.section]
        guard section.pinsFooter else { continue }
        if footer.end < Swift.min(section.end, end) {
          violations.append("footer \(footer) floats above the viewport's bottom")
        }
      }
      // Visible sections are exactly those sharing length with the viewport.
      let visible = extents.visibleSections(viewportStart: start, viewportLength: length)
      let expected = extents.sections.indices.filter {
        extents.sections[$0].start < end && extents.sections[$0].end > start
      }
      for index in expected where !visible.contains(index) {
        violations.append("section \(index) shows but is not in \(visible)")
      }
      for index in visible where !expected.contains(index)
        && extents.sections[index].length > 0
      {
        violations.append("section \(index) is in \(visible) but does not show")
      }
      return violations
    }
  }
}
