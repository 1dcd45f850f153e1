@testable import Reflow
import Testing

/// The binary searches under every query: the plain one and the one that gallops from the start.
@Suite struct PartitioningTests {
  /// Every range of up to 300 indices from a few starts, split at every point: the index where
  /// the predicate turns true, and how many times each search asked it.
  private static func forEachSplit(_ body: (Range<Int>, Int) -> Void) {
    for lower in [0, 1, 7, 1_000] {
      for length in 0...300 {
        let range = lower..<(lower + length)
        for answer in range.lowerBound...range.upperBound { body(range, answer) }
      }
    }
  }

  @Test("Both searches find where the predicate turns true, at any point of any range")
  func bothFindTheSplit() {
    Self.forEachSplit { range, answer in
      let plain = partitioningIndex(in: range) { $0 >= answer }
      let galloping = partitioningIndex(nearStartOf: range) { $0 >= answer }
      #expect(plain == answer, "plain search in \(range), split at \(answer)")
      #expect(galloping == answer, "galloping search in \(range), split at \(answer)")
    }
  }

  @Test("The galloping search asks O(log k) times for an answer k places in, however long the range")
  func gallopingCostsTheLogOfTheDistance() {
    Self.forEachSplit { range, answer in
      var tests = 0
      _ = partitioningIndex(nearStartOf: range) { index in
        tests += 1
        return index >= answer
      }
      // Doubling steps to pass the answer, then halving the last step: each about log2 of the
      // distance, plus one each.
      let distance = answer - range.lowerBound
      let bound = 2 * (Int.bitWidth - (distance + 1).leadingZeroBitCount) + 2
      #expect(tests <= bound, "\(tests) tests in \(range), split at \(answer); at most \(bound)")
    }
    // A long range, split next to its start: a handful of tests, where halving takes 20.
    var tests = 0
    _ = partitioningIndex(nearStartOf: 0..<1_000_000) { index in
      tests += 1
      return index >= 2
    }
    #expect(tests <= 5)
  }
}
