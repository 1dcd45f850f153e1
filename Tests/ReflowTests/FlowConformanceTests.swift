import Foundation
import Reflow
import Testing

/// Runs every case in `Fixtures/flow`, laid out by Chromium's flexbox, and requires each frame
/// within 1/16 px of the browser's.
@Suite struct FlowConformanceTests {
  struct Fixture: Decodable, CustomTestStringConvertible {
    struct Container: Decodable { var width: Double; var height: Double }
    struct FixtureInsets: Decodable { var top, leading, bottom, trailing: Double }
    struct Options: Decodable {
      var itemSpacing, lineSpacing: Double
      var alignment, itemAlignment, direction, axis: String
      var insets: FixtureInsets
    }
    struct Item: Decodable { var id: String; var width, height: Double }
    struct Frame: Decodable { var id: String; var x, y, width, height: Double }
    struct Expected: Decodable { var frames: [Frame] }

    var name: String
    var container: Container
    var options: Options
    var items: [Item]
    var expected: Expected

    var testDescription: String { name }

    func flowOptions() throws -> FlowOptions {
      let direction: WritingDirection = try #require(WritingDirection(rawValue: options.direction))
      return FlowOptions(
        itemSpacing: options.itemSpacing,
        lineSpacing: options.lineSpacing,
        insets: Insets(
          top: options.insets.top, leading: options.insets.leading,
          bottom: options.insets.bottom, trailing: options.insets.trailing),
        alignment: try #require(FlowAlignment(rawValue: options.alignment)),
        itemAlignment: try #require(FlowItemAlignment(rawValue: options.itemAlignment)),
        direction: direction,
        axis: try #require(LayoutAxis(rawValue: options.axis)))
    }
  }

  static let fixtures: [Fixture] = {
    guard let root = Bundle.module.resourceURL?.appendingPathComponent("Fixtures/flow"),
      let names = try? FileManager.default.contentsOfDirectory(atPath: root.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
      try? JSONDecoder().decode(
        Fixture.self, from: Data(contentsOf: root.appendingPathComponent(name)))
    }
  }()

  @Test("All 200 browser fixtures are present and decode")
  func fixturesLoad() {
    #expect(Self.fixtures.count == 200)
  }

  @Test("Every frame matches Chromium's flexbox within 1/16 px", arguments: fixtures)
  func matchesBrowser(_ fixture: Fixture) throws {
    let result = try Flow.layout(
      fixture.items.map { Size(width: $0.width, height: $0.height) },
      in: Size(width: fixture.container.width, height: fixture.container.height),
      options: try fixture.flowOptions())
    try #require(result.frames.count == fixture.expected.frames.count)
    for (index, (frame, expected)) in zip(result.frames, fixture.expected.frames).enumerated() {
      let tolerance = 1.0 / 16
      let matches =
        abs(frame.minX - expected.x) <= tolerance && abs(frame.minY - expected.y) <= tolerance
        && abs(frame.width - expected.width) <= tolerance
        && abs(frame.height - expected.height) <= tolerance
      #expect(
        matches,
        "\(fixture.name) item \(index) (\(expected.id)): got \(frame), browser has (\(expected.x), \(expected.y), \(expected.width), \(expected.height))"
      )
    }
  }
}
