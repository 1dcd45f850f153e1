// Imports only ReflowTesting, as a user's test helper file might: `check` and `checkAll` must
// compile without `import Testing` and still record through Swift Testing when called from a
// Swift Testing test (see `RecordingTests`).
import ReflowTesting

enum ImportAloneHelpers {
  /// The line of the `check` call below, for the test that expects its issue there.
  static let checkLine = #line + 3

  static func checkSmallValues() {
    check(Gen.int(in: 0...1_000), iterations: 300, seed: 7) { value in
      Violation.unless(value < 100, "\(value) is at least 100")
    }
  }

  static func checkAllSmallValues() {
    checkAll(Gen.int(in: 0...1_000), iterations: 300, seed: 8) { $0 < 100 }
  }
}
