extension MasonryIndex {
  /// What the index knows of an item besides its position: its length or aspect ratio, its
  /// lane and span, and flags. 16 bytes; the unit edits move around.
  struct Record: Sendable, Equatable {
    /// The length, or the aspect ratio with ``Flags/aspect``.
    var value: Double
    /// With ``Flags/explicit``, the lane the item asked for; otherwise the lane it was last
    /// placed in (in `.stable` placement, with ``Flags/placed``, the lane it keeps).
    var lane: UInt16
    /// The span the item asked for; it covers at most every lane.
    var span: UInt16
    var flags: Flags

    /// The record of a valid `item`, estimated or not, not placed yet.
    init(_ item: MasonryItem, estimated: Bool) {
      var flags: Flags = estimated ? [.estimated] : []
      switch item.sizing {
      case .length(let length): value = length
      case .aspectRatio(let ratio):
        value = ratio
        flags.insert(.aspect)
      }
      if item.lane != nil { flags.insert(.explicit) }
      lane = UInt16(truncatingIfNeeded: item.lane ?? 0)
      span = UInt16(truncatingIfNeeded: item.span)
      self.flags = flags
    }

    init(value: Double, lane: UInt16, span: UInt16, flags: Flags) {
      self.value = value
      self.lane = lane
      self.span = span
      self.flags = flags
    }

    var sizing: MasonryItem.Sizing {
      flags.contains(.aspect) ? .aspectRatio(value) : .length(value)
    }

    /// The item as it was given.
    var item: MasonryItem {
      MasonryItem(sizing, span: Int(span), lane: flags.contains(.explicit) ? Int(lane) : nil)
    }

    /// The record with a new sizing, measured.
    func measured(_ sizing: MasonryItem.Sizing) -> Record {
      var record = self
      record.flags.remove(.estimated)
      switch sizing {
      case .length(let length):
        record.value = length
        record.flags.remove(.aspect)
      case .aspectRatio(let ratio):
        record.value = ratio
        record.flags.insert(.aspect)
      }
      return record
    }
  }

  /// An item's flags.
  struct Flags: OptionSet, Sendable, Hashable {
    let rawValue: UInt8
    /// The value is an aspect ratio.
    static let aspect = Flags(rawValue: 1)
    /// The item asked for its lane.
    static let explicit = Flags(rawValue: 2)
    /// The item's sizing is an estimate.
    static let estimated = Flags(rawValue: 4)
    /// In `.stable` placement: the item has a lane, which it keeps.
    static let placed = Flags(rawValue: 8)
  }

  /// A run of consecutive items: the unit the index re-writes.
  ///
  /// Each item's start along the lanes is kept as an offset from where its first lane ran when
  /// the block began, so a change before the block moves its items through ``LaneTree`` without
  /// touching them. 21 bytes an item, and 2 more while some item spans several lanes.
  struct Block: Sendable {
    var values: [Double] = []
    /// Per item: its start less where its first lane ran before the block.
    var offsets: [Double] = []
    var lanes: [UInt16] = []
    /// Per item: its span; empty while every one is 1.
    var spans: [UInt16] = []
    var flags: [Flags] = []
    /// The block's items grouped by the lanes they cover, each group in order: group `lane` is
    /// `laneOrder[laneStarts[lane]..<laneStarts[lane + 1]]`.
    var laneOrder: [UInt16] = []
    var laneStarts: [UInt32] = []
    /// The placement cursor before the block's first item.
    var enterCursor: Int32 = 0
    /// The cursor after the block's last auto-placed item, or -1 when it has none.
    var lastAutoCursor: Int32 = -1
    var estimatedCount = 0
    /// The number of items that cover more than one lane.
    var spanningCount = 0

    var count: Int { values.count }

    @inline(__always)
    func record(_ item: Int) -> Record {
      Record(
        value: values[item], lane: lanes[item], span: spans.isEmpty ? 1 : spans[item],
        flags: flags[item])
    }

    /// The cursor after the block.
    var exitCursor: Int32 { lastAutoCursor >= 0 ? lastAutoCursor : enterCursor }

    /// The lane group of `lane`.
    @inline(__always)
    func group(_ lane: Int) -> Range<Int> {
      Int(laneStarts[lane])..<Int(laneStarts[lane + 1])
    }

    /// Calls `body` with the block's sizings, offsets and flags to change in place, and its
    /// lane groups to read, without copying any of them.
    mutating func update(
      _ body: (
        UnsafeMutableBufferPointer<Double>, UnsafeMutableBufferPointer<Double>,
        UnsafeMutableBufferPointer<Flags>, UnsafeBufferPointer<UInt16>, UnsafeBufferPointer<UInt32>
      ) -> Void
    ) {
      values.withUnsafeMutableBufferPointer { values in
        offsets.withUnsafeMutableBufferPointer { offsets in
          flags.withUnsafeMutableBufferPointer { flags in
            laneOrder.withUnsafeBufferPointer { laneOrder in
              laneStarts.withUnsafeBufferPointer { body(values, offsets, flags, laneOrder, $0) }
            }
          }
        }
      }
    }

    /// Bytes held by the block's arrays, counting their spare capacity and each allocation's
    /// header.
    var footprint: Int {
      func bytes<Element>(_ array: [Element]) -> Int {
        array.capacity == 0 ? 0 : 32 + array.capacity * MemoryLayout<Element>.stride
      }
      return bytes(values) + bytes(offsets) + bytes(lanes) + bytes(spans) + bytes(flags)
        + bytes(laneOrder) + bytes(laneStarts)
    }
  }

  /// An item as a re-write places it: its record, the lanes it covers and where it runs.
  struct Placed: Sendable {
    var record: Record
    var lane: Int
    var span: Int
    var start: Double
    var end: Double
  }
}

extension MasonryIndex.Block {
  /// A block of `items`, placed from `enter` (where each lane ran before them) and `cursor`,
  /// in a masonry of `laneCount` lanes with `spacing` between items of a lane; and how far each
  /// lane runs on across it.
  init(
    _ items: ArraySlice<MasonryIndex.Placed>, enter: [Double], cursor: Int32, laneCount: Int,
    spacing: Double
  ) {
    let count = items.count
    values.reserveCapacity(count)
    offsets.reserveCapacity(count)
    lanes.reserveCapacity(count)
    flags.reserveCapacity(count)
    enterCursor = cursor
    var memberships = Array(repeating: UInt32(0), count: laneCount + 1)
    for placed in items {
      let record = placed.record
      values.append(record.value)
      offsets.append(placed.start - enter[placed.lane])
      lanes.append(record.lane)
      flags.append(record.flags)
      if record.span != 1 || !spans.isEmpty {
        if spans.isEmpty { spans = Array(repeating: 1, count: values.count - 1) }
        spans.append(record.span)
      }
      if record.flags.contains(.estimated) { estimatedCount += 1 }
      if placed.span > 1 { spanningCount += 1 }
      if !record.flags.contains(.explicit) {
        lastAutoCursor = Int32(truncatingIfNeeded: placed.lane + placed.span)
      }
      for lane in placed.lane..<(placed.lane + placed.span) { memberships[lane + 1] += 1 }
    }
    for lane in 0..<laneCount { memberships[lane + 1] += memberships[lane] }
    laneStarts = memberships
    laneOrder = Array(repeating: 0, count: Int(memberships[laneCount]))
    var next = memberships
    for (item, placed) in items.enumerated() {
      for lane in placed.lane..<(placed.lane + placed.span) {
        laneOrder[Int(next[lane])] = UInt16(truncatingIfNeeded: item)
        next[lane] += 1
      }
    }
  }
}
