/// The first index in `range` for which `predicate` is true, or `range.upperBound`; the
/// predicate must be false for a prefix of the range and true for the rest.
package func partitioningIndex(in range: Range<Int>, where predicate: (Int) -> Bool) -> Int {
  // The answer lies in `base...(base + remaining)`. Each step halves `remaining` with a select
  // rather than a branch: over values it has not seen, a branch is mispredicted half the time.
  var base = range.lowerBound
  var remaining = range.count
  while remaining > 1 {
    let half = remaining / 2
    base = predicate(base + half - 1) ? base : base + half
    remaining -= half
  }
  return remaining == 1 && !predicate(base) ? base + 1 : base
}

/// The index ``partitioningIndex(in:where:)`` gives, found by probes doubling their distance
/// from the range's start before halving: O(log *k*) tests for an answer *k* places in, so a
/// search whose answer usually lies near the start (the last line a small query meets, counted
/// from its first) costs a few tests however long the range.
package func partitioningIndex(
  nearStartOf range: Range<Int>, where predicate: (Int) -> Bool
) -> Int {
  // Every index before `low` is false.
  var low = range.lowerBound
  var step = 1
  while range.upperBound - low > step {
    let probe = low + step - 1
    if predicate(probe) { return partitioningIndex(in: low..<probe, where: predicate) }
    low = probe + 1
    step *= 2
  }
  return partitioningIndex(in: low..<range.upperBound, where: predicate)
}
