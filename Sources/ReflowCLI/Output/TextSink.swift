/// Collects output text and hands it on in pieces of about 64 KB, so that a large layout is
/// printed as it is formatted instead of being held whole.
///
/// ```swift
/// var sink = TextSink { Console.write($0) }
/// sink.append("{\n")
/// sink.flush()
/// ```
struct TextSink {
  /// How much text is gathered before it is handed on.
  static let pieceSize = 1 << 16

  private var pending = ""
  private let write: (String) -> Void

  /// A sink handing its text to `write`.
  init(_ write: @escaping (String) -> Void) {
    self.write = write
    pending.reserveCapacity(Self.pieceSize + 1024)
  }

  /// Adds `text`, handing the gathered text on when there is enough.
  mutating func append(_ text: String) {
    pending += text
    if pending.utf8.count >= Self.pieceSize { flush() }
  }

  /// Hands on whatever is gathered.
  mutating func flush() {
    guard !pending.isEmpty else { return }
    write(pending)
    pending.removeAll(keepingCapacity: true)
  }

  /// Runs `body` with a sink that gathers everything, and returns the text.
  static func collect(_ body: (inout TextSink) throws(CLIError) -> Void) throws(CLIError)
    -> String
  {
    var text = ""
    var sink = TextSink { text += $0 }
    try body(&sink)
    sink.flush()
    return text
  }
}
