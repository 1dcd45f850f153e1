/// How long and how often to measure; set from the command line.
struct BenchmarkSettings: Sendable {
  /// Fewer repetitions and warm-ups: a smoke run, not a measurement.
  var quick = false
  /// The seed of every generated input.
  var seed: UInt64 = 0x5EED_F10A

  /// Untimed calls before the samples, to fault in memory and warm caches.
  var warmups: Int { quick ? 1 : 2 }

  /// The shortest sample: cheap bodies run several times per sample to reach it, so the clock's
  /// own cost stays far below 1%.
  static let minimumSampleNanoseconds = 1e6

  /// The number of timed samples when one sample takes `sampleNanoseconds`: 5 to 21, fewer for
  /// slow bodies so that one measurement lasts about two seconds at most, and always odd so the
  /// median is a real sample. A quick run takes 3.
  func repetitions(sampleNanoseconds: Double) -> Int {
    if quick { return 3 }
    let budget = 2e9
    let fitting = budget / Swift.max(sampleNanoseconds, 1)
    return Int(Swift.min(Swift.max(fitting, 5), 21)) | 1
  }
}

/// The result of timing one body: the median of its samples.
struct Measurement: Sendable {
  /// The median time of one call of the body, in nanoseconds.
  var nanosecondsPerCall: Double
  /// The number of items one call handles.
  var itemsPerCall: Int
  /// The number of timed samples the median was taken over.
  var samples: Int

  /// The median time per item, in nanoseconds.
  var nanosecondsPerItem: Double { nanosecondsPerCall / Double(Swift.max(1, itemsPerCall)) }
}

/// Times `body` and returns the median of its samples, after ``BenchmarkSettings/warmups``
/// untimed calls.
///
/// A body faster than ``BenchmarkSettings/minimumSampleNanoseconds`` runs several times per
/// sample (the batch size comes from the last warm-up); the result is still per call. Each call's
/// return value goes to ``blackHole(_:)``, so the optimiser cannot drop the work producing it.
///
/// - Parameters:
///   - items: The number of items one call of `body` handles, for the per-item figure.
///   - settings: The repetition and warm-up counts.
///   - body: The work to time; it returns a value derived from its output (a checksum).
/// - Returns: The median time per call and per item.
/// - Throws: Whatever `body` throws.
func measure<Failure: Error>(
  items: Int, settings: BenchmarkSettings, _ body: () throws(Failure) -> Int
) throws(Failure) -> Measurement {
  let clock = ContinuousClock()
  var callNanoseconds = 0.0
  for _ in 0..<Swift.max(1, settings.warmups) {
    let start = clock.now
    blackHole(try body())
    callNanoseconds = nanoseconds(start.duration(to: clock.now))
  }
  let minimum = BenchmarkSettings.minimumSampleNanoseconds
  let batch = Int(Swift.min(Swift.max(minimum / Swift.max(callNanoseconds, 1), 1), 10_000))
  let repetitions = settings.repetitions(sampleNanoseconds: callNanoseconds * Double(batch))
  var samples: [Double] = []
  samples.reserveCapacity(repetitions)
  for _ in 0..<repetitions {
    let start = clock.now
    for _ in 0..<batch {
      blackHole(try body())
    }
    samples.append(nanoseconds(start.duration(to: clock.now)) / Double(batch))
  }
  return Measurement(
    nanosecondsPerCall: median(samples), itemsPerCall: items, samples: repetitions)
}

/// The middle value of `values` (the mean of the two middle ones for an even count).
func median(_ values: [Double]) -> Double {
  guard !values.isEmpty else { return .nan }
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// A duration in nanoseconds.
func nanoseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// Where ``blackHole(_:)`` puts its values: a global the optimiser must assume is read.
nonisolated(unsafe) private var blackHoleSink = 0

/// Consumes `value` so that the computation producing it cannot be removed as dead code.
@inline(never)
func blackHole(_ value: Int) {
  blackHoleSink &+= value
}

/// The sum of everything passed to ``blackHole(_:)``; printing it keeps the sink observable.
var blackHoleChecksum: Int { blackHoleSink }

/// A benchmark whose results disagree with its reference: the comparison would be meaningless.
struct BenchmarkFailure: Error, CustomStringConvertible {
  /// What disagreed, with the values.
  var description: String
}
