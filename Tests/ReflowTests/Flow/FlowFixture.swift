import Foundation
import Reflow
import Testing

/// One browser-computed case from `Fixtures/<corpus>/`: the input of `reflow layout` and the
/// frames Chromium's flexbox gave every item (see `Fixtures/README.md`).
struct FlowFixture: Decodable, CustomTestStringConvertible, Sendable {
  struct Container: Decodable, Sendable { var width: Double; var height: Double }
  struct FixtureInsets: Decodable, Sendable { var top, leading, bottom, trailing: Double }
  struct Options: Decodable, Sendable {
    var itemSpacing, lineSpacing: Double
    var alignment, itemAlignment, direction, axis: String
    var insets: FixtureInsets
    var lineAlignment: String?
    var lineBreaking: String?
    var lineLimit: Int?
    var maxItemsPerLine: Int?
  }
  struct Item: Decodable, Sendable {
    var id: String
    var width, height: Double
    var grow: Double?
    var baseline: Double?
    var breakBefore: Bool?
  }
  struct Frame: Decodable, Sendable { var id: String; var x, y, width, height: Double }
  struct Expected: Decodable, Sendable { var frames: [Frame]; var hiddenCount: Int? }

  /// The corpus folder the case came from.
  var corpus = ""
  var name: String
  var container: Container
  var options: Options
  var items: [Item]
  var expected: Expected

  private enum CodingKeys: String, CodingKey { case name, container, options, items, expected }

  var testDescription: String { "\(corpus)/\(name)" }

  var containerSize: Size { Size(width: container.width, height: container.height) }

  /// Whether any item carries a per-item property: the others lay out from sizes alone.
  var hasItemProperties: Bool {
    items.contains { $0.grow != nil || $0.baseline != nil || $0.breakBefore != nil }
  }

  var sizes: [Size] { items.map { Size(width: $0.width, height: $0.height) } }

  var flowItems: [FlowItem] {
    items.map {
      FlowItem(Size(width: $0.width, height: $0.height), grow: $0.grow ?? 0,
               baseline: $0.baseline, breakBefore: $0.breakBefore ?? false)
    }
  }

  /// The fixture's options as `FlowOptions`; a name Reflow does not know is a test failure.
  func flowOptions() throws -> FlowOptions {
    func choice<Choice: RawRepresentable<String>>(_ name: String?, _ type: Choice.Type) throws
      -> Choice?
    {
      guard let name else { return nil }
      guard let value = Choice(rawValue: name) else { throw UnknownName(name: name) }
      return value
    }
    let insets = options.insets
    return FlowOptions(
      itemSpacing: options.itemSpacing,
      lineSpacing: options.lineSpacing,
      insets: Insets(
        top: insets.top, leading: insets.leading, bottom: insets.bottom,
        trailing: insets.trailing),
      alignment: try choice(options.alignment, FlowAlignment.self) ?? .leading,
      itemAlignment: try choice(options.itemAlignment, FlowItemAlignment.self) ?? .top,
      direction: try choice(options.direction, WritingDirection.self),
      axis: try choice(options.axis, LayoutAxis.self) ?? .horizontal,
      lineAlignment: try choice(options.lineAlignment, FlowLineAlignment.self) ?? .top,
      lineBreaking: try choice(options.lineBreaking, FlowLineBreaking.self) ?? .greedy,
      lineLimit: options.lineLimit,
      maxItemsPerLine: options.maxItemsPerLine)
  }

  struct UnknownName: Error { var name: String }

  /// The frames of `frames` that differ from the browser's by more than 1/16 px, as messages.
  func mismatches(_ frames: [Rect], hiddenCount: Int) -> [String] {
    var found: [String] = []
    if frames.count != expected.frames.count {
      found.append("\(frames.count) frames, the browser has \(expected.frames.count)")
    }
    if hiddenCount != (expected.hiddenCount ?? 0) {
      found.append("hiddenCount \(hiddenCount), the browser has \(expected.hiddenCount ?? 0)")
    }
    let tolerance = 1.0 / 16
    for (index, (frame, want)) in zip(frames, expected.frames).enumerated() {
      let close =
        abs(frame.minX - want.x) <= tolerance && abs(frame.minY - want.y) <= tolerance
        && abs(frame.width - want.width) <= tolerance
        && abs(frame.height - want.height) <= tolerance
      if !close {
        found.append(
          "item \(index) (\(want.id)): got \(frame), the browser has"
            + " (\(want.x), \(want.y), \(want.width), \(want.height))")
      }
    }
    return found
  }

  /// Every corpus folder under `Fixtures/`, by name.
  static let corpora = [
    "flow", "flow-stress", "flow-grow", "flow-line-alignment", "flow-stretch-baseline",
    "flow-break-before", "flow-balance", "flow-line-limit",
  ]

  /// The cases of `corpus`, in file-name order.
  static func load(_ corpus: String) -> [FlowFixture] {
    guard let root = Bundle.module.resourceURL?.appendingPathComponent("Fixtures/\(corpus)"),
      let names = try? FileManager.default.contentsOfDirectory(atPath: root.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
      guard var fixture = try? JSONDecoder().decode(
        FlowFixture.self, from: Data(contentsOf: root.appendingPathComponent(name)))
      else { return nil }
      fixture.corpus = corpus
      return fixture
    }
  }

  /// Every case of every corpus.
  static let all: [FlowFixture] = corpora.flatMap(load)
}
