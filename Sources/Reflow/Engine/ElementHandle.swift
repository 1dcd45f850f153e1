/// A declared element, returned so you can attach preferences to it.
///
/// ```swift
/// ui.leaf(id: "title", size: titleSize)
///   .preference(WidestLabel.self, value: titleSize.width)
/// ```
///
/// A handle is only valid inside the builder closure that declared its element.
public struct ElementHandle {
  @usableFromInline let builder: ElementBuilder
  @usableFromInline let node: Int

  @usableFromInline
  init(builder: ElementBuilder, node: Int) {
    self.builder = builder
    self.node = node
  }

  /// The element's id: the one you gave, or one the engine made up for a container declared
  /// without.
  public var id: ElementID? {
    node >= 0 && node < builder.nodes.count ? builder.ids[node] : nil
  }

  private var isValid: Bool { builder.isBuilding && node >= 0 && node < builder.nodes.count }

  /// Attaches `value` for `key` to the element.
  ///
  /// - Returns: The handle, to chain more calls.
  @inlinable @discardableResult
  public func preference<Key: ElementPreferenceKey>(_ key: Key.Type, value: Key.Value)
    -> ElementHandle
  {
    builder.store(for: key, node: node)?.append(value, node: node)
    return self
  }

  /// Calls `action` when the value of `key` reduced over the element's subtree differs from the
  /// value it last delivered; see ``ElementBuilder/onPreferenceChange(_:perform:)``.
  ///
  /// - Returns: The handle, to chain more calls.
  @discardableResult
  public func onPreferenceChange<Key: ElementPreferenceKey>(
    _ key: Key.Type, perform action: @escaping (Key.Value) -> Void
  ) -> ElementHandle where Key.Value: Equatable {
    if isValid { builder.observe(key, at: node, perform: action) }
    return self
  }
}
