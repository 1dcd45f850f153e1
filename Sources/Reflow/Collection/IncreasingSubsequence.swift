/// Marks a heaviest strictly increasing subsequence of `values`: the elements (runs of items)
/// that keep their relative order with the most total weight, so that every other one moves.
///
/// With every weight 1 this is a longest increasing subsequence. The diff passes runs of items
/// that stayed next to each other, weighted by length: a longest increasing subsequence of the
/// items can always be made of whole runs (an item between two kept ones of its run is in
/// order with both), so the heaviest chain of runs keeps as many items as the items' own
/// longest increasing subsequence, with one entry per run instead of one per item.
///
/// Dynamic programming over a Fenwick tree of prefix maxima, indexed by each value's rank.
///
/// - Parameters:
///   - values: Distinct integers.
///   - weights: One positive weight per value.
/// - Returns: One flag per element: `true` for those in the subsequence.
/// - Complexity: O(*m* log *m*), where *m* is the number of values.
@inlinable
func heaviestIncreasingSubsequenceMask(_ values: [Int], weights: [Int]) -> [Bool] {
  let count = values.count
  var mask = [Bool](repeating: false, count: count)
  guard count > 0 else { return mask }
  // A run of values in increasing order (the common case: few moves) needs no tree.
  if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) {
    return [Bool](repeating: true, count: count)
  }
  var rank = [Int](repeating: 0, count: count)
  for (position, index) in values.indices.sorted(by: { values[$0] < values[$1] }).enumerated() {
    rank[index] = position + 1
  }
  // tree[i]: the heaviest chain ending at a value whose rank is in i's Fenwick range, and the
  // index of its last element.
  var treeWeight = [Int](repeating: 0, count: count + 1)
  var treeIndex = [Int](repeating: -1, count: count + 1)
  var previous = [Int](repeating: -1, count: count)
  var bestWeight = 0
  var bestIndex = -1
  for index in 0..<count {
    var weight = 0
    var before = -1
    var node = rank[index] - 1
    while node > 0 {
      if treeWeight[node] > weight {
        weight = treeWeight[node]
        before = treeIndex[node]
      }
      node &= node - 1
    }
    let total = weight + weights[index]
    previous[index] = before
    if total > bestWeight {
      bestWeight = total
      bestIndex = index
    }
    node = rank[index]
    while node <= count {
      if treeWeight[node] < total {
        treeWeight[node] = total
        treeIndex[node] = index
      }
      node += node & -node
    }
  }
  var index = bestIndex
  while index >= 0 {
    mask[index] = true
    index = previous[index]
  }
  return mask
}
