import Reflow
import ReflowTesting
import Testing

/// The anchor helper of `MasonryIndex`, in `.stable` placement with estimates: through
/// measurements, insertions above the anchored item and lane count changes, the item the
/// viewport first showed stays at exactly the same place on screen (0 px), whenever the
/// content is long enough for the offset that keeps it there, and the offset stops at the
/// content's nearest end otherwise.
///
/// Lanes are whole points wide and aspect ratios powers of two, so every coordinate is exact
/// and "the same place" means equal.
@Suite struct MasonryAnchorPropertyTests {
  enum Step: Sendable {
    case measure(item: Int, sizing: MasonryItem.Sizing)
    case insertAbove(count: Int, at: Int)
    case resize(lanes: Int, laneWidth: Double)
  }

  struct Scenario: Sendable {
    var lanes: Int
    var laneWidth: Double
    var count: Int
    var viewportFraction: Double
    var steps: [Step]
  }

  static let ratios: [Double] = [0.25, 0.5, 1, 2, 4]

  static var scenarios: Gen<Scenario> {
    let sizing = Gen<MasonryItem.Sizing>.frequency(
      (3, Gen<Double>.element(0.25, 0.5, 1, 2, 4).map { .aspectRatio($0) }),
      (1, Gen<Double>.double(in: 0...300, step: 0.5).map { .length($0) }))
    let step = Gen<Step>.frequency(
      (4, Gen<(Int, MasonryItem.Sizing)>.zip(.int(in: 0...10_000), sizing).map {
        .measure(item: $0, sizing: $1)
      }),
      (2, Gen<(Int, Int)>.zip(.int(in: 1...20), .int(in: 0...10_000)).map {
        .insertAbove(count: $0, at: $1)
      }),
      (2, Gen<(Int, Int)>.zip(.int(in: 1...5), .int(in: 100...119)).map {
        .resize(lanes: $0, laneWidth: Double($1))
      }))
    return Gen { source in
      Scenario(
        lanes: Gen<Int>.int(in: 1...5).generate(using: &source),
        laneWidth: Double(Gen<Int>.int(in: 100...119).generate(using: &source)),
        count: Gen<Int>.int(in: 200...600).generate(using: &source),
        // Up to the last screen, where the offset that keeps the item is often past the end.
        viewportFraction: Gen<Double>.double(in: 0.1...0.95, step: 0.05).generate(using: &source),
        steps: Gen<[Step]>.array(of: step, count: 1...12).generate(using: &source))
    }
  }

  @Test("An anchor does not drift through measurements, insertions above and lane changes")
  func anchorDoesNotDrift() {
    check(Self.scenarios) { scenario in
      // Adaptive lanes of at least 100 with no gaps: `lanes` lanes exactly `laneWidth` wide (up
      // to 5 lanes of less than 120 hold no sixth).
      let options = MasonryOptions(lanes: .adaptive(minimum: 100), tolerance: 16)
      var index = try MasonryIndex(
        container: Size(width: Double(scenario.lanes) * scenario.laneWidth, height: .infinity),
        options: options, placement: .stable, maximumBlockItems: 32)
      try index.append(
        contentsOf: repeatElement(MasonryItem(aspectRatio: 1), count: scenario.count),
        estimated: true)
      let length = 800.0
      let viewport = Rect(
        x: 0, y: (index.contentSize.height * scenario.viewportFraction).rounded(),
        width: index.container.width, height: length)
      guard var anchor = index.anchor(in: viewport) else { return ["no anchor in \(viewport)"] }
      // The anchor holds how far its item starts past the viewport's start, and restoring it
      // at once gives back the viewport's own offset (clamped to the content).
      guard let shown = index.frame(at: anchor.index),
        anchor.distance == shown.minY - viewport.minY,
        index.offset(restoring: anchor, viewportLength: length)
          == Swift.min(viewport.minY, Swift.max(0, index.contentSize.height - length))
      else {
        return [Violation(
          "anchor", "\(anchor) of \(viewport) restores offset"
            + " \(index.offset(restoring: anchor, viewportLength: length) as Any)")]
      }
      var found: [Violation] = []
      for (number, step) in scenario.steps.enumerated() {
        switch step {
        case .measure(let item, let sizing):
          try index.setSizing(sizing, at: item % index.count)
        case .insertAbove(let count, let at):
          let position = at % (anchor.index + 1)
          try index.insert(
            contentsOf: repeatElement(MasonryItem(aspectRatio: 1), count: count), at: position,
            estimated: true)
          anchor.index += count
        case .resize(let lanes, let laneWidth):
          try index.setContainer(Size(width: Double(lanes) * laneWidth, height: .infinity))
        }
        guard let frame = index.frame(at: anchor.index),
          let offset = index.offset(restoring: anchor, viewportLength: length)
        else { return ["step \(number + 1): the anchored item \(anchor.index) is gone"] }
        let wanted = frame.minY - anchor.distance
        // Clamped to the content: the offset cannot keep the item in place there, and stops at
        // the nearest end, where the viewport still shows content.
        let last = Swift.max(0, index.contentSize.height - length)
        guard wanted >= 0 && wanted <= last else {
          if offset != Swift.min(Swift.max(0, wanted), last) {
            found.append(Violation(
              "clamp",
              "step \(number + 1) (\(step)): item \(anchor.index) wants offset \(wanted), given"
                + " \(offset); the offsets run from 0 to \(last)"))
          }
          continue
        }
        if frame.minY - offset != anchor.distance {
          found.append(Violation(
            "drift",
            "step \(number + 1) (\(step)): item \(anchor.index) is \(frame.minY - offset) from"
              + " the viewport's start, was \(anchor.distance)"))
        }
      }
      return found + index.checkInvariants().map { Violation("index", $0) }
    }
  }
}
