/// The flow's own coordinates for a container and options: `main` runs along the lines from
/// the main-start edge, `cross` runs across them from the cross-start edge.
///
/// In these coordinates every flow is a left-to-right, horizontal one; ``physical(_:)`` mirrors
/// right-to-left layouts about the container's width and transposes vertical ones. The
/// reference layout and the invariants both work in them, so each rule is written once.
struct FlowFrame {
  let axis: LayoutAxis
  let direction: WritingDirection
  /// The width right-to-left frames mirror within: the container's, widened to its leading and
  /// trailing insets as CSS widens a box to its padding.
  let containerWidth: Double
  /// The container's extent along the lines.
  let mainExtent: Double
  /// The inset where lines start, and where they end.
  let mainStartInset: Double
  let mainEndInset: Double
  /// The inset before the first line.
  let crossStartInset: Double
  /// The length a line may fill: the main extent less its insets, at least 0.
  let available: Double
  /// The extent the lines share across them: the cross extent less its insets, at least 0.
  let crossAvailable: Double
  /// The longest a line may be and still fit: ``available`` plus a billionth of it (or of one
  /// point, if more), as `Flow` allows, so that lengths which add up to the available length
  /// exactly still fit after rounding; never so far that the line's end plus the insets along
  /// it is infinite.
  var fitLimit: Double {
    let finiteLimit = Double.largestFiniteLength(adding: mainStartInset + mainEndInset)
    return available.isFinite ? min(available + 1e-9 * max(1, available), finiteLimit) : available
  }

  init(container: Size, options: FlowOptions) {
    axis = options.axis
    direction = options.direction ?? .leftToRight
    containerWidth = max(container.width, options.insets.horizontal)
    mainExtent = container[options.axis]
    let insets = options.insets
    mainStartInset = axis == .horizontal ? insets.leading : insets.top
    mainEndInset = axis == .horizontal ? insets.trailing : insets.bottom
    crossStartInset = axis == .horizontal ? insets.top : insets.leading
    available = max(0, mainExtent - mainStartInset - mainEndInset)
    let crossInsets = axis == .horizontal ? insets.vertical : insets.horizontal
    crossAvailable = max(0, container[axis.crossAxis] - crossInsets)
  }

  /// An item's length along the lines.
  func mainLength(_ size: Size) -> Double { size[axis] }
  /// An item's thickness across the lines.
  func crossLength(_ size: Size) -> Double { size[axis.crossAxis] }

  /// The frame in flow coordinates: x is the main offset, y the cross offset.
  func logical(_ frame: Rect) -> Rect {
    var frame = frame
    if direction == .rightToLeft {
      frame.origin.x = Self.mirrored(frame, within: containerWidth)
    }
    return axis == .horizontal ? frame : Self.transposed(frame)
  }

  /// The frame in the container's coordinates from flow coordinates.
  func physical(_ logical: Rect) -> Rect {
    var frame = axis == .horizontal ? logical : Self.transposed(logical)
    if direction == .rightToLeft {
      frame.origin.x = Self.mirrored(frame, within: containerWidth)
    }
    return frame
  }

  /// The left edge of `frame` mirrored within `width`: `width - maxX`, subtracted in two steps
  /// so that a frame ending at the largest finite coordinate does not round its right edge up
  /// to infinity on the way.
  static func mirrored(_ frame: Rect, within width: Double) -> Double {
    width - frame.minX - frame.width
  }

  static func transposed(_ rect: Rect) -> Rect {
    Rect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
  }

  static func transposed(_ size: Size) -> Size {
    Size(width: size.height, height: size.width)
  }
}

/// Whether two numbers are equal up to rounding: within a millionth, relative to their size.
func nearlyEqual(_ a: Double, _ b: Double) -> Bool {
  if a == b { return true }
  return abs(a - b) <= 1e-6 * max(1, abs(a), abs(b))
}

/// Whether `a` is at most `b` up to rounding.
func nearlyAtMost(_ a: Double, _ b: Double) -> Bool {
  a <= b || nearlyEqual(a, b)
}
