/// How many cases a property run tests and from which seed, resolved from the call and the
/// environment.
///
/// - `iterations`: the argument if given, else `REFLOW_PROPERTY_ITERATIONS`, else 1,000.
/// - `seed`: the argument if given, else `REFLOW_SEED` (decimal or `0x` hexadecimal), else a
///   fresh random seed. A failure report prints the failing case's seed; passing it back runs
///   that case first.
public struct PropertyConfiguration: Hashable, Sendable {
  /// The number of cases to test.
  public var iterations: Int
  /// The seed of the first case.
  public var seed: UInt64

  /// The number of cases when neither the call nor the environment says.
  public static let defaultIterations = 1_000
  /// The variable that sets the number of cases when the call does not.
  public static let iterationsVariable = "REFLOW_PROPERTY_ITERATIONS"
  /// The variable that sets the first case's seed when the call does not.
  public static let seedVariable = "REFLOW_SEED"

  /// Creates a configuration.
  public init(iterations: Int, seed: UInt64) {
    self.iterations = iterations
    self.seed = seed
  }

  /// Resolves the configuration of a run.
  ///
  /// - Parameters:
  ///   - iterations: The caller's number of cases, or `nil`.
  ///   - seed: The caller's seed, or `nil`.
  ///   - environment: Looks up a variable; `nil` reads the process environment.
  /// - Returns: The configuration and, for each variable that is set but unreadable, a message
  ///   saying so (the default is used instead).
  public static func resolve(
    iterations: Int?, seed: UInt64?,
    environment: ((String) -> String?)? = nil
  ) -> (configuration: PropertyConfiguration, problems: [String]) {
    let environment = environment ?? environmentValue
    var problems: [String] = []
    var resolvedIterations = defaultIterations
    if let iterations {
      resolvedIterations = iterations
    } else if let text = environment(iterationsVariable) {
      if let value = Int(text.trimmingSpaces()), value > 0 {
        resolvedIterations = value
      } else {
        problems.append(
          "\(iterationsVariable)=\(text) is not a positive whole number; using \(defaultIterations)"
        )
      }
    }
    var resolvedSeed: UInt64?
    if let seed {
      resolvedSeed = seed
    } else if let text = environment(seedVariable) {
      resolvedSeed = parseSeed(text)
      if resolvedSeed == nil {
        problems.append(
          "\(seedVariable)=\(text) is not a seed; write it as printed, such as 0x1F2E3D4C5B6A7988")
      }
    }
    var random = SystemRandomNumberGenerator()
    let configuration = PropertyConfiguration(
      iterations: max(0, resolvedIterations), seed: resolvedSeed ?? random.next())
    return (configuration, problems)
  }

  /// Reads a seed written in decimal or as `0x` hexadecimal, or `nil`.
  ///
  /// - Parameter text: The seed's text, such as `0x00C0FFEE`.
  /// - Returns: The seed.
  public static func parseSeed(_ text: String) -> UInt64? {
    let trimmed = text.trimmingSpaces()
    if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
      return UInt64(trimmed.dropFirst(2).filter { $0 != "_" }, radix: 16)
    }
    return UInt64(trimmed)
  }

  /// `seed` as the runner prints it: `0x` and 16 hexadecimal digits.
  ///
  /// - Parameter seed: A seed.
  /// - Returns: Its text, which ``parseSeed(_:)`` reads back.
  public static func format(seed: UInt64) -> String {
    let digits = String(seed, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
