/// A named value that elements attach and that is combined up the tree, as in SwiftUI.
///
/// Elements attach values with ``ElementBuilder/preference(_:value:)`` or
/// ``ElementHandle/preference(_:value:)``. Each container's value is its own values followed by
/// its children's, folded with ``reduce(value:nextValue:)`` in tree order (an element before its
/// descendants, siblings in declaration order), up to the root: ``Arrangement/preference(_:)``.
/// Observers registered with ``ElementBuilder/onPreferenceChange(_:perform:)`` see the value of
/// their element's subtree.
///
/// ```swift
/// enum WidestLabel: ElementPreferenceKey {
///   static let defaultValue = 0.0
///   static func reduce(value: inout Double, nextValue: () -> Double) {
///     value = max(value, nextValue())
///   }
/// }
/// ```
///
/// `defaultValue` must be an identity for `reduce` (0 for a maximum of lengths, `[]` for
/// appending), and `reduce` must be associative, so that the grouping of the tree does not change
/// the result; only the order of values does.
public protocol ElementPreferenceKey {
  /// The type of the values combined; `Sendable`, so an ``Arrangement`` holding them is too.
  associatedtype Value: Sendable

  /// The value of a subtree that attaches none: an identity for ``reduce(value:nextValue:)``.
  static var defaultValue: Value { get }

  /// Folds the next value in tree order into the accumulated one.
  ///
  /// - Parameters:
  ///   - value: The values so far, combined.
  ///   - nextValue: The next value in tree order.
  static func reduce(value: inout Value, nextValue: () -> Value)
}
