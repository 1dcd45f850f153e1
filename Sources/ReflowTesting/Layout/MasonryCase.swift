import Reflow

/// One masonry input: a container, options and items, ready to lay out, generate, shrink and
/// paste into a test.
///
/// ```swift
/// let masonryCase = MasonryCase(
///   container: Size(width: 330, height: .infinity),
///   options: MasonryOptions(lanes: .count(3), laneSpacing: 10, itemSpacing: 8),
///   items: [MasonryItem(length: 120), MasonryItem(aspectRatio: 1.5, span: 2)])
/// let result = try masonryCase.layout()
/// ```
public struct MasonryCase: Hashable, Sendable {
  /// The container's size.
  public var container: Size
  /// The masonry's options.
  public var options: MasonryOptions
  /// The items, in order.
  public var items: [MasonryItem]

  /// Creates a case.
  ///
  /// - Parameters:
  ///   - container: The container's size.
  ///   - options: The masonry's options.
  ///   - items: The items, in order.
  public init(container: Size, options: MasonryOptions, items: [MasonryItem]) {
    self.container = container
    self.options = options
    self.items = items
  }

  /// Lays the case out with `Masonry`.
  ///
  /// - Returns: The result.
  /// - Throws: `ReflowError` for invalid input.
  /// - Complexity: O(*n* × *l*) for *n* items and *l* lanes.
  public func layout() throws(ReflowError) -> MasonryResult {
    try Masonry.layout(items, in: container, options: options)
  }

  /// Lays the case out with ``ReferenceMasonry``.
  ///
  /// - Returns: The reference output.
  /// - Throws: `ReflowError` for invalid input.
  public func referenceLayout() throws(ReflowError) -> MasonryOutput {
    try ReferenceMasonry.layout(items, in: container, options: options)
  }
}

extension MasonryCase: CustomStringConvertible {
  /// Swift source that rebuilds the case, to paste into a regression test.
  public var description: String {
    var text = "MasonryCase(\n"
    text += "  container: \(literal(container)),\n"
    text += "  options: \(literal(options)),\n"
    if items.isEmpty { return text + "  items: [])" }
    text += "  items: [\n"
    for item in items { text += "    \(literal(item)),\n" }
    return text + "  ])"
  }
}

extension MasonryCase: CounterexampleDrawable {
  /// The `Masonry` result drawn as text, followed by the reference layout's drawing when the
  /// two differ.
  public var counterexampleDrawing: String? {
    guard let result = try? layout() else { return nil }
    let output = MasonryOutput(result)
    var drawing = "Masonry:\n" + output.asciiDrawing()
    if let reference = try? referenceLayout(),
      !MasonryInvariants.agreement(output, reference, for: self).isEmpty
    {
      drawing += "\nReferenceMasonry:\n" + reference.asciiDrawing()
    }
    return drawing
  }
}

/// Swift source for `options`, naming only what differs from the defaults.
func literal(_ options: MasonryOptions) -> String {
  let defaults = MasonryOptions(lanes: options.lanes)
  var arguments = ["lanes: " + literal(options.lanes)]
  if options.laneSpacing != defaults.laneSpacing {
    arguments.append("laneSpacing: \(literal(options.laneSpacing))")
  }
  if options.itemSpacing != defaults.itemSpacing {
    arguments.append("itemSpacing: \(literal(options.itemSpacing))")
  }
  if options.insets != defaults.insets { arguments.append("insets: \(literal(options.insets))") }
  if let direction = options.direction { arguments.append("direction: .\(direction)") }
  if options.axis != defaults.axis { arguments.append("axis: .\(options.axis)") }
  if options.tolerance != defaults.tolerance {
    arguments.append("tolerance: \(literal(options.tolerance))")
  }
  return "MasonryOptions(" + arguments.joined(separator: ", ") + ")"
}

/// Swift source for `lanes`.
func literal(_ lanes: MasonryLanes) -> String {
  switch lanes {
  case .count(let count): ".count(\(count))"
  case .fixed(let lengths): ".fixed([" + lengths.map(literal).joined(separator: ", ") + "])"
  case .adaptive(let minimum): ".adaptive(minimum: \(literal(minimum)))"
  }
}

/// Swift source for `item`, naming only what differs from the defaults.
func literal(_ item: MasonryItem) -> String {
  var text =
    switch item.sizing {
    case .length(let length): "MasonryItem(length: \(literal(length))"
    case .aspectRatio(let ratio): "MasonryItem(aspectRatio: \(literal(ratio))"
    }
  if item.span != 1 { text += ", span: \(item.span)" }
  if let lane = item.lane { text += ", lane: \(lane)" }
  return text + ")"
}

/// Swift source for `sizing`.
func literal(_ sizing: MasonryItem.Sizing) -> String {
  switch sizing {
  case .length(let length): ".length(\(literal(length)))"
  case .aspectRatio(let ratio): ".aspectRatio(\(literal(ratio)))"
  }
}
