import Foundation
import Reflow
import ReflowSimulation

/// Draws a simulation as a standalone SVG chart for `--svg`, from its events as they stream by.
///
/// Time runs left to right; the loaded items are a blue band from where they start to where
/// they end in the content (with placeholders, the band floats inside the whole content), drawn
/// first so the lines stay on top: the viewport's end (dashed, dark) and the scroll offset
/// (solid black). Stalls are shaded red; requests are orange ticks on the time axis, failures
/// red, jumps and refreshes purple. Where the dashed line leaves the band, the user sees the
/// loading area or placeholders. A panel under the plot shows the largest visible jump (how far
/// the content moved under the viewport) in each stretch of time.
///
/// It holds at any scale: the subtitle wraps (and is cut with an ellipsis past two lines) within
/// the chart, numbers print short (`150M`, `25k`) and long digit runs grouped (`10,000,000`),
/// every label's width is estimated from above so none crosses the edge, the offset axis turns
/// logarithmic when the content outgrows 1,000 viewports (a viewport would be under half a
/// pixel of a linear axis), and ticks too dense to tell apart (more than 100 columns with
/// requests) are drawn as counts per 10-pixel bucket.
///
/// It keeps at most ``maximumPoints`` frames (every k-th, the last always) and one count per
/// pixel column, so memory and the document stay small for any session length; numbers print
/// with 2 fixed decimals, so the same run gives the same bytes.
struct SimulationChart {
  /// The most points a line keeps.
  static let maximumPoints = 2_000
  /// The largest value, in viewports, an offset axis shows linearly; beyond, logarithmically.
  static let linearViewports = 1_000.0
  /// The most pixel columns with ticks drawn one by one; beyond, counts per bucket.
  static let maximumTickColumns = 100
  /// The width of a bucket of the counts and of the jump panel's bars, in pixels.
  static let bucketWidth = 10

  private static let width = 960.0
  private static let plotLeft = 80.0
  private static let plotWidth = 850.0
  private static let plotHeight = 380.0
  private static let jumpHeight = 90.0
  private static let fontSize = 12.0
  private static let margin = 8.0

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
  private var ticks: [SimulationEvent.Kind: [Int: Int]] = [:]
  /// The largest visible jump in each pixel column.
  private var jumps: [Double]

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
    jumps = Array(repeating: 0, count: Int(Self.plotWidth) + 1)
  }

  private func column(_ time: Double) -> Int {
    Int((Swift.min(time, timeEnd) / timeEnd * Self.plotWidth).rounded(.down))
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
      let column = column(event.time)
      if event.visibleJump.isFinite { jumps[column] = Swift.max(jumps[column], event.visibleJump) }
    case .stallStart:
      openStall = event.time
    case .stallEnd:
      guard let start = openStall else { return }
      openStall = nil
      let pixel = timeEnd / Self.plotWidth
      if let previous = stalls.last, start - previous.1 < pixel {
        stalls[stalls.count - 1].1 = event.time
      } else {
        stalls.append((start, event.time))
      }
    case .request, .fail, .jump, .refresh:
      ticks[event.kind, default: [:]][column(event.time), default: 0] += 1
    case .receive, .gap, .drop:
      break
    }
  }

  /// The offset axis: linear from 0, or logarithmic from the power of ten under the viewport's
  /// height when the content outgrows ``linearViewports`` viewports.
  private struct Scale {
    var ticks: [Double]
    var isLogarithmic: Bool
    var floor: Double
    var end: Double

    init(highest: Double, viewportHeight: Double) {
      isLogarithmic = highest > SimulationChart.linearViewports * viewportHeight
      if isLogarithmic {
        var floor = 1.0
        while floor * 10 <= viewportHeight { floor *= 10 }
        var values = [floor]
        while values[values.count - 1] < highest { values.append(values[values.count - 1] * 10) }
        ticks = values
        self.floor = floor
      } else {
        ticks = SimulationChart.ticks(upTo: highest)
        floor = 0
      }
      end = ticks.last ?? highest
    }

    /// Where `value` lies from the axis' start (0) to its end (1).
    func fraction(_ value: Double) -> Double {
      guard isLogarithmic else { return value / end }
      let clamped = Swift.max(value, floor)
      return (log10(clamped) - log10(floor)) / (log10(end) - log10(floor))
    }
  }

  /// The chart, ending with a newline.
  ///
  /// - Complexity: O(*p*), where *p* is the number of points and ticks kept.
  func render() -> String {
    let width = Self.width
    let subtitle = ChartLabel.wrapped(
      ChartLabel.grouped(caption), width: width - 2 * Self.margin, fontSize: Self.fontSize,
      maximumLines: 2)
    let plot = Rect(
      x: Self.plotLeft, y: 70 + 16 * Double(subtitle.count - 1), width: Self.plotWidth,
      height: Self.plotHeight)
    let panel = Rect(x: plot.minX, y: plot.maxY + 64, width: plot.width, height: Self.jumpHeight)
    var points = samples
    if let last, points.last?.time != last.time { points.append(last) }
    let timeTicks = Self.ticks(upTo: timeEnd)
    let scale = Scale(highest: highest, viewportHeight: viewportHeight)
    func x(_ time: Double) -> Double { plot.minX + plot.width * Swift.min(time, timeEnd) / timeEnd }
    func y(_ offset: Double) -> Double { plot.maxY - plot.height * scale.fraction(offset) }
    let (legend, legendBottom) = self.legend(top: panel.maxY + 32)
    let height = (legendBottom + 12).rounded(.up)

    var svg = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    svg += #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(width))" height="\#(n(height))""#
    svg += #" viewBox="0 0 \#(n(width)) \#(n(height))" font-family="sans-serif" font-size="12">"#
    svg += "\n"
    svg += #"  <rect width="\#(n(width))" height="\#(n(height))" fill="white"/>"# + "\n"
    svg += text("Scroll offset and loaded items over time", x: width / 2, y: 24,
                attributes: #"text-anchor="middle" font-size="16""#)
    for (index, line) in subtitle.enumerated() {
      svg += text(line, x: width / 2, y: 44 + 16 * Double(index),
                  attributes: ##"text-anchor="middle" fill="#4b5563""##)
    }

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
    for tick in scale.ticks { svg += "    " + line(plot.minX, y(tick), plot.maxX, y(tick)) + "\n" }
    svg += "  </g>\n"
    svg += ##"  <g class="axes" stroke="#374151">"## + "\n"
    svg += "    " + line(plot.minX, plot.maxY, plot.maxX, plot.maxY) + "\n"
    svg += "    " + line(plot.minX, plot.minY, plot.minX, plot.maxY) + "\n"
    svg += "  </g>\n"
    svg += ##"  <g class="labels" fill="#374151">"## + "\n"
    for tick in timeTicks {
      svg += "  " + text(ChartLabel.number(tick), x: x(tick), y: plot.maxY + 18,
                         attributes: #"text-anchor="middle""#)
    }
    for tick in scale.ticks {
      svg += "  " + text(ChartLabel.number(tick), x: plot.minX - 8, y: y(tick) + 4,
                         attributes: #"text-anchor="end""#)
    }
    svg += "  " + text("time (s)", x: plot.midX, y: plot.maxY + 36,
                       attributes: #"text-anchor="middle""#)
    let axisName = scale.isLogarithmic ? "offset (pt, log)" : "offset (pt)"
    svg += "  " + text(axisName, x: 20, y: plot.midY,
                       attributes: #"text-anchor="middle" transform="\#(rotation(20, plot.midY))""#)
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

    svg += marks(plot)
    svg += jumpPanel(panel)
    svg += legend
    return svg + "</svg>\n"
  }

  /// Requests and failures as ticks on the time axis, or as counts per bucket where they are
  /// too dense to tell apart; jumps and refreshes as lines across the plot.
  private func marks(_ plot: Rect) -> String {
    var svg = ""
    let marks: [(SimulationEvent.Kind, String, String)] = [
      (.request, "requests", "#f59e0b"), (.fail, "failures", "#dc2626"),
      (.jump, "jumps", "#7c3aed"), (.refresh, "refreshes", "#7c3aed"),
    ]
    for (kind, name, color) in marks {
      let columns = ticks[kind] ?? [:]
      let isLine = kind == .jump || kind == .refresh
      if !isLine && columns.count > Self.maximumTickColumns {
        var buckets: [Int: Int] = [:]
        for (column, count) in columns { buckets[column / Self.bucketWidth, default: 0] += count }
        let most = buckets.values.max() ?? 1
        svg += ##"  <g class="\##(name)" fill="\##(color)" data-bucket="\##(Self.bucketWidth)">"##
        svg += "\n"
        for (bucket, count) in buckets.sorted(by: { $0.key < $1.key }) {
          let length = 2 + 22 * Double(count) / Double(most)
          svg += "    " + rect(
            x: plot.minX + Double(bucket * Self.bucketWidth) + 1, y: plot.maxY - length,
            width: Double(Self.bucketWidth) - 2, height: length) + "\n"
        }
        svg += "  </g>\n"
        let label = "\(name): up to \(ChartLabel.number(Double(most))) per "
          + ChartLabel.number(timeEnd * Double(Self.bucketWidth) / plot.width) + " s"
        svg += text(label, x: plot.maxX - 4, y: plot.maxY - 30 - (kind == .fail ? 14 : 0),
                    attributes: ##"text-anchor="end" fill="\##(color)""##)
        continue
      }
      svg += ##"  <g class="\##(name)" stroke="\##(color)" stroke-width="1.5">"## + "\n"
      for column in columns.keys.sorted() {
        let left = plot.minX + Double(column)
        let length = isLine ? plot.height : 12
        svg += "    " + line(left, plot.maxY, left, plot.maxY - length) + "\n"
      }
      svg += "  </g>\n"
    }
    return svg
  }

  /// The largest visible jump in each bucket of time, as bars on an axis of its own.
  private func jumpPanel(_ panel: Rect) -> String {
    var buckets: [Double] = []
    var index = 0
    while index < jumps.count {
      buckets.append(jumps[index..<Swift.min(jumps.count, index + Self.bucketWidth)].max() ?? 0)
      index += Self.bucketWidth
    }
    let largest = buckets.max() ?? 0
    let ticks = Self.ticks(upTo: Swift.max(largest, 1))
    let end = ticks.last ?? 1
    func y(_ value: Double) -> Double { panel.maxY - panel.height * value / end }
    var svg = ##"  <g class="jump-panel" stroke="#374151">"## + "\n"
    svg += "    " + line(panel.minX, panel.maxY, panel.maxX, panel.maxY) + "\n"
    svg += "    " + line(panel.minX, panel.minY, panel.minX, panel.maxY) + "\n"
    svg += "  </g>\n"
    svg += ##"  <g class="visible-jumps" fill="#0d9488">"## + "\n"
    for (bucket, value) in buckets.enumerated() where value > 0 {
      let left = panel.minX + Double(bucket * Self.bucketWidth)
      let right = Swift.min(panel.maxX, left + Double(Self.bucketWidth))
      svg += "    " + rect(
        x: left + 1, y: y(value), width: Swift.max(0, right - left - 2),
        height: panel.maxY - y(value)) + "\n"
    }
    svg += "  </g>\n"
    svg += ##"  <g class="jump-labels" fill="#374151">"## + "\n"
    for tick in [0, end] {
      svg += "  " + text(ChartLabel.number(tick), x: panel.minX - 8, y: y(tick) + 4,
                         attributes: #"text-anchor="end""#)
    }
    let title = largest > 0
      ? "largest visible jump per \(ChartLabel.number(timeEnd * Double(Self.bucketWidth) / panel.width)) s: up to \(ChartLabel.number((largest * 100).rounded() / 100)) pt"
      : "no visible jump: the content never moved under the viewport"
    svg += "  " + text(title, x: panel.minX, y: panel.minY - 8, attributes: "")
    svg += "  " + text("jump (pt)", x: 20, y: panel.midY,
                       attributes: #"text-anchor="middle" transform="\#(rotation(20, panel.midY))""#)
    return svg + "  </g>\n"
  }

  private func rotation(_ x: Double, _ y: Double) -> String {
    "rotate(-90 \(n(x)) \(n(y)))"
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

  /// The legend from `top`, in rows that wrap within the chart's width, and where it ends.
  private func legend(top: Double) -> (String, Double) {
    var svg = ##"  <g class="legend" fill="#374151">"## + "\n"
    var left = Self.plotLeft
    var top = top
    func place(_ label: String) -> Double {
      let needed = 24 + ChartLabel.width(label, fontSize: Self.fontSize)
      if left > Self.plotLeft && left + needed > Self.width - Self.margin {
        left = Self.plotLeft
        top += 20
      }
      defer { left += needed + 16 }
      return left
    }
    for (label, fill) in [("stall", "#fecaca"), ("loaded items", "#dbeafe"),
                          ("visible jump", "#0d9488")] {
      let at = place(label)
      svg += "    " + rect(x: at, y: top - 9, width: 18, height: 12, fill: fill) + "\n"
      svg += "  " + text(label, x: at + 24, y: top + 1, attributes: "")
    }
    for label in ["offset", "viewport end", "loaded end", "request", "failure", "jump or refresh"] {
      let at = place(label)
      svg += "    <line x1=\"\(n(at))\" y1=\"\(n(top - 3))\" x2=\"\(n(at + 18))\""
      svg += " y2=\"\(n(top - 3))\" \(Self.styles[label] ?? "")/>\n"
      svg += "  " + text(label, x: at + 24, y: top + 1, attributes: "")
    }
    return (svg + "  </g>\n", top + 4)
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
