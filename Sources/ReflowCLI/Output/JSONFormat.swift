import Reflow

/// Prints a layout as the JSON document `reflow layout` outputs by default.
///
/// The shape is fixed, keys in this order, frames in input order and each line's `end`
/// exclusive; two-space indentation with one frame or line per row, so the output diffs well:
///
/// ```json
/// {
///   "contentSize": {"width": 168, "height": 30},
///   "hiddenCount": 1,
///   "frames": [
///     {"id": "a", "x": 0, "y": 0, "width": 80, "height": 30},
///     {"id": "b", "x": 88, "y": 0, "width": 80, "height": 30}
///   ],
///   "indicator": {"x": 176, "y": 0, "width": 40, "height": 30},
///   "lines": [
///     {"start": 0, "end": 2, "x": 0, "y": 0, "width": 216, "height": 30}
///   ]
/// }
/// ```
///
/// `hiddenCount` (the items a line limit hid, which have no frame) appears when the document
/// has a line limit; `indicator` (the overflow indicator's frame) when it shows. A masonry
/// document prints each frame's first lane and, instead of lines, its lanes:
///
/// ```json
/// {
///   "contentSize": {"width": 330, "height": 128},
///   "frames": [
///     {"id": "a", "lane": 0, "x": 0, "y": 0, "width": 103.33, "height": 120}
///   ],
///   "lanes": [
///     {"lane": 0, "x": 0, "y": 0, "width": 103.33, "height": 120}
///   ]
/// }
/// ``` Numbers print
/// as ``JSONNumber/format(_:)`` does; the library reports an overflow instead of producing a
/// number that is not finite, so none is printed.
enum JSONFormat {
  /// Writes the JSON document for `outcome`, ending with a newline, to `sink`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items; the text goes out as it is made.
  static func write(_ outcome: LayoutOutcome, to sink: inout TextSink) {
    let result = outcome.result
    let size = result.contentSize
    sink.append("{\n")
    sink.append("  \"contentSize\": {\"width\": \(number(size.width)), ")
    sink.append("\"height\": \(number(size.height))},\n")
    if outcome.hasLineLimit { sink.append("  \"hiddenCount\": \(result.hiddenCount),\n") }
    sink.append("  \"frames\": ")
    if let masonry = outcome.masonry {
      list(result.frames.indices, to: &sink) { index in
        "{\"id\": \(JSONString.quoted(outcome.ids[index])), \"lane\": \(masonry.lane(of: index) ?? 0),"
          + " \(fields(result.frames[index]))}"
      }
      sink.append(",\n  \"lanes\": ")
      let lanes = masonry.lanes
      list(lanes.indices, to: &sink) { lane in "{\"lane\": \(lane), \(fields(lanes[lane]))}" }
      sink.append("\n}\n")
      return
    }
    list(result.frames.indices, to: &sink) { index in
      "{\"id\": \(JSONString.quoted(outcome.ids[index])), \(fields(result.frames[index]))}"
    }
    sink.append(",\n")
    if let indicator = result.overflowIndicatorFrame {
      sink.append("  \"indicator\": {\(fields(indicator))},\n")
    }
    sink.append("  \"lines\": ")
    let lines = result.lines
    list(lines.indices, to: &sink) { index in
      let line = lines[index]
      return "{\"start\": \(line.range.lowerBound), \"end\": \(line.range.upperBound), "
        + "\(fields(line.rect))}"
    }
    sink.append("\n}\n")
  }

  private static func fields(_ rect: Rect) -> String {
    "\"x\": \(number(rect.minX)), \"y\": \(number(rect.minY)), "
      + "\"width\": \(number(rect.width)), \"height\": \(number(rect.height))"
  }

  /// Writes `[` and one element per row, or `[]`.
  private static func list(
    _ indices: Range<Int>, to sink: inout TextSink, _ element: (Int) -> String
  ) {
    guard !indices.isEmpty else { return sink.append("[]") }
    sink.append("[\n")
    for index in indices {
      sink.append("    " + element(index))
      sink.append(index == indices.upperBound - 1 ? "\n  ]" : ",\n")
    }
  }

  private static func number(_ value: Double) -> String {
    value.isFinite ? JSONNumber.format(value) : "null"
  }
}
