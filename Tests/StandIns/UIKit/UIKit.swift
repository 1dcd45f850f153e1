// A stand-in for the parts of UIKit that the article "Reflow in SwiftUI and UIKit"
// (Sources/Reflow/Reflow.docc/SwiftUIAndUIKit.md) uses, so that `Scripts/check-docs.sh` can
// compile the article's code on Linux, where UIKit does not exist.
//
// Every declaration is written to match the signature Apple documents for it, and nothing else
// of UIKit is declared. There is no behaviour beyond keeping values: a collection view holds its
// bounds and its layout, attributes hold what they are given, and the layout's base methods
// answer what UIKit's base class answers when a subclass does not override them (an empty
// context, no attributes, no invalidation).
//
// This module is no product of the package; the docs check builds it in a generated package.

@_exported import Foundation  // UIKit re-exports Foundation: CGRect, IndexPath, NSObject...

/// `@MainActor class UIView`; only `bounds` is used.
@MainActor
open class UIView: NSObject {
  /// `var bounds: CGRect { get set }`
  open var bounds: CGRect

  /// `init(frame: CGRect)`
  public init(frame: CGRect) {
    bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }
}

/// `@MainActor class UIScrollView`: its `bounds.origin` is its content offset.
@MainActor
open class UIScrollView: UIView {}

/// `@MainActor class UICollectionView`
@MainActor
open class UICollectionView: UIScrollView {
  /// `enum ElementCategory`
  public enum ElementCategory: UInt, Sendable {
    case cell, supplementaryView, decorationView
  }

  /// `class let elementKindSectionHeader: String`
  nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// `class let elementKindSectionFooter: String`
  nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// `var collectionViewLayout: UICollectionViewLayout`
  open var collectionViewLayout: UICollectionViewLayout

  /// `init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)`
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.owner = self
  }
}

/// `@MainActor class UICollectionViewLayout : NSObject, NSCoding` (an Objective-C protocol, which
/// Swift imports as `@preconcurrency`)
@MainActor
open class UICollectionViewLayout: NSObject, @preconcurrency NSCoding {
  fileprivate weak var owner: UICollectionView?

  /// `init()`
  public override init() { super.init() }
  /// `init?(coder: NSCoder)`
  public required init?(coder: NSCoder) { super.init() }
  /// `func encode(with coder: NSCoder)`
  open func encode(with coder: NSCoder) {}

  /// `var collectionView: UICollectionView? { get }`
  open var collectionView: UICollectionView? { owner }
  /// `var collectionViewContentSize: CGSize { get }`
  open var collectionViewContentSize: CGSize { .zero }

  /// `func prepare()`
  open func prepare() {}
  /// `func invalidateLayout()`
  open func invalidateLayout() {}

  /// `func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?`
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }
  /// `func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?`
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }
  /// `func layoutAttributesForSupplementaryView(ofKind elementKind: String,
  ///   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?`
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// `func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool`
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
  /// `func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes:
  ///   UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes:
  ///   UICollectionViewLayoutAttributes) -> Bool`
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { false }
  /// `func invalidationContext(forPreferredLayoutAttributes preferredAttributes:
  ///   UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes:
  ///   UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext`
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext { UICollectionViewLayoutInvalidationContext() }
}

/// `@MainActor class UICollectionViewLayoutInvalidationContext`
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// `var contentOffsetAdjustment: CGPoint { get set }`
  open var contentOffsetAdjustment = CGPoint.zero
  /// `var contentSizeAdjustment: CGSize { get set }`
  open var contentSizeAdjustment = CGSize.zero
  /// `init()`
  public override init() { super.init() }
}

/// `@MainActor class UICollectionViewLayoutAttributes`
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// `var frame: CGRect { get set }`
  open var frame = CGRect.zero
  /// `var zIndex: Int { get set }`
  open var zIndex = 0
  /// `var indexPath: IndexPath { get set }`
  open var indexPath = IndexPath(item: 0, section: 0)
  /// `var representedElementCategory: UICollectionView.ElementCategory { get }`
  open private(set) var representedElementCategory = UICollectionView.ElementCategory.cell
  /// `var representedElementKind: String? { get }`
  open private(set) var representedElementKind: String?

  /// `init()`
  public override init() { super.init() }

  /// `convenience init(forCellWith indexPath: IndexPath)`
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// `convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)`
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }
}

/// UIKit's additions to Foundation's `IndexPath`, for rows of sections.
extension IndexPath {
  /// `init(item: Int, section: Int)`
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  /// `var item: Int { get set }`
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// `var section: Int { get set }`
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}
