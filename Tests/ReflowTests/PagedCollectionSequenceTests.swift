@testable import Reflow
import Testing

/// Long random sequences of requests, answers (in and out of order, duplicated, stale),
/// failures, retries, growth, shrinkage and invalidation, with every invariant checked after
/// every step against a model of the source.
@Suite struct PagedCollectionSequenceTests {
  private struct Failure: Error {}

  /// SplitMix64: small, fast and deterministic.
  private struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  static let sequences = 2_000
  static let steps = 120

  @Test("Every invariant holds after every step of 2,000 random sequences")
  func randomSequences() throws {
    for seed in 0..<UInt64(Self.sequences) {
      if let failure = try run(seed: seed) {
        Issue.record("seed \(seed): \(failure)")
        return
      }
    }
  }

  /// Runs one sequence; returns a description of the first broken rule.
  private func run(seed: UInt64) throws -> String? {
    var random = Random(state: seed)
    let pageSize = 1 + random.below(5)
    var nextValue = 0
    func makeElements(_ count: Int) -> [Int] {
      defer { nextValue += count }
      return Array(nextValue..<(nextValue + count))
    }
    var source = makeElements(random.below(4 * pageSize))
    var collection = try PagedCollection<Int>(
      pageSize: pageSize, totalCount: random.below(2) == 0 ? source.count : nil,
      maximumRequestsInFlight: 1 + random.below(3))
    // Answers computed when requested, delivered later in any order, some twice.
    var outstanding: [(PageRequest, [Int])] = []
    var log: [String] = []
    for _ in 0..<Self.steps {
      switch random.below(10) {
      case 0, 1, 2:
        if let request = collection.nextRequest() {
          let page = Array(source.dropFirst(request.offset).prefix(request.limit))
          outstanding.append((request, page))
          log.append("request \(request.page)")
        }
      case 3, 4, 5:
        guard !outstanding.isEmpty else { break }
        let index = random.below(outstanding.count)
        let (request, page) = outstanding[index]
        if random.below(4) != 0 { outstanding.remove(at: index) }
        _ = try collection.receive(page, for: request)
        log.append("receive \(request.page) gen \(request.generation)")
      case 6:
        guard !outstanding.isEmpty else { break }
        let (request, _) = outstanding.remove(at: random.below(outstanding.count))
        collection.fail(request, error: Failure())
        log.append("fail \(request.page)")
      case 7:
        collection.retry()
        log.append("retry")
      case 8:
        // A source that grows may say only that its end is unknown now; one that shrinks
        // must say where it ends, or the collection could not know what to drop.
        if random.below(2) == 0 {
          source.append(contentsOf: makeElements(random.below(2 * pageSize + 1)))
          try collection.updateTotalCount(random.below(3) == 0 ? nil : source.count)
        } else {
          source.removeLast(random.below(source.count + 1))
          try collection.updateTotalCount(source.count)
        }
        log.append("source now \(source.count)")
      default:
        collection.invalidate()
        log.append("invalidate")
      }
      let violations = collection.invariantViolations()
      let loaded = Array(collection)
      if !violations.isEmpty || loaded != Array(source.prefix(loaded.count)) {
        return "after \(log.suffix(6)): \(violations), loaded \(loaded) but source \(source)"
      }
    }
    return nil
  }
}
