/// The lines of a ``FlowResult``, in flow order: a random-access collection of ``FlowLine``.
///
/// A result stores its lines compactly (where each starts, and where it lies across the flow)
/// and builds each ``FlowLine`` when you read it, so a million-item layout spends about 16
/// bytes per line on them instead of 48.
///
/// ```swift
/// let result = try Flow.layout(sizes, in: Size(width: 390, height: .infinity))
/// for line in result.lines { print(line.range, line.rect) }
/// let ranges = result.lines.map(\.range)
/// ```
public struct FlowLines: RandomAccessCollection, Sendable {
  private let result: FlowResult

  init(_ result: FlowResult) {
    self.result = result
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { result.lineCount }

  /// The line at `position`.
  ///
  /// - Complexity: O(1).
  public subscript(position: Int) -> FlowLine {
    precondition(position >= 0 && position < endIndex, "line index out of range")
    return result.line(at: position)
  }
}

extension FlowLines: Equatable {
  /// Whether both collections hold the same lines.
  public static func == (lhs: FlowLines, rhs: FlowLines) -> Bool {
    lhs.elementsEqual(rhs)
  }
}

extension FlowLines: CustomStringConvertible {
  public var description: String { "\(Array(self))" }
}

extension FlowLines: ExpressibleByArrayLiteral {
  /// Lines given one by one, to compare a result's lines with: `result.lines == [line]`.
  public init(arrayLiteral lines: FlowLine...) {
    self.init(
      FlowResult(axis: .horizontal, direction: .leftToRight, frames: [], lines: lines,
                 contentSize: .zero))
  }
}
