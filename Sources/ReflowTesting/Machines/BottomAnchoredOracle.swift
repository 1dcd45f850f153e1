import Reflow

/// The rules of a chat timeline, checked on the last arrangement of a ``BottomAnchoredSession``
/// from its messages laid out by `Flow.layout`, the arrangement before, and what the step asked.
///
/// Written apart from the engine: no anchors, windows or passes, only layouts and where the
/// viewport must be over them.
struct BottomAnchoredOracle {
  let model: BottomAnchoredModel
  let current: TimelineRecord
  let previous: TimelineRecord?
  let requestBase: TimelineRecord?
  let reported: [Int: Size]

  /// Where the viewport must be, which rule says so, and why.
  struct Expectation {
    var offset: Double
    var rule: String
    var reason: String
  }

  /// How close to the end, in points, a viewport counts as showing it (the engine's
  /// `ScrollViewport.endTolerance`).
  static let endTolerance = 1.0

  var options: FlowOptions { model.setup.resolvedOptions }
  var viewportLength: Double { current.viewport.height }

  func violations() -> [Violation] {
    guard let frame = current.frame else {
      return [Violation("arranged", "the timeline has not arranged a frame")]
    }
    let ids = current.messages.map(\.id)
    guard ids == model.ids else {
      return [Violation("messages", "the timeline holds \(ids), the model \(model.ids)")]
    }
    guard let layout = layout(of: current) else {
      return [Violation(
        "model", "Flow.layout rejected the sizes \(current.messages.map(\.size))"
          + " in \(current.viewport.width) points")]
    }
    let found = frames(frame, layout)
    guard found.isEmpty else { return found }
    return settled(frame, layout) + corrections(frame) + offset(frame, layout)
  }

  // MARK: - Layouts

  /// `Flow.layout` of the sizes the record's messages were laid out at, in lines as long as its
  /// viewport is wide.
  func layout(of record: TimelineRecord) -> FlowResult? {
    layout(record.messages.map(\.size), width: record.viewport.width)
  }

  func layout(_ sizes: [Size], width: Double) -> FlowResult? {
    try? Flow.layout(
      sizes, in: LazyFlow.container(lineLength: width, axis: .horizontal), options: options)
  }

  /// The viewed message of a viewport `length` long from `start` over `layout`: the last whose
  /// frame shares area with it.
  func viewedMessage(in layout: FlowResult, from start: Double, length: Double) -> Int? {
    guard length > 0 else { return nil }
    return layout.frames.lastIndex { frame in
      !frame.isEmpty && frame.minY < start + length && start < frame.maxY
    }
  }

  // MARK: - Frames, settling, corrections

  /// Every message the last pass declared is drawn where the layout puts it (exactly along the
  /// scroll axis), at the size reported for it (or the estimate), in one run; the content is
  /// as long as the layout.
  func frames(_ frame: TimelineFrame, _ layout: FlowResult) -> [Violation] {
    let index = Dictionary(
      current.messages.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let tolerance = LayoutTolerance(
      container: Size(width: current.viewport.width, height: .infinity), options: options,
      frames: [layout.frames, Array(frame.frames.values)])
    let estimate = model.setup.estimatedMessageSize
    var found: [Violation] = []
    var last: Int?
    for declaration in frame.declared where found.count < 6 {
      let id = declaration.id
      guard let position = index[id] else {
        found.append(Violation("frames", "message \(id) was declared, but is not a message"))
        continue
      }
      if let last, position != last + 1 {
        found.append(Violation(
          "frames", "message \(id) (index \(position)) was declared after index \(last)"))
      }
      last = position
      let wanted = reported[id] ?? estimate
      if declaration.size != wanted {
        found.append(Violation(
          "late sizes",
          "message \(id) (index \(position)) was laid out at \(declaration.size), but "
            + (reported[id] == nil ? "it was never measured: the estimate is" : "it measured")
            + " \(wanted)", indices: [position]))
      }
      // Along the scroll axis every coordinate is exact (lengths on a quarter-point grid);
      // across it, justified lines divide space, and agree within the tolerance.
      let expected = layout.frames[position].offsetBy(dx: 0, dy: -frame.offset)
      if let drawn = frame.frames[id], drawn.minY == expected.minY, drawn.maxY == expected.maxY,
        tolerance.equal(drawn, expected)
      {
        continue
      }
      found.append(Violation(
        "frames",
        "message \(id) (index \(position)) is drawn at "
          + "\(frame.frames[id].map { "\($0)" } ?? "nowhere"), expected \(expected)"
          + " (its frame in Flow.layout, scrolled by \(frame.offset))", indices: [position]))
    }
    if frame.contentLength != layout.contentSize.height {
      found.append(Violation(
        "frames",
        "the content is \(frame.contentLength) long, Flow.layout's \(layout.contentSize.height)"))
    }
    return found
  }

  /// The arrangement is settled exactly when the last pass declared messages covering the
  /// viewport and overscan, every one of them at its real size; it lists as estimated the ones
  /// never measured.
  func settled(_ frame: TimelineFrame, _ layout: FlowResult) -> [Violation] {
    let overscan = model.setup.overscan.isFinite ? Swift.max(0, model.setup.overscan) : 0
    let lower = frame.offset - overscan
    let upper = frame.offset + viewportLength + overscan
    let needed = layout.frames.indices.filter { index in
      let item = layout.frames[index]
      return !item.isEmpty && item.minY < upper && lower < item.maxY
    }
    let positions = Set(frame.declared.compactMap { current.index(of: $0.id) })
    let missing = (needed.first.map { $0...(needed.last ?? $0) }.map(Array.init) ?? [])
      .filter { !positions.contains($0) }
    let unmeasured = frame.declared.filter { reported[$0.id] != model.sizes[$0.id] }.map(\.id)
    let expected = missing.isEmpty && unmeasured.isEmpty
    let declared = positions.min().map { "\($0)...\(positions.max() ?? $0)" } ?? "none"
    var found = Violation.unless(
      frame.arrangement.isSettled == expected,
      "isSettled is \(frame.arrangement.isSettled); the last pass declared indices \(declared),"
        + " missing \(missing) of the viewport and overscan from \(lower) to \(upper),"
        + " with messages \(unmeasured) not at their real sizes;"
        + " diagnostics \(frame.arrangement.diagnostics)", invariant: "settled")
    let neverMeasured = frame.declared.filter { reported[$0.id] == nil }.count
    found += Violation.unless(
      frame.arrangement.estimatedIDs.count == neverMeasured,
      "the arrangement lists \(frame.arrangement.estimatedIDs.count) estimated elements, but"
        + " the last pass declared \(neverMeasured) messages never measured",
      invariant: "settled")
    return found
  }

  /// `scrollCorrections` holds exactly the change the arrangement made to the offset it
  /// started from.
  func corrections(_ frame: TimelineFrame) -> [Violation] {
    let reported = frame.arrangement.scrollCorrections.filter { $0.scrollID == frame.scrollID }
    let start = current.startOffset
    if frame.offset == start {
      return Violation.unless(
        reported.isEmpty, "the offset stayed at \(start), yet the arrangement reports"
          + " \(reported)", invariant: "corrections")
    }
    let delta = frame.offset - start
    return Violation.unless(
      reported.count == 1 && reported[0].delta == Point(x: 0, y: delta)
        && reported[0].offset == Point(x: 0, y: frame.offset),
      "the offset moved from \(start) to \(frame.offset), yet the arrangement reports"
        + " \(reported)", invariant: "corrections")
  }

  // MARK: - Where the viewport is

  /// The offset is where the step's rule puts it, exactly; a request that settled lands as in
  /// a layout of every message at its real size.
  func offset(_ frame: TimelineFrame, _ layout: FlowResult) -> [Violation] {
    let limit = Swift.max(0, layout.contentSize.height - viewportLength)
    guard let expectation = expectedOffset(layout, limit: limit) else {
      return [Violation("model", "the arrangement before could not be laid out")]
    }
    guard frame.offset == expectation.offset else {
      return [Violation(
        expectation.rule,
        "the offset is \(frame.offset), expected \(expectation.offset): \(expectation.reason)")]
    }
    guard let request = pendingRequest, frame.arrangement.isSettled else { return [] }
    return landing(request, frame, layout)
  }

  /// The latest request, while no arrangement since it was made settled.
  var pendingRequest: BottomAnchoredModel.Request? {
    guard let request = model.request, request.arrangement <= current.number,
      current.lastSettledBefore < request.arrangement
    else { return nil }
    return request
  }

  /// Where the viewport must be after the step, from the layout of the sizes now and, but for
  /// the first arrangement, the arrangement before; `nil` when that cannot be laid out.
  func expectedOffset(_ layout: FlowResult, limit: Double) -> Expectation? {
    let clamp = { (offset: Double) in Swift.min(Swift.max(0, offset), limit) }
    guard let previous else {
      return Expectation(
        offset: limit, rule: "opens at the end",
        reason: "the first arrangement shows the end of content \(layout.contentSize.height)"
          + " long in a viewport \(viewportLength) long")
    }
    if let request = pendingRequest { return requestedOffset(request, layout, clamp: clamp) }
    guard let before = self.layout(of: previous) else { return nil }
    let (start, step, rule) =
      switch model.step {
      case .scrolled:
        (current.startOffset, "the user scrolled to \(current.startOffset)", "user scroll")
      case .edited(let name): (previous.offset, "\(name) at offset \(previous.offset)", "")
      case .opened, .jumped: (previous.offset, "\(model.step) at offset \(previous.offset)", "")
      }
    let length = previous.viewport.height
    let contentBefore = before.contentSize.height
    if start >= contentBefore - length - Self.endTolerance {
      return Expectation(
        offset: limit, rule: rule.isEmpty ? "follows the end" : rule,
        reason: "\(step), within \(Self.endTolerance) of the end of"
          + " content \(contentBefore) long in a viewport \(length) long: the viewport follows"
          + " the end, now content \(layout.contentSize.height) long in a viewport"
          + " \(viewportLength) long")
    }
    guard let viewed = viewedMessage(in: before, from: start, length: length),
      let now = current.index(of: previous.messages[viewed].id)
    else {
      return Expectation(
        offset: clamp(start), rule: rule.isEmpty ? "keeps the viewed message" : rule,
        reason: "\(step), with no message in view")
    }
    let id = previous.messages[viewed].id
    // How far the viewed message's trailing edge lay below the viewport's: it stays so.
    let below = before.frames[viewed].maxY - (start + length)
    let wanted = layout.frames[now].maxY - viewportLength - below
    return Expectation(
      offset: clamp(wanted), rule: rule.isEmpty ? "keeps the viewed message" : rule,
      reason: "\(step), not at the end: message \(id) (index \(viewed),"
        + " then \(now)), whose trailing edge was \(below) below the viewport's, ends at"
        + " \(layout.frames[now].maxY) now"
        + (wanted == clamp(wanted) ? "" : ", and the offset \(wanted) is clamped to the content"))
  }

  /// Where a pending request holds its message: its point at the alignment's fraction, that
  /// fraction along the viewport (plus, for `.nearest` in view, where it was), clamped.
  func requestedOffset(
    _ request: BottomAnchoredModel.Request, _ layout: FlowResult, clamp: (Double) -> Double
  ) -> Expectation? {
    guard let target = current.index(of: request.id),
      let (fraction, requested) = resolution(of: request)
    else { return nil }
    let item = layout.frames[target]
    let wanted = settled(
      request, item, at: item.minY + fraction * item.height - fraction * viewportLength - requested)
    return Expectation(
      offset: clamp(wanted), rule: "jump",
      reason: "a request for message \(request.id) (index \(target)) at .\(request.alignment),"
        + " pending since arrangement \(request.arrangement): its frame is \(item), so the"
        + " offset is \(wanted)" + (wanted == clamp(wanted) ? "" : ", clamped to the content"))
  }

  /// The offset `offset` a request holds its message at, corrected for `.nearest`: a message
  /// left where it was in view but measured longer since must still be wholly in view, so the
  /// viewport moves to its nearer edge (its top when it is longer than the viewport), as CSS's
  /// `scrollIntoView({block: "nearest"})` would on the measured sizes.
  func settled(_ request: BottomAnchoredModel.Request, _ item: Rect, at offset: Double) -> Double {
    guard request.alignment == .nearest,
      item.minY < offset || item.maxY > offset + viewportLength
    else { return offset }
    return item.minY < offset || item.height > viewportLength
      ? item.minY : item.maxY - viewportLength
  }

  /// The fraction of the requested message held at that fraction of the viewport, and how far
  /// below that point it is held: `.nearest` leaves a message in view where it was, and brings
  /// one out of view to the nearer edge (the top for one at least as long as the viewport).
  func resolution(of request: BottomAnchoredModel.Request)
    -> (fraction: Double, requested: Double)?
  {
    switch request.alignment {
    case .top: return (0, 0)
    case .center: return (0.5, 0)
    case .bottom: return (1, 0)
    case .nearest:
      guard let base = requestBase, let before = layout(of: base),
        let index = base.index(of: request.id)
      else { return nil }
      let item = before.frames[index]
      let (start, length) = (base.offset, base.viewport.height)
      if item.minY >= start && item.maxY <= start + length { return (0, item.minY - start) }
      return item.minY < start || item.height >= length ? (0, 0) : (1, 0)
    }
  }

  /// Once settled, the requested message is on screen exactly where a layout of every message
  /// at its real size puts it, whenever the lines on screen are that layout's lines at their
  /// real sizes.
  func landing(
    _ request: BottomAnchoredModel.Request, _ frame: TimelineFrame, _ layout: FlowResult
  ) -> [Violation] {
    guard let full = self.layout(model.realSizes, width: current.viewport.width),
      let target = current.index(of: request.id),
      let (fraction, requested) = resolution(of: request)
    else { return [] }
    let (top, bottom) = (frame.offset, frame.offset + viewportLength)
    for line in layout.lines where line.rect.minY < bottom && top < line.rect.maxY {
      let same = full.lines.first { $0.range.contains(line.range.lowerBound) }?.range
      guard same == line.range,
        line.range.allSatisfy({ current.messages[$0].size == model.realSizes[$0] })
      else { return [] }
    }
    let item = full.frames[target]
    let fullLimit = Swift.max(0, full.contentSize.height - viewportLength)
    let fullOffset = Swift.min(
      Swift.max(
        0,
        settled(
          request, item,
          at: item.minY + fraction * item.height - fraction * viewportLength - requested)),
      fullLimit)
    let shown = layout.frames[target].offsetBy(dx: 0, dy: -frame.offset)
    let wanted = item.offsetBy(dx: 0, dy: -fullOffset)
    return Violation.unless(
      shown.minY == wanted.minY && shown.maxY == wanted.maxY,
      "message \(request.id) (index \(target)), requested at .\(request.alignment), is on"
        + " screen at \(shown.minY)..<\(shown.maxY) once settled; with every message measured"
        + " it would be at \(wanted.minY)..<\(wanted.maxY)", invariant: "jump lands as measured")
  }
}
