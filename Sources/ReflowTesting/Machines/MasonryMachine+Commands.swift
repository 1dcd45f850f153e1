import Reflow

/// What an edit of a masonry index did: rejected its input, or accepted it (and, for
/// `setSizings`, whether a frame moved).
enum MasonryEdit: Equatable {
  case accepted(moved: Bool?)
  case rejected
}

extension MasonryMachine {
  public var commands: [ModelCommand<MasonryIndex, MasonryModel>] {
    let runs = runLengths.map { max(0, $0) }
    return [
      Self.edit("append", weight: 3, arguments: { Gen.zip($0.newItems, .bool()) }) {
        index, append in
        try index.append(contentsOf: append.0, estimated: append.1)
      } model: { model, append in
        guard append.0.allSatisfy(model.isValid) else { return false }
        model.insert(append.0, estimated: append.1, at: model.items.count)
        return true
      },
      Self.edit(
        "appendEstimated", weight: 2,
        arguments: { _ in Gen.zip(runs, MasonryModel.estimates) }
      ) { index, run in
        try index.append(contentsOf: repeatElement(run.1, count: run.0), estimated: true)
      } model: { model, run in
        model.insert(Array(repeating: run.1, count: run.0), estimated: true, at: model.items.count)
        return true
      },
      Self.edit(
        "insert", weight: 2,
        arguments: { Gen.zip($0.positions, $0.newItems, .bool()) }
      ) { index, insertion in
        try index.insert(contentsOf: insertion.1, at: insertion.0, estimated: insertion.2)
      } model: { model, insertion in
        let (position, inserted, estimated) = insertion
        guard model.contains(position..<position), inserted.allSatisfy(model.isValid) else {
          return false
        }
        model.insert(inserted, estimated: estimated, at: position)
        return true
      },
      measure,
      Self.edit("remove", arguments: { $0.ranges }) { index, range in
        try index.removeSubrange(range.0..<(range.0 + range.1))
      } model: { model, range in
        let range = range.0..<(range.0 + range.1)
        guard model.contains(range) else { return false }
        model.remove(range)
        return true
      },
      Self.edit(
        "move", arguments: { model in Gen.zip(model.ranges, model.positions) }
      ) { index, move in
        try index.moveSubrange(move.0.0..<(move.0.0 + move.0.1), to: move.1)
      } model: { model, move in
        let range = move.0.0..<(move.0.0 + move.0.1)
        let destination = move.1
        guard model.contains(range), destination >= 0,
          destination <= model.items.count - range.count
        else { return false }
        let moved = (
          Array(model.items[range]), Array(model.estimated[range]), Array(model.keptLanes[range])
        )
        model.remove(range)
        model.items.insert(contentsOf: moved.0, at: destination)
        model.estimated.insert(contentsOf: moved.1, at: destination)
        model.keptLanes.insert(contentsOf: moved.2, at: destination)
        model.settle()
        return true
      },
      resize,
      query("scroll", weight: 3, arguments: \.scrollViewports),
      query("jump", weight: 2, arguments: \.jumpViewports),
    ]
  }

  /// `setSizings`: a few measurements, mostly of estimated items, some to their current sizing,
  /// now and then out of range or invalid (the batch is rejected).
  private var measure: ModelCommand<MasonryIndex, MasonryModel> {
    ModelCommand(
      "measure", weight: 5,
      arguments: { model in
        let estimated = model.estimated.indices.filter { model.estimated[$0] }
        let index = Gen<Int>.frequency(
          (estimated.isEmpty ? 0 : 3, Gen<Int>.int(in: 0...max(0, estimated.count - 1)).map {
            estimated.isEmpty ? 0 : estimated[$0]
          }),
          (2, model.positions))
        let sizing = Gen<MasonryItem.Sizing>.frequency(
          (12, .masonrySizing()), (1, MasonryModel.invalidSizings))
        return Gen<[(index: Int, sizing: MasonryItem.Sizing)]>.array(
          of: Gen<(Int, MasonryItem.Sizing)>.zip(index, sizing).map { (index: $0, sizing: $1) },
          count: 0...4)
      },
      run: { index, changes in
        do { return MasonryEdit.accepted(moved: try index.setSizings(changes)) } catch {
          return .rejected
        }
      },
      model: { model, changes in
        guard changes.allSatisfy({ $0.index >= 0 && $0.index < model.items.count }),
          changes.allSatisfy({ model.isValid(MasonryItem($0.sizing)) })
        else { return .rejected }
        // For an index given twice, the last sizing counts.
        var latest: [Int: MasonryItem.Sizing] = [:]
        for (index, sizing) in changes { latest[index] = sizing }
        var moved = false
        for (index, sizing) in latest {
          model.estimated[index] = false
          if !MasonryModel.isSame(model.items[index].sizing, sizing) {
            model.items[index].sizing = sizing
            moved = true
          }
        }
        return .accepted(moved: moved)
      },
      compare: { observed, expected in
        Violation.unless(
          observed == expected, "setSizings \(observed), expected \(expected)", invariant: "result")
      })
  }

  /// `setContainer(_:keepingAnchorIn:)` to another extent across the lanes, with a viewport;
  /// the first item the viewport showed must stay where it was on screen unless the offset
  /// was clamped.
  private var resize: ModelCommand<MasonryIndex, MasonryModel> {
    ModelCommand(
      "resize", weight: 2,
      arguments: { model in Gen.zip(MasonryModel.extents, model.scrollViewports) },
      run: { index, resize in
        let (extent, query) = resize
        let container =
          index.options.axis == .vertical
          ? Size(width: extent, height: index.container.height)
          : Size(width: index.container.width, height: extent)
        let viewport = query.viewport
        let frames = index.frames(in: 0..<index.count)
        let first = frames.indices.first { frames[$0].intersects(viewport) }
        let anchor = index.anchor(in: viewport)
        let offset: Double
        do { offset = try index.setContainer(container, keepingAnchorIn: viewport) } catch {
          return MasonryResize(edit: .rejected, problems: [])
        }
        var problems: [String] = []
        if anchor?.index != first {
          problems.append("anchored item \(String(describing: anchor?.index)), first shown \(String(describing: first))")
        }
        if let anchor, let frame = index.frame(at: anchor.index) {
          let axis = index.options.axis
          let start = axis == .vertical ? frame.minY : frame.minX
          let length = viewport.size[axis]
          let content = index.contentSize[axis]
          let clamped = offset != start - anchor.distance
          let unclamped = start - anchor.distance
          if !clamped && abs((start - offset) - anchor.distance) > 1e-9 * max(1, abs(start)) {
            problems.append("item \(anchor.index) drifted from \(anchor.distance) to \(start - offset)")
          }
          if clamped && unclamped >= 0 && unclamped <= content - length
            && index.options.direction != .rightToLeft
          {
            problems.append("offset \(offset) clamped though \(unclamped) shows the content")
          }
        }
        return MasonryResize(edit: .accepted(moved: nil), problems: problems)
      },
      model: { model, resize in
        var resized = model.container
        if model.setup.options.axis == .vertical {
          resized.width = resize.0
        } else {
          resized.height = resize.0
        }
        guard (try? Masonry(container: resized, options: model.setup.options)) != nil else {
          return MasonryResize(edit: .rejected, problems: [])
        }
        let lanes = model.laneCount
        model.container = resized
        if model.laneCount != lanes { model.keptLanes = model.keptLanes.map { _ in nil } }
        model.settle()
        return MasonryResize(edit: .accepted(moved: nil), problems: [])
      },
      compare: { observed, expected in
        var found = observed.problems.map { Violation("anchor", $0) }
        if observed.edit != expected.edit {
          found.append(Violation("validation", "\(observed.edit), expected \(expected.edit)"))
        }
        return found
      })
  }

  /// An edit that must throw exactly when the model says its input is invalid (`false`).
  private static func edit<Argument: Sendable>(
    _ name: String, weight: Int = 1, arguments: @escaping (MasonryModel) -> Gen<Argument>,
    run: @escaping (inout MasonryIndex, Argument) throws -> Void,
    model: @escaping (inout MasonryModel, Argument) -> Bool
  ) -> ModelCommand<MasonryIndex, MasonryModel> {
    ModelCommand(
      name, weight: weight, arguments: arguments,
      run: { index, argument in
        do {
          try run(&index, argument)
          return MasonryEdit.accepted(moved: nil)
        } catch { return .rejected }
      },
      model: { state, argument in
        model(&state, argument) ? MasonryEdit.accepted(moved: nil) : .rejected
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

/// What a resize did, and what went wrong with the anchor.
struct MasonryResize: Equatable {
  var edit: MasonryEdit
  var problems: [String]
}

extension MasonryModel {
  // MARK: - Arguments of the commands

  /// An index or insertion point, one past either end now and then.
  var positions: Gen<Int> {
    .int(in: -1...(items.count + 1))
  }

  /// A range as its start and length, reaching out of range now and then.
  var ranges: Gen<(Int, Int)> {
    .zip(positions, .int(in: 0...6))
  }

  /// Whether two sizings are of one kind and within 1e-9: no change, for `setSizings`.
  static func isSame(_ a: MasonryItem.Sizing, _ b: MasonryItem.Sizing) -> Bool {
    switch (a, b) {
    case (.length(let a), .length(let b)): abs(a - b) <= 1e-9
    case (.aspectRatio(let a), .aspectRatio(let b)): abs(a - b) <= 1e-9
    default: false
    }
  }

  /// NaN, negative, zero and infinite sizings.
  static var invalidSizings: Gen<MasonryItem.Sizing> {
    .oneOf(
      Gen<Double>.element(.nan, -1, .infinity).map { .length($0) },
      Gen<Double>.element(0, -1, .nan, .infinity).map { .aspectRatio($0) })
  }

  /// What an estimated item looks like: a square photo, or a fixed length.
  static var estimates: Gen<MasonryItem> {
    .element(MasonryItem(aspectRatio: 1), MasonryItem(length: 100), MasonryItem(length: 0))
  }

  /// Up to four items to append or insert: mostly valid in the current lanes, now and then one
  /// with a bad sizing, a span wider than the lanes or a lane out of range.
  var newItems: Gen<[MasonryItem]> {
    let lanes = laneCount
    let invalid = Gen<MasonryItem>.oneOf(
      Self.invalidSizings.map { MasonryItem($0) },
      Gen<Int>.element(0, lanes + 1).map { MasonryItem(length: 10, span: $0) },
      Gen<Int>.element(-1, lanes).map { MasonryItem(length: 10, lane: $0) })
    return .array(
      of: .frequency((12, .masonryItem(laneCount: lanes)), (1, invalid)), count: 0...4)
  }

  /// An extent across the lanes: mostly up to 600 points, now and then NaN or negative.
  static var extents: Gen<Double> {
    .frequency((8, .double(in: 0...600, step: 0.5)), (1, .element(.nan, -1)))
  }
}
