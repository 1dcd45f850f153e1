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

  /// The width of the terminal in columns: `$COLUMNS` when it is a positive whole number, else
  /// the width of the terminal standard output is, else `nil` (output to a file or a pipe).
  static var terminalColumns: Int? {
    if let text = ProcessInfo.processInfo.environment["COLUMNS"], let columns = Int(text),
      columns > 0
    {
      return columns
    }
    var size = winsize()
    guard isatty(STDOUT_FILENO) != 0, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0,
      size.ws_col > 0
    else { return nil }
    return Int(size.ws_col)
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

  /// Writes `warning: message` and a newline to standard error; the command goes on.
  static func warn(_ message: String) {
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
  }

  /// Writes `text` to the file at `path` as ``OutputFile/write(_:toPath:)`` does: a regular
  /// file is replaced atomically, a device or FIFO is written through, a link is followed.
  ///
  /// - Throws: ``CLIError/failure(_:)`` naming the path when it cannot be written.
  static func writeFile(_ text: String, toPath path: String) throws(CLIError) {
    try OutputFile.write(text, toPath: path)
  }
}
