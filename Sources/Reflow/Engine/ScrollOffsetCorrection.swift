/// How the engine changed a scroll container's offset while laying out an arrangement, so that a
/// renderer that owns the real scroll view can do the same.
///
/// The offset you set with ``LayoutEngine/setScrollOffset(_:for:)`` is what the user scrolled
/// to. The engine may change it: scroll anchoring keeps content in place when items before it
/// change size or arrive ``ScrollAnchorEdge``, a request from
/// ``LayoutEngine/scrollTo(item:in:anchor:)`` moves to its item, and every offset is
/// clamped to the content. Add ``delta`` to your scroll view's offset (or set it to ``offset``):
///
/// ```swift
/// for correction in arrangement.scrollCorrections {
///   scrollView(correction.scrollID).contentOffset.y += correction.delta.y
/// }
/// ```
public struct ScrollOffsetCorrection: Hashable, Sendable {
  /// The scroll container.
  public var scrollID: ElementID
  /// The offset the arrangement shows less the one it started from.
  public var delta: Point
  /// The offset the arrangement shows.
  public var offset: Point
  /// Why the engine moved the offset.
  public var causes: Causes

  /// Creates a correction.
  public init(scrollID: ElementID, delta: Point, offset: Point, causes: Causes) {
    self.scrollID = scrollID
    self.delta = delta
    self.offset = offset
    self.causes = causes
  }

  /// Why the engine moved a scroll offset.
  public struct Causes: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// Content before the anchor changed, and the offset followed it.
    public static let anchoring = Causes(rawValue: 1)
    /// A scroll-to request moved to its item.
    public static let scrollTo = Causes(rawValue: 2)
    /// The offset lay outside the content and was clamped.
    public static let clamping = Causes(rawValue: 4)
  }
}
