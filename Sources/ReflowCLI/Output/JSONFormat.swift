import Reflow

/// Prints a layout as the JSON document `reflow layout` outputs by default.
///
/// The shape is fixed, keys in this order, frames in input order and each line's `end`
/// exclusive; two-space indentation with one frame or line per row, so the output diffs well:
///
/// ```json
/// {
///   "contentSize": {"width": 168, "height": 30},
///   "frames": [
///     {"id": "a", "x": 0, "y": 0, "width": 80, "height": 30},
///     {"id": "b", "x": 88, "y": 0, "width": 80, "height": 30}
///   ],
///   "lines": [
///     {"start": 0, "end": 2, "x": 0, "y": 0, "width": 168, "height": 30}
///   ]
/// }
/// ```
///
/// Numbers print as ``JSONNumber/format(_:)`` does; a non-finite number, which a valid layout
/// never produces, prints as `null` to keep the document valid.
enum JSONFormat {
  /// The JSON document for `outcome`, ending with a newline.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  static func render(_ outcome: LayoutOutcome) -> String {
    let result = outcome.result
    let size = result.contentSize
    var output = "{\n"
    output += "  \"contentSize\": {\"width\": \(number(size.width)), "
    output += "\"height\": \(number(size.height))},\n"
    let frames = zip(outcome.ids, result.frames).map { id, frame in
      "{\"id\": \(JSONString.quoted(id)), \(fields(frame))}"
    }
    output += "  \"frames\": " + list(frames) + ",\n"
    let lines = result.lines.map { line in
      "{\"start\": \(line.range.lowerBound), \"end\": \(line.range.upperBound), "
        + "\(fields(line.rect))}"
    }
    output += "  \"lines\": " + list(lines) + "\n"
    return output + "}\n"
  }

  private static func fields(_ rect: Rect) -> String {
    "\"x\": \(number(rect.minX)), \"y\": \(number(rect.minY)), "
      + "\"width\": \(number(rect.width)), \"height\": \(number(rect.height))"
  }

  private static func list(_ elements: [String]) -> String {
    guard !elements.isEmpty else { return "[]" }
    return "[\n" + elements.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]"
  }

  private static func number(_ value: Double) -> String {
    value.isFinite ? JSONNumber.format(value) : "null"
  }
}
