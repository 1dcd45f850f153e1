/// The batch path of ``Masonry/add(contentsOf:)``: a run of auto-placed items of one lane each
/// (the common case, photos in columns) is placed over the arrays' memory directly, checking
/// each item as it goes rather than in a pass of its own, and the lanes' lists are filled after,
/// in one counting sort.
///
/// It writes what ``Masonry/add(_:)`` writes item by item: the same rule, through
/// ``MasonryLaneState/chooseOneLane(running:cursor:tolerance:)``, and the same arithmetic,
/// through ``MasonryGeometry``.
extension Masonry {
  /// What ``addOneLaneBatch(_:)`` did.
  enum BatchOutcome: Equatable {
    /// Every item is placed.
    case placed
    /// Nothing is placed: some item is invalid, covers several lanes or has a lane of its own.
    case mixed
    /// Nothing is placed: the item at this offset, and every one before it, is valid, auto-placed
    /// and of one lane, and it would end past the largest finite coordinate.
    case overflow(at: Int)
  }

  /// Places `items` when every one is valid, auto-placed and of one lane; otherwise changes
  /// nothing and says why.
  ///
  /// - Complexity: O(*m* × *l*) for *m* items and *l* lanes, and no pass over the items but
  ///   the one placing them and the one sorting them into their lanes' lists.
  mutating func addOneLaneBatch(_ items: UnsafeBufferPointer<MasonryItem>) -> BatchOutcome {
    let count = items.count
    guard count > 0 else { return .placed }
    let base = storage.frames.count
    let laneCount = self.laneCount
    var frames: [Rect] = []
    var lanes: [Int32] = []
    swap(&frames, &storage.frames)
    swap(&lanes, &storage.startLanes)
    defer {
      swap(&frames, &storage.frames)
      swap(&lanes, &storage.startLanes)
    }
    // The lanes' running positions and ends, and each lane's number of items, on the stack: the
    // arrays are written back only once every item is placed, so that a batch that stops
    // leaves them as they were.
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * laneCount) { scratch in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: laneCount) { counts in
        let running = UnsafeMutableBufferPointer(rebasing: scratch[0..<laneCount])
        let ends = UnsafeMutableBufferPointer(rebasing: scratch[laneCount...])
        _ = state.running.withUnsafeBufferPointer { running.initialize(fromContentsOf: $0) }
        _ = storage.laneEnds.withUnsafeBufferPointer { ends.initialize(fromContentsOf: $0) }
        counts.initialize(repeating: 0)
        var run = MasonryBatchRun(
          geometry: geometry, running: running, ends: ends, counts: counts, cursor: state.cursor,
          extent: storage.mainExtent)
        var outcome = BatchOutcome.placed
        if base == 0 && frames.capacity < count {
          // A first batch writes into new buffers, without filling them with zeros first.
          frames = [Rect](unsafeUninitializedCapacity: count) { frameBuffer, framesWritten in
            lanes = [Int32](unsafeUninitializedCapacity: count) { laneBuffer, lanesWritten in
              outcome = run.place(items, frames: frameBuffer.baseAddress!, lanes: laneBuffer.baseAddress!)
              lanesWritten = outcome == .placed ? count : 0
            }
            framesWritten = outcome == .placed ? count : 0
          }
        } else {
          frames.reserveCapacity(base + count)
          lanes.reserveCapacity(base + count)
          // Counted in, then written over: appending each would check the buffer per item.
          frames.append(contentsOf: repeatElement(.zero, count: count))
          lanes.append(contentsOf: repeatElement(0, count: count))
          frames.withUnsafeMutableBufferPointer { frameBuffer in
            lanes.withUnsafeMutableBufferPointer { laneBuffer in
              outcome = run.place(
                items, frames: frameBuffer.baseAddress! + base, lanes: laneBuffer.baseAddress! + base)
            }
          }
          if outcome != .placed {
            frames.removeLast(count)
            lanes.removeLast(count)
          }
        }
        guard outcome == .placed else { return outcome }
        state.running.withUnsafeMutableBufferPointer { _ = $0.update(fromContentsOf: running) }
        storage.laneEnds.withUnsafeMutableBufferPointer { _ = $0.update(fromContentsOf: ends) }
        state.cursor = run.cursor
        storage.mainExtent = run.extent
        lanes.withUnsafeBufferPointer { lanes in
          appendToLaneLists(UnsafeBufferPointer(rebasing: lanes[base...]), from: base, counts: counts)
        }
        if !storage.spans.isEmpty { storage.spans.append(contentsOf: repeatElement(1, count: count)) }
        return .placed
      }
    }
  }

  /// Appends items `base...` to their lanes' lists, given each one's lane and each lane's
  /// number of them: a counting sort into one buffer, then one copy per lane, rather than a
  /// pass over the items per lane or an append per item (which lane an item took is a coin
  /// toss to the branch predictor).
  private mutating func appendToLaneLists(
    _ lanes: UnsafeBufferPointer<Int32>, from base: Int, counts: UnsafeMutableBufferPointer<Int>
  ) {
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: lanes.count) { sorted in
      // Each lane's next slot in `sorted`, from the lanes before it.
      var start = 0
      for lane in counts.indices {
        let count = counts[lane]
        counts[lane] = start
        start += count
      }
      for (offset, lane) in lanes.enumerated() {
        let slot = counts[Int(lane)]
        sorted[slot] = Int32(truncatingIfNeeded: base + offset)
        counts[Int(lane)] = slot + 1
      }
      // Each lane's slots now end where the next lane's begin.
      var lower = 0
      for lane in counts.indices {
        let upper = counts[lane]
        if upper > lower {
          storage.laneItems[lane].append(
            contentsOf: UnsafeBufferPointer(rebasing: sorted[lower..<upper]))
        }
        lower = upper
      }
    }
  }
}

/// The state one batch of ``Masonry/addOneLaneBatch(_:)`` places items from, in memory it does
/// not have to check.
private struct MasonryBatchRun {
  let geometry: MasonryGeometry
  let running: UnsafeMutableBufferPointer<Double>
  let ends: UnsafeMutableBufferPointer<Double>
  let counts: UnsafeMutableBufferPointer<Int>
  var cursor: Int
  var extent: Double

  /// Places `items` in order, writing each one's frame and lane; stops at the first that is
  /// invalid, not auto-placed or of several lanes (`.mixed`), or that would overflow.
  ///
  /// Each lane's extent and origin across the lanes are read from a table made once: the
  /// numbers ``MasonryGeometry/frame(lane:span:start:length:)`` computes, without its branches
  /// and checked reads per item.
  mutating func place(
    _ items: UnsafeBufferPointer<MasonryItem>, frames: UnsafeMutablePointer<Rect>,
    lanes: UnsafeMutablePointer<Int32>
  ) -> Masonry.BatchOutcome {
    let geometry = self.geometry
    let laneCount = running.count
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * laneCount) { table in
      for lane in 0..<laneCount {
        table[lane] = geometry.laneLengths[lane]
        table[laneCount + lane] = geometry.crossOrigin(lane: lane)
      }
      let crossSizes = table.baseAddress!
      let crossOrigins = table.baseAddress! + laneCount
      let runningBuffer = UnsafeBufferPointer(running)
      let running = self.running.baseAddress!
      let ends = self.ends.baseAddress!
      let counts = self.counts.baseAddress!
      let (tolerance, spacing, limit) = (geometry.tolerance, geometry.itemSpacing, geometry.mainLimit)
      let vertical = geometry.axis == .vertical
      let leftToRight = geometry.direction == .leftToRight
      let (top, leading, width) = (geometry.insets.top, geometry.insets.leading, geometry.box.width)
      var cursor = self.cursor
      defer {
        self.cursor = cursor
        // Each lane's ends only grow (a start is the lane's last end plus a spacing of at least
        // 0), so the farthest end is the farthest lane's, found once rather than per item.
        for lane in 0..<laneCount where ends[lane] > extent { extent = ends[lane] }
      }
      for offset in 0..<items.count {
        let item = items[offset]
        // What `MasonryItem.isValid(laneCount:)` checks, for an item of one auto-placed lane.
        guard item.span == 1, item.lane == nil else { return .mixed }
        let lane = MasonryLaneState.chooseOneLane(
          running: runningBuffer, cursor: cursor, tolerance: tolerance)
        let cross = crossSizes[lane]
        let length: Double
        switch item.sizing {
        case .length(let value):
          guard value.isFinite && value >= 0 else { return .mixed }
          length = value
        case .aspectRatio(let ratio):
          guard ratio.isFinite && ratio > 0 else { return .mixed }
          length = vertical ? cross / ratio : cross * ratio
        }
        let start = running[lane]
        let end = start + length
        guard end <= limit else { return .overflow(at: offset) }
        running[lane] = end + spacing
        cursor = lane + 1
        ends[lane] = end
        counts[lane] &+= 1
        frames[offset] =
          vertical
          ? Rect(x: crossOrigins[lane], y: top + start, width: cross, height: length)
          : Rect(
            x: leftToRight ? leading + start : width - leading - start - length,
            y: crossOrigins[lane], width: length, height: cross)
        lanes[offset] = Int32(truncatingIfNeeded: lane)
      }
      return .placed
    }
  }
}
