import Reflow
import ReflowSimulation

extension BenchmarkGroup {
  /// Whole immediate-mode frames of `LayoutEngine`: declare, measure, reduce preferences, place
  /// and emit render commands, for leaves in a flow inside a scroll container.
  static let engineFrame = BenchmarkGroup(
    name: "engine-frame",
    summary: "LayoutEngine: one frame of n leaves in a flow inside a scroll container"
  ) { settings in
    var table = BenchmarkTable(
      group: "engine-frame",
      title: "immediate-mode frames: n leaves in a flow in a scroll container",
      notes: [
        "tag-like leaves 40-139 x 24 pt, spacing 8, insets 16; the same engine reused per frame",
        "flow baseline: Flow adds + finish of the same sizes; target <= 30 ns/leaf at 1k,"
          + " 0 allocations per arrangement (workload 1)",
      ],
      columns: [
        .init(key: "n", header: "leaves", format: .count),
        .init(key: "workload", header: "workload", format: .count),
        .init(key: "us_per_frame", header: "us/frame", format: .nanoseconds),
        .init(key: "ns_per_leaf", header: "ns/leaf", format: .nanoseconds),
        .init(key: "over_flow", header: "vs flow", format: .ratio),
        .init(key: "allocations", header: "allocs", format: .count),
      ])
    for count in [1_000, 10_000] {
      var generator = SplitMix64(seed: settings.seed)
      let sizes = (0..<count).map { _ in
        Size(width: generator.wholeNumber(in: 40...139), height: 24)
      }
      let options = FlowOptions(itemSpacing: 8, lineSpacing: 8, insets: Insets(all: 16))
      let flow = try measure(items: count, settings: settings) { () throws(ReflowError) -> Int in
        var layout = try Flow(
          container: Size(width: 390, height: .infinity), options: options)
        layout.reserveCapacity(count)
        for size in sizes { try layout.add(size) }
        return layout.finish().frames.count
      }
      let engine = LayoutEngine()
      let workloads: [(viewport: Size, withPreference: Bool, measured: Bool)] = [
        (Size(width: 390, height: 844), false, false),
        (Size(width: 390, height: 1e9), false, false),
        (Size(width: 390, height: 844), true, false),
        (Size(width: 390, height: 844), false, true),
      ]
      for (workload, setup) in workloads.enumerated() {
        let arrange = { () -> Int in
          let frame = engine.arrange(in: setup.viewport) { ui in
            ui.scroll(id: "scroll") { ui in
              ui.flow(options: options) { ui in
                for index in 0..<count {
                  let size = sizes[index]
                  if setup.measured {
                    ui.leaf(id: ElementID("tag", index: index)) { proposal in
                      Size(
                        width: min(size.width, proposal.width ?? size.width), height: size.height)
                    }
                  } else if setup.withPreference {
                    ui.leaf(id: ElementID(index), size: size)
                      .preference(BenchmarkWidestKey.self, value: size.width)
                  } else {
                    ui.leaf(id: ElementID(index), size: size)
                  }
                }
              }
            }
          }
          return frame.renderCommands.count
        }
        let timing = measure(items: count, settings: settings, arrange)
        // Allocations of one arrangement in steady state: the arrangements before it were let go.
        AllocationCounter.install()
        _ = arrange()
        let allocations = AllocationCounter.measure(arrange).allocations
        AllocationCounter.uninstall()
        table.rows.append([
          Double(count), Double(workload + 1), timing.nanosecondsPerCall / 1_000,
          timing.nanosecondsPerItem, timing.nanosecondsPerItem / flow.nanosecondsPerItem,
          Double(allocations),
        ])
      }
    }
    table.notes.append(
      "workloads: 1 = 390x844 viewport (the target), 2 = every leaf visible,"
        + " 3 = + a widest-width preference per leaf, 4 = name+index ids and measure closures")
    return table
  }
}

extension BenchmarkGroup {
  /// Costs the engine used to have: a frame of many invalid leaves (diagnostics de-duplicated by
  /// a linear search: 16,000 took 3.8 s) and retained state growing with every new id.
  static let engineCosts = BenchmarkGroup(
    name: "engine-costs",
    summary: "LayoutEngine: 16,000 invalid leaves; retained memory under churning ids"
  ) { settings in
    var table = BenchmarkTable(
      group: "engine-costs",
      title: "arrangements that used to cost too much",
      columns: [
        .init(key: "case", header: "case", format: .count),
        .init(key: "n", header: "n", format: .count),
        .init(key: "value", header: "value", format: .nanoseconds),
        .init(key: "baseline", header: "baseline", format: .nanoseconds),
        .init(key: "ratio", header: "baseline/value", format: .ratio),
      ])
    // 1: every leaf has a NaN width: one diagnostic each. Baseline: the same leaves, valid.
    for count in [1_000, 16_000] {
      let engine = LayoutEngine()
      func leaves(width: Double) -> Int {
        engine.arrange(in: Size(width: 390, height: 844)) { ui in
          ui.vstack { ui in
            for index in 0..<count {
              ui.leaf(id: ElementID(index), size: Size(width: width, height: 10))
            }
          }
        }.diagnostics.count
      }
      let invalid = measure(items: count, settings: settings) { leaves(width: .nan) }
      let valid = measure(items: count, settings: settings) { leaves(width: 10) }
      guard leaves(width: .nan) == count else {
        throw BenchmarkFailure(description: "expected one diagnostic per invalid leaf")
      }
      table.rows.append([
        1, Double(count), invalid.nanosecondsPerItem, valid.nanosecondsPerItem,
        valid.nanosecondsPerItem / invalid.nanosecondsPerItem,
      ])
    }
    // 2: a late leaf, a scroll container, a reader and an observer with new ids every
    // arrangement: live heap bytes gained per arrangement, over the last 10,000 of 20,000.
    // Baseline: the same with `stateLifetime = nil`, which keeps everything (the old engine).
    AllocationCounter.install()
    defer { AllocationCounter.uninstall() }
    var growth: [Double] = []
    for lifetime in [120, nil] as [Int?] {
      let engine = LayoutEngine()
      engine.stateLifetime = lifetime
      func churn(_ frame: Int) {
        engine.report(size: Size(width: 5, height: 5), for: ElementID("late", index: frame))
        _ = engine.arrange(in: Size(width: 100, height: 100)) { ui in
          ui.scroll(id: ElementID("scroll", index: frame)) { ui in
            ui.geometryReader(id: ElementID("reader", index: frame)) { _, ui in
              ui.leaf(id: ElementID("late", index: frame), estimate: .zero)
            }
            .onPreferenceChange(SizePreferenceKey.self) { _ in }
          }
        }
      }
      for frame in 0..<10_000 { churn(frame) }
      let before = AllocationCounter.liveBytes
      for frame in 10_000..<20_000 { churn(frame) }
      growth.append(Double(AllocationCounter.liveBytes - before) / 10_000)
    }
    table.rows.append([2, 20_000, growth[0], growth[1], growth[1] / Swift.max(growth[0], 1)])
    table.notes += [
      "1 = ns per leaf of an arrangement whose leaves all have a NaN width (a diagnostic each);"
        + " baseline: the same leaves with a valid width",
      "2 = live heap bytes gained per arrangement with 4 new ids each, default stateLifetime"
        + " (120); baseline: stateLifetime = nil (everything kept, as before)",
    ]
    return table
  }
}

/// The widest width among the leaves, for the preference workload.
private enum BenchmarkWidestKey: ElementPreferenceKey {
  static let defaultValue = 0.0
  static func reduce(value: inout Double, nextValue: () -> Double) {
    value = max(value, nextValue())
  }
}
