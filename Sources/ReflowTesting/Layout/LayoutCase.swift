/// One flow-layout input: a container, options and items (sizes, or `FlowItem`s with their
/// grow, baseline and forced break), and an optional overflow indicator, ready to lay out,
/// generate, shrink and paste into a test.
///
/// ```swift
/// let layoutCase = LayoutCase(
///   container: Size(width: 100, height: .infinity),
///   options: FlowOptions(itemSpacing: 10),
///   sizes: [Size(width: 50, height: 20), Size(width: 40, height: 20)])
/// let result = try layoutCase.layout()
/// ```
public struct LayoutCase: Hashable, Sendable {
  /// The container's size.
  public var container: Size
  /// The layout's options.
  public var options: FlowOptions
  /// The items, in order.
  public var items: [FlowItem]
  /// The overflow indicator shown when `options.lineLimit` hides items, if any.
  public var overflowIndicator: Indicator?

  /// An overflow indicator that grows with the digits of the hidden count, as "+9 more" and
  /// "+10 more" do, with a grow factor and a baseline of its own; any of them may be invalid
  /// (NaN, negative or infinite), which `Flow` documents it counts as 0 (no baseline).
  public struct Indicator: Hashable, Sendable {
    /// The indicator's size for a hidden count of one digit.
    public var size: Size
    /// What each further digit adds to the size.
    public var sizePerDigit: Size
    /// The indicator's grow factor.
    public var grow: Double
    /// The indicator's baseline, down from its top.
    public var baseline: Double?

    /// Creates an indicator that widens by `widthPerDigit` for each digit after the first.
    public init(size: Size, widthPerDigit: Double = 0, grow: Double = 0, baseline: Double? = nil)
    {
      self.init(
        size: size, sizePerDigit: Size(width: widthPerDigit, height: 0), grow: grow,
        baseline: baseline)
    }

    /// Creates an indicator that grows by `sizePerDigit` for each digit after the first.
    public init(size: Size, sizePerDigit: Size, grow: Double = 0, baseline: Double? = nil) {
      self.size = size
      self.sizePerDigit = sizePerDigit
      self.grow = grow
      self.baseline = baseline
    }

    /// The indicator's item for `hiddenCount` hidden items, as the indicator function returns
    /// it: invalid values included.
    public func item(hiddenCount: Int) -> FlowItem {
      let extra = Double(String(hiddenCount).count - 1)
      return FlowItem(
        Size(width: size.width + sizePerDigit.width * extra,
             height: size.height + sizePerDigit.height * extra),
        grow: grow, baseline: baseline)
    }

    /// The item `Flow` lays out for `hiddenCount` hidden items: ``item(hiddenCount:)`` with a
    /// NaN, infinite or negative size or grow factor counted as 0, and a baseline outside the
    /// item dropped.
    public func laidOutItem(hiddenCount: Int) -> FlowItem {
      ReferenceFlow.sanitized(item(hiddenCount: hiddenCount))
    }
  }

  /// The items' sizes, in order. Setting them keeps each item's other properties when the
  /// count stays the same.
  public var sizes: [Size] {
    get { items.map(\.size) }
    set {
      if newValue.count == items.count {
        for index in items.indices { items[index].size = newValue[index] }
      } else {
        items = newValue.map { FlowItem($0) }
      }
    }
  }

  /// Creates a case of items that only have sizes.
  ///
  /// - Parameters:
  ///   - container: The container's size.
  ///   - options: The layout's options.
  ///   - sizes: The items' sizes, in order.
  public init(container: Size, options: FlowOptions = FlowOptions(), sizes: [Size]) {
    self.init(container: container, options: options, items: sizes.map { FlowItem($0) })
  }

  /// Creates a case.
  ///
  /// - Parameters:
  ///   - container: The container's size.
  ///   - options: The layout's options.
  ///   - items: The items, in order.
  ///   - overflowIndicator: The overflow indicator, if any.
  public init(
    container: Size, options: FlowOptions = FlowOptions(), items: [FlowItem],
    overflowIndicator: Indicator? = nil
  ) {
    self.container = container
    self.options = options
    self.items = items
    self.overflowIndicator = overflowIndicator
  }

  /// Whether an item has a per-item property, or the case an indicator: whether it needs more
  /// than sizes to lay out.
  public var hasItemProperties: Bool {
    overflowIndicator != nil
      || items.contains { $0.grow != 0 || $0.baseline != nil || $0.breakBefore }
  }

  /// The length a line may fill: the container's main-axis extent less the insets along it.
  public var availableLength: Double {
    FlowFrame(container: container, options: options).available
  }

  /// Lays the case out with `Flow`.
  ///
  /// - Returns: The result.
  /// - Throws: `ReflowError` for invalid input.
  /// - Complexity: O(*n*) for *n* items.
  public func layout() throws(ReflowError) -> FlowResult {
    guard hasItemProperties else { return try Flow.layout(sizes, in: container, options: options) }
    return try Flow.layout(
      items, in: container, options: options, overflowIndicator: indicatorFunction)
  }

  /// The overflow indicator as the function of the hidden count `Flow` takes.
  public var indicatorFunction: (@Sendable (Int) -> FlowItem)? {
    guard let indicator = overflowIndicator else { return nil }
    return { hiddenCount in indicator.item(hiddenCount: hiddenCount) }
  }

  /// Lays the case out with ``ReferenceFlow``.
  ///
  /// - Returns: The reference output.
  /// - Throws: `ReflowError` for invalid input.
  public func referenceLayout() throws(ReflowError) -> FlowOutput {
    try ReferenceFlow.layout(
      items, in: container, options: options, overflowIndicator: indicatorFunction)
  }

  /// The same case flowing the other way: left-to-right becomes right-to-left and back.
  public var mirrored: LayoutCase {
    var copy = self
    copy.options.direction = options.direction == .rightToLeft ? .leftToRight : .rightToLeft
    return copy
  }

  /// The same case with x and y swapped, left to right: rows become columns and back, the
  /// container and every item are transposed, and the top and bottom insets trade places with
  /// the leading and trailing ones.
  public var transposed: LayoutCase {
    var copy = self
    copy.container = FlowFrame.transposed(container)
    // A baseline is a distance down an item's height, which transposing makes its width.
    copy.items = items.map {
      FlowItem(FlowFrame.transposed($0.size), grow: $0.grow, breakBefore: $0.breakBefore)
    }
    copy.overflowIndicator = overflowIndicator.map {
      Indicator(
        size: FlowFrame.transposed($0.size), sizePerDigit: FlowFrame.transposed($0.sizePerDigit),
        grow: $0.grow)
    }
    copy.options.axis = options.axis.crossAxis
    copy.options.direction = .leftToRight
    let insets = options.insets
    copy.options.insets = Insets(
      top: insets.leading, leading: insets.top, bottom: insets.trailing, trailing: insets.bottom)
    return copy
  }
}

extension LayoutCase: CustomStringConvertible {
  /// Swift source that rebuilds the case, to paste into a regression test.
  public var description: String {
    var text = "LayoutCase(\n"
    text += "  container: Size(width: \(literal(container.width)),"
    text += " height: \(literal(container.height))),\n"
    text += "  options: \(literal(options)),\n"
    guard hasItemProperties else {
      if sizes.isEmpty { return text + "  sizes: [])" }
      text += "  sizes: [\n"
      for size in sizes { text += "    \(literal(size)),\n" }
      return text + "  ])"
    }
    text += "  items: [\n"
    for item in items { text += "    \(literal(item)),\n" }
    text += "  ]"
    if let indicator = overflowIndicator {
      text += ",\n  overflowIndicator: LayoutCase.Indicator(size: \(literal(indicator.size))"
      if indicator.sizePerDigit != .zero {
        text += ", sizePerDigit: \(literal(indicator.sizePerDigit))"
      }
      if indicator.grow != 0 { text += ", grow: \(literal(indicator.grow))" }
      if let baseline = indicator.baseline { text += ", baseline: \(literal(baseline))" }
      text += ")"
    }
    return text + ")"
  }
}

extension LayoutCase: CounterexampleDrawable {
  /// The `Flow` result drawn as text, followed by the reference layout's drawing when
  /// the two differ.
  public var counterexampleDrawing: String? {
    guard let result = try? layout() else { return nil }
    let output = FlowOutput(result)
    var drawing = "Flow:\n" + output.asciiDrawing()
    if let reference = try? referenceLayout(), !FlowInvariants.agreement(output, reference).isEmpty
    {
      drawing += "\nReferenceFlowLayout:\n" + reference.asciiDrawing()
    }
    return drawing
  }
}

/// `value` as a Swift literal: `12`, `0.5`, `.infinity`, `.nan`.
func literal(_ value: Double) -> String {
  if value.isNaN { return ".nan" }
  if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
  if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
  return String(describing: value)
}

/// Swift source for `options`, naming only what differs from the defaults.
func literal(_ options: FlowOptions) -> String {
  let defaults = FlowOptions()
  var arguments: [String] = []
  if options.itemSpacing != defaults.itemSpacing {
    arguments.append("itemSpacing: \(literal(options.itemSpacing))")
  }
  if options.lineSpacing != defaults.lineSpacing {
    arguments.append("lineSpacing: \(literal(options.lineSpacing))")
  }
  if options.insets != defaults.insets { arguments.append("insets: \(literal(options.insets))") }
  if options.alignment != defaults.alignment {
    arguments.append("alignment: .\(options.alignment)")
  }
  if options.itemAlignment != defaults.itemAlignment {
    arguments.append("itemAlignment: .\(options.itemAlignment)")
  }
  if let direction = options.direction, options.direction != defaults.direction {
    arguments.append("direction: .\(direction)")
  }
  if options.axis != defaults.axis { arguments.append("axis: .\(options.axis)") }
  if options.lineAlignment != defaults.lineAlignment {
    arguments.append("lineAlignment: .\(options.lineAlignment)")
  }
  if options.lineBreaking != defaults.lineBreaking {
    arguments.append("lineBreaking: .\(options.lineBreaking)")
  }
  if let lineLimit = options.lineLimit { arguments.append("lineLimit: \(lineLimit)") }
  if let maximum = options.maxItemsPerLine { arguments.append("maxItemsPerLine: \(maximum)") }
  return "FlowOptions(" + arguments.joined(separator: ", ") + ")"
}

/// Swift source for `item`, naming only what differs from the defaults.
func literal(_ item: FlowItem) -> String {
  var text = "FlowItem(" + literal(item.size)
  if item.grow != 0 { text += ", grow: \(literal(item.grow))" }
  if let baseline = item.baseline { text += ", baseline: \(literal(baseline))" }
  if item.breakBefore { text += ", breakBefore: true" }
  return text + ")"
}

/// Swift source for `insets`.
func literal(_ insets: Insets) -> String {
  if insets.top == insets.leading && insets.top == insets.bottom
    && insets.top == insets.trailing
  {
    return "Insets(all: \(literal(insets.top)))"
  }
  let edges = [
    ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
    ("trailing", insets.trailing),
  ]
  return "Insets("
    + edges.filter { $0.1 != 0 }.map { "\($0.0): \(literal($0.1))" }.joined(separator: ", ")
    + ")"
}
