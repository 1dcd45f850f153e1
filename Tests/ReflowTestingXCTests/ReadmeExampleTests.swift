// The README's XCTest example, verbatim, so it cannot rot.
import ReflowTesting
import XCTest

final class FlowTests: XCTestCase {
  func testFlowBehavesLikeTheReferenceUnderAnyOperations() {
    check(FlowMachine<Flow>())
  }

  func testMirroredThenDoubledFlowsMatch() {
    check(Gen.layoutCase()) { layoutCase in
      try FlowRelation.mirrored.then(.scaled(by: 2)).violations(for: layoutCase) {
        FlowOutput(try $0.layout())
      }
    }
  }
}
