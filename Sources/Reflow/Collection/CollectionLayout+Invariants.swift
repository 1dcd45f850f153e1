extension CollectionLayout {
  /// The ways the layout disagrees with its snapshot or with itself; empty when it is sound.
  ///
  /// Checks one section layout per section of the snapshot with its items, kept in lanes
  /// exactly when the section is masonry (with its style's placement), a header or footer
  /// length exactly where the snapshot has one, section starts that follow the sections'
  /// lengths and the spacing, shelf offsets within their rows, and every index's own invariants.
  package func checkInvariants() -> [String] {
    var problems: [String] = []
    guard sections.count == snapshot.numberOfSections else {
      return ["\(sections.count) section layouts for \(snapshot.numberOfSections) sections"]
    }
    if starts.count != sections.count + 1 || ends.count != sections.count {
      problems.append("\(starts.count) starts for \(sections.count) sections")
      return problems
    }
    var cursor = 0.0
    for (index, section) in sections.enumerated() {
      let description = snapshot.sectionList[index]
      let count = snapshot.flatRange(ofSectionAt: index).count
      if section.items.count != count {
        problems.append("section \(index) lays out \(section.items.count) items of \(count)")
      }
      if section.style != description.style {
        problems.append(
          "section \(index) is laid out as \(section.style), not \(description.style)")
      }
      if case .masonry(_, let placement) = section.style {
        // Its lanes are the style's, or one without width where those do not fit.
        if case .masonry(let lanes) = section.items {
          if lanes.placement != placement {
            problems.append("section \(index)'s lanes are placed \(lanes.placement)")
          }
        } else {
          problems.append("section \(index) is masonry but keeps its items in lines")
        }
      } else if case .masonry = section.items {
        problems.append("section \(index) keeps its items in lanes but is \(section.style)")
      }
      if (section.header == nil) != (description.header == nil) {
        problems.append("section \(index)'s header is \(String(describing: section.header))")
      }
      if (section.footer == nil) != (description.footer == nil) {
        problems.append("section \(index)'s footer is \(String(describing: section.footer))")
      }
      if abs(starts[index] - cursor) > 1e-6 {
        problems.append("section \(index) starts at \(starts[index]), not \(cursor)")
      }
      if abs(ends[index] - starts[index] - section.length) > 1e-6 {
        problems.append("section \(index) ends at \(ends[index]), not after its length")
      }
      cursor = starts[index] + section.length + (index + 1 < sections.count ? sectionSpacing : 0)
      if section.shelfOffset < 0 || section.shelfOffset > maximumShelfOffset(ofSectionAt: index) {
        problems.append("section \(index)'s shelf offset \(section.shelfOffset) is out of range")
      }
      problems += section.items.checkInvariants().map { "section \(index): \($0)" }
    }
    if abs(starts[sections.count] - cursor) > 1e-6 {
      problems.append("the content ends at \(starts[sections.count]), not \(cursor)")
    }
    return problems
  }
}
