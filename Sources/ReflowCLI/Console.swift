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
    try checkReadable(path)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw unreadable(path)
    }
    return [UInt8](data)
  }

  /// The file at `path` in chunks of 1 MB, for reading a large document without holding it:
  /// the function appends the next chunk and returns whether there may be more.
  ///
  /// - Throws: ``CLIError/failure(_:)`` naming the path when it cannot be read.
  static func chunks(ofFileAtPath path: String) throws(CLIError) -> (inout [UInt8]) -> Bool {
    try checkReadable(path)
    guard let handle = FileHandle(forReadingAtPath: path) else { throw unreadable(path) }
    return chunks(of: handle)
  }

  /// Standard input in chunks of 1 MB, as ``chunks(ofFileAtPath:)``.
  static func standardInputChunks() -> (inout [UInt8]) -> Bool {
    chunks(of: FileHandle.standardInput)
  }

  private static func chunks(of handle: FileHandle) -> (inout [UInt8]) -> Bool {
    { buffer in
      let data = handle.readData(ofLength: 1 << 20)
      buffer.append(contentsOf: data)
      return !data.isEmpty
    }
  }

  private static func checkReadable(_ path: String) throws(CLIError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .failure("cannot read '\(path)': no such file; check the path, or pass - for stdin")
    }
    guard !isDirectory.boolValue else {
      throw .failure("cannot read '\(path)': it is a directory; pass a JSON file")
    }
  }

  private static func unreadable(_ path: String) -> CLIError {
    .failure("cannot read '\(path)': permission denied or unreadable; check the file")
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

  /// Writes to `path` what `body` writes, streamed; see ``OutputFile/write(toPath:_:)``.
  ///
  /// - Throws: ``CLIError/failure(_:)`` naming the path when it cannot be written, or what
  ///   `body` throws.
  static func writeFile(
    toPath path: String, _ body: (inout OutputFile.Stream) throws(CLIError) -> Void
  ) throws(CLIError) {
    try OutputFile.write(toPath: path, body)
  }

  /// Replaces the file at `path` with the text `produce` writes, piece by piece, so that a
  /// large output is never held whole; like ``writeFile(_:toPath:)``, the file changes only
  /// when all of it is written.
  ///
  /// - Throws: ``CLIError/failure(_:)`` naming the path when it cannot be written, or what
  ///   `produce` throws (the file is then left as it was).
  static func writeFile(
    toPath path: String, _ produce: (@escaping (String) -> Void) throws(CLIError) -> Void
  ) throws(CLIError) {
    let temporary = path + ".reflow-\(getpid()).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: nil),
      let handle = FileHandle(forWritingAtPath: temporary)
    else { throw unwritable(path) }
    do throws(CLIError) {
      try produce { handle.write(Data($0.utf8)) }
      handle.closeFile()
      guard rename(temporary, path) == 0 else { throw unwritable(path) }
    } catch {
      handle.closeFile()
      unlink(temporary)
      throw error
    }
  }

  private static func unwritable(_ path: String) -> CLIError {
    .failure("cannot write '\(path)'; check that its folder exists and is writable")
  }
}
