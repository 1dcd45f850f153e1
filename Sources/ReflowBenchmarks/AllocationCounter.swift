#if canImport(Glibc)
  import Glibc
#endif

/// Counts the heap allocations the Swift runtime makes, and the bytes they hold, so benchmarks
/// can report allocations per call and memory per item.
///
/// Every Swift allocation — class instances, array and dictionary storage, closure contexts —
/// goes through `swift_slowAlloc`, which calls `malloc` through `libswiftCore`'s global offset
/// table, and every deallocation through `free`. ``install()`` points those two slots at
/// counting wrappers that call the C library's own functions: no package dependency, no
/// `LD_PRELOAD`, no linker flag. Only Linux (glibc) is supported; elsewhere nothing is counted
/// and ``isInstalled`` is `false`.
enum AllocationCounter {
  /// The allocations made since the process started counting.
  nonisolated(unsafe) static var allocations = 0
  /// The usable bytes of the allocations alive now (as `malloc_usable_size` reports them).
  nonisolated(unsafe) static var liveBytes = 0
  /// Whether the counting wrappers are in place.
  nonisolated(unsafe) static private(set) var isInstalled = false

  typealias Malloc = @convention(c) (Int) -> UnsafeMutableRawPointer?
  typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Void
  typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int

  /// The slots rewritten, with their original values: ``uninstall()`` puts them back.
  nonisolated(unsafe) private static var patchedSlots:
    [(slot: UnsafeMutablePointer<UInt>, original: UInt)] = []

  nonisolated(unsafe) private static var realMalloc: Malloc?
  nonisolated(unsafe) private static var realFree: Free?
  nonisolated(unsafe) private static var usableSize: UsableSize?

  private static let countingMalloc: Malloc = { size in
    let pointer = AllocationCounter.realMalloc?(size)
    AllocationCounter.allocations &+= 1
    AllocationCounter.liveBytes &+= AllocationCounter.usableSize?(pointer) ?? size
    return pointer
  }

  private static let countingFree: Free = { pointer in
    if pointer != nil {
      AllocationCounter.liveBytes &-= AllocationCounter.usableSize?(pointer) ?? 0
    }
    AllocationCounter.realFree?(pointer)
  }

  /// Installs the counting wrappers; returns whether both were installed.
  @discardableResult
  static func install() -> Bool {
    #if canImport(Glibc)
      guard !isInstalled, let malloc = dlsym(nil, "malloc"), let free = dlsym(nil, "free"),
        let usable = dlsym(nil, "malloc_usable_size")
      else { return isInstalled }
      realMalloc = unsafeBitCast(malloc, to: Malloc.self)
      realFree = unsafeBitCast(free, to: Free.self)
      usableSize = unsafeBitCast(usable, to: UsableSize.self)
      let counting = unsafeBitCast(countingMalloc, to: UnsafeRawPointer.self)
      let countingRelease = unsafeBitCast(countingFree, to: UnsafeRawPointer.self)
      let replacements = [
        (UInt(bitPattern: malloc), UInt(bitPattern: counting)),
        (UInt(bitPattern: free), UInt(bitPattern: countingRelease)),
      ]
      patchedSlots = patchLibrary(named: "libswiftCore", replacing: replacements)
      isInstalled = patchedSlots.count >= 2
      return isInstalled
    #else
      return false
    #endif
  }

  /// Puts the C library's functions back, so later benchmarks run without the counting.
  static func uninstall() {
    for (slot, original) in patchedSlots { slot.pointee = original }
    patchedSlots = []
    isInstalled = false
  }

  /// Calls `body` and returns what it returned, with the allocations it made and the change in
  /// live bytes.
  static func measure<Result>(_ body: () throws -> Result) rethrows
    -> (result: Result, allocations: Int, bytes: Int)
  {
    let allocationsBefore = allocations
    let bytesBefore = liveBytes
    let result = try body()
    return (result, allocations - allocationsBefore, liveBytes - bytesBefore)
  }

  #if canImport(Glibc)
    /// Rewrites, in the data of every loaded library whose path contains `name`, each word equal
    /// to one of the `replacements`' first address with its second: the library's global offset
    /// table slots for those functions. Returns the words rewritten and their old values.
    private static func patchLibrary(named name: String, replacing replacements: [(UInt, UInt)])
      -> [(slot: UnsafeMutablePointer<UInt>, original: UInt)]
    {
      guard let maps = fopen("/proc/self/maps", "r") else { return [] }
      defer { fclose(maps) }
      var ranges: [(lower: UInt, upper: UInt, writable: Bool)] = []
      var line: UnsafeMutablePointer<CChar>?
      var capacity = 0
      while getline(&line, &capacity, maps) > 0, let line {
        let text = String(cString: line)
        guard text.contains(name) else { continue }
        let fields = text.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count > 1 else { continue }
        let bounds = fields[0].split(separator: "-")
        let permissions = fields[1]
        guard bounds.count == 2, permissions.hasPrefix("r"), !permissions.contains("x"),
          let lower = UInt(bounds[0], radix: 16), let upper = UInt(bounds[1], radix: 16)
        else { continue }
        ranges.append((lower, upper, permissions.contains("w")))
      }
      free(line)
      let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
      var patched: [(slot: UnsafeMutablePointer<UInt>, original: UInt)] = []
      for range in ranges {
        var address = range.lower
        while address + 8 <= range.upper {
          if let slot = UnsafeMutablePointer<UInt>(bitPattern: address),
            let replacement = replacements.first(where: { $0.0 == slot.pointee })
          {
            if !range.writable {
              // A read-only relocated section: make its page writable for the one store.
              mprotect(UnsafeMutableRawPointer(bitPattern: address & ~(page - 1)), Int(page),
                       PROT_READ | PROT_WRITE)
            }
            patched.append((slot, slot.pointee))
            slot.pointee = replacement.1
          }
          address += 8
        }
      }
      return patched
    }
  #endif
}
