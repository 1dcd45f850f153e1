import Reflow

extension FlowInvariants {
  /// Requires `output` to equal `expected` bit for bit: every coordinate and extent of every
  /// frame, line, content size and indicator has the same bit pattern (so -0 differs from 0),
  /// and the line ranges and hidden count are the same.
  ///
  /// `Flow` promises this between any two ways of adding the same items: one at a time, in
  /// batches, across `finish()`, after `removeItems(from:)` or a rejected batch.
  ///
  /// ```swift
  /// var oneByOne = try Flow(container: container, options: options)
  /// for size in sizes { try oneByOne.add(size) }
  /// let batch = try Flow.layout(sizes, in: container, options: options)
  /// let found = FlowInvariants.identity(FlowOutput(oneByOne.finish()), FlowOutput(batch))
  /// ```
  ///
  /// - Parameters:
  ///   - output: The output under test.
  ///   - expected: The output it should be identical to.
  /// - Returns: The first difference, naming the number, both values and their bit patterns;
  ///   empty when the two are identical.
  /// - Complexity: O(*n* + *l*), where *n* is the number of frames and *l* of lines.
  public static func identity(_ output: FlowOutput, _ expected: FlowOutput) -> [Violation] {
    let found = numbers(output)
    let wanted = numbers(expected)
    guard found.count == wanted.count,
      output.lines.map(\.range) == expected.lines.map(\.range)
    else {
      return [Violation(
        "identity",
        "\(output.frames.count) frames in lines \(output.lines.map(\.range)), expected"
          + " \(expected.frames.count) in \(expected.lines.map(\.range))")]
    }
    guard output.hiddenCount == expected.hiddenCount else {
      return [Violation(
        "identity", "\(output.hiddenCount) items hidden, expected \(expected.hiddenCount)")]
    }
    guard let first = found.indices.first(where: {
      found[$0].value.bitPattern != wanted[$0].value.bitPattern
    }) else { return [] }
    let (name, value) = found[first]
    let other = wanted[first].value
    return [Violation(
      "identity",
      "\(name) is \(value) (0x\(String(value.bitPattern, radix: 16))), expected \(other)"
        + " (0x\(String(other.bitPattern, radix: 16)))")]
  }

  /// Every number of `output`, named, in a fixed order.
  private static func numbers(_ output: FlowOutput) -> [(name: String, value: Double)] {
    func parts(_ rect: Rect, _ name: String) -> [(name: String, value: Double)] {
      [("\(name).x", rect.minX), ("\(name).y", rect.minY), ("\(name).width", rect.width),
       ("\(name).height", rect.height)]
    }
    var numbers: [(name: String, value: Double)] = []
    for (index, frame) in output.frames.enumerated() { numbers += parts(frame, "item \(index)") }
    for (index, line) in output.lines.enumerated() { numbers += parts(line.rect, "line \(index)") }
    numbers += [("content width", output.contentSize.width),
                ("content height", output.contentSize.height)]
    if let indicator = output.overflowIndicatorFrame { numbers += parts(indicator, "indicator") }
    return numbers
  }
}
