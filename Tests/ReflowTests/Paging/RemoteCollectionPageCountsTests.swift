@testable import Reflow
import ReflowTesting
import Testing

/// Where a remote collection puts a page: at the position the source says, or the request
/// asked for, after checking that the counts agree with each other and fit in an `Int`.
@Suite struct RemoteCollectionPageCountsTests {
  typealias Feed = RemoteCollection<Int, PagingSourceModel.Item>

  /// A page of `count` items with the counts given, answering a request from `position`.
  struct Answer: Sendable, CustomTestStringConvertible {
    var count: Int
    var itemsBefore: Int?
    var totalCount: Int?
    var position: Int?
    /// Where the page goes, or `nil` for a page without a position; `.failure` for an error.
    var expected: Result<Int?, PagingError>

    var testDescription: String {
      "\(count) items, before \(String(describing: itemsBefore)),"
        + " total \(String(describing: totalCount)), asked at \(String(describing: position))"
    }
  }

  static func invalid(_ before: Int?, _ count: Int, _ total: Int?) -> Result<Int?, PagingError> {
    .failure(.invalidPageCounts(itemsBefore: before, count: count, totalCount: total))
  }

  static let answers: [Answer] = [
    Answer(count: 10, itemsBefore: 90, totalCount: 100, position: 0, expected: .success(90)),
    Answer(count: 2, itemsBefore: -1, expected: invalid(-1, 2, nil)),
    Answer(count: 2, itemsBefore: .max, expected: invalid(.max, 2, nil)),
    Answer(count: 10, itemsBefore: 95, totalCount: 100, expected: invalid(95, 10, 100)),
    Answer(count: 2, position: .max, expected: invalid(.max, 2, nil)),
    Answer(count: 10, totalCount: 100, position: 95, expected: invalid(95, 10, 100)),
    // Asked past a shrunk end: an empty page sits at the end.
    Answer(count: 0, totalCount: 100, position: 120, expected: .success(100)),
    Answer(count: 3, position: 40, expected: .success(40)),
    Answer(count: 3, expected: .success(nil)),
  ]

  @Test("A page goes where its counts say, and counts that contradict each other are refused",
        arguments: answers)
  func position(_ answer: Answer) {
    let page = LoadedPage<Int, PagingSourceModel.Item>(
      items: (0..<answer.count).map(PagingSourceModel.Item.init(id:)),
      itemsBefore: answer.itemsBefore, totalCount: answer.totalCount)
    let request = PageRequest<Int>(
      kind: .append, key: 0, limit: 10, position: answer.position, serial: 1)
    let result = Result { () throws(PagingError) -> Int? in
      try Feed.position(of: page, for: request)
    }
    #expect(result == answer.expected)
  }
}
