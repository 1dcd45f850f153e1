import Reflow
import ReflowSimulation
import Testing

@testable import ReflowCLI

/// The value syntax of `reflow simulate`, in process: parsing, and printing back the same way.
@Suite struct SimulationSyntaxTests {
  @Test("Times read in ms, s or min; a bare number only as 0", arguments: [
    ("300ms", 0.3), ("1s", 1), ("1.5s", 1.5), ("2min", 120), ("0", 0),
  ])
  func seconds(text: String, seconds: Double) throws {
    #expect(abs(try SimulationSyntax.seconds(text) - seconds) < 1e-12)
  }

  @Test("Latencies, thresholds, sizes and scrolls print back in the syntax they are read in",
        arguments: [
    "300ms", "1s", "uniform:100-800ms", "0.25viewport", "200pt", "15items", "100x100",
    "uniform:20-200x20-60", "uniform:48-160x32", "constant:1500", "fling:4000", "fling:-4000",
    "swing:3000:20s",
  ])
  func roundTrip(text: String) throws {
    typealias Syntax = SimulationSyntax
    let printed: String
    if text.hasSuffix("items") || text.hasSuffix("pt") || text.hasSuffix("viewport") {
      printed = Syntax.describe(try Syntax.threshold(text))
    } else if text.hasPrefix("constant") || text.hasPrefix("fling") || text.hasPrefix("swing") {
      switch try Syntax.scroll(text) {
      case .constant(let speed): printed = Syntax.describe(.constant(speed))
      case .fling(let speed): printed = Syntax.describe(.fling(speed))
      case .swing(let speed, let period):
        printed = Syntax.describe(.swing(speed: speed, period: period))
      case .script: printed = "script"
      }
    } else if text.contains("x") {
      printed = Syntax.describe(try Syntax.itemSizes(text))
    } else {
      printed = Syntax.describe(try Syntax.latency(text))
    }
    #expect(printed == text)
  }

  @Test("Parsed values are the library's", arguments: [
    ("uniform:100-800ms", SimulationConfiguration.Latency.uniform(0.1...0.8)),
    ("250ms", .fixed(0.25)),
  ])
  func latency(text: String, latency: SimulationConfiguration.Latency) throws {
    #expect(try SimulationSyntax.latency(text) == latency)
  }

  @Test("Thresholds are fractions of the viewport, points or items, always with a unit")
  func thresholds() throws {
    #expect(try SimulationSyntax.threshold("0.5viewport") == .viewportFraction(0.5))
    #expect(try SimulationSyntax.threshold("200pt") == .points(200))
    #expect(try SimulationSyntax.threshold("15items") == .items(15))
    #expect(throws: ValueError(
      expected: "a threshold with its unit: " + SimulationSyntax.thresholdExpectation,
      suggestion: "200pt")) { try SimulationSyntax.threshold("200") }
    #expect(throws: ValueError(
      expected: "a threshold with its unit: " + SimulationSyntax.thresholdExpectation,
      suggestion: "0.25viewport")) { try SimulationSyntax.threshold("0.25") }
    #expect(throws: ValueError.self) { try SimulationSyntax.threshold("1.5items") }
  }

  @Test("Times need a unit but for 0; rates too; jumps are TIME@INDEX")
  func unitsRequired() throws {
    #expect(throws: ValueError(
      expected: "a time with its unit, such as 300ms, 1s or 2min", suggestion: "300ms",
      alternatives: ["300s"])) {
      try SimulationSyntax.seconds("300")
    }
    // A session's time is seconds first, however large: `--duration 10` is not 10ms.
    #expect(throws: ValueError(
      expected: "a time with its unit, such as 300ms, 1s or 2min", suggestion: "10s",
      alternatives: ["10ms"])) {
      try SimulationSyntax.seconds("10", span: .session)
    }
    #expect(throws: ValueError(
      expected: "a time with its unit, such as 300ms, 1s or 2min", suggestion: "2s",
      alternatives: ["2ms"])) {
      try SimulationSyntax.seconds("2")
    }
    #expect(throws: ValueError.self) { try SimulationSyntax.latency("uniform:100-800") }
    #expect(try SimulationSyntax.seconds("0") == 0 && SimulationSyntax.seconds("2min") == 120)
    #expect(try SimulationSyntax.rate("5/s") == 5 && SimulationSyntax.rate("300/min") == 5)
    #expect(throws: ValueError(
      expected: "items per unit of time such as 5/s or 300/min", suggestion: "5/s")) {
      try SimulationSyntax.rate("5")
    }
    #expect(try SimulationSyntax.jump("10s@500000") == .init(time: 10, index: 500_000))
    #expect(throws: ValueError.self) { try SimulationSyntax.jump("10@500000") }
  }

  @Test("Insets take four values or one")
  func insets() throws {
    #expect(try SimulationSyntax.insets("1,2,3,4")
      == Insets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(try SimulationSyntax.insets("8") == Insets(all: 8))
    #expect(throws: ValueError.self) { try SimulationSyntax.insets("1,2,3") }
  }

  @Test("A scroll script skips comments and blank lines and takes commas or spaces")
  func script() throws {
    let points = try SimulationSyntax.scriptPoints("# t, y\n0, 0\n\n 1.5\t800 \r\n3,1200\n")
    #expect(points == [
      .init(time: 0, offset: 0), .init(time: 1.5, offset: 800), .init(time: 3, offset: 1200),
    ])
    #expect(throws: ValueError.self) { try SimulationSyntax.scriptPoints("# nothing\n") }
  }

  @Test("Fixed decimals round half away from zero and never print -0", arguments: [
    (0.8000000000000003, 3, "0.800"), (-0.00001, 2, "0.00"), (2.5, 0, "3"), (12.345, 1, "12.3"),
    (1e-5, 4, "0.0000"), (-1.25, 1, "-1.3"), (956, 2, "956.00"),
  ] as [(Double, Int, String)])
  func fixedDecimals(value: Double, digits: Int, text: String) {
    #expect(FixedDecimal.format(value, digits: digits) == text)
  }

  @Test("Chart ticks are 1, 2 or 5 times a power of ten and cover the maximum", arguments: [
    (25.0, [0.0, 5, 10, 15, 20, 25]), (10_000, [0, 2_000, 4_000, 6_000, 8_000, 10_000]),
    (0.5, [0, 0.1, 0.2, 0.3, 0.4, 0.5]), (60, [0, 10, 20, 30, 40, 50, 60]),
  ] as [(Double, [Double])])
  func ticks(maximum: Double, ticks: [Double]) {
    let computed = SimulationChart.ticks(upTo: maximum)
    #expect(computed.count == ticks.count)
    for (a, b) in zip(computed, ticks) { #expect(abs(a - b) < 1e-9) }
  }
}
