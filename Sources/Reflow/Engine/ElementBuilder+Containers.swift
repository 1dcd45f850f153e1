extension ElementBuilder {
  /// Declares a flow: children in lines that wrap, placed by the ``Flow`` state machine.
  ///
  /// The flow fills the extent it is proposed along `options.axis` (the width, for rows) and is
  /// as long across as its lines; an unspecified or infinite extent never wraps, and the flow is
  /// then as long as its content. Each child is proposed the extent a line offers (the proposed
  /// extent less the insets) and an unspecified extent across: fixed leaves ignore it, and a
  /// measure closure for text can wrap to it, as a CSS flex item's text wraps to its line.
  ///
  /// ```
  /// flow(options: FlowOptions(itemSpacing: 1)) in a 6-wide frame:  AAA.BB
  ///                                                                CCCC..
  /// ```
  ///
  /// - Parameters:
  ///   - id: The flow's id, if you want to find it in the ``Arrangement`` or draw it.
  ///   - options: Spacing, insets, alignment, direction and axis. Invalid options are reported
  ///     as ``Diagnostic/invalidOptions(_:_:)`` and replaced by the defaults; a right-to-left
  ///     flow proposed no finite width is laid out left to right, with the same diagnostic.
  ///   - content: Declares the children.
  /// - Returns: A handle to attach preferences to the flow.
  /// - Complexity: O(*n*) per pass in the number of children, plus measuring them.
  @discardableResult
  public func flow(
    id: ElementID? = nil, options: FlowOptions = FlowOptions(), content: (ElementBuilder) -> Void
  ) -> ElementHandle {
    let (checked, failure) = checkedFlowOptions(options)
    flows.append(flowSpec(checked, direction: options.direction, isSingleLine: false))
    let handle = container(id, kind: .flow, payload: flows.count - 1, content: content)
    if let failure, handle.node >= 0 { report(.invalidOptions(ids[handle.node], failure)) }
    return handle
  }

  /// Declares a single line that never wraps: the recipe's `.singleLine`, for a row of tags
  /// that scrolls sideways.
  ///
  /// Children are proposed their ideal size and placed one after another along `axis`,
  /// `spacing` apart, aligned to the line's top (or leading edge, for a column); the line is as
  /// big as its content.
  ///
  /// ```
  /// singleLine(spacing: 1):  AAA.BB.CCCC
  /// ```
  ///
  /// - Parameters:
  ///   - id: The line's id, if you want to find it in the ``Arrangement`` or draw it.
  ///   - axis: `.horizontal` for a row, `.vertical` for a column.
  ///   - spacing: Space between neighbouring children; NaN, infinite or negative values are
  ///     reported as ``Diagnostic/invalidOptions(_:_:)`` and count as 0.
  ///   - content: Declares the children.
  /// - Returns: A handle to attach preferences to the line.
  @discardableResult
  public func singleLine(
    id: ElementID? = nil, axis: LayoutAxis = .horizontal, spacing: Double = 0,
    content: (ElementBuilder) -> Void
  ) -> ElementHandle {
    let (checked, failure) = checkedFlowOptions(FlowOptions(itemSpacing: spacing, axis: axis))
    flows.append(flowSpec(checked, direction: nil, isSingleLine: true))
    let handle = container(id, kind: .flow, payload: flows.count - 1, content: content)
    if failure != nil, handle.node >= 0 {
      // The parameter is `spacing` here: name it so.
      report(.invalidOptions(ids[handle.node], .invalidSpacing(name: "spacing", value: spacing)))
    }
    return handle
  }

  /// Declares a row: children left to right at their ideal widths (``HorizontalStackLayout``).
  ///
  /// ```
  /// hstack(spacing: 1, alignment: .top):  AA.BBB
  ///                                       AA....
  /// ```
  ///
  /// - Parameters:
  ///   - id: The row's id, if you want to find it in the ``Arrangement`` or draw it.
  ///   - spacing: Space between neighbouring children; a NaN, infinite or negative value is
  ///     reported as ``Diagnostic/invalidParameter(_:name:value:)`` and counts as 0.
  ///   - alignment: Where children shorter than the row sit.
  ///   - content: Declares the children.
  /// - Returns: A handle to attach preferences to the row.
  @discardableResult
  public func hstack(
    id: ElementID? = nil, spacing: Double = 0, alignment: BoxAlignment.Vertical = .center,
    content: (ElementBuilder) -> Void
  ) -> ElementHandle {
    let handle = checked(
      layout: .hstack(HorizontalStackLayout(spacing: spacing, alignment: alignment)), id: id,
      content: content)
    reportIfInvalid("spacing", spacing, handle)
    return handle
  }

  /// Declares a column: children top to bottom, offered the column's width
  /// (``VerticalStackLayout``).
  ///
  /// ```
  /// vstack(spacing: 1, alignment: .leading):  AAAA
  ///                                           ....
  ///                                           BB..
  /// ```
  ///
  /// - Parameters:
  ///   - id: The column's id, if you want to find it in the ``Arrangement`` or draw it.
  ///   - spacing: Space between neighbouring children; a NaN, infinite or negative value is
  ///     reported as ``Diagnostic/invalidParameter(_:name:value:)`` and counts as 0.
  ///   - alignment: Where children narrower than the column sit.
  ///   - content: Declares the children.
  /// - Returns: A handle to attach preferences to the column.
  @discardableResult
  public func vstack(
    id: ElementID? = nil, spacing: Double = 0, alignment: BoxAlignment.Horizontal = .center,
    content: (ElementBuilder) -> Void
  ) -> ElementHandle {
    let handle = checked(
      layout: .vstack(VerticalStackLayout(spacing: spacing, alignment: alignment)), id: id,
      content: content)
    reportIfInvalid("spacing", spacing, handle)
    return handle
  }

  /// Declares columns of `itemsPerColumn` children each, side by side, each as wide as its
  /// widest child: the recipe's `.multiLine(n)` (``ColumnsLayout``).
  ///
  /// ```
  /// columns(itemsPerColumn: 2, spacing: 1):  AAA.C
  ///                                          BB..D
  /// ```
  ///
  /// - Parameters:
  ///   - id: The container's id, if you want to find it in the ``Arrangement`` or draw it.
  ///   - itemsPerColumn: Children per column; a count below 1 is reported as
  ///     ``Diagnostic/invalidParameter(_:name:value:)`` and counts as 1.
  ///   - spacing: Space between neighbouring columns.
  ///   - itemSpacing: Space between neighbouring children of a column.
  ///   - alignment: Where children narrower than their column sit.
  ///   - content: Declares the children.
  /// - Returns: A handle to attach preferences to the container.
  @discardableResult
  public func columns(
    id: ElementID? = nil, itemsPerColumn: Int, spacing: Double = 0, itemSpacing: Double = 0,
    alignment: BoxAlignment.Horizontal = .leading, content: (ElementBuilder) -> Void
  ) -> ElementHandle {
    let layout = ColumnsLayout(
      itemsPerColumn: itemsPerColumn, spacing: spacing, itemSpacing: itemSpacing,
      alignment: alignment)
    let handle = checked(layout: .columns(layout), id: id, content: content)
    reportIfInvalid("spacing", spacing, handle)
    reportIfInvalid("itemSpacing", itemSpacing, handle)
    if itemsPerColumn < 1, handle.node >= 0 {
      report(.invalidParameter(ids[handle.node], name: "itemsPerColumn",
                               value: Double(itemsPerColumn)))
    }
    return handle
  }

  /// Declares children stacked on top of each other, later ones painted over earlier ones
  /// (``OverlayLayout``, SwiftUI's `ZStack`).
  ///
  /// - Parameters:
  ///   - id: The overlay's id, if you want to find it in the ``Arrangement`` or draw it.
  ///   - alignment: Where children smaller than the overlay sit.
  ///   - content: Declares the children, back to front.
  /// - Returns: A handle to attach preferences to the overlay.
  @discardableResult
  public func overlay(
    id: ElementID? = nil, alignment: BoxAlignment = .center, content: (ElementBuilder) -> Void
  ) -> ElementHandle {
    checked(layout: .overlay(OverlayLayout(alignment: alignment)), id: id, content: content)
  }

  /// Declares space around the children (``PaddingLayout``).
  ///
  /// - Parameters:
  ///   - id: The padding's id, if you want to find it in the ``Arrangement`` or draw it.
  ///   - insets: The space on each edge; a NaN, infinite or negative inset is reported as
  ///     ``Diagnostic/invalidParameter(_:name:value:)`` and counts as 0.
  ///   - content: Declares the children, which overlap inside the insets.
  /// - Returns: A handle to attach preferences to the padding.
  @discardableResult
  public func padding(
    id: ElementID? = nil, _ insets: Insets, content: (ElementBuilder) -> Void
  ) -> ElementHandle {
    let handle = checked(layout: .padding(PaddingLayout(insets: insets)), id: id, content: content)
    reportIfInvalid("top", insets.top, handle)
    reportIfInvalid("leading", insets.leading, handle)
    reportIfInvalid("bottom", insets.bottom, handle)
    reportIfInvalid("trailing", insets.trailing, handle)
    return handle
  }

  /// Declares the same space on every edge around the children (``PaddingLayout``).
  ///
  /// - Parameters:
  ///   - id: The padding's id, if you want to find it in the ``Arrangement`` or draw it.
  ///   - length: The space on each edge.
  ///   - content: Declares the children, which overlap inside the insets.
  /// - Returns: A handle to attach preferences to the padding.
  @discardableResult
  public func padding(
    id: ElementID? = nil, _ length: Double, content: (ElementBuilder) -> Void
  ) -> ElementHandle {
    padding(id: id, Insets(all: length), content: content)
  }

  /// Declares a fixed or flexible frame around the children (``FrameLayout``, SwiftUI's
  /// `frame` modifiers).
  ///
  /// ```
  /// frame(width: 5, height: 3) around a 3x1 child:  .....
  ///                                                 .AAA.
  ///                                                 .....
  /// ```
  ///
  /// - Parameters:
  ///   - id: The frame's id, if you want to find it in the ``Arrangement`` or draw it.
  ///   - width: A fixed width, proposed to the children.
  ///   - height: A fixed height, proposed to the children.
  ///   - minWidth: The least width, when `width` is `nil`.
  ///   - maxWidth: The most width, when `width` is `nil`; `.infinity` fills the width offered.
  ///   - minHeight: The least height, when `height` is `nil`.
  ///   - maxHeight: The most height, when `height` is `nil`; `.infinity` fills the height
  ///     offered.
  ///   - alignment: Where children smaller than the frame sit.
  ///   - content: Declares the children.
  /// - Returns: A handle to attach preferences to the frame.
  @discardableResult
  public func frame(
    id: ElementID? = nil, width: Double? = nil, height: Double? = nil,
    minWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: BoxAlignment = .center, content: (ElementBuilder) -> Void
  ) -> ElementHandle {
    let layout = FrameLayout(
      width: width, height: height, minWidth: minWidth, maxWidth: maxWidth,
      minHeight: minHeight, maxHeight: maxHeight, alignment: alignment)
    let handle = checked(layout: .frame(layout), id: id, content: content)
    reportIfInvalid("width", width, handle)
    reportIfInvalid("height", height, handle)
    reportIfInvalid("minWidth", minWidth, handle)
    reportIfInvalid("minHeight", minHeight, handle)
    // A maximum may be infinite: "as much as offered".
    reportIfInvalid("maxWidth", maxWidth.map { $0 == .infinity ? 0 : $0 }, handle)
    reportIfInvalid("maxHeight", maxHeight.map { $0 == .infinity ? 0 : $0 }, handle)
    return handle
  }

  /// Declares a container arranged by your own ``ContainerLayout``.
  ///
  /// - Parameters:
  ///   - id: The container's id, if you want to find it in the ``Arrangement`` or draw it.
  ///   - layout: The arrangement.
  ///   - content: Declares the children, the layout's children.
  /// - Returns: A handle to attach preferences to the container.
  @discardableResult
  public func layout<L: ContainerLayout>(
    id: ElementID? = nil, _ layout: L, content: (ElementBuilder) -> Void
  ) -> ElementHandle {
    checked(layout: .custom(layout), id: id, content: content)
  }

  /// Declares a scroll container: a viewport onto content that may be longer than it.
  ///
  /// The container is as big as it is proposed (an unspecified or infinite extent takes the
  /// content's). It proposes its content its own extent across `axis` and an unspecified extent
  /// along it, so the content is as long as it needs. (Unspecified rather than infinite, as in
  /// SwiftUI: a `frame(maxHeight: .infinity)` inside takes its content's height instead of an
  /// infinite one, and a flow along the axis never wraps.) The content overlaps at the top-left
  /// corner, moved by the offset set with ``LayoutEngine/setScrollOffset(_:for:)``, which the
  /// engine clamps each pass to `0...(content length - viewport length)` along `axis` (and 0
  /// across) and keeps. Render commands inside carry the viewport as their clip rect, and
  /// elements wholly outside it emit none. The container's id names a coordinate space whose
  /// origin is the viewport's top-left corner.
  ///
  /// The content at the viewport's `anchor` edge stays put on screen when content before it
  /// changes size, arrives or leaves (CSS `overflow-anchor`): the engine moves the offset by as
  /// much in the same arrangement and reports it in ``Arrangement/scrollCorrections``. With
  /// `.bottom`, the container starts at the end of its content and follows it as it grows while
  /// the viewport shows the end (a chat timeline).
  ///
  /// - Parameters:
  ///   - id: The container's id, required: the scroll offset is kept under it.
  ///   - axis: The direction the content scrolls.
  ///   - anchor: The viewport edge whose content stays put; `nil` turns anchoring off.
  ///   - content: Declares the content.
  /// - Returns: A handle to attach preferences to the container.
  @discardableResult
  public func scroll(
    id: ElementID, axis: LayoutAxis = .vertical, anchor: ScrollAnchorEdge? = .top,
    content: (ElementBuilder) -> Void
  ) -> ElementHandle {
    scrolls.append(ScrollSpec(axis: axis, anchorEdge: anchor, node: nodes.count))
    return container(id, kind: .scroll, payload: scrolls.count - 1, content: content)
  }

  /// Declares a geometry reader: content built during layout, from the size proposed to the
  /// reader in this frame and where the reader is.
  ///
  /// The reader takes the size it is proposed. It builds its content when it is placed, so
  /// ``GeometryReaderProxy/frame(in:)`` is exact for this frame, and proposes the content its own
  /// size; the content overlaps at the reader's top-left corner. Along an unspecified (or
  /// infinite) proposed extent the reader takes its content's extent from the previous pass
  /// (0 at first) and, when the content's extent changed, runs another pass.
  ///
  /// - Parameters:
  ///   - id: The reader's id, required: the content's size is kept under it.
  ///   - content: Declares the content from the proxy; it may run more than once a frame.
  /// - Returns: A handle to attach preferences to the reader.
  @discardableResult
  public func geometryReader(
    id: ElementID, content: @escaping (GeometryReaderProxy, ElementBuilder) -> Void
  ) -> ElementHandle {
    guard isBuilding else { return ElementHandle(builder: self, node: -1) }
    readers.append(ReaderSpec(content: content))
    let index = declare(id, kind: .reader, payload: readers.count - 1)
    open(index)
    close()
    return ElementHandle(builder: self, node: index)
  }

  /// Declares a container whose subtree reads in `direction`, whatever the engine's
  /// ``LayoutEngine/layoutDirection``: SwiftUI's `.environment(\.layoutDirection, …)`.
  ///
  /// The container overlaps its children at its top-leading corner (the top-right one, right to
  /// left) and is as big as the largest of them.
  ///
  /// ```
  /// layoutDirection(.rightToLeft) { hstack(spacing: 1) { A; BB } }:  BB.A
  /// ```
  ///
  /// - Parameters:
  ///   - direction: The direction for the container and everything inside it.
  ///   - id: The container's id, if you want to find it in the ``Arrangement`` or draw it.
  ///   - content: Declares the children.
  /// - Returns: A handle to attach preferences to the container.
  @discardableResult
  public func layoutDirection(
    _ direction: WritingDirection, id: ElementID? = nil, content: (ElementBuilder) -> Void
  ) -> ElementHandle {
    let outer = self.direction
    self.direction = direction
    defer { self.direction = outer }
    return checked(
      layout: .overlay(OverlayLayout(alignment: .topLeading)), id: id, content: content)
  }

  /// The flow container for `options`, computed left to right and mirrored by the engine when
  /// `direction` (or, when it is `nil`, the surrounding direction) is right to left.
  private func flowSpec(_ options: FlowOptions, direction: WritingDirection?, isSingleLine: Bool)
    -> FlowSpec
  {
    var options = options
    options.direction = .leftToRight
    return FlowSpec(
      options: options, mirrors: (direction ?? self.direction) == .rightToLeft,
      isSingleLine: isSingleLine)
  }

  /// Declares a container with a built-in layout.
  private func checked(
    layout: AnyContainerLayout, id: ElementID?, content: (ElementBuilder) -> Void
  ) -> ElementHandle {
    layouts.append(layout)
    return container(id, kind: .layout, payload: layouts.count - 1, content: content)
  }

  /// Reports the length parameter `name` of the container `handle` declared when `length` is
  /// NaN, infinite or negative.
  private func reportIfInvalid(_ name: String, _ length: Double?, _ handle: ElementHandle) {
    guard let length, !(length.isFinite && length >= 0), handle.node >= 0 else { return }
    report(.invalidParameter(ids[handle.node], name: name, value: length))
  }

  /// Flow options checked once, the same way for every flow the engine lays out (`flow`,
  /// `singleLine`, `lazyFlow`): valid options unchanged; invalid ones replaced by the defaults
  /// on the same axis and direction, with the error to report.
  func checkedFlowOptions(_ options: FlowOptions) -> (options: FlowOptions, error: ReflowError?) {
    do {
      return (try options.validated(), nil)
    } catch {
      return (FlowOptions(direction: options.direction, axis: options.axis), error)
    }
  }
}
