// ReflowTesting: property-based testing for layouts.
//
// Seeded generators (`Gen`) with integrated shrinking, a runner (`check`, `findCounterexample`)
// that reports a replayable seed, reusable layout invariants (`LayoutInvariants`,
// `FlowInvariants`) and a deliberately simple reference flow layout (`ReferenceFlow`).
// Importing ReflowTesting also imports Reflow.
@_exported import Reflow
