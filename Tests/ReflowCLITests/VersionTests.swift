import Foundation
import Testing

/// The version is written once, in the CLI (`reflow --version`); the README's install line and
/// the CHANGELOG's newest entry must name the same one.
@Suite struct VersionTests {
  static func version() throws -> String {
    let output = try CLIRunner.run(["--version"])
    let line = output.stdout.trimmingCharacters(in: .newlines)
    try #require(line.hasPrefix("reflow "), "\(output)")
    return String(line.dropFirst("reflow ".count))
  }

  static func read(_ name: String) throws -> String {
    try String(
      contentsOf: CLIRunner.packageRoot.appendingPathComponent(name), encoding: .utf8)
  }

  @Test("The version is a semantic version")
  func semantic() throws {
    let parts = try Self.version().split(separator: ".")
    #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil })
  }

  @Test("README's install line names the version, as a release; a branch only as the fallback")
  func readme() throws {
    let readme = try Self.read("README.md")
    let version = try Self.version()
    let release = try #require(readme.range(
      of: #".package(url: "https://github.com/reflow-swift/Reflow.git", from: "\#(version)")"#))
    // Depending on the branch is the fallback for a mirror without tags, said after the
    // release line, never instead of it.
    for branch in readme.ranges(of: "branch: \"main\"") {
      #expect(release.upperBound < branch.lowerBound)
    }
  }

  @Test("The CHANGELOG's newest released entry is the version; later work is Unreleased")
  func changelog() throws {
    let changelog = try Self.read("CHANGELOG.md")
    let entries = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") }
    let newest = try #require(entries.first { $0 != "## Unreleased" })
    #expect(newest.hasPrefix("## \(try Self.version()) — "))
    #expect(!newest.lowercased().contains("unreleased"))
    // Only one section collects what is not released yet, and it comes first.
    #expect(entries.dropFirst().allSatisfy { $0 != "## Unreleased" })
  }
}
