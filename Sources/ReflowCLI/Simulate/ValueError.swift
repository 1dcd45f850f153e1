/// Why the text of a simulation value was rejected: what was expected and, when one is plausibly
/// meant, the nearest valid spelling.
struct ValueError: Error, Equatable {
  /// What the value must look like, with an example: "a time such as 300ms or 1s".
  var expected: String
  /// The nearest valid spelling of the text given, if there is one.
  var suggestion: String?
  /// Other plausible spellings, less likely than ``suggestion``, in the order to offer them.
  var alternatives: [String] = []

  /// `; did you mean 'A'?` or `; did you mean 'A' or 'B'?`, or nothing without a suggestion.
  var hint: String {
    guard let suggestion else { return "" }
    return "; did you mean "
      + ([suggestion] + alternatives).map { "'\($0)'" }.joined(separator: " or ") + "?"
  }

  /// The same error with `transform` applied to every suggestion, for a value inside a larger
  /// spelling (the time of `TIME@INDEX`).
  func mapSuggestions(expected: String, _ transform: (String) -> String) -> ValueError {
    ValueError(
      expected: expected, suggestion: suggestion.map(transform),
      alternatives: alternatives.map(transform))
  }
}
