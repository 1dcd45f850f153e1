/// Swift source for a value, for a printed replay: the kit's own literals for numbers,
/// geometry and layout cases, collections and tuples element by element, and the value's
/// `String(reflecting:)` otherwise (which is source for enums and plain structs).
func swiftLiteral(_ value: Any) -> String {
  switch value {
  case let number as Double: return literal(number)
  case let number as Float: return literal(Double(number))
  case let text as String: return text.debugDescription
  case let character as Character: return String(character).debugDescription
  case let size as Size: return literal(size)
  case let point as Point: return "Point(x: \(literal(point.x)), y: \(literal(point.y)))"
  case let rect as Rect:
    return "Rect(x: \(literal(rect.minX)), y: \(literal(rect.minY)),"
      + " width: \(literal(rect.width)), height: \(literal(rect.height)))"
  case let insets as Insets: return literal(insets)
  case let options as FlowOptions: return literal(options)
  case let item as FlowItem: return literal(item)
  case let style as SectionStyle: return literal(style)
  case let element as SupplementaryElement: return literal(element)
  case let layoutCase as LayoutCase: return layoutCase.description
  case let options as MasonryOptions: return literal(options)
  case let item as MasonryItem: return literal(item)
  case let sizing as MasonryItem.Sizing: return literal(sizing)
  case let masonryCase as MasonryCase: return masonryCase.description
  default: break
  }
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .collection?, .set?:
    return "[" + mirror.children.map { swiftLiteral($0.value) }.joined(separator: ", ") + "]"
  case .tuple?:
    if mirror.children.isEmpty { return "()" }
    let elements = mirror.children.map { child in
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 + ": " } ?? ""
      return label + swiftLiteral(child.value)
    }
    return "(" + elements.joined(separator: ", ") + ")"
  case .optional?:
    guard let wrapped = mirror.children.first else {
      return String(reflecting: type(of: value)) + ".none"
    }
    return swiftLiteral(wrapped.value)
  default:
    return String(reflecting: value)
  }
}

/// `value` as a `Target`, or `nil`: the value itself, or a number written as an integer or
/// floating-point literal converted exactly to `Target`'s numeric type (a replay writes `3` for
/// a `UInt8` argument, and `0.5` for a `Float` one).
func converted<Target>(_ value: Any, to target: Target.Type) -> Target? {
  if let value = value as? Target { return value }
  if let type = Target.self as? any BinaryInteger.Type {
    if let integer = value as? Int { return exactInteger(type, integer) as? Target }
    if let number = value as? Double { return exactInteger(type, number) as? Target }
  }
  if let type = Target.self as? any BinaryFloatingPoint.Type {
    if let integer = value as? Int { return floatingPoint(type, Double(integer)) as? Target }
    if let number = value as? Double { return floatingPoint(type, number) as? Target }
  }
  return nil
}

private func exactInteger<Integer: BinaryInteger>(_: Integer.Type, _ value: Int) -> Integer? {
  Integer(exactly: value)
}

private func exactInteger<Integer: BinaryInteger>(_: Integer.Type, _ value: Double) -> Integer? {
  Integer(exactly: value)
}

private func floatingPoint<Number: BinaryFloatingPoint>(_: Number.Type, _ value: Double)
  -> Number
{
  Number(value)
}

/// Swift source for a section style.
func literal(_ style: SectionStyle) -> String {
  switch style {
  case .flow(let options): return "SectionStyle.flow(\(literal(options)))"
  case .list(let spacing): return "SectionStyle.list(spacing: \(literal(spacing)))"
  case .columns(let count, let spacing):
    return "SectionStyle.columns(count: \(count), spacing: \(literal(spacing)))"
  case .shelf(let options):
    return "SectionStyle.shelf(ShelfOptions(itemSpacing: \(literal(options.itemSpacing)),"
      + " leadingInset: \(literal(options.leadingInset)),"
      + " trailingInset: \(literal(options.trailingInset)), snapping: .\(options.snapping)))"
  case .masonry(let options, let placement):
    return "SectionStyle.masonry(\(literal(options)), placement: .\(placement))"
  }
}

/// Swift source for a header or footer.
func literal(_ element: SupplementaryElement) -> String {
  let kind: String
  switch element.kind {
  case .cell: kind = ".cell"
  case .header: kind = ".header"
  case .footer: kind = ".footer"
  case .custom(let name): kind = ".custom(\(name.debugDescription))"
  }
  return "SupplementaryElement(kind: \(kind), isPinned: \(element.isPinned))"
}
