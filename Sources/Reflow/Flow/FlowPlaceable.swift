/// What an item brings to a flow; `Size` and ``FlowItem`` conform, so the size-only path is
/// specialised without the per-item features.
///
/// Its numbers come without negative zero (`-0.0 + 0` is `+0.0`): a -0 width is a width of 0,
/// and no path of the flow can then tell the two apart, so the frames one path writes are the
/// other's to the bit.
protocol FlowPlaceable {
  var flowSize: Size { get }
  var flowGrow: Double { get }
  /// The declared baseline, or NaN for none.
  var flowBaseline: Double { get }
  var flowBreakBefore: Bool { get }
}

extension Size: FlowPlaceable {
  var flowSize: Size { @inline(__always) get { Size(width: width + 0, height: height + 0) } }
  var flowGrow: Double { @inline(__always) get { 0 } }
  var flowBaseline: Double { @inline(__always) get { .nan } }
  var flowBreakBefore: Bool { @inline(__always) get { false } }
}

extension FlowItem: FlowPlaceable {
  var flowSize: Size { @inline(__always) get { size.flowSize } }
  var flowGrow: Double { @inline(__always) get { grow + 0 } }
  var flowBaseline: Double { @inline(__always) get { (baseline ?? .nan) + 0 } }
  var flowBreakBefore: Bool { @inline(__always) get { breakBefore } }

  /// The item in flow coordinates: its length along the lines and thickness across them.
  init(length: Double, thickness: Double, axis: LayoutAxis, grow: Double, baseline: Double) {
    let size =
      axis == .horizontal
      ? Size(width: length, height: thickness) : Size(width: thickness, height: length)
    self.init(size, grow: grow, baseline: baseline.isNaN ? nil : baseline)
  }
}
