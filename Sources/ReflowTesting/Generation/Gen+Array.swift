extension Gen {
  /// A generator of arrays of `element` values whose length lies in `count`; shrinks towards
  /// fewer, simpler elements.
  ///
  /// Each element after the minimum is preceded by a yes-or-no choice to go on, so the shrinker
  /// removes an element by deleting its choices, and ends the array early by zeroing one.
  ///
  /// - Parameters:
  ///   - element: The generator of each element.
  ///   - count: The lengths allowed.
  /// - Returns: The generator.
  public static func array<Element>(
    of element: Gen<Element>, count: ClosedRange<Int> = 0...16
  ) -> Gen where Value == [Element] {
    array(count: count, startingFrom: ()) { _ in element.map { ($0, ()) } }
  }

  /// A generator of arrays whose elements depend on what came before: each step gets a state
  /// and generates an element and the next state.
  ///
  /// Use it for operation sequences of a state machine, where the next operation depends on a
  /// model of the state, or for items whose sizes target the space left on a line.
  ///
  /// ```swift
  /// let increasing = Gen.array(count: 0...8, startingFrom: 0) { last in
  ///   Gen.int(in: 0...10).map { step in (last + step, last + step) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - count: The lengths allowed.
  ///   - state: The state before the first element.
  ///   - next: Makes the generator of an element and the following state.
  /// - Returns: The generator.
  public static func array<Element, State>(
    count: ClosedRange<Int>, startingFrom state: State,
    next: @escaping @Sendable (State) -> Gen<(Element, State)>
  ) -> Gen where Value == [Element], State: Sendable {
    let minimum = max(0, count.lowerBound)
    let maximum = max(minimum, count.upperBound)
    let extra = Double(maximum - minimum) / 2
    let probability = extra / (extra + 1)
    return Gen { source in
      var elements: [Element] = []
      var current = state
      while elements.count < maximum {
        let element: Element? = source.span { source in
          guard elements.count < minimum || source.chooseBool(probability: probability) else {
            return nil
          }
          let (element, following) = next(current).generate(using: &source)
          current = following
          return element
        }
        guard let element else { break }
        elements.append(element)
      }
      return elements
    }
  }
}
