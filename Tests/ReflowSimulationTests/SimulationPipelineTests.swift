import Reflow
import ReflowTesting
import Testing

@testable import ReflowSimulation

/// The simulator runs the pipeline apps run: its visible jumps come from the engine's anchoring,
/// and a plain `LayoutEngine` loop fed the same calls shows the same frames.
@Suite struct SimulationPipelineTests {
  /// A feed read down and back up under a memory limit: pages dropped above come back.
  static func feed() -> SimulationConfiguration {
    var configuration = SimulationConfiguration()
    configuration.itemCount = 100_000
    configuration.maximumLoadedItems = 600
    configuration.scroll = .swing(speed: 3_000, period: 10)
    configuration.duration = 25
    return configuration
  }

  /// A chat: opens at the end, reads up, new messages streamed in.
  static func chat() -> SimulationConfiguration {
    var configuration = SimulationConfiguration()
    configuration.itemCount = 5_000
    configuration.itemSizes = .uniform(width: 240...382, height: 36...160)
    configuration.anchorEdge = .bottom
    configuration.keys = .cursors
    configuration.pageSize = 30
    configuration.tailInsertsPerSecond = 0.5
    configuration.streamSeconds = 3
    configuration.scroll = .swing(speed: -2_000, period: 15)
    configuration.duration = 20
    return configuration
  }

  /// A photo library in sections of 20, read down and back up under a memory limit.
  static func sections() -> SimulationConfiguration {
    var configuration = SimulationConfiguration()
    configuration.itemCount = 20_000
    configuration.content = .sections(itemsPerSection: 20)
    configuration.itemSizes = .uniform(width: 90...120, height: 90...120)
    configuration.maximumLoadedItems = 600
    configuration.scroll = .swing(speed: 3_000, period: 10)
    configuration.duration = 60
    return configuration
  }

  /// Photos in 3 masonry lanes, each as wide as its lane and as tall as its aspect ratio makes
  /// it, read down and back up under a memory limit.
  static func masonry() -> SimulationConfiguration {
    var configuration = SimulationConfiguration()
    configuration.itemCount = 20_000
    configuration.content = .masonry(lanes: 3)
    configuration.itemSizes = .uniform(width: 100...100, height: 60...240)
    configuration.maximumLoadedItems = 300
    configuration.scroll = .swing(speed: 3_000, period: 10)
    configuration.duration = 25
    return configuration
  }

  @Test(
    "With exact measurement, anchoring holds the content still; without, it jumps",
    arguments: [("feed", feed()), ("chat", chat()), ("sections", sections()),
                ("masonry", masonry())])
  func anchoringOnAndOff(name: String, scenario: SimulationConfiguration) throws {
    var configuration = scenario
    configuration.measureDelayFrames = 0
    let anchored = try ScrollSimulation.summary(of: configuration)
    configuration.anchoring = false
    let free = try ScrollSimulation.summary(of: configuration)
    #expect(anchored.largestVisibleJump == 0, "\(name): \(anchored.largestVisibleJump) pt")
    #expect(anchored.jumpFrames == 0 && anchored.anchorCorrections > 0, "\(name)")
    #expect(free.largestVisibleJump > 1, "\(name): \(free.largestVisibleJump) pt")
    #expect(free.anchorCorrections == 0, "\(name)")
    for summary in [anchored, free] {
      #expect(summary.duplicatesShown == 0 && summary.missingShown == 0, "\(name)")
    }
  }

  @Test("Masonry items keep their aspect ratio at the lane's width, placed by the engine")
  func masonryItemsKeepTheirAspectRatio() throws {
    var configuration = Self.masonry()
    configuration.duration = 3
    var frames = 0
    var laidOut = 0
    _ = try ScrollSimulation.run(configuration, events: { event in
      guard event.kind == .frame else { return }
      frames += 1
      // Once the first page is in (within 0.6 s), its 50 items in three lanes of about 125
      // points, 75 to 300 tall, reach past the viewport.
      if event.loadedBottom > event.loadedTop + 844 { laidOut += 1 }
    })
    #expect(frames == 180 && laidOut > 90, "\(laidOut) of \(frames)")
    let summary = try ScrollSimulation.summary(of: configuration)
    #expect(summary.duplicatesShown == 0 && summary.missingShown == 0)
    #expect(summary.requests > 1)
  }

  @Test("A chat opens at its newest message and follows new ones while it shows the end")
  func chatOpensAtTheEnd() throws {
    var configuration = Self.chat()
    configuration.scroll = .constant(0)
    configuration.duration = 10
    var last: SimulationEvent?
    _ = try ScrollSimulation.run(configuration, events: { if $0.kind == .frame { last = $0 } })
    let frame = try #require(last)
    // 5,000 messages and 5 more in 10 s: the last position shown is the newest loaded one.
    #expect(frame.lastVisible == frame.loadedStart + frame.loadedCount - 1)
    #expect(frame.offset > 0 && frame.offset + 844 >= frame.contentLength - 1e-6)
  }

  @Test("A jump with placeholders lands on its item, at the top, once measured")
  func jumpLands() throws {
    var configuration = SimulationConfiguration()
    configuration.itemCount = 1_000_000
    configuration.totalKnown = true
    configuration.maximumLoadedItems = 500
    configuration.jumps = [.init(time: 2, index: 600_000)]
    configuration.failureRate = 0
    configuration.duration = 6
    let summary = try ScrollSimulation.summary(of: configuration)
    #expect(summary.jumps == 1)
    #expect(summary.settleFrames > 0 && summary.settleFrames < 60)
    #expect(summary.largestLandingError < 0.5, "\(summary.largestLandingError) pt")
  }

  @Test("A jump to the last item lands at the end of the content, as near the top as it can")
  func jumpToTheEndLands() throws {
    var configuration = SimulationConfiguration()
    configuration.itemCount = 100_000
    configuration.totalKnown = true
    configuration.maximumLoadedItems = 500
    configuration.jumps = [.init(time: 1, index: configuration.itemCount - 1)]
    configuration.failureRate = 0
    configuration.duration = 4
    var last: SimulationEvent?
    let summary = try ScrollSimulation.run(
      configuration, events: { if $0.kind == .frame { last = $0 } }
    ).summary
    let frame = try #require(last)
    // The last item cannot reach the viewport's top: the offset stops at the content's end.
    #expect(frame.lastVisible == configuration.itemCount - 1)
    #expect(frame.offset + configuration.viewport.height >= frame.contentLength - 1e-6)
    #expect(summary.jumps == 1)
    #expect(summary.settleFrames > 0 && summary.settleFrames < 60)
    #expect(summary.largestLandingError < 0.5, "\(summary.largestLandingError) pt")
  }

  /// Small scenarios of every kind the lazy flow runs.
  static let scenarios = Gen<SimulationConfiguration> { source in
    var configuration = SimulationConfiguration()
    configuration.itemCount = Gen.int(in: 50...5_000).generate(using: &source)
    configuration.pageSize = Gen.int(in: 5...60).generate(using: &source)
    configuration.measureDelayFrames = Gen.int(in: 0...3).generate(using: &source)
    configuration.anchoring = Gen.bool().generate(using: &source)
    configuration.failureRate = Gen.element(0, 0.1).generate(using: &source)
    let speed = Gen.double(in: 500...5_000, step: 100).generate(using: &source)
    configuration.scroll =
      Gen.element(
        SimulationConfiguration.Scroll.fling(speed), .swing(speed: speed, period: 2),
        .constant(speed)
      ).generate(using: &source)
    if Gen.bool().generate(using: &source) {
      configuration.keys = .cursors
      configuration.anchorEdge = .bottom
      configuration.tailInsertsPerSecond = Gen.element(0, 2).generate(using: &source)
      configuration.streamSeconds = Gen.element(0, 1).generate(using: &source)
      configuration.scroll = .swing(speed: -speed, period: 2)
    } else {
      configuration.totalKnown = Gen.bool().generate(using: &source)
      if configuration.totalKnown {
        let index = Gen.int(in: 0...(configuration.itemCount - 1)).generate(using: &source)
        configuration.jumps = [.init(time: 1.5, index: index)]
      }
    }
    if Gen.bool().generate(using: &source) {
      configuration.maximumLoadedItems = 2 * configuration.pageSize + 20
    }
    configuration.duration = 4
    configuration.seed = UInt64(Gen.int(in: 0...1_000).generate(using: &source))
    return configuration
  }

  /// The sessions run in 4 shards: at full strength, one thread replaying all 1,000 outlasted
  /// the rest of the suite by minutes.
  @Test(
    "Replayed through a plain LayoutEngine loop, a session shows the same frames",
    arguments: 0..<4)
  func replay(shard: Int) {
    check(Self.scenarios, iterations: SuiteDepth.iterations(quick: 12, shards: 4)) {
      configuration in
      var steps: [SimulationTraceStep] = []
      _ = try ScrollSimulation.run(configuration, trace: { steps.append($0) })
      return Self.replay(steps, configuration)
    }
  }

  /// Drives a fresh engine with the calls the simulator made, declaring a lazy flow of the
  /// positions in a scroll container as any app would, and compares every arrangement.
  static func replay(_ steps: [SimulationTraceStep], _ configuration: SimulationConfiguration)
    -> [Violation]
  {
    let engine = LayoutEngine()
    let source = SimulatedSource(configuration)
    let estimate = source.estimatedItemSize
    let anchor: ScrollAnchorEdge? =
      configuration.anchoring ? (configuration.anchorEdge == .top ? .top : .bottom) : nil
    var frames = 0
    // The frame of the last arrangement, and of the first that drew each item at its estimate:
    // the renderer reports an item's size `measureDelayFrames` frames after that one, before
    // the next frame's arrangements.
    var frame = 0
    var firstEstimated: [Int: Int] = [:]
    var reported: Set<Int> = []
    for step in steps {
      switch step {
      case .apply(let change): engine.apply(change, to: "content")
      case .report(let id, let size):
        engine.report(size: size, for: ElementID(id))
        if reported.insert(id).inserted, let drawn = firstEstimated[id],
          frame + 1 - drawn != configuration.measureDelayFrames
        {
          return [
            Violation(
              "measure delay",
              "item \(id), drawn at its estimate in frame \(drawn), reported in frame"
                + " \(frame + 1), not \(configuration.measureDelayFrames) frames later")
          ]
        }
      case .setScrollOffset(let offset): engine.setScrollOffset(Point(x: 0, y: offset), for: "scroll")
      case .scrollTo(let index, let alignment):
        engine.scrollTo(item: index, in: "content", anchor: alignment)
      case .arrange(let count, let start, let loaded, let firstID, let time, let offset, let visible):
        frames += 1
        frame = Int((time * configuration.framesPerSecond).rounded())
        var window: LazyFlowWindow?
        let arrangement = engine.arrange(in: configuration.viewport) { ui in
          ui.scroll(id: "scroll", anchor: anchor) { ui in
            window = ui.lazyFlow(
              id: "content", in: "scroll", count: count, options: configuration.flow,
              estimatedItemSize: estimate
            ) { index, ui in
              guard let firstID, index >= start, index < start + loaded else {
                ui.leaf(id: ElementID("placeholder", index: index), size: estimate)
                return
              }
              let id = firstID + index - start
              if configuration.measureDelayFrames == 0 {
                ui.leaf(id: ElementID(id), size: source.size(of: id, at: time))
              } else {
                ui.leaf(id: ElementID(id), estimate: estimate)
              }
            }
          }
        }
        for element in arrangement.estimatedIDs {
          if let id = element.integer, firstEstimated[id] == nil { firstEstimated[id] = frame }
        }
        let replayed = engine.scrollOffset(for: "scroll").y
        if replayed != offset || window?.visible != visible {
          return [
            Violation(
              "same frames",
              "arrangement \(frames): the simulator showed \(visible) at \(offset), a plain"
                + " engine loop \(window?.visible as Any) at \(replayed)")
          ]
        }
      }
    }
    return frames > 0 ? [] : [Violation("same frames", "no arrangement")]
  }
}
