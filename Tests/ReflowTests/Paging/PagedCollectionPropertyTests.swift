import Reflow
import ReflowTesting
import Testing

/// A revealed `PagedCollection` under generated command sequences, through the machine
/// ReflowTesting ships (`PagedCollectionMachine`): pages revealed, the source replaced with
/// elements inserted or deleted at the head, in the middle and at the tail, resets, and a
/// restored page count from below 0 to past the end — checked after every step against a list
/// and a page count, and shrunk to a pasteable replay on failure.
@Suite struct PagedCollectionPropertyTests {
  @Test("A revealed collection shows a clamped prefix of its source after every step")
  func revealingSequences() {
    check(PagedCollectionMachine())
  }
}
