#if canImport(Glibc)
  import Glibc
#endif
import Reflow

/// The physical floor of greedy flow layout: the same greedy rule as ``Flow`` with the
/// workload's options (leading, top, left to right, 10-point spacing), in one tight loop that
/// keeps its state in registers and writes x, y, width and height into a buffer allocated once.
///
/// Nothing can lay the workload out with less work: every figure of the `flow-floor` group is
/// a ratio to it, measured in the same run.
struct FlowFloor {
  /// The frames of the last run; allocated once, rewritten by every run.
  private(set) var frames: [Rect]

  init(count: Int) {
    frames = [Rect](repeating: .zero, count: count)
  }

  /// Lays `sizes` out into ``frames`` and returns a checksum.
  @inline(never)
  mutating func run(_ sizes: [Size]) -> Int {
    let width = FlowWorkload.container.width
    let spacing = FlowWorkload.itemSpacing
    let lineSpacing = FlowWorkload.lineSpacing
    frames.withUnsafeMutableBufferPointer { frames in
      sizes.withUnsafeBufferPointer { sizes in
        var x = 0.0
        var y = 0.0
        var lineHeight = 0.0
        var lineIsEmpty = true
        for index in 0..<Swift.min(sizes.count, frames.count) {
          let size = sizes[index]
          if !lineIsEmpty && x + spacing + size.width > width {
            y += lineHeight + lineSpacing
            lineHeight = 0
            lineIsEmpty = true
          }
          let left = lineIsEmpty ? 0 : x + spacing
          frames[index] = Rect(x: left, y: y, width: size.width, height: size.height)
          x = left + size.width
          lineHeight = Swift.max(lineHeight, size.height)
          lineIsEmpty = false
        }
      }
    }
    return Int(frames[frames.count - 1].maxY)
  }
}

/// Times several bodies in interleaved rounds, so that a machine that speeds up and slows down
/// (a shared VM) affects them alike, and returns each body's median and each body's median
/// ratio to the first (the baseline) taken round by round.
///
/// Time is the thread's CPU time, not the wall clock: on a machine shared with other busy
/// processes, the time the thread waits for a core is not the layout's.
///
/// - Parameters:
///   - items: The number of items one call of each body handles.
///   - settings: The repetition and warm-up counts.
///   - bodies: The work to time, the baseline first; each returns a checksum.
/// - Returns: Per body, the median nanoseconds per item and the median ratio to the baseline.
func measureInterleaved(
  items: Int, settings: BenchmarkSettings, _ bodies: [() throws -> Int]
) throws -> [(nanosecondsPerItem: Double, ratio: Double)] {
  var batches: [Int] = []
  for body in bodies {
    var slowest = 0.0
    for _ in 0..<Swift.max(1, settings.warmups) {
      let start = threadNanoseconds()
      blackHole(try body())
      slowest = Swift.max(slowest, threadNanoseconds() - start)
    }
    let minimum = BenchmarkSettings.minimumSampleNanoseconds
    batches.append(Int(Swift.min(Swift.max(minimum / Swift.max(slowest, 1), 1), 10_000)))
  }
  let rounds = settings.quick ? 3 : 15
  var samples = Array(repeating: [Double](), count: bodies.count)
  for _ in 0..<rounds {
    for (position, body) in bodies.enumerated() {
      let start = threadNanoseconds()
      for _ in 0..<batches[position] { blackHole(try body()) }
      let perCall = (threadNanoseconds() - start) / Double(batches[position])
      samples[position].append(perCall / Double(Swift.max(1, items)))
    }
  }
  return samples.map { values in
    let ratios = zip(values, samples[0]).map { $0 / $1 }
    return (median(values), median(ratios))
  }
}

/// The CPU time the calling thread has used, in nanoseconds; the wall clock where there is no
/// thread clock.
func threadNanoseconds() -> Double {
  #if canImport(Glibc)
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
  #else
    return nanoseconds(wallClockEpoch.duration(to: .now))
  #endif
}

/// The instant the wall-clock fallback of ``threadNanoseconds()`` counts from.
private let wallClockEpoch = ContinuousClock.now
