import Reflow
import ReflowTesting
import Testing

/// The collection machine over `CollectionSnapshot` and `CollectionLayout` as they are.
@Suite struct CollectionMachineTests {
  @Test("Every snapshot edit, restyle, shelf scroll, resize and measurement agrees with the model")
  func snapshotsAndLayouts() {
    check(CollectionMachine())
  }
}
