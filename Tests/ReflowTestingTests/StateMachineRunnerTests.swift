import ReflowTesting
import Testing

/// A state-machine test assembled from closures, for machines built to fail in one way.
struct ScriptedTest<Setup, System, Model>: StateMachineTest {
  var setups: Gen<Setup>
  var system: (Setup) throws -> System
  var model: (Setup) -> Model
  var commands: [ModelCommand<System, Model>]
  var check: (System, Model) -> [Violation] = { _, _ in [] }

  func makeSystem(_ setup: Setup) throws -> System { try system(setup) }
  func makeModel(_ setup: Setup) -> Model { model(setup) }
  func invariants(_ system: System, _ model: Model) -> [Violation] { check(system, model) }
}

/// A list that loses its fifth item: it overwrites the last slot once it holds four.
struct FourSlotList {
  var items: [Int] = []

  mutating func append(_ item: Int) {
    if items.count == 4 { items[3] = item } else { items.append(item) }
  }
}

/// How the runner generates, compares, shrinks and replays, each on a machine with one flaw.
@Suite struct StateMachineRunnerTests {
  /// `FourSlotList` against `[Int]`, with a setup (a label) that plays no part.
  static var fourSlots: ScriptedTest<Int, FourSlotList, [Int]> {
    ScriptedTest(
      setups: .int(in: 0...50), system: { _ in FourSlotList() }, model: { _ in [] },
      commands: [
        ModelCommand("append", arguments: Gen.int(in: 0...100)) { list, item in
          list.append(item)
        } model: { items, item in
          items.append(item)
        },
        ModelCommand(
          "remove", arguments: { items in Gen.int(in: 0...(items.count - 1)) },
          when: { !$0.isEmpty }
        ) { list, index in
          list.items.remove(at: index)
        } model: { items, index in
          items.remove(at: index)
        },
      ],
      check: { list, items in
        Violation.unless(list.items == items, "list \(list.items), model \(items)")
      })
  }

  @Test("Chunks, single steps, arguments and the setup all shrink: five appends of 0 from 0")
  func shrinksEverything() throws {
    for seed: UInt64 in [1, 2, 3] {
      let failure = try #require(
        findCounterexample(Self.fourSlots, iterations: 1_000, seed: seed, steps: 20...40))
      #expect(failure.originalValue.steps.count > 5)
      #expect(
        failure.value.steps.map(\.description)
          == Array(repeating: #".step("append", 0)"#, count: 5))
      #expect(failure.value.setup == 0)
      #expect(failure.value.replayTest.contains("  setup: 0,\n"))
    }
  }

  @Test("An argument that depends on the model stays valid as the steps before it go")
  func modelDependentArguments() throws {
    // Fails once a removal takes index 2 or more: the shrunk run must keep three appends
    // before it, and the index must be exactly 2.
    var test = Self.fourSlots
    test.check = { _, _ in [] }
    test.commands[1] = ModelCommand(
      "remove", arguments: { items in Gen.int(in: 0...(items.count - 1)) },
      when: { !$0.isEmpty }
    ) { list, index in
      list.items.remove(at: index)
      return index < 2
    } model: { items, index in
      items.remove(at: index)
      return true
    }
    let failure = try #require(findCounterexample(test, iterations: 1_000, seed: 4))
    #expect(failure.value.steps.map(\.description) == [
      #".step("append", 0)"#, #".step("append", 0)"#, #".step("append", 0)"#,
      #".step("remove", 2)"#,
    ])
    #expect(failure.violations.map(\.invariant) == ["result"])
    #expect(failure.violations.first?.message.contains("returned false but the model true") == true)
  }

  @Test("A thrown error fails the step that threw, named with its argument")
  func thrownError() throws {
    struct Refused: Error {}
    let test = ScriptedTest<Void, Int, Int>(
      setups: .constant(()), system: { _ in 0 }, model: { _ in 0 },
      commands: [
        ModelCommand("set", arguments: Gen.int(in: 0...100)) { value, new in
          if new >= 7 { throw Refused() }
          value = new
        } model: { value, new in
          value = new
        },
      ])
    let failure = try #require(findCounterexample(test, iterations: 500, seed: 5))
    #expect(failure.value.steps.map(\.description) == [#".step("set", 7)"#])
    #expect(failure.violations == [
      Violation("no error", #"step 1, .step("set", 7): the system threw Refused()"#),
    ])
  }

  @Test("A command whose precondition never holds never runs, even when it would trap")
  func preconditionGuards() {
    let test = ScriptedTest<Void, [Int], [Int]>(
      setups: .constant(()), system: { _ in [] }, model: { _ in [] },
      commands: [
        ModelCommand("popLast", when: { !$0.isEmpty }) { stack in
          stack.removeLast()
        } model: { stack in
          stack.removeLast()
        },
        ModelCommand("push", weight: 0) { stack in stack.append(1) } model: { $0.append(1) },
      ])
    #expect(findCounterexample(test, iterations: 200, seed: 6) == nil)
  }

  @Test("Two commands with one name fail before the first step")
  func duplicateNames() throws {
    let test = ScriptedTest<Void, Int, Int>(
      setups: .constant(()), system: { _ in 0 }, model: { _ in 0 },
      commands: [
        ModelCommand("bump") { $0 += 1 } model: { $0 += 1 },
        ModelCommand("bump") { $0 += 2 } model: { $0 += 2 },
      ])
    let failure = try #require(findCounterexample(test, iterations: 10, seed: 7))
    #expect(failure.value.steps.isEmpty && failure.value.failingStep == nil)
    #expect(failure.violations.first?.message.contains(#"more than one command is named "bump""#)
      == true)
  }

  @Test(
    "A replay step that cannot run fails, naming what is wrong",
    arguments: [
      ([.step("pop")], "no command is named \"pop\""),
      ([.step("popLast")], "its precondition does not hold"),
      ([.step("push", "one")], "push takes a UInt8 argument"),
      ([.step("push", 300)], "push takes a UInt8 argument"),
      ([.step("push")], "push takes a UInt8 argument"),
      ([.step("popLast", 1)], "popLast takes no argument"),
    ] as [([ModelStep], String)])
  func replayErrors(_ steps: [ModelStep], _ message: String) {
    var violations: [Violation] = []
    withKnownIssue {
      violations = Self.byteStack.replay(steps)
    }
    #expect(violations.count == 1)
    #expect(violations.first?.message.contains(message) == true, "\(violations)")
  }

  @Test("A replay converts a written number to the argument's numeric type when it fits")
  func replayConvertsNumbers() {
    #expect(Self.byteStack.replay([.step("push", 3), .step("push", 255), .step("popLast")])
      .isEmpty)
  }

  @Test("A replay with a setup and tuple arguments runs as printed")
  func tupleArguments() throws {
    // A table that ignores a third key (planted); the setup plays no part.
    let test = ScriptedTest<Int, [String: Int], [String: Int]>(
      setups: .int(in: 1...3), system: { _ in [:] }, model: { _ in [:] },
      commands: [
        ModelCommand("insert", arguments: Gen.zip(.element("a", "b", "c"), .int(in: 0...9))) {
          table, entry in
          if table.count < 2 || table[entry.0] != nil { table[entry.0] = entry.1 }
        } model: { table, entry in
          table[entry.0] = entry.1
        },
      ],
      check: { table, model in Violation.unless(table == model, "\(table) != \(model)") })
    let failure = try #require(findCounterexample(test, iterations: 500, seed: 8))
    #expect(failure.value.replayTest.contains(#".step("insert", ("a", 0)),"#))
    #expect(test.replay(setup: 1, [.step("insert", ("a", 0)), .step("insert", ("b", 7))])
      .isEmpty)
    withKnownIssue {
      test.replay(setup: 1, [
        .step("insert", ("a", 0)), .step("insert", ("b", 0)), .step("insert", ("c", 0)),
      ])
    }
  }

  /// A stack of bytes whose pop returns the value, compared with the model's.
  static var byteStack: ScriptedTest<Void, [UInt8], [UInt8]> {
    ScriptedTest(
      setups: .constant(()), system: { _ in [] }, model: { _ in [] },
      commands: [
        ModelCommand("push", arguments: Gen.int(in: 0...255).map { UInt8($0) }) { stack, byte in
          stack.append(byte)
        } model: { stack, byte in
          stack.append(byte)
        },
        ModelCommand("popLast", when: { !$0.isEmpty }) { stack in
          stack.removeLast()
        } model: { stack in
          stack.removeLast()
        },
      ])
  }
}

