/// Marks a longest strictly increasing subsequence of `values`: the elements that keep their
/// relative order, so that every other one is a move.
///
/// Patience sorting with predecessor links. An element larger than the longest run's tail
/// extends it without a search, so a nearly sorted sequence (a few moves among many items)
/// costs O(*m*) and a shuffled one O(*m* log *m*).
///
/// - Parameter values: Distinct integers.
/// - Returns: One flag per element: `true` for those in the subsequence.
/// - Complexity: O(*m* log *m*) worst, O(*m* + *r* log *m*) for *r* elements out of order.
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
  var mask = [Bool](repeating: false, count: values.count)
  guard !values.isEmpty else { return mask }
  // tails[k]: the index of the smallest tail of an increasing run of length k + 1.
  var tails: [Int] = []
  var previous = [Int](repeating: -1, count: values.count)
  for (index, value) in values.enumerated() {
    if let last = tails.last, values[last] >= value {
      var low = 0
      var high = tails.count - 1
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      previous[index] = low > 0 ? tails[low - 1] : -1
      tails[low] = index
    } else {
      previous[index] = tails.last ?? -1
      tails.append(index)
    }
  }
  var index = tails[tails.count - 1]
  while index >= 0 {
    mask[index] = true
    index = previous[index]
  }
  return mask
}
