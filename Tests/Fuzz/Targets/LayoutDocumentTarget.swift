// fuzz-sources: Sources/ReflowCLI
#if !FUZZING
import Testing
@testable import ReflowCLI
#endif
import Reflow
import ReflowTesting

/// Fuzzes the `reflow layout` path in-process: JSON text → document → layout → JSON, ASCII
/// and SVG output.
///
/// The input is the document's text. `Scripts/fuzz.sh` compiles the CLI's sources (all but
/// `main.swift`) into this target, which reaches the command's internal `render` directly; in
/// `swift test` the same code comes from `@testable import ReflowCLI`.
///
/// The oracle:
/// - every format either renders or throws a typed `CLIError`, and throws exactly when the
///   document does not parse, decode or lay out, with the same message for every format;
/// - the JSON output parses and has one frame per item, with the item's id, and the
///   frames, lines and content size the library computed for the parsed document, number for
///   number (the output prints numbers exactly);
/// - those frames equal `ReferenceFlow`'s layout of the document (for a masonry document,
///   `ReferenceMasonry`'s) within a billionth of its largest coordinate (`FuzzTolerance`); a
///   masonry document prints each frame's lane and its lanes instead of lines.
enum LayoutDocumentTarget: FuzzTarget {
  static let name = "layout-document"

  static func violations(in input: [UInt8]) -> [String] {
    let expected = Result { () throws(CLIError) in try layOut(input) }
    var found: [String] = []
    for format in LayoutCommand.Format.allCases {
      let rendered = Result { () throws(CLIError) in
        try LayoutCommand.render(input, arguments(format))
      }
      switch (rendered, expected) {
      case (.failure(let error), .failure(let wanted)) where error == wanted: break
      case (.failure(let error), .failure):
        // The command reads the document as it streams in and reports the first bad field in
        // document order (or a field before the place where the text stops being JSON); the
        // tree decoder checks the top level first. Both refuse: any typed error will do.
        if error.message.isEmpty { found.append("--format \(format.rawValue) threw an empty error") }
      case (.success(let output), .success(let layout)) where format == .json:
        found += checkJSON(output, layout)
      case (.success, .success): break
      case (.failure(let error), .success) where format == .ascii:
        // A drawing too large for the terminal is refused with a message.
        if error.message.isEmpty { found.append("--format ascii threw an empty error") }
      default:
        found.append("--format \(format.rawValue) gave \(rendered), expected \(expected)")
      }
    }
    if case .success(let layout) = expected { found += checkReference(layout) }
    return found
  }

  /// A parsed, laid-out document: what every format prints.
  struct Layout {
    var document: LayoutDocument
    var result: FlowResult
    /// A masonry document's result; `nil` for a flow document.
    var masonry: MasonryResult? = nil
  }

  /// Parses, decodes and lays out the document, stage by stage.
  static func layOut(_ input: [UInt8]) throws(CLIError) -> Layout {
    let document = try LayoutDocument.decode(JSONParser.parse(input))
    if let options = document.masonry {
      do {
        let masonry = try Masonry.layout(
          document.items.masonryItems, in: document.container, options: options)
        return Layout(
          document: document,
          result: FlowResult(
            axis: masonry.axis, direction: masonry.direction, frames: masonry.frames, lines: [],
            contentSize: masonry.contentSize),
          masonry: masonry)
      } catch {
        throw .failure(error.description)
      }
    }
    do {
      let result = try Flow.layout(
        document.items.map(\.size), in: document.container, options: document.options)
      return Layout(document: document, result: result)
    } catch {
      throw .failure(error.description)
    }
  }

  /// The command line `reflow layout --format FORMAT` as the command sees it.
  static func arguments(_ format: LayoutCommand.Format) -> ParsedArguments {
    ParsedArguments(values: ["format": .text(format.rawValue)])
  }

  /// Requires the JSON output to parse and to print the layout exactly.
  static func checkJSON(_ output: String, _ layout: Layout) -> [String] {
    let value: JSONValue
    do { value = try JSONParser.parse(Array(output.utf8)) } catch {
      return ["the JSON output does not parse: \(error.message)"]
    }
    let result = layout.result
    let items = layout.document.items
    guard case .object(let root) = value, case .array(let frames)? = root["frames"],
      case .array(let lines)? = root[layout.masonry == nil ? "lines" : "lanes"]
    else { return ["the JSON output lacks frames, lines or lanes: \(output.prefix(200))"] }
    var found: [String] = []
    if frames.count != items.count {
      found.append("the JSON output has \(frames.count) frames for \(items.count) items")
    }
    for (index, (frame, item)) in zip(frames, items).enumerated() {
      if case .object(let fields) = frame, fields["id"] != .string(item.id) {
        found.append("frame \(index) has id \(fields["id"]?.summary ?? "none"), not \(item.id)")
      }
      if !prints(frame, result.frames[index]) {
        found.append("frame \(index) prints as \(frame), the layout has \(result.frames[index])")
      }
    }
    if let masonry = layout.masonry {
      for (index, frame) in frames.enumerated()
      where !prints(frame, "lane", Double(masonry.lane(of: index) ?? -1)) {
        found.append("frame \(index) prints lane \(frame), the layout has \(masonry.lane(of: index) ?? -1)")
      }
      if lines.count != masonry.laneCount {
        found.append("the JSON output has \(lines.count) lanes, the layout \(masonry.laneCount)")
      }
      for (lane, (rect, printed)) in zip(masonry.lanes, lines).enumerated()
      where !prints(printed, "lane", Double(lane)) || !prints(printed, rect) {
        found.append("lane \(lane) prints as \(printed), the layout has \(rect)")
      }
    } else if lines.count != result.lines.count {
      found.append("the JSON output has \(lines.count) lines, the layout \(result.lines.count)")
    }
    for (line, printed) in zip(result.lines, lines)
    where !prints(printed, "start", Double(line.range.lowerBound))
      || !prints(printed, "end", Double(line.range.upperBound)) || !prints(printed, line.rect)
    {
      found.append("line \(line) prints as \(printed)")
    }
    let size = root["contentSize"]
    if !prints(size, "width", result.contentSize.width)
      || !prints(size, "height", result.contentSize.height)
    {
      found.append("contentSize prints as \(size?.summary ?? "nothing"), the layout has"
        + " \(result.contentSize)")
    }
    return Array(found.prefix(8))
  }

  /// Requires the library's frames to equal the reference layout's.
  static func checkReference(_ layout: Layout) -> [String] {
    let document = layout.document
    if let options = document.masonry, let masonry = layout.masonry {
      let masonryCase = MasonryCase(
        container: document.container, options: options, items: document.items.masonryItems)
      do {
        return MasonryInvariants.agreement(
          MasonryOutput(masonry), try masonryCase.referenceLayout(), for: masonryCase
        ).map { "\($0) by the reference masonry" }
      } catch {
        return ["Masonry laid the document out; the reference threw \(error)"]
      }
    }
    let expected: FlowOutput
    do {
      expected = try ReferenceFlow.layout(
        document.items.map(\.size), in: document.container, options: document.options)
    } catch {
      return ["Flow laid the document out; the reference threw \(error)"]
    }
    let tolerance = FuzzTolerance(
      container: document.container, options: document.options,
      frames: [layout.result.frames, expected.frames])
    return tolerance.differences(layout.result.frames, expected.frames).map {
      "\($0) by the reference layout"
    }
  }

  /// Whether `object[key]` prints `number` exactly. A layout's numbers are all finite (an
  /// overflow is a typed error), so `null` never passes.
  private static func prints(_ object: JSONValue?, _ key: String, _ number: Double) -> Bool {
    guard case .object(let fields)? = object, case .number(let printed)? = fields[key] else {
      return false
    }
    return printed == number
  }

  /// Whether `object` prints `rect` exactly, as `x`, `y`, `width` and `height`.
  private static func prints(_ object: JSONValue?, _ rect: Rect) -> Bool {
    prints(object, "x", rect.minX) && prints(object, "y", rect.minY)
      && prints(object, "width", rect.width) && prints(object, "height", rect.height)
  }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutDocument(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  LayoutDocumentTarget.fuzz(data, count)
}
#else
@Suite struct LayoutDocumentTargetTests {
  @Test("Every input in the layout-document corpus keeps the reflow layout oracle")
  func corpus() throws {
    try FuzzCorpus.replay(LayoutDocumentTarget.self)
  }
}
#endif
