import Reflow

/// Times whole immediate-mode frames of ``LayoutEngine``: declare, measure, reduce preferences,
/// place and emit render commands, for leaves in a flow inside a scroll container.
///
/// Each row is the median of many frames of one engine, reused as an app would; a plain
/// `FlowLayout.layout` over the same sizes and an array copy of the frames' bytes are measured
/// in the same run, so each figure also reads as a ratio to them.
///
/// - Returns: One row per workload: its name, the median nanoseconds per leaf, and the median
///   microseconds per frame.
func runEngineBenchmarks() -> [(name: String, nanosecondsPerElement: Double, medianMicroseconds: Double)] {
  var rows: [(name: String, nanosecondsPerElement: Double, medianMicroseconds: Double)] = []
  for count in [1_000, 10_000] {
    let sizes = engineBenchmarkSizes(count: count)
    let iterations = count <= 1_000 ? 2_000 : 200
    let options = FlowOptions(itemSpacing: 8, lineSpacing: 8, insets: EdgeInsets(all: 16))
    let phone = Size(width: 390, height: 844)
    let engine = LayoutEngine()
    var sink = 0

    func add(_ name: String, _ body: () -> Void) {
      let median = medianNanoseconds(iterations: iterations, body)
      rows.append((name, median / Double(count), median / 1_000))
    }

    add("frame, \(count) leaves, flow in scroll, 390x844 viewport") {
      let frame = engine.frame(in: phone) { ui in
        ui.scroll(id: "scroll") { ui in
          ui.flow(options: options) { ui in
            for index in 0..<count { ui.leaf(id: ElementID(index), size: sizes[index]) }
          }
        }
      }
      sink &+= frame.renderCommands.count
    }
    add("frame, \(count) leaves, flow in scroll, all visible") {
      let frame = engine.frame(in: Size(width: 390, height: 1e9)) { ui in
        ui.scroll(id: "scroll") { ui in
          ui.flow(options: options) { ui in
            for index in 0..<count { ui.leaf(id: ElementID(index), size: sizes[index]) }
          }
        }
      }
      sink &+= frame.renderCommands.count
    }
    add("frame, \(count) leaves + widest-leaf preference") {
      let frame = engine.frame(in: phone) { ui in
        ui.scroll(id: "scroll") { ui in
          ui.flow(options: options) { ui in
            for index in 0..<count {
              ui.leaf(id: ElementID(index), size: sizes[index])
                .preference(BenchmarkWidestKey.self, value: sizes[index].width)
            }
          }
        }
      }
      sink &+= frame.renderCommands.count + Int(frame.preference(BenchmarkWidestKey.self))
    }
    add("frame, \(count) leaves, string ids, measure closures") {
      let frame = engine.frame(in: phone) { ui in
        ui.scroll(id: "scroll") { ui in
          ui.flow(options: options) { ui in
            for index in 0..<count {
              let size = sizes[index]
              ui.leaf(id: ElementID("tag", index: index)) { proposal in
                Size(width: min(size.width, proposal.width ?? size.width), height: size.height)
              }
            }
          }
        }
      }
      sink &+= frame.renderCommands.count
    }
    add("baseline: FlowLayout, \(count) adds and finish") {
      guard var layout = try? FlowLayout(container: Size(width: 390, height: .infinity),
                                         options: options) else { return }
      layout.reserveCapacity(count)
      for size in sizes { _ = try? layout.add(size) }
      sink &+= layout.finish().frames.count
    }
    let frames = sizes.map { Rect(origin: .zero, size: $0) }
    add("baseline: copy \(count) rects") {
      var copy = frames
      copy[0].origin.x += 1
      sink &+= copy.count
    }
    if sink == 42 { print("") }
  }
  return rows
}

/// The widest width among the leaves, for the preference workload.
private enum BenchmarkWidestKey: PreferenceKey {
  static let defaultValue = 0.0
  static func reduce(value: inout Double, nextValue: () -> Double) {
    value = max(value, nextValue())
  }
}

/// Tag-like sizes: widths 40 to 139 points, 24 points tall, from a fixed linear congruential
/// sequence so every run lays out the same items.
private func engineBenchmarkSizes(count: Int) -> [Size] {
  var state: UInt64 = 0x2545_F491_4F6C_DD1D
  return (0..<count).map { _ in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Size(width: 40 + Double((state >> 33) % 100), height: 24)
  }
}

/// The median duration of `body` over `iterations` runs, after a tenth as many warm-up runs.
private func medianNanoseconds(iterations: Int, _ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  for _ in 0..<max(1, iterations / 10) { body() }
  var samples: [Double] = []
  samples.reserveCapacity(iterations)
  for _ in 0..<iterations {
    let elapsed = clock.measure(body)
    let (seconds, attoseconds) = elapsed.components
    samples.append(Double(seconds) * 1e9 + Double(attoseconds) / 1e9)
  }
  samples.sort()
  return samples[samples.count / 2]
}
