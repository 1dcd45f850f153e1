// A stand-in for the parts of SwiftUI that the article "Reflow in SwiftUI and UIKit"
// (Sources/Reflow/Reflow.docc/SwiftUIAndUIKit.md) uses, so that `Scripts/check-docs.sh` can
// compile the article's code on Linux, where SwiftUI does not exist.
//
// Every declaration is written to match the signature Apple documents for it (its parameter
// labels and types, defaults, generic constraints, `@escaping`, `@Sendable`, isolation), and
// nothing else of SwiftUI is declared: code that compiles here uses only what SwiftUI offers
// under those names. Nothing behaves: modifiers return an inert view, `body` is never read.
// What a test needs to build fake values (subviews that record where they were placed) is
// behind `@_spi(StandIn)`, invisible to the article's code, which imports SwiftUI plainly.
//
// This module is no product of the package; the docs check builds it in a generated package.

@_exported import Foundation  // SwiftUI re-exports CoreGraphics: CGFloat, CGSize, CGRect...

// MARK: - Views

/// `@MainActor @preconcurrency protocol View`
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { preconditionFailure("a stand-in view has no body") }
}

/// `@resultBuilder struct ViewBuilder`
@resultBuilder
public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// The inert view every stand-in modifier returns as its `some View`.
public struct _StandInView: View {
  public typealias Body = Never
  public var body: Never { preconditionFailure("a stand-in view has no body") }
  nonisolated init() {}
}

/// `struct ScrollView<Content> where Content : View`
public struct ScrollView<Content: View>: View {
  public typealias Body = Never
  public var body: Never { preconditionFailure("a stand-in view has no body") }
  /// `init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content)`
  public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
}

/// `struct ZStack<Content> where Content : View`
public struct ZStack<Content: View>: View {
  public typealias Body = Never
  public var body: Never { preconditionFailure("a stand-in view has no body") }
  /// `init(alignment: Alignment = .center, @ViewBuilder content: () -> Content)`
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

/// `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
  public typealias Body = Never
  public var body: Never { preconditionFailure("a stand-in view has no body") }
  /// `init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  ///   where ID == Data.Element.ID, Data.Element : Identifiable`
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Data.Element: Identifiable {}
}

// MARK: - Modifiers

extension View {
  /// `nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil,
  ///   alignment: Alignment = .center) -> some View`
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { _StandInView() }

  /// `nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View`
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _StandInView() }

  /// `nonisolated func fixedSize() -> some View`
  nonisolated public func fixedSize() -> some View { _StandInView() }

  /// `nonisolated func onGeometryChange<T>(for type: T.Type,
  ///   of transform: @escaping @Sendable (GeometryProxy) -> T,
  ///   action: @escaping (T) -> Void) -> some View where T : Equatable, T : Sendable`
  nonisolated public func onGeometryChange<T>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (T) -> Void
  ) -> some View where T: Equatable, T: Sendable { _StandInView() }

  /// `nonisolated func onScrollGeometryChange<T>(for type: T.Type,
  ///   of transform: @escaping (ScrollGeometry) -> T,
  ///   action: @escaping (T, T) -> Void) -> some View where T : Equatable`
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollGeometryChange<T>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (T, T) -> Void
  ) -> some View where T: Equatable { _StandInView() }

  /// `nonisolated func scrollPosition(_ position: Binding<ScrollPosition>,
  ///   anchor: UnitPoint? = nil) -> some View`
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func scrollPosition(
    _ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil
  ) -> some View { _StandInView() }

  /// `nonisolated func onChange<V>(of value: V, initial: Bool = false,
  ///   _ action: @escaping (V, V) -> Void) -> some View where V : Equatable`
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View where V: Equatable { _StandInView() }
}

// MARK: - State

/// `protocol DynamicProperty`
public protocol DynamicProperty {}

/// `@propertyWrapper struct State<Value>`
@propertyWrapper
public struct State<Value>: DynamicProperty {
  // A box, so that the nonmutating setter has somewhere to write.
  private final class Storage: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  private let storage: Storage

  /// `init(wrappedValue value: Value)`
  public init(wrappedValue value: Value) { storage = Storage(value) }
  /// `init(initialValue value: Value)`
  public init(initialValue value: Value) { storage = Storage(value) }
  /// `var wrappedValue: Value { get nonmutating set }`
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set { storage.value = newValue }
  }
  /// `var projectedValue: Binding<Value> { get }`
  public var projectedValue: Binding<Value> {
    Binding(get: { storage.value }, set: { storage.value = $0 })
  }
}

/// `@propertyWrapper @dynamicMemberLookup struct Binding<Value>`
@propertyWrapper
public struct Binding<Value> {
  private let read: () -> Value
  private let write: (Value) -> Void

  /// `init(get: @escaping () -> Value, set: @escaping (Value) -> Void)`
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    read = get
    write = set
  }
  /// `var wrappedValue: Value { get nonmutating set }`
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }
}

// MARK: - Scrolling

/// `struct ScrollPosition`
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPosition {
  /// `init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge)`
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {}
  /// `mutating func scrollTo(y: CGFloat)`
  public mutating func scrollTo(y: CGFloat) {}
}

/// `struct ScrollGeometry`
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  private var rect: CGRect
  /// `var visibleRect: CGRect { get }`
  public var visibleRect: CGRect { rect }
}

/// `struct GeometryProxy`
public struct GeometryProxy {
  private var ownSize: CGSize
  /// `var size: CGSize { get }`
  public var size: CGSize { ownSize }
}

// MARK: - Custom layout

/// `@preconcurrency protocol Layout : Sendable, Animatable` (`Animatable` is not used here)
@preconcurrency
public protocol Layout: Sendable {
  /// `associatedtype Cache = Void`
  associatedtype Cache = Void
  /// `typealias Subviews = LayoutSubviews`
  typealias Subviews = LayoutSubviews

  /// `func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews,
  ///   cache: inout Self.Cache) -> CGSize`
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    -> CGSize
  /// `func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize,
  ///   subviews: Self.Subviews, cache: inout Self.Cache)`
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache)
  /// `func makeCache(subviews: Self.Subviews) -> Self.Cache`
  func makeCache(subviews: Self.Subviews) -> Self.Cache
  /// `func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)`
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
}

extension Layout {
  /// The default: makes the cache again.
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
    cache = makeCache(subviews: subviews)
  }
}

extension Layout where Self.Cache == () {
  /// The default for a layout without a cache.
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// `struct LayoutSubviews`: `Equatable, RandomAccessCollection, Sendable`, indexed by `Int`.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  private var subviews: [LayoutSubview]

  /// Fake subviews, for tests.
  @_spi(StandIn) public init(_ subviews: [LayoutSubview]) { self.subviews = subviews }

  public typealias Index = Int
  public typealias Element = LayoutSubview
  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(index: Int) -> LayoutSubview { subviews[index] }
}

/// `struct LayoutSubview`: `Equatable`
public struct LayoutSubview: Equatable, Sendable {
  private let id: Int
  private let size: @Sendable (ProposedViewSize) -> CGSize
  private let placement: @Sendable (CGPoint, UnitPoint, ProposedViewSize) -> Void

  /// A fake subview, for tests: `size` answers `sizeThatFits(_:)`, `place` records placements.
  @_spi(StandIn) public init(
    id: Int, size: @escaping @Sendable (ProposedViewSize) -> CGSize,
    place: @escaping @Sendable (CGPoint, UnitPoint, ProposedViewSize) -> Void
  ) {
    self.id = id
    self.size = size
    self.placement = place
  }

  /// `func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize`
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size(proposal) }

  /// `func place(at position: CGPoint, anchor: UnitPoint = .topLeading,
  ///   proposal: ProposedViewSize)`
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading,
                    proposal: ProposedViewSize) {
    placement(position, anchor, proposal)
  }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.id == rhs.id }
}

/// `struct ProposedViewSize`: `Equatable`, `Sendable`
public struct ProposedViewSize: Equatable, Sendable {
  /// `var width: CGFloat?`
  public var width: CGFloat?
  /// `var height: CGFloat?`
  public var height: CGFloat?
  /// `init(width: CGFloat?, height: CGFloat?)`
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  /// `static let unspecified: ProposedViewSize`
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
}

// MARK: - Geometry values

/// `struct UnitPoint`
public struct UnitPoint: Hashable, Sendable {
  /// `var x: CGFloat`
  public var x: CGFloat
  /// `var y: CGFloat`
  public var y: CGFloat
  /// `init(x: CGFloat, y: CGFloat)`
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  /// `static let topLeading: UnitPoint`
  public static let topLeading = UnitPoint(x: 0, y: 0)
}

/// `struct Alignment`
public struct Alignment: Equatable, Sendable {
  private var name: String
  /// `static let center: Alignment`
  public static let center = Alignment(name: "center")
  /// `static let topLeading: Alignment`
  public static let topLeading = Alignment(name: "topLeading")
}

/// `enum Edge`
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing
}

/// `enum Axis`
public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal, vertical

  /// `struct Set`: `OptionSet`
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// `static let horizontal: Axis.Set`
    public static let horizontal = Set(rawValue: 1)
    /// `static let vertical: Axis.Set`
    public static let vertical = Set(rawValue: 2)
  }
}
