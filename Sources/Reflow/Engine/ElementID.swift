/// The identity of an element in a frame: an integer, a name, or a name with an index.
///
/// Ids key everything the engine retains between frames (sizes reported late, scroll offsets,
/// the last preference values an observer saw) and every query on a ``Arrangement``, so they must
/// be unique in the arrangement; a duplicate is reported as
/// ``Diagnostic/duplicateID(_:parent:firstParent:)``.
///
/// ```swift
/// ui.leaf(id: 42, size: Size(width: 10, height: 10))
/// ui.leaf(id: "title", size: titleSize)
/// ui.leaf(id: ElementID("tag", index: 3), size: tagSize)
/// ```
///
/// Read an id's parts with ``name``, ``index`` and ``integer`` rather than parsing its
/// ``description``:
///
/// ```swift
/// let id = ElementID("tag", index: 3)
/// id.name      // "tag"
/// id.index     // 3
/// id.integer   // nil: only `ElementID(42)` has one
/// ```
///
/// The hash is computed once, when the id is made, so tables keyed by ids do not rehash names.
public struct ElementID: Sendable {
  enum Kind: UInt8, Sendable {
    case integer, name, indexed
    /// An id the engine gives an element declared without one; not stable across frames when
    /// the tree's shape changes.
    case automatic
  }

  // A flat struct rather than an enum with payloads: copying an integer id copies plain words.
  let kind: Kind
  /// The integer, the index, or the automatic id's number.
  let number: Int
  /// The name; empty for integer ids. Not optional: copying a `String` is cheaper than copying
  /// an optional one.
  let text: String
  /// The precomputed hash; equal ids have equal hashes.
  let hash: Int

  /// Creates an id from an integer, such as a row's index or a database key.
  public init(_ value: Int) {
    kind = .integer
    number = value
    text = ""
    hash = Self.mix(value)
  }

  /// Creates an id from a name.
  public init(_ name: String) {
    kind = .name
    number = 0
    text = name
    hash = name.hashValue
  }

  /// Creates an id from a name and an index, such as `ElementID("tag", index: 3)` for the fourth
  /// tag: the same indices under different names are different ids.
  public init(_ name: String, index: Int) {
    kind = .indexed
    number = index
    text = name
    hash = name.hashValue ^ Self.mix(index &+ 0x5851_F42D)
  }

  init(automatic value: Int) {
    kind = .automatic
    number = value
    text = ""
    hash = Self.mix(value ^ 0x2545_F491_4F6C_DD1D)
  }

  /// The name of an id made from a name, with or without an index; `nil` for an integer id and
  /// for an element declared without an id.
  public var name: String? {
    kind == .name || kind == .indexed ? text : nil
  }

  /// The index of an id made with ``init(_:index:)``, such as 3 for `ElementID("tag", index: 3)`;
  /// `nil` for any other id.
  public var index: Int? {
    kind == .indexed ? number : nil
  }

  /// The integer of an id made from an integer, such as 42 for `ElementID(42)` or the literal
  /// `42`; `nil` for any other id.
  public var integer: Int? {
    kind == .integer ? number : nil
  }

  /// Whether the caller named the element, rather than the engine.
  var isExplicit: Bool { kind != .automatic }

  /// A fast, well-spread integer hash (the finaliser of SplitMix64).
  @inline(__always)
  static func mix(_ value: Int) -> Int {
    var z = UInt64(bitPattern: Int64(value)) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(bitPattern: UInt(z ^ (z >> 31)))
  }
}

extension ElementID: Hashable {
  public static func == (lhs: ElementID, rhs: ElementID) -> Bool {
    lhs.hash == rhs.hash && lhs.kind == rhs.kind && lhs.number == rhs.number
      && lhs.text == rhs.text
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }

  /// The hash a `Dictionary` or `Set` with `seed` files the id under: the id's own hash, mixed
  /// with the seed, without running a `Hasher`.
  ///
  /// The engine keeps reported sizes, scroll state and other retained state in dictionaries
  /// keyed by id and looks one up for nearly every element of every arrangement; feeding a
  /// `Hasher` for each cost more than the rest of the lookup. The id's hash is already mixed
  /// (SplitMix64 for numbers, the string's seeded hash for names), and mixing it again with the
  /// table's seed keeps the per-process randomisation a `Hasher` gives.
  public func _rawHashValue(seed: Int) -> Int {
    Self.mix(hash ^ seed)
  }
}

extension ElementID: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int) {
    self.init(value)
  }
}

extension ElementID: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension ElementID: CustomStringConvertible {
  /// The integer, the name, `name[index]`, or `#n` for an id the engine made up.
  public var description: String {
    switch kind {
    case .integer: "\(number)"
    case .name: text
    case .indexed: "\(text)[\(number)]"
    case .automatic: number == 0 ? "root" : "#\(number)"
    }
  }
}
