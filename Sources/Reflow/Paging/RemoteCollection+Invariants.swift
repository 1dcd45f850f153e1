extension RemoteCollection {
  /// Every way the state breaks the collection's invariants; empty when it is sound.
  ///
  /// Tests call it after every step, and the `reflow simulate` tool after every event.
  ///
  /// - Parameter thorough: Whether to check every loaded item's id too, in O(*n*); the other
  ///   checks take O(*p*) for *p* loaded pages.
  package func invariantViolations(thorough: Bool = true) -> [String] {
    var violations: [String] = []
    func require(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { violations.append(message()) }
    }
    let items = window.items
    require(
      pages.reduce(0) { $0 + $1.count } == items.count,
      "pages hold \(pages.map(\.count)) items but \(items.count) are loaded")
    require(ids.count == items.count, "\(ids.count) ids for \(items.count) loaded items")
    if thorough {
      var seen = Set<Item.ID>()
      for (offset, item) in items.enumerated() {
        require(seen.insert(item.id).inserted, "item \(item.id) is loaded twice (at \(offset))")
        require(ids.contains(item.id), "loaded item \(item.id) is missing from the ids")
      }
    }
    if let totalCount, let firstIndex {
      require(firstIndex >= 0, "the first loaded item is at \(firstIndex)")
      require(
        totalCount - firstIndex >= items.count,
        "\(items.count) items from \(firstIndex) run past the total \(totalCount)")
      require(
        window.before == firstIndex
          && window.after == totalCount - firstIndex - items.count,
        "placeholders \(window.placeholdersBefore) + \(window.placeholdersAfter) do not"
          + " match \(firstIndex) of \(totalCount)")
    } else {
      require(
        window.before == 0 && window.after == 0,
        "placeholders without a known count")
    }
    for kind in LoadKind.allCases {
      let flying = inFlight[kind]
      require(
        (flying != nil) == loadStates[kind].isLoading,
        "\(kind.rawValue) is \(loadStates[kind]) with \(flying.map { "\($0)" } ?? "nothing")"
          + " in flight")
      if let flying { require(flying.kind == kind, "\(flying) is in flight as a \(kind.rawValue)") }
    }
    let keys = LoadKind.allCases.compactMap { inFlight[$0]?.key }
    require(Set(keys).count == keys.count, "two requests in flight for one key: \(keys)")
    // The limit holds (give or take the page being loaded) when it covers the viewport, the
    // prefetch distance and a page on each side; past that, what the viewport needs is kept.
    if let maximumLoadedItems, let visible,
      visible.count + 2 * (prefetchDistance + self.keys.pageSize) <= maximumLoadedItems
    {
      require(
        items.count <= maximumLoadedItems + self.keys.pageSize,
        "\(items.count) items loaded, over the limit \(maximumLoadedItems) plus a page")
    }
    return violations
  }
}
