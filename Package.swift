// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Reflow",
  // The oldest Apple releases with everything the package uses at run time: `ContinuousClock`
  // and `Duration` (the CLI and benchmarks) need macOS 13, iOS 16, tvOS 16 and watchOS 9.
  // Linux needs no entry.
  platforms: [
    .macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16), .visionOS(.v1),
  ],
  products: [
    .library(name: "Reflow", targets: ["Reflow"]),
    .library(name: "ReflowTesting", targets: ["ReflowTesting"]),
    // The scroll simulator `reflow simulate` drives, for tuning a paging scenario from a test:
    // a `SimulationConfiguration` in, a `SimulationSummary` out.
    .library(name: "ReflowSimulation", targets: ["ReflowSimulation"]),
    .executable(name: "reflow", targets: ["ReflowCLI"]),
  ],
  dependencies: [],
  targets: [
    // The engine: imports nothing but the standard library.
    .target(
      name: "Reflow",
      // `Double.rounded()` calls libm on Linux; executables that import nothing else need it.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    // The scroll simulator `reflow simulate` drives: kept out of the engine's public API, a
    // library of its own.
    .target(name: "ReflowSimulation", dependencies: ["Reflow"]),
    // Property-based testing kit for layouts: generators, shrinking, invariants.
    .target(name: "ReflowTesting", dependencies: ["Reflow"]),
    // The `reflow` executable. Named ReflowCLI so `Sources/Reflow` and `Sources/reflow`
    // cannot collide on a case-insensitive disk.
    .executableTarget(name: "ReflowCLI", dependencies: ["Reflow", "ReflowSimulation"]),
    .executableTarget(name: "ReflowBenchmarks", dependencies: ["Reflow", "ReflowSimulation"]),
    .testTarget(
      name: "ReflowTests",
      dependencies: ["Reflow", "ReflowTesting"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "ReflowTestingTests", dependencies: ["ReflowTesting", "Reflow"]),
    // ReflowTesting under XCTest: a failing property must fail an XCTest test too.
    .testTarget(name: "ReflowTestingXCTests", dependencies: ["ReflowTesting"]),
    .testTarget(
      name: "ReflowSimulationTests", dependencies: ["ReflowSimulation", "Reflow", "ReflowTesting"]),
    // Stand-ins for SwiftUI's public type names, and a test target that must compile with them
    // and every Reflow public type imported side by side.
    .target(name: "SwiftUINames", path: "Tests/SwiftUINames"),
    .testTarget(
      name: "ReflowNamingTests", dependencies: ["SwiftUINames", "Reflow", "ReflowTesting"]),
    // ReflowTesting: the `reflow layout` round-trip property generates its cases with the kit.
    .testTarget(name: "ReflowCLITests", dependencies: ["ReflowCLI", "ReflowTesting"]),
    // The libFuzzer targets, which `Scripts/fuzz.sh` builds with `-D FUZZING`; under
    // `swift test` they replay their corpora instead.
    .testTarget(
      name: "ReflowFuzzTests", dependencies: ["ReflowCLI", "ReflowTesting", "Reflow"],
      path: "Tests/Fuzz", exclude: ["Corpus", "Dictionaries"]),
  ],
  swiftLanguageModes: [.v6]
)
