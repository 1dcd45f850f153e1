@testable import AppleAdapters
import Foundation
import Reflow
import Testing
import UIKit

/// `ReflowCollectionViewLayout`, the article's UIKit layout, driven the way a collection view
/// drives it: prepare, attributes for a rect, bounds changes, self-sizing cells.
@MainActor @Suite struct ReflowCollectionViewLayoutTests {
  /// One list section of 100 items, 50 points estimated, under a pinned header of 44.
  static func collection() throws -> (UICollectionView, ReflowCollectionViewLayout<String, Int>) {
    let snapshot = try CollectionSnapshot<String, Int>([
      (CollectionSection(id: "s", style: .list(spacing: 0), header: .header(pinned: true)),
       Array(0..<100)),
    ])
    let layout = ReflowCollectionViewLayout(
      snapshot: snapshot, estimatedItemSize: Size(width: 390, height: 50),
      estimatedSupplementHeight: 44)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    layout.prepare()
    return (view, layout)
  }

  /// What UIKit does with an invalidation context: moves the bounds, then prepares again.
  static func apply(_ context: UICollectionViewLayoutInvalidationContext,
                    to view: UICollectionView, _ layout: UICollectionViewLayout) {
    view.bounds.origin.y += context.contentOffsetAdjustment.y
    layout.prepare()
  }

  @Test("The content size and the attributes in a rect come from Reflow's collection layout")
  func attributesInRect() throws {
    let (view, layout) = try Self.collection()
    #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 44 + 100 * 50))
    let attributes = try #require(layout.layoutAttributesForElements(in: view.bounds))
    let items = attributes.filter { $0.representedElementCategory == .cell }
    // 844 - 44 = 800 points show items 0..<16.
    #expect(items.map(\.indexPath.item) == Array(0..<16))
    #expect(items.first?.frame == CGRect(x: 0, y: 44, width: 390, height: 50))
    let header = try #require(attributes.first { $0.representedElementCategory != .cell })
    #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
    #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(header.zIndex > items.map(\.zIndex).max() ?? 0)
  }

  @Test("A pinned header sticks to the visible top as the collection view scrolls")
  func pinnedHeaderFollowsBounds() throws {
    let (view, layout) = try Self.collection()
    view.bounds.origin.y = 1_044
    #expect(layout.shouldInvalidateLayout(forBoundsChange: view.bounds))
    layout.prepare()
    let header = try #require(layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(header.frame.minY == 1_044)
    let attributes = try #require(layout.layoutAttributesForElements(in: view.bounds))
    #expect(attributes.last?.representedElementKind == UICollectionView.elementKindSectionHeader)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 20, section: 0))?.frame.minY
      == 1_044)
  }

  @Test("A cell above the visible top that sizes itself taller moves the content offset with it")
  func selfSizingKeepsTheTopItem() throws {
    let (view, layout) = try Self.collection()
    view.bounds.origin.y = 1_044  // item 20 at the top, under the pinned header
    layout.prepare()
    let original = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 18, section: 0)))
    let preferred = UICollectionViewLayoutAttributes(forCellWith: original.indexPath)
    preferred.frame = CGRect(origin: original.frame.origin, size: CGSize(width: 390, height: 80))
    #expect(layout.shouldInvalidateLayout(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    #expect(context.contentOffsetAdjustment == CGPoint(x: 0, y: 30))
    #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 30))
    Self.apply(context, to: view, layout)
    // Item 20 is where the user saw it: at the visible top.
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 20, section: 0))?.frame.minY
      == view.bounds.minY)
    #expect(view.bounds.minY == 1_074)
  }

  @Test("A cell below the visible top that sizes itself moves nothing on screen")
  func selfSizingBelow() throws {
    let (view, layout) = try Self.collection()
    let original = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
    let preferred = UICollectionViewLayoutAttributes(forCellWith: original.indexPath)
    preferred.frame = CGRect(origin: original.frame.origin, size: CGSize(width: 390, height: 70))
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    #expect(context.contentOffsetAdjustment == .zero)
    #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 20))
    Self.apply(context, to: view, layout)
    let fifth = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
    #expect(fifth.frame.minY == CGFloat(44 + 3 * 50 + 70))
  }

  @Test("A new snapshot is laid out at the next prepare; moved items keep their sizes")
  func snapshotChanges() throws {
    // The collection view holds the layout, and the layout holds it weakly: keep it alive.
    let (view, layout) = try Self.collection()
    defer { withExtendedLifetime(view) {} }
    let original = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    let preferred = UICollectionViewLayoutAttributes(forCellWith: original.indexPath)
    preferred.frame = CGRect(origin: original.frame.origin, size: CGSize(width: 390, height: 90))
    _ = layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    layout.prepare()
    var snapshot = layout.snapshot
    try snapshot.moveItem(2, beforeItem: 0)
    layout.snapshot = snapshot
    layout.prepare()
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
      == CGRect(x: 0, y: 44, width: 390, height: 90))
  }
}
