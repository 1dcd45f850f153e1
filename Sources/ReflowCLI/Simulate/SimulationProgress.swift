import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A one-line progress report on standard error, for long simulations and sweeps.
///
/// Shown only when standard error is a terminal, so pipes, files and tests never see it. Each
/// update overwrites the line with `\r` (and only when the whole percentage changes);
/// ``finish()`` clears it before the results are printed.
struct SimulationProgress {
  /// Whether anything is drawn.
  let isEnabled: Bool
  private var lastPercent = -1
  private var drawn = false

  /// A progress line, drawn only if standard error is a terminal.
  init() {
    isEnabled = isatty(STDERR_FILENO) != 0
  }

  /// Shows `label` and `fraction` (0 to 1) as a percentage.
  mutating func update(_ label: String, fraction: Double) {
    guard isEnabled else { return }
    let percent = Int((Swift.min(1, Swift.max(0, fraction)) * 100).rounded(.down))
    guard percent != lastPercent else { return }
    lastPercent = percent
    drawn = true
    write("\r\u{1B}[2K\(label): \(percent) %")
  }

  /// Clears the line, if one was drawn.
  mutating func finish() {
    guard drawn else { return }
    write("\r\u{1B}[2K")
    drawn = false
    lastPercent = -1
  }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
