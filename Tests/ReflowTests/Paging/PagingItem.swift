/// An item of a paged source in the project's own paging tests: only its identity matters.
struct PagingItem: Identifiable, Hashable, Sendable, CustomStringConvertible {
  let id: Int
  var description: String { "\(id)" }
}
