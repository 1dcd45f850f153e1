import Foundation
import Testing

/// `reflow simulate` with bad input: one `error:` line naming the flag, the value and the
/// nearest valid spelling; exit 2 for the command line, 1 for files.
@Suite struct SimulateErrorTests {
  static let scroll =
    "constant:SPEED or fling:SPEED in points per second (negative scrolls up),"
    + " swing:SPEED:PERIOD, or script:FILE, such as fling:4000"
  static let threshold =
    "a fraction of the viewport such as 0.25viewport, points such as 200pt, or items such as"
    + " 15items"

  static let usageCases: [([String], String)] = [
    (["--page-sise", "20"], "unknown option '--page-sise'; did you mean '--page-size'?"),
    (["--latency", "300sec"],
     "invalid value '300sec' for option '--latency'; expected a time such as 300ms or 1s, or"
       + " uniform:MIN-MAX such as uniform:100-800ms; did you mean '300s'?"),
    (["--latency", "uniform:100-800mss"],
     "invalid value 'uniform:100-800mss' for option '--latency'; expected a time such as 300ms"
       + " or 1s, or uniform:MIN-MAX such as uniform:100-800ms; did you mean"
       + " 'uniform:100-800ms'?"),
    (["--scroll", "flng:4000"],
     "invalid value 'flng:4000' for option '--scroll'; expected " + Self.scroll
       + "; did you mean 'fling:4000'?"),
    (["--scroll", "1500"],
     "invalid value '1500' for option '--scroll'; expected " + Self.scroll
       + "; did you mean 'constant:1500'?"),
    (["--threshold", "200px"],
     "invalid value '200px' for option '--threshold'; expected " + Self.threshold
       + "; did you mean '200pt'?"),
    (["--threshold", "200"],
     "invalid value '200' for option '--threshold'; expected a threshold with its unit: "
       + Self.threshold + "; did you mean '200pt'?"),
    (["--latency", "300"],
     "invalid value '300' for option '--latency'; expected a time such as 300ms or 1s, or"
       + " uniform:MIN-MAX such as uniform:100-800ms; did you mean '300ms' or '300s'?"),
    (["--retry-after", "1"],
     "invalid value '1' for option '--retry-after'; expected a time with its unit, such as"
       + " 300ms, 1s or 2min; did you mean '1s' or '1ms'?"),
    // A session's length or moment is seconds more often than milliseconds, however large.
    (["--duration", "10"],
     "invalid value '10' for option '--duration'; expected a time with its unit, such as"
       + " 300ms, 1s or 2min; did you mean '10s' or '10ms'?"),
    (["--refresh-at", "30"],
     "invalid value '30' for option '--refresh-at'; expected a time with its unit, such as"
       + " 300ms, 1s or 2min; did you mean '30s' or '30ms'?"),
    (["--scroll", "swing:1000:50"],
     "invalid value 'swing:1000:50' for option '--scroll'; expected " + Self.scroll
       + "; did you mean 'swing:1000:50s' or 'swing:1000:50ms'?"),
    (["--head-inserts", "5"],
     "invalid value '5' for option '--head-inserts'; expected items per unit of time such as"
       + " 5/s or 300/min; did you mean '5/s'?"),
    (["--jump", "5@500"],
     "invalid value '5@500' for option '--jump'; expected TIME@INDEX such as 10s@500000: when,"
       + " and the item dragged to; did you mean '5s@500' or '5ms@500'?"),
    (["--jump", "70@100"],
     "invalid value '70@100' for option '--jump'; expected TIME@INDEX such as 10s@500000: when,"
       + " and the item dragged to; did you mean '70s@100' or '70ms@100'?"),
    (["--max-loaded-items", "10"],
     "invalid value '10' for option '--max-loaded-items'; expected at least 100 (two pages)"),
    (["--items", "9223372036854775807", "--page-size", "4611686018427387904"],
     "invalid value '9223372036854775807' for option '--items'; expected a whole number from 0"
       + " to 9007199254740992"),
    (["--page-size", "4611686018427387904"],
     "invalid value '4611686018427387904' for option '--page-size'; expected a whole number"
       + " from 1 to 100000 (a page is built in memory at once)"),
    (["--keys", "cursor"],
     "invalid value 'cursor' for option '--keys'; expected one of offsets, pages, cursors; did"
       + " you mean 'cursors'?"),
    (["--item-size", "100*100"],
     "invalid value '100*100' for option '--item-size'; expected a size WxH such as 100x100, or"
       + " uniform:MIN-MAXxMIN-MAX such as uniform:20-200x20-60; did you mean '100x100'?"),
    (["--alignment", "centre"],
     "invalid value 'centre' for option '--alignment'; expected one of leading, center,"
       + " trailing, spaceBetween, spaceAround, spaceEvenly; did you mean 'center'?"),
    (["--page-size", "0"],
     "invalid value '0' for option '--page-size'; expected a whole number from 1 to 100000"
       + " (a page is built in memory at once)"),
    (["--failure-rate", "1.5"],
     "invalid value '1.5' for option '--failure-rate'; expected a probability from 0 to 1"),
    (["--viewport", "0x844"],
     "invalid value '0x844' for option '--viewport'; expected a finite size greater than 0"),
    (["--fps", "0"],
     "invalid value '0' for option '--fps'; expected a number of frames per second above 0, at"
       + " most 1000"),
    (["--duration", "100000min"],
     "invalid value '100000min' for option '--duration'; expected finite seconds of at least 0,"
       + " at most 100 million frames (duration × frames per second)"),
    (["--timeline", "out.txt"],
     "invalid value 'out.txt' for option '--timeline'; expected a FILE ending in .csv or"
       + " .jsonl; did you mean 'out.csv'?"),
    (["--format", "xml"], "invalid value 'xml' for option '--format'; expected one of table, json"),
    (["--item-size", "10x10", "--sizes", "a.json"],
     "options '--item-size' and '--sizes' both set the item sizes; pass one"),
    (["page-size=20"],
     "unexpected argument 'page-size=20'; 'reflow simulate' takes only options; to sweep"
       + " values, start with --sweep page-size=20"),
    (["--sweep", "page=20"],
     "unknown --sweep key 'page'; did you mean 'page-size'? expected one of page-size,"
       + " threshold, latency, failure-rate, scroll, keys, max-loaded-items, measure-delay,"
       + " anchoring"),
    (["--sweep", "page-size=0,20"],
     "invalid value '0' for 'page-size' in --sweep; expected a whole number from 1 to 100000"
       + " (a page is built in memory at once)"),
    (["--sweep", "page-size=20", "--svg", "x.svg"],
     "option '--svg' records one run and cannot be used with --sweep; run the configuration"
       + " you want to see without --sweep"),
    (["--sweep", "page-size=20", "--timeline", "x.csv"],
     "option '--timeline' records one run and cannot be used with --sweep; run the"
       + " configuration you want to see without --sweep"),
  ]

  @Test("A bad flag or value names the flag and suggests the nearest valid spelling",
        arguments: usageCases)
  func usageError(arguments: [String], message: String) throws {
    let output = try CLIRunner.run(["simulate"] + arguments)
    #expect(output == CLIRunner.Output(stdout: "", stderr: "error: \(message)\n", status: 2))
  }

  @Test("A sweep too large to count is refused before it is counted")
  func hugeSweep() throws {
    let values = (1...1_449).map(String.init).joined(separator: ",")
    let keys = ["page-size", "threshold", "latency", "failure-rate", "scroll", "keys"]
    let output = try CLIRunner.run(["simulate", "--sweep"] + keys.map { $0 + "=" + values })
    #expect(output == CLIRunner.Output(
      stdout: "",
      stderr: "error: --sweep asks for 1449 × 1449 × 1449 × 1449 × 1449 × 1449 runs; at most"
        + " 10000 are allowed: sweep fewer values, or fewer keys at once\n",
      status: 2))
  }

  @Test("A bad scenario file is an input error naming the file and the key")
  func scenarioErrors() throws {
    let cases: [(String, (String) -> String)] = [
      (#"{"pageSise": 20}"#, {
        "unknown key \"pageSise\" in scenario '\($0)'; did you mean \"pageSize\"?"
      }),
      (#"{"latency": "300sec"}"#, {
        "\"latency\" in scenario '\($0)' is '300sec'; expected a time such as 300ms or 1s, or"
          + " uniform:MIN-MAX such as uniform:100-800ms; did you mean '300s'?"
      }),
      (#"{"latency": 300}"#, {
        "\"latency\" in scenario '\($0)' is '300'; expected a time such as 300ms or 1s, or"
          + " uniform:MIN-MAX such as uniform:100-800ms; did you mean '300ms' or '300s'?"
      }),
      (#"{"pageSize": true}"#, {
        "\"pageSize\" in scenario '\($0)' is true; expected a number or a string in the flag's"
          + " syntax, such as \"300ms\""
      }),
      ("[1]", {
        "scenario '\($0)' is an array; expected an object such as"
          + #" {"pageSize": 30, "latency": "300ms"}"#
      }),
    ]
    for (document, message) in cases {
      let path = try SimulateFixture.file(document, suffix: ".json")
      defer { try? FileManager.default.removeItem(atPath: path) }
      let output = try CLIRunner.run(["simulate", "--scenario", path])
      #expect(output == CLIRunner.Output(
        stdout: "", stderr: "error: \(message(path))\n", status: 1))
    }
  }

  @Test("A missing file is an input error naming the option", arguments: [
    ("--scenario", "/nonexistent/scenario.json"), ("--sizes", "/nonexistent/sizes.json"),
    ("--scroll", "script:/nonexistent/script.txt"),
  ])
  func missingFile(flag: String, value: String) throws {
    let output = try CLIRunner.run(["simulate", flag, value])
    let path = value.hasPrefix("script:") ? String(value.dropFirst(7)) : value
    #expect(output == CLIRunner.Output(
      stdout: "",
      stderr: "error: \(flag): cannot read '\(path)': no such file; check the path\n",
      status: 1))
  }

  @Test("A bad scroll script names its line")
  func badScript() throws {
    let script = try SimulateFixture.file("0, 0\n1, x\n", suffix: ".txt")
    defer { try? FileManager.default.removeItem(atPath: script) }
    let output = try CLIRunner.run(["simulate", "--scroll", "script:" + script])
    #expect(output.status == 1)
    #expect(output.stderr == "error: --scroll: script '\(script)' expected on line 2, a pair"
      + " 'TIME, OFFSET' of numbers such as '1.5, 800' (seconds, points), but found '1, x'\n")
  }
}
