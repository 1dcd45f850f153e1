extension Size {
  /// The tolerance under which two sizes count as the same: neither the engine nor a lazy flow
  /// lays out again for a change smaller than this.
  static let changeTolerance = 1e-9

  /// Whether both dimensions differ by at most ``changeTolerance``.
  func isClose(to other: Size) -> Bool {
    abs(width - other.width) <= Self.changeTolerance
      && abs(height - other.height) <= Self.changeTolerance
  }
}
