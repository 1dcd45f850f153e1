import Reflow

extension BenchmarkGroup {
  /// The item counts the greedy flow comparison runs at.
  static let flowCounts = [1_000, 10_000, 100_000, 1_000_000]

  /// Greedy flow layout against the recipe's dictionaries and against copying the output bytes.
  static let flow = BenchmarkGroup(
    name: "flow",
    summary: "Flow (leading, top) vs the recipe's dictionary loop vs a plain copy"
  ) { settings in
    var table = BenchmarkTable(
      group: "flow",
      title: "greedy Flow (add per item, then finish) vs the recipe vs a plain copy",
      notes: [
        FlowWorkload.summary,
        "recipe: sizes and offsets in [Int: Size] / [Int: Point], cursor-and-wrap loop",
        "copy: the n x \(MemoryLayout<Rect>.stride)-byte [Rect] output duplicated into a fresh"
          + " buffer (forced with a write)",
        "flow and recipe both reserve capacity; their offsets are checked equal before timing",
        "with --fresh-memory, large n also pays the kernel's page faults for new buffers",
      ],
      columns: [
        .init(key: "n", header: "n", format: .count),
        .init(key: "flow_ns_per_item", header: "flow ns/item", format: .nanoseconds),
        .init(key: "recipe_ns_per_item", header: "recipe ns/item", format: .nanoseconds),
        .init(key: "copy_ns_per_item", header: "copy ns/item", format: .nanoseconds),
        .init(key: "recipe_over_flow", header: "recipe/flow", format: .ratio),
        .init(key: "flow_over_copy", header: "flow/copy", format: .ratio),
      ])
    let all = FlowWorkload(count: flowCounts.max() ?? 0, seed: settings.seed)
    for count in flowCounts {
      let workload = all.prefix(count)
      let recipe = RecipeFlow(workload)
      let reference = try workload.layout()
      try checkRecipe(recipe, matches: reference)

      let flow = try measure(items: count, settings: settings) { () throws(ReflowError) in
        checksum(try workload.layout())
      }
      let recipeTime = measure(items: count, settings: settings) {
        let offsets = recipe.offsets(
          width: FlowWorkload.container.width, itemSpacing: FlowWorkload.itemSpacing,
          lineSpacing: FlowWorkload.lineSpacing)
        return offsets.count &+ Int(offsets[count - 1]?.y ?? 0)
      }
      let copy = measureCopy(of: reference.frames, settings: settings)
      table.rows.append([
        Double(count), flow.nanosecondsPerItem, recipeTime.nanosecondsPerItem,
        copy.nanosecondsPerItem, recipeTime.nanosecondsPerItem / flow.nanosecondsPerItem,
        flow.nanosecondsPerItem / copy.nanosecondsPerItem,
      ])
    }
    return table
  }

  /// Flow layout with per-line alignment work (space-between, centred items) against the plain
  /// leading layout of the same input.
  static let alignedFlow = BenchmarkGroup(
    name: "flow-aligned",
    summary: "Flow with .spaceBetween and .center items vs leading/top, at 100k"
  ) { settings in
    var table = BenchmarkTable(
      group: "flow-aligned",
      title: "aligned Flow (.spaceBetween, items .center) vs leading/top vs a plain copy",
      notes: [
        FlowWorkload.summary,
        "aligning revisits each line's frames once when the line closes",
      ],
      columns: [
        .init(key: "n", header: "n", format: .count),
        .init(key: "aligned_ns_per_item", header: "aligned ns/item", format: .nanoseconds),
        .init(key: "leading_ns_per_item", header: "leading ns/item", format: .nanoseconds),
        .init(key: "copy_ns_per_item", header: "copy ns/item", format: .nanoseconds),
        .init(key: "aligned_over_leading", header: "aligned/leading", format: .ratio),
        .init(key: "aligned_over_copy", header: "aligned/copy", format: .ratio),
      ])
    let count = 100_000
    let workload = FlowWorkload(count: count, seed: settings.seed)
    var options = FlowWorkload.options
    options.alignment = .spaceBetween
    options.itemAlignment = .center
    let leadingResult = try workload.layout()
    let alignedResult = try workload.layout(options: options)
    // Alignment moves items within their lines; it must never change where lines break.
    guard alignedResult.lines.map(\.range) == leadingResult.lines.map(\.range) else {
      throw BenchmarkFailure(description: "aligned and leading layouts break lines differently")
    }

    let aligned = try measure(items: count, settings: settings) { () throws(ReflowError) in
      checksum(try workload.layout(options: options))
    }
    let leading = try measure(items: count, settings: settings) { () throws(ReflowError) in
      checksum(try workload.layout())
    }
    let copy = measureCopy(of: alignedResult.frames, settings: settings)
    table.rows.append([
      Double(count), aligned.nanosecondsPerItem, leading.nanosecondsPerItem,
      copy.nanosecondsPerItem, aligned.nanosecondsPerItem / leading.nanosecondsPerItem,
      aligned.nanosecondsPerItem / copy.nanosecondsPerItem,
    ])
    return table
  }
}

/// A value that depends on the whole layout, for ``blackHole(_:)``.
private func checksum(_ result: FlowResult) -> Int {
  result.frames.count &+ result.lines.count &+ Int(result.contentSize.height)
}

/// Times duplicating `frames` into a fresh buffer: the bytes a layout writes, moved at memory
/// speed, as the physical floor for the figures beside it.
func measureCopy(of frames: [Rect], settings: BenchmarkSettings) -> Measurement {
  measure(items: frames.count, settings: settings) {
    var copy = frames
    // The write makes the copy real: until then `copy` shares `frames`' storage.
    copy[copy.count / 2].origin.x += 1
    return Int(copy[copy.count / 2].minX) &+ Int(copy[copy.count - 1].maxY)
  }
}

/// Checks that the recipe's loop and `Flow` put every item at the same place, so that the
/// timings compare the same work.
private func checkRecipe(_ recipe: RecipeFlow, matches reference: FlowResult) throws {
  let offsets = recipe.offsets(
    width: FlowWorkload.container.width, itemSpacing: FlowWorkload.itemSpacing,
    lineSpacing: FlowWorkload.lineSpacing)
  for (index, frame) in reference.frames.enumerated() where offsets[index] != frame.origin {
    throw BenchmarkFailure(
      description: "item \(index): recipe offset \(String(describing: offsets[index])) but"
        + " Flow origin \(frame.origin)")
  }
}
