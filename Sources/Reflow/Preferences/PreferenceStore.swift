/// The values one preference key received in a pass, with the key's type erased so the builder
/// can keep every key's store in one table.
protocol AnyPreferenceStore: AnyObject {
  /// The key's type.
  var key: ObjectIdentifier { get }
  /// Forgets the pass's values, keeping capacity for the next pass.
  func removeAll()
  /// Puts the values in tree order, dropping values of nodes not reached from the root.
  func sortByRank(_ tree: [Node])
  /// The reduced value of all values, boxed.
  func rootValue() -> any Sendable
}

/// The values of `Key` attached in a pass. Nodes, ranks and values are parallel arrays, so
/// attaching a value appends to arrays whose element types are known without generic metadata
/// lookups, except for the value itself.
@usableFromInline
final class PreferenceStore<Key: ElementPreferenceKey>: AnyPreferenceStore {
  let key = ObjectIdentifier(Key.self)
  /// The node each value is attached to, in attachment order until `sortByRank(_:)`.
  @usableFromInline @exclusivity(unchecked) var nodes: [Int] = []
  /// The rank of each value's node, set by `sortByRank(_:)`.
  @exclusivity(unchecked) var ranks: [Int] = []
  @usableFromInline @exclusivity(unchecked) var values: [Key.Value] = []

  init() {}

  /// Attaches `value` to `node`. Inlinable so that callers append to an array of their own,
  /// known value type, without generic metadata lookups.
  @inlinable
  func append(_ value: Key.Value, node: Int) {
    nodes.append(node)
    values.append(value)
  }

  func removeAll() {
    nodes.removeAll(keepingCapacity: true)
    ranks.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
  }

  func sortByRank(_ tree: [Node]) {
    ranks.removeAll(keepingCapacity: true)
    var sorted = true
    var reachable = true
    var previous = -1
    for node in nodes {
      let rank = tree[node].rank
      ranks.append(rank)
      if rank < 0 { reachable = false }
      if rank < previous { sorted = false }
      previous = rank
    }
    guard !sorted || !reachable else { return }
    // A geometry reader's content attaches its values after later siblings attached theirs;
    // a container's own values may be attached after its children's. Ties keep attachment
    // order, so the sort is stable.
    let order = ranks.indices.filter { ranks[$0] >= 0 }.sorted { (ranks[$0], $0) < (ranks[$1], $1) }
    nodes = order.map { nodes[$0] }
    values = order.map { values[$0] }
    ranks = order.map { ranks[$0] }
  }

  /// The values of the nodes ranked in `range`, reduced in tree order.
  func value(ranks range: Range<Int>) -> Key.Value {
    var low = 0
    var high = ranks.count
    while low < high {
      let middle = (low + high) / 2
      if ranks[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    var value = Key.defaultValue
    var index = low
    while index < ranks.count && ranks[index] < range.upperBound {
      let next = values[index]
      Key.reduce(value: &value) { next }
      index += 1
    }
    return value
  }

  func rootValue() -> any Sendable {
    value(ranks: 0..<Int.max)
  }
}
