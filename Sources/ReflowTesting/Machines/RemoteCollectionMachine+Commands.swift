import Reflow

extension RemoteCollectionMachine {
  /// The commands, each named as a replay names it:
  /// - `request`: `nextRequest()`; its answer is computed from the source now, delivered later;
  /// - `requestRepeating`: the same, but an answer with room for one more item repeats one of
  ///   its own (a source that sends an item twice in a page, a refresh's among them): the
  ///   collection must keep it once and count the repeat;
  /// - `receive`, `receiveTwice`: delivers the `k`-th answer on its way (modulo how many there
  ///   are); `receiveTwice` keeps a copy on its way, to arrive again;
  /// - `fail`: reports the `k`-th request on its way as failed;
  /// - `settle`: delivers everything on its way, then answers each request at once, reporting
  ///   the viewport as frames pass, until the collection asks for nothing more;
  /// - `retry`: `retry(_:)` of one end (or all, `nil`); a retried refresh (a jump's among them)
  ///   must ask for the very page that failed;
  /// - `scroll`: moves the viewport by a number of positions; `drag`: to a fraction of the
  ///   positions, in thousandths (a scroll bar dragged, a fling);
  /// - `loadMore`: `loadMore(at:)` an end; `jump`: `jump(to:)` the position at a fraction of the
  ///   collection in thousandths (1000 is one past the end: a typed error with placeholders;
  ///   over cursors every jump is one);
  /// - `refresh`: `refresh()`;
  /// - `insert`, `delete`: edit the source at the head, in the middle or at the tail;
  /// - `drain`: the network catches up and the viewport pages through the whole source.
  public var commands: [ModelCommand<Session, Model>] {
    let answerIndex = Gen<Int>.int(in: 0...7)
    let edit = Gen<(PagingSourceModel.Place, Int)>.zip(.sourcePlace, .int(in: 1...8))
    let editLiteral = { (edit: (PagingSourceModel.Place, Int)) in
      "(\(edit.0.literal), \(edit.1))"
    }
    return [
      Self.checking("request", weight: 6) { session in session.request() },
      Self.checking(
        "requestRepeating", arguments: Gen<(Int, Int)>.zip(answerIndex, answerIndex)
      ) { session, choice in
        session.request(repeating: (item: choice.0, at: choice.1))
      },
      Self.checking("receive", weight: 5, arguments: answerIndex) { session, k in
        session.deliver(k, keepingCopy: false)
      },
      Self.checking("receiveTwice", arguments: answerIndex) { session, k in
        session.deliver(k, keepingCopy: true)
      },
      Self.checking("fail", arguments: answerIndex) { session, k in session.fail(k) },
      Self.checking("settle", weight: 3) { session in
        let found = session.settle()
        return found.isEmpty ? session.settledViolations() : found
      },
      Self.checking(
        "retry", arguments: Gen<LoadKind?>.element(nil, .refresh, .prepend, .append),
        literal: { $0.map { "LoadKind.\($0.rawValue)" } ?? "LoadKind?.none" }
      ) { session, kind in Self.retry(kind, in: &session) },
      ModelCommand("scroll", weight: 5, arguments: Gen<Int>.int(in: -12...12)) {
        session, delta in session.show(from: session.viewportStart + delta)
      } model: { _, _ in },
      ModelCommand("drag", arguments: Gen<Int>.int(in: 0...999)) { session, perMille in
        session.show(from: session.collection.count * perMille / 1_000)
      } model: { _, _ in },
      ModelCommand(
        "loadMore", arguments: Gen<LoadKind>.element(.append, .prepend),
        literal: { "LoadKind.\($0.rawValue)" }
      ) { session, end in session.collection.loadMore(at: end) } model: { _, _ in },
      Self.checking("jump", arguments: Gen<Int>.int(in: 0...1_000)) { session, perMille in
        Self.jump(perMille, in: &session)
      },
      ModelCommand("refresh") { session in session.collection.refresh() } model: { _ in },
      ModelCommand("insert", weight: 2, arguments: edit, literal: editLiteral) { session, edit in
        session.edit(at: edit.0, count: edit.1, inserting: true)
      } model: { model, edit in
        model.source.insert(count: edit.1, at: edit.0.index(in: model.source.ids.count))
      },
      ModelCommand("delete", weight: 2, arguments: edit, literal: editLiteral) { session, edit in
        session.edit(at: edit.0, count: edit.1, inserting: false)
      } model: { model, edit in
        let index = edit.0.index(in: model.source.ids.count, deleting: edit.1)
        model.source.delete(count: edit.1, at: index)
      },
      ModelCommand(
        "drain", arguments: { _ in Gen<Void>.constant(()) },
        run: { session, _ in session.drain() }, model: { model, _ in model.source.ids },
        compare: Self.drainedEverything),
    ]
  }

  /// A command without an argument whose run reports what it found wrong.
  static func checking(
    _ name: String, weight: Int = 1, run: @escaping (inout Session) -> [Violation]
  ) -> ModelCommand<Session, Model> {
    ModelCommand(
      name, weight: weight, arguments: { _ in Gen<Void>.constant(()) },
      run: { session, _ in run(&session) }, model: { _, _ in () }, compare: { found, _ in found })
  }

  /// A command with an argument whose run reports what it found wrong.
  static func checking<Argument: Sendable>(
    _ name: String, weight: Int = 1, arguments: Gen<Argument>,
    literal: ((Argument) -> String)? = nil,
    run: @escaping (inout Session, Argument) -> [Violation]
  ) -> ModelCommand<Session, Model> {
    ModelCommand(
      name, weight: weight, arguments: { _ in arguments }, literal: literal, run: run,
      model: { _, _ in () }, compare: { found, _ in found })
  }

  /// Retries `kind` (or every end) and checks the answer: whether an end was failed.
  static func retry(_ kind: LoadKind?, in session: inout Session) -> [Violation] {
    let failed = LoadKind.allCases.filter {
      (kind == nil || kind == $0) && session.collection.loadStates[$0].isFailed
    }
    let retried = session.collection.retry(kind)
    var found = Violation.unless(
      retried == !failed.isEmpty,
      "retry(\(kind.map { ".\($0.rawValue)" } ?? "nil")) returned \(retried) with \(failed)"
        + " failed", invariant: "retry")
    for end in failed where session.collection.loadStates[end].isFailed {
      found.append(Violation("retry", "the \(end.rawValue) end is still failed after retry"))
    }
    // Where the retried refresh goes: the next request, seen on a copy, is the failed one again
    // (a jump's page, not the anchor's; the same key, not the start).
    if failed.contains(.refresh), let lost = session.failedRefresh {
      var copy = session.collection
      let next = copy.nextRequest()
      if next?.kind != .refresh || next?.key != lost.key || next?.position != lost.position
        || next?.limit != lost.limit
      {
        found.append(Violation(
          "retry", "after \(lost) failed, the retry asks for"
            + " \(next.map { "\($0)" } ?? "nothing")"))
      }
    }
    return found
  }

  /// Jumps to the position at `perMille` thousandths of the collection (of the source, without
  /// placeholders) and checks the outcome: a typed error over cursors and past the end.
  static func jump(_ perMille: Int, in session: inout Session) -> [Violation] {
    let collection = session.collection
    let count = collection.hasPlaceholders ? collection.count : session.source.ids.count
    let index = count * perMille / 1_000
    let expected: PagingError?
    if !collection.keys.isPositional {
      expected = .jumpNeedsPositionalKeys(index: index)
    } else if collection.hasPlaceholders && index >= collection.count {
      expected = .indexOutOfRange(index: index, count: collection.count)
    } else {
      expected = nil
    }
    let loaded = collection.hasPlaceholders ? collection.loadedRange.contains(index) : nil
    do {
      let queued = try session.collection.jump(to: index)
      if let expected {
        return [Violation("jump", "jump(to: \(index)) returned \(queued), expected \(expected)")]
      }
      if let loaded, queued == loaded {
        return [Violation(
          "jump", "jump(to: \(index)) returned \(queued) with \(collection.loadedRange) loaded")]
      }
    } catch {
      guard error == expected else {
        return [Violation("jump", "jump(to: \(index)) threw \(error)")]
      }
      return []
    }
    if session.collection.hasPlaceholders { session.show(from: index) }
    return []
  }

  /// Whether a drain loaded the model's whole list, in order, and ended both ends.
  static func drainedEverything(_ drained: Session.Drained, _ expected: [Int]) -> [Violation] {
    var found = drained.violations
    guard found.isEmpty else { return found }
    if drained.seen != expected {
      found.append(Violation(
        "drain", "paging through loaded \(drained.seen), but the source is \(expected)"))
    }
    // Under a limit the first pages were dropped on the way down, so only the end is complete.
    if let states = drained.states,
      !states.append.isComplete || (drained.limitless && !states.prepend.isComplete)
    {
      found.append(Violation("drain", "after paging through, the ends are \(states)"))
    }
    if drained.limitless && drained.loaded != expected {
      found.append(Violation(
        "drain", "without a limit \(drained.loaded) stays loaded, but the source is \(expected)"))
    }
    if let count = drained.count, count != expected.count {
      found.append(Violation(
        "drain", "\(count) positions after paging through, for \(expected.count) items"))
    }
    return found
  }
}
