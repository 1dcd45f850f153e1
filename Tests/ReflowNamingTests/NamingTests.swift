import Foundation
import Testing

/// Keeps `EveryPublicName.swift` and the stand-ins honest: every public type the libraries
/// declare is named there, and none shares a name with SwiftUI's.
@Suite struct NamingTests {
  /// The repository's root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The top-level public types the Swift files under `folder` declare.
  static func publicTypes(under folder: String) throws -> Set<String> {
    let base = root.appendingPathComponent(folder)
    let files = try #require(FileManager.default.enumerator(atPath: base.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    let declaration = try Regex(
      #"(?m)^public (?:final class|class|struct|enum|protocol|typealias|actor) ([A-Za-z_0-9]+)"#)
    var names: Set<String> = []
    for file in files {
      let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: declaration) {
        if let name = match.output[1].substring { names.insert(String(name)) }
      }
    }
    return names
  }

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("Every public type of Reflow and ReflowTesting is named in EveryPublicName.swift")
  func everyTypeIsUsed() throws {
    let declared = try Self.publicTypes(under: "Sources/Reflow")
      .union(Self.publicTypes(under: "Sources/ReflowTesting"))
    #expect(declared.count > 40)
    let uses = try Self.text("Tests/ReflowNamingTests/EveryPublicName.swift")
    let missing = declared.filter { !uses.contains("typealias Uses\($0) = \($0)\n") }
    #expect(missing.isEmpty, "add `private typealias Uses<Name> = <Name>` for \(missing.sorted())")
  }

  @Test("No public type shares a name with SwiftUI's or Foundation's unprefixed types")
  func noCollision() throws {
    let standIns = try Self.publicTypes(under: "Tests/SwiftUINames")
    #expect(standIns.count > 200)
    for folder in ["Sources/Reflow", "Sources/ReflowTesting", "Sources/ReflowSimulation"] {
      let clash = try Self.publicTypes(under: folder).intersection(standIns)
      #expect(clash.isEmpty, "\(folder) declares SwiftUI's \(clash.sorted())")
    }
  }
}
