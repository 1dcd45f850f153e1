import Reflow

extension BenchmarkGroup {
  /// Whole engine arrangements of `ui.masonry` over a million photos: scrolling one viewport per
  /// arrangement into items never measured, against an arrangement at rest.
  static let masonryScroll = BenchmarkGroup(
    name: "masonry-scroll",
    summary: "LayoutEngine + ui.masonry, 1,000,000 photos: scrolling into estimates vs at rest"
  ) { settings in
    let count = 1_000_000
    let viewport = Size(width: 390, height: 844)
    let options = MasonryWorkload.options(lanes: 3, tolerance: 16)
    let laneWidth = (viewport.width - 2 * MasonryWorkload.spacing) / 3
    let photos = MasonryWorkload.photos(count: count, seed: settings.seed)
    let lengths = photos.map { photo -> Double in
      if case .aspectRatio(let ratio) = photo.sizing { return laneWidth / ratio }
      return 0
    }
    // The mean photo's length: a feed's estimate from the photos it has seen.
    let estimate = (lengths.prefix(10_000).reduce(0, +) / 10_000).rounded()
    var table = BenchmarkTable(
      group: "masonry-scroll",
      title: "ui.masonry of 1,000,000 photos in a 390x844 scroll, 3 lanes, estimate \(estimate)",
      notes: [
        "photos of aspect ratio 0.5-2 measured at the lane's width, .stable placement, overscan"
          + " 200; items are leaves that measure to their proposal"
      ],
      columns: [
        .init(key: "case", header: "case", format: .count),
        .init(key: "us_per_arrangement", header: "us/arrangement", format: .nanoseconds),
        .init(key: "baseline_us", header: "baseline us", format: .nanoseconds),
        .init(key: "over_baseline", header: "vs baseline", format: .ratio),
        .init(key: "passes", header: "passes", format: .ratio),
        .init(key: "unsettled", header: "unsettled", format: .count),
      ])

    /// One arrangement of the photos in `engine`.
    func arrange(_ engine: LayoutEngine) -> Arrangement {
      engine.arrange(in: viewport) { ui in
        ui.scroll(id: "scroll") { ui in
          ui.masonry(
            id: "photos", in: "scroll", count: count, options: options,
            estimatedItemLength: estimate
          ) { index, ui in
            let length = lengths[index]
            ui.leaf(id: ElementID(index)) { proposal in
              Size(width: proposal.width ?? 0, height: length)
            }
          }
        }
      }
    }
    let engine = LayoutEngine()
    _ = arrange(engine)

    // 1: each arrangement scrolls one viewport further, into photos never measured; 2, the
    // baseline: the same arrangement at rest, where the last one left the offset. Timed in
    // interleaved rounds, so that both see the machine alike.
    let (rest, scrolling, into, still) = try ScrollTally.scrollingAgainstRest(
      engine, "scroll", by: viewport.height, settings: settings) { arrange(engine) }
    table.rows.append([
      1, scrolling.nanosecondsPerItem / 1_000, rest.nanosecondsPerItem / 1_000, scrolling.ratio,
      into.meanPasses, Double(into.unsettled),
    ])
    table.rows.append([2, rest.nanosecondsPerItem / 1_000, .nan, .nan, still.meanPasses, 0])
    table.notes += [
      "1 = scroll one viewport (844 pt) per arrangement into estimated photos; baseline = case 2;"
        + " target <= 1.5x; passes = mean passes per arrangement; thread CPU time, the two cases"
        + " in interleaved rounds, vs baseline = the median of the rounds' ratios",
      "2 = the arrangement at rest: the same offset, nothing new to measure",
    ]
    return table
  }
}
