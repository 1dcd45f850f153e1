/// The sections of a scroll container along its scroll axis, and where their headers and
/// footers sit for a viewport: pinned ones stick to its edges, pushed off by their section's end.
///
/// The rule is UIKit's `pinToVisibleBounds` and SwiftUI's `pinnedViews`: while a section is on
/// screen its pinned header stays at the viewport's leading edge, but never leaves its section,
/// so the section's end (and so the next section's header) pushes it away; a pinned footer does
/// the same at the trailing edge, never above its section's header.
///
/// ```
/// offset 95, viewport 50 tall:   header A (20 tall) is pushed up by A's end at 110
///   90 ┌ A A A A ┐ ← header A at 90..<110 (its section ends at 110)
///  110 │ B B B B │ ← header B at its natural place
///  130 │ b b b b │
/// ```
///
/// ```swift
/// let extents = try SectionExtents([
///   SectionExtent(start: 0, end: 110, header: 20, pinsHeader: true),
///   SectionExtent(start: 110, end: 400, header: 20, pinsHeader: true),
/// ])
/// let placements = extents.placements(viewportStart: 95, viewportLength: 50)
/// placements[0].offset   // 90: pushed up by section 0's end
/// ```
public struct SectionExtents: Hashable, Sendable {
  /// The sections, in order along the scroll axis.
  public let sections: [SectionExtent]

  /// Validates and keeps the sections.
  ///
  /// - Parameter sections: The sections in order; each must start at or after the previous
  ///   one's end and hold its header and footer.
  /// - Throws: ``CollectionError/invalidLength(name:value:)`` for a NaN, infinite or negative
  ///   value, ``CollectionError/unorderedSection(index:start:end:previousEnd:)`` for sections out
  ///   of order, ``CollectionError/supplementsExceedSection(index:header:footer:length:)``.
  /// - Complexity: O(*s*), where *s* is the number of sections.
  public init(_ sections: [SectionExtent]) throws(CollectionError) {
    var previousEnd = -Double.infinity
    for (index, section) in sections.enumerated() {
      guard section.start.isFinite, section.end.isFinite else {
        throw .invalidLength(
          name: "section \(index)'s \(section.start.isFinite ? "end" : "start")",
          value: section.start.isFinite ? section.end : section.start)
      }
      try CollectionError.checkLength(section.header ?? 0, name: "section \(index)'s header")
      try CollectionError.checkLength(section.footer ?? 0, name: "section \(index)'s footer")
      guard section.start >= previousEnd, section.end >= section.start else {
        throw .unorderedSection(
          index: index, start: section.start, end: section.end,
          previousEnd: previousEnd.isFinite ? previousEnd : section.start)
      }
      let header = section.header ?? 0
      let footer = section.footer ?? 0
      guard header + footer <= section.length else {
        throw .supplementsExceedSection(
          index: index, header: header, footer: footer, length: section.length)
      }
      previousEnd = section.end
    }
    self.sections = sections
  }

  /// The indices of the sections that share length with `start..<start + length`.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  public func visibleSections(viewportStart start: Double, viewportLength length: Double)
    -> Range<Int>
  {
    guard length > 0 else { return 0..<0 }
    return ViewportBand(start: start, length: length).runs(
      count: sections.count, start: { sections[$0].start }, end: { sections[$0].end })
  }

  /// Where each visible section's header and footer sit for the viewport
  /// `start..<start + length`, in section order, header before footer.
  ///
  /// A pinned header sits at `max(section start, min(viewport start, section end - header))`;
  /// a pinned footer at `min(section end - footer, max(viewport end - footer, section start +
  /// header))`; others at their natural places.
  ///
  /// - Parameters:
  ///   - start: The viewport's leading edge along the scroll axis (the scroll offset).
  ///   - length: The viewport's length along the scroll axis.
  /// - Returns: The placements of the headers and footers of the visible sections.
  /// - Complexity: O(log *s* + *v*), where *s* is the number of sections and *v* of visible ones.
  public func placements(viewportStart start: Double, viewportLength length: Double)
    -> [SupplementPlacement]
  {
    var placements: [SupplementPlacement] = []
    for index in visibleSections(viewportStart: start, viewportLength: length) {
      placements += self.placements(
        ofSection: index, viewportStart: start, viewportLength: length)
    }
    return placements
  }

  /// Where the header and footer of the section at `index` sit for the viewport.
  ///
  /// - Complexity: O(1).
  public func placements(
    ofSection index: Int, viewportStart start: Double, viewportLength length: Double
  ) -> [SupplementPlacement] {
    let section = sections[index]
    var placements: [SupplementPlacement] = []
    if let header = section.header {
      let offset = section.headerOffset(viewportStart: start)
      placements.append(
        SupplementPlacement(
          section: index, role: .header, offset: offset, length: header,
          isPinned: offset != section.start))
    }
    if let footer = section.footer {
      let offset = section.footerOffset(viewportEnd: start + length)
      placements.append(
        SupplementPlacement(
          section: index, role: .footer, offset: offset, length: footer,
          isPinned: offset != section.end - footer))
    }
    return placements
  }
}
