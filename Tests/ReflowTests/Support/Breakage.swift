import Testing

/// One way to break a sound state machine's internals, and what its invariant check must say
/// about it: the tests of each `checkInvariants()` build a sound state, break it one way at a
/// time through `@testable` access, and expect the check to notice.
struct Breakage<Subject>: Sendable, CustomTestStringConvertible {
  /// A fragment of the sentence the check must report.
  let report: String
  let breakState: @Sendable (inout Subject) -> Void

  init(_ report: String, _ breakState: @escaping @Sendable (inout Subject) -> Void) {
    self.report = report
    self.breakState = breakState
  }

  var testDescription: String { report }

  /// Expects `check` to find nothing wrong with `sound`, and to report this breakage once it is
  /// applied.
  func expectReported(
    from sound: Subject, by check: (Subject) -> [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(check(sound) == [], "sound before it is broken", sourceLocation: sourceLocation)
    var broken = sound
    breakState(&broken)
    let problems = check(broken)
    #expect(
      problems.contains { $0.contains(report) }, "reported instead: \(problems)",
      sourceLocation: sourceLocation)
  }
}
