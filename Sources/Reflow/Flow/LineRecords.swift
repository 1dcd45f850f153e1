/// Line records gathered on the stack and appended to the result in blocks.
struct LineRecords {
  let starts: UnsafeMutableBufferPointer<Int>
  let offsets: UnsafeMutableBufferPointer<Double>
  let checkpoints: UnsafeMutableBufferPointer<Double>
  var lines = 0
  var checkpointCount = 0

  /// How many more lines fit: a run of this many items cannot overfill the buffers.
  var room: Int { starts.count - lines }

  @inline(__always)
  mutating func open(_ index: Int, offset: Double, lineNumber: Int, extent: Double) {
    if lineNumber & 63 == 0 && lineNumber > 0 {
      checkpoints[checkpointCount] = extent
      checkpointCount &+= 1
    }
    starts[lines] = index
    offsets[lines] = offset
    lines &+= 1
  }

  mutating func flush(into flow: inout Flow) {
    flow.storage.lineStarts.append(contentsOf: UnsafeBufferPointer(rebasing: starts[..<lines]))
    flow.storage.lineOffsets.append(
      contentsOf: UnsafeBufferPointer(rebasing: offsets[..<lines]))
    flow.extentCheckpoints.append(
      contentsOf: UnsafeBufferPointer(rebasing: checkpoints[..<checkpointCount]))
    lines = 0
    checkpointCount = 0
  }
}
