/// Finds the known word nearest a mistyped one, for "did you mean" hints.
enum Suggestion {
  /// The candidate nearest `word` by edit distance, or `nil` when none is plausibly meant.
  ///
  /// A candidate is plausible when it starts with `word` (an abbreviation) or when its edit
  /// distance is at most a third of the longer word's length, and at least 2. Leading dashes
  /// are ignored when measuring. Ties go to the earlier candidate.
  ///
  /// ```swift
  /// Suggestion.nearest(to: "--item-spacng", among: ["--width", "--item-spacing"])
  /// // "--item-spacing"
  /// ```
  ///
  /// - Complexity: O(*c* × *m* × *k*), where *c* is the number of candidates and *m*, *k* the
  ///   lengths of the words compared.
  static func nearest(to word: String, among candidates: [String]) -> String? {
    let typed = Array(word.drop { $0 == "-" })
    guard !typed.isEmpty else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let known = Array(candidate.drop { $0 == "-" })
      let distance = known.starts(with: typed) ? 0 : editDistance(typed, known)
      let limit = Swift.max(2, Swift.max(typed.count, known.count) / 3)
      guard distance <= limit else { continue }
      if best.map({ distance < $0.distance }) ?? true {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The Levenshtein distance: the fewest insertions, deletions and substitutions of single
  /// characters that turn `source` into `target`.
  ///
  /// - Complexity: O(*m* × *k*) time and O(*k*) space, where *m* and *k* are the lengths.
  static func editDistance(_ source: [Character], _ target: [Character]) -> Int {
    guard !source.isEmpty else { return target.count }
    guard !target.isEmpty else { return source.count }
    var previous = Array(0...target.count)
    var current = Array(repeating: 0, count: target.count + 1)
    for (row, sourceCharacter) in source.enumerated() {
      current[0] = row + 1
      for (column, targetCharacter) in target.enumerated() {
        let substitution = previous[column] + (sourceCharacter == targetCharacter ? 0 : 1)
        current[column + 1] = Swift.min(substitution, previous[column + 1] + 1, current[column] + 1)
      }
      swap(&previous, &current)
    }
    return previous[target.count]
  }
}
