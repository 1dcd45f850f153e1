extension Gen {
  /// A generator that picks one of the generators uniformly; shrinking prefers earlier ones.
  ///
  /// Put the simplest alternative first.
  ///
  /// ```swift
  /// let extent = Gen.oneOf(.constant(0), .double(in: 0...300, step: 0.5))
  /// ```
  ///
  /// - Parameters:
  ///   - first: The simplest alternative.
  ///   - others: The other alternatives.
  /// - Returns: The combined generator.
  public static func oneOf(_ first: Gen, _ others: Gen...) -> Gen {
    let generators = [first] + others
    return Gen { source in
      let index = Int(source.choose(upTo: UInt64(generators.count - 1)))
      return generators[index].generate(using: &source)
    }
  }

  /// A generator that picks among generators in proportion to their weights; shrinking prefers
  /// earlier ones.
  ///
  /// ```swift
  /// let spacing = Gen.frequency((1, .constant(0)), (3, .double(in: 0...24, step: 0.5)))
  /// ```
  ///
  /// - Parameters:
  ///   - first: The simplest alternative and its weight.
  ///   - others: The other alternatives and their weights. Weights below 1 count as 0, and
  ///     when every weight does, the first alternative is always chosen.
  /// - Returns: The combined generator.
  public static func frequency(_ first: (Int, Gen), _ others: (Int, Gen)...) -> Gen {
    let weighted = [first] + others
    let total = weighted.reduce(0) { $0 + max(0, $1.0) }
    guard total > 0 else { return first.1 }
    return Gen { source in
      var ticket = Int(source.choose(upTo: UInt64(total - 1)))
      for (weight, generator) in weighted where weight > 0 {
        if ticket < weight { return generator.generate(using: &source) }
        ticket -= weight
      }
      return first.1.generate(using: &source)
    }
  }

  /// A generator that picks one of the values uniformly; shrinking prefers earlier ones.
  ///
  /// - Parameters:
  ///   - first: The simplest value.
  ///   - others: The other values.
  /// - Returns: The generator.
  public static func element(_ first: Value, _ others: Value...) -> Gen where Value: Sendable {
    let values = [first] + others
    return Gen { source in values[Int(source.choose(upTo: UInt64(values.count - 1)))] }
  }
}

extension Gen where Value: CaseIterable & Sendable {
  /// A generator of the type's cases, uniformly; shrinks towards the first case.
  public static var anyCase: Gen {
    let cases = Array(Value.allCases)
    return Gen { source in cases[Int(source.choose(upTo: UInt64(max(1, cases.count) - 1)))] }
  }
}

extension Gen where Value == Bool {
  /// A generator of `true` with `probability`; shrinks to `false`.
  ///
  /// - Parameter probability: The chance of `true`, from 0 to 1.
  /// - Returns: The generator.
  public static func bool(probability: Double = 0.5) -> Gen {
    Gen { source in source.chooseBool(probability: probability) }
  }
}
