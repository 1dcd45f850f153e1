@testable import AppleAdapters
import Foundation
import Reflow
import Testing

/// `ReflowListModel`, the Reflow side of the article's `ReflowList`, driven as the view drives
/// it: scroll geometry changes, cells measuring themselves, the item count.
@MainActor @Suite struct ReflowListModelTests {
  /// Rows of one item, 50 points estimated, no spacing: item i's estimate starts at 50 i.
  static func model(count: Int = 1_000) -> ReflowListModel {
    let model = ReflowListModel(
      options: FlowOptions(), estimatedItemSize: Size(width: 390, height: 50))
    _ = model.countChanged(to: count)
    return model
  }

  @Test("Only the items on screen and within the overscan are placed, in content coordinates")
  func placesTheWindow() {
    let model = Self.model()
    #expect(model.scrolled(to: CGRect(x: 0, y: 5_000, width: 390, height: 844)) == nil)
    let indices = model.placements.map(\.id)
    // The viewport shows 100..<117 (5,000 to 5,844); the overscan of 200 adds 4 above, and at
    // least 4 below (the engine may declare more ahead).
    #expect(indices.first == 96)
    #expect(indices == Array(96..<(96 + indices.count)))
    #expect(indices.count >= 25 && indices.count < 60)
    for placement in model.placements {
      #expect(placement.frame == CGRect(
        x: 0, y: Double(placement.id) * 50, width: 390, height: 50))
    }
    #expect(model.contentSize == CGSize(width: 390, height: 50_000))
  }

  @Test("A cell above the viewport that measures taller moves the offset by as much")
  func measuredAboveKeepsTheTopItem() throws {
    let model = Self.model()
    _ = model.scrolled(to: CGRect(x: 0, y: 5_000, width: 390, height: 844))
    // Item 97 sits in the overscan above the viewport; it measures 30 points taller.
    let corrected = try #require(model.measured(CGSize(width: 390, height: 80), ofItem: 97))
    #expect(corrected == 5_030)
    let top = try #require(model.placements.first { $0.id == 100 })
    #expect(top.frame.minY == 5_030)
    #expect(model.contentSize.height == 50_030)
    // The scroll view follows: from there on, nothing moves.
    #expect(model.scrolled(to: CGRect(x: 0, y: 5_030, width: 390, height: 844)) == nil)
    #expect(model.placements.first { $0.id == 100 }?.frame.minY == 5_030)
  }

  @Test("The same size reported again arranges nothing")
  func sameSizeIsIgnored() {
    let model = Self.model()
    _ = model.scrolled(to: CGRect(x: 0, y: 0, width: 390, height: 844))
    _ = model.measured(CGSize(width: 390, height: 60), ofItem: 3)
    let placements = model.placements
    #expect(model.measured(CGSize(width: 390, height: 60), ofItem: 3) == nil)
    #expect(model.placements == placements)
  }

  @Test("A list that grows at the end lays out the new items")
  func countChanges() {
    let model = Self.model(count: 3)
    _ = model.scrolled(to: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(model.placements.map(\.id) == [0, 1, 2])
    #expect(model.countChanged(to: 5) == nil)
    #expect(model.placements.map(\.id) == [0, 1, 2, 3, 4])
    #expect(model.contentSize.height == 250)
  }
}
