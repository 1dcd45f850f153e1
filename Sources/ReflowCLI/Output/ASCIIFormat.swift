import Reflow

/// Draws a layout in the terminal for `reflow layout --format ascii`.
///
/// The drawing is ``FlowResult/asciiDrawing(columnWidth:rowHeight:)``'s: item *i* filled with
/// the *i*-th of ``FlowResult/drawingLabels`` (cycling), empty space `.`, painted in the
/// outcome's ``LayoutOutcome/drawingOrder`` (pinned headers over the items). An item's id is
/// written across the middle row of its box when it fits with a label letter left at each end
/// (or on other rows). A legend maps labels to ids, and a last line gives the scale:
///
/// ```
/// AAAAA.BBBBB
/// AAAAA.BBBBB
///
/// A=a  B=b
/// 1 column = 4 pt, 1 row = 8 pt
/// ```
enum ASCIIFormat {
  /// The widest drawing the default scale aims for, in columns.
  static let targetColumns = 100.0

  /// The most cells a drawing may have; a larger one would flood the terminal.
  static let maximumCells = 1_000_000
  /// The most columns or rows a drawing may have: ``ASCIICanvas/maximumCells``, beyond which the
  /// canvas would silently cut the drawing off.
  static let maximumExtent = Double(ASCIICanvas.maximumCells)

  /// The default points per column: the smallest whole number that keeps the drawing of
  /// `bounds` within ``targetColumns`` columns and within the canvas's rows, and at least 1.
  static func defaultScale(for bounds: Rect) -> Double {
    let byWidth = bounds.width / targetColumns
    let byHeight = bounds.height / (2 * maximumExtent)
    let scale = Swift.max(1, byWidth.rounded(.up), byHeight.rounded(.up))
    return scale.isFinite ? scale : 1
  }

  /// Writes the drawing, legend and scale line for `outcome`, ending with a newline, to `sink`.
  ///
  /// The overflow indicator, when it shows, is drawn with `+` and labelled "+N" (the hidden
  /// count), and the legend ends with it.
  ///
  /// - Parameters:
  ///   - outcome: The layout.
  ///   - scale: Points per column; rows are twice as tall, as terminal cells are. `nil` picks
  ///     ``defaultScale(for:)``.
  /// - Throws: ``CLIError/failure(_:)`` when `scale` makes the drawing larger than
  ///   ``maximumExtent`` columns or rows or ``maximumCells`` cells, naming a scale that fits.
  /// - Complexity: O(*n* + *a*), where *a* is the number of cells drawn.
  static func write(_ outcome: LayoutOutcome, scale: Double?, to sink: inout TextSink)
    throws(CLIError)
  {
    let bounds = outcome.drawingBounds
    let columnWidth = scale ?? defaultScale(for: bounds)
    let rowHeight = 2 * columnWidth
    let columns = (bounds.width / columnWidth).rounded(.up)
    let rows = (bounds.height / rowHeight).rounded(.up)
    if columns > maximumExtent || rows > maximumExtent
      || columns * rows > Double(maximumCells)
    {
      let fitting = Swift.max(
        bounds.width / maximumExtent, bounds.height / (2 * maximumExtent),
        (bounds.width * bounds.height / (2 * Double(maximumCells))).squareRoot()
      ).rounded(.up)
      let format = JSONNumber.format
      throw .failure(
        "--scale \(format(columnWidth)) makes the drawing \(format(columns)) columns by"
          + " \(format(rows)) rows; pass --scale \(format(fitting)) or more")
    }
    var canvas = ASCIICanvas(bounds: bounds, columnWidth: columnWidth, rowHeight: rowHeight)
    let labels = FlowResult.drawingLabels
    let frames = outcome.result.frames
    // Painted in order, each frame with its id, so what paints later (a pinned header) covers
    // what it overlaps, id and all; frames that do not overlap draw as in any order.
    let ids = outcome.ids
    for index in outcome.drawingOrder {
      canvas.fill(frames[index], with: labels[index % labels.count])
      writeID(ids[index], in: frames[index], on: &canvas)
    }
    let hidden = outcome.result.hiddenCount
    if let indicator = outcome.result.overflowIndicatorFrame {
      canvas.fill(indicator, with: "+")
      writeID("+\(hidden)", in: indicator, on: &canvas)
    }
    sink.append(frames.isEmpty && outcome.result.overflowIndicatorFrame == nil
      ? "(no items)" : canvas.description)
    sink.append("\n\n")
    // The legend names the shown items; hidden ones have no letter on the drawing.
    var entries = (0..<frames.count).lazy.map { index in
      "\(labels[index % labels.count])=\(legendText(outcome.ids[index]))"
    }.makeIterator()
    var line = ""
    func add(_ entry: String) {
      if line.isEmpty {
        line = entry
      } else if line.count + 2 + entry.count <= Int(targetColumns) {
        line += "  " + entry
      } else {
        sink.append(line + "\n")
        line = entry
      }
    }
    while let entry = entries.next() { add(entry) }
    if outcome.result.overflowIndicatorFrame != nil { add("+=+\(hidden) more") }
    if hidden > 0 && outcome.result.overflowIndicatorFrame == nil { add("(\(hidden) hidden)") }
    if !line.isEmpty { sink.append(line + "\n") }
    sink.append("1 column = \(JSONNumber.format(columnWidth)) pt, ")
    sink.append("1 row = \(JSONNumber.format(rowHeight)) pt\n")
  }

  /// Writes `id` centred on the middle row of the cells `frame` covers, when it fits.
  private static func writeID(_ id: String, in frame: Rect, on canvas: inout ASCIICanvas) {
    // Wide or control characters would break the grid; such ids appear in the legend only.
    guard !id.isEmpty, id.unicodeScalars.allSatisfy({ (0x20..<0x7F).contains($0.value) }) else {
      return
    }
    let bounds = canvas.bounds
    let columns = cells(frame.minX - bounds.minX, frame.maxX - bounds.minX, canvas.columnWidth)
    let rows = cells(frame.minY - bounds.minY, frame.maxY - bounds.minY, canvas.rowHeight)
    let margin = rows.count > 1 ? 0 : 2
    guard !rows.isEmpty, id.count + margin <= columns.count else { return }
    let row = rows.lowerBound + (rows.count - 1) / 2
    let column = columns.lowerBound + (columns.count - id.count) / 2
    // `write` starts at the cell holding the point, so aim at the cell's centre.
    let point = Point(
      x: bounds.minX + (Double(column) + 0.5) * canvas.columnWidth,
      y: bounds.minY + (Double(row) + 0.5) * canvas.rowHeight)
    canvas.write(id, at: point)
  }

  /// The cells between two edges rounded to the nearest cell boundary, as ``ASCIICanvas``
  /// fills them.
  private static func cells(_ lower: Double, _ upper: Double, _ unit: Double) -> Range<Int> {
    let start = (lower / unit).rounded()
    let end = (upper / unit).rounded()
    guard start.isFinite, end.isFinite, start < end,
      start.magnitude < 1e9, end.magnitude < 1e9
    else { return 0..<0 }
    return Int(start)..<Int(end)
  }

  private static func legendText(_ id: String) -> String {
    let plain = id.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
      && !id.contains(" ") && !id.isEmpty
    return plain ? id : JSONString.quoted(id)
  }
}
