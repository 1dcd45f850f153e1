@testable import Reflow
import ReflowTesting
import Testing

/// The two-ended buffer behind a remote collection's window, against an array doing the same.
@Suite struct PagingEdgeBufferTests {
  @Test("Appends, prepends and removals at both ends keep the buffer equal to an array")
  func matchesArray() {
    let operation = Gen<(Int, Int)>.zip(.int(in: 0...3), .int(in: 0...6))
    check(Gen.array(of: operation, count: 0...60)) { operations in
      var buffer = EdgeBuffer<Int>()
      var model: [Int] = []
      var next = 0
      for (step, (kind, amount)) in operations.enumerated() {
        let values = Array(next..<(next + amount))
        next += amount
        switch kind {
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
