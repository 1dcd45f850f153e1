/// One identified element to draw: where, clipped to what, at which nesting depth.
///
/// A ``Arrangement`` lists them in paint order (an element before its descendants, siblings in
/// declaration order), so drawing them in turn paints overlays and children over their parents.
public struct RenderCommand: Hashable, Sendable {
  /// The element's id.
  public var id: ElementID
  /// The element's frame in the root's coordinates, after scrolling.
  public var rect: Rect
  /// The rectangle to clip drawing to (the nearest enclosing scroll container's viewport,
  /// intersected with its own clip), or `nil` when nothing clips the element.
  public var clip: Rect?
  /// How many containers enclose the element, with or without ids: 0 for elements declared at
  /// the top of the arrangement.
  public var depth: Int
  /// Whether the element is a leaf (declared with `leaf`), rather than a container.
  public var isLeaf: Bool
  /// The kind of view a renderer recycles for the element, for an element of a collection
  /// (`ElementBuilder.collection(id:in:snapshot:…)`): `.cell` for an item, its section's header
  /// or footer kind for a supplement; `nil` for elements outside collections.
  public var reuseKind: ReuseKind?

  /// Creates a command.
  public init(
    id: ElementID, rect: Rect, clip: Rect?, depth: Int, isLeaf: Bool, reuseKind: ReuseKind? = nil
  ) {
    self.id = id
    self.rect = rect
    self.clip = clip
    self.depth = depth
    self.isLeaf = isLeaf
    self.reuseKind = reuseKind
  }

  /// Whether any of `rect` shows through `clip`; a rectangle without area shows when it lies
  /// inside the clip.
  @inline(__always)
  static func isVisible(_ rect: Rect, in clip: Rect?) -> Bool {
    guard let clip else { return true }
    return rect.minX < clip.maxX && rect.maxX > clip.minX
      && rect.minY < clip.maxY && rect.maxY > clip.minY
  }
}
