// The README's model-based testing example, verbatim, so it cannot rot.
import ReflowTesting
import Testing

/// The component under test: a cache that keeps the `capacity` most recently used values.
struct RecentCache {
  let capacity: Int
  private(set) var entries: [(key: String, value: Int)] = []  // least recently used first

  init(capacity: Int) { self.capacity = capacity }

  mutating func insert(_ value: Int, for key: String) {
    entries.removeAll { $0.key == key }
    entries.append((key, value))
    if entries.count > capacity { entries.removeFirst() }
  }

  mutating func value(for key: String) -> Int? {
    guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
    let entry = entries.remove(at: index)
    entries.append(entry)
    return entry.value
  }
}

/// The model: every value ever stored, and the keys in the order they were last used.
struct CacheModel {
  var capacity: Int
  var values: [String: Int] = [:]
  var recency: [String] = []

  var kept: ArraySlice<String> { recency.suffix(capacity) }

  mutating func use(_ key: String) {
    recency.removeAll { $0 == key }
    recency.append(key)
  }
}

struct RecentCacheTest: StateMachineTest {
  typealias Setup = Int  // the capacity, generated and shrunk with the steps
  typealias System = RecentCache
  typealias Model = CacheModel

  var setups: Gen<Int> { .int(in: 1...4) }
  func makeSystem(_ capacity: Int) -> RecentCache { RecentCache(capacity: capacity) }
  func makeModel(_ capacity: Int) -> CacheModel { CacheModel(capacity: capacity) }

  var commands: [Command] {
    let keys = Gen.element("a", "b", "c", "d", "e")
    return [
      Command("insert", arguments: Gen.zip(keys, .int(in: 0...9))) { cache, entry in
        cache.insert(entry.1, for: entry.0)
      } model: { model, entry in
        model.values[entry.0] = entry.1
        model.use(entry.0)
      },
      // The cache's answer must equal the model's: a kept key's value, else nil.
      Command("value", arguments: keys) { cache, key in
        cache.value(for: key)
      } model: { model, key in
        guard model.kept.contains(key) else { return nil }
        model.use(key)
        return model.values[key]
      },
    ]
  }

  func invariants(_ cache: RecentCache, _ model: CacheModel) -> [Violation] {
    Violation.unless(
      cache.entries.map(\.key) == Array(model.kept),
      "the cache holds \(cache.entries.map(\.key)), the model \(Array(model.kept))")
  }
}

@Test("The cache keeps the most recently used values")
func recentCache() {
  check(RecentCacheTest())
}
