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
/// offset: a pinned header where it sticks. The container's height is the viewport's.
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

  /// Lays the sections out for the offset.
  ///
  /// - Returns: The frames in document order with their ids, and the content size.
  /// - Throws: ``CLIError/failure(_:)`` for a repeated section id.
  func layOut() throws(CLIError) -> (ids: [String], frames: [Rect], contentSize: Size) {
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
    let itemIDs = sections.flatMap { $0.items.map(\.id) }
    var ids: [String] = []
    var frames: [Rect] = []
    for element in layout.allElements(viewportStart: offset, viewportLength: container.height) {
      var frame = element.frame
      switch element.id {
      case .item(let item): ids.append(itemIDs[item])
      case .header(let section):
        ids.append(sections[section].id + ".header")
        frame.size.width = sections[section].header?.size.width ?? frame.width
      case .footer(let section):
        ids.append(sections[section].id + ".footer")
        frame.size.width = sections[section].footer?.size.width ?? frame.width
      }
      frames.append(frame)
    }
    return (ids, frames, layout.contentSize)
  }

  /// The document laid out for `format`: JSON lists every frame in content coordinates; ASCII
  /// and SVG draw the viewport (the container at the offset) with what shows in it.
  func outcome(for format: LayoutCommand.Format) throws(CLIError) -> LayoutOutcome {
    let (ids, frames, contentSize) = try layOut()
    func outcome(_ ids: [String], _ frames: [Rect], _ size: Size) -> LayoutOutcome {
      var items = LayoutItems()
      for (id, frame) in zip(ids, frames) {
        items.append(id: id, size: frame.size, grow: nil, baseline: nil, breakBefore: nil)
      }
      return LayoutOutcome(
        container: container, items: items,
        result: FlowResult(axis: .horizontal, direction: .leftToRight, frames: frames, lines: [],
                           contentSize: size),
        hasLineLimit: false)
    }
    guard format != .json else { return outcome(ids, frames, contentSize) }
    let viewport = Rect(
      x: 0, y: offset, width: container.width,
      height: container.height.isFinite ? container.height : contentSize.height - offset)
    var shown: [(String, Rect)] = []
    for (id, frame) in zip(ids, frames) {
      guard let visible = frame.intersection(viewport), visible.height > 0 else { continue }
      shown.append((id, visible.offsetBy(dx: 0, dy: -offset)))
    }
    return outcome(shown.map(\.0), shown.map(\.1), viewport.size)
  }
}
