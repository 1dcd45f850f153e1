/// Per-child flow properties: grow, baseline, forced breaks, the overflow indicator and the
/// hidden count of a limited flow.
extension ElementHandle {
  /// Gives the element, a child of a ``ElementBuilder/flow(id:options:content:)``, the per-item
  /// properties of a ``FlowItem``: a share of its line's free space, a baseline and a forced
  /// line break.
  ///
  /// ```swift
  /// ui.flow(options: FlowOptions(itemSpacing: 8, itemAlignment: .baseline)) { ui in
  ///   ui.leaf(id: "title", size: titleSize).flowItem(grow: 1, baseline: 22)
  ///   ui.leaf(id: "badge", size: badgeSize).flowItem(baseline: 12, breakBefore: true)
  /// }
  /// ```
  ///
  /// In a ``ElementBuilder/lazyFlow(id:in:count:options:estimatedItemSize:overscan:item:)`` it
  /// works as in a flow: the lazy flow keeps each item's properties from when it was last
  /// declared (an item never declared has none). On an element whose container is neither, it
  /// has no effect.
  ///
  /// - Parameters:
  ///   - grow: The share of free space it takes (CSS `flex-grow`); NaN, infinite or negative
  ///     is reported as ``Diagnostic/invalidParameter(_:name:value:)`` and counts as 0.
  ///   - baseline: Its baseline from its top edge, for ``FlowItemAlignment/baseline``; `nil` is
  ///     the bottom edge. It is clamped to `0...height` of the size the element measures; NaN
  ///     is reported and counts as `nil`.
  ///   - breakBefore: Whether it always starts a new line.
  /// - Returns: The handle, to chain more calls.
  @discardableResult
  public func flowItem(grow: Double = 0, baseline: Double? = nil, breakBefore: Bool = false)
    -> ElementHandle
  {
    guard let flow = enclosingFlow else { return self }
    var properties = FlowItemProperties(breakBefore: breakBefore)
    if grow.isFinite && grow >= 0 {
      properties.grow = grow
    } else {
      builder.report(.invalidParameter(builder.ids[node], name: "grow", value: grow))
    }
    if let baseline, baseline.isNaN {
      builder.report(.invalidParameter(builder.ids[node], name: "baseline", value: baseline))
    } else {
      properties.baseline = baseline
    }
    builder.flows[flow].itemProperties[node] = properties
    return self
  }

  /// Makes the element, a child of a flow with a ``FlowOptions/lineLimit``, the flow's overflow
  /// indicator: the "+N more" item shown at the end of the last visible line when the limit
  /// hides items, and hidden otherwise. A lazy flow has no line limit, and no indicator.
  ///
  /// Its size is what it measures for the flow's line; items leave the last line until it fits.
  /// Give it the hidden count it shows with ``onHiddenCountChange(perform:)`` on the flow: a
  /// change runs another pass in the same frame.
  ///
  /// ```swift
  /// ui.flow(id: "tags", options: FlowOptions(itemSpacing: 8, lineLimit: 2)) { ui in
  ///   for tag in tags { ui.leaf(id: ElementID("tag", index: tag.index), size: tag.size) }
  ///   ui.leaf(id: "more", size: chipSize("+\(hidden) more")).flowOverflowIndicator()
  /// }
  /// .onHiddenCountChange { hidden = $0 }
  /// ```
  ///
  /// - Returns: The handle, to chain more calls.
  @discardableResult
  public func flowOverflowIndicator() -> ElementHandle {
    guard let flow = enclosingFlow else { return self }
    builder.flows[flow].indicator = node
    return self
  }

  /// Calls `action` with the number of children the flow's line limit hides, when it differs
  /// from the count it last delivered (always, the first time), after the pass that laid the
  /// flow out.
  ///
  /// As with ``onPreferenceChange(_:perform:)``, delivering a count runs another pass, so state
  /// that `action` changes (the indicator's label) shows in this frame.
  ///
  /// - Returns: The handle, to chain more calls.
  @discardableResult
  public func onHiddenCountChange(perform action: @escaping (Int) -> Void) -> ElementHandle {
    guard builder.isBuilding, node >= 0, node < builder.nodes.count,
      builder.nodes[node].kind == .flow
    else { return self }
    let flow = builder.nodes[node].payload
    builder.observers.append(
      PreferenceObserver(node: node, key: ObjectIdentifier(HiddenCountKey.self)) {
        builder, _, last in
        let count = builder.flows[flow].hasResult ? builder.flowPool[flow].result.hiddenCount : 0
        if let last = last as? Int, last == count { return nil }
        return (count, { action(count) })
      })
    return self
  }

  /// The index in `builder.flows` of the flow (or lazy flow) holding this element, if its
  /// container is one.
  private var enclosingFlow: Int? {
    guard builder.isBuilding, node >= 0, node < builder.nodes.count else { return nil }
    let parent = builder.nodes[node].parent
    guard parent >= 0 else { return nil }
    switch builder.nodes[parent].kind {
    case .flow: return builder.nodes[parent].payload
    case .virtualized:
      let spec = builder.virtualized[builder.nodes[parent].payload].flowSpec
      return spec >= 0 ? spec : nil
    default: return nil
    }
  }
}

/// The identity under which the engine keeps the hidden count it last delivered.
private enum HiddenCountKey {}
