import Reflow

/// A `reflow layout` document with `"sections"` instead of `"items"`: sections stacked down the
/// content, each with flow options, an optional header and footer (pinned or not) and items,
/// laid out by ``CollectionLayout`` for a scroll offset.
///
/// ```json
/// {"container": {"width": 100, "height": 50}, "offset": 30,
///  "sections": [{"id": "s0", "options": {"itemSpacing": 4},
///                "header": {"width": 100, "height": 10, "pinned": true},
///                "items": [{"id": "a", "width": 40, "height": 20}]}]}
/// ```
///
/// Frames come out in document order — each section's header (id `<section>.header`), its
/// items, its footer (`<section>.footer`) — in content coordinates at their place for the
/// offset: a pinned header where it sticks. The container's height is the viewport's. An offset
/// outside `0...max(0, content height - viewport height)` is clamped to it, with a warning.
/// Drawings paint the pinned headers and footers last, above the items, as the engine does.
struct SectionsDocument: Sendable {
  /// One section as the document gives it.
  struct Section: Sendable {
    var id: String
    var options: FlowOptions
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
  var offset: Double
  var sections: [Section]

  /// The keys of a section, and of a header or footer.
  static let sectionKeys = ["id", "options", "header", "footer", "items"]
  static let supplementKeys = ["width", "height", "pinned"]
  static let itemKeys = ["id", "width", "height"]

  /// Decodes the sections of a document whose container is already read and checked.
  ///
  /// - Parameters:
  ///   - container: The document's container; its height is the viewport's.
  ///   - value: The `"sections"` value.
  ///   - offset: The `"offset"` value, if any.
  /// - Throws: ``CLIError/failure(_:)`` naming the first bad field by its path, such as
  ///   `sections[1].items[0].width`.
  static func decode(container size: Size, sections value: JSONValue, offset offsetValue: JSONValue?)
    throws(CLIError) -> SectionsDocument
  {
    typealias Field = LayoutDocument.Field
    guard size.width.isFinite else {
      throw .failure("container.width is inf; sections fill rows as wide as the container")
    }
    let offset = try Field.number(offsetValue, path: "offset") ?? 0
    guard offset.isFinite else {
      throw .failure("offset is \(JSONNumber.format(offset)); expected a finite scroll offset")
    }
    guard case .array(let elements) = value else {
      throw Field.mistyped(value, at: "sections", expected: "an array of sections")
    }
    var sections: [Section] = []
    for (index, element) in elements.enumerated() {
      sections.append(try decodeSection(element, path: "sections[\(index)]"))
    }
    return SectionsDocument(container: size, offset: offset, sections: sections)
  }

  private static func decodeSection(_ value: JSONValue, path: String) throws(CLIError) -> Section {
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
    if options.axis == .vertical {
      throw .failure(
        "\(path).options.axis is \"vertical\"; sections stack down the content and fill rows:"
          + " use \"horizontal\" or leave it out")
    }
    options.axis = .horizontal
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
      id: id, options: options, header: try decodeSupplement(members, "header", path: path),
      footer: try decodeSupplement(members, "footer", path: path), items: items)
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

  /// The largest scroll offset for content `length` long: where its end meets the viewport's,
  /// or 0 when it fits (an unbounded viewport shows it all from 0).
  func maximumOffset(contentLength length: Double) -> Double {
    container.height.isFinite ? Swift.max(0, length - container.height) : 0
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
          id: index, style: .flow(section.options),
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
      layout = try CollectionLayout(snapshot: snapshot, crossLength: container.width,
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
        layout.setHeaderLength(header.size.height, ofSection: index)
      }
      if let footer = section.footer {
        layout.setFooterLength(footer.size.height, ofSection: index)
      }
    }
    let contentSize = layout.contentSize
    let maximum = maximumOffset(contentLength: contentSize.height)
    let offset = Swift.min(Swift.max(self.offset, 0), maximum)
    var warnings: [String] = []
    if offset != self.offset {
      let format = JSONNumber.format
      let why =
        self.offset < 0
        ? "before the content's start"
        : container.height.isFinite
          ? "past the end: the content is \(format(contentSize.height)) high and the viewport"
            + " \(format(container.height)), so the largest offset is \(format(maximum))"
          : "past the end: an unbounded viewport shows the whole content from 0"
      warnings.append(
        "offset \(format(self.offset)) is \(why); laid out at offset \(format(offset))")
    }
    let itemIDs = sections.flatMap { $0.items.map(\.id) }
    var ids: [String] = []
    var frames: [Rect] = []
    var isPinned: [Bool] = []
    for element in layout.allElements(viewportStart: offset, viewportLength: container.height) {
      var frame = element.frame
      switch element.id {
      case .item(let item):
        ids.append(itemIDs[item])
        isPinned.append(false)
      case .header(let section):
        ids.append(sections[section].id + ".header")
        frame.size.width = sections[section].header?.size.width ?? frame.width
        isPinned.append(sections[section].header?.isPinned ?? false)
      case .footer(let section):
        ids.append(sections[section].id + ".footer")
        frame.size.width = sections[section].footer?.size.width ?? frame.width
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
    let viewport = Rect(
      x: 0, y: offset, width: container.width,
      height: container.height.isFinite
        ? container.height : layout.contentSize.height - offset)
    var shown: [Int] = []
    var frames: [Rect] = []
    for (index, frame) in layout.frames.enumerated() {
      guard let visible = frame.intersection(viewport), visible.height > 0 else { continue }
      shown.append(index)
      frames.append(visible.offsetBy(dx: 0, dy: -offset))
    }
    return outcome(shown, frames, viewport.size)
  }
}
