import Reflow

/// The input of `reflow layout`: a container, options, items and an optional overflow
/// indicator, read from JSON and checked; or a masonry document, with `"masonry"` instead of
/// `"options"` and items sized by a length or an aspect ratio (see `LayoutDocument+Masonry`).
///
/// ```json
/// {"container": {"width": 390, "height": 844},
///  "options": {"itemSpacing": 8, "alignment": "center", "lineLimit": 2},
///  "overflowIndicator": {"width": 60, "height": 30},
///  "items": [{"id": "a", "width": 80, "height": 30, "grow": 1}]}
/// ```
///
/// Only `container.width`, `items` and each item's `width` and `height` are required; optional
/// fields may be left out or `null` and take the defaults of ``FlowOptions`` and ``FlowItem``,
/// an infinite container height, and the item's index as its id. A key the document format does
/// not have is an error that suggests the nearest known one, at every level; `name`, `expected`
/// and `oracle` at the top are allowed and ignored, so conformance fixtures run as they are.
///
/// The items are read one by one as the document streams in, into ``LayoutItems``, so a large
/// document never becomes a tree of JSON values.
struct LayoutDocument: Sendable {
  /// The container the items flow in.
  var container: Size
  /// Spacing, insets, alignment, direction, axis, line breaking and limits.
  var options: FlowOptions
  /// The items, in order.
  var items: LayoutItems
  /// The size of the "+N more" item shown when a line limit hides items, if any.
  var overflowIndicator: Size?
  /// A sectioned document's `"sections"`, and its `"offset"`, `"axis"` and `"anchor"` by key, as
  /// read: ``SectionsDocument`` decodes them. `nil` and empty for an items document.
  var sections: JSONValue?
  var scrolling: [String: JSONValue]
  /// A masonry document's options; `nil` for a flow document.
  var masonry: MasonryOptions?

  /// The keys of the document's top level; the last three are fixture annotations.
  static let topLevelKeys = [
    "container", "options", "masonry", "items", "overflowIndicator", "sections", "offset",
    "axis", "anchor", "name", "expected", "oracle",
  ]
  /// The top-level keys of a sectioned document only: how it scrolls.
  static let scrollingKeys = ["offset", "axis", "anchor"]
  /// The keys of an item: a flow item's, then a masonry item's.
  static let itemKeys = [
    "id", "width", "height", "grow", "baseline", "breakBefore", "length", "aspectRatio", "span",
    "lane",
  ]

  /// Reads and checks a document.
  ///
  /// - Parameter reader: The document, from its start.
  /// - Returns: The document.
  /// - Throws: ``CLIError/failure(_:)`` for invalid JSON (with a line and column), or naming
  ///   the first missing, mistyped, unknown or bad field by its path, such as `items[3].width`,
  ///   with its value and what is expected.
  /// - Complexity: O(*n*) in the document's length.
  static func read(_ reader: inout JSONReader) throws(CLIError) -> LayoutDocument {
    guard let first = reader.peekToken() else {
      throw .failure(
        "the input is empty; expected a JSON document such as "
          + #"{"container":{"width":390},"items":[]}"#)
    }
    guard first == UInt8(ascii: "{") else {
      let value = try reader.readValue()
      throw .failure(
        "the document is \(value.summary); expected an object with \"container\" and \"items\"")
    }
    var container: Size?
    var options = FlowOptions()
    var items: LayoutItems?
    var indicator: Size?
    var sections: JSONValue?
    var scrolling: [String: JSONValue] = [:]
    var masonry: MasonryOptions?
    var seen: Set<String> = []
    try reader.beginObject()
    while let key = try reader.nextKey() {
      guard seen.insert(key).inserted else { throw reader.duplicateKeyError(key) }
      switch key {
      case "container": container = try decodeContainer(reader.readValue())
      case "options": options = try decodeOptions(reader.readValue())
      case "masonry": masonry = try decodeMasonry(reader.readValue())
      case "overflowIndicator": indicator = try decodeIndicator(reader.readValue())
      case "items": items = try readItems(&reader, isMasonry: masonry != nil)
      case "sections": sections = try reader.readValue()
      case "offset", "axis", "anchor": scrolling[key] = try reader.readValue()
      case "name":
        let value = try reader.readValue()
        guard value == .null || value.isString else {
          throw Field.mistyped(value, at: "name", expected: "a string")
        }
      case "expected", "oracle": try reader.skipValue()
      default: throw Field.unknownKey(key, in: nil, known: topLevelKeys)
      }
    }
    try reader.end()
    return try checked(
      container: container, options: options, items: items, indicator: indicator,
      sections: sections, scrolling: scrolling, masonry: masonry,
      hasOptions: seen.contains("options"))
  }

  /// The document from its top-level fields, once each is decoded: `container` is required,
  /// and exactly one of `items` and `sections`.
  private static func checked(
    container: Size?, options: FlowOptions, items: LayoutItems?, indicator: Size?,
    sections: JSONValue?, scrolling: [String: JSONValue], masonry: MasonryOptions?,
    hasOptions: Bool
  ) throws(CLIError) -> LayoutDocument {
    guard let container else {
      throw .failure(
        #"container is missing; expected an object such as {"width": 390, "height": 844}"#)
    }
    let sections = sections == .null ? nil : sections
    if sections != nil && items != nil {
      throw .failure("the document has both \"items\" and \"sections\"; give one of them")
    }
    guard let items = items ?? (sections != nil ? LayoutItems() : nil) else {
      throw .failure(
        #"items is missing; expected an array such as [{"id": "a", "width": 80, "height": 30}]"#)
    }
    let scrolling = scrolling.filter { $0.value != .null }
    if sections == nil, let key = scrollingKeys.first(where: { scrolling[$0] != nil }) {
      throw .failure(
        "\(key) is for a document with \"sections\"; an items document has none"
          + (key == "axis" ? " (its lines' axis is options.axis)" : ""))
    }
    try checkKind(
      items, masonry: masonry, hasOptions: hasOptions, hasIndicator: indicator != nil,
      hasSections: sections != nil)
    return LayoutDocument(
      container: container, options: options, items: items, overflowIndicator: indicator,
      sections: sections, scrolling: scrolling, masonry: masonry)
  }

  /// Requires a masonry document's parts to be a masonry document's, and a flow document's
  /// items to be flow items.
  private static func checkKind(
    _ items: LayoutItems, masonry: MasonryOptions?, hasOptions: Bool, hasIndicator: Bool,
    hasSections: Bool
  ) throws(CLIError) {
    guard masonry != nil else {
      if items.isMasonry {
        throw .failure(
          "items[0] has a length or an aspect ratio, which masonry items have: add a \"masonry\""
            + #" object such as {"lanes": 3} to lay them out in lanes, or give each item a width"#
            + " and a height")
      }
      return
    }
    for (conflict, present) in [
      ("options", hasOptions), ("overflowIndicator", hasIndicator), ("sections", hasSections),
    ] where present {
      throw .failure(
        "the document has both \"masonry\" and \"\(conflict)\"; a masonry document takes its"
          + " options from \"masonry\" and has items: remove \"\(conflict)\"")
    }
    if !items.isEmpty && !items.isMasonry {
      throw .failure(
        "items[0] has a width and a height, but the document is a masonry (it has"
          + #" "masonry"): give each item a "length" or an "aspectRatio" instead"#)
    }
  }

  /// Decodes and checks a document already parsed into a tree, as ``read(_:)`` reads one.
  ///
  /// - Parameter value: The parsed JSON.
  /// - Returns: The document.
  /// - Throws: ``CLIError/failure(_:)`` as ``read(_:)`` does.
  static func decode(_ value: JSONValue) throws(CLIError) -> LayoutDocument {
    guard case .object(let root) = value else {
      throw .failure(
        "the document is \(value.summary); expected an object with \"container\" and \"items\"")
    }
    try Field.checkKeys(root, in: nil, known: topLevelKeys)
    guard let container = try decodeContainer(root["container"] ?? .null) else {
      throw .failure(
        #"container is missing; expected an object such as {"width": 390, "height": 844}"#)
    }
    let options = try decodeOptions(root["options"] ?? .null)
    let masonry = try decodeMasonry(root["masonry"] ?? .null)
    let indicator = try decodeIndicator(root["overflowIndicator"] ?? .null)
    var items: LayoutItems?
    if let itemsValue = root["items"], itemsValue != .null {
      guard case .array(let elements) = itemsValue else {
        throw Field.mistyped(itemsValue, at: "items", expected: "an array of items")
      }
      var decoded = LayoutItems()
      decoded.reserveCapacity(elements.count)
      for element in elements {
        var decoder = ItemDecoder(index: decoded.count, isMasonry: masonry != nil)
        guard case .object(let members) = element else {
          throw Field.mistyped(element, at: decoder.path, expected: decoder.expected)
        }
        for key in members.keys.sorted() { try decoder.take(key, members[key] ?? .null) }
        try decoder.finish(into: &decoded)
      }
      items = decoded
    }
    return try checked(
      container: container, options: options, items: items, indicator: indicator,
      sections: root["sections"], scrolling: root.filter { scrollingKeys.contains($0.key) },
      masonry: masonry,
      hasOptions: root["options"] != nil)
  }

  /// Reads the items array, one item at a time.
  private static func readItems(_ reader: inout JSONReader, isMasonry: Bool) throws(CLIError)
    -> LayoutItems?
  {
    guard reader.peekToken() == UInt8(ascii: "[") else {
      let value = try reader.readValue()
      if value == .null { return nil }
      throw Field.mistyped(value, at: "items", expected: "an array of items")
    }
    var items = LayoutItems()
    try reader.beginArray()
    while try reader.nextElement() {
      try readItem(&reader, into: &items, isMasonry: isMasonry)
    }
    return items
  }

  private static func readItem(
    _ reader: inout JSONReader, into items: inout LayoutItems, isMasonry: Bool
  ) throws(CLIError) {
    var decoder = ItemDecoder(index: items.count, isMasonry: isMasonry)
    guard reader.peekToken() == UInt8(ascii: "{") else {
      throw Field.mistyped(try reader.readValue(), at: decoder.path, expected: decoder.expected)
    }
    try reader.beginObject()
    while let key = try reader.nextKey() { try decoder.take(key, reader.readValue()) }
    try decoder.finish(into: &items)
  }

  /// Decodes one item from its members, however they arrive: a flow item (width and height,
  /// grow, baseline, breakBefore) or a masonry item (length or aspectRatio, span, lane).
  struct ItemDecoder {
    static let flowExpected = #"an object such as {"id": "a", "width": 80, "height": 30}"#
    static let masonryExpected = #"an object such as {"id": "a", "length": 120}"#

    let index: Int
    /// Whether the document is known to be a masonry document: an item with neither kind of
    /// size is then a masonry item missing its length.
    let isMasonry: Bool
    var id: String?
    var width: Double?
    var height: Double?
    var grow: Double?
    var baseline: Double?
    var breakBefore: Bool?
    var length: Double?
    var aspectRatio: Double?
    var span: Double?
    var lane: Double?

    init(index: Int, isMasonry: Bool = false) {
      self.index = index
      self.isMasonry = isMasonry
    }

    var path: String { "items[\(index)]" }

    /// What an item looks like, for the document's kind.
    var expected: String { isMasonry ? Self.masonryExpected : Self.flowExpected }

    /// The members taken so far, a bit per ``LayoutDocument/itemKeys`` entry.
    private var taken: UInt16 = 0

    /// Takes one member.
    mutating func take(_ key: String, _ value: JSONValue) throws(CLIError) {
      if let field = LayoutDocument.itemKeys.firstIndex(of: key) {
        guard taken & 1 << field == 0 else {
          throw .failure("\(path).\(key) appears twice; give each member once")
        }
        taken |= 1 << field
      }
      switch key {
      case "id": id = try Field.string(value, path: path + ".id")
      case "width": width = try Field.number(value, path: path + ".width")
      case "height": height = try Field.number(value, path: path + ".height")
      case "grow": grow = try Field.number(value, path: path + ".grow")
      case "baseline": baseline = try Field.number(value, path: path + ".baseline")
      case "breakBefore": breakBefore = try Field.bool(value, path: path + ".breakBefore")
      case "length": length = try Field.number(value, path: path + ".length")
      case "aspectRatio": aspectRatio = try Field.number(value, path: path + ".aspectRatio")
      case "span": span = try Field.number(value, path: path + ".span")
      case "lane": lane = try Field.number(value, path: path + ".lane")
      default: throw Field.unknownKey(key, in: path, known: itemKeys)
      }
    }

    /// Checks the item and adds it.
    func finish(into items: inout LayoutItems) throws(CLIError) {
      let flowFields = width != nil || height != nil || grow != nil || baseline != nil
        || breakBefore != nil
      let masonryFields = length != nil || aspectRatio != nil || span != nil || lane != nil
      if flowFields && masonryFields {
        throw .failure(
          "\(path) has both a flow item's fields (width, height, grow, baseline, breakBefore) and"
            + " a masonry item's (length, aspectRatio, span, lane): give one kind")
      }
      let isMasonryItem = masonryFields || (!flowFields && isMasonry)
      if !items.isEmpty && items.isMasonry != isMasonryItem {
        throw .failure(
          "\(path) is a \(isMasonryItem ? "masonry" : "flow") item but items[0] is a"
            + " \(isMasonryItem ? "flow" : "masonry") item; every item of a document is of one"
            + " kind")
      }
      if isMasonryItem { return try finishMasonry(into: &items) }
      guard let width else { throw .failure("\(path).width is missing; expected a number") }
      guard let height else { throw .failure("\(path).height is missing; expected a number") }
      try Rules.checkItemSize(width, at: path + ".width")
      try Rules.checkItemSize(height, at: path + ".height")
      items.append(
        id: id ?? String(index), size: Size(width: width, height: height), grow: grow,
        baseline: baseline, breakBefore: breakBefore)
    }

    private func finishMasonry(into items: inout LayoutItems) throws(CLIError) {
      let sizing: MasonryItem.Sizing
      switch (length, aspectRatio) {
      case (let length?, nil):
        try Rules.checkItemSize(length, at: path + ".length")
        sizing = .length(length)
      case (nil, let ratio?):
        try Rules.checkAspectRatio(ratio, at: path + ".aspectRatio")
        sizing = .aspectRatio(ratio)
      case (nil, nil):
        throw .failure(
          "\(path).length is missing; expected a number, or an aspectRatio (width ÷ height)")
      case (.some, .some):
        throw .failure("\(path) has both a length and an aspectRatio; give one of them")
      }
      let span = try span.map { value throws(CLIError) in
        try Rules.wholeNumber(value, at: path + ".span", minimum: 1)
      }
      let lane = try lane.map { value throws(CLIError) in
        try Rules.wholeNumber(value, at: path + ".lane", minimum: 0)
      }
      items.append(id: id ?? String(index), masonry: MasonryItem(sizing, span: span ?? 1, lane: lane))
    }
  }
}

extension JSONValue {
  /// Whether the value is a string.
  fileprivate var isString: Bool {
    if case .string = self { true } else { false }
  }
}
