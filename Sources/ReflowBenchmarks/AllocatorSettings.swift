#if canImport(Glibc)
  import Glibc
#endif

/// Tells the C allocator to keep freed memory in the process instead of returning it to the
/// kernel, so that repeated calls reuse warm pages.
///
/// Without it, glibc serves every large buffer (a million frames is 32 MB) with a fresh `mmap`
/// and unmaps it when freed, so each call pays one page fault per 4 KB touched. In a virtual
/// machine that hands freed pages back to its host, those faults cost more than the layout
/// itself and swing with the allocator's history, hiding what the benchmarks are about. An app
/// that lays out every frame reuses its memory the same way. `--fresh-memory` skips this.
///
/// - Returns: Whether the allocator accepted the settings (always `false` off glibc).
@discardableResult
func keepFreedMemoryInProcess() -> Bool {
  #if canImport(Glibc)
    // `mallopt` is declared in <malloc.h>, which the Glibc module does not export: look it up.
    typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(nil, "mallopt") else { return false }
    let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
    // The option numbers of <malloc.h>.
    let trimThreshold: Int32 = -1
    let mmapMaximum: Int32 = -4
    // Serve every allocation from the heap, and never trim the heap's top back to the kernel.
    return mallopt(mmapMaximum, 0) == 1 && mallopt(trimThreshold, Int32.max) == 1
  #else
    return false
  #endif
}
