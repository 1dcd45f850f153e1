/// An axis-aligned rectangle: an origin (its top-left corner) and a size.
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// Creates a rectangle from its top-left corner and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its top-left corner coordinates and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }

  /// Whether the rectangle has no area.
  public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

  /// Whether the two rectangles share some area.
  ///
  /// Edges that only touch do not count, and a rectangle without area intersects nothing,
  /// as with `CGRect.intersects(_:)`.
  public func intersects(_ other: Rect) -> Bool {
    !isEmpty && !other.isEmpty
      && minX < other.maxX && other.minX < maxX
      && minY < other.maxY && other.minY < maxY
  }

  /// Whether `point` lies inside the rectangle; the maximum edges are outside.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether `other` lies entirely inside the rectangle (edges may touch).
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// The smallest rectangle holding both rectangles.
  public func union(_ other: Rect) -> Rect {
    let x = Swift.min(minX, other.minX)
    let y = Swift.min(minY, other.minY)
    return Rect(
      x: x, y: y,
      width: Swift.max(maxX, other.maxX) - x,
      height: Swift.max(maxY, other.maxY) - y)
  }

  /// The shared area of both rectangles, or `nil` when they do not intersect.
  public func intersection(_ other: Rect) -> Rect? {
    guard intersects(other) else { return nil }
    let x = Swift.max(minX, other.minX)
    let y = Swift.max(minY, other.minY)
    return Rect(
      x: x, y: y,
      width: Swift.min(maxX, other.maxX) - x,
      height: Swift.min(maxY, other.maxY) - y)
  }

  /// The rectangle moved by `dx` and `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// The rectangle grown outwards by `insets` (a negative inset shrinks it).
  public func outset(by insets: Insets, direction: WritingDirection = .leftToRight) -> Rect {
    let left = direction == .leftToRight ? insets.leading : insets.trailing
    let right = direction == .leftToRight ? insets.trailing : insets.leading
    return Rect(
      x: minX - left, y: minY - insets.top,
      width: width + left + right, height: height + insets.top + insets.bottom)
  }

  /// The rectangle shrunk inwards by `insets`, never below zero size.
  public func inset(by insets: Insets, direction: WritingDirection = .leftToRight) -> Rect {
    let left = direction == .leftToRight ? insets.leading : insets.trailing
    let right = direction == .leftToRight ? insets.trailing : insets.leading
    return Rect(
      x: minX + left, y: minY + insets.top,
      width: Swift.max(0, width - left - right),
      height: Swift.max(0, height - insets.top - insets.bottom))
  }
}

extension Rect: CustomStringConvertible {
  public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
