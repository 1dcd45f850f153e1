import ReflowTesting
import Testing

@Suite struct GenTests {
  @Test("The same seed generates the same values")
  func deterministic() {
    let gen = Gen<[Int]>.array(of: .int(in: -1_000...1_000))
    #expect(gen.samples(count: 50, seed: 42) == gen.samples(count: 50, seed: 42))
    #expect(gen.samples(count: 50, seed: 42) != gen.samples(count: 50, seed: 43))
  }

  @Test("Xoshiro256 spreads its bits evenly")
  func randomBits() {
    var random = Xoshiro256(seed: 1)
    var ones = 0
    var values = Set<UInt64>()
    for _ in 0..<1_000 {
      let value = random.next()
      ones += value.nonzeroBitCount
      values.insert(value)
    }
    // 64,000 fair bits: the count of ones is within 1% of half with overwhelming probability.
    #expect(abs(ones - 32_000) < 640)
    #expect(values.count == 1_000)
  }

  @Test(
    "int(in:) stays in its range and reaches both ends",
    arguments: [0...0, 0...3, -3...0, -5...7, Int.min...Int.max, 10...12])
  func intRange(_ range: ClosedRange<Int>) {
    let values = Gen<Int>.int(in: range).samples(count: 2_000, seed: 9)
    #expect(values.allSatisfy(range.contains))
    if range.lowerBound > -100 && range.upperBound < 100 {
      #expect(values.contains(range.lowerBound) && values.contains(range.upperBound))
    }
  }

  @Test("double(in:step:) gives multiples of the step inside its range")
  func doubleGrid() {
    checkAll(.double(in: 2...50, step: 0.5), iterations: 1_000, seed: 5) { value in
      (2...50).contains(value) && (value * 2).rounded() == value * 2
    }
  }

  @Test("Replaying a recording regenerates the value, through map and flatMap")
  func replay() {
    let gen = Gen<Int>.int(in: 1...100).flatMap { width in
      Gen<[Int]>.array(of: .int(in: 0...width)).map { [width] + $0 }
    }
    for seed in 0..<200 as Range<UInt64> {
      var source = ChoiceSource(seed: seed)
      let value = gen.generate(using: &source)
      var replay = ChoiceSource(replaying: source.recorded)
      #expect(gen.generate(using: &replay) == value)
    }
  }

  @Test("The all-zero choices give the simplest value")
  func simplest() {
    var source = ChoiceSource(replaying: [])
    #expect(Gen<[Int]>.array(of: .int(in: -5...5)).generate(using: &source) == [])
    #expect(Gen<Int>.int(in: -5...5).generate(using: &source) == 0)
    #expect(Gen<Int>.int(in: 3...5).generate(using: &source) == 3)
    #expect(Gen<Int>.oneOf(.constant(7), .constant(8)).generate(using: &source) == 7)
    #expect(Gen<FlowOptions>.flowOptions().generate(using: &source) == FlowOptions())
  }

  @Test("frequency picks alternatives in proportion to their weights")
  func frequency() {
    let gen = Gen<Int>.frequency((1, .constant(0)), (3, .constant(1)), (0, .constant(2)))
    let values = gen.samples(count: 4_000, seed: 11)
    let ones = values.filter { $0 == 1 }.count
    #expect((2_800...3_200).contains(ones))
    #expect(!values.contains(2))
  }

  @Test("array(of:count:) respects its bounds and reaches them", arguments: [0...0, 0...5, 3...6])
  func arrayCounts(_ counts: ClosedRange<Int>) {
    let lengths = Gen<[Bool]>.array(of: .bool(), count: counts).samples(count: 1_000, seed: 3)
      .map(\.count)
    #expect(lengths.allSatisfy(counts.contains))
    #expect(lengths.contains(counts.lowerBound) && lengths.contains(counts.upperBound))
  }

  @Test("array(count:startingFrom:next:) threads its state through the elements")
  func statefulArray() {
    let increasing = Gen<[Int]>.array(count: 0...10, startingFrom: 0) { last in
      Gen<Int>.int(in: 1...5).map { step in (last + step, last + step) }
    }
    checkAll(increasing, iterations: 1_000, seed: 8) { values in
      zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
    }
  }

  @Test("Layout cases reach the boundaries: exact fits, overflow, zero and infinite extents")
  func layoutCaseCoverage() throws {
    let cases = Gen<LayoutCase>.layoutCase().samples(count: 2_000, seed: 21)
    var exactFits = 0
    var overflows = 0
    var infinite = 0
    var zero = 0
    var zeroItems = 0
    for layoutCase in cases {
      let result = try layoutCase.layout()
      let available = layoutCase.availableLength
      let spacing = layoutCase.options.itemSpacing
      let axis = layoutCase.options.axis
      for line in result.lines {
        let used = line.range.map { layoutCase.sizes[$0][axis] }.reduce(0, +)
          + spacing * Double(line.range.count - 1)
        if line.range.count > 1 && used == available { exactFits += 1 }
        if used > available { overflows += 1 }
      }
      if !layoutCase.container[axis].isFinite { infinite += 1 }
      if layoutCase.container[axis] == 0 { zero += 1 }
      zeroItems += layoutCase.sizes.filter { $0[axis] == 0 }.count
    }
    #expect(exactFits > 100)
    #expect(overflows > 100)
    #expect(infinite > 100)
    #expect(zero > 100)
    #expect(zeroItems > 100)
    for alignment in FlowAlignment.allCases {
      #expect(cases.contains { $0.options.alignment == alignment })
    }
    #expect(cases.contains { $0.options.direction == .rightToLeft && $0.options.axis == .vertical })
  }

  @Test("Every generated layout case is valid input")
  func layoutCasesAreValid() {
    check(.layoutCase(), iterations: 1_000, seed: 17) { layoutCase in
      _ = try layoutCase.layout()
      return []
    }
  }

  @Test("Bytes decode to choices: as many bytes as the bound needs, modulo the bound, then 0")
  func bytes() {
    var source = ChoiceSource(bytes: [3, 0xFF, 0x01, 12, 0x80, 0x7F])
    #expect(Gen<Int>.int(in: 0...9).generate(using: &source) == 3)
    #expect(Gen<Int>.int(in: 0...999).generate(using: &source) == 0x01FF % 1_000)
    #expect(Gen<Int>.int(in: 0...9).generate(using: &source) == 2)
    let yes = source.chooseBool(probability: 0.5)
    let no = source.chooseBool(probability: 0.5)
    #expect(yes && !no)
    #expect(Gen<Int>.int(in: 0...9).generate(using: &source) == 0)
    #expect(source.recorded == [3, 511, 2, 1, 0, 0])
  }

  @Test("Any bytes decode to a value that replaying their recorded choices gives again")
  func bytesReplay() {
    let bytes = Gen<[Int]>.array(of: .int(in: 0...255), count: 0...64).map { $0.map(UInt8.init) }
    check(bytes, iterations: 500, seed: 13) { bytes in
      var source = ChoiceSource(bytes: bytes)
      let value = Gen<LayoutCase>.layoutCase().generate(using: &source)
      var replay = ChoiceSource(replaying: source.recorded)
      return Violation.unless(
        Gen<LayoutCase>.layoutCase().generate(using: &replay) == value,
        "\(bytes) decode to \(value), but their choices replay differently")
    }
  }

  @Test("No bytes decode to the simplest value, as zero choices do")
  func emptyBytes() {
    var bytes = ChoiceSource(bytes: [])
    var zeros = ChoiceSource(replaying: [])
    #expect(
      Gen<LayoutCase>.layoutCase().generate(using: &bytes)
        == Gen<LayoutCase>.layoutCase().generate(using: &zeros))
  }
}
