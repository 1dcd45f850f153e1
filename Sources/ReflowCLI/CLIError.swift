/// A failure the `reflow` executable reports as `error: …` on standard error.
///
/// Every message names the bad value and, where there is one, the fix. The case decides the
/// exit status: 2 for a command line that cannot be understood, 1 for input that can be read
/// but not laid out, as most Unix tools do.
enum CLIError: Error, Sendable, Equatable {
  /// The command line is wrong: an unknown command or flag, a missing or malformed flag value,
  /// or no input to read.
  case usage(String)
  /// The input or a value is wrong, or a file cannot be read or written.
  case failure(String)

  /// The process exit status for this error.
  var exitStatus: Int32 {
    switch self {
    case .usage: 2
    case .failure: 1
    }
  }

  /// The message without the `error: ` prefix.
  var message: String {
    switch self {
    case .usage(let message), .failure(let message): message
    }
  }
}
