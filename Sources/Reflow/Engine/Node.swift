/// One element of a pass, in the builder's flat node list; its id is in the parallel
/// `ElementBuilder.ids`, so that nodes are plain data, copied without reference counting.
///
/// Nodes are stored in declaration order; a container's children are a slice of
/// `ElementBuilder.childList`, so a geometry reader's content, declared during placement, can live
/// at the end of the list and still be its reader's children.
struct Node: Sendable {
  enum Kind: UInt8, Sendable {
    /// A leaf with a size fixed at declaration.
    case fixed
    /// A leaf measured by a closure in `ElementBuilder.measures`.
    case measured
    /// A leaf sized by the renderer through `LayoutEngine.report(size:for:)`, or by an estimate.
    case late
    /// A container arranged by a ``ContainerLayout`` in `ElementBuilder.layouts`.
    case layout
    /// A flow or single line in `ElementBuilder.flows`.
    case flow
    /// A scroll container in `ElementBuilder.scrolls`.
    case scroll
    /// A geometry reader in `ElementBuilder.readers`.
    case reader
    /// Virtualized content (a lazy flow, a collection, masonry) in `ElementBuilder.virtualized`.
    case virtualized

    /// Whether nodes of this kind are leaves.
    var isLeaf: Bool { self == .fixed || self == .measured || self == .late }
  }

  var kind: Kind
  var isMeasured = false
  var isPlaced = false
  /// Whether a geometry reader built its content in this pass.
  var hasBuiltContent = false
  /// Whether the node has no place in this pass: a flow child beyond its line limit. It and its
  /// subtree draw nothing and have no frame.
  var isHidden = false
  /// Whether the node lays its children out right to left: the engine mirrors their places
  /// within its bounds (see ``LayoutEngine/layoutDirection``).
  var isRightToLeft = false
  /// The reuse kind of a collection's element (see `ElementBuilder.reuseCode(_:)`), 0 for
  /// elements outside collections.
  var reuseCode: UInt8 = 0
  // Indices are stored in 32 bits and the proposal as two doubles (NaN for unspecified), so a
  // node is 80 bytes: a pass over a thousand leaves moves less memory.
  private var storedPayload: Int32
  private var storedParent: Int32
  private var storedChildStart: Int32 = 0
  private var storedChildCount: Int32 = 0
  private var storedRank: Int32
  private var storedRankEnd: Int32
  private var proposedWidth = Double.nan
  private var proposedHeight = Double.nan
  var size: Size
  /// The top-left corner in root coordinates, set when placed.
  var origin = Point.zero

  init(kind: Kind, payload: Int, parent: Int, size: Size, rank: Int) {
    self.kind = kind
    self.storedPayload = Int32(truncatingIfNeeded: payload)
    self.storedParent = Int32(truncatingIfNeeded: parent)
    self.size = size
    self.storedRank = Int32(truncatingIfNeeded: rank)
    self.storedRankEnd = Int32(truncatingIfNeeded: rank + 1)
  }

  /// The index into the side table for `kind`.
  var payload: Int { Int(storedPayload) }
  /// The parent's index; -1 for the root.
  var parent: Int {
    get { Int(storedParent) }
    set { storedParent = Int32(truncatingIfNeeded: newValue) }
  }
  /// Where the children's indices start in `ElementBuilder.childList`.
  var childStart: Int {
    get { Int(storedChildStart) }
    set { storedChildStart = Int32(truncatingIfNeeded: newValue) }
  }
  var childCount: Int {
    get { Int(storedChildCount) }
    set { storedChildCount = Int32(truncatingIfNeeded: newValue) }
  }
  /// The position in tree order (pre-order), or -1 when not reached from the root. Declaration
  /// order is tree order until a geometry reader declares content during placement.
  var rank: Int {
    get { Int(storedRank) }
    set { storedRank = Int32(truncatingIfNeeded: newValue) }
  }
  /// The rank after the last descendant's.
  var rankEnd: Int {
    get { Int(storedRankEnd) }
    set { storedRankEnd = Int32(truncatingIfNeeded: newValue) }
  }
  /// The proposal `size` answers.
  var proposal: ProposedSize {
    get {
      ProposedSize(width: proposedWidth.isNaN ? nil : proposedWidth,
                   height: proposedHeight.isNaN ? nil : proposedHeight)
    }
    set {
      proposedWidth = newValue.width ?? .nan
      proposedHeight = newValue.height ?? .nan
    }
  }

  var frame: Rect { Rect(origin: origin, size: size) }

  /// Measures a leaf of a known size (``Kind/fixed`` or ``Kind/late``) against `proposal`:
  /// records the proposal and returns the size. `nil` for other kinds, whose measuring may
  /// call the caller's code.
  @inline(__always)
  mutating func measureKnownLeaf(_ proposal: ProposedSize) -> Size? {
    switch kind {
    case .fixed, .late:
      self.proposal = proposal
      isMeasured = true
      return size
    default:
      return nil
    }
  }
}

/// A container arrangement: the built-ins dispatched without boxing, or a caller's
/// ``ContainerLayout``.
enum AnyContainerLayout {
  case hstack(HorizontalStackLayout)
  case vstack(VerticalStackLayout)
  case overlay(OverlayLayout)
  case padding(PaddingLayout)
  case frame(FrameLayout)
  case columns(ColumnsLayout)
  case custom(any ContainerLayout)
}

/// A flow or single-line container; its last result is in `ElementBuilder.flowPool` at the same
/// index. A lazy flow has one too, for its children's per-item properties and natural sizes
/// (``VirtualizedSpec/flowSpec``).
struct FlowSpec {
  /// The options the flow is computed with: always left to right; `mirrors` says whether the
  /// engine mirrors the result within the flow's bounds.
  var options: FlowOptions
  var mirrors = false
  var isSingleLine: Bool
  var hasResult = false
  var resultProposal = ProposedSize.unspecified
  var childProposal = ProposedSize.unspecified
  /// The per-item properties children declared with
  /// ``ElementHandle/flowItem(grow:baseline:breakBefore:)``, by node index; empty when none did.
  var itemProperties: [Int: FlowItemProperties] = [:]
  /// The child declared with ``ElementHandle/flowOverflowIndicator()``, if any.
  var indicator: Int?
  /// The sizes leaves had before the flow grew or stretched their frames, by node index.
  var naturalSizes: [Int: Size] = [:]
}

/// A flow child's grow factor, baseline and forced break.
struct FlowItemProperties {
  var grow = 0.0
  var baseline: Double?
  var breakBefore: Bool

  /// The flow item of a child of `size` (valid) with these properties, its baseline clamped to
  /// `0...size.height`.
  func item(_ size: Size) -> FlowItem {
    let baseline = baseline.map { Swift.min(Swift.max($0, 0), size.height) }
    return FlowItem(size, grow: grow, baseline: baseline, breakBefore: breakBefore)
  }
}

/// A scroll container.
struct ScrollSpec {
  var axis: LayoutAxis
  /// The viewport edge whose content stays put, or `nil` for no anchoring.
  var anchorEdge: ScrollAnchorEdge?
  /// The container's node.
  var node: Int
  /// Whether virtualized content inside (a lazy flow, a collection) anchors the offset itself.
  var hasVirtualizedContent = false
  var contentSize = Size.zero
  /// The viewport's length along the axis, once the container knows it (it is proposed it
  /// before measuring its content).
  var viewportLength: Double?
}

/// A geometry reader and the content it builds when placed.
struct ReaderSpec {
  var content: (GeometryReaderProxy, ElementBuilder) -> Void
}

/// An `onPreferenceChange` registration, with its key's type erased.
struct PreferenceObserver {
  var node: Int
  var key: ObjectIdentifier
  /// Computes the node's subtree value; when it differs from `last`, returns the value to keep
  /// and a call that delivers it to the caller.
  var evaluate: (ElementBuilder, Int, (any Sendable)?) -> (value: any Sendable, deliver: () -> Void)?
}
