import Reflow

/// What a masonry layout produced — frames, each item's lanes, the content size — whoever
/// computed it.
///
/// `MasonryResult` converts to it, ``ReferenceMasonry`` returns it, and a masonry of your own
/// can build one, so the same ``MasonryInvariants`` check them all.
public struct MasonryOutput: Hashable, Sendable {
  /// Each item's frame, in input order, relative to the container's top-left corner.
  public var frames: [Rect]
  /// Each item's first lane.
  public var lanes: [Int]
  /// How many lanes each item covers.
  public var spans: [Int]
  /// The extent of the content from the container's origin plus the far insets
  /// (`MasonryResult.contentSize`).
  public var contentSize: Size

  /// Creates an output.
  ///
  /// - Parameters:
  ///   - frames: The items' frames, in input order.
  ///   - lanes: Each item's first lane.
  ///   - spans: How many lanes each item covers.
  ///   - contentSize: The content size.
  public init(frames: [Rect], lanes: [Int], spans: [Int], contentSize: Size) {
    self.frames = frames
    self.lanes = lanes
    self.spans = spans
    self.contentSize = contentSize
  }

  /// The output of a `MasonryResult`.
  public init(_ result: MasonryResult) {
    let indices = result.frames.indices
    self.init(
      frames: result.frames, lanes: indices.map { result.lane(of: $0) ?? -1 },
      spans: indices.map { result.span(of: $0) ?? 0 }, contentSize: result.contentSize)
  }

  /// The output of a `MasonryIndex`: every frame, lane and span, and the content size.
  ///
  /// - Complexity: O(*n* log *n*).
  public init(_ index: MasonryIndex) {
    self.init(index.masonryResult())
  }

  /// Draws the frames as text, like `MasonryResult.asciiDrawing(columnWidth:rowHeight:)`.
  ///
  /// - Parameters:
  ///   - columnWidth: Points per column; `nil` picks one that keeps the drawing within 80
  ///     columns.
  ///   - rowHeight: Points per row; `nil` picks one that keeps it within 40 rows.
  /// - Returns: The drawing, one line per row.
  public func asciiDrawing(columnWidth: Double? = nil, rowHeight: Double? = nil) -> String {
    FlowOutput(frames: frames, lines: [], contentSize: contentSize)
      .asciiDrawing(columnWidth: columnWidth, rowHeight: rowHeight)
  }
}
