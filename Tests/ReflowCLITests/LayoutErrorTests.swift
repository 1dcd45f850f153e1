import Foundation
import Testing

/// Every class of bad input ends in one `error:` line naming the field or flag, the value and
/// the fix, nothing on stdout, and exit status 1 (bad input) or 2 (bad command line).
@Suite struct LayoutErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var stdin: String
    var stderr: String
    var status: Int32
    var testDescription: String { stderr }
  }

  static let valid = #"{"container":{"width":100},"items":[{"width":10,"height":10}]}"#

  /// A document with `items` replaced by `items` (raw JSON).
  static func document(items: String, options: String = "{}") -> String {
    #"{"container":{"width":100},"options":\#(options),"items":\#(items)}"#
  }

  static let inputErrors: [Case] = [
    Case(arguments: [], stdin: #"{"container": {"width": 100},"#,
         stderr: "the input is not valid JSON: unexpected end of input; expected a quoted member"
           + " name at line 1, column 30", status: 1),
    Case(arguments: [], stdin: "{\n  \"container\" {}}",
         stderr: "the input is not valid JSON: unexpected '{'; expected ':' after the member name"
           + " at line 2, column 15", status: 1),
    Case(arguments: [], stdin: #"[1, 2,]"#,
         stderr: "the input is not valid JSON: unexpected ']'; expected a value at line 1,"
           + " column 7", status: 1),
    Case(arguments: [], stdin: "",
         stderr: "the input is empty; expected a JSON document such as "
           + #"{"container":{"width":390},"items":[]}"#,
         status: 1),
    Case(arguments: [], stdin: "[]",
         stderr: #"the document is an array; expected an object with "container" and "items""#,
         status: 1),
    Case(arguments: [], stdin: #"{"items": []}"#,
         stderr: "container is missing; expected an object such as "
           + #"{"width": 390, "height": 844}"#,
         status: 1),
    Case(arguments: [], stdin: #"{"container": {"height": 10}, "items": []}"#,
         stderr: "container.width is missing; expected a number", status: 1),
    Case(arguments: [], stdin: #"{"container": {"width": "390"}, "items": []}"#,
         stderr: #"container.width is "390" (a string); expected a number"#, status: 1),
    Case(arguments: [], stdin: #"{"container": {"width": -1}, "items": []}"#,
         stderr: "container.width is -1; container sizes must be at least 0 (inf means unbounded)",
         status: 1),
    Case(arguments: [], stdin: #"{"container": {"width": 100}}"#,
         stderr: "items is missing; expected an array such as "
           + #"[{"id": "a", "width": 80, "height": 30}]"#,
         status: 1),
    Case(arguments: [], stdin: #"{"container": {"width": 100}, "items": {}}"#,
         stderr: "items is an object; expected an array of items", status: 1),
    Case(arguments: [], stdin: document(items: #"[{"width": 1, "height": 1}, 7]"#),
         stderr: "items[1] is 7 (a number); expected an object such as "
           + #"{"id": "a", "width": 80, "height": 30}"#,
         status: 1),
    Case(arguments: [], stdin: document(items: #"[{"width": 1}]"#),
         stderr: "items[0].height is missing; expected a number", status: 1),
    // A repeated member: which value is meant cannot be known, so it is refused wherever it is.
    Case(arguments: [], stdin: #"{"container": {"width": 0}, "items": {"width": 0}, "items": []}"#,
         stderr: "items is an object; expected an array of items", status: 1),
    Case(arguments: [], stdin: #"{"container": {"width": 100}, "items": [], "items": []}"#,
         stderr: #""items" appears twice in one object at line 1, column 52; give each member"#
           + " once", status: 1),
    Case(arguments: [], stdin: document(items: #"[{"width": 1, "height": 1, "width": 2}]"#),
         stderr: "items[0].width appears twice; give each member once", status: 1),
    Case(arguments: [], stdin: document(items: "[]", options: #"{"itemSpacing": 1, "itemSpacing": 2}"#),
         stderr: #""itemSpacing" appears twice in one object at line 1, column 71; give each"#
           + " member once", status: 1),
    Case(arguments: [],
         stdin: document(items: #"[{"width":1,"height":1},{"width":1,"height":1},"#
           + #"{"width":1,"height":1},{"width":-5,"height":1}]"#),
         stderr: "items[3].width is -5; sizes must be finite and at least 0", status: 1),
    Case(arguments: [], stdin: document(items: #"[{"width": 1, "height": 1e999}]"#),
         stderr: "items[0].height is inf; sizes must be finite and at least 0", status: 1),
    Case(arguments: [], stdin: document(items: #"[{"width": true, "height": 1}]"#),
         stderr: "items[0].width is true (a boolean); expected a number", status: 1),
    Case(arguments: [], stdin: document(items: #"[{"id": 3, "width": 1, "height": 1}]"#),
         stderr: "items[0].id is 3 (a number); expected a string", status: 1),
    Case(arguments: [], stdin: document(items: "[]", options: #"{"alignment": "middle"}"#),
         stderr: #"options.alignment is "middle"; expected one of leading, center, trailing,"#
           + " spaceBetween, spaceAround, spaceEvenly", status: 1),
    Case(arguments: [], stdin: document(items: "[]", options: #"{"axis": ["vertical"]}"#),
         stderr: "options.axis is an array; expected a string, one of horizontal, vertical",
         status: 1),
    Case(arguments: [], stdin: document(items: "[]", options: #"{"lineSpacing": -0.5}"#),
         stderr: "options.lineSpacing is -0.5; spacing must be finite and at least 0", status: 1),
    Case(arguments: [], stdin: document(items: "[]", options: #"{"insets": {"bottom": -2}}"#),
         stderr: "options.insets.bottom is -2; insets must be finite and at least 0", status: 1),
    Case(arguments: [], stdin: document(items: "[]", options: "3"),
         stderr: "options is 3 (a number); expected an object", status: 1),
    Case(arguments: [], stdin: document(items: #"[{"width": 1, "height": 1, "grow": "x"}]"#),
         stderr: #"items[0].grow is "x" (a string); expected a number"#, status: 1),
    // The library's check of a grow factor, printed with ReflowError's description.
    Case(arguments: [], stdin: document(items: #"[{"width": 1, "height": 1, "grow": -1}]"#),
         stderr: "items[0].grow: item 0 has grow -1.0; grow must be finite and at least 0:"
           + " pass 0 for an item that keeps its length", status: 1),
    Case(arguments: [], stdin: document(items: #"[{"width": 1, "height": 2, "baseline": 5}]"#),
         stderr: "items[0].baseline: item 0 has baseline 5.0 but height 2.0; a baseline is a"
           + " distance from the item's top edge from 0 to its height: pass nil for the bottom"
           + " edge", status: 1),
    Case(arguments: [],
         stdin: document(items: #"[{"width": 1, "height": 1, "breakBefore": "yes"}]"#),
         stderr: #"items[0].breakBefore is "yes" (a string); expected true or false"#, status: 1),
    Case(arguments: [], stdin: document(items: "[]", options: #"{"lineLimit": 0}"#),
         stderr: "options.lineLimit is 0; expected a whole number at least 1, or null for no"
           + " limit", status: 1),
    Case(arguments: [], stdin: document(items: "[]", options: #"{"maxItemsPerLine": 2.5}"#),
         stderr: "options.maxItemsPerLine is 2.5; expected a whole number at least 1, or null"
           + " for no limit", status: 1),
    Case(arguments: [], stdin: document(items: "[]", options: #"{"lineBreaking": "balance"}"#),
         stderr: #"options.lineBreaking is "balance"; did you mean "balanced"?"#, status: 1),
    Case(arguments: [], stdin: document(items: "[]", options: #"{"lineAlignment": "middle"}"#),
         stderr: #"options.lineAlignment is "middle"; expected one of top, center, bottom,"#
           + " spaceBetween, spaceAround, spaceEvenly, stretch", status: 1),
    Case(arguments: [],
         stdin: #"{"container":{"width":100},"overflowIndicator":{"height":9},"items":[]}"#,
         stderr: "overflowIndicator.width is missing; expected a number", status: 1),
    Case(arguments: [],
         stdin: #"{"container":{"width":100},"overflowIndicator":{"width":1,"height":-9},"#
           + #""items":[]}"#,
         stderr: "overflowIndicator.height is -9; sizes must be finite and at least 0", status: 1),
    // Issue 13: finite values that add up past the largest double used to print `null`.
    Case(arguments: [],
         stdin: #"{"container":{"width":1e999},"options":{"itemSpacing":1e308},"#
           + #""items":[{"width":1e308,"height":1},{"width":1e308,"height":1}]}"#,
         stderr: "the layout overflows at item 1: sizes, spacing and insets add up past the"
           + " largest finite coordinate (1.7976931348623157e+308); scale them down", status: 1),
    Case(arguments: ["--line-limit", "0"], stdin: valid,
         stderr: "--line-limit is 0; expected a whole number at least 1, or null for no limit",
         status: 1),
    Case(arguments: ["--width", "nan"], stdin: valid,
         stderr: "--width is nan; container sizes must be at least 0 (inf means unbounded)",
         status: 1),
    Case(arguments: ["--height", "-3"], stdin: valid,
         stderr: "--height is -3; container sizes must be at least 0 (inf means unbounded)",
         status: 1),
    Case(arguments: ["--item-spacing", "inf"], stdin: valid,
         stderr: "--item-spacing is inf; spacing must be finite and at least 0", status: 1),
    // The library's own check, told in the command's spellings: `--direction ltr`, not the
    // library's `.leftToRight`, whether the direction came from a flag or the document.
    Case(arguments: ["--direction", "rtl", "--width", "inf"], stdin: valid,
         stderr: "a right-to-left layout needs a finite container width to mirror around, but"
           + " the width is inf: give container.width or --width a finite value, or use"
           + " --direction ltr",
         status: 1),
    Case(arguments: [],
         stdin: #"{"container":{"width":1e999},"options":{"direction":"rtl"},"items":[]}"#,
         stderr: "a right-to-left layout needs a finite container width to mirror around, but"
           + " the width is inf: give container.width or --width a finite value, or use"
           + " --direction ltr",
         status: 1),
    // 390 x 100000 at 0.5 pt per column (1 per row) is 780 x 100000 cells; the canvas holds
    // 4000 rows, so the scale must be at least 100000 / (2 x 4000) = 12.5, rounded up.
    Case(arguments: ["--format", "ascii", "--scale", "0.5"],
         stdin: #"{"container":{"width":390},"items":[{"width":390,"height":100000}]}"#,
         stderr: "--scale 0.5 makes the drawing 780 columns by 100000 rows; pass --scale 13 or"
           + " more", status: 1),
    Case(arguments: ["/nonexistent/reflow.json"], stdin: "",
         stderr: "cannot read '/nonexistent/reflow.json': no such file; check the path, or pass -"
           + " for stdin", status: 1),
    Case(arguments: ["-o", "/nonexistent/out.json"], stdin: valid,
         stderr: "cannot write '/nonexistent/out.json'; check that its folder exists and is"
           + " writable", status: 1),
  ]

  static let usageErrors: [Case] = [
    Case(arguments: ["--item-spacng", "4"], stdin: valid,
         stderr: "unknown option '--item-spacng'; did you mean '--item-spacing'?", status: 2),
    Case(arguments: ["--widht=4"], stdin: valid,
         stderr: "unknown option '--widht'; did you mean '--width'?", status: 2),
    Case(arguments: ["--colour", "red"], stdin: valid,
         stderr: "unknown option '--colour'", status: 2),
    Case(arguments: ["--width", "abc"], stdin: valid,
         stderr: "invalid value 'abc' for option '--width'; expected a number", status: 2),
    Case(arguments: ["--width"], stdin: valid,
         stderr: "missing value for option '--width'; expected a number", status: 2),
    Case(arguments: ["--alignment", "middle"], stdin: valid,
         stderr: "invalid value 'middle' for option '--alignment'; expected one of leading,"
           + " center, trailing, spaceBetween, spaceAround, spaceEvenly", status: 2),
    Case(arguments: ["--format", "png"], stdin: valid,
         stderr: "invalid value 'png' for option '--format'; expected one of json, ascii, svg;"
           + " did you mean 'svg'?", status: 2),
    Case(arguments: ["--scale", "0"], stdin: valid,
         stderr: "invalid value '0' for option '--scale'; expected a finite number greater than 0",
         status: 2),
    Case(arguments: ["--help=yes"], stdin: valid,
         stderr: "option '--help' takes no value, but was given 'yes'", status: 2),
    Case(arguments: ["a.json", "b.json"], stdin: valid,
         stderr: "unexpected argument 'b.json'; 'reflow layout' reads one FILE", status: 2),
  ]

  @Test("Bad input is reported on stderr with exit status 1", arguments: inputErrors)
  func inputError(_ errorCase: Case) throws {
    try check(errorCase)
  }

  @Test("A bad command line is reported on stderr with exit status 2", arguments: usageErrors)
  func usageError(_ errorCase: Case) throws {
    try check(errorCase)
  }

  /// util-linux `script` gives the command a pseudo-terminal for stdin; `-e` returns its status.
  @Test(
    "With no FILE and a terminal on stdin, layout says what to pass instead of waiting",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func terminalInput() throws {
    #if os(Linux)
      let executable = try #require(CLIRunner.executable)
      let output = try CLIRunner.run(
        ["-qec", "'\(executable.path)' layout", "/dev/null"], executable: "/usr/bin/script")
      #expect(output.status == 2)
      #expect(
        output.stdout.contains(
          "error: no input; pass a JSON FILE, or pipe a document to stdin (see 'reflow layout"
            + " --help')"), "\(output)")
    #endif
  }

  @Test("Deep nesting fails cleanly instead of crashing")
  func deepNesting() throws {
    let output = try CLIRunner.run(["layout"], stdin: String(repeating: "[", count: 100_000))
    #expect(
      output == CLIRunner.Output(
        stdout: "",
        stderr: "error: the input is not valid JSON: arrays and objects are nested more than 512"
          + " deep at line 1, column 513\n",
        status: 1))
  }

  private func check(_ errorCase: Case, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let output = try CLIRunner.run(["layout"] + errorCase.arguments, stdin: errorCase.stdin)
    let expected = CLIRunner.Output(
      stdout: "", stderr: "error: \(errorCase.stderr)\n", status: errorCase.status)
    #expect(output == expected, sourceLocation: sourceLocation)
  }
}
