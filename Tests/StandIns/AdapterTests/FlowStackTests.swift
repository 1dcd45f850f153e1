@testable import AppleAdapters
import Foundation
import Reflow
@_spi(StandIn) import SwiftUI
import Testing

/// Fake subviews of fixed sizes that count how often they are measured and record where they
/// are placed.
final class FakeSubviews: @unchecked Sendable {
  private let lock = NSLock()
  private var measured = 0
  private var placed: [Int: (CGPoint, ProposedViewSize)] = [:]
  let sizes: [CGSize]

  init(_ sizes: [CGSize]) { self.sizes = sizes }

  var subviews: LayoutSubviews {
    LayoutSubviews(sizes.indices.map { index in
      LayoutSubview(
        id: index,
        size: { _ in self.lock.withLock { self.measured += 1 }; return self.sizes[index] },
        place: { point, _, proposal in
          self.lock.withLock { self.placed[index] = (point, proposal) }
        })
    })
  }

  var measurements: Int { lock.withLock { measured } }
  var placements: [CGRect] {
    lock.withLock {
      sizes.indices.map { index in
        guard let (point, proposal) = placed[index] else { return .null }
        return CGRect(x: point.x, y: point.y, width: proposal.width ?? -1,
                      height: proposal.height ?? -1)
      }
    }
  }
}

/// `FlowStack`, the article's SwiftUI `Layout`, driven as SwiftUI would drive it.
@Suite struct FlowStackTests {
  // 60 + 8 + 80 = 148 fits 200, + 8 + 50 does not: two lines, 8 apart.
  static let sizes = [CGSize(width: 60, height: 20), CGSize(width: 80, height: 20),
                      CGSize(width: 50, height: 20), CGSize(width: 100, height: 30)]

  @Test("sizeThatFits is the flow's content size, and subviews land at its frames")
  func placesAtFlowFrames() {
    let fake = FakeSubviews(Self.sizes)
    let stack = FlowStack(options: FlowOptions(itemSpacing: 8, lineSpacing: 8))
    let subviews = fake.subviews
    var cache = stack.makeCache(subviews: subviews)
    let size = stack.sizeThatFits(
      proposal: ProposedViewSize(width: 200, height: nil), subviews: subviews, cache: &cache)
    // Lines: 60 and 80 (ends at 148); 50 and 100 (ends at 158), 28 down, 30 high.
    #expect(size == CGSize(width: 158, height: 58))
    stack.placeSubviews(
      in: CGRect(x: 10, y: 20, width: 158, height: 58),
      proposal: ProposedViewSize(width: 200, height: nil), subviews: subviews, cache: &cache)
    #expect(fake.placements == [
      CGRect(x: 10, y: 20, width: 60, height: 20), CGRect(x: 78, y: 20, width: 80, height: 20),
      CGRect(x: 10, y: 48, width: 50, height: 20), CGRect(x: 68, y: 48, width: 100, height: 30),
    ])
  }

  @Test("Each subview is measured once per cache, however many passes SwiftUI makes")
  func measuresOncePerCache() {
    let fake = FakeSubviews(Self.sizes)
    let stack = FlowStack()
    let subviews = fake.subviews
    var cache = stack.makeCache(subviews: subviews)
    for width in [200.0, 120, 200, .infinity] {
      _ = stack.sizeThatFits(
        proposal: ProposedViewSize(width: width, height: nil), subviews: subviews, cache: &cache)
    }
    stack.placeSubviews(
      in: CGRect(x: 0, y: 0, width: 200, height: 100), proposal: .unspecified,
      subviews: subviews, cache: &cache)
    #expect(fake.measurements == Self.sizes.count)
    stack.updateCache(&cache, subviews: subviews)
    #expect(fake.measurements == 2 * Self.sizes.count)
  }

  @Test("An unspecified width is one line; a zero width puts every subview on its own line")
  func extremeProposals() {
    let fake = FakeSubviews(Self.sizes)
    let stack = FlowStack(options: FlowOptions(itemSpacing: 8, lineSpacing: 8))
    var cache = stack.makeCache(subviews: fake.subviews)
    #expect(stack.sizeThatFits(proposal: .unspecified, subviews: fake.subviews, cache: &cache)
      == CGSize(width: 60 + 8 + 80 + 8 + 50 + 8 + 100, height: 30))
    #expect(stack.sizeThatFits(
      proposal: ProposedViewSize(width: 0, height: nil), subviews: fake.subviews, cache: &cache)
      == CGSize(width: 100, height: 20 + 8 + 20 + 8 + 20 + 8 + 30))
  }

  @Test("Invalid options place nothing and take no room, rather than trap")
  func invalidOptions() {
    let fake = FakeSubviews(Self.sizes)
    let stack = FlowStack(options: FlowOptions(itemSpacing: -1))
    var cache = stack.makeCache(subviews: fake.subviews)
    #expect(stack.sizeThatFits(proposal: .unspecified, subviews: fake.subviews, cache: &cache)
      == .zero)
    stack.placeSubviews(
      in: CGRect(x: 0, y: 0, width: 100, height: 100), proposal: .unspecified,
      subviews: fake.subviews, cache: &cache)
    #expect(fake.placements.allSatisfy { $0.isNull })
  }
}
