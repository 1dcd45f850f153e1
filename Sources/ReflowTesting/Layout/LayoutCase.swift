/// One flow-layout input: a container, options and item sizes, ready to lay out, generate,
/// shrink and paste into a test.
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
  /// The items' sizes, in order.
  public var sizes: [Size]

  /// Creates a case.
  ///
  /// - Parameters:
  ///   - container: The container's size.
  ///   - options: The layout's options.
  ///   - sizes: The items' sizes, in order.
  public init(container: Size, options: FlowOptions = FlowOptions(), sizes: [Size]) {
    self.container = container
    self.options = options
    self.sizes = sizes
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
    try Flow.layout(sizes, in: container, options: options)
  }

  /// Lays the case out with ``ReferenceFlow``.
  ///
  /// - Returns: The reference output.
  /// - Throws: `ReflowError` for invalid input.
  public func referenceLayout() throws(ReflowError) -> FlowOutput {
    try ReferenceFlow.layout(sizes, in: container, options: options)
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
    copy.sizes = sizes.map(FlowFrame.transposed)
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
    if sizes.isEmpty {
      text += "  sizes: [])"
    } else {
      text += "  sizes: [\n"
      for size in sizes {
        text += "    Size(width: \(literal(size.width)), height: \(literal(size.height))),\n"
      }
      text += "  ])"
    }
    return text
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
  return "FlowOptions(" + arguments.joined(separator: ", ") + ")"
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
