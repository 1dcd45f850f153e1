import ReflowTesting
import Testing

@Suite struct PropertyRunnerTests {
  @Test("check records one issue at the caller's line, with the seed, the input and a replay line")
  func recordsIssue() {
    let line = #_sourceLocation.line + 3
    withKnownIssue {
      let cases = Gen<LayoutCase>.layoutCase(items: 1...6)
      check(cases, iterations: 200, seed: 0x5EED) { layoutCase in
        Violation.unless(layoutCase.sizes.count < 3, "\(layoutCase.sizes.count) items")
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return issue.sourceLocation?.line == line
        && text.contains("Replay with REFLOW_SEED=0x")
        && text.contains("LayoutCase(") && text.contains("Flow:\n")
        && text.contains("property: 3 items")
    }
  }

  @Test("checkAll records an issue when the property returns false")
  func boolProperty() {
    withKnownIssue {
      checkAll(.int(in: 0...100), iterations: 500, seed: 1) { $0 < 50 }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("returned false")
    }
  }

  @Test("A passing property records nothing and runs every case")
  func passing() {
    var cases = 0
    check(.int(in: 0...10), iterations: 321, seed: 2) { _ in
      cases += 1
      return []
    }
    #expect(cases == 321)
  }

  @Test("A thrown error counts as a violation")
  func thrownError() throws {
    struct Failure: Error {}
    let failure = try #require(
      findCounterexample(.int(in: 0...10), iterations: 100, seed: 3) { value -> [Violation] in
        if value > 4 { throw Failure() }
        return []
      })
    #expect(failure.value == 5)
    #expect(failure.violations.first?.invariant == "no error")
  }

  @Test(
    "The configuration takes the argument, then the environment, then the default",
    arguments: [
      (5, 9, [:], 5, 9),
      (nil, nil, ["REFLOW_PROPERTY_ITERATIONS": "20", "REFLOW_SEED": "0x10"], 20, 16),
      (7, nil, ["REFLOW_PROPERTY_ITERATIONS": "20", "REFLOW_SEED": " 42 "], 7, 42),
      (nil, 3, ["REFLOW_PROPERTY_ITERATIONS": "2_000"], 1_000, 3),
    ] as [(Int?, UInt64?, [String: String], Int, UInt64)])
  func configuration(
    _ iterations: Int?, _ seed: UInt64?, _ environment: [String: String],
    _ expectedIterations: Int, _ expectedSeed: UInt64
  ) {
    let (configuration, problems) = PropertyConfiguration.resolve(
      iterations: iterations, seed: seed, environment: { environment[$0] })
    #expect(
      configuration == PropertyConfiguration(iterations: expectedIterations, seed: expectedSeed))
    #expect(problems.count == (environment["REFLOW_PROPERTY_ITERATIONS"] == "2_000" ? 1 : 0))
  }

  @Test("An unreadable seed is reported, and a fresh seed is used")
  func badSeed() {
    let (configuration, problems) = PropertyConfiguration.resolve(
      iterations: nil, seed: nil, environment: { $0 == "REFLOW_SEED" ? "0xZZ" : nil })
    #expect(configuration.iterations == PropertyConfiguration.defaultIterations)
    #expect(problems.count == 1 && problems[0].contains("REFLOW_SEED=0xZZ"))
  }

  @Test("Seeds print as 0x and 16 hexadecimal digits and read back")
  func seedText() {
    #expect(PropertyConfiguration.format(seed: 0xC0FFEE) == "0x0000000000C0FFEE")
    let seeds = Gen<UInt64>(({ source in source.choose(upTo: .max) }))
    checkAll(seeds, iterations: 1_000, seed: 4) { seed in
      PropertyConfiguration.parseSeed(PropertyConfiguration.format(seed: seed)) == seed
        && PropertyConfiguration.parseSeed(String(seed)) == seed
    }
  }
}
