import Reflow

/// The SwiftUI recipe's flow layout, kept as a baseline: sizes and offsets in dictionaries keyed
/// by item id, and a cursor that wraps when an item does not fit the rest of the line.
///
/// This is the shape of the recipe's `@State var sizes: [ID: CGSize]` reduced from a preference
/// key, and of its loop that fills `offsets: [ID: CGPoint]`. It handles only leading, top
/// alignment, which is what it is compared with.
struct RecipeFlow: Sendable {
  /// The ids in display order.
  var ids: [Int]
  /// Each item's size, as the preference key reported it.
  var sizes: [Int: Size]

  /// Keys the workload's sizes by their index, as the recipe's state would hold them.
  init(_ workload: FlowWorkload) {
    ids = Array(workload.sizes.indices)
    sizes = Dictionary(uniqueKeysWithValues: zip(ids, workload.sizes))
  }

  /// Runs the recipe's loop and returns each item's offset by id.
  func offsets(width: Double, itemSpacing: Double, lineSpacing: Double) -> [Int: Point] {
    var offsets: [Int: Point] = [:]
    offsets.reserveCapacity(ids.count)
    var x = 0.0
    var y = 0.0
    var lineHeight = 0.0
    for id in ids {
      let size = sizes[id] ?? .zero
      if x > 0 && x + size.width > width {
        x = 0
        y += lineHeight + lineSpacing
        lineHeight = 0
      }
      offsets[id] = Point(x: x, y: y)
      x += size.width + itemSpacing
      lineHeight = Swift.max(lineHeight, size.height)
    }
    return offsets
  }
}
