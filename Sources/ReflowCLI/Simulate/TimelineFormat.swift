import Reflow
import ReflowSimulation

/// Writes a simulation's events for `--timeline`: CSV or JSON Lines, chosen by the file's
/// extension, one row per event in time order.
///
/// Both have the columns `time,offset,firstVisible,lastVisible,loadedCount,event,page`: time in
/// seconds with 4 decimals, the offset in points with 2, indices and counts as integers, the
/// event as its name (`frame`, `request`, `receive`, `fail`, `stall start`, `stall end`) and a
/// missing index or page as an empty CSV field or JSON `null`.
///
/// ```
/// time,offset,firstVisible,lastVisible,loadedCount,event,page
/// 0.0000,0.00,,,0,stall start,
/// 0.0000,0.00,,,0,request,0
/// ```
enum TimelineFormat: String, CaseIterable {
  case csv, jsonl

  /// The column names, in order.
  static let columns = [
    "time", "offset", "firstVisible", "lastVisible", "loadedCount", "event", "page",
  ]

  /// The format a path's extension names, or `nil` for any other.
  init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    self.init(rawValue: path[path.index(after: dot)...].lowercased())
  }

  /// The events as a whole file, ending with a newline.
  ///
  /// - Complexity: O(*e*), where *e* is the number of events.
  func render(_ events: [SimulationEvent]) -> String {
    var text = self == .csv ? Self.columns.joined(separator: ",") + "\n" : ""
    text.reserveCapacity(events.count * 48)
    for event in events {
      let values = [
        FixedDecimal.format(event.time, digits: 4),
        FixedDecimal.format(event.offset, digits: 2),
        event.firstVisible.map(String.init),
        event.lastVisible.map(String.init),
        String(event.loadedCount),
        self == .csv ? event.kind.rawValue : JSONString.quoted(event.kind.rawValue),
        event.page.map(String.init),
      ]
      switch self {
      case .csv:
        text += values.map { $0 ?? "" }.joined(separator: ",") + "\n"
      case .jsonl:
        let members = zip(Self.columns, values).map { "\"\($0)\": \($1 ?? "null")" }
        text += "{" + members.joined(separator: ", ") + "}\n"
      }
    }
    return text
  }
}
