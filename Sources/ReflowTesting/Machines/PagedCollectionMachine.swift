import Reflow

/// The ready-made model-based test of a revealed `PagedCollection`: generated sequences of
/// `loadNextPage()`, `reset()` and sources replaced with items inserted or deleted at the head,
/// in the middle and at the tail, checked after every step against a list and a page count.
///
/// ```swift
/// @Test("A revealed collection shows a clamped prefix of its source")
/// func revealing() {
///   check(PagedCollectionMachine())
/// }
/// ```
///
/// After every step, for a setup of a page size, a source length and a restored page count
/// (from below 0 to past the end, to test the clamp): the collection's elements are the first
/// pages of the model's list, `loadedPageCount` is the model's page count (the restored one
/// clamped to the pages that exist), `pageCount` counts a partial last page, and `hasMore` says
/// whether pages remain; `loadNextPage()` returns whether it revealed a page.
public struct PagedCollectionMachine: StateMachineTest {
  /// A run's page size, source length and restored page count.
  public typealias Setup = (pageSize: Int, sourceCount: Int, restoredPageCount: Int)

  /// The source as a list, and how many of its pages are revealed.
  public struct Model: Sendable {
    /// Elements per page.
    public let pageSize: Int
    /// The source's elements.
    public var source: [Int]
    /// The pages revealed.
    public var revealedPages: Int
    /// The next new element.
    var nextElement: Int

    /// The pages the source fills, counting a partial last page.
    public var pageCount: Int { (source.count + pageSize - 1) / pageSize }

    /// The elements revealed.
    public var revealed: ArraySlice<Int> { source.prefix(revealedPages * pageSize) }
  }

  /// The generator of each run's setup.
  public var setups: Gen<Setup>

  /// Creates the machine.
  ///
  /// - Parameter setups: Each run's page size, source length and restored page count; by
  ///   default pages of 1 to 5, up to four pages' worth of elements, and a restored count from
  ///   -2 to 7.
  public init(setups: Gen<Setup>? = nil) {
    self.setups = setups ?? Gen<Int>.int(in: 1...5).flatMap { pageSize in
      Gen<(Int, Int, Int)>.zip(.constant(pageSize), .int(in: 0...(4 * pageSize)), .int(in: -2...7))
        .map { (pageSize: $0, sourceCount: $1, restoredPageCount: $2) }
    }
  }

  /// A collection in use: the collection, and the array the app keeps and replaces its source
  /// with.
  public struct Session {
    /// The collection under test.
    public internal(set) var collection: PagedCollection<Int>
    /// The app's elements, the collection's source.
    public internal(set) var elements: [Int]
    /// The next new element.
    var nextElement: Int

    /// Edits the elements and replaces the collection's source with them.
    mutating func edit(_ edit: (PagingSourceModel.Place, Int), inserting: Bool) {
      Self.apply(edit, inserting: inserting, to: &elements, numbering: &nextElement)
      collection.replaceSource(with: elements)
    }

    /// Inserts `edit.1` new elements at `edit.0`, numbered from `next`, or deletes up to
    /// `edit.1` from there.
    static func apply(
      _ edit: (PagingSourceModel.Place, Int), inserting: Bool, to elements: inout [Int],
      numbering next: inout Int
    ) {
      let count = Swift.max(0, edit.1)
      if inserting {
        elements.insert(contentsOf: next..<(next + count), at: edit.0.index(in: elements.count))
        next += count
      } else {
        let index = edit.0.index(in: elements.count, deleting: count)
        elements.removeSubrange(index..<Swift.min(elements.count, index + count))
      }
    }
  }

  public func makeSystem(_ setup: Setup) throws -> Session {
    let elements = Array(0..<Swift.max(0, setup.sourceCount))
    let collection = try PagedCollection(
      revealing: elements, pageSize: setup.pageSize, restoredPageCount: setup.restoredPageCount)
    return Session(collection: collection, elements: elements, nextElement: elements.count)
  }

  public func makeModel(_ setup: Setup) -> Model {
    let source = Array(0..<Swift.max(0, setup.sourceCount))
    var model = Model(
      pageSize: Swift.max(1, setup.pageSize), source: source, revealedPages: 0,
      nextElement: source.count)
    model.revealedPages = Swift.min(Swift.max(0, setup.restoredPageCount), model.pageCount)
    return model
  }

  public var commands: [ModelCommand<Session, Model>] {
    let edit = Gen<(PagingSourceModel.Place, Int)>.zip(.sourcePlace, .int(in: 1...12))
    let literal = { (edit: (PagingSourceModel.Place, Int)) in
      "(\(edit.0.literal), \(edit.1))"
    }
    return [
      ModelCommand("loadNextPage", weight: 6) { session in
        session.collection.loadNextPage()
      } model: { model in
        guard model.revealedPages < model.pageCount else { return false }
        model.revealedPages += 1
        return true
      },
      ModelCommand("insert", weight: 2, arguments: edit, literal: literal) { session, edit in
        session.edit(edit, inserting: true)
      } model: { model, edit in
        Session.apply(edit, inserting: true, to: &model.source, numbering: &model.nextElement)
      },
      ModelCommand("delete", weight: 2, arguments: edit, literal: literal) { session, edit in
        session.edit(edit, inserting: false)
      } model: { model, edit in
        Session.apply(edit, inserting: false, to: &model.source, numbering: &model.nextElement)
        model.revealedPages = Swift.min(model.revealedPages, model.pageCount)
      },
      ModelCommand("reset") { session in session.collection.reset() } model: { model in
        model.revealedPages = 0
      },
    ]
  }

  /// Requires the revealed elements, page counts and `hasMore` to match the model.
  ///
  /// - Parameters:
  ///   - collection: The collection after a step.
  ///   - model: The model after the step.
  /// - Returns: The violations found.
  public func invariants(_ session: Session, _ model: Model) -> [Violation] {
    let collection = session.collection
    var found = collection.invariantViolations().map { Violation("consistency", $0) }
    if collection.loadedPageCount != model.revealedPages
      || !collection.elementsEqual(model.revealed)
    {
      found.append(Violation(
        "clamped prefix", "\(collection.loadedPageCount) pages \(Array(collection)), expected"
          + " \(model.revealedPages) pages \(Array(model.revealed)) of \(model.source)"))
    }
    if collection.pageCount != model.pageCount {
      found.append(Violation(
        "page count", "\(collection.pageCount) pages of \(model.source.count) elements by"
          + " \(model.pageSize), expected \(model.pageCount)"))
    }
    if collection.hasMore != (model.revealedPages < model.pageCount) {
      found.append(Violation(
        "has more", "hasMore is \(collection.hasMore) at \(model.revealedPages) of"
          + " \(model.pageCount) pages"))
    }
    return found
  }
}

extension PagedCollectionMachine: Sendable {}
