import Reflow
import Testing

/// A paging error's description names the bad values and the fix.
@Suite struct PagingErrorDescriptionTests {
  @Test("Page counts name the items before and the total, or say they are unknown")
  func pageCounts() {
    let known = PagingError.invalidPageCounts(itemsBefore: 95, count: 10, totalCount: 100)
    #expect(
      known.description.hasPrefix("a page of 10 items says 95 items come before it of 100 in all;"))
    let unknown = PagingError.invalidPageCounts(itemsBefore: nil, count: -1, totalCount: nil)
    #expect(
      unknown.description.hasPrefix(
        "a page of -1 items says unknown items come before it of unknown in all;"))
  }
}
