import Foundation
import ReflowTesting
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `--timeline` and `--svg`: the files one run writes.
@Suite struct SimulateOutputTests {
  /// The non-frame events of the hand-worked run (see ``SimulateCommandTests``), as
  /// (frame, event, load, key, loaded count): the first page is a refresh at offset 0 asked for
  /// at frame 0; the next, an append from the last loaded item (offsets overlap it by one), when
  /// it arrives at 60; that one arrives at 120; then every 107 frames a page arrives at A, the
  /// next is asked for at A + 47, the stall starts at A + 60. The stall starts before the first
  /// request on frame 0, and each arrival ends its stall on the same frame. The last append
  /// (key 299) brings only its overlap item: the end.
  static func handWorkedEvents() -> [(frame: Int, event: String, load: String, key: String,
    loaded: Int)]
  {
    var events: [(Int, String, String, String, Int)] = [
      (0, "stall start", "", "", 0), (0, "request", "refresh", "0", 0),
      (60, "receive", "refresh", "0", 30), (60, "stall end", "", "", 30),
      (60, "request", "append", "29", 30), (69, "stall start", "", "", 30),
    ]
    var arrival = 120
    for page in 1...10 {
      let loaded = Swift.min(300, 30 * (page + 1))
      let key = "\(30 * page - 1)"
      events += [
        (arrival, "receive", "append", key, loaded), (arrival, "stall end", "", "", loaded),
      ]
      guard page < 10 else { break }
      events += [
        (arrival + 47, "request", "append", "\(30 * page + 29)", loaded),
        (arrival + 60, "stall start", "", "", loaded),
      ]
      arrival += 107
    }
    return events
  }

  static func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let fraction = String(scaled % Int(scale))
    return "\(scaled / Int(scale))." + String(repeating: "0", count: digits - fraction.count)
      + fraction
  }

  @Test("The CSV timeline has one row per frame and the hand-worked events in order")
  func csvTimeline() throws {
    let path = CLIRunner.temporaryPath(".csv").path
    let output = try CLIRunner.run(SimulateFixture.handWorked + ["--timeline", path])
    #expect(output.status == 0)
    let rows = try SimulateFixture.take(path).split(separator: "\n").map(String.init)
    try #require(rows.count > 3)
    #expect(
      rows[0] == "time,offset,firstVisible,lastVisible,loadedStart,loadedCount,event,load,key,jump")
    // Frame 0: stalled with nothing loaded, the first page requested, nothing visible.
    #expect(Array(rows[1...3]) == [
      "0.0000,0.00,,,0,0,stall start,,,0.00", "0.0000,0.00,,,0,0,request,refresh,0,0.00",
      "0.0000,0.00,,,0,0,frame,,,0.00",
    ])
    let fields = rows.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
    #expect(fields.allSatisfy { $0.count == 10 })
    #expect(fields.filter { $0[6] == "frame" }.count == 1500)
    let events = fields.filter { $0[6] != "frame" }.map { row in
      "\(row[0]) \(row[6]) \(row[7]) \(row[8]) \(row[5])"
    }
    let expected = Self.handWorkedEvents().map { event in
      "\(Self.fixed(Double(event.frame) / 60, 4)) \(event.event) \(event.load) \(event.key)"
        + " \(event.loaded)"
    }
    #expect(events == expected)
    // The third page is asked for at offset 956 (200 pt before the end at 2000 - 844 = 1156):
    // rows 9...17 show, items 27...53; it is the append from item 59.
    #expect(rows.contains("2.7833,956.00,27,53,0,60,request,append,59,0.00"))
  }

  @Test("The JSONL timeline holds the same rows as the CSV, as objects")
  func jsonlTimeline() throws {
    let csvPath = CLIRunner.temporaryPath(".csv").path
    let jsonlPath = CLIRunner.temporaryPath(".jsonl").path
    _ = try CLIRunner.run(SimulateFixture.handWorked + ["--timeline", csvPath])
    _ = try CLIRunner.run(SimulateFixture.handWorked + ["--timeline", jsonlPath])
    let csv = try SimulateFixture.take(csvPath).split(separator: "\n").dropFirst()
    let jsonl = try SimulateFixture.take(jsonlPath).split(separator: "\n")
    try #require(csv.count == jsonl.count)
    let keys = [
      "time", "offset", "firstVisible", "lastVisible", "loadedStart", "loadedCount", "event",
      "load", "key", "jump",
    ]
    for (row, line) in zip(csv, jsonl) {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(Set(object.keys) == Set(keys))
      let fields = row.split(separator: ",", omittingEmptySubsequences: false)
      for (key, field) in zip(keys, fields) {
        let value = object[key]
        let text = value is NSNull ? "" : value.map { "\($0)" } ?? "missing"
        if key == "time" || key == "offset" || key == "jump" {
          #expect(Double(text) == Double(field), "\(key) in \(line)")
        } else {
          #expect(text == String(field), "\(key) in \(line)")
        }
      }
    }
    let first = try #require(jsonl.first)
    let expected: String = [
      #"{"time": 0.0000, "offset": 0.00, "firstVisible": null, "lastVisible": null, "#,
      #""loadedStart": 0, "loadedCount": 0, "event": "stall start", "load": null, "#,
      #""key": null, "jump": 0.00}"#,
    ].joined()
    #expect(first == expected)
  }

  @Test("The SVG chart is valid XML with a shaded span per stall and a tick per request")
  func svgChart() throws {
    let path = CLIRunner.temporaryPath(".svg").path
    let output = try CLIRunner.run(SimulateFixture.handWorked + ["--svg", path])
    #expect(output.status == 0)
    let svg = try SimulateFixture.take(path)
    #if canImport(FoundationXML) || canImport(Darwin)
      #expect(XMLParser(data: Data(svg.utf8)).parse())
    #endif
    func count(in group: String) -> Int {
      guard let start = svg.range(of: "<g class=\"\(group)\"") else { return -1 }
      let body = svg[start.upperBound...]
      let end = body.range(of: "</g>")?.lowerBound ?? body.endIndex
      return body[..<end].components(separatedBy: "<").count - 1
    }
    // 11 stalls, 11 requests, no failures (hand-worked above).
    #expect(count(in: "stalls") == 11)
    #expect(count(in: "requests") == 11)
    #expect(count(in: "failures") == 0)
    // The first stall covers 0...1 s of 25 s on an 850-point-wide plot starting at x = 80.
    #expect(svg.contains(#"<rect x="80.00" y="70.00" width="34.00" height="380.00"/>"#))
    let labels = ["time (s)", "offset (pt)", "stall", "loaded items", "loaded end", "viewport end"]
    for label in labels {
      #expect(svg.contains(">\(label)</text>"))
    }
    // The subtitle says what ran: item sizes, viewport and seed among the rest.
    #expect(svg.contains(
      "300 items 100x100, viewport 390x844, offsets pages of 30, threshold 200pt, latency 1s,"
        + " scroll constant:1000, seed 42</text>"))
  }

  @Test("The viewport's end is drawn over the loaded band and its end, in its own style")
  func viewportEndVisible() throws {
    let path = CLIRunner.temporaryPath(".svg").path
    _ = try CLIRunner.run(SimulateFixture.handWorked + ["--svg", path])
    let svg = try SimulateFixture.take(path)
    func position(_ name: String) throws -> String.Index {
      try #require(svg.range(of: "class=\"\(name)\"")?.lowerBound, "\(name) is drawn")
    }
    #expect(try position("loaded") < position("loaded-end"))
    #expect(try position("loaded-end") < position("viewport-end"))
    #expect(try position("viewport-end") < position("offset"))
    func stroke(_ name: String) throws -> Substring {
      let line = try #require(svg.split(separator: "\n").first { $0.contains("class=\"\(name)\"") })
      let start = try #require(line.range(of: "stroke=\""))
      return line[start.upperBound...].prefix { $0 != "\"" }
    }
    #expect(try stroke("viewport-end") != stroke("loaded-end"))
  }

  /// A session long enough that every line must be thinned to 2,000 points: 10 minutes (36,000
  /// frames) with `REFLOW_THOROUGH=1`, 2 minutes (7,200) in quick mode.
  static let longMinutes = SuiteDepth.value(quick: 2, thorough: 10)

  @Test("A long session's chart keeps at most 2,000 points a line and the same bytes")
  func longChart() throws {
    let first = CLIRunner.temporaryPath(".svg").path
    let second = CLIRunner.temporaryPath(".svg").path
    let arguments = ["simulate", "--duration", "\(Self.longMinutes)min", "--format", "json"]
    let run = try CLIRunner.run(arguments + ["--svg", first])
    _ = try CLIRunner.run(arguments + ["--svg", second])
    #expect(run.status == 0)
    let svg = try SimulateFixture.take(first)
    #expect(svg == (try SimulateFixture.take(second)))
    let polylines = svg.components(separatedBy: "<polyline").dropFirst()
    #expect(polylines.count == 3)
    for line in polylines {
      let list = try #require(line.components(separatedBy: "points=\"").last)
      let points = list.prefix { $0 != "\"" }.split(separator: " ").count
      #expect(points > 100 && points <= 2_001, "\(points) points")
    }
    let summary = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(summary["framesSimulated"] as? Int == Self.longMinutes * 60 * 60)
  }
}
