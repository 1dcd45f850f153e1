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
    try writeFile(toPath: path) { $0.write(text) }
  }

  /// Replaces the file at `path` with what `body` writes, streamed in chunks so a long output
  /// never sits in memory whole. Every file the executable writes goes through here.
  ///
  /// - Throws: ``CLIError/failure(_:)`` naming the path when it cannot be written, or what
  ///   `body` throws.
  static func writeFile(toPath path: String, _ body: (inout FileOutput) throws(CLIError) -> Void)
    throws(CLIError)
  {
    let failure = CLIError.failure(
      "cannot write '\(path)'; check that its folder exists and is writable")
    let temporary = path + ".reflow-\(getpid()).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: nil),
      let handle = FileHandle(forWritingAtPath: temporary)
    else { throw failure }
    var output = FileOutput(handle: handle)
    do {
      try body(&output)
      try output.flush()
      try handle.close()
    } catch {
      try? handle.close()
      try? FileManager.default.removeItem(atPath: temporary)
      throw error as? CLIError ?? failure
    }
    guard rename(temporary, path) == 0 else {
      try? FileManager.default.removeItem(atPath: temporary)
      throw failure
    }
  }

  /// A file being written: text is buffered and written a chunk at a time.
  struct FileOutput {
    fileprivate let handle: FileHandle
    private var buffer: [UInt8] = []
    fileprivate var failed = false

    fileprivate init(handle: FileHandle) {
      self.handle = handle
      buffer.reserveCapacity(1 << 16)
    }

    /// Appends `text`.
    mutating func write(_ text: String) {
      guard !failed else { return }
      buffer.append(contentsOf: text.utf8)
      if buffer.count >= 1 << 16 { try? flush() }
    }

    fileprivate mutating func flush() throws {
      guard !buffer.isEmpty else { return }
      if failed { throw CocoaError(.fileWriteUnknown) }
      do {
        try handle.write(contentsOf: buffer)
      } catch {
        failed = true
        buffer.removeAll()
        throw error
      }
      buffer.removeAll(keepingCapacity: true)
    }
  }
}
