extension Arrangement {
  /// The identified elements under `point`, topmost first: what a tap at `point` lands on.
  ///
  /// An element is under the point when its frame contains it and so does its clip, so an
  /// element scrolled out of its scroll container's viewport is never hit, even where its frame
  /// lies under another part of the screen. Elements are ordered as they are painted, reversed:
  /// a later sibling before an earlier one, a child before its parent, as with the DOM's
  /// `elementsFromPoint`. Elements declared without an id are not listed; their identified
  /// descendants are.
  ///
  /// ```swift
  /// let arrangement = engine.arrange(in: screen) { ui in
  ///   ui.scroll(id: "feed") { ui in
  ///     ui.vstack(id: "list") { ui in
  ///       ui.leaf(id: "row", size: Size(width: 390, height: 44))
  ///     }
  ///   }
  /// }
  /// arrangement.elements(at: Point(x: 10, y: 10))   // ["row", "list", "feed"]
  /// ```
  ///
  /// A frame contains its minimum edges but not its maximum ones, so a point on the edge
  /// between two adjacent elements hits only the second, and an element without area is never
  /// hit.
  ///
  /// - Parameter point: A point in the arrangement's root coordinates, as
  ///   ``RenderCommand/rect`` is.
  /// - Returns: The ids of the elements under the point, topmost first; empty when there are
  ///   none.
  /// - Complexity: O(*n*), where *n* is the number of render commands.
  public func elements(at point: Point) -> [ElementID] {
    var hits: [ElementID] = []
    for command in renderCommands.reversed() where command.rect.contains(point) {
      if let clip = command.clip, !clip.contains(point) { continue }
      hits.append(command.id)
    }
    return hits
  }
}
