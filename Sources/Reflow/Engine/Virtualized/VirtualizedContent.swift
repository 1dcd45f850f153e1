/// Content a scroll container shows a window of, declared a window at a time: lazy flows,
/// sectioned collections and masonry.
///
/// It is the narrow interface of the engine's one virtualized path. The content knows its
/// items, their sizes and places; it knows nothing of scroll containers, the builder's nodes or
/// the engine's state. The path (``VirtualizedState``) asks it, along the scroll axis and in
/// its own coordinates: which elements a band of the axis needs (``window(for:into:)``), what to
/// propose them, where they go once measured, and where an anchored item is now. Scroll
/// anchoring, scroll-to requests, following the end and windowing are the path's, written once
/// in ``ViewportTracker``.
///
/// Coordinates run from the content's top-left corner, or from its top-right one when
/// ``mirrors`` is true: the engine then mirrors every frame within the content's bounds.
protocol VirtualizedContent {
  /// What anchors and scroll-to requests hold on to: an item's index or id.
  associatedtype Key: Hashable
  /// The elements one window declares, in the order they are declared and painted.
  associatedtype Window: Collection

  /// The axis the content scrolls along.
  var scrollAxis: LayoutAxis { get }
  /// Whether the content is laid out left to right for a right-to-left reading, and mirrored by
  /// the engine within its bounds.
  var mirrors: Bool { get }
  /// The size of the whole content, estimated items included.
  var contentSize: Size { get }

  /// Lays the content out again, when needed, for the extent its container proposes across the
  /// scroll axis (a lazy flow's line length, a collection's width).
  mutating func fit(_ proposal: ProposedSize)

  /// The content's size for `proposal`: the extent proposed across the scroll axis, its own
  /// length along it.
  func size(for proposal: ProposedSize) -> Size

  /// Replaces `window` with the elements to declare for `band`, in declaration order.
  mutating func window(for band: ViewportBand, into window: inout Window)

  /// What to propose the elements of `window`: one proposal for them all, or `nil` after
  /// replacing `proposals` with one for each element, in order.
  func proposals(in window: Window, into proposals: inout [ProposedSize]) -> ProposedSize?

  /// Records the sizes the elements of `window` measured, in order, with the flow properties
  /// their declarations gave them (`nil` for none); returns whether anything moved.
  mutating func record(
    _ sizes: UnsafeBufferPointer<Size>, of window: Window,
    properties: ((Int) -> FlowItemProperties?)?
  ) -> Bool

  /// Replaces `frames` with the frame of each element of `window`, in order, for the viewport
  /// `band` (a pinned header's place depends on it).
  func frames(in window: Window, band: ViewportBand, into frames: inout [Rect])

  /// Whether `window` holds every element of `needed`.
  func covers(_ window: Window, _ needed: Window) -> Bool

  /// Called when the declared `window` lacks elements of `needed`: plans a wider window for the
  /// next pass, and returns the items missing, to report if the passes run out.
  mutating func planShortfall(declared window: Window, needed: Window) -> Range<Int>

  /// The extent along the scroll axis of the item `key`, or `nil` when there is none.
  func extent(of key: Key) -> ViewportExtent?

  /// The item an anchor at the viewport's `edge` holds: the first item in order the viewport
  /// shows for `.top`, the last for `.bottom`.
  ///
  /// The viewport shows an item whose frame shares area with it: with `band` along the scroll
  /// axis, and with `across` the other way when known (a lane past the viewport's edge, or
  /// without width, shows nothing). When it shows none, the first or last item reaching into
  /// `band`; `nil` when none does. ``EdgeItemPicker`` applies the rule.
  func edgeKey(_ edge: ScrollAnchorEdge, in band: ViewportBand, across: ViewportExtent?) -> Key?

  /// ``edgeKey(_:in:across:)`` where `window`, declared for a band holding `band`, has every
  /// item reaching into `band`: content that can tell from the window's items spares a query.
  func edgeKey(
    _ edge: ScrollAnchorEdge, in band: ViewportBand, across: ViewportExtent?, among window: Window
  ) -> Key?

  /// `key` made valid for a scroll-to request (an index clamped to the items), or `nil` when it
  /// names no item.
  func requestable(_ key: Key) -> Key?
}

/// The plan every kind of virtualized content makes after a pass that fell short of the
/// viewport, in its own units (items past an index range, items of masonry lanes, viewports of
/// a collection's band): the items about to be declared will likely come out as much shorter
/// than their estimate as the ones just measured did, so the next window reaches that much
/// further, and a quarter more, as the measured items near the viewport's edges are a small
/// sample.
enum ShortfallPlan {
  /// How many times as far as the estimates say the next window reaches: `shorterBy`, how many
  /// times shorter (denser) than their estimate the measured items came out, at least 1, and a
  /// quarter more.
  static func reach(shorterBy: Double) -> Double { Swift.max(1, shorterBy) * 1.25 }

  /// The items a window adds on a short side beyond what the measured density asks for, after
  /// a pass that declared `count` items: a pass that moved the offset (a request landing, an
  /// anchor held) may need a few more than the ones missing now.
  static func margin(declared count: Int) -> Int { Swift.max(4, count / 4) }

  /// The most items a window declares beyond its band on either side in one pass, however far
  /// the estimate is from the real sizes: items that come out next to nothing against their
  /// estimate take the next passes, not one window of them all.
  static let maximumExtraItems = 20_000
}

extension VirtualizedContent {
  func planShortfall(declared window: Window, needed: Window) -> Range<Int> { 0..<0 }

  func edgeKey(
    _ edge: ScrollAnchorEdge, in band: ViewportBand, across: ViewportExtent?, among window: Window
  ) -> Key? {
    edgeKey(edge, in: band, across: across)
  }

  /// The anchor at `edge` among `candidates`, the items reaching into `band` in order, as
  /// ``edgeKey(_:in:across:)`` chooses it (see ``EdgeItemPicker``): offered from the anchored
  /// edge inwards, up to the first the viewport shows.
  ///
  /// - Complexity: O(*k*) calls of `frame`, for the *k* candidates offered.
  func edgeItem<Candidates: BidirectionalCollection>(
    _ edge: ScrollAnchorEdge, among candidates: Candidates, band: ViewportBand,
    across: ViewportExtent?, frame: (Candidates.Element) -> Rect?
  ) -> Candidates.Element? {
    var picker = EdgeItemPicker<Candidates.Element>(
      band: band, across: across, axis: scrollAxis, inwards: true)
    // Stops at the first item that settles it: the candidates may be computed as they go.
    if edge == .top {
      for candidate in candidates {
        if picker.isDone { break }
        picker.offer(candidate, frame: frame)
      }
    } else {
      for candidate in candidates.reversed() {
        if picker.isDone { break }
        picker.offer(candidate, frame: frame)
      }
    }
    return picker.picked
  }
}

/// The item an anchor at a viewport's edge holds, among the items reaching into the viewport
/// along the scroll axis: the one nearest the anchored edge in order (the first for `.top`, the
/// last for `.bottom`) of those the viewport shows, else of them all. The one rule of
/// ``VirtualizedContent/edgeKey(_:in:across:)``.
///
/// An anchor the viewport does not show (in a masonry lane past its edge, or without width)
/// would keep its place while the items on screen moved: an item inserted above them, in a
/// lane the anchor is not in, would shift them.
struct EdgeItemPicker<Item> {
  /// The viewport: the band along `axis` (its overscan aside), `across` the other way.
  let band: ViewportBand
  let across: ViewportExtent?
  let axis: LayoutAxis
  /// Whether the items are offered from the anchored edge inwards (in order for `.top`, in
  /// reverse for `.bottom`), so the first offered wins; else from the other edge, so the last.
  let inwards: Bool
  /// The winner so far among the items the viewport shows, and among all.
  private var shown: Item?
  private var any: Item?

  init(band: ViewportBand, across: ViewportExtent?, axis: LayoutAxis, inwards: Bool) {
    self.band = band
    self.across = across
    self.axis = axis
    self.inwards = inwards
  }

  /// The item the anchor holds, of those offered.
  var picked: Item? { shown ?? any }

  /// Whether no item offered from now on can change ``picked``.
  var isDone: Bool { inwards && shown != nil }

  /// Offers the next item, and its frame in the content.
  mutating func offer(_ item: Item, frame: (Item) -> Rect?) {
    if !inwards || any == nil { any = item }
    guard !isDone, let frame = frame(item), band.shows(frame, along: axis, across: across)
    else { return }
    shown = item
  }
}

extension ViewportBand {
  /// Whether a viewport over this band (its overscan aside) and over `across` the other way
  /// shows `frame`: they share area; `across` unknown, only along `axis` counts.
  func shows(_ frame: Rect, along axis: LayoutAxis, across: ViewportExtent?) -> Bool {
    let cross = axis.crossAxis
    let lower = frame.origin[axis]
    guard frame.size[axis] > 0, frame.size[cross] > 0,
      lower + frame.size[axis] > start, lower < start + length
    else { return false }
    guard let across else { return true }
    let crossLower = frame.origin[cross]
    return crossLower + frame.size[cross] > across.lower && crossLower < across.upper
  }
}
