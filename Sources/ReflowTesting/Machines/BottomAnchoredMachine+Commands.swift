import Reflow

extension BottomAnchoredMachine {
  public var commands: [ModelCommand<System, Model>] {
    let sizes = messageSizes
    return [
      Command(
        "append", weight: 3,
        arguments: Gen<[Size]>.frequency(
          (6, .array(of: sizes, count: 0...3)), (1, .array(of: sizes, count: 0...30)))
      ) { session, added in
        let ids = session.newMessages(added)
        session.messages += ids
        session.timeline.append(ids)
        session.arrange()
      } model: { model, added in
        model.add(added, atStart: false)
        model.begin(.edited("append"))
      },
      Command(
        "prepend", weight: 2,
        arguments: Gen<[Size]>.frequency(
          (4, .array(of: sizes, count: 1...12)), (1, .array(of: sizes, count: 0...60)))
      ) { session, page in
        let ids = session.newMessages(page)
        session.messages.insert(contentsOf: ids, at: 0)
        session.timeline.prepend(ids)
        session.arrange()
      } model: { model, page in
        model.add(page, atStart: true)
        model.begin(.edited("prepend"))
      },
      Command(
        "grow", weight: 3,
        arguments: Gen<Size>.frequency(
          (3, Gen<Double>.double(in: 0.25...60, step: 0.25).map { Size(width: 0, height: $0) }),
          (1, .size(width: 0...100, height: 0...200, step: 0.25))),
        when: { !$0.ids.isEmpty }
      ) { session, growth in
        guard let last = session.messages.last, let size = session.realSizes[last] else {
          return
        }
        session.realSizes[last] = size.grown(by: growth)
        session.report(last)
        session.arrange()
      } model: { model, growth in
        if let last = model.ids.last { model.sizes[last] = model.sizes[last]?.grown(by: growth) }
        model.begin(.edited("grow"))
      },
      Command(
        "measure", weight: 5, arguments: { $0.measurements }
      ) { session, measurement in
        for id in session.unmeasured(measurement) { session.report(id) }
        session.arrange()
      } model: { model, _ in
        model.begin(.edited("measure"))
      },
      Command("scroll", weight: 3, arguments: BottomAnchoredModel.scrolls) { session, scroll in
        session.scroll(scroll)
      } model: { model, _ in
        model.request = nil
        model.begin(.scrolled)
      },
      Command(
        "jump", weight: 2,
        arguments: { model in
          Gen<(Int, ScrollAlignment)>.zip(.int(in: -1...model.ids.count), .anyCase)
        }
      ) { session, jump in
        session.jump(to: jump.0, alignment: jump.1)
      } model: { model, jump in
        model.jump(to: jump.0, alignment: jump.1)
      },
      Command("scrollToEnd", arguments: Gen<Bool>.bool()) { session, byRequest in
        if byRequest && !session.messages.isEmpty {
          session.jump(to: session.messages.count - 1, alignment: .bottom)
        } else {
          session.scroll(.fromEnd(0))
        }
      } model: { model, byRequest in
        if byRequest && !model.ids.isEmpty {
          model.jump(to: model.ids.count - 1, alignment: .bottom)
        } else {
          model.request = nil
          model.begin(.scrolled)
        }
      },
      Command("resize", arguments: { $0.viewports }) { session, viewport in
        session.viewport = viewport
        session.arrange()
      } model: { model, viewport in
        model.viewport = viewport
        model.begin(.edited("resize"))
      },
    ]
  }
}

extension BottomAnchoredSession {
  /// The messages `measurement` names that were not measured yet, in order.
  func unmeasured(_ measurement: TimelineMeasurement) -> [Int] {
    let drawn = (current.frame?.declared ?? []).map(\.id).filter { reported[$0] == nil }
    let named: [Int]
    switch measurement {
    case .drawn: named = drawn
    case .firstDrawn(let count): named = Array(drawn.prefix(Swift.max(0, count)))
    case .lastDrawn(let count): named = Array(drawn.suffix(Swift.max(0, count)))
    case .messages(let start, let count):
      let lower = Swift.min(Swift.max(0, start), messages.count)
      let upper = Swift.min(Swift.max(lower, start + count), messages.count)
      named = Array(messages[lower..<upper])
    case .all: named = messages
    }
    return named.filter { reported[$0] == nil }
  }

  /// The user scrolls as `scroll` says, from the last arrangement, and a frame is arranged.
  mutating func scroll(_ scroll: TimelineScroll) {
    let scrollable = (current.frame?.contentLength ?? 0) - current.viewport.height
    var offset =
      switch scroll {
      case .by(let points): current.offset + points
      case .toFraction(let fraction): (scrollable * fraction * 4).rounded() / 4
      case .fromEnd(let points): scrollable - points
      }
    if offset == current.offset { offset += 0.25 }
    if offset == 0 { offset = 0 }  // not -0.0, which prints as a scroll past the top
    scrolledTo = offset
    timeline.scroll(to: offset)
    arrange()
  }

  /// Asks for the message at `index` at `alignment`, and a frame is arranged.
  mutating func jump(to index: Int, alignment: ScrollAlignment) {
    requestBase = current
    timeline.scrollTo(index: index, alignment: alignment)
    arrange()
  }
}

extension BottomAnchoredModel {
  /// A request for the message at `index` (clamped to the messages; none without messages).
  mutating func jump(to index: Int, alignment: ScrollAlignment) {
    guard !ids.isEmpty else { return begin(.edited("jump")) }
    begin(.jumped)
    request = Request(
      id: ids[Swift.min(Swift.max(0, index), ids.count - 1)], alignment: alignment,
      arrangement: arrangements)
  }

  /// Measurements: mostly what the last arrangement drew, sometimes messages by index or all.
  var measurements: Gen<TimelineMeasurement> {
    .frequency(
      (6, .constant(.drawn)),
      (2, Gen<Int>.int(in: 1...5).map { .firstDrawn($0) }),
      (2, Gen<Int>.int(in: 1...5).map { .lastDrawn($0) }),
      (2, Gen<(Int, Int)>.zip(.int(in: -1...ids.count), .int(in: 1...20)).map {
        .messages(from: $0, count: $1)
      }),
      (1, .constant(.all)))
  }

  /// Scrolls by up to 300 points either way, to a fraction of the content, or to near the end
  /// (within the end's tolerance of a point and just past it).
  static var scrolls: Gen<TimelineScroll> {
    .frequency(
      (3, Gen<Double>.double(in: -300...300, step: 0.25).map { .by($0) }),
      (2, Gen<Double>.double(in: -0.1...1.1, step: 0.05).map { .toFraction($0) }),
      (2, Gen<Double>.frequency(
        (3, .element(0, 0.25, 0.5, 1, 1.25, 2)), (1, .double(in: 0...200, step: 0.25))
      ).map { .fromEnd($0) }))
  }

  /// A new viewport: its height, its width, or both changed.
  var viewports: Gen<Size> {
    let (width, height) = (viewport.width, viewport.height)
    let widths = Gen<Double>.double(in: 40...400, step: 0.25)
    let heights = Gen<Double>.double(in: 20...400, step: 0.25)
    return .frequency(
      (2, heights.map { Size(width: width, height: $0) }),
      (2, widths.map { Size(width: $0, height: height) }),
      (1, Gen<(Double, Double)>.zip(widths, heights).map { Size(width: $0, height: $1) }))
  }
}

extension Size {
  /// The size grown by `growth`.
  fileprivate func grown(by growth: Size) -> Size {
    Size(width: width + growth.width, height: height + growth.height)
  }
}
