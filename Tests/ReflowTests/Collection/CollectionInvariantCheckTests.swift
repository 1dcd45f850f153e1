@testable import Reflow
import Testing

/// The invariant checks of a collection's snapshot and layout report each way their state can
/// break: every test breaks one part of a sound state and expects the sentence that names it.
@Suite struct CollectionInvariantCheckTests {
  /// Section 10 (a header and a footer) holds items 1, 2 and 3; section 20 (a shelf) items 4
  /// and 5.
  static func snapshot() -> CollectionSnapshot<Int, Int> {
    try! CollectionSnapshot([
      (CollectionSection(id: 10, header: .header(), footer: .footer()), [1, 2, 3]),
      (CollectionSection(id: 20, style: .shelf(ShelfOptions())), [4, 5]),
    ])
  }

  static func layout() -> CollectionLayout<Int, Int> {
    try! CollectionLayout(
      snapshot: snapshot(), crossLength: 200, estimatedItemSize: Size(width: 80, height: 30),
      sectionSpacing: 8)
  }

  static let snapshotBreakages: [Breakage<CollectionSnapshot<Int, Int>>] = [
    Breakage("section starts [0, 3, 5, 5] do not frame 5 items") { $0.sectionStarts.append(5) },
    Breakage("section starts [0, 6, 5] decrease") { $0.sectionStarts[1] = 6 },
    Breakage("4 versions for 5 items") { $0.versions.removeLast() },
    Breakage("4 positions for 5 items") { $0.itemPositions[5] = nil },
    Breakage("item 2 at 1 is indexed at Optional(0)") { $0.itemPositions[2] = 0 },
    Breakage("1 section positions for 2 sections") { $0.sectionPositions[20] = nil },
    Breakage("section 20 at 1 is indexed elsewhere") { $0.sectionPositions[20] = 0 },
    Breakage("section 10 has a stale hash") { $0.sectionHashes[0] &+= 1 },
    Breakage("the cached content hash is stale") { $0.itemsFold &+= 1 },
  ]

  @Test("A snapshot's stale index or hash is reported", arguments: snapshotBreakages)
  func brokenSnapshot(_ breakage: Breakage<CollectionSnapshot<Int, Int>>) {
    breakage.expectReported(from: Self.snapshot(), by: { $0.checkInvariants() })
  }

  static let layoutBreakages: [Breakage<CollectionLayout<Int, Int>>] = [
    Breakage("1 section layouts for 2 sections") { $0.sections.removeLast() },
    Breakage("2 starts for 2 sections") { $0.starts.removeLast() },
    Breakage("section 0 lays out 2 items of 3") {
      breakFlow(of: &$0.sections[0]) { try! $0.removeSubrange(0..<1) }
    },
    Breakage("section 1 is laid out as") { $0.sections[1].style = .list(spacing: 0) },
    Breakage("section 0's header is nil") { $0.sections[0].header = nil },
    Breakage("section 1's footer is Optional(") { $0.sections[1].footer = 10 },
    Breakage("section 1 starts at") { $0.starts[1] += 1 },
    Breakage("section 0 ends at") { $0.ends[0] += 1 },
    Breakage("section 1's shelf offset -1.0 is out of range") { $0.sections[1].shelfOffset = -1 },
    Breakage("section 0: block 0 has length") {
      breakFlow(of: &$0.sections[0]) { $0.blocks[0].patternLength += 1 }
    },
    Breakage("the content ends at") { $0.starts[2] += 1 },
  ]

  @Test("A layout out of step with its snapshot or itself is reported", arguments: layoutBreakages)
  func brokenLayout(_ breakage: Breakage<CollectionLayout<Int, Int>>) {
    breakage.expectReported(from: Self.layout(), by: { $0.checkInvariants() })
  }
}

/// Breaks the index of `section`, a flow section, with `body`.
private func breakFlow(of section: inout SectionLayout, _ body: (inout FlowIndex) -> Void) {
  guard case .flow(var index) = section.items else {
    Issue.record("section of style \(section.style) keeps no flow index to break")
    return
  }
  body(&index)
  section.items = .flow(index)
}
