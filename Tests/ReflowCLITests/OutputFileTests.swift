import Foundation
import Testing

@testable import ReflowCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one writer every command's output file goes through: a regular file is replaced
/// atomically, anything else keeps its kind, links are followed.
@Suite struct OutputFileTests {
  /// A fresh, empty folder, removed after `body`.
  static func inFolder(_ body: (String) throws -> Void) throws {
    let folder = CLIRunner.temporaryPath().path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
  }

  /// The kind of file at `path`, without following a link: `S_IFREG`, `S_IFLNK`, …
  static func kind(_ path: String) -> mode_t? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test("A regular file is replaced, keeps its permissions, and no temporary file is left")
  func regularFile() throws {
    try Self.inFolder { folder in
      let path = folder + "/out.json"
      try "old, and longer than the new text".write(toFile: path, atomically: false,
                                                     encoding: .utf8)
      #expect(chmod(path, 0o640) == 0)
      try OutputFile.write("new", toPath: path)
      #expect(try Self.read(path) == "new")
      var status = stat()
      #expect(stat(path, &status) == 0)
      #expect(status.st_mode & 0o7777 == 0o640)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.json"])
    }
  }

  @Test("A new file is created as `>` would create it")
  func newFile() throws {
    try Self.inFolder { folder in
      let path = folder + "/new.svg"
      try OutputFile.write("<svg/>", toPath: path)
      #expect(try Self.read(path) == "<svg/>")
      #expect(Self.kind(path) == S_IFREG)
      var status = stat()
      #expect(stat(path, &status) == 0)
      let mask = umask(0o022)
      umask(mask)
      #expect(status.st_mode & 0o777 == 0o666 & ~mask)
    }
  }

  @Test("A link is followed: the link stays a link and the file it names gets the text")
  func symbolicLink() throws {
    try Self.inFolder { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/real", withIntermediateDirectories: false)
      try "old".write(toFile: folder + "/real/out.txt", atomically: false, encoding: .utf8)
      #expect(symlink("real/out.txt", folder + "/link") == 0)
      #expect(symlink("link", folder + "/link-to-link") == 0)
      try OutputFile.write("new", toPath: folder + "/link-to-link")
      #expect(Self.kind(folder + "/link-to-link") == S_IFLNK)
      #expect(Self.kind(folder + "/link") == S_IFLNK)
      #expect(Self.kind(folder + "/real/out.txt") == S_IFREG)
      #expect(try Self.read(folder + "/real/out.txt") == "new")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/real")
        == ["out.txt"])
    }
  }

  @Test("A link to a file that does not exist yet creates the file, not a file over the link")
  func danglingLink() throws {
    try Self.inFolder { folder in
      #expect(symlink(folder + "/target.csv", folder + "/link.csv") == 0)
      try OutputFile.write("a,b\n", toPath: folder + "/link.csv")
      #expect(Self.kind(folder + "/link.csv") == S_IFLNK)
      #expect(try Self.read(folder + "/target.csv") == "a,b\n")
    }
  }

  @Test("A FIFO is written through and stays a FIFO")
  func fifo() throws {
    try Self.inFolder { folder in
      let path = folder + "/pipe"
      #expect(mkfifo(path, 0o600) == 0)
      // A reader that does not wait for a writer, so a broken writer cannot hang the test.
      let reader = open(path, O_RDONLY | O_NONBLOCK)
      try #require(reader >= 0)
      defer { close(reader) }
      try OutputFile.write("through the pipe", toPath: path)
      var buffer = [UInt8](repeating: 0, count: 64)
      let count = Foundation.read(reader, &buffer, buffer.count)
      #expect(count >= 0)
      #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == "through the pipe")
      #expect(Self.kind(path) == S_IFIFO)
    }
  }

  @Test("A link to /dev/null is written through: the link and the device keep their kinds")
  func deviceThroughLink() throws {
    try #require(Self.kind("/dev/null") == S_IFCHR)
    try Self.inFolder { folder in
      #expect(symlink("/dev/null", folder + "/null") == 0)
      try OutputFile.write("discarded", toPath: folder + "/null")
      #expect(Self.kind(folder + "/null") == S_IFLNK)
      #expect(Self.kind("/dev/null") == S_IFCHR)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["null"])
    }
  }

  @Test("A folder, a missing folder and a link loop are errors naming the path", arguments: [
    ("", "it is a directory; name a file in it"),
    ("/missing/out.json", "check that its folder exists and is writable"),
    ("/loop", "too many symbolic links; check where it leads"),
  ])
  func errors(suffix: String, message: String) throws {
    try Self.inFolder { folder in
      #expect(symlink(folder + "/loop", folder + "/loop") == 0)
      let path = folder + suffix
      let expected = suffix == "/missing/out.json"
        ? "cannot write '\(path)'; \(message)" : "cannot write '\(path)': \(message)"
      #expect(throws: CLIError.failure(expected)) {
        try OutputFile.write("text", toPath: path)
      }
    }
  }

  @Test("A file name whose extension names another format gets a warning", arguments: [
    ("out.png", "--svg", "svg", nil, "--svg 'out.png' will hold SVG, not .png; name the file"
       + " 'out.svg'"),
    ("x.svg", "-o", "json", "--format",
     "-o 'x.svg' will hold JSON, not SVG; pass --format svg, or name the file 'x.json'"),
    ("x.txt", "-o", "svg", "--format",
     "-o 'x.txt' will hold SVG, not an ASCII drawing; pass --format ascii, or name the file"
       + " 'x.svg'"),
    ("dir.v2/out", "-o", "json", "--format", nil),
    ("out.svg", "--svg", "svg", nil, nil),
    ("OUT.SVG", "--svg", "svg", nil, nil),
    ("layout", "-o", "ascii", "--format", nil),
    ("layout.out", "-o", "ascii", "--format", nil),
  ] as [(String, String, String, String?, String?)])
  func mismatch(path: String, flag: String, format: String, formatFlag: String?,
                warning: String?) {
    #expect(OutputFile.mismatch(
      path, flag: flag, format: format, formatFlag: formatFlag,
      formats: formatFlag == nil ? [] : ["json", "ascii", "svg"]) == warning)
  }
}
