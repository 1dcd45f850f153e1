import Reflow

/// The errors a ``ScrollSimulation`` reports.
public enum SimulationError: Error, Sendable, Equatable {
  /// A configuration value is out of range: which one, its value, and what it must be.
  case invalidValue(SimulationConfiguration.Field, value: String, expected: String)
  /// A flow option is invalid.
  case layout(ReflowError)
  /// The paging state machine broke one of its invariants: a bug in Reflow, reported loudly.
  case invariantBroken(time: Double, violations: [String])
}

extension SimulationConfiguration {
  /// A value of a configuration, as an error names it: a caller such as a command line maps it
  /// to its own name for the value (a flag) instead of checking the value again.
  public enum Field: String, Hashable, Sendable, CaseIterable {
    case itemCount, itemSizes, estimatedItemSize, measureDelayFrames, content, flow, anchorEdge
    case viewport, keys, pageSize, threshold, maximumLoadedItems, tailInsertsPerSecond
    case streamSeconds
    case headInsertsPerSecond, jumps, refreshTimes, latency, failureRate, retryAfter, scroll
    case framesPerSecond, duration, seed
  }
}

extension SimulationError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidValue(let field, let value, let expected):
      "\(field.rawValue) is \(value); expected \(expected)"
    case .layout(let error): error.description
    case .invariantBroken(let time, let violations):
      "paging invariant broken at \(time) s: \(violations.joined(separator: "; "))"
        + " — this is a bug in Reflow; please report it with the arguments that caused it"
    }
  }
}
