/// How hard this package's own test suites push: quick by default, so that `swift test` on a
/// fresh clone finishes in minutes on two cores, and at full strength with `REFLOW_THOROUGH=1`,
/// which `.ci/run` sets.
///
/// Quick mode keeps every test and trims only what is slow: the largest inputs of a corpus (the
/// Chromium stress fixtures of 1,000 items and more, through the incremental index), the longest
/// sessions, and the number of cases of the costliest property tests. A test asks for its share:
///
/// ```swift
/// check(Self.sessions, iterations: SuiteDepth.iterations(quick: 200)) { ... }
/// @Test(arguments: SuiteDepth.select(fixtures) { $0.itemCount < 1_000 }) func holds(...)
/// ```
///
/// `REFLOW_PROPERTY_ITERATIONS`, when set, still decides every property test's number of cases,
/// in either mode. This is the package's test policy, not the kit's: the kit's `check` on its
/// own runs 1,000 cases, as documented.
package enum SuiteDepth {
  /// The variable that turns full strength on: `REFLOW_THOROUGH=1`.
  package static let variable = "REFLOW_THOROUGH"

  /// Whether the suites run at full strength: `REFLOW_THOROUGH` is set to `1`, `true` or `yes`.
  package static var isThorough: Bool { isThorough(environmentValue(variable)) }

  /// Whether `value`, the variable's text, turns full strength on.
  package static func isThorough(_ value: String?) -> Bool {
    guard let value else { return false }
    return ["1", "true", "yes"].contains(value.lowercased())
  }

  /// The number of cases for a costly property test: `nil` (the kit's 1,000, or
  /// `REFLOW_PROPERTY_ITERATIONS`) at full strength or when that variable is set, else `quick`.
  ///
  /// - Parameter quick: The cases to run in quick mode.
  package static func iterations(quick: Int) -> Int? {
    iterations(
      quick: quick, thorough: isThorough,
      iterationsSet: environmentValue(PropertyConfiguration.iterationsVariable) != nil)
  }

  /// One shard's share of ``iterations(quick:)``: the cases of a property test too costly for
  /// one thread, split across `shards` tests (`@Test(arguments: 0..<shards)`) that Swift
  /// Testing runs in parallel, each from a seed of its own. The shares add up to at least the
  /// whole number; each is at least 1.
  ///
  /// - Parameters:
  ///   - quick: The cases to run in quick mode, in all.
  ///   - shards: The number of shards, at least 1.
  package static func iterations(quick: Int, shards: Int) -> Int {
    let total = PropertyConfiguration.resolve(iterations: iterations(quick: quick), seed: nil)
      .configuration.iterations
    let shards = Swift.max(1, shards)
    return Swift.max(1, (total + shards - 1) / shards)
  }

  /// ``iterations(quick:)`` for a given mode and environment.
  package static func iterations(quick: Int, thorough: Bool, iterationsSet: Bool) -> Int? {
    thorough || iterationsSet ? nil : quick
  }

  /// All of `values` at full strength; in quick mode, those `keep` accepts.
  ///
  /// - Parameters:
  ///   - values: A test's arguments, such as the fixtures of a corpus.
  ///   - keep: Whether a value runs in quick mode too.
  package static func select<Values: Collection>(
    _ values: Values, quick keep: (Values.Element) -> Bool
  ) -> [Values.Element] {
    isThorough ? Array(values) : values.filter(keep)
  }

  /// One of two values: `thorough` at full strength, else `quick`, such as a session's length.
  package static func value<Value>(quick: Value, thorough: Value) -> Value {
    isThorough ? thorough : quick
  }
}
