extension PagedCollection: RandomAccessCollection {
  public typealias Index = Int

  /// Always 0.
  public var startIndex: Int { 0 }
  /// The number of loaded elements.
  public var endIndex: Int { loadedCount }

  /// The loaded element at `position`, read in place without a copy.
  ///
  /// - Precondition: `position` is a valid index of the loaded elements.
  public subscript(position: Int) -> Element {
    precondition(
      position >= 0 && position < loadedCount,
      "index \(position) is outside the \(loadedCount) loaded elements")
    return storage[position]
  }
}
