extension Shelf {
  /// The ways the shelf's state breaks its rules; empty when it keeps them. Tests call it after
  /// every operation.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  func checkInvariants() -> [String] {
    var problems: [String] = []
    if !(offset >= 0 && offset <= maximumOffset) {
      problems.append("offset \(offset) is outside 0...\(maximumOffset)")
    }
    if itemStarts.count != itemLengths.count {
      problems.append("\(itemStarts.count) starts for \(itemLengths.count) lengths")
    }
    var cursor = options.leadingInset
    for (index, start) in itemStarts.enumerated() {
      if start != cursor { problems.append("item \(index) starts at \(start), not \(cursor)") }
      cursor = start + itemLengths[index] + options.itemSpacing
    }
    return problems
  }
}
