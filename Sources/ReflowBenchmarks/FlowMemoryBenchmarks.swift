#if canImport(Glibc)
  import Glibc
#endif
import Reflow

extension BenchmarkGroup {
  /// The peak memory a million-item layout takes, per item.
  static let flowMemory = BenchmarkGroup(
    name: "flow-memory",
    summary: "peak memory of a 1M-item Flow layout, bytes per item"
  ) { settings in
    let count = 1_000_000
    var table = BenchmarkTable(
      group: "flow-memory",
      title: "memory of a \(decimal(Double(count), places: 0, grouped: true))-item greedy layout",
      notes: [
        FlowWorkload.summary,
        "storage: the result's buffers by capacity (frames, line starts, line offsets)",
        "peak RSS: in a forked child, with large buffers mmapped and freed memory trimmed, the"
          + " growth of the resident set's high-water mark (VmHWM after clear_refs) while"
          + " laying out; the input sizes are not counted",
        "less what the same child touches running an empty body (about 1.8 bytes per item"
          + " here: pages copied after the fork)",
        "target: peak <= 40 bytes per item",
      ],
      columns: [
        .init(key: "n", header: "n", format: .count),
        .init(key: "layout_storage_bytes_per_item", header: "storage B/item", format: .decimal),
        .init(key: "layout_peak_bytes_per_item", header: "layout peak B/item", format: .decimal),
        .init(key: "add_peak_bytes_per_item", header: "add peak B/item", format: .decimal),
        .init(key: "lines_per_item", header: "lines/item", format: .decimal),
      ])
    let sizes = FlowWorkload(count: count, seed: settings.seed).sizes
    let result = try Flow.layout(sizes, in: FlowWorkload.container, options: FlowWorkload.options)
    let layoutPeak = try peakResidentGrowth {
      let result = try? Flow.layout(
        sizes, in: FlowWorkload.container, options: FlowWorkload.options)
      return result?.frames.count ?? 0
    }
    let addPeak = try peakResidentGrowth {
      (try? perItemLayout(sizes, options: FlowWorkload.options))?.frames.count ?? 0
    }
    // What the forked child itself touches (copied pages, the trimmed heap), taken off both.
    let empty = try peakResidentGrowth { 0 }
    let perItem = { (bytes: Int) in Double(bytes) / Double(count) }
    table.rows.append([
      Double(count), perItem(result.storageBytes), perItem(layoutPeak - empty),
      perItem(addPeak - empty),
      Double(result.lines.count) / Double(count),
    ])
    return table
  }
}

/// How far the resident set's high-water mark rises while `body` runs in a forked child, in
/// bytes.
///
/// The child trims freed memory and has large allocations mapped afresh, so that every page a
/// buffer touches counts (including both buffers while an array grows), and only pages touched
/// after the fork do.
private func peakResidentGrowth(_ body: () -> Int) throws -> Int {
  #if canImport(Glibc)
    var pipe: [Int32] = [0, 0]
    guard Glibc.pipe(&pipe) == 0 else { throw BenchmarkFailure(description: "pipe failed") }
    let child = fork()
    guard child >= 0 else { throw BenchmarkFailure(description: "fork failed") }
    if child == 0 {
      close(pipe[0])
      typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
      typealias MallocTrim = @convention(c) (Int) -> Int32
      if let symbol = dlsym(nil, "mallopt") {
        let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
        _ = mallopt(-4, 1 << 16)  // M_MMAP_MAX
        _ = mallopt(-3, 64 * 1024)  // M_MMAP_THRESHOLD
      }
      if let symbol = dlsym(nil, "malloc_trim") {
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
      }
      let before = statusKilobytes("VmRSS:")
      writeProcFile("/proc/self/clear_refs", "5")
      blackHole(body())
      var growth = Int64((statusKilobytes("VmHWM:") - before) * 1024)
      _ = withUnsafeBytes(of: &growth) { write(pipe[1], $0.baseAddress, 8) }
      _exit(0)
    }
    close(pipe[1])
    var growth: Int64 = 0
    let read = withUnsafeMutableBytes(of: &growth) { Glibc.read(pipe[0], $0.baseAddress, 8) }
    close(pipe[0])
    var status: Int32 = 0
    waitpid(child, &status, 0)
    guard read == 8 else { throw BenchmarkFailure(description: "the memory probe failed") }
    return Int(growth)
  #else
    return 0
  #endif
}

#if canImport(Glibc)
  /// A `/proc/self/status` field in kilobytes, such as `VmHWM:`.
  private func statusKilobytes(_ field: String) -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
      let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      let line = String(decoding: bytes, as: UTF8.self)
      if line.hasPrefix(field) {
        return Int(line.dropFirst(field.count).filter(\.isNumber)) ?? 0
      }
    }
    return 0
  }

  private func writeProcFile(_ path: String, _ text: String) {
    guard let file = fopen(path, "w") else { return }
    fputs(text, file)
    fclose(file)
  }
#endif
