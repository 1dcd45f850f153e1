#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a command's output to the file a flag names (`-o`, `--timeline`, `--svg`), the way a
/// shell's `>` would, but never leaving a half-written file behind.
///
/// - A regular file, or a path that does not exist yet, is replaced atomically: the text goes to
///   a temporary file in the same folder, which is then renamed over the target, so a reader
///   sees the old file or the new one, never a mix. An existing file keeps its permissions.
/// - Anything else that can be opened for writing — a device such as `/dev/null` or
///   `/dev/stdout`, a FIFO — is written through: it keeps its kind, as `> /dev/null` would.
///   Renaming over it would replace the device with a regular file (as root, `/dev/null`
///   itself).
/// - A symbolic link is followed to what it names, which is then written as above: the link
///   stays a link.
///
/// Every command writes its files through ``write(_:toPath:)``, so they all behave alike.
enum OutputFile {
  /// The file formats the commands write, and the extensions that name them.
  enum Format: String, CaseIterable, Sendable {
    case json, ascii, svg, csv, jsonl

    /// The extensions that say a file holds this format.
    var extensions: [String] {
      switch self {
      case .json: ["json"]
      case .ascii: ["txt", "text"]
      case .svg: ["svg"]
      case .csv: ["csv"]
      case .jsonl: ["jsonl", "ndjson"]
      }
    }

    /// How messages name the format.
    var title: String {
      switch self {
      case .ascii: "an ASCII drawing"
      case .json, .svg, .csv, .jsonl: rawValue.uppercased()
      }
    }
  }

  /// Extensions of formats no command writes, which a user may still type by habit.
  private static let foreignExtensions = [
    "png", "jpg", "jpeg", "gif", "webp", "pdf", "html", "htm", "xml", "yaml", "yml", "md",
  ]

  /// A warning when `path`'s extension names another format than `format`, such as
  /// `--svg out.png` or `-o x.svg --format json`; `nil` when the name fits or says nothing.
  ///
  /// - Parameters:
  ///   - path: The file name given to the flag.
  ///   - flag: The flag as typed, such as `--svg`.
  ///   - format: The name of the format the command will write there: a ``Format`` raw value.
  ///   - formatFlag: The flag that chooses the format, when there is one (`--format`), so the
  ///     warning can suggest it.
  ///   - formats: The names of the formats `formatFlag` can choose from.
  static func mismatch(
    _ path: String, flag: String, format: String, formatFlag: String? = nil,
    formats: [String] = []
  ) -> String? {
    guard let format = Format(rawValue: format), let dot = path.lastIndex(of: "."),
      !path[path.index(after: dot)...].contains("/")
    else { return nil }
    let typed = String(path[path.index(after: dot)...])
    let lowercased = typed.lowercased()
    guard !format.extensions.contains(lowercased) else { return nil }
    let renamed = "\(path[..<dot]).\(format.extensions[0])"
    let named = Format.allCases.first { $0.extensions.contains(lowercased) }
    if let formatFlag, let named, formats.contains(named.rawValue) {
      return "\(flag) '\(path)' will hold \(format.title), not \(named.title); pass"
        + " \(formatFlag) \(named.rawValue), or name the file '\(renamed)'"
    }
    guard named != nil || foreignExtensions.contains(lowercased) else { return nil }
    return "\(flag) '\(path)' will hold \(format.title), not .\(typed); name the file"
      + " '\(renamed)'"
  }

  /// Warns on standard error when `path`'s extension names another format than `format`; see
  /// ``mismatch(_:flag:format:formatFlag:formats:)``.
  static func warnIfMisnamed(
    _ path: String, flag: String, format: String, formatFlag: String? = nil,
    formats: [String] = []
  ) {
    if let warning = mismatch(
      path, flag: flag, format: format, formatFlag: formatFlag, formats: formats)
    {
      Console.warn(warning)
    }
  }

  /// Writes `text` to `path`, replacing a regular file atomically and writing through to
  /// anything else; symbolic links are followed.
  ///
  /// - Throws: ``CLIError/failure(_:)`` naming the path when it is a directory, its folder does
  ///   not exist or is not writable, or the write fails.
  static func write(_ text: String, toPath path: String) throws(CLIError) {
    var status = stat()
    // `stat` follows links, including the kernel's own such as /dev/stdout.
    guard stat(path, &status) == 0 else {
      guard errno == ENOENT else { throw failure(path, errno) }
      // Nothing there yet, or a link to nothing yet: create the file where the links lead.
      return try replace(try resolvingLinks(path), with: text, mode: nil, reportedAs: path)
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      try replace(
        try resolvingLinks(path), with: text, mode: status.st_mode & 0o7777, reportedAs: path)
    case S_IFDIR:
      throw .failure("cannot write '\(path)': it is a directory; name a file in it")
    default:
      try writeThrough(path, text, reportedAs: path)
    }
  }

  /// The path `path`'s symbolic links lead to, or `path` when it is not a link. A link to a
  /// file that does not exist yet leads to where the file will be.
  private static func resolvingLinks(_ path: String) throws(CLIError) -> String {
    var current = path
    // As the kernel does, give up on a chain of more than 40 links: it is probably a loop.
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
        return current
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { throw failure(path, errno) }
      let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) },
                               as: UTF8.self)
      if destination.hasPrefix("/") {
        current = destination
      } else {
        current = folder(of: current) + "/" + destination
      }
    }
    throw failure(path, ELOOP)
  }

  /// Writes `text` to a new temporary file beside `target`, then renames it over `target`.
  private static func replace(
    _ target: String, with text: String, mode: mode_t?, reportedAs path: String
  ) throws(CLIError) {
    let name = target.split(separator: "/").last.map(String.init) ?? target
    var template = Array("\(folder(of: target))/.\(name).reflow-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw failure(path, errno) }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failed: Int32?
    // mkstemp creates the file readable by its owner alone; give it the old file's mode, or
    // what creating it with `>` would have.
    if fchmod(descriptor, mode ?? (0o666 & ~currentUmask())) != 0 { failed = errno }
    if failed == nil { failed = writeAll(text, to: descriptor) }
    if failed == nil, fsync(descriptor) != 0 { failed = errno }
    if close(descriptor) != 0, failed == nil { failed = errno }
    if failed == nil, rename(temporary, target) != 0 { failed = errno }
    if let failed {
      unlink(temporary)
      throw failure(path, failed)
    }
  }

  /// Opens `target` (a device or a FIFO) and writes `text` to it.
  private static func writeThrough(_ target: String, _ text: String, reportedAs path: String)
    throws(CLIError)
  {
    let descriptor = open(target, O_WRONLY | O_TRUNC)
    guard descriptor >= 0 else { throw failure(path, errno) }
    let failed = writeAll(text, to: descriptor)
    close(descriptor)
    if let failed { throw failure(path, failed) }
  }

  /// Writes every byte of `text`, retrying short writes; returns the error number on failure.
  private static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    Array(text.utf8).withUnsafeBytes { buffer -> Int32? in
      guard let start = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, start + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }

  /// The folder holding `path`: `.` for a bare name.
  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The process's file-creation mask (reading it means setting it, so it is set back).
  private static func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }

  private static func failure(_ path: String, _ number: Int32) -> CLIError {
    switch number {
    case ENOENT, EACCES, EROFS, ENOTDIR:
      .failure("cannot write '\(path)'; check that its folder exists and is writable")
    case ELOOP:
      .failure("cannot write '\(path)': too many symbolic links; check where it leads")
    default:
      .failure("cannot write '\(path)': \(String(cString: strerror(number)))")
    }
  }
}

/// The C library's `write`, which `OutputFile.write(_:toPath:)` hides inside the enum.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
