/// A fixed or flexible frame around a container's children: SwiftUI's `frame` modifiers.
///
/// Along each dimension:
/// - a fixed extent (`width`, `height`) is proposed to the children and is the frame's extent;
/// - otherwise the proposal, clamped between the minimum and maximum, is proposed to the
///   children, and the frame's extent is SwiftUI's flexible-frame rule: with a minimum,
///   `max(minimum, min(child, proposed))`; then with a maximum, `min(maximum, max(child,
///   proposed))`, where an unspecified proposal counts as the child's extent. So
///   `maxWidth: .infinity` fills the width on offer and `minWidth: 100` never goes below 100.
///
/// The children overlap, each placed at `alignment` within the frame.
///
/// ```
/// frame(width: 5, height: 3, alignment: .center) around a 3x1 child:  .....
///                                                                     .AAA.
///                                                                     .....
/// ```
public struct FrameLayout: ContainerLayout, Hashable, Sendable {
  /// A fixed width, or `nil` for a flexible one.
  public var width: Double?
  /// A fixed height, or `nil` for a flexible one.
  public var height: Double?
  /// The least width of a flexible frame.
  public var minWidth: Double?
  /// The most width of a flexible frame; `.infinity` takes all the width offered.
  public var maxWidth: Double?
  /// The least height of a flexible frame.
  public var minHeight: Double?
  /// The most height of a flexible frame; `.infinity` takes all the height offered.
  public var maxHeight: Double?
  /// Where children smaller than the frame sit.
  public var alignment: BoxAlignment

  /// Creates a frame; leave a parameter `nil` to not constrain that extent.
  public init(
    width: Double? = nil, height: Double? = nil,
    minWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: BoxAlignment = .center
  ) {
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }

  private struct Extent {
    var fixed: Double?
    var minimum: Double?
    var maximum: Double?

    func proposal(_ proposed: Double?) -> Double? {
      if let fixed { return fixed }
      guard var value = proposed else { return nil }
      if let minimum { value = Swift.max(value, minimum) }
      if let maximum { value = Swift.min(value, maximum) }
      return value
    }

    func resolve(child: Double, proposed: Double?) -> Double {
      if let fixed { return fixed }
      let offered = proposed ?? child
      var value = child
      if let minimum { value = Swift.max(minimum, Swift.min(value, offered)) }
      if let maximum { value = Swift.min(maximum, Swift.max(value, offered)) }
      return value
    }
  }

  private var horizontal: Extent {
    Extent(fixed: width.map(\.clampedLength), minimum: minWidth.map(\.clampedLength),
           maximum: maxWidth.map { $0.isNaN ? 0 : Swift.max(0, $0) })
  }

  private var vertical: Extent {
    Extent(fixed: height.map(\.clampedLength), minimum: minHeight.map(\.clampedLength),
           maximum: maxHeight.map { $0.isNaN ? 0 : Swift.max(0, $0) })
  }

  private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: horizontal.proposal(proposal.width), height: vertical.proposal(proposal.height))
  }

  private func childrenSize(_ proposal: ProposedSize, _ children: LayoutChildren) -> Size {
    var result = Size.zero
    for child in children {
      let size = child.sizeThatFits(proposal)
      result = Size(
        width: Swift.max(result.width, size.width), height: Swift.max(result.height, size.height))
    }
    return result
  }

  /// - Complexity: O(*n*) in the number of children, plus measuring them.
  public func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
    let child = childrenSize(childProposal(proposal), children)
    return Size(
      width: horizontal.resolve(child: child.width, proposed: proposal.width),
      height: vertical.resolve(child: child.height, proposed: proposal.height))
  }

  public func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren) {
    let offer = childProposal(proposal)
    for child in children {
      let size = child.sizeThatFits(offer)
      child.place(at: alignment.origin(of: size, in: bounds), proposal: offer)
    }
  }
}
