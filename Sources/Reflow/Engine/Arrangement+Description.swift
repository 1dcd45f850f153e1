extension Arrangement: CustomStringConvertible {
  /// A one-line summary: the size, how many identified elements it holds, the passes it took,
  /// whether it settled, and how many diagnostics it has.
  ///
  /// ```swift
  /// print(arrangement)
  /// // Arrangement(320.0x120.0, 7 elements, 2 passes, settled, no diagnostics)
  /// ```
  ///
  /// To see the layout, print ``asciiDrawing(columnWidth:rowHeight:)`` at a scale that fits
  /// your terminal; ``diagnostics`` says what went wrong.
  ///
  /// - Complexity: O(*n*), where *n* is the number of elements.
  public var description: String {
    let elements = tree.ids.reduce(0) { $0 + ($1.isExplicit ? 1 : 0) }
    let settled = isSettled ? "settled" : "not settled"
    let problems = diagnostics.isEmpty
      ? "no diagnostics" : Self.count(diagnostics.count, "diagnostic")
    return "Arrangement(\(size), \(Self.count(elements, "element")),"
      + " \(Self.count(passCount, "pass", plural: "passes")), \(settled), \(problems))"
  }

  /// `1 element`, `2 elements`.
  private static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
  }
}
