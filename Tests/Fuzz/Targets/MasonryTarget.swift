#if !FUZZING
import Testing
#endif
import Reflow
import ReflowTesting

/// Fuzzes masonry two ways, chosen by the input's first choice.
///
/// A layout run decodes a container, options and up to 32 items with any values (NaN,
/// infinities, negative, huge and subnormal lengths, aspect ratios and spacings; spans and
/// lanes in and out of range) and checks:
/// - `Masonry(container:options:)` throws exactly when `ReferenceMasonry` rejects the same
///   container and options, with the same error;
/// - each `add` that throws throws the error the reference throws for the items accepted so far
///   plus this one, and changes nothing; the reference accepts every item `Masonry` accepted,
///   and their frames, lanes and content size equal the reference's (a brute-force simulation)
///   within a billionth of the largest coordinate;
/// - the result keeps `MasonryInvariants` (no overlap, inside lanes, packing, the tolerance and
///   order rules) and the state machine its own invariants;
/// - a `MasonryIndex` of the accepted items, in `.exact` and in `.stable` placement, with
///   blocks of 2, 3 or 512 items, appended in pieces, lays out as `Masonry` does and keeps its
///   invariants.
///
/// A machine run drives `MasonryIndex` through `MasonryMachine`: edits, measurements, lane
/// count changes with the anchor, scrolls and jumps, checked after every step against a layout
/// from scratch (see `MasonryMachine`).
enum MasonryTarget: FuzzTarget {
  static let name = "masonry"

  /// The machine: small blocks as often as the index's own, short runs of estimates.
  static let machine = MasonryMachine(
    setups: .masonrySetup(blockItems: [512, 2, 3, 8]),
    runLengths: .frequency((4, .int(in: 0...8)), (1, .int(in: 0...24))))

  static func violations(in input: [UInt8]) -> [String] {
    guard let first = input.first else { return layoutViolations(in: []) }
    return first % 3 == 0
      ? machine.violations(fuzzing: Array(input.dropFirst()), maximumSteps: 40)
      : layoutViolations(in: Array(input.dropFirst()))
  }

  /// Options of every kind, with values that are sometimes invalid.
  static var options: Gen<MasonryOptions> {
    let lanes = Gen<MasonryLanes>.frequency(
      (4, Gen<Int>.int(in: -1...8).map { .count($0) }),
      (2, Gen<[Double]>.array(of: FuzzValues.length(maximum: 160), count: 0...6).map {
        .fixed($0)
      }),
      (2, FuzzValues.length(maximum: 200).map { .adaptive(minimum: $0) }))
    let directions = Gen<WritingDirection?>.oneOf(
      .constant(nil), .constant(.leftToRight), .constant(.rightToLeft))
    return Gen { source in
      MasonryOptions(
        lanes: lanes.generate(using: &source),
        laneSpacing: FuzzValues.length(maximum: 24).generate(using: &source),
        itemSpacing: FuzzValues.length(maximum: 24).generate(using: &source),
        insets: FuzzValues.insets.generate(using: &source),
        direction: directions.generate(using: &source),
        axis: Gen<LayoutAxis>.anyCase.generate(using: &source),
        tolerance: Gen<Double>.frequency(
          (3, .constant(16)), (2, .constant(0)), (3, FuzzValues.length(maximum: 40))
        ).generate(using: &source))
    }
  }

  /// Items with any sizing, span and lane.
  static var item: Gen<MasonryItem> {
    let sizing = Gen<MasonryItem.Sizing>.frequency(
      (3, FuzzValues.length(maximum: 200).map { .length($0) }),
      (2, Gen<Double>.frequency(
        (4, .element(0.25, 0.5, 1, 1.5, 2, 3)), (1, FuzzValues.length(maximum: 4))
      ).map { .aspectRatio($0) }))
    let spans = Gen<Int>.frequency((6, .constant(1)), (2, .int(in: 0...9)))
    let lanes = Gen<Int?>.frequency((6, .constant(nil)), (1, Gen<Int>.int(in: -1...8).map { $0 }))
    return Gen<(MasonryItem.Sizing, Int, Int?)>.zip(sizing, spans, lanes).map {
      MasonryItem($0, span: $1, lane: $2)
    }
  }

  /// The layout oracle for one input.
  static func layoutViolations(in input: [UInt8]) -> [String] {
    var source = ChoiceSource(bytes: input)
    let options = Self.options.generate(using: &source)
    let container = FuzzValues.container.generate(using: &source)
    let items = FuzzValues.list(of: item, maximum: 32).generate(using: &source)
    let pieces = FuzzValues.list(of: Gen<Int>.int(in: 1...5), maximum: 12).generate(using: &source)
    let context = "in \(container), \(options), items \(items)"
    let reference = Result { () throws(ReflowError) in
      try ReferenceMasonry.layout([], in: container, options: options)
    }
    var masonry: Masonry
    do {
      masonry = try Masonry(container: container, options: options)
    } catch {
      guard case .failure(let wanted) = reference, "\(wanted)" == "\(error)" else {
        return ["Masonry threw \(error); the reference gave \(reference) \(context)"]
      }
      return []
    }
    if case .failure(let wanted) = reference {
      return ["Masonry accepted what the reference refused with \(wanted) \(context)"]
    }
    var accepted: [MasonryItem] = []
    for item in items {
      do {
        try masonry.add(item)
        accepted.append(item)
      } catch {
        // The reference must refuse the same item with the same error (whether it accepts the
        // others is checked once, below).
        let expected = Result { () throws(ReflowError) in
          try ReferenceMasonry.layout(accepted + [item], in: container, options: options)
        }
        guard case .failure(let wanted) = expected, "\(wanted)" == "\(error)" else {
          return ["adding \(item) threw \(error); the reference gave \(expected) \(context)"]
        }
      }
    }
    let masonryCase = MasonryCase(container: container, options: options, items: accepted)
    let output = MasonryOutput(masonry.finish())
    var found: [String] = []
    do {
      found += MasonryInvariants.agreement(output, try masonryCase.referenceLayout(), for: masonryCase)
        .map { "reference: \($0)" }
    } catch {
      return ["the reference threw \(error) for the items Masonry accepted \(context)"]
    }
    found += MasonryInvariants.violations(in: output, for: masonryCase).map { "\($0)" }
    found += masonry.checkInvariants()
    for (placement, blockItems) in [(MasonryPlacement.exact, 2), (.stable, 3), (.exact, 512)] {
      do {
        var index = try MasonryIndex(
          container: container, options: options, placement: placement,
          maximumBlockItems: blockItems)
        var start = 0
        for piece in pieces + [accepted.count] where start < accepted.count {
          let end = min(accepted.count, start + piece)
          try index.append(contentsOf: accepted[start..<end])
          start = end
        }
        found += MasonryInvariants.agreement(MasonryOutput(index), output, for: masonryCase)
          .map { "index (\(placement), blocks of \(blockItems)): \($0)" }
        found += index.checkInvariants().map { "index (\(placement)): \($0)" }
      } catch {
        found.append("MasonryIndex (\(placement)) threw \(error) for items Masonry accepted")
      }
    }
    return found.isEmpty ? [] : found + [context]
  }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMasonry(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  MasonryTarget.fuzz(data, count)
}
#else
@Suite struct MasonryTargetTests {
  @Test("Every input in the masonry corpus keeps the masonry oracles")
  func corpus() throws {
    try FuzzCorpus.replay(MasonryTarget.self)
  }
}
#endif
