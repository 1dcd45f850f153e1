/// How logical coordinates become frames along one axis, so that loops specialise per axis.
protocol AxisMapping {
  static func length(_ size: Size) -> Double
  static func thickness(_ size: Size) -> Double
  static func frame(
    main: Double, cross: Double, length: Double, thickness: Double, _ map: FrameCoefficients
  ) -> Rect
}

/// Flows of rows: an item's length is its width.
protocol RowAxisMapping: AxisMapping {}

extension RowAxisMapping {
  @inline(__always) static func length(_ size: Size) -> Double { size.width }
  @inline(__always) static func thickness(_ size: Size) -> Double { size.height }
}

/// Horizontal flows: rows along x.
enum RowMapping: RowAxisMapping {
  @inline(__always)
  static func frame(
    main: Double, cross: Double, length: Double, thickness: Double, _ map: FrameCoefficients
  ) -> Rect {
    Rect(
      x: map.base + map.sign * main + map.extentFactor * length, y: map.top + cross,
      width: length, height: thickness)
  }
}

/// Left-to-right horizontal flows, the common case, without the mirroring arithmetic: the same
/// frames as ``RowMapping`` gives them.
enum LeftToRightRowMapping: RowAxisMapping {
  @inline(__always)
  static func frame(
    main: Double, cross: Double, length: Double, thickness: Double, _ map: FrameCoefficients
  ) -> Rect {
    Rect(x: map.base + main, y: map.top + cross, width: length, height: thickness)
  }
}

/// Vertical flows: columns along y, stacked along x.
enum ColumnMapping: AxisMapping {
  @inline(__always) static func length(_ size: Size) -> Double { size.height }
  @inline(__always) static func thickness(_ size: Size) -> Double { size.width }
  @inline(__always)
  static func frame(
    main: Double, cross: Double, length: Double, thickness: Double, _ map: FrameCoefficients
  ) -> Rect {
    Rect(
      x: map.base + map.sign * cross + map.extentFactor * thickness, y: map.top + main,
      width: thickness, height: length)
  }
}

/// The affine map from logical to physical x: `base + sign * offset + extentFactor * extent`,
/// which is `leading + offset` left to right and `mirrorX - offset - extent` right to left.
struct FrameCoefficients: Sendable {
  let base: Double
  let sign: Double
  let extentFactor: Double
  let top: Double
}
