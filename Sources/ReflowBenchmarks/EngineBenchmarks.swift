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
        "flow baseline: Flow adds + finish of the same sizes; target <= 100 ns/leaf at 1k",
      ],
      columns: [
        .init(key: "n", header: "leaves", format: .count),
        .init(key: "workload", header: "workload", format: .count),
        .init(key: "us_per_frame", header: "us/frame", format: .nanoseconds),
        .init(key: "ns_per_leaf", header: "ns/leaf", format: .nanoseconds),
        .init(key: "over_flow", header: "vs flow", format: .ratio),
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
        let timing = measure(items: count, settings: settings) { () -> Int in
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
        table.rows.append([
          Double(count), Double(workload + 1), timing.nanosecondsPerCall / 1_000,
          timing.nanosecondsPerItem, timing.nanosecondsPerItem / flow.nanosecondsPerItem,
        ])
      }
    }
    table.notes.append(
      "workloads: 1 = 390x844 viewport (the target), 2 = every leaf visible,"
        + " 3 = + a widest-width preference per leaf, 4 = name+index ids and measure closures")
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
