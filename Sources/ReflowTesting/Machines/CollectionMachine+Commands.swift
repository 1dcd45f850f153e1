import Reflow

/// A new section's description: its style, header and footer.
public typealias CollectionSectionSpec = (
  style: SectionStyle, header: SupplementaryElement?, footer: SupplementaryElement?
)

/// What an edit did: rejected its input, applied it, or (a shelf scrolled) where it landed.
enum CollectionEditOutcome: Equatable {
  case rejected
  case applied
  case offset(Double?)
}

extension CollectionMachine {
  /// The commands, each named as a replay names it. Items and sections are chosen by number,
  /// modulo how many there are; a negative number names one the snapshot never held.
  ///
  /// - `appendSections`, `insertSections` (before a section): new sections of any style, with
  ///   or without headers and footers; now and then one repeating an id the snapshot holds;
  /// - `appendItems` (to a section), `insertItems` (before or after an item): new items, with
  ///   content versions or not, now and then a repeated id or a count of versions that does not
  ///   match;
  /// - `deleteItems`, `deleteSections`, `reloadItems`, `reloadSections`: a few, now and then an
  ///   unknown one;
  /// - `moveItem`: before or after another item, within its section or into another;
  /// - `restyle`: the snapshot replaced with one section's style, header and footer changed;
  /// - `scrollShelf`: `setShelfOffset` of a section (a shelf or not) to an offset in and out of
  ///   range, now and then NaN;
  /// - `resize`: `setWidth`, now and then NaN or negative;
  /// - `focus`: the neighbour focus moves to from an item in each `FocusDirection`: the next or
  ///   previous item in snapshot order, or another item of the snapshot in a direction on
  ///   screen (none from an unknown item);
  /// - `measure`: `setSize` of a few items to their real sizes.
  public var commands: [ModelCommand<System, Model>] {
    let spec = Gen<(SectionStyle, SupplementaryElement?, SupplementaryElement?)>.zip(
      .sectionStyle(), .supplement(.header), .supplement(.footer)
    ).map { (style: $0, header: $1, footer: $2) }
    let specs = Gen<[CollectionSectionSpec]>.array(of: spec, count: 0...2)
    let choice = Gen<Int>.frequency((12, .int(in: 0...40)), (1, .constant(-1)))
    let choices = Gen<[Int]>.array(of: choice, count: 0...3)
    let repeats = Gen<Bool>.bool(probability: 0.1)
    return [
      Self.edit(
        "appendSections", weight: 2, arguments: Gen<([CollectionSectionSpec], Bool)>.zip(specs, repeats)
      ) { system, argument in
        let sections = system.newSections(argument.0, repeating: argument.1)
        try system.snapshot.appendSections(sections)
        system.nextSection += sections.count
      } model: { model, argument in
        let sections = model.newSections(argument.0, repeating: argument.1)
        guard Set(sections.map(\.id)).count == sections.count,
          !sections.contains(where: { model.sectionIndex($0.id) != nil })
        else { return false }
        model.sections += sections.map { Model.Section(section: $0, items: [], versions: []) }
        model.nextSection += sections.count
        return true
      },
      Self.edit(
        "insertSections",
        arguments: Gen<(Int, [CollectionSectionSpec], Bool)>.zip(choice, specs, repeats)
      ) { system, argument in
        let anchor = system.section(argument.0)
        let sections = system.newSections(argument.1, repeating: argument.2)
        try system.snapshot.insertSections(sections, beforeSection: anchor)
        system.nextSection += sections.count
      } model: { model, argument in
        let sections = model.newSections(argument.1, repeating: argument.2)
        guard let index = model.sectionIndex(model.section(argument.0)),
          !sections.contains(where: { model.sectionIndex($0.id) != nil })
        else { return false }
        model.sections.insert(
          contentsOf: sections.map { Model.Section(section: $0, items: [], versions: []) },
          at: index)
        model.nextSection += sections.count
        return true
      },
      Self.edit(
        "appendItems", weight: 3,
        arguments: Gen<(Int, Int, (Int, Bool))>.zip(
          choice, .int(in: 0...4), .zip(.int(in: 0...2), repeats))
      ) { system, argument in
        let (section, count, (versions, repeating)) = argument
        let ids = system.newItems(count, repeating: repeating)
        try system.snapshot.appendItems(
          ids, contentVersions: Self.versions(versions, count: ids.count),
          toSection: system.section(section))
        system.nextItem += count
      } model: { model, argument in
        let (section, count, (versions, repeating)) = argument
        let ids = model.newItems(count, repeating: repeating)
        guard let index = model.sectionIndex(model.section(section)),
          !ids.contains(where: { model.place(of: $0) != nil }), versions != 2
        else { return false }
        model.sections[index].items += ids
        model.sections[index].versions +=
          Self.versions(versions, count: ids.count) ?? Array(repeating: 0, count: ids.count)
        model.nextItem += count
        return true
      },
      Self.edit(
        "insertItems", weight: 2,
        arguments: Gen<(Int, Bool, (Int, Bool))>.zip(
          choice, .bool(), .zip(.int(in: 1...3), repeats))
      ) { system, argument in
        let (anchor, after, (count, repeating)) = argument
        let ids = system.newItems(count, repeating: repeating)
        if after {
          try system.snapshot.insertItems(ids, afterItem: system.item(anchor))
        } else {
          try system.snapshot.insertItems(ids, beforeItem: system.item(anchor))
        }
        system.nextItem += count
      } model: { model, argument in
        let (anchor, after, (count, repeating)) = argument
        let ids = model.newItems(count, repeating: repeating)
        guard let place = model.place(of: model.item(anchor)),
          !ids.contains(where: { model.place(of: $0) != nil })
        else { return false }
        let index = place.item + (after ? 1 : 0)
        model.sections[place.section].items.insert(contentsOf: ids, at: index)
        model.sections[place.section].versions.insert(
          contentsOf: Array(repeating: 0, count: ids.count), at: index)
        model.nextItem += count
        return true
      },
      Self.edit("deleteItems", weight: 2, arguments: choices) { system, choices in
        try system.snapshot.deleteItems(choices.map(system.item))
      } model: { model, choices in
        let ids = choices.map(model.item)
        guard ids.allSatisfy({ model.place(of: $0) != nil }) else { return false }
        for index in model.sections.indices {
          let kept = model.sections[index].items.indices.filter {
            !ids.contains(model.sections[index].items[$0])
          }
          model.sections[index].items = kept.map { model.sections[index].items[$0] }
          model.sections[index].versions = kept.map { model.sections[index].versions[$0] }
        }
        model.measured.subtract(ids)
        return true
      },
      Self.edit("deleteSections", arguments: choices) { system, choices in
        try system.snapshot.deleteSections(choices.map(system.section))
      } model: { model, choices in
        let ids = choices.map(model.section)
        guard ids.allSatisfy({ model.sectionIndex($0) != nil }) else { return false }
        for section in model.sections where ids.contains(section.section.id) {
          model.measured.subtract(section.items)
        }
        model.sections.removeAll { ids.contains($0.section.id) }
        return true
      },
      Self.edit(
        "moveItem", weight: 2, arguments: Gen<(Int, Int, Bool)>.zip(choice, choice, .bool())
      ) { system, argument in
        let (item, anchor) = (system.item(argument.0), system.item(argument.1))
        if argument.2 {
          try system.snapshot.moveItem(item, afterItem: anchor)
        } else {
          try system.snapshot.moveItem(item, beforeItem: anchor)
        }
      } model: { model, argument in
        let (item, anchor) = (model.item(argument.0), model.item(argument.1))
        guard let source = model.place(of: item), model.place(of: anchor) != nil else {
          return false
        }
        guard item != anchor else { return true }
        let style = model.sections[source.section].section.style
        model.sections[source.section].items.remove(at: source.item)
        let version = model.sections[source.section].versions.remove(at: source.item)
        guard let target = model.place(of: anchor) else { return false }
        let index = target.item + (argument.2 ? 1 : 0)
        model.sections[target.section].items.insert(item, at: index)
        model.sections[target.section].versions.insert(version, at: index)
        // Measured for another style's proposal, it is an estimate again.
        if model.sections[target.section].section.style != style { model.measured.remove(item) }
        return true
      },
      Self.edit("reloadItems", arguments: choices) { system, choices in
        try system.snapshot.reloadItems(choices.map(system.item))
      } model: { model, choices in
        let ids = choices.map(model.item)
        guard ids.allSatisfy({ model.place(of: $0) != nil }) else { return false }
        for id in ids {
          if let place = model.place(of: id) {
            model.sections[place.section].versions[place.item] &+= 1
          }
        }
        return true
      },
      Self.edit("reloadSections", arguments: choices) { system, choices in
        try system.snapshot.reloadSections(choices.map(system.section))
      } model: { model, choices in
        let ids = choices.map(model.section)
        guard ids.allSatisfy({ model.sectionIndex($0) != nil }) else { return false }
        for id in ids {
          if let index = model.sectionIndex(id) {
            model.sections[index].section.contentVersion &+= 1
          }
        }
        return true
      },
      Self.edit(
        "restyle", arguments: Gen<(Int, CollectionSectionSpec)>.zip(.int(in: 0...40), spec)
      ) { system, argument in
        system.snapshot = try Self.restyled(system.snapshot, argument.0, argument.1)
      } model: { model, argument in
        guard !model.sections.isEmpty else { return true }
        let index = argument.0 % model.sections.count
        let old = model.sections[index].section
        if old.style != argument.1.style { model.measured.subtract(model.sections[index].items) }
        model.sections[index].section = CollectionSection(
          id: old.id, style: argument.1.style, header: argument.1.header,
          footer: argument.1.footer, contentVersion: old.contentVersion)
        return true
      },
      ModelCommand(
        "scrollShelf", weight: 3,
        arguments: Gen<(Int, Double)>.zip(
          choice,
          .frequency(
            (8, .double(in: 0...400, step: 5)), (1, .constant(-10)), (1, .constant(.nan))))
      ) { system, argument in
        let id = system.section(argument.0)
        do {
          let landed = try system.layout.setShelfOffset(argument.1, ofSection: id)
          return CollectionEditOutcome.offset(landed)
        } catch {
          return .rejected
        }
      } model: { model, argument in
        guard !argument.1.isNaN else { return CollectionEditOutcome.rejected }
        let id = model.section(argument.0)
        guard let index = model.sectionIndex(id), model.sections[index].section.style.isShelf
        else { return .offset(nil) }
        model.shelfOffsets[id] = argument.1
        model.clampShelves()
        return .offset(model.shelfOffsets[id] ?? 0)
      },
      ModelCommand(
        "resize",
        arguments: Gen<Double>.frequency(
          (8, .double(in: 20...320, step: 1)), (1, .element(.nan, -1, .infinity)))
      ) { system, width in
        do {
          try system.layout.setCrossLength(width)
          return CollectionEditOutcome.applied
        } catch {
          return .rejected
        }
      } model: { model, width in
        guard width.isFinite && width >= 0 else { return CollectionEditOutcome.rejected }
        model.resize(to: width)
        model.clampShelves()
        return .applied
      },
      ModelCommand(
        "focus", arguments: { _ in Gen<(Int, FocusDirection)>.zip(choice, .anyCase) },
        run: { system, argument in
          FocusNavigator<Int, Int>.neighbor(
            of: system.item(argument.0), argument.1,
            in: CollectionFocusGeometry(system.layout))
        },
        model: { model, argument in model.focusExpectation(argument.0, argument.1) },
        compare: { found, expected in expected.violations(found) }),
      ModelCommand("measure", weight: 3, arguments: choices) { system, choices in
        for id in choices.map(system.item) {
          system.layout.setSize(CollectionSetup.size(of: id), ofItem: id)
        }
      } model: { model, choices in
        // One at a time: a shelf measured shorter clamps its offset before the next grows it.
        for id in choices.map(model.item) where model.place(of: id) != nil {
          model.measured.insert(id)
          model.clampShelves()
        }
      },
    ]
  }

  /// An edit of the snapshot that must throw exactly when the model says its input is invalid
  /// (`false`); the layout then applies the new snapshot and measures its headers and footers.
  static func edit<Argument: Sendable>(
    _ name: String, weight: Int = 1, arguments: Gen<Argument>,
    run: @escaping (inout System, Argument) throws -> Void,
    model: @escaping (inout Model, Argument) -> Bool
  ) -> ModelCommand<System, Model> {
    ModelCommand(
      name, weight: weight, arguments: arguments,
      run: { system, argument in
        do {
          try run(&system, argument)
        } catch {
          return CollectionEditOutcome.rejected
        }
        system.layout.apply(system.snapshot)
        CollectionSetup.measureSupplements(&system.layout)
        return .applied
      },
      model: { state, argument in
        let before = try? state.snapshot()
        guard model(&state, argument) else { return CollectionEditOutcome.rejected }
        state.replaceLanes(after: before)
        state.clampShelves()
        return .applied
      })
  }

  /// Content versions for `count` new items: none (0), one each (1) or one too many (2).
  static func versions(_ kind: Int, count: Int) -> [Int]? {
    switch kind {
    case 1: Array(repeating: 7, count: count)
    case 2: Array(repeating: 7, count: count + 1)
    default: nil
    }
  }

  /// `snapshot` with the section at `choice` (modulo the sections) given `spec`'s style,
  /// header and footer: the snapshot an app builds anew.
  static func restyled(
    _ snapshot: CollectionSnapshot<Int, Int>, _ choice: Int, _ spec: CollectionSectionSpec
  ) throws -> CollectionSnapshot<Int, Int> {
    guard snapshot.numberOfSections > 0 else { return snapshot }
    let target = choice % snapshot.numberOfSections
    var rebuilt = CollectionSnapshot<Int, Int>()
    for (index, section) in snapshot.sections.enumerated() {
      var section = section
      if index == target {
        section.style = spec.style
        section.header = spec.header
        section.footer = spec.footer
      }
      let items = Array(snapshot.itemIdentifiers(inSectionAt: index))
      try rebuilt.appendSections([section])
      try rebuilt.appendItems(
        items, contentVersions: items.map { snapshot.contentVersion(of: $0) ?? 0 },
        toSection: section.id)
    }
    return rebuilt
  }
}
