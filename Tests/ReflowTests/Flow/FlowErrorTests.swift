import Reflow
import Testing

@Suite struct FlowErrorTests {
  static let badNumbers: [Double] = [.nan, .infinity, -.infinity, -1]

  @Test("A NaN, infinite or negative item size is a typed error naming the item and the fix",
        arguments: badNumbers)
  func badItemSize(value: Double) throws {
    var layout = try Flow(container: Size(width: 100, height: 100))
    try layout.add(Size(width: 10, height: 10))
    #expect(throws: ReflowError.self) { try layout.add(Size(width: value, height: 10)) }
    do {
      try layout.add(Size(width: 10, height: value))
      Issue.record("expected an error")
    } catch {
      guard case .invalidItemSize(let index, let size) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(index == 1)
      #expect(size.width == 10)
      #expect(error.description.contains("item 1 has size 10.0x\(value)"))
      #expect(error.description.contains("finite and at least 0"))
    }
    // Nothing was added by the failing calls.
    #expect(layout.count == 1)
    #expect(layout.finish().frames == [Rect(x: 0, y: 0, width: 10, height: 10)])
  }

  @Test("Adding a collection with one bad size adds nothing")
  func atomicBatch() throws {
    var layout = try Flow(container: Size(width: 100, height: 100))
    let sizes = [Size(width: 1, height: 1), Size(width: 2, height: 2), Size(width: -3, height: 1)]
    #expect(throws: ReflowError.invalidItemSize(index: 2, size: sizes[2])) {
      try layout.add(contentsOf: sizes)
    }
    #expect(layout.count == 0)
  }

  @Test("Bad spacing is a typed error naming the option", arguments: badNumbers)
  func badSpacing(value: Double) {
    for (name, options) in [
      ("itemSpacing", FlowOptions(itemSpacing: value)), ("lineSpacing", FlowOptions(lineSpacing: value)),
    ] {
      do {
        _ = try Flow(container: Size(width: 10, height: 10), options: options)
        Issue.record("expected an error for \(name) = \(value)")
      } catch {
        guard case .invalidSpacing(let reported, _) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        #expect(reported == name)
        #expect(error.description.hasPrefix("\(name) is \(value)"))
      }
    }
  }

  @Test("A bad inset is a typed error naming the edge", arguments: badNumbers)
  func badInset(value: Double) {
    let options = FlowOptions(insets: Insets(top: 0, leading: 0, bottom: value, trailing: 0))
    do {
      _ = try Flow(container: Size(width: 10, height: 10), options: options)
      Issue.record("expected an error")
    } catch {
      guard case .invalidInset(let edge, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(edge == "bottom")
      #expect(error.description.contains("the bottom inset is \(value)"))
    }
  }

  @Test("A NaN or negative container extent is a typed error", arguments: [Double.nan, -1, -Double.infinity])
  func badContainer(value: Double) {
    do {
      _ = try Flow(container: Size(width: 10, height: value))
      Issue.record("expected an error")
    } catch {
      guard case .invalidContainerExtent(let dimension, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(dimension == "height")
      #expect(error.description.contains("pass .infinity"))
    }
  }

  @Test("Right-to-left in an infinitely wide container is a typed error, not a NaN layout")
  func unboundedRightToLeft() {
    #expect(throws: ReflowError.unboundedRightToLeftWidth(width: .infinity)) {
      _ = try Flow(
        container: Size(width: .infinity, height: 10), options: FlowOptions(direction: .rightToLeft))
    }
  }

  @Test("An infinite container extent is allowed")
  func infiniteContainer() throws {
    let result = try Flow.layout(
      [Size(width: 5, height: 5)], in: Size(width: .infinity, height: .infinity))
    #expect(result.frames == [Rect(x: 0, y: 0, width: 5, height: 5)])
  }
}
