extension SimulationSettings {
  /// The settings in a scenario file: a JSON object whose keys are the flags' camel-case names
  /// and whose values are numbers or strings in the flags' syntax.
  ///
  /// ```json
  /// {"items": 5000, "itemSize": "uniform:20-200x20-60", "pageSize": 30,
  ///  "threshold": "200pt", "latency": "uniform:100-800ms", "scroll": "fling:4000"}
  /// ```
  ///
  /// `null` leaves a value at its default. Files named by `sizes` and `script:` are found
  /// relative to the scenario's folder.
  ///
  /// - Parameter path: The scenario file.
  /// - Returns: The settings, each with the scenario as its source.
  /// - Throws: ``CLIError/failure(_:)`` for a file that cannot be read, invalid JSON, a value of
  ///   the wrong type, both `itemSize` and `sizes`, or an unknown key (suggesting the nearest).
  /// - Complexity: O(*n*), where *n* is the file's length.
  static func scenario(atPath path: String) throws(CLIError) -> SimulationSettings {
    let value: JSONValue
    do throws(CLIError) {
      value = try JSONParser.parse(try readFile(atPath: path))
    } catch {
      throw .failure("--scenario: \(error.message)")
    }
    guard case .object(let members) = value else {
      throw .failure(
        "scenario '\(path)' is \(value.summary); expected an object such as"
          + #" {"pageSize": 30, "latency": "300ms"}"#)
    }
    let keys = valueNames.map(camelCase)
    if members["itemSize"].map({ $0 != .null }) ?? false,
      members["sizes"].map({ $0 != .null }) ?? false
    {
      throw .failure(
        #"scenario '\#(path)' has both "itemSize" and "sizes"; keep one"#)
    }
    var settings = SimulationSettings()
    for key in members.keys.sorted() {
      guard let index = keys.firstIndex(of: key) else {
        let hint = Suggestion.nearest(to: key, among: keys).map { "; did you mean \"\($0)\"?" }
        throw .failure(
          "unknown key \(JSONString.quoted(key)) in scenario '\(path)'"
            + (hint ?? "; expected one of " + keys.joined(separator: ", ")))
      }
      let text: String
      switch members[key] ?? .null {
      case .null: continue
      case .number(let number): text = JSONNumber.format(number)
      case .string(let string): text = string
      case .bool(let value) where key == "totalKnown": text = value ? "true" : "false"
      case .array(let elements) where ["jump", "refreshAt"].contains(key):
        var texts: [String] = []
        for element in elements {
          guard case .string(let string) = element else {
            throw .failure(
              "\(JSONString.quoted(key)) in scenario '\(path)' has \(element.summary); expected"
                + " strings in the flag's syntax, such as \"10s@500000\"")
          }
          texts.append(string)
        }
        text = texts.joined(separator: ",")
      case let other:
        throw .failure(
          "\(JSONString.quoted(key)) in scenario '\(path)' is \(other.summary); expected a"
            + " number or a string in the flag's syntax, such as \"300ms\"")
      }
      settings.set(valueNames[index], to: text, source: .scenario(path: path))
    }
    return settings
  }
}
