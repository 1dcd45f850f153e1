import Reflow

/// A chat timeline as an app writes it with Reflow: a lazy flow of messages in a vertical
/// scroll container anchored at the bottom, each message a leaf sized late by a renderer.
///
/// Every arrangement declares:
///
/// ```swift
/// ui.scroll(id: LazyFlowTimeline.scrollID, anchor: .bottom) { ui in
///   ui.lazyFlow(
///     id: LazyFlowTimeline.flowID, in: LazyFlowTimeline.scrollID, count: messages.count,
///     options: setup.options, estimatedItemSize: setup.estimatedMessageSize,
///     overscan: setup.overscan
///   ) { index, ui in
///     ui.leaf(id: LazyFlowTimeline.elementID(of: messages[index]),
///             estimate: setup.estimatedMessageSize)
///   }
/// }
/// ```
///
/// Older messages go in with `LayoutEngine.insertItems(count:at:in:)` at 0, sizes with
/// `LayoutEngine.report(size:for:)`, the user's scrolling with
/// `LayoutEngine.setScrollOffset(_:for:)` and jumps with
/// `LayoutEngine.scrollTo(item:in:anchor:)` by index. It is what
/// ``BottomAnchoredMachine`` checks by default.
public struct LazyFlowTimeline: BottomAnchoredTimeline {
  /// The scroll container's id.
  public static let scrollID: ElementID = "timeline"
  /// The lazy flow's id.
  public static let flowID: ElementID = "messages"

  /// The engine, whose state outlives the timeline's copies: a class, as the engine is.
  public let engine: LayoutEngine
  /// What the timeline was made for.
  public let setup: BottomAnchoredSetup
  /// The messages' ids, oldest first: what the next arrangement declares.
  ///
  /// ``append(_:)`` and ``prepend(_:)`` change it and tell the engine; change it directly to
  /// model an app that edits its list without telling the engine (a bug the machine finds).
  public var messages: [Int]

  /// The element id of message `id`.
  ///
  /// - Parameter id: The message's id.
  /// - Returns: `ElementID("message", index: id)`.
  public static func elementID(of id: Int) -> ElementID {
    ElementID("message", index: id)
  }

  public init(_ setup: BottomAnchoredSetup, messages ids: [Int]) {
    engine = LayoutEngine(maximumPasses: setup.maximumPasses)
    self.setup = setup
    messages = ids
  }

  public mutating func append(_ ids: [Int]) {
    messages += ids
  }

  public mutating func prepend(_ ids: [Int]) {
    guard !ids.isEmpty else { return }
    engine.insertItems(count: ids.count, at: 0, in: Self.flowID)
    messages.insert(contentsOf: ids, at: 0)
  }

  public mutating func report(_ size: Size, for id: Int) {
    engine.report(size: size, for: Self.elementID(of: id))
  }

  public mutating func scroll(to offset: Double) {
    engine.setScrollOffset(Point(x: 0, y: offset), for: Self.scrollID)
  }

  public mutating func scrollTo(index: Int, alignment: ScrollAlignment) {
    engine.scrollTo(item: index, in: Self.flowID, anchor: alignment)
  }

  public mutating func arrange(in viewport: Size) -> TimelineFrame {
    let (engine, setup, messages) = (self.engine, self.setup, self.messages)
    let estimate = setup.estimatedMessageSize
    var passes: [[TimelineDeclaration]] = []
    let arrangement = engine.arrange(in: viewport) { ui in
      passes.append([])
      ui.scroll(id: Self.scrollID, anchor: .bottom) { ui in
        ui.lazyFlow(
          id: Self.flowID, in: Self.scrollID, count: messages.count, options: setup.options,
          estimatedItemSize: estimate, overscan: setup.overscan
        ) { index, ui in
          let id = Self.elementID(of: messages[index])
          passes[passes.count - 1].append(TimelineDeclaration(
            id: messages[index], size: engine.reportedSize(for: id) ?? estimate))
          ui.leaf(id: id, estimate: estimate)
        }
      }
    }
    var frames: [Int: Rect] = [:]
    for declaration in passes.last ?? [] {
      frames[declaration.id] = arrangement.frame(of: Self.elementID(of: declaration.id))
    }
    return TimelineFrame(
      arrangement: arrangement, scrollID: Self.scrollID,
      offset: engine.scrollOffset(for: Self.scrollID).y,
      contentLength: arrangement.frame(of: Self.flowID)?.height ?? 0, passes: passes,
      frames: frames)
  }
}
