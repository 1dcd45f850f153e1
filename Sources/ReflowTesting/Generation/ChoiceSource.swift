/// The stream of choices a generator draws from: random while searching, recorded, and replayed
/// (edited) while shrinking.
///
/// Every random decision a ``Gen`` makes is one call to ``choose(upTo:)``, which returns a
/// number from 0 up to a bound and records it. The runner shrinks a failing case by editing
/// the recorded numbers (deleting runs, zeroing, halving) and replaying the generator on the
/// edited sequence, so shrinking works through `map`, `flatMap` and custom generators alike.
/// Generators should make 0 their simplest choice: a replay past the end of the recording
/// reads zeros.
///
/// ```swift
/// let digit = Gen<Int> { source in Int(source.choose(upTo: 9)) }
/// ```
///
/// A source can also read its choices from raw bytes (``init(bytes:)``), which is how a
/// coverage-guided fuzzer drives the same generators: the fuzzer mutates bytes, and every
/// mutation is still a value the generator could have produced.
public struct ChoiceSource {
  private var random: Xoshiro256?
  private let prefix: [UInt64]
  /// The bytes choices are read from, when the source was made from bytes.
  private let bytes: [UInt8]?
  /// The next byte to read.
  private var byteOffset = 0
  /// The choices made so far, in order; replaying them gives the same value.
  public private(set) var recorded: [UInt64] = []
  /// The choice ranges that hold one element of an array, with its continue flag; the shrinker
  /// tries deleting them whole.
  private(set) var spans: [Range<Int>] = []

  /// The most choices one generated value may make; later choices read 0 so that every
  /// generator terminates.
  public static let maximumChoices = 20_000

  /// A source of random choices determined by `seed`.
  ///
  /// - Parameter seed: The case seed; the same seed replays the same choices.
  public init(seed: UInt64) {
    random = Xoshiro256(seed: seed)
    prefix = []
    bytes = nil
  }

  /// A source that replays `choices`, clamping each to the bound asked for, and reads 0 after
  /// the end.
  ///
  /// - Parameter choices: A recording, usually edited from ``recorded``.
  public init(replaying choices: [UInt64]) {
    random = nil
    prefix = choices
    bytes = nil
  }

  /// A source that reads its choices from `bytes`, as a fuzzer supplies them, and reads 0
  /// after the end.
  ///
  /// A choice up to a bound reads as few little-endian bytes as cover the bound (one byte up
  /// to 255, two up to 65,535, …) and takes the value modulo `bound + 1`, so every byte string
  /// decodes to some value and a short input to a simple one. A yes-or-no choice reads one
  /// byte *b* and is yes when (*b* + ½) / 256 > 1 − `probability`, so random bytes say yes
  /// about as often as a random source would.
  ///
  /// ```swift
  /// var source = ChoiceSource(bytes: [3, 0xFF, 0x01])
  /// Gen.int(in: 0...9).generate(using: &source)     // 3
  /// Gen.int(in: 0...999).generate(using: &source)   // 0x01FF % 1000 = 511
  /// Gen.int(in: 0...9).generate(using: &source)     // 0: past the end
  /// ```
  ///
  /// - Parameter bytes: The input, usually a fuzzer's.
  public init(bytes: [UInt8]) {
    random = nil
    prefix = []
    self.bytes = bytes
  }

  /// Draws a number from `0...bound`, uniformly while searching.
  ///
  /// - Parameter bound: The largest value to return.
  /// - Returns: The choice; 0 is the simplest.
  /// - Complexity: O(1).
  public mutating func choose(upTo bound: UInt64) -> UInt64 {
    draw(upTo: bound) { random in
      bound == .max ? random.next() : random.next(upperBound: bound + 1)
    } read: { source in
      let value = source.readBytes(covering: bound)
      return bound == .max ? value : value % (bound + 1)
    }
  }

  /// Draws a yes-or-no choice that is yes with `probability` while searching; no is simplest.
  ///
  /// - Parameter probability: The chance of `true` when the choice is random, from 0 to 1.
  /// - Returns: The choice.
  /// - Complexity: O(1).
  public mutating func chooseBool(probability: Double = 0.5) -> Bool {
    draw(upTo: 1) { random in
      Double(random.next() >> 11) * 0x1p-53 < probability ? 1 : 0
    } read: { source in
      (Double(source.readBytes(covering: 0xFF)) + 0.5) / 256 > 1 - probability ? 1 : 0
    } == 1
  }

  /// Draws a choice with `sample` while searching, with `read` from bytes, or from the
  /// recording while replaying.
  private mutating func draw(
    upTo bound: UInt64, sample: (inout Xoshiro256) -> UInt64,
    read: (inout ChoiceSource) -> UInt64
  ) -> UInt64 {
    let position = recorded.count
    let value: UInt64
    if position >= Self.maximumChoices {
      value = 0
    } else if position < prefix.count {
      value = min(prefix[position], bound)
    } else if var generator = random {
      value = min(sample(&generator), bound)
      random = generator
    } else if let bytes, byteOffset < bytes.count {
      value = min(read(&self), bound)
    } else {
      value = 0
    }
    recorded.append(value)
    return value
  }

  /// The next bytes, little-endian, as many as cover `bound`; bytes past the end read 0.
  private mutating func readBytes(covering bound: UInt64) -> UInt64 {
    guard let bytes else { return 0 }
    var value: UInt64 = 0
    var shift: UInt64 = 0
    var remaining = bound
    repeat {
      if byteOffset < bytes.count { value |= UInt64(bytes[byteOffset]) << shift }
      byteOffset += 1
      shift += 8
      remaining >>= 8
    } while remaining > 0
    return value
  }

  /// Runs `body` and marks the choices it makes as one deletable span.
  mutating func span<Result>(_ body: (inout ChoiceSource) -> Result) -> Result {
    let start = recorded.count
    let result = body(&self)
    if recorded.count > start { spans.append(start..<recorded.count) }
    return result
  }
}
