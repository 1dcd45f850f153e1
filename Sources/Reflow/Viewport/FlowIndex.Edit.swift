extension FlowIndex {
  /// One edit of a ``FlowIndex`` for ``FlowIndex/applyEdits(_:)``: each editing method of the
  /// index has one, with the same name and labels, so a batch reads like the calls it replaces.
  ///
  /// ```swift
  /// try index.applyEdits([
  ///   .removeSubrange(120..<121),                          // as index.removeSubrange(_:)
  ///   .insert(contentsOf: [Size(width: 90, height: 90)], at: 7),
  ///   .moveSubrange(40..<42, to: 900),
  ///   .setSize(Size(width: 120, height: 40), at: 3),
  /// ])
  /// ```
  ///
  /// Each edit's positions are those of the items as the edits before it left them, exactly as
  /// if the calls were made one by one; the batch checks them in that order.
  public struct Edit: Hashable, Sendable, CustomStringConvertible {
    /// What the edit does.
    enum Kind: Hashable, Sendable {
      /// Replaces a range with items; an insertion or a removal when one side is empty.
      case replace(Range<Int>, items: [FlowItem], estimated: Bool)
      /// Appends items after the last one, wherever the edits before left it.
      case append(items: [FlowItem], estimated: Bool)
      /// Moves a range so that its first item lands at a position of the result.
      case move(Range<Int>, to: Int)
      /// Sets an item's size, keeping its grow factor, baseline and forced break.
      case setSize(Size, at: Int)
      /// Sets an item.
      case setItem(FlowItem, at: Int)
    }

    let kind: Kind

    /// A textual description of the edit, as the call it stands for.
    public var description: String {
      func estimate(_ estimated: Bool) -> String { estimated ? ", estimated: true" : "" }
      // Each item as it describes itself, not as an array reflects it (`Reflow.FlowItem(…)`).
      func list(_ items: [FlowItem]) -> String {
        "[" + items.map { String(describing: $0) }.joined(separator: ", ") + "]"
      }
      switch kind {
      case .replace(let range, let items, let estimated):
        if items.isEmpty { return ".removeSubrange(\(range))" }
        if range.isEmpty {
          return ".insert(contentsOf: \(list(items)), at: \(range.lowerBound)\(estimate(estimated)))"
        }
        return ".replaceSubrange(\(range), with: \(list(items))\(estimate(estimated)))"
      case .append(let items, let estimated):
        return ".append(contentsOf: \(list(items))\(estimate(estimated)))"
      case .move(let range, let destination):
        return ".moveSubrange(\(range), to: \(destination))"
      case .setSize(let size, let index):
        return ".setSize(\(size), at: \(index))"
      case .setItem(let item, let index):
        return ".setItem(\(item), at: \(index))"
      }
    }

    /// Appends items, as ``FlowIndex/append(contentsOf:estimated:)-(Sizes,_)``.
    ///
    /// - Parameters:
    ///   - sizes: The items' sizes, in order.
    ///   - estimated: Whether the sizes are estimates.
    public static func append<Sizes: Collection<Size>>(
      contentsOf sizes: Sizes, estimated: Bool = false
    ) -> Self {
      Self(kind: .append(items: sizes.map { FlowItem($0) }, estimated: estimated))
    }

    /// Appends items with their grow factors, baselines and forced breaks, as
    /// ``FlowIndex/append(contentsOf:estimated:)-(Items,_)``.
    @_disfavoredOverload
    public static func append<Items: Collection<FlowItem>>(
      contentsOf items: Items, estimated: Bool = false
    ) -> Self {
      Self(kind: .append(items: Array(items), estimated: estimated))
    }

    /// Inserts items before item `index`, as
    /// ``FlowIndex/insert(contentsOf:at:estimated:)-(Sizes,_,_)``.
    ///
    /// - Parameters:
    ///   - sizes: The new items' sizes, in order.
    ///   - index: Where the first new item goes: `0...count` as the edits before leave it.
    ///   - estimated: Whether the sizes are estimates.
    public static func insert<Sizes: Collection<Size>>(
      contentsOf sizes: Sizes, at index: Int, estimated: Bool = false
    ) -> Self {
      Self(kind: .replace(index..<index, items: sizes.map { FlowItem($0) }, estimated: estimated))
    }

    /// Inserts items with their grow factors, baselines and forced breaks before item `index`,
    /// as ``FlowIndex/insert(contentsOf:at:estimated:)-(Items,_,_)``.
    @_disfavoredOverload
    public static func insert<Items: Collection<FlowItem>>(
      contentsOf items: Items, at index: Int, estimated: Bool = false
    ) -> Self {
      Self(kind: .replace(index..<index, items: Array(items), estimated: estimated))
    }

    /// Replaces the items in `range` with items of `sizes`, as
    /// ``FlowIndex/replaceSubrange(_:with:estimated:)-(_,Sizes,_)``.
    public static func replaceSubrange<Sizes: Collection<Size>>(
      _ range: Range<Int>, with sizes: Sizes, estimated: Bool = false
    ) -> Self {
      Self(kind: .replace(range, items: sizes.map { FlowItem($0) }, estimated: estimated))
    }

    /// Replaces the items in `range` with `items`, as
    /// ``FlowIndex/replaceSubrange(_:with:estimated:)-(_,Items,_)``.
    @_disfavoredOverload
    public static func replaceSubrange<Items: Collection<FlowItem>>(
      _ range: Range<Int>, with items: Items, estimated: Bool = false
    ) -> Self {
      Self(kind: .replace(range, items: Array(items), estimated: estimated))
    }

    /// Removes the items in `range`, as ``FlowIndex/removeSubrange(_:)``.
    public static func removeSubrange(_ range: Range<Int>) -> Self {
      Self(kind: .replace(range, items: [], estimated: false))
    }

    /// Moves the items in `range` so that the first of them lands at `destination` in the
    /// result, as ``FlowIndex/moveSubrange(_:to:)``; they keep their items and estimate flags.
    public static func moveSubrange(_ range: Range<Int>, to destination: Int) -> Self {
      Self(kind: .move(range, to: destination))
    }

    /// Sets the size of item `index`, keeping its grow factor, baseline and forced break, as
    /// ``FlowIndex/setSize(_:at:)``: the item is then no longer an estimate, and a size within
    /// 1e-9 of its own changes nothing else.
    public static func setSize(_ size: Size, at index: Int) -> Self {
      Self(kind: .setSize(size, at: index))
    }

    /// Sets item `index`, as ``FlowIndex/setItem(_:at:)``: it is then no longer an estimate,
    /// and an item within 1e-9 of its own changes nothing else.
    public static func setItem(_ item: FlowItem, at index: Int) -> Self {
      Self(kind: .setItem(item, at: index))
    }
  }
}
