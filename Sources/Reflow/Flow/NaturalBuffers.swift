/// Natural values the batch loop records as it places items.
protocol BatchNaturalValues: NaturalValues {
  /// Whether the layout may have limits and baselines, which the loop then checks.
  static var hasFeatures: Bool { get }
  /// Records item `index`'s natural values.
  func record(_ index: Int, length: Double, thickness: Double, grow: Double, baseline: Double)
}

/// No natural values, for layouts that need none: every call does nothing.
struct NoNaturalValues: BatchNaturalValues {
  static var hasFeatures: Bool { @inline(__always) get { false } }
  var hasGrows: Bool { @inline(__always) get { false } }
  @inline(__always) func grow(at index: Int) -> Double { 0 }
  @inline(__always) func baseline(at index: Int) -> Double { .nan }
  @inline(__always)
  func record(_ index: Int, length: Double, thickness: Double, grow: Double, baseline: Double) {}
}

/// The natural values of a batch's items, from the open line's first item on, where the batch
/// loop writes them and the line alignment reads them.
struct NaturalBuffers: BatchNaturalValues {
  static var hasFeatures: Bool { @inline(__always) get { true } }
  /// The layout index of each buffer's first value.
  let origin: Int
  let grows: UnsafeMutableBufferPointer<Double>?
  let lengths: UnsafeMutableBufferPointer<Double>?
  let thicknesses: UnsafeMutableBufferPointer<Double>?
  let baselines: UnsafeMutableBufferPointer<Double>?

  var hasGrows: Bool { grows != nil }
  @inline(__always) func grow(at index: Int) -> Double { grows?[index - origin] ?? 0 }
  @inline(__always) func baseline(at index: Int) -> Double { baselines?[index - origin] ?? .nan }

  /// Records item `index`'s natural values.
  @inline(__always)
  func record(_ index: Int, length: Double, thickness: Double, grow: Double, baseline: Double) {
    let offset = index - origin
    grows?[offset] = grow
    lengths?[offset] = length
    thicknesses?[offset] = thickness
    baselines?[offset] = baseline
  }

  /// Copies the kept values of the items `range` (the open line's, before the batch).
  func copy(
    from range: Range<Int>, grows: [Double], lengths: [Double], thicknesses: [Double],
    baselines: [Double]
  ) {
    for index in range {
      let offset = index - origin
      self.grows?[offset] = grows[index]
      self.lengths?[offset] = lengths[index]
      self.thicknesses?[offset] = thicknesses[index]
      self.baselines?[offset] = baselines[index]
    }
  }

  func deallocate() {
    grows?.deallocate()
    lengths?.deallocate()
    thicknesses?.deallocate()
    baselines?.deallocate()
  }
}
