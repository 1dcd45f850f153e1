// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Reflow",
  products: [
    .library(name: "Reflow", targets: ["Reflow"]),
    .executable(name: "reflow", targets: ["ReflowCLI"]),
  ],
  dependencies: [],
  targets: [
    // The engine: imports nothing but the standard library.
    .target(name: "Reflow"),
    // The `reflow` executable. Named ReflowCLI so `Sources/Reflow` and `Sources/reflow`
    // cannot collide on a case-insensitive disk.
    .executableTarget(name: "ReflowCLI", dependencies: ["Reflow"]),
    .executableTarget(name: "ReflowBenchmarks", dependencies: ["Reflow"]),
    .testTarget(
      name: "ReflowTests",
      dependencies: ["Reflow"],
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
