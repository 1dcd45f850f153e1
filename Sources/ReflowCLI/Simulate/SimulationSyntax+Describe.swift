import Reflow
import ReflowSimulation

extension SimulationSyntax {
  /// A number as the value syntax prints it: at most 6 decimals, no trailing zeros.
  static func describe(_ value: Double) -> String {
    FixedDecimal.rounded(value, digits: 6)
  }

  /// A size as `WxH`: `390x844`.
  static func describe(_ size: Size) -> String {
    describe(size.width) + "x" + describe(size.height)
  }

  /// Item sizes as `100x100` or `uniform:20-200x32`; an explicit list by its length.
  static func describe(_ sizes: SimulationConfiguration.ItemSizes) -> String {
    switch sizes {
    case .fixed(let size): describe(size)
    case .uniform(let width, let height): "uniform:" + describe(width) + "x" + describe(height)
    case .list(let sizes): "a list of \(sizes.count) sizes"
    }
  }

  /// A time as `300ms`, `1s` or `2min`.
  static func describeSeconds(_ seconds: Double) -> String {
    if seconds > 0 && seconds < 1 { return describe(seconds * 1_000) + "ms" }
    if seconds >= 60 && seconds.truncatingRemainder(dividingBy: 60) == 0 {
      return describe(seconds / 60) + "min"
    }
    return describe(seconds) + "s"
  }

  /// A latency as `300ms` or `uniform:100-800ms`.
  static func describe(_ latency: SimulationConfiguration.Latency) -> String {
    switch latency {
    case .fixed(let seconds): describeSeconds(seconds)
    case .uniform(let range):
      "uniform:" + describe(range.lowerBound * 1_000) + "-" + describe(range.upperBound * 1_000)
        + "ms"
    }
  }

  /// A threshold as `0.25viewport`, `200pt` or `15items`.
  static func describe(_ threshold: EndReachedTrigger.Threshold) -> String {
    switch threshold {
    case .viewportFraction(let fraction): describe(fraction) + "viewport"
    case .points(let points): describe(points) + "pt"
    case .items(let count): "\(count)items"
    }
  }

  /// A scroll as `constant:1500`, `fling:4000` or `swing:3000:20s`; a script by its file when
  /// known, else by its
  /// number of points.
  static func describe(_ scroll: SimulationConfiguration.Scroll, scriptPath: String? = nil)
    -> String
  {
    switch scroll {
    case .constant(let speed): "constant:" + describe(speed)
    case .fling(let speed): "fling:" + describe(speed)
    case .swing(let speed, let period): "swing:" + describe(speed) + ":" + describeSeconds(period)
    case .script(let points):
      scriptPath.map { "script:" + $0 } ?? "a script of \(points.count) points"
    }
  }

  /// A rate as `5/s`, or `0`.
  static func describeRate(_ perSecond: Double) -> String {
    perSecond == 0 ? "0" : describe(perSecond) + "/s"
  }

  /// A jump as `10s@500000`.
  static func describe(_ jump: SimulationConfiguration.Jump) -> String {
    describeSeconds(jump.time) + "@\(jump.index)"
  }

  /// Insets as `T,L,B,R`, or one number when all four are equal.
  static func describe(_ insets: Insets) -> String {
    let edges = [insets.top, insets.leading, insets.bottom, insets.trailing]
    if edges.allSatisfy({ $0 == insets.top }) { return describe(insets.top) }
    return edges.map { describe($0) }.joined(separator: ",")
  }

  private static func describe(_ range: ClosedRange<Double>) -> String {
    range.lowerBound == range.upperBound
      ? describe(range.lowerBound) : describe(range.lowerBound) + "-" + describe(range.upperBound)
  }
}
