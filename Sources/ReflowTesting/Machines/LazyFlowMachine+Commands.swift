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
          at: model.items.count)
        return true
      },
      Self.edit("append", weight: 2, arguments: { $0.newSizes(sizes) }) { flow, added in
        try flow.appendItems(sizes: added)
      } model: { model, added in
        guard added.allSatisfy(\.isValidLayoutSize) else { return false }
        model.insert(added, estimated: false, at: model.items.count)
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
      Self.edit("appendItems", arguments: { $0.newItems(sizes) }) { flow, added in
        try flow.appendItems(added)
      } model: { model, added in
        guard added.allSatisfy(LazyFlowModel.isValid) else { return false }
        model.insert(added, estimated: false, at: model.items.count)
        return true
      },
      Self.edit(
        "insertItems", arguments: { Gen.zip($0.positions, $0.newItems(sizes)) }
      ) { flow, insertion in
        try flow.insertItems(insertion.1, at: insertion.0)
      } model: { model, insertion in
        let (position, inserted) = insertion
        guard model.contains(position..<position), inserted.allSatisfy(LazyFlowModel.isValid)
        else { return false }
        model.insert(inserted, estimated: false, at: position)
        return true
      },
      measure(sizes),
      setItems(sizes),
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
        model.remove(min(max(0, start), model.items.count)..<model.items.count)
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
          destination <= model.items.count - range.count
        else { return false }
        let (moved, estimated) = (Array(model.items[range]), Array(model.estimated[range]))
        model.remove(range)
        model.items.insert(contentsOf: moved, at: destination)
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
        let inRange = measurements.filter { $0.index >= 0 && $0.index < model.items.count }
        // A baseline stays with its item, so a size shorter than it is refused too.
        guard
          inRange.allSatisfy({ measurement in
            measurement.size.isValidLayoutSize
              && (model.items[measurement.index].baseline ?? 0) <= measurement.size.height
          })
        else { return .rejected }
        let before = model.sizes
        for measurement in inRange {
          model.items[measurement.index].size = measurement.size
          model.estimated[measurement.index] = false
        }
        return .accepted(moved: inRange.contains { model.sizes[$0.index] != before[$0.index] })
      },
      compare: { observed, expected in
        Violation.unless(
          observed == expected, "setSizes \(observed), expected \(expected)", invariant: "result")
      })
  }

  /// `setItems`: a few items, most of them the item there with one property changed (its size,
  /// grow factor, baseline or forced break), some a whole new item, now and then an invalid or
  /// out-of-range one (ignored); it returns whether an item changed.
  private func setItems(_ sizes: Gen<Size>) -> ModelCommand<Layout, Model> {
    ModelCommand(
      "setItems", weight: 3,
      arguments: { model in model.itemEdits(sizes) },
      run: { flow, edits in
        do { return LazyFlowEdit.accepted(moved: try flow.setItems(edits)) } catch {
          return .rejected
        }
      },
      model: { model, edits in
        let inRange = edits.filter { $0.index >= 0 && $0.index < model.items.count }
        guard inRange.allSatisfy({ LazyFlowModel.isValid($0.item) }) else { return .rejected }
        let before = model.items
        for edit in inRange {
          model.items[edit.index] = edit.item
          model.estimated[edit.index] = false
        }
        return .accepted(
          moved: inRange.contains { !LazyFlowMachine.isSame(model.items[$0.index], before[$0.index]) })
      },
      compare: { observed, expected in
        Violation.unless(
          observed == expected, "setItems \(observed), expected \(expected)", invariant: "result")
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

  /// Whether `Flow` accepts `item`: a valid size, a finite grow factor of at least 0, and a
  /// baseline, if any, within the item's height.
  static func isValid(_ item: FlowItem) -> Bool {
    item.size.isValidLayoutSize && item.grow.isFinite && item.grow >= 0
      && item.baseline.map { $0 >= 0 && $0 <= item.size.height } ?? true
  }

  /// An item of a size from `valid` (or an exact fit of the open line) with a grow factor, a
  /// baseline and a forced break now and then; sometimes an invalid one.
  func newItem(_ valid: Gen<Size>) -> Gen<FlowItem> {
    let layoutCase = LayoutCase(container: container, options: setup.options, sizes: sizes)
    let size = FlowMachine<Flow>.itemSize(layoutCase, valid: valid)
    return Gen<(Size, Int, (Double, Bool))>.zip(
      size, .int(in: 0...16), .zip(Self.grows, .bool(probability: 0.15))
    ).map { size, baseline, properties in
      let item = FlowItem(size, grow: properties.0, breakBefore: properties.1)
      return baseline < 12 ? item : Self.withBaseline(item, sixteenths: baseline)
    }
  }

  /// Up to four items to append or insert, now and then an invalid one.
  func newItems(_ valid: Gen<Size>) -> Gen<[FlowItem]> {
    let item = Gen<FlowItem>.frequency((12, newItem(valid)), (1, Self.invalidItems))
    return .array(of: item, count: 0...4)
  }

  /// A few `setItems` edits: mostly the item at an index with one property changed, some a
  /// whole new item, now and then an invalid item or an index out of range.
  func itemEdits(_ valid: Gen<Size>) -> Gen<[(index: Int, item: FlowItem)]> {
    let model = self
    let newItem = self.newItem(valid)
    let edit = positions.flatMap { index -> Gen<(index: Int, item: FlowItem)> in
      let current =
        model.items.indices.contains(index)
        ? model.items[index] : FlowItem(model.setup.estimatedItemSize)
      var toggled = current
      toggled.breakBefore.toggle()
      let regrown = Self.grows.map { grow in
        var item = current
        item.grow = grow
        return item
      }
      let rebased = Gen<Int>.int(in: 0...16).map { Self.withBaseline(current, sixteenths: $0) }
      let resized = valid.map { size in
        var item = current
        item.size = size
        item.baseline = item.baseline.map { min($0, size.height) }
        return item
      }
      return Gen<FlowItem>.frequency(
        (3, .constant(toggled)), (3, regrown), (3, rebased), (2, resized), (2, newItem),
        (1, .constant(current)), (1, Self.invalidItems)
      ).map { (index: index, item: $0) }
    }
    return .array(of: edit, count: 0...4)
  }

  /// Grow factors: mostly none.
  static var grows: Gen<Double> {
    .frequency((4, .constant(0)), (3, .element(0.5, 1, 2)))
  }

  /// `item` with a baseline `sixteenths` / 16 down its height, or none for 0.
  static func withBaseline(_ item: FlowItem, sixteenths: Int) -> FlowItem {
    var item = item
    item.baseline = sixteenths == 0 ? nil : item.size.height * Double(sixteenths - 1) / 15
    return item
  }

  /// Items `Flow` refuses: a bad size, a NaN or negative grow factor, or a baseline below the
  /// item.
  static var invalidItems: Gen<FlowItem> {
    .element(
      FlowItem(Size(width: .nan, height: 10)), FlowItem(Size(width: 10, height: 10), grow: -1),
      FlowItem(Size(width: 10, height: 10), grow: .nan),
      FlowItem(Size(width: 10, height: 10), baseline: 11))
  }

  /// A line length: mostly up to 240 points, sometimes unbounded, now and then NaN or negative.
  static var lineLengths: Gen<Double> {
    .frequency(
      (8, .double(in: 0...240, step: 0.5)), (1, .constant(.infinity)),
      (1, .element(.nan, -1)))
  }
}
