/// A metamorphic relation of flow layouts: a change to a case whose effect on the layout is
/// known without knowing the layout, checked on any flow-like layout function.
///
/// Mirroring, transposing and scaling are *equivalences*: the changed case's layout, mapped
/// back, must equal the original's. Widening is an *ordering*: a wider container never needs
/// more greedy lines. Relations compose with ``then(_:)``: an equivalence followed by anything
/// is checked in one go, without laying out the middle case.
///
/// ```swift
/// check(Gen.layoutCase()) { layoutCase in
///   try FlowRelation.mirrored.then(.scaled(by: 2)).violations(for: layoutCase) {
///     FlowOutput(try $0.layout())
///   }
/// }
/// ```
///
/// Choose factors that keep lengths exact (powers of two always do; any whole factor does for
/// the kit's half-point grid), or a fit decided within rounding may go the other way.
public struct FlowRelation: Sendable {
  /// The relation's name, used as the violations' invariant, such as "mirror symmetry".
  public let name: String
  /// How the changed case reads in a message: "the mirrored case".
  let followUpName: String
  /// The changed case, or `nil` when the relation does not apply to `layoutCase`.
  let followUp: @Sendable (LayoutCase) -> LayoutCase?
  let kind: Kind
  /// A problem with the relation's own parameters, reported instead of checking.
  let problem: Violation?

  enum Kind: Sendable {
    /// The changed case's output, mapped back into the original case, equals the original's.
    case equivalence(mapBack: @Sendable (FlowOutput, LayoutCase) -> FlowOutput)
    /// The changed case has at most as many lines as the original.
    case neverMoreLines
  }

  /// Right-to-left is the mirror image of left-to-right: the other direction's frames,
  /// reflected within the container's width (widened to its insets, as CSS does), the same
  /// lines, hidden count and indicator. The content size, an extent from the left edge, is not
  /// symmetric and is not compared. Needs a finite width; other cases are not checked.
  public static let mirrored = FlowRelation(
    name: "mirror symmetry", followUpName: "the mirrored case",
    followUp: { $0.container.width.isFinite ? $0.mirrored : nil },
    kind: .equivalence { output, original in
      let width = FlowFrame(container: original.container, options: original.options)
        .containerWidth
      return output.mapped(rect: { reflected($0, width: width) }, size: nil)
    },
    problem: nil)

  /// The vertical axis is the transpose of the horizontal one: the ``LayoutCase/transposed``
  /// case's frames with x and y swapped (then mirrored when the case is right-to-left), the
  /// same hidden count, and left to right the same content size. Baseline alignment, which
  /// only rows have, is not checked.
  public static let transposed = FlowRelation(
    name: "transpose symmetry", followUpName: "the transposed case",
    followUp: { $0.options.itemAlignment == .baseline ? nil : $0.transposed },
    kind: .equivalence { output, original in
      let rightToLeft = original.options.direction == .rightToLeft
      let width = FlowFrame(container: original.container, options: original.options)
        .containerWidth
      return output.mapped(
        rect: { rect in
          let swapped = FlowFrame.transposed(rect)
          return rightToLeft ? reflected(swapped, width: width) : swapped
        },
        size: rightToLeft ? nil : { (size: Size) in FlowFrame.transposed(size) })
    },
    problem: nil)

  /// Scaling every length — container, spacing, insets and sizes — by `factor` scales every
  /// frame by it, and keeps the lines.
  ///
  /// - Parameter factor: A positive, finite factor; another one is reported as a violation.
  /// - Returns: The relation.
  public static func scaled(by factor: Double) -> FlowRelation {
    FlowRelation(
      name: "scale invariance", followUpName: "the case scaled by \(literal(factor))",
      followUp: { $0.scaled(by: factor) },
      kind: .equivalence { output, _ in
        output.mapped(
          rect: { Rect(x: $0.minX / factor, y: $0.minY / factor, width: $0.width / factor,
                       height: $0.height / factor) },
          size: { Size(width: $0.width / factor, height: $0.height / factor) })
      },
      problem: factor.isFinite && factor > 0 ? nil : Violation(
        "scale invariance",
        "the factor \(literal(factor)) is not a positive, finite number; use one such as 2"))
  }

  /// Widening the container along the lines by `amount` never adds lines to a greedy layout:
  /// every line of the wider layout starts at or after the matching line of the narrower one.
  ///
  /// - Parameter amount: The extra length, finite and at least 0; another one is reported as
  ///   a violation.
  /// - Returns: The relation.
  public static func widened(by amount: Double) -> FlowRelation {
    FlowRelation(
      name: "widening adds no lines", followUpName: "the case widened by \(literal(amount))",
      followUp: { layoutCase in
        var wider = layoutCase
        switch layoutCase.options.axis {
        case .horizontal: wider.container.width += amount
        case .vertical: wider.container.height += amount
        }
        return wider
      },
      kind: .neverMoreLines,
      problem: amount.isFinite && amount >= 0 ? nil : Violation(
        "widening adds no lines",
        "the amount \(literal(amount)) is not a finite length of at least 0; use one such as 10"))
  }

  /// This relation's change followed by `next`'s, checked as one relation.
  ///
  /// Every equivalence keeps the lines, so an ordering after it still compares line counts
  /// with the original case; after an ordering, the composition is an ordering.
  ///
  /// - Parameter next: The relation whose change comes second.
  /// - Returns: The composed relation.
  public func then(_ next: FlowRelation) -> FlowRelation {
    let first = self
    let kind: Kind
    switch (first.kind, next.kind) {
    case (.equivalence(let firstBack), .equivalence(let nextBack)):
      kind = .equivalence { output, original in
        guard let middle = first.followUp(original) else { return output }
        return firstBack(nextBack(output, middle), original)
      }
    default:
      kind = .neverMoreLines
    }
    let nextChange = next.followUpName.replacing("the case ", with: "")
    return FlowRelation(
      name: first.name + " then " + next.name,
      followUpName: first.followUpName + ", then " + nextChange,
      followUp: { first.followUp($0).flatMap(next.followUp) },
      kind: kind, problem: first.problem ?? next.problem)
  }

  /// Checks the relation on one case with a layout function.
  ///
  /// - Parameters:
  ///   - layoutCase: The original case; nothing is checked when the relation does not apply.
  ///   - layout: The layout under test.
  /// - Returns: The violations found.
  /// - Throws: What `layout` throws.
  /// - Complexity: Two layouts, plus O(*n*) to compare them.
  public func violations(
    for layoutCase: LayoutCase, layout: (LayoutCase) throws -> FlowOutput
  ) rethrows -> [Violation] {
    if let problem { return [problem] }
    guard let changed = followUp(layoutCase) else { return [] }
    let output = try layout(layoutCase)
    let changedOutput = try layout(changed)
    switch kind {
    case .equivalence(let mapBack):
      var expected = mapBack(changedOutput, layoutCase)
      // A relation that cannot map the content size back marks it NaN: it is not compared.
      if expected.contentSize.width.isNaN { expected.contentSize = output.contentSize }
      return FlowInvariants.agreement(output, expected).map {
        Violation(name, "against \(followUpName), " + $0.message, indices: $0.indices)
      }
    case .neverMoreLines:
      return Violation.unless(
        changedOutput.lines.count <= output.lines.count,
        "\(followUpName) has \(changedOutput.lines.count) lines, more than the"
          + " \(output.lines.count) of the original", invariant: name)
    }
  }
}

extension FlowOutput {
  /// The output with every rectangle and the content size mapped.
  /// `size` is `nil` when the content size does not map back; it is then NaN, which
  /// ``FlowRelation/violations(for:layout:)`` does not compare.
  fileprivate func mapped(rect: (Rect) -> Rect, size: ((Size) -> Size)?) -> FlowOutput {
    FlowOutput(
      frames: frames.map(rect),
      lines: lines.map { FlowLine(range: $0.range, rect: rect($0.rect)) },
      contentSize: size?(contentSize) ?? Size(width: .nan, height: .nan),
      hiddenCount: hiddenCount,
      overflowIndicatorFrame: overflowIndicatorFrame.map(rect))
  }

}

extension LayoutCase {
  /// Every length multiplied by `factor`.
  fileprivate func scaled(by factor: Double) -> LayoutCase {
    var copy = self
    copy.container = Size(width: container.width * factor, height: container.height * factor)
    let scale = { (size: Size) in Size(width: size.width * factor, height: size.height * factor) }
    copy.items = items.map {
      FlowItem(
        scale($0.size), grow: $0.grow, baseline: $0.baseline.map { $0 * factor },
        breakBefore: $0.breakBefore)
    }
    copy.overflowIndicator = overflowIndicator.map {
      Indicator(
        size: scale($0.size), sizePerDigit: scale($0.sizePerDigit), grow: $0.grow,
        baseline: $0.baseline.map { $0 * factor })
    }
    copy.options.itemSpacing *= factor
    copy.options.lineSpacing *= factor
    let insets = options.insets
    copy.options.insets = Insets(
      top: insets.top * factor, leading: insets.leading * factor,
      bottom: insets.bottom * factor, trailing: insets.trailing * factor)
    return copy
  }
}

/// `rect` reflected about the vertical line halfway across a container of `width`.
private func reflected(_ rect: Rect, width: Double) -> Rect {
  Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
}
