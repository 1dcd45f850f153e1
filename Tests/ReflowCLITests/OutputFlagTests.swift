import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `-o`, `--timeline` and `--svg` all write through the one output writer, and warn when a file
/// name says another format.
@Suite struct OutputFlagTests {
  static let document = #"{"container":{"width":100},"items":[{"width":40,"height":10}]}"#

  /// The command line writing to `path` with each output flag.
  static let writers: [(flag: String, name: String, arguments: @Sendable (String) -> [String])] = [
    ("-o", "out.json", { ["layout", "-", "-o", $0] }),
    ("--timeline", "run.csv", { ["simulate", "--duration", "2s", "--timeline", $0] }),
    ("--svg", "run.svg", { ["simulate", "--duration", "2s", "--svg", $0] }),
  ]

  @Test("Each output flag follows a link and writes the file it names", arguments: [0, 1, 2])
  func throughLink(writer: Int) throws {
    let (flag, name, arguments) = Self.writers[writer]
    try OutputFileTests.inFolder { folder in
      try "old".write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
      // The link's name has the target's extension, which `--timeline` reads the format from.
      let link = folder + "/link-" + name
      #expect(symlink(name, link) == 0)
      let output = try CLIRunner.run(arguments(link), stdin: Self.document)
      #expect(output.status == 0, "\(flag): \(output)")
      #expect(OutputFileTests.kind(link) == S_IFLNK, "\(flag) replaced the link")
      let written = try OutputFileTests.read(folder + "/" + name)
      #expect(written != "old" && !written.isEmpty, "\(flag) did not write through the link")
    }
  }

  @Test("Each output flag writes through a link to /dev/null, which stays a device",
        arguments: [0, 1, 2])
  func devNull(writer: Int) throws {
    let (flag, name, arguments) = Self.writers[writer]
    try #require(OutputFileTests.kind("/dev/null") == S_IFCHR)
    try OutputFileTests.inFolder { folder in
      let link = folder + "/null-" + name
      #expect(symlink("/dev/null", link) == 0)
      let output = try CLIRunner.run(arguments(link), stdin: Self.document)
      #expect(output.status == 0, "\(flag): \(output)")
      #expect(OutputFileTests.kind(link) == S_IFLNK)
      #expect(OutputFileTests.kind("/dev/null") == S_IFCHR)
    }
  }

  @Test("A file name naming another format warns on stderr, and the file is still written",
        arguments: [
          (["layout", "-", "--format", "json", "-o"], "x.svg",
           "warning: -o 'x.svg' will hold JSON, not SVG; pass --format svg, or name the file"
             + " 'x.json'\n"),
          (["simulate", "--duration", "2s", "--svg"], "out.png",
           "warning: --svg 'out.png' will hold SVG, not .png; name the file 'out.svg'\n"),
        ])
  func misnamed(arguments: [String], name: String, warning: String) throws {
    try OutputFileTests.inFolder { folder in
      let output = try CLIRunner.run(arguments + [folder + "/" + name], stdin: Self.document)
      #expect(output.status == 0)
      #expect(output.stderr == warning.replacingOccurrences(of: "'\(name)'",
                                                             with: "'\(folder)/\(name)'")
        .replacingOccurrences(of: "'x.json'", with: "'\(folder)/x.json'")
        .replacingOccurrences(of: "'out.svg'", with: "'\(folder)/out.svg'"))
      #expect(FileManager.default.fileExists(atPath: folder + "/" + name))
    }
  }
}

extension OutputFlagTests {
  @Test("-o /dev/stdout into a pipe writes to the pipe", arguments: ["/dev/stdout", "/dev/fd/1"])
  func standardOutputPipe(path: String) throws {
    let reflow = try #require(CLIRunner.executable).path
    let output = try CLIRunner.run(
      ["-c", "\"$REFLOW\" layout - --format ascii -o \(path) | cat"], stdin: Self.document,
      executable: "/bin/sh", environment: ["REFLOW": reflow])
    let direct = try CLIRunner.run(["layout", "-", "--format", "ascii"], stdin: Self.document)
    #expect(output.status == 0 && output.stderr == "", "\(output)")
    #expect(output.stdout == direct.stdout)
    #expect(!direct.stdout.isEmpty)
  }
}
