/// A hash table from element ids to node indices, built once per frame.
///
/// It uses the hash each ``ElementID`` computed when it was made, so building the table for a
/// frame costs a few nanoseconds per element where a `Dictionary` would rehash every id.
/// Positions are stored as 32-bit integers in one open-addressing array with linear probing;
/// the table never holds more than half its slots.
struct IDTable: Sendable {
  private var slots: [Int32] = []
  private var mask = 0

  /// Creates an empty table with room for `capacity` ids.
  init(capacity: Int) {
    reset(capacity: capacity)
  }

  /// A table without storage, which finds nothing: ``reset(capacity:)`` makes it usable.
  init() {}

  /// Empties the table, keeping its storage, with room for `capacity` ids.
  mutating func reset(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots.removeAll(keepingCapacity: true)
    slots.append(contentsOf: repeatElement(-1, count: size))
    mask = size - 1
  }

  /// Calls `body` with an inserter over the table's slots, which records nodes without checking
  /// the table's storage each time: the table must have room for every node `body` inserts
  /// (``reset(capacity:)`` with at least their number).
  mutating func withInserter<Result>(
    ids: UnsafeBufferPointer<ElementID>, _ body: (inout Inserter) -> Result
  ) -> Result {
    let mask = mask
    return slots.withUnsafeMutableBufferPointer { slots in
      var inserter = Inserter(slots: slots, mask: mask, ids: ids)
      return body(&inserter)
    }
  }

  /// Records nodes in a table's slots, which have room for all of them.
  struct Inserter {
    let slots: UnsafeMutableBufferPointer<Int32>
    let mask: Int
    let ids: UnsafeBufferPointer<ElementID>

    /// Records the node at `position` under its id unless the table has that id: returns the
    /// node recorded earlier, or `nil` when `position` was recorded.
    @inline(__always)
    mutating func insert(_ position: Int) -> Int? {
      let id = ids[position]
      var slot = id.hash & mask
      while true {
        let existing = Int(slots[slot])
        if existing < 0 {
          slots[slot] = Int32(truncatingIfNeeded: position)
          return nil
        }
        if ids[existing] == id { return existing }
        slot = (slot + 1) & mask
      }
    }
  }

  /// The node recorded for `id`, if any.
  func position(of id: ElementID, ids: [ElementID]) -> Int? {
    guard !slots.isEmpty else { return nil }
    var slot = id.hash & mask
    while true {
      let existing = Int(slots[slot])
      if existing < 0 { return nil }
      if ids[existing] == id { return existing }
      slot = (slot + 1) & mask
    }
  }
}
