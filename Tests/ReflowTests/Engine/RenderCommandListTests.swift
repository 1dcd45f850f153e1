import Reflow
import ReflowTesting
import Testing

/// `RenderCommandList` behaves as the array of its commands would: equal lists hash alike, a
/// list rebuilt from its commands equals it, and it describes itself as that array does. Runs
/// `REFLOW_PROPERTY_ITERATIONS` generated element trees; a failure prints the seed and the
/// shrunk tree.
@Suite struct RenderCommandListTests {
  @Test("Equal lists hash alike and read as the array of their commands")
  func asAnArray() {
    check(.zip(.elementTree(), EnginePropertyTests.frameSize)) { tree, size in
      let first = LayoutEngine().arrange(in: size) { tree.declare(in: $0) }.renderCommands
      let second = LayoutEngine().arrange(in: size) { tree.declare(in: $0) }.renderCommands
      let commands = Array(first)
      let rebuilt = RenderCommandList(commands)
      var violations: [Violation] = []
      for (name, other) in [("another engine's", second), ("rebuilt", rebuilt)] {
        if other != first {
          violations.append(Violation("equal", "the \(name) list differs: \(other) vs \(first)"))
        }
        if other.hashValue != first.hashValue {
          violations.append(Violation("hash", "the \(name) list hashes differently"))
        }
      }
      if first.description != commands.description {
        violations.append(Violation("description", "\(first.description) vs \(commands)"))
      }
      if first.debugDescription != commands.debugDescription {
        violations.append(Violation("debugDescription", first.debugDescription))
      }
      if let last = commands.last {
        let shorter = RenderCommandList(Array(commands.dropLast()))
        if shorter == first {
          violations.append(Violation("unequal", "dropping \(last.id) leaves an equal list"))
        }
        var moved = commands
        moved[moved.count - 1].rect.origin.x += 1
        if RenderCommandList(moved) == first {
          violations.append(Violation("unequal", "moving \(last.id) leaves an equal list"))
        }
      }
      return violations
    }
  }
}
