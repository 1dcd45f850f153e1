import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `--format ascii` and `--format svg`.
@Suite struct OutputFormatTests {
  /// Width 10, spacing 2: a (4) + 2 + b (4) = 10 fits exactly, so both stay on line 1; c (10)
  /// fills line 2 at y = 4 (line 1 is a's 4 tall). At 1 pt per column and 2 per row: a covers
  /// columns 0..<4, rows 0..<2; b columns 6..<10, row 0; c columns 0..<10, row 2.
  /// Ids: "p" on a's middle row (row 0 of 2) at column 0 + (4 - 1) / 2 = 1; "q" in b's one row
  /// (4 columns leave a letter each side) at 6 + 1 = 7; "long-id" (7) at (10 - 7) / 2 = 1.
  static let tiny = #"{"container":{"width":10},"options":{"itemSpacing":2},"items":["#
    + #"{"id":"p","width":4,"height":4},{"id":"q","width":4,"height":2},"#
    + #"{"id":"long-id","width":10,"height":2}]}"#

  static let tinyDrawing = """
    ApAA..BqBB
    AAAA......
    Clong-idCC

    A=p  B=q  C=long-id
    1 column = 1 pt, 1 row = 2 pt

    """

  @Test("ASCII output draws the layout with ids, a legend and the scale", arguments: [
    ["--scale", "1"], [],  // 10 points wide: the default scale is 1 too
  ])
  func asciiTiny(scale: [String]) throws {
    let output = try CLIRunner.run(["layout", "--format", "ascii"] + scale, stdin: Self.tiny)
    #expect(output == CLIRunner.Output(stdout: Self.tinyDrawing, stderr: "", status: 0))
  }

  /// Width 20, spacing 1, one line: a (6) + 1 + b (6) + 1 + c (6) = 20 fills it, so d (3) is
  /// hidden. The indicator (4 wide) does not fit after c (21 + 4 > 20): c leaves the line too,
  /// and "+2" fits after b (6 + 1 + 6 + 1 + 4 = 18). a grows by the 2 points left: 8 wide.
  static let limited = #"{"container":{"width":20},"options":{"itemSpacing":1,"lineLimit":1},"#
    + #""overflowIndicator":{"width":4,"height":2},"items":[{"id":"a","width":6,"height":2,"#
    + #""grow":1},{"id":"b","width":6,"height":2},{"id":"c","width":6,"height":2},"#
    + #"{"id":"d","width":3,"height":2}]}"#

  @Test("JSON output reports the hidden count and the indicator's frame")
  func limitedJSON() throws {
    let output = try CLIRunner.run(["layout"], stdin: Self.limited)
    #expect(output == CLIRunner.Output(stdout: """
      {
        "contentSize": {"width": 20, "height": 2},
        "hiddenCount": 2,
        "frames": [
          {"id": "a", "x": 0, "y": 0, "width": 8, "height": 2},
          {"id": "b", "x": 9, "y": 0, "width": 6, "height": 2}
        ],
        "indicator": {"x": 16, "y": 0, "width": 4, "height": 2},
        "lines": [
          {"start": 0, "end": 2, "x": 0, "y": 0, "width": 20, "height": 2}
        ]
      }

      """, stderr: "", status: 0))
  }

  @Test("ASCII output draws the indicator with + and its count, and names it in the legend")
  func limitedASCII() throws {
    let output = try CLIRunner.run(["layout", "--format", "ascii"], stdin: Self.limited)
    #expect(output.stdout == """
      AAAaAAAA.BBbBBB.++2+

      A=a  B=b  +=+2 more
      1 column = 1 pt, 1 row = 2 pt

      """)
  }

  @Test("SVG output draws the indicator as a labelled rect of its own")
  func limitedSVG() throws {
    let output = try CLIRunner.run(["layout", "--format", "svg"], stdin: Self.limited)
    #expect(output.stdout.contains(
      ##"<g class="indicator" fill="#fde68a" stroke="#92400e"><rect x="16" y="0" width="4""##
        + #" height="2"/>"#))
    #expect(output.stdout.contains(#"dominant-baseline="central">+2</text></g>"#))
  }

  @Test("A larger --scale shrinks the drawing; ids that do not fit are left to the legend")
  func asciiScaled() throws {
    // At 2 pt per column and 4 per row: a covers columns 0..<2 and row 0; b 3..<5 (b's 2 pt
    // height rounds to half a row: 0..<1); c columns 0..<5, row 1. No id fits with a margin.
    let output = try CLIRunner.run(
      ["layout", "--format", "ascii", "--scale", "2"], stdin: Self.tiny)
    #expect(
      output.stdout == """
        AA.BB
        CCCCC

        A=p  B=q  C=long-id
        1 column = 2 pt, 1 row = 4 pt

        """)
  }

  @Test("The default ASCII scale keeps a wide layout within 100 columns")
  func asciiDefaultScale() throws {
    // 390 points: 390 / 100 rounds up to 4 points per column, so 98 columns.
    let document = #"{"container":{"width":390},"items":[{"width":390,"height":16}]}"#
    let output = try CLIRunner.run(["layout", "--format", "ascii"], stdin: document)
    let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == Substring(String(repeating: "A", count: 48) + "0"
      + String(repeating: "A", count: 49)))
    #expect(lines.contains("1 column = 4 pt, 1 row = 8 pt"))
  }

  @Test("The default ASCII scale keeps a tall layout within the canvas's 4000 rows")
  func asciiTallDefaultScale() throws {
    // 100000 points tall needs 100000 / (2 x 4000) = 12.5, so 13 points per column.
    let document = #"{"container":{"width":390},"items":[{"width":390,"height":100000}]}"#
    let output = try CLIRunner.run(["layout", "--format", "ascii"], stdin: document)
    #expect(output.status == 0)
    #expect(output.stdout.hasSuffix("\n\nA=0\n1 column = 13 pt, 1 row = 26 pt\n"))
  }

  @Test("SVG output is well-formed XML with the container, each line and each labelled item")
  func svgStructure() throws {
    // a (150) is longer than the 100-wide container: alone on line 1, overflowing to x = 150.
    // b and c share line 2 at y = 20. The view box covers the overflow plus a 1 pt margin.
    let document = #"{"container":{"width":100,"height":50},"items":["#
      + #"{"id":"<a & \"b\">","width":150,"height":20},{"id":"b","width":40,"height":10},"#
      + #"{"id":"c","width":40,"height":10}]}"#
    let output = try CLIRunner.run(["layout", "--format", "svg"], stdin: document)
    #expect(output.status == 0)
    #expect(output.stderr == "")
    let svg = try SVGSummary(output.stdout)
    #expect(svg.rootAttributes["viewBox"] == "-1 -1 152 52")
    #expect(svg.rootAttributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(svg.rects.first == ["class": "container", "x": "0", "y": "0", "width": "100",
                                "height": "50", "fill": "none", "stroke": "#9e9e9e"])
    let lineRects = svg.rects.filter { $0["class"] == nil }.prefix(2)
    #expect(lineRects.map { $0["width"] } == ["150", "80"])
    #expect(svg.dashedGroups == 1)
    #expect(svg.texts == ["<a & \"b\">", "b", "c"])
    #expect(svg.rects.count == 1 + 2 + 3)
  }

  @Test("SVG output is deterministic")
  func svgDeterministic() throws {
    let first = try CLIRunner.run(["layout", "--format", "svg"], stdin: Self.tiny)
    let second = try CLIRunner.run(["layout", "--format", "svg"], stdin: Self.tiny)
    #expect(first == second)
    #expect(first.stdout.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
  }
}

/// The parts of an SVG document the tests check, read with Foundation's XML parser.
private final class SVGSummary: NSObject, XMLParserDelegate {
  var rootAttributes: [String: String] = [:]
  var rects: [[String: String]] = []
  var texts: [String] = []
  var dashedGroups = 0
  private var currentText: String?

  init(_ document: String) throws {
    super.init()
    let parser = XMLParser(data: Data(document.utf8))
    parser.delegate = self
    guard parser.parse() else {
      throw parser.parserError ?? CocoaError(.fileReadCorruptFile)
    }
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    switch name {
    case "svg": rootAttributes = attributes
    case "rect": rects.append(attributes)
    case "text": currentText = ""
    case "g" where attributes["stroke-dasharray"] != nil: dashedGroups += 1
    default: break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    currentText? += string
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if name == "text", let text = currentText {
      texts.append(text)
      currentText = nil
    }
  }
}
