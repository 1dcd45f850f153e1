/// Shrinks a failing case by editing its recorded choices and replaying the generator
/// (Hypothesis-style), keeping every edit that still fails and is simpler.
///
/// Simpler means fewer choices, or as many choices but smaller in lexicographic order, so
/// every accepted edit makes progress and shrinking ends.
struct Shrinker<Value> {
  struct Candidate {
    var choices: [UInt64]
    var value: Value
    var violations: [Violation]
  }

  /// Regenerates a value from (edited) choices: a generator, or a whole state-machine run.
  let replay: (inout ChoiceSource) -> Value
  let evaluate: (Value) -> [Violation]
  let attemptLimit: Int
  private(set) var best: Candidate
  private(set) var steps = 0
  private(set) var attempts = 0
  private var spans: [Range<Int>]
  private var tried: Set<[UInt64]> = []

  init(
    generator: Gen<Value>, failing: Candidate, spans: [Range<Int>], attemptLimit: Int,
    evaluate: @escaping (Value) -> [Violation]
  ) {
    self.init(
      replay: generator.generate(using:), failing: failing, spans: spans,
      attemptLimit: attemptLimit, evaluate: evaluate)
  }

  init(
    replay: @escaping (inout ChoiceSource) -> Value, failing: Candidate, spans: [Range<Int>],
    attemptLimit: Int, evaluate: @escaping (Value) -> [Violation]
  ) {
    self.replay = replay
    self.best = failing
    self.spans = spans
    self.attemptLimit = attemptLimit
    self.evaluate = evaluate
  }

  /// Runs the passes until none makes progress or the attempts run out.
  mutating func shrink() {
    var improved = true
    while improved && attempts < attemptLimit {
      improved = false
      improved = deleteSpans() || improved
      improved = deleteRuns() || improved
      improved = zeroRuns() || improved
      improved = minimizeChoices() || improved
    }
  }

  /// Tries deleting each array element (its recorded span), last first.
  private mutating func deleteSpans() -> Bool {
    var improved = false
    var index = spans.count - 1
    while index >= 0 && attempts < attemptLimit {
      let span = spans[index]
      if span.upperBound <= best.choices.count {
        var choices = best.choices
        choices.removeSubrange(span)
        if consider(choices) {
          improved = true
          index = min(index, spans.count)
        }
      }
      index -= 1
    }
    return improved
  }

  /// Tries deleting runs of 1 to 8 consecutive choices anywhere.
  private mutating func deleteRuns() -> Bool {
    var improved = false
    for length in (1...8).reversed() {
      var start = best.choices.count - length
      while start >= 0 && attempts < attemptLimit {
        var choices = best.choices
        choices.removeSubrange(start..<(start + length))
        if consider(choices) { improved = true }
        start = min(start, best.choices.count - length) - 1
      }
    }
    return improved
  }

  /// Tries setting runs of 1 to 8 consecutive choices to 0.
  private mutating func zeroRuns() -> Bool {
    var improved = false
    for length in [8, 4, 2, 1] {
      var start = 0
      while start + length <= best.choices.count && attempts < attemptLimit {
        let run = start..<(start + length)
        if best.choices[run].contains(where: { $0 != 0 }) {
          var choices = best.choices
          choices.replaceSubrange(run, with: repeatElement(0, count: length))
          if consider(choices) { improved = true }
        }
        start += 1
      }
    }
    return improved
  }

  /// Lowers each choice as far as it still fails: 0 first, then a binary search.
  private mutating func minimizeChoices() -> Bool {
    var improved = false
    var index = 0
    while index < best.choices.count && attempts < attemptLimit {
      let original = best.choices[index]
      if original > 0 && !replaced(index, with: 0) {
        var low: UInt64 = 0
        var high = original
        while low + 1 < high && attempts < attemptLimit && index < best.choices.count {
          let middle = low + (high - low) / 2
          if replaced(index, with: middle) { high = middle } else { low = middle }
        }
      }
      if index < best.choices.count && best.choices[index] != original { improved = true }
      index += 1
    }
    return improved
  }

  private mutating func replaced(_ index: Int, with value: UInt64) -> Bool {
    guard index < best.choices.count else { return false }
    var choices = best.choices
    choices[index] = value
    return consider(choices)
  }

  /// Replays `choices`; keeps the result when it still fails and is simpler than the best.
  private mutating func consider(_ choices: [UInt64]) -> Bool {
    guard Self.isSimpler(choices, than: best.choices), tried.insert(choices).inserted else {
      return false
    }
    attempts += 1
    var source = ChoiceSource(replaying: choices)
    let value = replay(&source)
    let used = source.recorded
    guard Self.isSimpler(used, than: best.choices) else { return false }
    let violations = evaluate(value)
    guard !violations.isEmpty else { return false }
    best = Candidate(choices: used, value: value, violations: violations)
    spans = source.spans
    steps += 1
    return true
  }

  /// Shortlex order: fewer choices first, then the smaller first differing choice.
  static func isSimpler(_ candidate: [UInt64], than current: [UInt64]) -> Bool {
    if candidate.count != current.count { return candidate.count < current.count }
    return candidate.lexicographicallyPrecedes(current)
  }
}
