/// Where a ``PagedCollection`` stands in loading its pages.
public enum LoadState: Sendable {
  /// Nothing in flight and more to load: waiting for the trigger.
  case idle
  /// A request is in flight; `page` is the lowest such page.
  case loading(page: Int)
  /// A page failed; nothing more is requested until ``PagedCollection/retry()``.
  case failed(page: Int, error: any Error & Sendable)
  /// Every page of the source is loaded.
  case complete

  /// Whether this is `.loading`.
  public var isLoading: Bool { if case .loading = self { true } else { false } }
  /// Whether this is `.failed`.
  public var isFailed: Bool { if case .failed = self { true } else { false } }
  /// Whether this is `.complete`.
  public var isComplete: Bool { if case .complete = self { true } else { false } }
}

/// A page a ``PagedCollection`` asks its owner to fetch.
///
/// Hand it back with the answer (``PagedCollection/receive(_:for:)`` or
/// ``PagedCollection/fail(_:error:)``); its `generation` lets the collection drop answers to
/// requests made before ``PagedCollection/invalidate()``.
public struct PageRequest: Hashable, Sendable {
  /// The page's index, from 0.
  public let page: Int
  /// The index of the page's first element in the source: `page * limit`.
  public let offset: Int
  /// The most elements the page may hold: the page size.
  public let limit: Int
  /// The collection's generation when the request was made.
  public let generation: Int
}

/// What a ``PagedCollection`` did with an answer.
public enum PageOutcome: Hashable, Sendable {
  /// The page and any buffered pages after it were appended; `pages` says how many.
  case appended(pages: Int)
  /// The page arrived before an earlier one and waits to be appended in order.
  case buffered
  /// The answer was ignored, and why.
  case dropped(DropReason)

  /// Why an answer was ignored.
  public enum DropReason: Hashable, Sendable {
    /// It answers a request made before the last ``PagedCollection/invalidate()``.
    case staleGeneration
    /// No request for that page is in flight (a duplicate answer, or one never asked for).
    case notRequested
    /// The page lies past the end of the source, learnt since the request was made.
    case pastEnd
  }
}
