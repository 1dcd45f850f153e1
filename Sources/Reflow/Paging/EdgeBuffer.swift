/// A random-access buffer that grows and shrinks at both ends in amortised O(1) per element: the
/// loaded window of a ``RemoteCollection``, which pages prepend, append and drop from either end.
///
/// Two arrays back to back: `front` holds the first elements in reverse order, `back` the rest in
/// order, so adding or removing at either end touches one array's end. When one side runs out
/// while removing, what is left is split in two halves, so removals stay amortised O(1) per
/// element whichever ends they come from.
@usableFromInline
struct EdgeBuffer<Element> {
  /// The first `front.count` elements, last one first.
  @usableFromInline
  var front: [Element] = []
  /// The other elements, in order.
  @usableFromInline
  var back: [Element] = []

  @inlinable
  init() {}

  @inlinable
  init<Elements: Sequence<Element>>(_ elements: Elements) {
    back = Array(elements)
  }

  /// Adds `elements` after the last element.
  ///
  /// - Complexity: O(*m*), where *m* is the number of elements added.
  @inlinable
  mutating func append<Elements: Collection<Element>>(contentsOf elements: Elements) {
    back.append(contentsOf: elements)
  }

  /// Adds `elements`, in order, before the first element.
  ///
  /// - Complexity: O(*m*), where *m* is the number of elements added.
  @inlinable
  mutating func prepend<Elements: BidirectionalCollection<Element>>(contentsOf elements: Elements)
  {
    front.append(contentsOf: elements.reversed())
  }

  /// Removes the first `k` elements (at most all of them).
  ///
  /// - Complexity: Amortised O(*k*).
  @inlinable
  mutating func removeFirst(_ k: Int) {
    let k = Swift.min(Swift.max(0, k), count)
    if k <= front.count {
      front.removeLast(k)
      return
    }
    let rest = back.dropFirst(k - front.count)
    front.removeAll(keepingCapacity: true)
    split(rest)
  }

  /// Removes the last `k` elements (at most all of them).
  ///
  /// - Complexity: Amortised O(*k*).
  @inlinable
  mutating func removeLast(_ k: Int) {
    let k = Swift.min(Swift.max(0, k), count)
    if k <= back.count {
      back.removeLast(k)
      return
    }
    let rest = ArraySlice(self.dropLast(k))
    back.removeAll(keepingCapacity: true)
    front.removeAll(keepingCapacity: true)
    split(rest)
  }

  /// Removes every element, keeping the storage.
  @inlinable
  mutating func removeAll() {
    front.removeAll(keepingCapacity: true)
    back.removeAll(keepingCapacity: true)
  }

  /// Reserves room for `capacity` elements after the last.
  @inlinable
  mutating func reserveCapacity(_ capacity: Int) {
    back.reserveCapacity(capacity)
  }

  /// Makes `elements` the whole buffer, half on each side, so that removals from either end
  /// find elements there: the halving keeps a run of removals amortised O(1) per element.
  @inlinable
  mutating func split(_ elements: ArraySlice<Element>) {
    let middle = elements.startIndex + elements.count / 2
    front = Array(elements[..<middle].reversed())
    back = Array(elements[middle...])
  }
}

extension EdgeBuffer: RandomAccessCollection {
  @inlinable
  var startIndex: Int { 0 }
  @inlinable
  var endIndex: Int { front.count + back.count }

  @inlinable
  subscript(position: Int) -> Element {
    get {
      position < front.count ? front[front.count - 1 - position] : back[position - front.count]
    }
    set {
      if position < front.count {
        front[front.count - 1 - position] = newValue
      } else {
        back[position - front.count] = newValue
      }
    }
  }
}

extension EdgeBuffer: Sendable where Element: Sendable {}
