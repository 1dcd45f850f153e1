import Reflow
import ReflowSimulation

/// Draws a simulation's timeline as a standalone SVG chart for `--svg`.
///
/// Time runs left to right; the scroll offset (solid black), the viewport's end (dashed grey)
/// and the loaded content's end (blue steps) rise up the chart. Stalls are shaded red, from
/// when the user is held at the loaded end to when content arrives; each request is an orange
/// tick on the time axis and each failure a red one. Where the grey line meets the blue one the
/// user is looking at the loading area. Polylines are thinned to at most
/// ``maximumPoints`` points and numbers print with 2 fixed decimals, so the document is small,
/// valid XML and the same bytes for the same run.
enum SimulationChart {
  /// The most points a polyline keeps.
  static let maximumPoints = 2_000

  private static let width = 960.0
  private static let height = 540.0
  private static let plot = Rect(x: 80, y: 70, width: 850, height: 380)

  /// The chart of `events`, ending with a newline.
  ///
  /// - Parameters:
  ///   - events: The run's timeline, in time order.
  ///   - duration: The simulated session's length, the time axis' end.
  ///   - viewportHeight: The viewport's height, for the viewport's end.
  ///   - caption: One line naming the scenario, shown under the title.
  /// - Complexity: O(*e*), where *e* is the number of events.
  static func render(
    _ events: [SimulationEvent], duration: Double, viewportHeight: Double, caption: String
  ) -> String {
    let frames = events.filter { $0.kind == .frame }
    let timeEnd = duration > 0 ? duration : 1
    let highest = events.reduce(viewportHeight) {
      Swift.max($0, $1.contentLength, $1.offset + viewportHeight)
    }
    let timeTicks = ticks(upTo: timeEnd)
    let offsetTicks = ticks(upTo: highest)
    let offsetEnd = offsetTicks.last ?? highest
    func x(_ time: Double) -> Double { plot.minX + plot.width * Swift.min(time, timeEnd) / timeEnd }
    func y(_ offset: Double) -> Double { plot.maxY - plot.height * offset / offsetEnd }

    var svg = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    svg += #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(width))" height="\#(n(height))""#
    svg += #" viewBox="0 0 \#(n(width)) \#(n(height))" font-family="sans-serif" font-size="12">"#
    svg += "\n"
    svg += #"  <rect width="\#(n(width))" height="\#(n(height))" fill="white"/>"# + "\n"
    svg += text("Scroll offset and loaded content over time", x: width / 2, y: 24,
                attributes: #"text-anchor="middle" font-size="16""#)
    svg += text(caption, x: width / 2, y: 44,
                attributes: ##"text-anchor="middle" fill="#4b5563""##)

    svg += ##"  <g class="stalls" fill="#fecaca">"## + "\n"
    for (start, end) in stalls(events, end: timeEnd) {
      svg += "    " + rect(x: x(start), y: plot.minY, width: x(end) - x(start),
                             height: plot.height) + "\n"
    }
    svg += "  </g>\n"

    svg += ##"  <g class="grid" stroke="#e5e7eb">"## + "\n"
    for tick in timeTicks {
      svg += "    " + line(x(tick), plot.minY, x(tick), plot.maxY) + "\n"
    }
    for tick in offsetTicks {
      svg += "    " + line(plot.minX, y(tick), plot.maxX, y(tick)) + "\n"
    }
    svg += "  </g>\n"

    svg += ##"  <g class="axes" stroke="#374151">"## + "\n"
    svg += "    " + line(plot.minX, plot.maxY, plot.maxX, plot.maxY) + "\n"
    svg += "    " + line(plot.minX, plot.minY, plot.minX, plot.maxY) + "\n"
    svg += "  </g>\n"
    svg += ##"  <g class="labels" fill="#374151">"## + "\n"
    for tick in timeTicks {
      svg += "  " + text(SimulationSyntax.describe(tick), x: x(tick), y: plot.maxY + 18,
                         attributes: #"text-anchor="middle""#)
    }
    for tick in offsetTicks {
      svg += "  " + text(SimulationSyntax.describe(tick), x: plot.minX - 8, y: y(tick) + 4,
                         attributes: #"text-anchor="end""#)
    }
    svg += "  " + text("time (s)", x: plot.midX, y: plot.maxY + 40,
                       attributes: #"text-anchor="middle""#)
    let rotation = "rotate(-90 20 \(n(plot.midY)))"
    svg += "  " + text("offset (pt)", x: 20, y: plot.midY,
                       attributes: #"text-anchor="middle" transform="\#(rotation)""#)
    svg += "  </g>\n"

    var content: [(Double, Double)] = [(0, events.first?.contentLength ?? 0)]
    for event in events where event.contentLength != content[content.count - 1].1 {
      content.append((event.time, content[content.count - 1].1))
      content.append((event.time, event.contentLength))
    }
    content.append((timeEnd, content[content.count - 1].1))
    let sampled = thinned(frames)
    svg += polyline(content.map { (x($0.0), y($0.1)) }, "content-end",
                    ##"stroke="#2563eb" stroke-width="2""##)
    svg += polyline(sampled.map { (x($0.time), y($0.offset + viewportHeight)) }, "viewport-end",
                    ##"stroke="#9ca3af" stroke-dasharray="5 3""##)
    svg += polyline(sampled.map { (x($0.time), y($0.offset)) }, "offset",
                    ##"stroke="#111827" stroke-width="1.5""##)

    for (kind, color) in [(SimulationEvent.Kind.request, "#f59e0b"), (.fail, "#dc2626")] {
      let name = kind == .request ? "requests" : "failures"
      svg += ##"  <g class="\##(name)" stroke="\##(color)" stroke-width="1.5">"## + "\n"
      for event in events where event.kind == kind {
        svg += "    " + line(x(event.time), plot.maxY, x(event.time), plot.maxY - 12) + "\n"
      }
      svg += "  </g>\n"
    }
    svg += legend()
    return svg + "</svg>\n"
  }

  /// Stall spans as (start, end) times; one still open at the end runs to `end`.
  static func stalls(_ events: [SimulationEvent], end: Double) -> [(Double, Double)] {
    var spans: [(Double, Double)] = []
    var start: Double?
    for event in events {
      if event.kind == .stallStart { start = event.time }
      if event.kind == .stallEnd, let begun = start {
        spans.append((begun, event.time))
        start = nil
      }
    }
    if let begun = start { spans.append((begun, end)) }
    return spans
  }

  /// Round tick values from 0 to the first tick at or above `maximum`: steps of 1, 2 or 5
  /// times a power of ten, about 5 to 10 of them.
  static func ticks(upTo maximum: Double) -> [Double] {
    guard maximum.isFinite, maximum > 0 else { return [0, 1] }
    let rough = maximum / 6
    var magnitude = 1.0
    while magnitude * 10 <= rough { magnitude *= 10 }
    while magnitude > rough { magnitude /= 10 }
    let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? magnitude * 10
    var values: [Double] = [0]
    while values[values.count - 1] < maximum - step * 1e-9 {
      values.append(Double(values.count) * step)
    }
    return values
  }

  /// Every k-th frame so at most ``maximumPoints`` remain, always keeping the last.
  static func thinned(_ frames: [SimulationEvent]) -> [SimulationEvent] {
    guard frames.count > maximumPoints else { return frames }
    let stride = (frames.count + maximumPoints - 2) / (maximumPoints - 1)
    var kept = Swift.stride(from: 0, to: frames.count, by: stride).map { frames[$0] }
    if let last = frames.last, kept.last != last { kept.append(last) }
    return kept
  }

  private static func legend() -> String {
    let entries: [(String, String)] = [
      ("offset", ##"stroke="#111827" stroke-width="1.5""##),
      ("viewport end", ##"stroke="#9ca3af" stroke-dasharray="5 3""##),
      ("loaded content end", ##"stroke="#2563eb" stroke-width="2""##),
      ("request", ##"stroke="#f59e0b" stroke-width="1.5""##),
      ("failure", ##"stroke="#dc2626" stroke-width="1.5""##),
    ]
    var svg = ##"  <g class="legend" fill="#374151">"## + "\n"
    var left = plot.minX
    let top = plot.maxY + 62
    svg += "    " + rect(x: left, y: top - 9, width: 18, height: 12, fill: "#fecaca") + "\n"
    svg += "  " + text("stall", x: left + 24, y: top + 1, attributes: "")
    left += 80
    for (label, attributes) in entries {
      svg += "    <line x1=\"\(n(left))\" y1=\"\(n(top - 3))\" x2=\"\(n(left + 18))\""
      svg += " y2=\"\(n(top - 3))\" \(attributes)/>\n"
      svg += "  " + text(label, x: left + 24, y: top + 1, attributes: "")
      left += 24 + Double(label.count) * 7 + 24
    }
    return svg + "  </g>\n"
  }

  private static func polyline(_ points: [(Double, Double)], _ name: String, _ style: String)
    -> String
  {
    let list = points.map { n($0.0) + "," + n($0.1) }.joined(separator: " ")
    return #"  <polyline class="\#(name)" fill="none" \#(style) points="\#(list)"/>"# + "\n"
  }

  private static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
    #"<line x1="\#(n(x1))" y1="\#(n(y1))" x2="\#(n(x2))" y2="\#(n(y2))"/>"#
  }

  private static func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String? = nil
  ) -> String {
    let fill = fill.map { #" fill="\#($0)""# } ?? ""
    return #"<rect x="\#(n(x))" y="\#(n(y))" width="\#(n(width))" height="\#(n(height))"\#(fill)/>"#
  }

  private static func text(_ content: String, x: Double, y: Double, attributes: String)
    -> String
  {
    let extra = attributes.isEmpty ? "" : " " + attributes
    return "  <text x=\"\(n(x))\" y=\"\(n(y))\"\(extra)>\(SVGFormat.escaped(content))</text>\n"
  }

  private static func n(_ value: Double) -> String { FixedDecimal.format(value, digits: 2) }
}
