import Reflow
import Testing

/// `ElementID`'s parts are readable as properties, so nobody parses `"\(id)"`.
@Suite struct ElementIDTests {
  @Test("An id's name, index and integer read back what it was made from", arguments: [
    (ElementID("tag", index: 3), "tag", 3, nil, "tag[3]"),
    (ElementID("title"), "title", nil, nil, "title"),
    (ElementID(42), nil, nil, 42, "42"),
    ("header", "header", nil, nil, "header"),
    (7, nil, nil, 7, "7"),
    (ElementID("", index: -1), "", -1, nil, "[-1]"),
    (ElementID("tag[3]"), "tag[3]", nil, nil, "tag[3]"),
  ] as [(ElementID, String?, Int?, Int?, String)])
  func parts(id: ElementID, name: String?, index: Int?, integer: Int?, description: String) {
    #expect(id.name == name)
    #expect(id.index == index)
    #expect(id.integer == integer)
    #expect(id.description == description)
  }

  @Test("A name that looks like an indexed id keeps its parts apart from the indexed id")
  func ambiguousDescription() {
    let named = ElementID("tag[3]")
    let indexed = ElementID("tag", index: 3)
    // The descriptions are equal, which is why parsing them is wrong; the parts are not.
    #expect(named.description == indexed.description)
    #expect(named != indexed)
    #expect(named.index == nil && indexed.index == 3)
    #expect(named.name == "tag[3]" && indexed.name == "tag")
  }

  @Test("An id the engine made up, for a container declared without one, has no parts")
  func automatic() throws {
    var made: ElementID?
    _ = LayoutEngine().arrange(in: Size(width: 10, height: 10)) { ui in
      made = ui.vstack { _ in }.id
    }
    let id = try #require(made)
    #expect(id.name == nil && id.index == nil && id.integer == nil)
    #expect(id.description.hasPrefix("#"))
  }
}
