import Reflow
import ReflowTesting

/// The widest value attached below an observer: what `learned` leaves grow to.
private enum FuzzWidest: ElementPreferenceKey {
  static let defaultValue = 0.0
  static func reduce(value: inout Double, nextValue: () -> Double) {
    value = max(value, nextValue())
  }
}

/// A custom container driven by the input: it asks each child for its size under a proposal
/// from a list (cycling) and places it at a point from another, or leaves it unplaced where the
/// point is `nil`; its own size is the last size a child reported.
struct ScriptedLayout: ContainerLayout {
  var proposals: [ProposedSize]
  var points: [Point?]

  func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
    var size = Size.zero
    for (index, child) in children.enumerated() {
      size = child.sizeThatFits(proposals.isEmpty ? proposal : proposals[index % proposals.count])
    }
    return size
  }

  func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren) {
    for (index, child) in children.enumerated() {
      let offer = proposals.isEmpty ? proposal : proposals[index % proposals.count]
      guard let point = points.isEmpty ? .zero : points[index % points.count] else { continue }
      child.place(at: Point(x: bounds.minX + point.x, y: bounds.minY + point.y), proposal: offer)
    }
  }
}

/// One element of the tree.
indirect enum Element {
  case leaf(id: ElementID, Leaf, preference: Double?)
  case container(
    id: ElementID?, Container, children: [Element], preference: Double?, observes: Bool)

  enum Leaf {
    case fixed(Size)
    /// Wraps like text: as wide as proposed, up to its width, and taller when narrower.
    case measured(Size)
    /// Laid out at an estimate until a size is reported.
    case estimated(Size)
    /// At least as wide as the widest value observers learned.
    case learned(Size)
    /// A fraction of the size of the geometry reader around it, as the proxy tells.
    case readerFraction(Double)
  }

  enum Container {
    case flow(FlowOptions)
    case singleLine(LayoutAxis, spacing: Double)
    case hstack(spacing: Double, BoxAlignment.Vertical)
    case vstack(spacing: Double, BoxAlignment.Horizontal)
    case columns(itemsPerColumn: Int, spacing: Double, itemSpacing: Double)
    case overlay(BoxAlignment)
    case padding(Insets)
    case frame(width: Double?, height: Double?, maxWidth: Double?, minHeight: Double?)
    case scroll(LayoutAxis, offset: Point)
    case reader
    case direction(WritingDirection)
    case custom(ScriptedLayout)

    /// The id the container is declared with when the tree gives it none, for the kinds that
    /// need one.
    var requiredID: ElementID? {
      switch self {
      case .scroll: Element.anonymousScroll
      case .reader: Element.anonymousReader
      default: nil
      }
    }
  }

  /// The ids of scrolls and geometry readers the tree gives no id of their own.
  static let anonymousScroll = ElementID("scroll")
  static let anonymousReader = ElementID("reader")

  /// The ids the fuzzer picks from: few, so that some repeat.
  static let id = Gen<Int>.int(in: 0...23).map { ElementID("e", index: $0) }

  /// Sets what the engine keeps for the element before the frame: scroll offsets.
  func prepare(_ engine: LayoutEngine) {
    guard case .container(let id, let kind, let children, _, _) = self else { return }
    if case .scroll(_, let offset) = kind {
      engine.setScrollOffset(offset, for: id ?? Self.anonymousScroll)
    }
    for child in children { child.prepare(engine) }
  }

  func collectStatefulIDs(into ids: inout Set<ElementID>) {
    switch self {
    case .leaf(let id, let leaf, _):
      if case .estimated = leaf { ids.insert(id) }
    case .container(let id, let kind, let children, _, let observes):
      if let id = id ?? kind.requiredID, observes || kind.requiredID != nil { ids.insert(id) }
      for child in children { child.collectStatefulIDs(into: &ids) }
    }
  }

  func declare(in ui: ElementBuilder, state: Scene.State, proxy: GeometryReaderProxy? = nil) {
    switch self {
    case .leaf(let id, let leaf, let preference):
      state.declared.append(id)
      let handle: ElementHandle
      switch leaf {
      case .fixed(let size): handle = ui.leaf(id: id, size: size)
      case .measured(let natural):
        handle = ui.leaf(id: id) { proposal in
          let width = min(natural.width, proposal.width ?? natural.width)
          let lines = width > 0 ? (natural.width / width).rounded(.up) : 1
          return Size(width: width, height: natural.height * lines)
        }
      case .estimated(let estimate): handle = ui.leaf(id: id, estimate: estimate)
      case .learned(let natural):
        handle = ui.leaf(
          id: id, size: Size(width: max(natural.width, state.learned), height: natural.height))
      case .readerFraction(let fraction):
        let size = proxy?.size ?? .zero
        handle = ui.leaf(
          id: id, size: Size(width: size.width * fraction, height: size.height * fraction))
      }
      if let preference { handle.preference(FuzzWidest.self, value: preference) }
    case .container(let id, let kind, let children, let preference, let observes):
      let id = kind.requiredID.map { id ?? $0 } ?? id
      if let id { state.declared.append(id) }
      let content: (ElementBuilder) -> Void = { ui in
        for child in children { child.declare(in: ui, state: state, proxy: proxy) }
      }
      let handle = declare(kind, id: id, in: ui, state: state, children: children, content)
      if let preference { handle.preference(FuzzWidest.self, value: preference) }
      if observes { handle.onPreferenceChange(FuzzWidest.self) { state.learned = $0 } }
    }
  }

  private func declare(
    _ kind: Container, id: ElementID?, in ui: ElementBuilder, state: Scene.State,
    children: [Element], _ content: @escaping (ElementBuilder) -> Void
  ) -> ElementHandle {
    switch kind {
    case .flow(let options): return ui.flow(id: id, options: options, content: content)
    case .singleLine(let axis, let spacing):
      return ui.singleLine(id: id, axis: axis, spacing: spacing, content: content)
    case .hstack(let spacing, let alignment):
      return ui.hstack(id: id, spacing: spacing, alignment: alignment, content: content)
    case .vstack(let spacing, let alignment):
      return ui.vstack(id: id, spacing: spacing, alignment: alignment, content: content)
    case .columns(let itemsPerColumn, let spacing, let itemSpacing):
      return ui.columns(
        id: id, itemsPerColumn: itemsPerColumn, spacing: spacing, itemSpacing: itemSpacing,
        content: content)
    case .overlay(let alignment): return ui.overlay(id: id, alignment: alignment, content: content)
    case .padding(let insets): return ui.padding(id: id, insets, content: content)
    case .frame(let width, let height, let maxWidth, let minHeight):
      return ui.frame(
        id: id, width: width, height: height, maxWidth: maxWidth, minHeight: minHeight,
        content: content)
    case .scroll(let axis, _):
      return ui.scroll(id: id ?? Self.anonymousScroll, axis: axis, content: content)
    case .reader:
      return ui.geometryReader(id: id ?? Self.anonymousReader) { proxy, ui in
        for child in children { child.declare(in: ui, state: state, proxy: proxy) }
      }
    case .direction(let direction):
      return ui.layoutDirection(direction, id: id, content: content)
    case .custom(let layout): return ui.layout(id: id, layout, content: content)
    }
  }

  func description(indent: String) -> String {
    switch self {
    case .leaf(let id, let leaf, let preference):
      return "\(indent)\(id) \(leaf)" + (preference.map { " preference \($0)" } ?? "")
    case .container(let id, let kind, let children, let preference, let observes):
      var line = "\(indent)\(id.map { "\($0)" } ?? "-") \(kind)"
      if let preference { line += " preference \(preference)" }
      if observes { line += " observes" }
      return ([line] + children.map { $0.description(indent: indent + "  ") })
        .joined(separator: "\n")
    }
  }

  /// Elements nested at most `depth` deep, containers at most `budget` in all.
  static func generator(depth: Int, budget: Int) -> Gen<Element> {
    // The budget is spent as elements are generated, so it lives in a box the closures share.
    element(depth: depth, remaining: Budget(budget))
  }

  private final class Budget: @unchecked Sendable {
    var value: Int
    init(_ value: Int) { self.value = value }
  }

  private static func element(depth: Int, remaining: Budget) -> Gen<Element> {
    let optionalID = Gen<ElementID?>.frequency((1, .constant(nil)), (3, id.map { $0 }))
    let preference = Gen<Double?>.frequency(
      (3, .constant(nil)), (1, FuzzValues.length(maximum: 200).map { $0 }))
    let leaf = Gen<Element> { source in
      let kind = Gen<Leaf>.frequency(
        (6, FuzzValues.size().map { .fixed($0) }),
        (2, FuzzValues.size().map { .measured($0) }),
        (1, FuzzValues.size().map { .estimated($0) }),
        (1, FuzzValues.size().map { .learned($0) }),
        (1, Gen<Double>.double(in: 0...1, step: 0.125).map { .readerFraction($0) }))
      return .leaf(
        id: id.generate(using: &source), kind.generate(using: &source),
        preference: preference.generate(using: &source))
    }
    guard depth > 0 else { return leaf }
    return Gen { source in
      remaining.value -= 1
      guard remaining.value > 0, source.chooseBool(probability: 0.4) else {
        return leaf.generate(using: &source)
      }
      let kind = container.generate(using: &source)
      let containerID = optionalID.generate(using: &source)
      let child = element(depth: depth - 1, remaining: remaining)
      let children = FuzzValues.list(of: child, maximum: 6).generate(using: &source)
      return .container(
        id: containerID, kind, children: children,
        preference: preference.generate(using: &source),
        observes: source.chooseBool(probability: 0.2))
    }
  }

  private static var container: Gen<Container> {
    let spacing = FuzzValues.length(maximum: 16)
    let optional = Gen<Double?>.frequency((2, .constant(nil)), (1, FuzzValues.length().map { $0 }))
    return .oneOf(
      FuzzValues.flowOptions.map { .flow($0) },
      Gen.zip(Gen<LayoutAxis>.anyCase, spacing).map { .singleLine($0, spacing: $1) },
      Gen.zip(spacing, Gen<BoxAlignment.Vertical>.anyCase).map { .hstack(spacing: $0, $1) },
      Gen.zip(spacing, Gen<BoxAlignment.Horizontal>.anyCase).map { .vstack(spacing: $0, $1) },
      Gen.zip(Gen<Int>.int(in: -1...3), spacing, spacing).map {
        .columns(itemsPerColumn: $0, spacing: $1, itemSpacing: $2)
      },
      Gen.zip(Gen<BoxAlignment.Horizontal>.anyCase, Gen<BoxAlignment.Vertical>.anyCase).map {
        .overlay(BoxAlignment(horizontal: $0, vertical: $1))
      },
      FuzzValues.insets.map { .padding($0) },
      Gen { source in
        .frame(
          width: optional.generate(using: &source), height: optional.generate(using: &source),
          maxWidth: optional.generate(using: &source),
          minHeight: optional.generate(using: &source))
      },
      Gen.zip(Gen<LayoutAxis>.anyCase, FuzzValues.size(maximum: 400)).map {
        .scroll($0, offset: Point(x: $1.width, y: $1.height))
      },
      .constant(.reader),
      Gen<WritingDirection>.anyCase.map { .direction($0) },
      Gen<ScriptedLayout> { source in
        let length = Gen<Double?>.frequency(
          (1, .constant(nil)), (3, FuzzValues.length().map { $0 }))
        let proposal = Gen<(Double?, Double?)>.zip(length, length).map {
          ProposedSize(width: $0, height: $1)
        }
        let point = Gen<Point?>.frequency(
          (1, .constant(nil)),
          (4, FuzzValues.size().map { Point(x: $0.width, y: $0.height) }))
        return ScriptedLayout(
          proposals: FuzzValues.list(of: proposal, maximum: 3).generate(using: &source),
          points: FuzzValues.list(of: point, maximum: 3).generate(using: &source))
      }.map { .custom($0) })
  }
}
