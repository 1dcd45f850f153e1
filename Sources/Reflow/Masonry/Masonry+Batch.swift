/// The batch path of ``Masonry/add(contentsOf:)``: a run of auto-placed items of one lane each
/// (the common case, photos in columns) is placed over the arrays' memory directly, without
/// checking each append, and the lanes' lists are filled after.
///
/// It writes what ``Masonry/add(_:)`` writes item by item: the same rule, through
/// ``MasonryLaneState/chooseOneLane(tolerance:)``, and the same arithmetic, through
/// ``MasonryGeometry``.
extension Masonry {
  /// Whether every item of `items` is valid, auto-placed and of one lane.
  static func fitsOneLaneBatch(_ items: UnsafeBufferPointer<MasonryItem>, laneCount: Int) -> Bool {
    items.allSatisfy { $0.span == 1 && $0.lane == nil && $0.isValid(laneCount: laneCount) }
  }

  /// Places `items`, valid, auto-placed and of one lane each; returns the offset of the first
  /// that would end past the largest finite coordinate, with the ones before it placed, or
  /// `nil` when all are placed.
  mutating func addOneLaneBatch(_ items: UnsafeBufferPointer<MasonryItem>) -> Int? {
    let count = items.count
    let base = storage.frames.count
    var frames: [Rect] = []
    var lanes: [Int32] = []
    var running: [Double] = []
    var ends: [Double] = []
    swap(&frames, &storage.frames)
    swap(&lanes, &storage.startLanes)
    swap(&running, &state.running)
    swap(&ends, &storage.laneEnds)
    frames.reserveCapacity(base + count)
    lanes.reserveCapacity(base + count)
    // Counted in, then written over: appending each would check the buffer per item.
    frames.append(contentsOf: repeatElement(.zero, count: count))
    lanes.append(contentsOf: repeatElement(0, count: count))
    var cursor = state.cursor
    var extent = storage.mainExtent
    var placed = count
    let geometry = self.geometry
    frames.withUnsafeMutableBufferPointer { frames in
      lanes.withUnsafeMutableBufferPointer { lanes in
        running.withUnsafeMutableBufferPointer { running in
          ends.withUnsafeMutableBufferPointer { ends in
            for offset in 0..<count {
              let lane = MasonryLaneState.chooseOneLane(
                running: UnsafeBufferPointer(running), cursor: cursor,
                tolerance: geometry.tolerance)
              let start = running[lane]
              let length = geometry.length(items[offset].sizing, lane: lane, span: 1)
              let end = start + length
              guard end <= geometry.mainLimit else {
                placed = offset
                break
              }
              running[lane] = end + geometry.itemSpacing
              cursor = lane + 1
              ends[lane] = end
              if end > extent { extent = end }
              frames[base + offset] = geometry.frame(
                lane: lane, span: 1, start: start, length: length)
              lanes[base + offset] = Int32(truncatingIfNeeded: lane)
            }
          }
        }
      }
    }
    if placed < count {
      frames.removeLast(count - placed)
      lanes.removeLast(count - placed)
    }
    // Each lane's list, a lane at a time, written without a branch per item (which lane an
    // item took is a coin toss to the branch predictor).
    var counts = Array(repeating: 0, count: storage.laneItems.count)
    for offset in 0..<placed { counts[Int(lanes[base + offset])] += 1 }
    lanes.withUnsafeBufferPointer { lanes in
      for lane in storage.laneItems.indices where counts[lane] > 0 {
        let wanted = Int32(truncatingIfNeeded: lane)
        let added = [Int32](unsafeUninitializedCapacity: counts[lane] + 1) { list, written in
          var next = 0
          for offset in 0..<placed {
            list[next] = Int32(truncatingIfNeeded: base + offset)
            next += lanes[base + offset] == wanted ? 1 : 0
          }
          written = next
        }
        storage.laneItems[lane].append(contentsOf: added)
      }
    }
    if !storage.spans.isEmpty { storage.spans.append(contentsOf: repeatElement(1, count: placed)) }
    swap(&frames, &storage.frames)
    swap(&lanes, &storage.startLanes)
    swap(&running, &state.running)
    swap(&ends, &storage.laneEnds)
    state.cursor = cursor
    storage.mainExtent = extent
    return placed < count ? placed : nil
  }
}
