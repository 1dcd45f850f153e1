import Reflow

/// A `reflow layout` document with `"sections"` instead of `"items"`: sections one after another
/// along the scroll axis, each with flow options (or `"masonry"` lanes, as a masonry document
/// gives them), an optional header and footer (pinned or not) and items, laid out by
/// ``CollectionLayout`` for a scroll offset.
///
/// ```json
/// {"container": {"width": 100, "height": 50}, "offset": 30,
///  "sections": [{"id": "s0", "options": {"itemSpacing": 4},
///                "header": {"width": 100, "height": 10, "pinned": true},
///                "items": [{"id": "a", "width": 40, "height": 20}]},
///               {"id": "photos", "masonry": {"lanes": 2, "laneSpacing": 4},
///                "items": [{"width": 10, "height": 30}, {"width": 10, "height": 20}]}]}
/// ```
///
/// A masonry section places its items as CSS `grid-lanes` does for their sizes (exact
/// placement): each item's length along the scroll axis is its extent along it (its height in
/// a vertical document), and its frame is as wide as its lane.
///
/// `"axis": "horizontal"` scrolls sideways: sections side by side, items flowing down columns as
/// tall as the container, headers and footers strips at each section's leading and trailing
/// edges (their width is their length). `"anchor": "bottom"` anchors the content at its end, as
/// a chat does: without an `"offset"` the document shows its end.
///
/// Frames come out in document order — each section's header (id `<section>.header`), its
/// items, its footer (`<section>.footer`) — in content coordinates at their place for the
/// offset: a pinned header where it sticks. The container's length along the scroll axis is
/// the viewport's. An offset outside `0...max(0, content length - viewport length)` is clamped
/// to it, with a warning. Drawings paint the pinned headers and footers last, above the items,
/// as the engine does.
struct SectionsDocument: Sendable {
  /// One section as the document gives it.
  struct Section: Sendable {
    var id: String
    var options: FlowOptions
    /// The section's lanes, when it is a masonry section.
    var masonry: MasonryOptions?
    var header: Supplement?
    var footer: Supplement?
    var items: [Item]
  }

  /// An item: its id and size.
  struct Item: Sendable {
    var id: String
    var size: Size
  }

  /// A header or footer: its size and whether it pins.
  struct Supplement: Sendable {
    var size: Size
    var isPinned: Bool
  }

  var container: Size
  /// The document's offset; `nil` for the anchored edge's (the start, or the end when anchored
  /// at the bottom).
  var offset: Double?
  /// The axis the sections scroll along.
  var axis: LayoutAxis
  /// The edge the content is anchored at.
  var anchor: ScrollAnchorEdge
  var sections: [Section]

  /// The keys of a section, and of a header or footer.
  static let sectionKeys = ["id", "options", "masonry", "header", "footer", "items"]
  static let supplementKeys = ["width", "height", "pinned"]
  static let itemKeys = ["id", "width", "height"]

  /// Decodes the sections of a document whose container is already read and checked.
  ///
  /// - Parameters:
  ///   - container: The document's container; its length along the scroll axis is the
  ///     viewport's.
  ///   - value: The `"sections"` value.
  ///   - scrolling: The `"offset"`, `"axis"` and `"anchor"` values given, by key.
  /// - Throws: ``CLIError/failure(_:)`` naming the first bad field by its path, such as
  ///   `sections[1].items[0].width`.
  static func decode(
    container size: Size, sections value: JSONValue, scrolling: [String: JSONValue]
  ) throws(CLIError) -> SectionsDocument {
    typealias Field = LayoutDocument.Field
    let axis: LayoutAxis
    switch try Field.string(scrolling["axis"], path: "axis") {
    case nil, "vertical": axis = .vertical
    case "horizontal": axis = .horizontal
    case let other?:
      throw .failure(
        "axis is \(JSONString.quoted(other)); expected \"vertical\" (the default) or"
          + " \"horizontal\"")
    }
    let anchor: ScrollAnchorEdge
    switch try Field.string(scrolling["anchor"], path: "anchor") {
    case nil, "top": anchor = .top
    case "bottom": anchor = .bottom
    case let other?:
      throw .failure(
        "anchor is \(JSONString.quoted(other)); expected \"top\" (the default) or \"bottom\"")
    }
    let cross = axis == .vertical ? "width" : "height"
    guard size[axis.crossAxis].isFinite else {
      throw .failure(
        "container.\(cross) is inf; sections fill \(axis == .vertical ? "rows" : "columns")"
          + " as \(axis == .vertical ? "wide" : "tall") as the container")
    }
    let offset = try Field.number(scrolling["offset"], path: "offset")
    if let offset, !offset.isFinite {
      throw .failure("offset is \(JSONNumber.format(offset)); expected a finite scroll offset")
    }
    guard case .array(let elements) = value else {
      throw Field.mistyped(value, at: "sections", expected: "an array of sections")
    }
    var sections: [Section] = []
    for (index, element) in elements.enumerated() {
      sections.append(try decodeSection(element, path: "sections[\(index)]", axis: axis))
    }
    return SectionsDocument(
      container: size, offset: offset, axis: axis, anchor: anchor, sections: sections)
  }

  private static func decodeSection(_ value: JSONValue, path: String, axis: LayoutAxis)
    throws(CLIError) -> Section
  {
    typealias Field = LayoutDocument.Field
    guard case .object(let members) = value else {
      throw Field.mistyped(
        value, at: path, expected: #"an object such as {"id": "s0", "items": []}"#)
    }
    try Field.checkKeys(members, in: path, known: sectionKeys)
    let id = try Field.string(members["id"], path: path + ".id") ?? String(path.dropFirst(9))
    var options: FlowOptions
    do {
      options = try LayoutDocument.decodeOptions(members["options"] ?? .null)
    } catch {
      // The options' own paths start at "options": put the section's path before them.
      guard case .failure(let message) = error else { throw error }
      throw .failure(path + "." + message)
    }
    // Lines run across the scroll axis: rows down a vertical document, columns across a
    // horizontal one.
    var namesAxis = false
    if case .object(let given)? = members["options"], let value = given["axis"], value != .null {
      namesAxis = true
    }
    if namesAxis && options.axis == axis {
      throw .failure(
        "\(path).options.axis is \"\(axis)\"; sections follow one another along the document's"
          + " \(axis) axis and fill \(axis == .vertical ? "rows" : "columns"): use"
          + " \"\(axis.crossAxis)\" or leave it out")
    }
    options.axis = axis.crossAxis
    let masonry = try decodeSectionMasonry(members, path: path, axis: axis)
    guard case .array(let itemValues) = members["items"] ?? .array([]) else {
      throw Field.mistyped(members["items"] ?? .null, at: path + ".items", expected: "an array")
    }
    var items: [Item] = []
    for (index, item) in itemValues.enumerated() {
      let itemPath = "\(path).items[\(index)]"
      guard case .object(let fields) = item else {
        throw Field.mistyped(item, at: itemPath, expected: #"an object such as {"width": 8}"#)
      }
      try Field.checkKeys(fields, in: itemPath, known: itemKeys)
      let size = try decodeSize(fields, path: itemPath)
      items.append(
        Item(id: try Field.string(fields["id"], path: itemPath + ".id") ?? String(index),
             size: size))
    }
    return Section(
      id: id, options: options, masonry: masonry,
      header: try decodeSupplement(members, "header", path: path),
      footer: try decodeSupplement(members, "footer", path: path), items: items)
  }

  /// Decodes a section's `"masonry"` lanes, which replace its `"options"`: their lanes run
  /// along the document's axis.
  private static func decodeSectionMasonry(
    _ members: [String: JSONValue], path: String, axis: LayoutAxis
  ) throws(CLIError) -> MasonryOptions? {
    guard let value = members["masonry"], value != .null else { return nil }
    if let options = members["options"], options != .null {
      throw .failure(
        "\(path) has both \"options\" and \"masonry\"; a section is a flow or a masonry:"
          + " give one")
    }
    var masonry: MasonryOptions?
    do {
      masonry = try LayoutDocument.decodeMasonry(value)
    } catch {
      // The masonry's own paths start at "masonry": put the section's path before them.
      guard case .failure(let message) = error else { throw error }
      throw .failure(path + "." + message)
    }
    if case .object(let given) = value, let named = given["axis"], named != .null,
      masonry?.axis != axis
    {
      throw .failure(
        "\(path).masonry.axis is \"\(axis.crossAxis)\"; a section's lanes run along the"
          + " document's \(axis) axis: use \"\(axis)\" or leave it out")
    }
    masonry?.axis = axis
    return masonry
  }

  private static func decodeSupplement(
    _ members: [String: JSONValue], _ key: String, path: String
  ) throws(CLIError) -> Supplement? {
    typealias Field = LayoutDocument.Field
    guard let fields = try Field.object(members[key], path: "\(path).\(key)") else { return nil }
    try Field.checkKeys(fields, in: "\(path).\(key)", known: supplementKeys)
    let pinned: Bool
    switch fields["pinned"] ?? .null {
    case .null: pinned = false
    case .bool(let value): pinned = value
    case let other:
      throw Field.mistyped(other, at: "\(path).\(key).pinned", expected: "true or false")
    }
    return Supplement(size: try decodeSize(fields, path: "\(path).\(key)"), isPinned: pinned)
  }

  private static func decodeSize(_ fields: [String: JSONValue], path: String) throws(CLIError)
    -> Size
  {
    typealias Field = LayoutDocument.Field
    let width = try Field.requiredNumber(fields["width"], path: path + ".width")
    let height = try Field.requiredNumber(fields["height"], path: path + ".height")
    try LayoutDocument.Rules.checkItemSize(width, at: path + ".width")
    try LayoutDocument.Rules.checkItemSize(height, at: path + ".height")
    return Size(width: width, height: height)
  }

  /// The sections laid out for the offset.
  struct Layout {
    /// Each element's id, in document order.
    var ids: [String]
    /// Each element's frame in content coordinates.
    var frames: [Rect]
    /// Whether each element is a pinned header or footer, which paints above the items.
    var isPinned: [Bool]
    /// The content's size.
    var contentSize: Size
    /// The scroll offset the frames are for: the document's, clamped to the content.
    var offset: Double
    /// What the layout changed from the document, for standard error.
    var warnings: [String]
  }

  /// The viewport's length along the scroll axis.
  var viewportLength: Double { container[axis] }

  /// The largest scroll offset for content `length` long: where its end meets the viewport's,
  /// or 0 when it fits (an unbounded viewport shows it all from 0).
  func maximumOffset(contentLength length: Double) -> Double {
    viewportLength.isFinite ? Swift.max(0, length - viewportLength) : 0
  }

  /// Lays the sections out for the offset, clamped to the content.
  ///
  /// - Returns: The frames in document order with their ids, and the content size.
  /// - Throws: ``CLIError/failure(_:)`` for a repeated section id.
  func layOut() throws(CLIError) -> Layout {
    var snapshot = CollectionSnapshot<Int, Int>()
    var next = 0
    var names: [String] = []
    do {
      for (index, section) in sections.enumerated() {
        if let first = names.firstIndex(of: section.id) {
          throw CLIError.failure(
            "sections[\(index)].id \(JSONString.quoted(section.id)) repeats sections[\(first)].id;"
              + " section ids must be unique")
        }
        names.append(section.id)
        try snapshot.appendSections([CollectionSection(
          id: index,
          style: section.masonry.map { .masonry($0, placement: .exact) } ?? .flow(section.options),
          header: section.header.map { .header(pinned: $0.isPinned) },
          footer: section.footer.map { .footer(pinned: $0.isPinned) })])
        try snapshot.appendItems(Array(next..<(next + section.items.count)), toSection: index)
        next += section.items.count
      }
    } catch let error as CLIError {
      throw error
    } catch {
      throw .failure("\(error)")
    }
    var layout: CollectionLayout<Int, Int>
    do {
      layout = try CollectionLayout(
        snapshot: snapshot, axis: axis, crossLength: container[axis.crossAxis],
        estimatedItemSize: .zero, estimatedSupplementLength: 0)
    } catch {
      throw .failure(error.description)
    }
    var flat = 0
    for (index, section) in sections.enumerated() {
      for item in section.items {
        layout.setSize(item.size, ofItem: flat)
        flat += 1
      }
      if let header = section.header {
        layout.setHeaderLength(header.size[axis], ofSection: index)
      }
      if let footer = section.footer {
        layout.setFooterLength(footer.size[axis], ofSection: index)
      }
    }
    let contentSize = layout.contentSize
    let maximum = maximumOffset(contentLength: contentSize[axis])
    // Without an offset, the anchored edge shows: the end of content anchored at the bottom.
    let wanted = self.offset ?? (anchor == .bottom ? maximum : 0)
    let offset = Swift.min(Swift.max(wanted, 0), maximum)
    var warnings: [String] = []
    if offset != wanted {
      let format = JSONNumber.format
      let why =
        wanted < 0
        ? "before the content's start"
        : viewportLength.isFinite
          ? "past the end: the content is \(format(contentSize[axis]))"
            + " \(axis == .vertical ? "high" : "wide") and the viewport"
            + " \(format(viewportLength)), so the largest offset is \(format(maximum))"
          : "past the end: an unbounded viewport shows the whole content from 0"
      warnings.append(
        "offset \(format(wanted)) is \(why); laid out at offset \(format(offset))")
    }
    let itemIDs = sections.flatMap { $0.items.map(\.id) }
    var ids: [String] = []
    var frames: [Rect] = []
    var isPinned: [Bool] = []
    let across = axis.crossAxis
    for element in layout.allElements(viewportStart: offset, viewportLength: viewportLength) {
      var frame = element.frame
      switch element.id {
      case .item(let item):
        ids.append(itemIDs[item])
        isPinned.append(false)
      case .header(let section):
        ids.append(sections[section].id + ".header")
        frame.size[across] = sections[section].header?.size[across] ?? frame.size[across]
        isPinned.append(sections[section].header?.isPinned ?? false)
      case .footer(let section):
        ids.append(sections[section].id + ".footer")
        frame.size[across] = sections[section].footer?.size[across] ?? frame.size[across]
        isPinned.append(sections[section].footer?.isPinned ?? false)
      }
      frames.append(frame)
    }
    return Layout(
      ids: ids, frames: frames, isPinned: isPinned, contentSize: contentSize, offset: offset,
      warnings: warnings)
  }

  /// The document laid out for `format`: JSON lists every frame in content coordinates; ASCII
  /// and SVG draw the viewport (the container at the offset) with what shows in it, the pinned
  /// headers and footers painted last.
  func outcome(for format: LayoutCommand.Format) throws(CLIError) -> LayoutOutcome {
    let layout = try layOut()
    func outcome(_ shown: [Int], _ frames: [Rect], _ size: Size) -> LayoutOutcome {
      var items = LayoutItems()
      for (index, frame) in zip(shown, frames) {
        items.append(
          id: layout.ids[index], size: frame.size, grow: nil, baseline: nil, breakBefore: nil)
      }
      // Items first, then what pins: the order `ui.collection` paints in.
      let order = frames.indices.filter { !layout.isPinned[shown[$0]] }
        + frames.indices.filter { layout.isPinned[shown[$0]] }
      return LayoutOutcome(
        container: container, items: items,
        result: FlowResult(axis: .horizontal, direction: .leftToRight, frames: frames, lines: [],
                           contentSize: size),
        hasLineLimit: false, paintOrder: order, warnings: layout.warnings)
    }
    guard format != .json else {
      return outcome(Array(layout.ids.indices), layout.frames, layout.contentSize)
    }
    let offset = layout.offset
    let origin = axis == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
    var size = container
    if !viewportLength.isFinite { size[axis] = layout.contentSize[axis] - offset }
    let viewport = Rect(origin: origin, size: size)
    var shown: [Int] = []
    var frames: [Rect] = []
    for (index, frame) in layout.frames.enumerated() {
      guard let visible = frame.intersection(viewport), visible.size[axis] > 0 else { continue }
      shown.append(index)
      frames.append(visible.offsetBy(dx: -origin.x, dy: -origin.y))
    }
    return outcome(shown, frames, viewport.size)
  }
}
