import Testing

@testable import ReflowCLI

/// The CLI's JSON reader and number printing, in process.
@Suite struct JSONParserTests {
  private func parse(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  @Test("Every kind of value parses, booleans apart from numbers")
  func values() throws {
    let value = try parse(
      #"{"n": -1.5e2, "z": 0, "t": true, "f": false, "s": "x", "a": [null, 1], "o": {}}"#)
    #expect(
      value == .object([
        "n": .number(-150), "z": .number(0), "t": .bool(true), "f": .bool(false),
        "s": .string("x"), "a": .array([.null, .number(1)]), "o": .object([:]),
      ]))
  }

  @Test("String escapes decode, including surrogate pairs")
  func escapes() throws {
    #expect(try parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#)
      == .string("a\"\\/\u{8}\u{C}\n\r\té😀"))
  }

  @Test("A string of 800,000 escapes (4.8 MB) decodes with work linear in its length")
  func escapesParseInLinearWork() throws {
    // Issue 13: each escape used to copy the whole string decoded so far (45 s for this one).
    let escapes = 800_000
    let document = Array(("\"" + String(repeating: #"\u000a"#, count: escapes) + "\"").utf8)
    var reader = JSONReader(bytes: document)
    let value = try reader.readValue()
    try reader.end()
    #expect(value == .string(String(repeating: "\n", count: escapes)))
    // Reading each byte once and writing each decoded byte once is about 2 units per byte.
    #expect(reader.work <= 3 * document.count, "work \(reader.work) for \(document.count) bytes")
  }

  @Test("A document read in chunks parses as the same document read at once")
  func chunkedReading() throws {
    let text = #"{"a": [1, 2.5e1, "é\u00e9\ud83d\ude00"], "b": {"c": null, "d": true}}"#
    let bytes = Array(text.utf8)
    for chunkSize in [1, 2, 3, 7, 64] {
      var offset = 0
      var reader = JSONReader { buffer in
        let end = min(bytes.count, offset + chunkSize)
        buffer.append(contentsOf: bytes[offset..<end])
        offset = end
        return offset < bytes.count
      }
      #expect(try reader.readValue() == JSONParser.parse(bytes), "chunks of \(chunkSize)")
      try reader.end()
    }
  }

  @Test("A byte-order mark and surrounding whitespace are allowed")
  func byteOrderMark() throws {
    #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(" \n[]\t".utf8)) == .array([]))
  }

  @Test("A repeated key is refused, with its name and position, in an object at any depth")
  func repeatedKey() throws {
    // JSON allows a repeated name, but readers disagree on which value wins (and one that
    // streams cannot know): refusing it keeps the tree and the streaming decoder in agreement.
    #expect(throws: CLIError.failure(
      #""a" appears twice in one object at line 1, column 14; give each member once"#)
    ) { try parse(#"{"a": 1, "a": 2}"#) }
    #expect(throws: CLIError.self) { try parse(#"[{"o": {"b": null, "b": null}}]"#) }
    #expect(try parse(#"[{"a": 1}, {"a": 2}]"#) == .array([.object(["a": .number(1)]), .object(["a": .number(2)])]))
  }

  @Test("Malformed documents are rejected with a position", arguments: [
    ("01", "unexpected '1' after the end of the document at line 1, column 2"),
    ("-", "unexpected end of input; expected a digit in a number at line 1, column 2"),
    ("1.", "unexpected end of input; expected a digit after '.' at line 1, column 3"),
    ("1e+", "unexpected end of input; expected a digit in the exponent at line 1, column 4"),
    ("tru", "unexpected 't'; expected a value at line 1, column 1"),
    (#"{"a":1,}"#, "unexpected '}'; expected a quoted member name at line 1, column 8"),
    ("\"a\nb\"",
     #"a control character inside a string; escape it, as \n or \u00XX at line 1, column 3"#),
    (#""\ud800""#,
     #"a lone high surrogate in a \u escape; follow it with a low surrogate at line 1, column 8"#),
    (#""\u12""#, #"expected four hexadecimal digits after \u at line 1, column 6"#),
    ("\"é", "unexpected end of input inside a string at line 1, column 3"),
    ("NaN", "unexpected 'N'; expected a value at line 1, column 1"),
  ])
  func malformed(text: String, message: String) {
    #expect(throws: CLIError.failure("the input is not valid JSON: " + message)) {
      try parse(text)
    }
  }

  @Test("Numbers print as integers when whole and in shortest form otherwise", arguments: [
    (8.0, "8"), (-0.0, "0"), (-12.0, "-12"), (0.5, "0.5"), (280.84375, "280.84375"),
    (0.1, "0.1"), (1e20, "1e+20"), (.infinity, "inf"), (.nan, "nan"),
  ])
  func numberFormat(value: Double, text: String) {
    #expect(JSONNumber.format(value) == text)
  }

  @Test("Strings are quoted with control characters escaped")
  func quoting() {
    #expect(JSONString.quoted("a\"b\\c\n\u{1}é") == #""a\"b\\c\n\u0001é""#)
  }
}
