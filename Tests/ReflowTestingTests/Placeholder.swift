import ReflowTesting
import Testing

@Test("The kit re-exports Reflow") func reexports() {
  #expect(Size.zero.width == 0)
}
