@testable import Reflow
import Testing

/// A rejected batch takes back what it switched on, not only the items it placed.
@Suite struct FlowRejectedBatchTests {
  @Test("A batch that overflows after a growing item leaves the layout keeping no grow factors")
  func growSwitchedOff() throws {
    let options = FlowOptions(itemSpacing: 4)
    var layout = try Flow(container: Size(width: 100, height: 100), options: options)
    var control = layout
    let plain = Size(width: 20, height: 10)
    try layout.add(contentsOf: [plain, plain])
    try control.add(contentsOf: [plain, plain])
    // Valid items, placed until the third ends past the largest finite coordinate.
    let tall = FlowItem(Size(width: 90, height: .greatestFiniteMagnitude))
    let batch = [FlowItem(plain, grow: 1), tall, tall]
    #expect(throws: ReflowError.coordinateOverflow(index: 4)) {
      try layout.add(contentsOf: batch)
    }
    #expect(!layout.isGrowActive && layout.grows.isEmpty && layout.naturalLengths.isEmpty)
    #expect(layout.checkInvariants() == [])
    try layout.add(plain)
    try control.add(plain)
    #expect(layout.finish().frames == control.finish().frames)
  }
}
