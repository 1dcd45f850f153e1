extension FlowIndex.BlockBuilder {
  /// Appends lines `lines` of `result`, the layout of `items` with estimate flags `estimates`,
  /// as ``beginLine(thickness:itemCount:)`` and ``appendItem(_:main:cross:frameSize:estimated:)``
  /// write them a line and an item at a time, to the bit.
  ///
  /// Lines go in runs that fill the open block as `beginLine` fills it. A run of plain items
  /// (on their line's edge, framed at their own size, measured, without properties) joining a
  /// block that keeps no column for those is written column by column, in one pass over
  /// memory; any other run a line and an item at a time.
  ///
  /// - Complexity: O(*k* + *l*) for the *k* items of the *l* lines.
  mutating func appendLines(
    _ lines: Range<Int>, of result: FlowResult, items: [FlowItem], estimates: [Bool]
  ) {
    var line = lines.lowerBound
    while line < lines.upperBound {
      // The lines that join the open block, as beginLine would let them.
      var itemCount = current.items.count
      var end = line
      while end < lines.upperBound {
        let count = result.lineRange(end).count
        if itemCount > 0 && itemCount + count > maximumItems { break }
        itemCount += count
        end += 1
      }
      guard end > line else {
        finishBlock()
        continue
      }
      if writesInBulk && current.keepsNoColumn && Self.arePlain(line..<end, of: result, items, estimates, axis) {
        appendPlainLines(line..<end, of: result, items: items)
      } else {
        for line in line..<end {
          appendLine(line, of: result, items: items, estimates: estimates)
        }
      }
      line = end
    }
  }

  /// Appends line `line` of `result` a line and an item at a time.
  private mutating func appendLine(
    _ line: Int, of result: FlowResult, items: [FlowItem], estimates: [Bool]
  ) {
    let horizontal = axis == .horizontal
    // The line's placement across, read directly: building its rectangle copies the result.
    let (edge, thickness) = result.crossPlacement(ofLine: line)
    let range = result.lineRange(line)
    beginLine(thickness: thickness, itemCount: range.count)
    for item in range {
      let frame = result.frames[item]
      appendItem(
        items[item], main: horizontal ? frame.minX : frame.minY,
        cross: (horizontal ? frame.minY : frame.minX) - edge, frameSize: frame.size,
        estimated: estimates[item])
    }
  }

  /// Whether every item of `lines` is one `appendItem` keeps nothing for but its size and
  /// main coordinate: on its line's edge, framed at its size, measured, without properties.
  private static func arePlain(
    _ lines: Range<Int>, of result: FlowResult, _ items: [FlowItem], _ estimates: [Bool],
    _ axis: LayoutAxis
  ) -> Bool {
    let horizontal = axis == .horizontal
    for line in lines {
      let edge = result.crossPlacement(ofLine: line).lower
      for item in result.lineRange(line) {
        let frame = result.frames[item]
        let flowItem = items[item]
        guard (horizontal ? frame.minY : frame.minX) - edge == 0, frame.size == flowItem.size,
          !estimates[item], flowItem.grow == 0, flowItem.baseline == nil,
          !flowItem.breakBefore
        else { return false }
      }
    }
    return true
  }

  /// Appends `lines` of `result`, plain items that all join the open block, writing each
  /// column in one pass: the values `beginLine` and `appendItem` would append one by one.
  private mutating func appendPlainLines(
    _ lines: Range<Int>, of result: FlowResult, items: [FlowItem]
  ) {
    let horizontal = axis == .horizontal
    let firstItem = result.lineRange(lines.lowerBound).lowerBound
    let itemCount = result.lineRange(lines.upperBound - 1).upperBound - firstItem
    if current.items.isEmpty {
      // As beginLine reserves for a block's first line.
      let full = !writesSplice || !output.isEmpty
      let first = result.lineRange(lines.lowerBound).count
      current.items.reserveCapacity(Swift.max(first, full ? maximumItems : 8))
    }
    let itemBase = current.items.count
    let lineBase = current.lineStarts.count
    current.items.append(
      contentsOf: repeatElement(FlowIndex.Item(size: .zero, main: 0), count: itemCount))
    current.lineStarts.append(contentsOf: repeatElement(0, count: lines.count))
    current.lineOffsets.append(contentsOf: repeatElement(0, count: lines.count))
    current.lineThicknesses.append(contentsOf: repeatElement(0, count: lines.count))
    var length = current.patternLength
    var mainMin = current.mainMin
    var mainMax = current.mainMax
    let spacing = lineSpacing
    let axis = axis
    current.items.withUnsafeMutableBufferPointer { stored in
      for (offset, item) in (firstItem..<(firstItem + itemCount)).enumerated() {
        let frame = result.frames[item]
        let main = horizontal ? frame.minX : frame.minY
        stored[itemBase + offset] = FlowIndex.Item(size: items[item].size, main: main)
        mainMin = Swift.min(mainMin, main)
        mainMax = Swift.max(mainMax, main + frame.size[axis])
      }
    }
    current.lineStarts.withUnsafeMutableBufferPointer { starts in
      for (offset, line) in lines.enumerated() {
        starts[lineBase + offset] = Int32(
          truncatingIfNeeded: itemBase + result.lineRange(line).lowerBound - firstItem)
      }
    }
    current.lineThicknesses.withUnsafeMutableBufferPointer { thicknesses in
      current.lineOffsets.withUnsafeMutableBufferPointer { offsets in
        for (offset, line) in lines.enumerated() {
          let thickness = result.crossPlacement(ofLine: line).thickness
          thicknesses[lineBase + offset] = thickness
          offsets[lineBase + offset] = length
          length += thickness + spacing
        }
      }
    }
    current.patternLength = length
    current.mainMin = mainMin
    current.mainMax = mainMax
  }
}

extension FlowIndex.Block {
  /// Whether the block keeps none of the columns kept only once an item differs from the
  /// default: every item so far sits on its line's edge, is framed at its size, measured, and
  /// has no properties.
  var keepsNoColumn: Bool {
    crosses.isEmpty && frameSizes.isEmpty && estimated.isEmpty && grows.isEmpty
      && baselines.isEmpty && breaks.isEmpty
  }
}
