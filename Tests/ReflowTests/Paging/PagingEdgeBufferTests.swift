@testable import Reflow
import ReflowTesting
import Testing

/// The two-ended buffer behind a remote collection's window, against an array doing the same.
@Suite struct PagingEdgeBufferTests {
  @Test(
    "Appends, prepends, removals at both ends and writes keep the buffer equal to an array")
  func matchesArray() {
    let operation = Gen<(Int, Int)>.zip(.int(in: 0...5), .int(in: 0...6))
    let start = Gen<[Int]>.array(of: .int(in: -9...(-1)), count: 0...4)
    let operations = Gen<[(Int, Int)]>.array(of: operation, count: 0...60)
    check(Gen<([Int], [(Int, Int)])>.zip(start, operations)) { input in
      let (start, operations) = input
      var buffer = EdgeBuffer(start)
      var model = start
      var next = 0
      for (step, (kind, amount)) in operations.enumerated() {
        let values = Array(next..<(next + amount))
        next += amount
        switch kind {
        case 4 where !model.isEmpty:
          // Writes land on either side of the split.
          let position = amount % model.count
          buffer[position] = -100 - step
          model[position] = -100 - step
        case 4, 5:
          buffer.reserveCapacity(model.count + amount)
        case 0:
          buffer.append(contentsOf: values)
          model.append(contentsOf: values)
        case 1:
          buffer.prepend(contentsOf: values)
          model.insert(contentsOf: values, at: 0)
        case 2:
          buffer.removeFirst(amount)
          model.removeFirst(min(amount, model.count))
        default:
          buffer.removeLast(amount)
          model.removeLast(min(amount, model.count))
        }
        if Array(buffer) != model || buffer.count != model.count {
          return [Violation("same as an array", "step \(step): \(Array(buffer)) vs \(model)")]
        }
      }
      return []
    }
  }
}
