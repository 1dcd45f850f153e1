import Reflow

/// A masonry document: `"masonry"` instead of `"options"`, and items with a `"length"` or an
/// `"aspectRatio"`, and optionally a `"span"` and a `"lane"`, instead of a width and a height.
///
/// ```json
/// {"container": {"width": 330, "height": 600},
///  "masonry": {"lanes": 3, "laneSpacing": 10, "itemSpacing": 8, "tolerance": 16},
///  "items": [{"id": "a", "length": 120}, {"id": "b", "aspectRatio": 1.5, "span": 2}]}
/// ```
extension LayoutDocument {
  static let masonryKeys = [
    "axis", "lanes", "laneSpacing", "itemSpacing", "insets", "direction", "tolerance",
  ]
  static let laneMinimumKeys = ["minimum"]
  /// What `masonry.lanes` and `--lanes` take.
  static let lanesExpectation =
    #"a lane count such as 3, lane lengths such as [100, 120], or {"minimum": 120}"#

  /// Decodes `masonry`: its lanes are required; every other member defaults to
  /// ``MasonryOptions``'s, the axis to vertical.
  static func decodeMasonry(_ value: JSONValue) throws(CLIError) -> MasonryOptions? {
    guard let members = try Field.object(
      value, path: "masonry", expected: #"an object such as {"lanes": 3, "itemSpacing": 8}"#)
    else { return nil }
    try Field.checkKeys(members, in: "masonry", known: masonryKeys)
    guard let lanesValue = members["lanes"], lanesValue != .null else {
      throw .failure("masonry.lanes is missing; expected \(lanesExpectation)")
    }
    var options = MasonryOptions(lanes: try decodeLanes(lanesValue))
    for (key, keyPath) in [("laneSpacing", \MasonryOptions.laneSpacing),
                           ("itemSpacing", \MasonryOptions.itemSpacing)] {
      let path = "masonry." + key
      if let spacing = try Field.number(members[key], path: path) {
        try Rules.checkSpacing(spacing, at: path)
        options[keyPath: keyPath] = spacing
      }
    }
    if let tolerance = try Field.number(members["tolerance"], path: "masonry.tolerance") {
      try Rules.checkTolerance(tolerance, at: "masonry.tolerance")
      options.tolerance = tolerance
    }
    options.direction = try Field.choice(
      members["direction"], path: "masonry.direction", as: WritingDirection.self)
    options.axis =
      try Field.choice(members["axis"], path: "masonry.axis", as: LayoutAxis.self) ?? .vertical
    options.insets = try decodeInsets(members["insets"], path: "masonry.insets") ?? .zero
    return options
  }

  /// Decodes `masonry.lanes`: a count, an array of lengths, or `{"minimum": m}`.
  static func decodeLanes(_ value: JSONValue) throws(CLIError) -> MasonryLanes {
    switch value {
    case .number(let count):
      return .count(try Rules.laneCount(count, at: "masonry.lanes"))
    case .array(let elements):
      guard !elements.isEmpty else {
        throw .failure("masonry.lanes is an empty array; give at least one lane length")
      }
      guard elements.count <= MasonryOptions.maximumLaneCount else {
        throw .failure("masonry.lanes lists \(elements.count) lane lengths; give at most"
          + " \(MasonryOptions.maximumLaneCount)")
      }
      var lengths: [Double] = []
      for (lane, element) in elements.enumerated() {
        let path = "masonry.lanes[\(lane)]"
        let length = try Field.requiredNumber(element, path: path)
        try Rules.checkLaneLength(length, at: path)
        lengths.append(length)
      }
      return .fixed(lengths)
    case .object(let members):
      try Field.checkKeys(members, in: "masonry.lanes", known: laneMinimumKeys)
      let minimum = try Field.requiredNumber(members["minimum"], path: "masonry.lanes.minimum")
      try Rules.checkLaneMinimum(minimum, at: "masonry.lanes.minimum")
      return .adaptive(minimum: minimum)
    default:
      throw Field.mistyped(value, at: "masonry.lanes", expected: lanesExpectation)
    }
  }

  /// Parses the text of `--lanes`: `3`, `100,120` or `minimum:120`.
  static func parseLanes(_ text: String) throws(CLIError) -> MasonryLanes {
    let flag = "--lanes"
    if text.hasPrefix("minimum:") {
      guard let minimum = Double(text.dropFirst("minimum:".count)) else {
        throw .failure("\(flag) is '\(text)'; expected minimum:N with a number N, such as minimum:120")
      }
      try Rules.checkLaneMinimum(minimum, at: flag)
      return .adaptive(minimum: minimum)
    }
    if text.contains(",") {
      var lengths: [Double] = []
      let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count <= MasonryOptions.maximumLaneCount else {
        throw .failure("\(flag) lists \(parts.count) lane lengths; give at most"
          + " \(MasonryOptions.maximumLaneCount)")
      }
      for part in parts {
        guard let length = Double(part) else {
          throw .failure("\(flag) is '\(text)'; expected lane lengths separated by commas,"
            + " such as 100,120")
        }
        try Rules.checkLaneLength(length, at: flag)
        lengths.append(length)
      }
      return .fixed(lengths)
    }
    guard let count = Double(text) else {
      throw .failure(
        "\(flag) is '\(text)'; expected a lane count such as 3, lane lengths such as 100,120,"
          + " or minimum:120")
    }
    return .count(try Rules.laneCount(count, at: flag))
  }

  /// Decodes an insets object at `path`; `nil` when it is absent.
  static func decodeInsets(_ value: JSONValue?, path: String) throws(CLIError) -> Insets? {
    guard let insets = try Field.object(value, path: path) else { return nil }
    try Field.checkKeys(insets, in: path, known: insetKeys)
    var edges: [Double] = []
    for edge in insetKeys {
      let edgePath = path + "." + edge
      let value = try Field.number(insets[edge], path: edgePath) ?? 0
      try Rules.checkInset(value, at: edgePath)
      edges.append(value)
    }
    return Insets(top: edges[0], leading: edges[1], bottom: edges[2], trailing: edges[3])
  }
}

extension LayoutDocument.Rules {
  static func checkTolerance(_ value: Double, at path: String) throws(CLIError) {
    guard value.isFinite && value >= 0 else {
      throw .failure("\(path) is \(JSONNumber.format(value)); a tolerance must be finite and at"
        + " least 0 (16 is CSS's normal)")
    }
  }

  static func checkAspectRatio(_ value: Double, at path: String) throws(CLIError) {
    guard value.isFinite && value > 0 else {
      throw .failure("\(path) is \(JSONNumber.format(value)); an aspect ratio is width ÷ height"
        + " and must be finite and greater than 0")
    }
  }

  static func checkLaneLength(_ value: Double, at path: String) throws(CLIError) {
    guard value.isFinite && value >= 0 else {
      throw .failure("\(path) is \(JSONNumber.format(value)); lane lengths must be finite and"
        + " at least 0")
    }
  }

  static func checkLaneMinimum(_ value: Double, at path: String) throws(CLIError) {
    guard value.isFinite && value > 0 else {
      throw .failure("\(path) is \(JSONNumber.format(value)); a lane minimum must be finite and"
        + " greater than 0")
    }
  }

  /// A whole number at least `minimum` (a span, a lane), checked against the lanes by the
  /// library.
  static func wholeNumber(_ value: Double, at path: String, minimum: Int) throws(CLIError) -> Int {
    guard value.rounded() == value, value >= Double(minimum), let number = Int(exactly: value)
    else {
      throw .failure("\(path) is \(JSONNumber.format(value)); expected a whole number at least"
        + " \(minimum)")
    }
    return number
  }

  /// A lane count: a whole number from 1 to ``MasonryOptions/maximumLaneCount``.
  static func laneCount(_ value: Double, at path: String) throws(CLIError) -> Int {
    let maximum = MasonryOptions.maximumLaneCount
    guard value.rounded() == value, value >= 1, value <= Double(maximum),
      let count = Int(exactly: value)
    else {
      throw .failure("\(path) is \(JSONNumber.format(value)); expected a whole number of lanes"
        + " from 1 to \(maximum)")
    }
    return count
  }
}
