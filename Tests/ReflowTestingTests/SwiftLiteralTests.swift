import Reflow
@testable import ReflowTesting
import Testing

/// Counterexamples print their arguments as Swift: a masonry section style prints as the call
/// that makes it, and no two different ones print alike.
@Suite struct SwiftLiteralTests {
  @Test("A masonry section style prints as the Swift that makes it")
  func masonryStyle() {
    let style = SectionStyle.masonry(
      MasonryOptions(lanes: .count(3), laneSpacing: 8, itemSpacing: 4, direction: .rightToLeft),
      placement: .exact)
    #expect(
      swiftLiteral(style)
        == "SectionStyle.masonry(MasonryOptions(lanes: .count(3), laneSpacing: 8,"
        + " itemSpacing: 4, direction: .rightToLeft), placement: .exact)")
    #expect(
      swiftLiteral(SectionStyle.masonry(MasonryOptions(lanes: .adaptive(minimum: 120))))
        == "SectionStyle.masonry(MasonryOptions(lanes: .adaptive(minimum: 120)),"
        + " placement: .stable)")
  }

  @Test("Two generated masonry styles print alike only when they are equal")
  func masonryStylesPrintDistinctly() {
    var seen: [String: SectionStyle] = [:]
    for style in Gen<SectionStyle>.sectionStyle().samples(count: 2_000, seed: 3) {
      guard case .masonry = style else { continue }
      let text = swiftLiteral(style)
      #expect(text.hasPrefix("SectionStyle.masonry(MasonryOptions(lanes: "))
      if let other = seen[text] {
        #expect(other == style, "\(text) prints two styles")
      } else {
        seen[text] = style
      }
    }
    #expect(seen.count > 100)
  }
}
