import Reflow

extension SimulationState {
  /// Sends the requests the collection has now: at most one of each kind, so a frame holds a
  /// bounded number of events whatever the settings.
  mutating func sendRequests() throws(SimulationError) {
    for _ in LoadKind.allCases {
      guard let request = collection.nextRequest() else { return }
      summary.requests += 1
      let flying = LoadKind.allCases.compactMap { collection.inFlight[$0]?.key }
      if Set(flying).count != flying.count { summary.duplicateRequests += 1 }
      let latency: Double
      switch configuration.latency {
      case .fixed(let seconds): latency = seconds
      case .uniform(let range): latency = network.nextDouble(in: range)
      }
      let fails = network.nextUnitInterval() < configuration.failureRate
      let page = fails ? nil : answer(request, time)
      deliveries.append(
        Delivery(time: time + latency, sequence: sequence, request: request, page: page))
      sequence += 1
      record(.request, load: request.kind, key: .some(request.key))
      try checkInvariants()
    }
  }

  /// Delivers every answer due by now, earliest first (ties in the order they were sent).
  mutating func deliverNetwork() throws(SimulationError) {
    let now = time
    defer { time = now }
    while let next = deliveries.indices.filter({ deliveries[$0].time <= now + 1e-12 })
      .min(by: {
        (deliveries[$0].time, deliveries[$0].sequence)
          < (deliveries[$1].time, deliveries[$1].sequence)
      })
    {
      let delivery = deliveries.remove(at: next)
      time = delivery.time
      let request = delivery.request
      if let page = delivery.page {
        try receive(page, for: request)
      } else {
        summary.failedRequests += 1
        if collection.fail(request, error: SimulatedFailure()) == nil {
          // Retried no sooner than the next frame: a zero delay cannot spin.
          retryAt[request.kind] = delivery.time + configuration.retryAfter
        }
        record(.fail, load: request.kind, key: .some(request.key))
      }
      try checkInvariants()
    }
  }

  /// Hands a page to the collection and its change to the engine, which keeps what is on
  /// screen in place.
  private mutating func receive(
    _ page: LoadedPage<Key, SimulatedItem>, for request: PageRequest<Key>
  ) throws(SimulationError) {
    let outcome: PageOutcome
    do {
      outcome = try collection.receive(page, for: request)
    } catch {
      throw .invariantBroken(time: time, violations: ["a well-formed page was refused: \(error)"])
    }
    switch outcome {
    case .dropped(.gap):
      record(.gap, load: request.kind, key: .some(request.key))
      return
    case .dropped(.notInFlight):
      return
    case .applied(let change):
      apply(change)
      var loadedAny = false
      for edit in change.edits {
        switch edit {
        case .insert(let range), .load(let range), .replace(let range):
          noteLoaded(range)
          loadedAny = true
        case .remove, .unload:
          break
        }
      }
      if loadedAny { summary.pagesLoaded += 1 }
      if change.edits.contains(where: { if case .unload = $0 { true } else { false } })
        || change.edits.contains(where: { if case .remove = $0 { true } else { false } })
      {
        record(.drop, load: request.kind)
      }
      if request.kind == .refresh, let jump = pendingJump, let index = position(of: jump.id) {
        pendingJump = nil
        landing?.position = index
        requestLanding()
        endStall()
      }
      if configuration.anchorEdge == .bottom, !configuration.anchoring,
        configuration.content.isIndexed, request.kind == .refresh, collection.count > 0
      {
        // Without the bottom anchor, the app opens the timeline at its end itself.
        engine.scrollTo(item: collection.count - 1, in: Self.contentID, anchor: .bottom)
        trace?(.scrollTo(index: collection.count - 1, anchor: .bottom))
      }
      record(.receive, load: request.kind, key: .some(request.key))
    }
  }

  /// The position of the loaded item `id`. Loaded items have consecutive ids when the collection
  /// is right, so this looks there first; the scan is for a collection that is not.
  func position(of id: Int) -> Int? {
    let loaded = collection.loadedRange
    if let first = loaded.isEmpty ? nil : collection[loaded.lowerBound].item?.id {
      let index = loaded.lowerBound + (id - first)
      if loaded.contains(index), collection[index].item?.id == id { return index }
    }
    return collection.index(ofItemWithID: id)
  }

  /// Remembers the items at `range` as loaded at least once.
  private mutating func noteLoaded(_ range: Range<Int>) {
    let loaded = range.clamped(to: collection.loadedRange)
    guard !loaded.isEmpty, let first = collection[loaded.lowerBound].item?.id,
      let last = collection[loaded.upperBound - 1].item?.id, last >= first
    else { return }
    loadedIDs.insert(first..<(last + 1))
  }

  /// Throws if the collection broke an invariant.
  ///
  /// The checks that take a pass over every loaded id run in the test suites; here, at every
  /// event, the ones that cost a page at most, and every frame checks what the screen shows.
  func checkInvariants() throws(SimulationError) {
    let violations = collection.invariantViolations(thorough: false)
    if !violations.isEmpty { throw .invariantBroken(time: time, violations: violations) }
  }
}

private struct SimulatedFailure: Error {}
