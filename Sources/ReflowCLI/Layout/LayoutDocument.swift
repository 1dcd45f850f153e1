import Reflow

/// The input of `reflow layout`: a container, options and items, decoded from JSON and checked.
///
/// ```json
/// {"container": {"width": 390, "height": 844},
///  "options": {"itemSpacing": 8, "alignment": "center"},
///  "items": [{"id": "a", "width": 80, "height": 30}]}
/// ```
///
/// Only `container.width`, `items` and each item's `width` and `height` are required; optional
/// fields may be left out or `null` and take the defaults of ``FlowOptions/init(itemSpacing:
/// lineSpacing:insets:alignment:itemAlignment:direction:axis:)``, an infinite container height,
/// and the item's index as its id. Unknown keys are ignored.
struct LayoutDocument: Sendable, Equatable {
  /// One item to lay out.
  struct Item: Sendable, Equatable {
    /// The label echoed in the output; ids need not be unique.
    var id: String
    /// The item's size.
    var size: Size
  }

  /// The container the items flow in.
  var container: Size
  /// Spacing, insets, alignment, direction and axis.
  var options: FlowOptions
  /// The items, in order.
  var items: [Item]

  /// Decodes and checks a parsed document.
  ///
  /// - Parameter value: The parsed JSON.
  /// - Returns: The document.
  /// - Throws: ``CLIError/failure(_:)`` naming the first missing, mistyped or bad field by its
  ///   path, such as `items[3].width`, with its value and what is expected.
  /// - Complexity: O(*n*), where *n* is the number of items.
  static func decode(_ value: JSONValue) throws(CLIError) -> LayoutDocument {
    guard case .object(let root) = value else {
      throw .failure(
        "the document is \(value.summary); expected an object with \"container\" and \"items\"")
    }
    let container = try Field.object(
      root, "container", path: "container", required: true,
      expected: #"an object such as {"width": 390, "height": 844}"#) ?? [:]
    let width = try Field.number(container, "width", path: "container.width", required: true)
    let height = try Field.number(container, "height", path: "container.height")
    let size = Size(width: width ?? 0, height: height ?? .infinity)
    try Rules.checkContainer(size.width, at: "container.width")
    try Rules.checkContainer(size.height, at: "container.height")

    let options = try decodeOptions(Field.object(root, "options", path: "options") ?? [:])

    guard let itemsValue = root["items"], itemsValue != .null else {
      throw .failure(
        #"items is missing; expected an array such as [{"id": "a", "width": 80, "height": 30}]"#)
    }
    guard case .array(let elements) = itemsValue else {
      throw Field.mistyped(itemsValue, at: "items", expected: "an array of items")
    }
    var items: [Item] = []
    items.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      items.append(try decodeItem(element, index: index))
    }
    return LayoutDocument(container: size, options: options, items: items)
  }

  static func decodeOptions(_ members: [String: JSONValue]) throws(CLIError)
    -> FlowOptions
  {
    var options = FlowOptions()
    if let spacing = try Field.number(members, "itemSpacing", path: "options.itemSpacing") {
      try Rules.checkSpacing(spacing, at: "options.itemSpacing")
      options.itemSpacing = spacing
    }
    if let spacing = try Field.number(members, "lineSpacing", path: "options.lineSpacing") {
      try Rules.checkSpacing(spacing, at: "options.lineSpacing")
      options.lineSpacing = spacing
    }
    if let alignment = try Field.choice(
      members, "alignment", path: "options.alignment", as: FlowAlignment.self)
    {
      options.alignment = alignment
    }
    if let alignment = try Field.choice(
      members, "itemAlignment", path: "options.itemAlignment", as: FlowItemAlignment.self)
    {
      options.itemAlignment = alignment
    }
    if let direction = try Field.choice(
      members, "direction", path: "options.direction", as: WritingDirection.self)
    {
      options.direction = direction
    }
    if let axis = try Field.choice(members, "axis", path: "options.axis", as: LayoutAxis.self) {
      options.axis = axis
    }
    if let insets = try Field.object(members, "insets", path: "options.insets") {
      var edges: [Double] = []
      for edge in ["top", "leading", "bottom", "trailing"] {
        let path = "options.insets." + edge
        let value = try Field.number(insets, edge, path: path) ?? 0
        try Rules.checkInset(value, at: path)
        edges.append(value)
      }
      options.insets = Insets(
        top: edges[0], leading: edges[1], bottom: edges[2], trailing: edges[3])
    }
    return options
  }

  private static func decodeItem(_ value: JSONValue, index: Int) throws(CLIError) -> Item {
    let path = "items[\(index)]"
    guard case .object(let members) = value else {
      throw Field.mistyped(
        value, at: path, expected: #"an object such as {"id": "a", "width": 80, "height": 30}"#)
    }
    let id = try Field.string(members, "id", path: path + ".id") ?? String(index)
    let width = try Field.number(members, "width", path: path + ".width", required: true) ?? 0
    let height = try Field.number(members, "height", path: path + ".height", required: true) ?? 0
    try Rules.checkItemSize(width, at: path + ".width")
    try Rules.checkItemSize(height, at: path + ".height")
    return Item(id: id, size: Size(width: width, height: height))
  }
}

extension LayoutDocument {
  /// The range checks shared by document fields and the flags that override them, so a bad
  /// value reads the same wherever it came from; `path` is a field path or a flag.
  enum Rules {
    static func checkItemSize(_ value: Double, at path: String) throws(CLIError) {
      guard value.isFinite && value >= 0 else {
        throw bad(value, at: path, "sizes must be finite and at least 0")
      }
    }

    static func checkContainer(_ value: Double, at path: String) throws(CLIError) {
      guard !value.isNaN && value >= 0 else {
        throw bad(value, at: path, "container sizes must be at least 0 (inf means unbounded)")
      }
    }

    static func checkSpacing(_ value: Double, at path: String) throws(CLIError) {
      guard value.isFinite && value >= 0 else {
        throw bad(value, at: path, "spacing must be finite and at least 0")
      }
    }

    static func checkInset(_ value: Double, at path: String) throws(CLIError) {
      guard value.isFinite && value >= 0 else {
        throw bad(value, at: path, "insets must be finite and at least 0")
      }
    }

    private static func bad(_ value: Double, at path: String, _ rule: String) -> CLIError {
      .failure("\(path) is \(JSONNumber.format(value)); \(rule)")
    }
  }

  /// Typed access to object members, with errors that name the member's path.
  enum Field {
    static func object(
      _ members: [String: JSONValue], _ key: String, path: String, required: Bool = false,
      expected: String = "an object"
    ) throws(CLIError) -> [String: JSONValue]? {
      guard let value = try present(members, key, path: path, required: required,
                                    expected: expected) else { return nil }
      guard case .object(let object) = value else {
        throw mistyped(value, at: path, expected: expected)
      }
      return object
    }

    static func number(
      _ members: [String: JSONValue], _ key: String, path: String, required: Bool = false
    ) throws(CLIError) -> Double? {
      guard let value = try present(members, key, path: path, required: required,
                                    expected: "a number") else { return nil }
      guard case .number(let number) = value else {
        throw mistyped(value, at: path, expected: "a number")
      }
      return number
    }

    static func string(_ members: [String: JSONValue], _ key: String, path: String)
      throws(CLIError) -> String?
    {
      guard let value = members[key], value != .null else { return nil }
      guard case .string(let string) = value else {
        throw mistyped(value, at: path, expected: "a string")
      }
      return string
    }

    static func choice<Choice: RawRepresentable & CaseIterable>(
      _ members: [String: JSONValue], _ key: String, path: String, as type: Choice.Type
    ) throws(CLIError) -> Choice? where Choice.RawValue == String {
      let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      guard let value = members[key], value != .null else { return nil }
      guard case .string(let name) = value else {
        throw mistyped(value, at: path, expected: "a string, one of \(names)")
      }
      guard let choice = Choice(rawValue: name) else {
        throw .failure("\(path) is \(value.summary); expected one of \(names)")
      }
      return choice
    }

    /// The member, `nil` when it is absent or `null` and optional.
    private static func present(
      _ members: [String: JSONValue], _ key: String, path: String, required: Bool,
      expected: String
    ) throws(CLIError) -> JSONValue? {
      guard let value = members[key], value != .null else {
        if required { throw .failure("\(path) is missing; expected \(expected)") }
        return nil
      }
      return value
    }

    static func mistyped(_ value: JSONValue, at path: String, expected: String) -> CLIError {
      switch value {
      case .string, .number, .bool:
        .failure("\(path) is \(value.summary) (\(value.kind)); expected \(expected)")
      case .null, .array, .object:
        .failure("\(path) is \(value.summary); expected \(expected)")
      }
    }
  }
}
