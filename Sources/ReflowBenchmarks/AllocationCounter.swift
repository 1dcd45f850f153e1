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
/// `LD_PRELOAD`, no linker flag. The runtime also grows unique buffers with `realloc` and makes
/// over-aligned ones with `posix_memalign`, and `calloc` zeroes: their slots are patched too, so
/// that live bytes stay exact (a grown buffer freed later would otherwise take away bytes that
/// were never added). A `realloc` of an existing buffer changes live bytes but counts no
/// allocation. Only Linux (glibc) is supported; elsewhere nothing is counted and
/// ``isInstalled`` is `false`.
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
  typealias Realloc = @convention(c) (UnsafeMutableRawPointer?, Int) -> UnsafeMutableRawPointer?
  typealias Calloc = @convention(c) (Int, Int) -> UnsafeMutableRawPointer?
  typealias AlignedAlloc = @convention(c) (
    UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int, Int
  ) -> Int32

  /// The slots rewritten, with their original values: ``uninstall()`` puts them back.
  nonisolated(unsafe) private static var patchedSlots:
    [(slot: UnsafeMutablePointer<UInt>, original: UInt)] = []

  nonisolated(unsafe) private static var realMalloc: Malloc?
  nonisolated(unsafe) private static var realFree: Free?
  nonisolated(unsafe) private static var usableSize: UsableSize?
  nonisolated(unsafe) private static var realRealloc: Realloc?
  nonisolated(unsafe) private static var realCalloc: Calloc?
  nonisolated(unsafe) private static var realAlignedAlloc: AlignedAlloc?

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

  private static let countingRealloc: Realloc = { pointer, size in
    let old = pointer == nil ? 0 : AllocationCounter.usableSize?(pointer) ?? 0
    let moved = AllocationCounter.realRealloc?(pointer, size)
    // A failed realloc keeps the old buffer; a size of 0 may free it and return nil.
    if moved != nil || size == 0 { AllocationCounter.liveBytes &-= old }
    if let moved {
      if pointer == nil { AllocationCounter.allocations &+= 1 }
      AllocationCounter.liveBytes &+= AllocationCounter.usableSize?(moved) ?? size
    }
    return moved
  }

  private static let countingCalloc: Calloc = { count, size in
    let pointer = AllocationCounter.realCalloc?(count, size)
    if let pointer {
      AllocationCounter.allocations &+= 1
      AllocationCounter.liveBytes &+= AllocationCounter.usableSize?(pointer) ?? count * size
    }
    return pointer
  }

  private static let countingAlignedAlloc: AlignedAlloc = { result, alignment, size in
    let status = AllocationCounter.realAlignedAlloc?(result, alignment, size) ?? 12
    if status == 0, let pointer = result?.pointee {
      AllocationCounter.allocations &+= 1
      AllocationCounter.liveBytes &+= AllocationCounter.usableSize?(pointer) ?? size
    }
    return status
  }

  /// Installs the counting wrappers; returns whether those for `malloc` and `free` were
  /// installed.
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
      var replacements = [
        (UInt(bitPattern: malloc), UInt(bitPattern: counting)),
        (UInt(bitPattern: free), UInt(bitPattern: countingRelease)),
      ]
      if let realloc = dlsym(nil, "realloc") {
        realRealloc = unsafeBitCast(realloc, to: Realloc.self)
        let wrapper = unsafeBitCast(countingRealloc, to: UnsafeRawPointer.self)
        replacements.append((UInt(bitPattern: realloc), UInt(bitPattern: wrapper)))
      }
      if let calloc = dlsym(nil, "calloc") {
        realCalloc = unsafeBitCast(calloc, to: Calloc.self)
        let wrapper = unsafeBitCast(countingCalloc, to: UnsafeRawPointer.self)
        replacements.append((UInt(bitPattern: calloc), UInt(bitPattern: wrapper)))
      }
      if let aligned = dlsym(nil, "posix_memalign") {
        realAlignedAlloc = unsafeBitCast(aligned, to: AlignedAlloc.self)
        let wrapper = unsafeBitCast(countingAlignedAlloc, to: UnsafeRawPointer.self)
        replacements.append((UInt(bitPattern: aligned), UInt(bitPattern: wrapper)))
      }
      patchedSlots = patchLibrary(named: "libswiftCore", replacing: replacements)
      let patched = Set(patchedSlots.map(\.slot.pointee))
      isInstalled =
        patched.contains(UInt(bitPattern: counting))
        && patched.contains(UInt(bitPattern: countingRelease))
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
