import Reflow

/// Prints a layout as a standalone SVG document for `reflow layout --format svg`.
///
/// The document holds, in drawing order: the container's outline (solid grey; an unbounded
/// dimension is cut to the content), each line's bounds, or a masonry's lanes (dashed blue),
/// each item as a filled
/// rect with its id centred on it (escaped for XML), and the overflow indicator, when it shows,
/// as an amber rect labelled "+N". Items are painted in the outcome's
/// ``LayoutOutcome/drawingOrder``, so pinned headers cover the items under them. Its `viewBox`
/// covers the container, the content and any overflowing item, plus a 1-point margin for the
/// strokes; its `width` and `height` are that size in points times the zoom, in pixels.
/// Numbers print as ``JSONNumber/format(_:)`` does, so the output is deterministic.
enum SVGFormat {
  /// Writes the SVG document for `outcome`, ending with a newline, to `sink`.
  ///
  /// - Parameters:
  ///   - outcome: The layout.
  ///   - zoom: Pixels per point: the picture's displayed size over its size in points.
  /// - Complexity: O(*n* + *l*), where *n* is the number of items and *l* of lines; the text
  ///   goes out as it is made.
  static func write(_ outcome: LayoutOutcome, zoom: Double = 1, to sink: inout TextSink) {
    let outline = outcome.containerOutline
    var view = outline.union(outcome.drawingBounds)
    view = Rect(
      x: view.minX - 1, y: view.minY - 1, width: view.width + 2, height: view.height + 2)
    var svg = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    svg += #"<svg xmlns="http://www.w3.org/2000/svg""#
    svg += #" width="\#(number(view.width * zoom))" height="\#(number(view.height * zoom))""#
    svg += #" viewBox="\#(number(view.minX)) \#(number(view.minY)) "#
    svg += #"\#(number(view.width)) \#(number(view.height))" font-family="sans-serif">"# + "\n"
    svg += "  " + rect(outline, ##"class="container" fill="none" stroke="#9e9e9e""##) + "\n"
    let group = outcome.masonry == nil ? "lines" : "lanes"
    svg += ##"  <g class="\##(group)" fill="none" stroke="#3b82f6" stroke-dasharray="4 2">"## + "\n"
    sink.append(svg)
    for bounds in outcome.masonry?.lanes ?? outcome.result.lines.map(\.rect) {
      sink.append("    " + rect(bounds, "") + "\n")
    }
    sink.append("  </g>\n")
    sink.append(##"  <g class="items" fill="#dbeafe" stroke="#1e3a8a">"## + "\n")
    let ids = outcome.ids
    let frames = outcome.result.frames
    for index in outcome.drawingOrder {
      sink.append(labelledRect(frames[index], label: ids[index], attributes: ""))
    }
    sink.append("  </g>\n")
    if let indicator = outcome.result.overflowIndicatorFrame {
      sink.append(
        labelledRect(
          indicator, label: "+\(outcome.result.hiddenCount)",
          attributes: ##" class="indicator" fill="#fde68a" stroke="#92400e""##))
    }
    sink.append("</svg>\n")
  }

  /// A rect with `label` centred on it, as one line of a group.
  private static func labelledRect(_ frame: Rect, label: String, attributes: String) -> String {
    let fontSize = Swift.max(1, Swift.min(12, frame.height * 0.7))
    var svg = "    <g\(attributes)>" + rect(frame, "")
    svg += #"<text x="\#(number(frame.midX))" y="\#(number(frame.midY))""#
    svg += ##" font-size="\##(number(fontSize))" fill="#1e3a8a" stroke="none""##
    svg += #" text-anchor="middle" dominant-baseline="central">"#
    return svg + escaped(label) + "</text></g>\n"
  }

  private static func rect(_ rect: Rect, _ attributes: String) -> String {
    let extra = attributes.isEmpty ? "" : " " + attributes
    return #"<rect x="\#(number(rect.minX))" y="\#(number(rect.minY))""#
      + #" width="\#(number(rect.width))" height="\#(number(rect.height))"\#(extra)/>"#
  }

  /// `text` safe inside an XML element or attribute; characters XML 1.0 forbids become U+FFFD.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result += "&#\(scalar.value);"
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func number(_ value: Double) -> String {
    value.isFinite ? JSONNumber.format(value) : "0"
  }
}
