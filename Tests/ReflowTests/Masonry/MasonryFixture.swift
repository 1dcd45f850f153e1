import Foundation
import Reflow
import Testing

/// One browser-computed case from `Fixtures/masonry/`: a `reflow layout` masonry document and
/// the frames Chromium's `display: grid-lanes` gave every item (see `Fixtures/README.md`).
struct MasonryFixture: Decodable, CustomTestStringConvertible, Sendable {
  struct Container: Decodable, Sendable { var width: Double; var height: Double }
  struct FixtureInsets: Decodable, Sendable { var top, leading, bottom, trailing: Double }
  /// `lanes`: a count, an array of fixed lengths, or `{"minimum": m}`.
  enum Lanes: Decodable, Sendable {
    case count(Int), fixed([Double]), minimum(Double)

    private struct Minimum: Decodable { var minimum: Double }

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let count = try? container.decode(Int.self) {
        self = .count(count)
      } else if let lengths = try? container.decode([Double].self) {
        self = .fixed(lengths)
      } else {
        self = .minimum(try container.decode(Minimum.self).minimum)
      }
    }
  }
  struct Options: Decodable, Sendable {
    var axis: String
    var lanes: Lanes
    var laneSpacing, itemSpacing, tolerance: Double
    var insets: FixtureInsets
    var direction: String
  }
  struct Item: Decodable, Sendable {
    var id: String
    var length: Double?
    var aspectRatio: Double?
    var span: Int?
    var lane: Int?
  }
  struct Expected: Decodable, Sendable { var frames: [[Double]]; var size: [Double] }

  var name: String
  var container: Container
  var masonry: Options
  var items: [Item]
  var expected: Expected

  var testDescription: String { "masonry/\(name)" }

  var containerSize: Size { Size(width: container.width, height: container.height) }

  /// The fixture's options; a name Reflow does not know is a test failure.
  func options() throws -> MasonryOptions {
    let lanes: MasonryLanes =
      switch masonry.lanes {
      case .count(let count): .count(count)
      case .fixed(let lengths): .fixed(lengths)
      case .minimum(let minimum): .adaptive(minimum: minimum)
      }
    let insets = masonry.insets
    return MasonryOptions(
      lanes: lanes, laneSpacing: masonry.laneSpacing, itemSpacing: masonry.itemSpacing,
      insets: Insets(
        top: insets.top, leading: insets.leading, bottom: insets.bottom,
        trailing: insets.trailing),
      direction: masonry.direction == "rtl" ? .rightToLeft : .leftToRight,
      axis: masonry.axis == "horizontal" ? .horizontal : .vertical, tolerance: masonry.tolerance)
  }

  /// The fixture's items.
  func masonryItems() throws -> [MasonryItem] {
    try items.map { item in
      let sizing: MasonryItem.Sizing =
        if let length = item.length { .length(length) } else {
          .aspectRatio(try #require(item.aspectRatio, "\(name): \(item.id) has no size"))
        }
      return MasonryItem(sizing, span: item.span ?? 1, lane: item.lane)
    }
  }

  /// The browser's frames.
  var expectedFrames: [Rect] {
    expected.frames.map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
  }

  /// The frames of `frames` that differ from the browser's by more than 1/16 px, as messages.
  func mismatches(_ frames: [Rect]) -> [String] {
    var found: [String] = []
    if frames.count != expected.frames.count {
      found.append("\(frames.count) frames, the browser has \(expected.frames.count)")
    }
    let tolerance = 1.0 / 16
    for (index, (frame, want)) in zip(frames, expectedFrames).enumerated() {
      let close =
        abs(frame.minX - want.minX) <= tolerance && abs(frame.minY - want.minY) <= tolerance
        && abs(frame.width - want.width) <= tolerance
        && abs(frame.height - want.height) <= tolerance
      if !close {
        found.append("item \(index) (\(items[index].id)): got \(frame), the browser has \(want)")
      }
    }
    return found
  }

  /// Every case of `Fixtures/masonry` (the 80 cases the project started from), in file-name
  /// order.
  static let all = load("masonry")

  /// Every case of `Fixtures/masonry-more`: 389 more cases from the same Chromium, random
  /// over every field (see the fixtures' README), in file-name order.
  static let more = load("masonry-more")

  /// Both corpora.
  static let every = all + more

  /// The cases in `Fixtures/folder`, in file-name order.
  private static func load(_ folder: String) -> [MasonryFixture] {
    guard let root = Bundle.module.resourceURL?.appendingPathComponent("Fixtures/\(folder)"),
      let names = try? FileManager.default.contentsOfDirectory(atPath: root.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
      try? JSONDecoder().decode(
        MasonryFixture.self, from: Data(contentsOf: root.appendingPathComponent(name)))
    }
  }
}
