/// Which end of a ``RemoteCollection`` a load is for: all of it again, before the first loaded
/// item, or after the last (Android Paging's `LoadType`).
public enum LoadKind: String, Hashable, Sendable, CaseIterable {
  /// The whole window again, around the viewport's anchor; the old items stay until it arrives.
  case refresh
  /// The page before the first loaded item.
  case prepend
  /// The page after the last loaded item.
  case append
}

extension LoadKind {
  /// The kind's place in ``LoadStates``.
  @inlinable
  var position: Int {
    switch self {
    case .refresh: 0
    case .prepend: 1
    case .append: 2
    }
  }
}

/// Where one kind of load stands.
public enum LoadState: Sendable {
  /// Nothing in flight, and more to load at this end.
  case idle
  /// A request is in flight.
  case loading
  /// The last request failed; this end loads nothing until ``RemoteCollection/retry(_:)``.
  case failed(any Error & Sendable)
  /// The source has nothing more at this end.
  case complete

  /// Whether this is `.loading`.
  public var isLoading: Bool { if case .loading = self { true } else { false } }
  /// Whether this is `.failed`.
  public var isFailed: Bool { if case .failed = self { true } else { false } }
  /// Whether this is `.complete`.
  public var isComplete: Bool { if case .complete = self { true } else { false } }
  /// The error of a failed load.
  public var error: (any Error & Sendable)? {
    if case .failed(let error) = self { error } else { nil }
  }
}

extension LoadState: CustomStringConvertible {
  @inlinable
  public var description: String {
    switch self {
    case .idle: "idle"
    case .loading: "loading"
    case .failed(let error): "failed(\(error))"
    case .complete: "complete"
    }
  }
}

/// The three load states of a ``RemoteCollection``, each retryable on its own (Android Paging's
/// `CombinedLoadStates`).
///
/// ```swift
/// switch feed.loadStates.append {
/// case .loading: spinner()
/// case .failed(let error): retryButton(error) { feed.retry(.append) }
/// case .complete: endOfFeed()
/// case .idle: EmptyView()
/// }
/// ```
public struct LoadStates: Sendable {
  @usableFromInline
  var states: [LoadState] = [.idle, .idle, .idle]

  @inlinable
  init() {}

  /// The whole window: the first load, pull to refresh, a jump, or a gap being repaired.
  @inlinable
  public var refresh: LoadState { states[0] }
  /// Before the first loaded item.
  @inlinable
  public var prepend: LoadState { states[1] }
  /// After the last loaded item.
  @inlinable
  public var append: LoadState { states[2] }

  /// The state of one kind of load.
  @inlinable
  public subscript(kind: LoadKind) -> LoadState { states[kind.position] }

  /// The state of one kind of load, to change it.
  @inlinable
  subscript(state kind: LoadKind) -> LoadState {
    get { states[kind.position] }
    set { states[kind.position] = newValue }
  }

  /// Whether any load is in flight.
  @inlinable
  public var isLoading: Bool { refresh.isLoading || prepend.isLoading || append.isLoading }
}

extension LoadStates: CustomStringConvertible {
  @inlinable
  public var description: String {
    "refresh \(refresh), prepend \(prepend), append \(append)"
  }
}
