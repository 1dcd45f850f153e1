/// A value that breaks a property, shrunk, with everything needed to understand and replay it.
///
/// ``findCounterexample(_:iterations:seed:shrinkLimit:_:)`` returns it; ``report`` is what
/// ``check(_:iterations:seed:shrinkLimit:fileID:filePath:line:column:_:)`` records as the test
/// failure. For a ``StateMachineTest`` the value is a ``ModelRun``: the shrunk steps and a test
/// that replays them.
public struct Counterexample<Value> {
  /// The shrunk value: the simplest failing value found.
  public var value: Value
  /// The value as first generated, before shrinking.
  public var originalValue: Value
  /// How the shrunk value breaks the property.
  public var violations: [Violation]
  /// The failing case's seed: pass it as `seed:` or `REFLOW_SEED` to test this case first.
  public var seed: UInt64
  /// The seed the run started from.
  public var runSeed: UInt64
  /// How many cases ran, counting the failing one.
  public var casesRun: Int
  /// How many cases the run would have tested.
  public var iterations: Int
  /// How many simplifications the shrinker kept.
  public var shrinkSteps: Int
  /// How many candidates the shrinker replayed.
  public var shrinkAttempts: Int
  /// The shrunk value's choices; `ChoiceSource(replaying:)` regenerates it. Empty for a
  /// state-machine run, which replays from its steps instead.
  public var choices: [UInt64]
}

extension Counterexample {
  /// The failure report: the seed, the shrunk value, the violations, a drawing when the value
  /// can draw itself (``CounterexampleDrawable``), and how to replay it.
  public var report: String {
    let seedText = PropertyConfiguration.format(seed: seed)
    var lines = [
      "Property failed on case \(casesRun) of \(iterations)"
        + " (run seed \(PropertyConfiguration.format(seed: runSeed)), case seed \(seedText)).",
      "Shrunk by \(shrinkSteps) simplifications (\(shrinkAttempts) tries) to:",
      indented(String(describing: value)),
      "Violations:",
    ]
    lines += violations.map { "  - \($0)" }
    if let drawable = value as? any CounterexampleDrawable,
      let drawing = drawable.counterexampleDrawing
    {
      lines += ["Drawing:", indented(drawing)]
    }
    lines.append(
      "Replay with \(PropertyConfiguration.seedVariable)=\(seedText) (or seed: \(seedText)).")
    return lines.joined(separator: "\n")
  }

  private func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  " + $0 }.joined(separator: "\n")
  }
}

extension Counterexample: CustomStringConvertible {
  public var description: String { report }
}

/// A value that can draw itself for a failure report, such as a layout case drawn as text.
public protocol CounterexampleDrawable {
  /// A drawing of the value, or `nil` when there is nothing to draw.
  var counterexampleDrawing: String? { get }
}
