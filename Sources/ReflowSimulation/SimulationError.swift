import Reflow

/// The errors a ``ScrollSimulation`` reports.
public enum SimulationError: Error, Sendable, Equatable {
  /// A configuration value is out of range.
  case invalidValue(name: String, value: String, expected: String)
  /// A flow option is invalid.
  case layout(ReflowError)
  /// A paging option is invalid.
  case paging(PagingError)
  /// The paging state machine broke one of its invariants: a bug in Reflow, reported loudly.
  case invariantBroken(time: Double, violations: [String])
}

extension SimulationError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidValue(let name, let value, let expected):
      "\(name) is \(value); expected \(expected)"
    case .layout(let error): error.description
    case .paging(let error): error.description
    case .invariantBroken(let time, let violations):
      "paging invariant broken at \(time) s: \(violations.joined(separator: "; "))"
        + " — this is a bug in Reflow; please report it with the arguments that caused it"
    }
  }
}
