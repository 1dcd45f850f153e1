extension FlowInvariants {
  /// Requires `output` to match `expected`: the same frames, lines, content size, hidden count
  /// and indicator, up to rounding. Use it for differential testing against ``ReferenceFlow``.
  ///
  /// - Parameters:
  ///   - output: The output under test.
  ///   - expected: The output it should equal.
  /// - Returns: A violation per differing frame, line or size.
  /// - Complexity: O(*n*).
  public static func agreement(_ output: FlowOutput, _ expected: FlowOutput) -> [Violation] {
    guard output.frames.count == expected.frames.count else {
      return [
        Violation(
          "agreement", "\(output.frames.count) frames, expected \(expected.frames.count)")
      ]
    }
    var found: [Violation] = []
    for (index, (frame, wanted)) in zip(output.frames, expected.frames).enumerated()
    where !nearlyEqual(frame, wanted) {
      found.append(
        Violation(
          "agreement", "item \(index) is at \(frame), expected \(wanted)", indices: [index]))
    }
    if output.lines.count != expected.lines.count {
      found.append(
        Violation(
          "agreement",
          "lines \(output.lines.map { $0.range }), expected \(expected.lines.map { $0.range })"))
    } else {
      for (number, (line, wanted)) in zip(output.lines, expected.lines).enumerated()
      where line.range != wanted.range || !nearlyEqual(line.rect, wanted.rect) {
        found.append(
          Violation(
            "agreement",
            "line \(number) holds \(line.range) in \(line.rect),"
              + " expected \(wanted.range) in \(wanted.rect)"))
      }
    }
    let size = output.contentSize
    if !(nearlyEqual(size.width, expected.contentSize.width)
      && nearlyEqual(size.height, expected.contentSize.height))
    {
      found.append(
        Violation(
          "agreement", "the content size is \(size), expected \(expected.contentSize)"))
    }
    if output.hiddenCount != expected.hiddenCount {
      found.append(Violation(
        "agreement", "\(output.hiddenCount) items hidden, expected \(expected.hiddenCount)"))
    }
    let indicatorsAgree: Bool
    switch (output.overflowIndicatorFrame, expected.overflowIndicatorFrame) {
    case (nil, nil): indicatorsAgree = true
    case (let frame?, let wanted?): indicatorsAgree = nearlyEqual(frame, wanted)
    default: indicatorsAgree = false
    }
    if !indicatorsAgree {
      found.append(Violation(
        "agreement",
        "the indicator is at \(describe(output.overflowIndicatorFrame)),"
          + " expected \(describe(expected.overflowIndicatorFrame))"))
    }
    return Array(found.prefix(LayoutInvariants.reportLimit))
  }

  /// Requires right-to-left to be the mirror image of left-to-right: laying out the case in the
  /// other direction gives every frame reflected within the container's width (widened to its
  /// insets), the same lines, hidden count and indicator. (The content size, an extent from the
  /// left edge, is not symmetric.)
  ///
  /// - Parameters:
  ///   - layoutCase: The case; nothing is checked when the other direction is invalid (a
  ///     right-to-left layout needs a finite width).
  ///   - layout: The layout under test.
  /// - Returns: The violations found.
  /// - Throws: What `layout` throws.
  public static func mirrorSymmetry(
    _ layoutCase: LayoutCase, layout: (LayoutCase) throws -> FlowOutput
  ) rethrows -> [Violation] {
    try FlowRelation.mirrored.violations(for: layoutCase, layout: layout)
  }

  /// Requires the vertical axis to be the transpose of the horizontal one: laying out the
  /// ``LayoutCase/transposed`` case (left to right) gives every frame with x and y swapped,
  /// then mirrored when the case is right-to-left, and the same hidden count; left to right,
  /// the content size too. Baseline alignment, which only rows have, is exempt.
  ///
  /// - Parameters:
  ///   - layoutCase: The case.
  ///   - layout: The layout under test.
  /// - Returns: The violations found.
  /// - Throws: What `layout` throws.
  public static func transposeSymmetry(
    _ layoutCase: LayoutCase, layout: (LayoutCase) throws -> FlowOutput
  ) rethrows -> [Violation] {
    try FlowRelation.transposed.violations(for: layoutCase, layout: layout)
  }

  private static func describe(_ frame: Rect?) -> String {
    frame.map(String.init(describing:)) ?? "nil"
  }
}
