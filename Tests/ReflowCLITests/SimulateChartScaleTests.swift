import Foundation
import ReflowTesting
import Testing

@testable import ReflowCLI

/// The `--svg` chart holds at any scale: over ten million items every label stays inside the
/// picture, numbers print short, dense ticks become counts, and the offset axis turns
/// logarithmic.
@Suite struct SimulateChartScaleTests {
  /// One `<text>` element: where it is anchored, how, its font size, rotation and content.
  struct Label {
    var x, y, fontSize: Double
    var anchor: String
    var isRotated: Bool
    var content: String
  }

  /// The value of `name="…"` in `tag`.
  static func attribute(_ name: String, in tag: Substring) -> String? {
    guard let start = tag.range(of: " \(name)=\"") else { return nil }
    return String(tag[start.upperBound...].prefix { $0 != "\"" })
  }

  /// Every `<text>` element of `svg`, its content unescaped.
  static func labels(in svg: String) -> [Label] {
    svg.components(separatedBy: "<text").dropFirst().compactMap { piece in
      let element = Substring(piece)
      guard let close = element.firstIndex(of: ">"),
        let end = element.range(of: "</text>")
      else { return nil }
      let tag = element[..<close]
      let content = element[element.index(after: close)..<end.lowerBound]
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"")
        .replacingOccurrences(of: "&amp;", with: "&")
      return Label(
        x: Double(attribute("x", in: tag) ?? "") ?? .nan,
        y: Double(attribute("y", in: tag) ?? "") ?? .nan,
        fontSize: Double(attribute("font-size", in: tag) ?? "12") ?? 12,
        anchor: attribute("text-anchor", in: tag) ?? "start",
        isRotated: attribute("transform", in: tag)?.hasPrefix("rotate(-90") ?? false,
        content: content)
    }
  }

  /// `label`'s box, estimated as a browser would at most draw it: 0.6 em a character, from
  /// 1 em above the baseline to 0.3 em below; a label rotated a quarter turn about its anchor
  /// runs upward from it.
  static func extent(of label: Label) -> (minX: Double, maxX: Double, minY: Double, maxY: Double) {
    let length = Double(label.content.count) * 0.6 * label.fontSize
    let start: Double =
      switch label.anchor {
      case "middle": -length / 2
      case "end": -length
      default: 0
      }
    if label.isRotated {
      // Along the text is up the page; above the baseline is to the left.
      return (label.x - label.fontSize, label.x + 0.3 * label.fontSize,
              label.y - (start + length), label.y - start)
    }
    return (label.x + start, label.x + start + length,
            label.y - label.fontSize, label.y + 0.3 * label.fontSize)
  }

  /// The `viewBox` size of `svg`.
  static func viewBox(of svg: String) throws -> (width: Double, height: Double) {
    let box = try #require(attribute("viewBox", in: Substring(svg)))
    let numbers = box.split(separator: " ").compactMap { Double($0) }
    try #require(numbers.count == 4)
    return (numbers[2], numbers[3])
  }

  /// Ten million items, a jump, and a swing, for 2 minutes: long enough for requests to fall in
  /// over 100 pixel columns (so they are counted per bucket), where the help's 10 minutes would
  /// cost minutes of a debug build's test run.
  static let tenMillion = [
    "simulate", "--items", "10000000", "--total-known", "--max-loaded-items", "2000",
    "--jump", "10s@9000000", "--scroll", "swing:1000:50s", "--format", "json",
    "--duration", "2min",
  ]

  @Test("Over ten million items every label lies inside the chart and prints short")
  func tenMillionItems() throws {
    let path = CLIRunner.temporaryPath(".svg").path
    let run = try CLIRunner.run(Self.tenMillion + ["--svg", path])
    #expect(run.status == 0)
    let svg = try SimulateFixture.take(path)
    let (width, height) = try Self.viewBox(of: svg)
    let labels = Self.labels(in: svg)
    #expect(labels.count > 20)
    for label in labels {
      let box = Self.extent(of: label)
      #expect(
        box.minX >= 0 && box.maxX <= width && box.minY >= 0 && box.maxY <= height,
        "\(label.content) spans \(box) of \(width)x\(height)")
      // No run of 7 or more digits: 150000000 prints as 150M, 10000000 as 10,000,000.
      #expect(label.content.range(of: "[0-9]{7,}", options: .regularExpression) == nil,
              "\(label.content)")
    }
    // The subtitle names the scenario in full, over two lines.
    let subtitle = labels.filter { $0.y > 24 && $0.y < 70 }.map(\.content).joined(separator: " ")
    #expect(subtitle.contains("10,000,000 items") && subtitle.contains("jump 10s@9,000,000"))
    #expect(subtitle.hasSuffix("seed 42"))
    // A content of billions of points: the offset axis is logarithmic, in powers of ten.
    #expect(labels.contains { $0.content == "offset (pt, log)" })
    for power in ["1000", "10k", "100k", "1M", "10M", "100M"] {
      #expect(labels.contains { $0.content == power && $0.anchor == "end" }, "\(power)")
    }
    // Requests are counted per bucket, not drawn as a solid bar of ticks.
    let elements = svg.components(separatedBy: "\n")
    let ticks = elements.filter { $0.contains("<line") || $0.contains("<rect") }
    #expect(ticks.count < 600, "\(ticks.count) lines and rectangles")
    #expect(svg.contains(##"<g class="requests" fill="#f59e0b" data-bucket="10">"##))
    #expect(labels.contains { $0.content.hasPrefix("requests: up to ") })
    // The visible jump has its own panel.
    #expect(svg.contains(#"<g class="visible-jumps""#))
    #expect(labels.contains { $0.content.hasPrefix("largest visible jump per ") })
  }

  @Test("A label that would cross the edge is caught by the extent check")
  func extentCheckCanFail() {
    let wide = Label(x: 940, y: 30, fontSize: 12, anchor: "start", isRotated: false,
                     content: "150000000")
    #expect(Self.extent(of: wide).maxX > 960)
    let tall = Label(x: 20, y: 30, fontSize: 12, anchor: "middle", isRotated: true,
                     content: "offset (pt)")
    #expect(Self.extent(of: tall).minY < 0)
  }

  @Test("Numbers print short and digit runs grouped", arguments: [
    (150_000_000.0, "150M"), (1_500, "1500"), (25_000, "25k"), (999_499, "999k"),
    (999_500, "1M"), (1_250_000, "1.25M"), (0.5, "0.5"), (2e9, "2G"),
  ])
  func numbers(value: Double, text: String) {
    #expect(ChartLabel.number(value) == text)
  }

  @Test("Digit runs of 5 or more are grouped, decimals are not")
  func grouping() {
    #expect(ChartLabel.grouped("10000000 items, 2000 loaded, 10s@9000000, 0.123456")
      == "10,000,000 items, 2000 loaded, 10s@9,000,000, 0.123456")
  }

  @Test("A caption wraps after commas into two lines and the rest is cut with an ellipsis")
  func wrapping() {
    let text = (1...40).map { "setting \($0)" }.joined(separator: ", ")
    let lines = ChartLabel.wrapped(text, width: 300, fontSize: 12, maximumLines: 2)
    #expect(lines.count == 2)
    for line in lines { #expect(ChartLabel.width(line, fontSize: 12) <= 300, "\(line)") }
    #expect(lines[0].hasSuffix(",") && lines[1].hasSuffix("…"))
    #expect(ChartLabel.wrapped("short", width: 300, fontSize: 12, maximumLines: 2) == ["short"])
  }
}
