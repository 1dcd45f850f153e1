import Reflow
import ReflowSimulation

/// Draws a simulation as a standalone SVG chart for `--svg`, from its events as they stream by.
///
/// Time runs left to right; the loaded items are a blue band from where they start to where
/// they end in the content (with placeholders, the band floats inside the whole content), drawn
/// first so the lines stay on top: the viewport's end (dashed, dark) and the scroll offset
/// (solid black). Stalls are shaded red; requests are orange ticks on the time axis, failures
/// red, jumps and refreshes purple. Where the dashed line leaves the band, the user sees the
/// loading area or placeholders.
///
/// It keeps at most ``maximumPoints`` frames (every k-th, the last always) and one tick or stall
/// edge per pixel column, so memory and the document stay small for any session length; numbers
/// print with 2 fixed decimals, so the same run gives the same bytes.
struct SimulationChart {
  /// The most points a line keeps.
  static let maximumPoints = 2_000

  private static let width = 960.0
  private static let height = 540.0
  private static let plot = Rect(x: 80, y: 70, width: 850, height: 380)

  private struct Sample {
    var time, offset, loadedTop, loadedBottom: Double
  }

  private let timeEnd: Double
  private let viewportHeight: Double
  private let caption: String
  private let stride: Int
  private var frames = 0
  private var samples: [Sample] = []
  private var last: Sample?
  private var highest: Double
  private var stalls: [(Double, Double)] = []
  private var openStall: Double?
  private var ticks: [SimulationEvent.Kind: Set<Int>] = [:]

  /// A chart for a session of `frames` frames lasting `duration` seconds.
  ///
  /// - Parameters:
  ///   - frames: How many frame events will come, to thin them evenly.
  ///   - duration: The session's length, the time axis' end.
  ///   - viewportHeight: The viewport's height, for the viewport's end.
  ///   - caption: The scenario, shown under the title.
  init(frames: Int, duration: Double, viewportHeight: Double, caption: String) {
    timeEnd = duration > 0 ? duration : 1
    self.viewportHeight = viewportHeight
    self.caption = caption
    stride = Swift.max(1, (frames + Self.maximumPoints - 2) / (Self.maximumPoints - 1))
    highest = viewportHeight
  }

  private func column(_ time: Double) -> Int {
    Int((Swift.min(time, timeEnd) / timeEnd * Self.plot.width).rounded(.down))
  }

  /// Takes the next event.
  ///
  /// - Complexity: O(1).
  mutating func add(_ event: SimulationEvent) {
    switch event.kind {
    case .frame:
      let sample = Sample(
        time: event.time, offset: event.offset, loadedTop: event.loadedTop,
        loadedBottom: event.loadedBottom)
      if frames % stride == 0 { samples.append(sample) }
      frames += 1
      last = sample
      highest = Swift.max(highest, event.loadedBottom, event.offset + viewportHeight)
    case .stallStart:
      openStall = event.time
    case .stallEnd:
      guard let start = openStall else { return }
      openStall = nil
      let pixel = timeEnd / Self.plot.width
      if let previous = stalls.last, start - previous.1 < pixel {
        stalls[stalls.count - 1].1 = event.time
      } else {
        stalls.append((start, event.time))
      }
    case .request, .fail, .jump, .refresh:
      ticks[event.kind, default: []].insert(column(event.time))
    case .receive, .gap, .drop:
      break
    }
  }

  /// The chart, ending with a newline.
  ///
  /// - Complexity: O(*p*), where *p* is the number of points and ticks kept.
  func render() -> String {
    let plot = Self.plot
    var points = samples
    if let last, points.last?.time != last.time { points.append(last) }
    let timeTicks = Self.ticks(upTo: timeEnd)
    let offsetTicks = Self.ticks(upTo: highest)
    let offsetEnd = offsetTicks.last ?? highest
    func x(_ time: Double) -> Double { plot.minX + plot.width * Swift.min(time, timeEnd) / timeEnd }
    func y(_ offset: Double) -> Double { plot.maxY - plot.height * offset / offsetEnd }
    let (width, height) = (Self.width, Self.height)

    var svg = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    svg += #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(width))" height="\#(n(height))""#
    svg += #" viewBox="0 0 \#(n(width)) \#(n(height))" font-family="sans-serif" font-size="12">"#
    svg += "\n"
    svg += #"  <rect width="\#(n(width))" height="\#(n(height))" fill="white"/>"# + "\n"
    svg += text("Scroll offset and loaded items over time", x: width / 2, y: 24,
                attributes: #"text-anchor="middle" font-size="16""#)
    svg += text(caption, x: width / 2, y: 44,
                attributes: ##"text-anchor="middle" fill="#4b5563""##)

    svg += ##"  <g class="stalls" fill="#fecaca">"## + "\n"
    var spans = stalls
    if let openStall { spans.append((openStall, timeEnd)) }
    for (start, end) in spans {
      svg += "    " + rect(x: x(start), y: plot.minY, width: x(end) - x(start),
                             height: plot.height) + "\n"
    }
    svg += "  </g>\n"

    svg += ##"  <g class="grid" stroke="#e5e7eb">"## + "\n"
    for tick in timeTicks { svg += "    " + line(x(tick), plot.minY, x(tick), plot.maxY) + "\n" }
    for tick in offsetTicks { svg += "    " + line(plot.minX, y(tick), plot.maxX, y(tick)) + "\n" }
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

    // The band first: the lines drawn after it stay visible where they meet its edge.
    let band = points.map { (x($0.time), y($0.loadedBottom)) }
      + points.reversed().map { (x($0.time), y($0.loadedTop)) }
    let list = band.map { n($0.0) + "," + n($0.1) }.joined(separator: " ")
    svg += ##"  <polygon class="loaded" fill="#dbeafe" stroke="none" points="\##(list)"/>"## + "\n"
    svg += polyline(points.map { (x($0.time), y($0.loadedBottom)) }, "loaded-end",
                    Self.styles["loaded end"] ?? "")
    svg += polyline(points.map { (x($0.time), y($0.offset + viewportHeight)) }, "viewport-end",
                    Self.styles["viewport end"] ?? "")
    svg += polyline(points.map { (x($0.time), y($0.offset)) }, "offset",
                    Self.styles["offset"] ?? "")

    let marks: [(SimulationEvent.Kind, String, String)] = [
      (.request, "requests", "#f59e0b"), (.fail, "failures", "#dc2626"),
      (.jump, "jumps", "#7c3aed"), (.refresh, "refreshes", "#7c3aed"),
    ]
    for (kind, name, color) in marks {
      svg += ##"  <g class="\##(name)" stroke="\##(color)" stroke-width="1.5">"## + "\n"
      for column in (ticks[kind] ?? []).sorted() {
        let left = plot.minX + Double(column)
        let length = kind == .jump || kind == .refresh ? plot.height : 12
        svg += "    " + line(left, plot.maxY, left, plot.maxY - length) + "\n"
      }
      svg += "  </g>\n"
    }
    svg += legend()
    return svg + "</svg>\n"
  }

  /// Each line's look, also used by the legend.
  private static let styles: [String: String] = [
    "offset": ##"stroke="#111827" stroke-width="1.5""##,
    "viewport end": ##"stroke="#374151" stroke-width="1.5" stroke-dasharray="6 3""##,
    "loaded end": ##"stroke="#60a5fa" stroke-width="3""##,
    "request": ##"stroke="#f59e0b" stroke-width="1.5""##,
    "failure": ##"stroke="#dc2626" stroke-width="1.5""##,
    "jump or refresh": ##"stroke="#7c3aed" stroke-width="1.5""##,
  ]

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

  private func legend() -> String {
    let plot = Self.plot
    var svg = ##"  <g class="legend" fill="#374151">"## + "\n"
    var left = plot.minX
    let top = plot.maxY + 62
    for (label, fill) in [("stall", "#fecaca"), ("loaded items", "#dbeafe")] {
      svg += "    " + rect(x: left, y: top - 9, width: 18, height: 12, fill: fill) + "\n"
      svg += "  " + text(label, x: left + 24, y: top + 1, attributes: "")
      left += 24 + Double(label.count) * 7 + 24
    }
    for label in ["offset", "viewport end", "loaded end", "request", "failure", "jump or refresh"] {
      svg += "    <line x1=\"\(n(left))\" y1=\"\(n(top - 3))\" x2=\"\(n(left + 18))\""
      svg += " y2=\"\(n(top - 3))\" \(Self.styles[label] ?? "")/>\n"
      svg += "  " + text(label, x: left + 24, y: top + 1, attributes: "")
      left += 24 + Double(label.count) * 6 + 16
    }
    return svg + "  </g>\n"
  }

  private func polyline(_ points: [(Double, Double)], _ name: String, _ style: String) -> String {
    let list = points.map { n($0.0) + "," + n($0.1) }.joined(separator: " ")
    return #"  <polyline class="\#(name)" fill="none" \#(style) points="\#(list)"/>"# + "\n"
  }

  private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
    #"<line x1="\#(n(x1))" y1="\#(n(y1))" x2="\#(n(x2))" y2="\#(n(y2))"/>"#
  }

  private func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String? = nil
  ) -> String {
    let fill = fill.map { #" fill="\#($0)""# } ?? ""
    return #"<rect x="\#(n(x))" y="\#(n(y))" width="\#(n(width))" height="\#(n(height))"\#(fill)/>"#
  }

  private func text(_ content: String, x: Double, y: Double, attributes: String) -> String {
    let extra = attributes.isEmpty ? "" : " " + attributes
    return "  <text x=\"\(n(x))\" y=\"\(n(y))\"\(extra)>\(SVGFormat.escaped(content))</text>\n"
  }

  private func n(_ value: Double) -> String { FixedDecimal.format(value, digits: 2) }
}
