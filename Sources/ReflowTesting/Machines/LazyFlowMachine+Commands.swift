import Reflow

/// What an edit of a lazy flow did: rejected its input, or accepted it (and, for `setSizes`,
/// whether a frame moved).
enum LazyFlowEdit: Equatable {
  case accepted(moved: Bool?)
  case rejected
}

/// What the queries of a viewport answered.
struct LazyFlowQuery {
  /// `frame(at:)` of the step's item.
  var frame: Rect?
  /// `window(for:overscan:)`.
  var window: LazyFlowWindow
  /// `index.indices(intersecting:)` of the viewport.
  var indices: [Int]
}

extension LazyFlowMachine {
  public var commands: [ModelCommand<Layout, Model>] {
    let (sizes, runs) = (self.sizes, runLengths.map { max(0, $0) })
    return [
      Self.edit("appendEstimated", weight: 2, arguments: { _ in runs }) { flow, count in
        flow.appendItems(count: count)
      } model: { model, count in
        model.insert(
          Array(repeating: model.setup.estimatedItemSize, count: count), estimated: true,
          at: model.sizes.count)
        return true
      },
      Self.edit("append", weight: 2, arguments: { $0.newSizes(sizes) }) { flow, added in
        try flow.appendItems(sizes: added)
      } model: { model, added in
        guard added.allSatisfy(\.isValidLayoutSize) else { return false }
        model.insert(added, estimated: false, at: model.sizes.count)
        return true
      },
      Self.edit(
        "insertEstimated", arguments: { Gen.zip($0.positions, runs) }
      ) { flow, insertion in
        try flow.insertItems(count: insertion.1, at: insertion.0)
      } model: { model, insertion in
        guard model.contains(insertion.0..<insertion.0) else { return false }
        model.insert(
          Array(repeating: model.setup.estimatedItemSize, count: insertion.1), estimated: true,
          at: insertion.0)
        return true
      },
      Self.edit(
        "insert", arguments: { Gen.zip($0.positions, $0.newSizes(sizes)) }
      ) { flow, insertion in
        try flow.insertItems(sizes: insertion.1, at: insertion.0)
      } model: { model, insertion in
        let (position, inserted) = insertion
        guard model.contains(position..<position), inserted.allSatisfy(\.isValidLayoutSize)
        else { return false }
        model.insert(inserted, estimated: false, at: position)
        return true
      },
      measure(sizes),
      Self.edit("remove", arguments: { $0.ranges }) { flow, range in
        try flow.removeItems(in: range.0..<(range.0 + range.1))
      } model: { model, range in
        let range = range.0..<(range.0 + range.1)
        guard model.contains(range) else { return false }
        model.remove(range)
        return true
      },
      Self.edit("removeTail", arguments: { $0.positions }) { flow, start in
        flow.removeItems(from: start)
      } model: { model, start in
        model.remove(min(max(0, start), model.sizes.count)..<model.sizes.count)
        return true
      },
      Self.edit(
        "move", arguments: { model in Gen.zip(model.ranges, model.positions) }
      ) { flow, move in
        try flow.moveItems(move.0.0..<(move.0.0 + move.0.1), to: move.1)
      } model: { model, move in
        let range = move.0.0..<(move.0.0 + move.0.1)
        let destination = move.1
        guard model.contains(range), destination >= 0,
          destination <= model.sizes.count - range.count
        else { return false }
        let (moved, estimated) = (Array(model.sizes[range]), Array(model.estimated[range]))
        model.remove(range)
        model.sizes.insert(contentsOf: moved, at: destination)
        model.estimated.insert(contentsOf: estimated, at: destination)
        return true
      },
      Self.edit("resize", arguments: { _ in LazyFlowModel.lineLengths }) { flow, length in
        try flow.setLineLength(length)
      } model: { model, length in
        let container = LazyFlow.container(lineLength: length, axis: model.setup.options.axis)
        guard (try? Flow(container: container, options: model.setup.options)) != nil else {
          return false
        }
        model.lineLength = length
        return true
      },
      query("scroll", weight: 3, arguments: \.scrollViewports),
      query("jump", weight: 2, arguments: \.jumpViewports),
    ]
  }

  /// `setSizes`: a few measurements, mostly of estimated items, some of them to the estimate
  /// itself, now and then out of range (ignored) or invalid (the batch is rejected).
  private func measure(_ sizes: Gen<Size>) -> ModelCommand<Layout, Model> {
    ModelCommand(
      "measure", weight: 5,
      arguments: { model in
        let estimated = model.estimated.indices.filter { model.estimated[$0] }
        let index = Gen<Int>.frequency(
          (estimated.isEmpty ? 0 : 3, Gen<Int>.int(in: 0...max(0, estimated.count - 1)).map {
            estimated.isEmpty ? 0 : estimated[$0]
          }),
          (2, model.positions))
        let size = Gen<Size>.frequency(
          (12, sizes), (2, .constant(model.setup.estimatedItemSize)),
          (1, LazyFlowModel.invalidSizes))
        return Gen<[(index: Int, size: Size)]>.array(
          of: Gen<(Int, Size)>.zip(index, size).map { (index: $0, size: $1) }, count: 0...4)
      },
      run: { flow, measurements in
        do { return LazyFlowEdit.accepted(moved: try flow.setSizes(measurements)) } catch {
          return .rejected
        }
      },
      model: { model, measurements in
        let inRange = measurements.filter { $0.index >= 0 && $0.index < model.sizes.count }
        guard inRange.allSatisfy({ $0.size.isValidLayoutSize }) else { return .rejected }
        let before = model.sizes
        for measurement in inRange {
          model.sizes[measurement.index] = measurement.size
          model.estimated[measurement.index] = false
        }
        return .accepted(moved: inRange.contains { model.sizes[$0.index] != before[$0.index] })
      },
      compare: { observed, expected in
        Violation.unless(
          observed == expected, "setSizes \(observed), expected \(expected)", invariant: "result")
      })
  }

  /// An edit that must throw exactly when the model says its input is invalid (`false`).
  private static func edit<Argument: Sendable>(
    _ name: String, weight: Int = 1, arguments: @escaping (Model) -> Gen<Argument>,
    run: @escaping (inout Layout, Argument) throws -> Void,
    model: @escaping (inout Model, Argument) -> Bool
  ) -> ModelCommand<Layout, Model> {
    ModelCommand(
      name, weight: weight, arguments: arguments,
      run: { flow, argument in
        do {
          try run(&flow, argument)
          return LazyFlowEdit.accepted(moved: nil)
        } catch { return .rejected }
      },
      model: { state, argument in
        model(&state, argument) ? LazyFlowEdit.accepted(moved: nil) : .rejected
      },
      compare: { observed, expected in
        switch (observed, expected) {
        case (.rejected, .accepted): [Violation("validation", "threw for valid input")]
        case (.accepted, .rejected): [Violation("validation", "accepted invalid input")]
        default: []
        }
      })
  }
}

extension LazyFlowModel {
  // MARK: - Arguments of the commands

  /// An index or insertion point, one past either end now and then.
  var positions: Gen<Int> {
    .int(in: -1...(sizes.count + 1))
  }

  /// A range as its start and length, reaching out of range now and then.
  var ranges: Gen<(Int, Int)> {
    .zip(positions, .int(in: 0...6))
  }

  /// NaN, negative and infinite sizes.
  static var invalidSizes: Gen<Size> {
    Gen<Double>.element(.nan, -1, .infinity).map { Size(width: $0, height: 10) }
  }

  /// Up to four sizes to append or insert: mostly valid ones, some that exactly fill or just
  /// overflow the open line, now and then an invalid one.
  func newSizes(_ valid: Gen<Size>) -> Gen<[Size]> {
    let layoutCase = LayoutCase(container: container, options: setup.options, sizes: sizes)
    return .array(of: FlowMachine<Flow>.itemSize(layoutCase, valid: valid), count: 0...4)
  }

  /// A line length: mostly up to 240 points, sometimes unbounded, now and then NaN or negative.
  static var lineLengths: Gen<Double> {
    .frequency(
      (8, .double(in: 0...240, step: 0.5)), (1, .constant(.infinity)),
      (1, .element(.nan, -1)))
  }
}
