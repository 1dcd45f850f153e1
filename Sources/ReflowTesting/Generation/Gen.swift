/// A seeded generator of test values with integrated shrinking.
///
/// A `Gen` turns a stream of choices (``ChoiceSource``) into a value. Because it is a plain
/// function of its choices, a failing value is replayed from its seed, and shrunk by editing the
/// choices and running the generator again: every value the shrinker tries is one the generator
/// could have produced, even through ``map(_:)`` and ``flatMap(_:)``.
///
/// ```swift
/// let sizes = Gen.array(of: Gen.size(width: 0...100, height: 0...40), count: 0...10)
/// check(sizes) { sizes in sizes.count <= 10 }
/// ```
///
/// Write generators so that the choice 0 gives the simplest value (0, the empty array, the
/// first alternative): shrinking moves choices towards 0.
public struct Gen<Value>: Sendable {
  private let body: @Sendable (inout ChoiceSource) -> Value

  /// Creates a generator from a function of a choice source.
  ///
  /// - Parameter body: Draws choices from the source and builds a value; it must be a pure
  ///   function of the choices it draws.
  public init(_ body: @escaping @Sendable (inout ChoiceSource) -> Value) {
    self.body = body
  }

  /// Generates a value by drawing choices from `source`.
  ///
  /// - Parameter source: The choices, random or replayed.
  /// - Returns: The value those choices describe.
  public func generate(using source: inout ChoiceSource) -> Value {
    body(&source)
  }

  /// The value a case with `seed` generates: what a property run with that seed tests first.
  ///
  /// - Parameter seed: A case seed, as printed in a failure report.
  /// - Returns: The generated value.
  public func sample(seed: UInt64) -> Value {
    var source = ChoiceSource(seed: seed)
    return generate(using: &source)
  }

  /// Values for `count` consecutive case seeds from `seed`, as a property run would test them.
  ///
  /// - Parameters:
  ///   - count: How many values.
  ///   - seed: The first case seed.
  /// - Returns: The values, in run order.
  /// - Complexity: O(*count*) generations.
  public func samples(count: Int, seed: UInt64) -> [Value] {
    var values: [Value] = []
    var caseSeed = seed
    for _ in 0..<max(0, count) {
      values.append(sample(seed: caseSeed))
      caseSeed = Xoshiro256.successor(of: caseSeed)
    }
    return values
  }
}

extension Gen {
  /// A generator that always gives `value`.
  public static func constant(_ value: Value) -> Gen where Value: Sendable {
    Gen { _ in value }
  }

  /// A generator of the transformed values; shrinking still works on the original choices.
  ///
  /// - Parameter transform: A pure function of the generated value.
  /// - Returns: The mapped generator.
  public func map<Mapped>(_ transform: @escaping @Sendable (Value) -> Mapped) -> Gen<Mapped> {
    Gen<Mapped> { source in transform(self.generate(using: &source)) }
  }

  /// A generator whose second stage depends on the first value; both stages shrink.
  ///
  /// ```swift
  /// let widthAndItem = Gen.int(in: 1...100).flatMap { width in
  ///   Gen.int(in: 0...width).map { (width, $0) }
  /// }
  /// ```
  ///
  /// - Parameter next: Makes the generator for the second stage from the first value.
  /// - Returns: The combined generator.
  public func flatMap<Next>(_ next: @escaping @Sendable (Value) -> Gen<Next>) -> Gen<Next> {
    Gen<Next> { source in
      let first = self.generate(using: &source)
      return next(first).generate(using: &source)
    }
  }

  /// A generator of pairs, drawing the first value's choices before the second's.
  public static func zip<First, Second>(
    _ first: Gen<First>, _ second: Gen<Second>
  ) -> Gen where Value == (First, Second) {
    Gen { source in (first.generate(using: &source), second.generate(using: &source)) }
  }

  /// A generator of triples, drawing the values' choices in order.
  public static func zip<First, Second, Third>(
    _ first: Gen<First>, _ second: Gen<Second>, _ third: Gen<Third>
  ) -> Gen where Value == (First, Second, Third) {
    Gen { source in
      (first.generate(using: &source), second.generate(using: &source),
       third.generate(using: &source))
    }
  }
}
