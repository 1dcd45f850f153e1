import Reflow

extension LayoutDocument {
  static let containerKeys = ["width", "height"]
  static let optionKeys = [
    "itemSpacing", "lineSpacing", "alignment", "itemAlignment", "direction", "axis", "insets",
    "lineAlignment", "lineBreaking", "lineLimit", "maxItemsPerLine",
  ]
  static let insetKeys = ["top", "leading", "bottom", "trailing"]
  static let indicatorKeys = ["width", "height"]

  /// Decodes `container`: its width is required, its height defaults to unbounded.
  static func decodeContainer(_ value: JSONValue) throws(CLIError) -> Size? {
    guard let members = try Field.object(
      value, path: "container", expected: #"an object such as {"width": 390, "height": 844}"#)
    else { return nil }
    try Field.checkKeys(members, in: "container", known: containerKeys)
    let width = try Field.requiredNumber(members["width"], path: "container.width")
    let height = try Field.number(members["height"], path: "container.height") ?? .infinity
    try Rules.checkContainer(width, at: "container.width")
    try Rules.checkContainer(height, at: "container.height")
    return Size(width: width, height: height)
  }

  /// Decodes `options`; every member is optional.
  static func decodeOptions(_ value: JSONValue) throws(CLIError) -> FlowOptions {
    var options = FlowOptions()
    guard let members = try Field.object(value, path: "options") else { return options }
    try Field.checkKeys(members, in: "options", known: optionKeys)
    if let spacing = try Field.number(members["itemSpacing"], path: "options.itemSpacing") {
      try Rules.checkSpacing(spacing, at: "options.itemSpacing")
      options.itemSpacing = spacing
    }
    if let spacing = try Field.number(members["lineSpacing"], path: "options.lineSpacing") {
      try Rules.checkSpacing(spacing, at: "options.lineSpacing")
      options.lineSpacing = spacing
    }
    /// Sets the option at `keyPath` from the member `key`, when it is there.
    func choose<Choice: RawRepresentable & CaseIterable>(
      _ key: String, _ keyPath: WritableKeyPath<FlowOptions, Choice>
    ) throws(CLIError) where Choice.RawValue == String {
      if let choice = try Field.choice(members[key], path: "options." + key, as: Choice.self) {
        options[keyPath: keyPath] = choice
      }
    }
    try choose("alignment", \.alignment)
    try choose("itemAlignment", \.itemAlignment)
    options.direction = try Field.choice(
      members["direction"], path: "options.direction", as: WritingDirection.self)
    try choose("axis", \.axis)
    try choose("lineAlignment", \.lineAlignment)
    try choose("lineBreaking", \.lineBreaking)
    for (key, keyPath) in [("lineLimit", \FlowOptions.lineLimit),
                           ("maxItemsPerLine", \FlowOptions.maxItemsPerLine)] {
      let path = "options." + key
      if let count = try Field.number(members[key], path: path) {
        options[keyPath: keyPath] = try Rules.limit(count, at: path)
      }
    }
    if let insets = try decodeInsets(members["insets"], path: "options.insets") {
      options.insets = insets
    }
    return options
  }

  /// Decodes `overflowIndicator`: the "+N more" item's size.
  static func decodeIndicator(_ value: JSONValue) throws(CLIError) -> Size? {
    guard let members = try Field.object(
      value, path: "overflowIndicator", expected: #"an object such as {"width": 60, "height": 30}"#)
    else { return nil }
    try Field.checkKeys(members, in: "overflowIndicator", known: indicatorKeys)
    let width = try Field.requiredNumber(members["width"], path: "overflowIndicator.width")
    let height = try Field.requiredNumber(members["height"], path: "overflowIndicator.height")
    try Rules.checkItemSize(width, at: "overflowIndicator.width")
    try Rules.checkItemSize(height, at: "overflowIndicator.height")
    return Size(width: width, height: height)
  }
}
