/// One way a value breaks a property: which rule, what happened, and which items are involved.
///
/// Properties return an array of violations (empty when the value passes), so a failure report
/// lists every broken rule at once.
///
/// ```swift
/// check(cases) { layoutCase in
///   layoutCase.sizes.count > 100 ? ["too many items"] : []
/// }
/// ```
public struct Violation: Hashable, Sendable {
  /// The rule broken, such as "no overlap".
  public var invariant: String
  /// What was found, naming the values.
  public var message: String
  /// The indices of the items involved, if any.
  public var indices: [Int]

  /// Creates a violation.
  ///
  /// - Parameters:
  ///   - invariant: The rule broken.
  ///   - message: What was found.
  ///   - indices: The items involved.
  public init(_ invariant: String, _ message: String, indices: [Int] = []) {
    self.invariant = invariant
    self.message = message
    self.indices = indices
  }
}

extension Violation {
  /// No violation when `condition` holds, else one with `message`: a one-line property.
  ///
  /// ```swift
  /// check(queries) { result, rect in
  ///   Violation.unless(found == expected, "found \(found), expected \(expected)")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - condition: What must hold.
  ///   - message: What was found otherwise; evaluated only then.
  ///   - invariant: The rule's name.
  /// - Returns: An empty array, or the violation.
  public static func unless(
    _ condition: Bool, _ message: @autoclosure () -> String, invariant: String = "property"
  ) -> [Violation] {
    condition ? [] : [Violation(invariant, message())]
  }
}

extension Violation: CustomStringConvertible {
  public var description: String { "\(invariant): \(message)" }
}

extension Violation: ExpressibleByStringInterpolation {
  /// A violation of the rule "property" with `value` as its message.
  public init(stringLiteral value: String) {
    self.init("property", value)
  }

  /// A violation of the rule "property" with the interpolated text as its message.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init("property", String(stringInterpolation: stringInterpolation))
  }
}
