import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard streams and files: the only place the executable touches the system.
enum Console {
  /// Writes `text` to standard output as is.
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes `error: message` and a newline to standard error.
  static func report(_ error: CLIError) {
    FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
  }

  /// Whether standard input is an interactive terminal, where waiting for a document would look
  /// like a hang.
  static var isStandardInputTerminal: Bool {
    isatty(STDIN_FILENO) != 0
  }

  /// Reads standard input to its end.
  static func readStandardInput() -> [UInt8] {
    [UInt8](FileHandle.standardInput.readDataToEndOfFile())
  }

  /// Reads the file at `path`.
  ///
  /// - Throws: ``CLIError/failure(_:)`` naming the path when it cannot be read.
  static func readFile(atPath path: String) throws(CLIError) -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .failure("cannot read '\(path)': no such file; check the path, or pass - for stdin")
    }
    guard !isDirectory.boolValue else {
      throw .failure("cannot read '\(path)': it is a directory; pass a JSON file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .failure("cannot read '\(path)': permission denied or unreadable; check the file")
    }
    return [UInt8](data)
  }

  /// Replaces the file at `path` with `text`.
  ///
  /// - Throws: ``CLIError/failure(_:)`` naming the path when it cannot be written.
  static func writeFile(_ text: String, toPath path: String) throws(CLIError) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .failure(
        "cannot write '\(path)'; check that its folder exists and is writable")
    }
  }
}
