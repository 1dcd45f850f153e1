import Testing

@testable import ReflowCLI

/// The reusable argument parser, in process: spellings, values and suggestions.
@Suite struct ArgumentParserTests {
  static let parser = ArgumentParser(flags: [
    FlagDefinition("width", value: .number, help: "Width."),
    FlagDefinition("scale", value: .positiveNumber, help: "Scale."),
    FlagDefinition("format", value: .choice(["json", "svg"]), help: "Format."),
    FlagDefinition("output", shortName: "o", value: .text, valueName: "FILE", help: "Output."),
    FlagDefinition("verbose", shortName: "v", help: "Talk more.\nA lot more."),
  ])

  @Test("Flags, values and positionals are separated in every accepted spelling")
  func spellings() throws {
    let parsed = try Self.parser.parse(
      ["in.json", "--width", "-5", "--format=svg", "-o", "out.svg", "-v", "-", "--", "--width"])
    #expect(parsed.positionals == ["in.json", "-", "--width"])
    #expect(parsed.number("width") == -5)
    #expect(parsed.text("format") == "svg")
    #expect(parsed.text("output") == "out.svg")
    #expect(parsed.contains("verbose"))
    #expect(!parsed.contains("scale"))
  }

  @Test("A repeated flag keeps its last value")
  func lastValueWins() throws {
    let parsed = try Self.parser.parse(["--width", "1", "--width=2"])
    #expect(parsed.number("width") == 2)
  }

  @Test("Malformed command lines are usage errors naming the flag and value", arguments: [
    (["--widht", "3"], "unknown option '--widht'; did you mean '--width'?"),
    (["--form"], "unknown option '--form'; did you mean '--format'?"),
    (["-x"], "unknown option '-x'"),
    (["--scale", "-1"],
     "invalid value '-1' for option '--scale'; expected a finite number greater than 0"),
    (["--scale", "inf"],
     "invalid value 'inf' for option '--scale'; expected a finite number greater than 0"),
    (["--format", "png"],
     "invalid value 'png' for option '--format'; expected one of json, svg; did you mean 'svg'?"),
    (["--format", "jsno"],
     "invalid value 'jsno' for option '--format'; expected one of json, svg; did you mean 'json'?"),
    (["--format", "yaml"], "invalid value 'yaml' for option '--format'; expected one of json, svg"),
    (["--output"], "missing value for option '--output'; expected a value"),
    (["--verbose=yes"], "option '--verbose' takes no value, but was given 'yes'"),
  ])
  func usageErrors(arguments: [String], message: String) {
    #expect(throws: CLIError.usage(message)) { try Self.parser.parse(arguments) }
  }

  @Test("Help text lists each flag with its value placeholder, aligned")
  func helpText() {
    #expect(
      Self.parser.helpText(valueColumn: 22) == """
          --width N           Width.
          --scale N           Scale.
          --format json|svg   Format.
          -o, --output FILE   Output.
          -v, --verbose       Talk more.
                              A lot more.
        """)
  }

  @Test("Edit distance counts insertions, deletions and substitutions", arguments: [
    ("", "abc", 3), ("kitten", "sitting", 3), ("spacng", "spacing", 1), ("widht", "width", 2),
    ("same", "same", 0),
  ])
  func editDistance(source: String, target: String, distance: Int) {
    #expect(Suggestion.editDistance(Array(source), Array(target)) == distance)
    #expect(Suggestion.editDistance(Array(target), Array(source)) == distance)
  }

  @Test("Suggestions prefer the nearest plausible word, or none", arguments: [
    ("lay", "layout"), ("dmeo", "demo"), ("--item-spacng", "--item-spacing"),
    ("--frobnicate", nil), ("-", nil),
  ] as [(String, String?)])
  func suggestion(word: String, expected: String?) {
    let candidates = ["layout", "demo", "help", "--width", "--item-spacing", "--line-spacing"]
    #expect(Suggestion.nearest(to: word, among: candidates) == expected)
  }
}
