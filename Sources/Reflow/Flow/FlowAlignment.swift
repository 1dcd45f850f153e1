/// Where a line's items sit along the main axis: CSS `justify-content`.
///
/// A line whose single item is longer than the line always starts at the leading edge, whatever
/// the alignment (CSS `safe` alignment), so no part of it is pushed out of reach. A line of
/// infinite extent has no centre or end: every alignment packs it at the leading edge.
public enum FlowAlignment: String, CaseIterable, Hashable, Sendable {
  /// Packed against the leading edge.
  case leading
  /// Centred, with equal free space at both ends.
  case center
  /// Packed against the trailing edge.
  case trailing
  /// Free space shared between items; a line of one item is leading.
  case spaceBetween
  /// Free space shared around items, half a share at each end; one item is centred.
  case spaceAround
  /// Free space shared equally before, between and after items; one item is centred.
  case spaceEvenly
}

/// Where an item sits across a line taller than itself: CSS `align-items`.
public enum FlowItemAlignment: String, CaseIterable, Hashable, Sendable {
  /// Against the line's start (its top, or its leading edge in vertical layouts).
  case top
  /// Centred in the line.
  case center
  /// Against the line's end (its bottom, or its trailing edge in vertical layouts).
  case bottom
  /// As thick as the line: CSS `align-items: stretch`. The item's own thickness is its
  /// minimum, and is what sizes the line.
  case stretch
  /// Items share a baseline (``FlowItem/baseline``; the bottom edge for items without one):
  /// CSS `align-items: baseline`. The line is as thick as the largest part above the baseline
  /// plus the largest part below it. In vertical flows, which have no baselines, it acts as
  /// ``top``.
  case baseline
}

/// How lines share the container's extent across them when they do not fill it: CSS
/// `align-content`.
///
/// The free space is the container's cross extent (its height, for rows) less the insets, the
/// lines and the line spacing. When the lines overflow, or the extent is infinite, every value
/// acts as ``top``.
///
/// Where two lines 1 point thick start, without line spacing, in a container 14 points tall
/// (12 points free):
///
/// | value | line tops |
/// |---|---|
/// | top | 0, 1 |
/// | center | 6, 7 |
/// | bottom | 12, 13 |
/// | spaceBetween | 0, 13 |
/// | spaceAround | 3, 10 |
/// | spaceEvenly | 4, 9 |
/// | stretch | 0, 7 (each line 7 thick) |
public enum FlowLineAlignment: String, CaseIterable, Hashable, Sendable {
  /// Lines packed against the start (the top, for rows): the default.
  case top
  /// Lines centred, with equal free space before and after.
  case center
  /// Lines packed against the end.
  case bottom
  /// Free space shared between lines; a single line is at the start.
  case spaceBetween
  /// Free space shared around lines, half a share before the first and after the last.
  case spaceAround
  /// Free space shared equally before, between and after lines.
  case spaceEvenly
  /// Free space added equally to every line's thickness; items align within the grown lines
  /// (``FlowItemAlignment/stretch`` items grow with them).
  case stretch
}

/// Where a flow breaks its lines.
public enum FlowLineBreaking: String, CaseIterable, Hashable, Sendable {
  /// Each line takes every item that fits before the next line starts: CSS `flex-wrap: wrap`.
  case greedy
  /// Lines as even as possible: CSS `flex-wrap: balance`. The breaks minimise the sum, over
  /// every line (the last included), of the squared space left at the line's end; a lone item
  /// longer than a line costs nothing. Among equally good breaks, the first line holds the most
  /// items, then the second, and so on. It never makes more lines than greedy breaking.
  case balanced
}
