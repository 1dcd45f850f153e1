import Reflow
import Testing

/// The driver's updates lose no change: a reader that replays every update's changes on its own
/// list of rows, then reads the snapshot, finds each row it kept where the snapshot has it,
/// however slowly it reads. Each of these fails when a change is dropped (as when the stream
/// kept only the newest snapshot).
extension PagingDriverTests {
  fileprivate struct Row: Identifiable, Hashable, Sendable {
    let id: Int
  }

  /// An offset source of `count` rows that never says how many it has, so pages come and go as
  /// insertions and removals; it answers at once.
  fileprivate static func driver(count: Int = 1_000) throws -> PagingDriver<Int, Row> {
    try PagingDriver(keys: .offsets(pageSize: 10), maximumLoadedItems: 30, prefetch: .items(4)) {
      request in
      let start = Swift.min(request.position ?? 0, count)
      let end = Swift.min(count, start + request.limit)
      return LoadedPage(items: (start..<end).map(Row.init))
    }
  }

  /// A reader's rows: the id shown at each position, `nil` where it must read the snapshot.
  fileprivate struct Rows {
    var ids: [Int?] = []

    /// Replays `update`'s changes, checks every row kept against its snapshot, and takes the
    /// snapshot. Returns what differed.
    mutating func follow(_ update: PagingUpdate<Row>) -> [String] {
      var problems: [String] = []
      for change in update.changes {
        for edit in change.edits {
          switch edit {
          case .insert(let range):
            guard range.lowerBound >= 0 && range.lowerBound <= ids.count else {
              problems.append("\(edit) outside \(ids.count) rows")
              continue
            }
            ids.insert(contentsOf: repeatElement(nil, count: range.count), at: range.lowerBound)
          case .remove(let range):
            guard range.lowerBound >= 0 && range.upperBound <= ids.count else {
              problems.append("\(edit) outside \(ids.count) rows")
              continue
            }
            ids.removeSubrange(range)
          case .load(let range), .unload(let range), .replace(let range):
            guard range.lowerBound >= 0 && range.upperBound <= ids.count else {
              problems.append("\(edit) outside \(ids.count) rows")
              continue
            }
            for index in range { ids[index] = nil }
          }
        }
      }
      let snapshot = update.snapshot
      if ids.count != snapshot.count {
        problems.append("the changes leave \(ids.count) rows, the snapshot has \(snapshot.count)")
      } else {
        for (index, id) in ids.enumerated() where id != nil && snapshot[index].item?.id != id {
          problems.append("row \(index) shows \(id ?? -1), the snapshot \(snapshot[index])")
        }
      }
      ids = snapshot.map { $0.item?.id }
      return problems
    }

    /// How many rows hold a loaded item.
    var loadedCount: Int { ids.filter { $0 != nil }.count }
  }

  /// Scrolls to the loaded end `times` times (appending, and dropping pages at the front), then
  /// to the start as many times (prepending, and dropping at the back), waiting for each load.
  fileprivate static func scroll(_ driver: PagingDriver<Int, Row>, times: Int) async {
    for _ in 0..<times {
      let count = await driver.snapshot.count
      await driver.visibleRangeChanged(Swift.max(0, count - 6)..<count)
      await driver.waitUntilIdle()
    }
    for _ in 0..<times {
      await driver.visibleRangeChanged(0..<6)
      await driver.waitUntilIdle()
    }
  }

  @Test("A reader that reads late gets every change since its last update, in order")
  func lateReaderGetsEveryChange() async throws {
    let driver = try Self.driver()
    var iterator = driver.makeAsyncIterator()
    var rows = Rows()
    let first = try #require(await iterator.next())
    #expect(rows.follow(first).isEmpty && first.changes.isEmpty)
    await driver.visibleRangeChanged(0..<6)
    await driver.waitUntilIdle()
    let loaded = try #require(await iterator.next())
    #expect(rows.follow(loaded).isEmpty)
    #expect(rows.loadedCount >= 10)
    // Many pages in and out while the reader does not read: one update holds every change.
    await Self.scroll(driver, times: 8)
    let late = try #require(await iterator.next())
    #expect(late.changes.count > 4)
    let edits = late.changes.flatMap(\.edits)
    #expect(edits.contains { if case .remove = $0 { true } else { false } })
    #expect(
      edits.contains { if case .insert(let range) = $0 { range.lowerBound == 0 } else { false } })
    let problems = rows.follow(late)
    #expect(problems.isEmpty, "\(problems)")
    #expect(rows.ids == (await driver.snapshot).map { $0.item?.id })
  }

  /// What a reader found, kept where the test can read it.
  private actor ReaderLog {
    var problems: [String] = []
    var updates = 0
    var rows: [Int?] = []

    func record(_ found: [String], rows: [Int?]) {
      problems += found
      updates += 1
      self.rows = rows
    }
  }

  @Test("A slow reader on another task skips snapshots, never a change")
  func slowReaderLosesNoChange() async throws {
    let driver = try Self.driver()
    let log = ReaderLog()
    let reader = Task {
      var rows = Rows()
      for await update in driver {
        let found = rows.follow(update)
        await log.record(found, rows: rows.ids)
        // Slow: the driver makes several changes meanwhile.
        for _ in 0..<50 { await Task.yield() }
      }
    }
    await Self.scroll(driver, times: 12)
    let final = (await driver.snapshot).map { $0.item?.id }
    // The reader catches up with the last snapshot, whatever it skipped on the way.
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(60))
    while await log.rows != final && clock.now < deadline { await Task.yield() }
    reader.cancel()
    await reader.value
    #expect(await log.rows == final)
    let problems = await log.problems
    #expect(problems.isEmpty, "\(problems)")
    #expect(await log.updates > 1)
  }

  @Test("A reader waiting for an update is let go when its task is cancelled")
  func cancelledReaderEnds() async throws {
    let driver = try Self.driver()
    let reader = Task { () -> Bool in
      var iterator = driver.makeAsyncIterator()
      _ = await iterator.next()
      // Nothing changes: this waits until the task is cancelled.
      return await iterator.next() == nil
    }
    for _ in 0..<100 { await Task.yield() }
    reader.cancel()
    #expect(await reader.value)
  }

  @Test("Pages dropped under the memory limit as the viewport moves reach the reader")
  func droppedPagesReachTheReader() async throws {
    let driver = try Self.driver()
    var iterator = driver.makeAsyncIterator()
    var rows = Rows()
    _ = rows.follow(try #require(await iterator.next()))
    // The whole window on screen: pages load past the limit, as none may go.
    await driver.visibleRangeChanged(0..<6)
    await driver.waitUntilIdle()
    for _ in 0..<3 {
      let count = await driver.snapshot.count
      await driver.visibleRangeChanged(0..<count)
      await driver.waitUntilIdle()
    }
    let count = await driver.snapshot.count
    #expect(count > 30)
    #expect(rows.follow(try #require(await iterator.next())).isEmpty)
    // The viewport moves to the end: visibleRangeChanged drops the pages at the front.
    await driver.visibleRangeChanged((count - 6)..<count)
    let update = try #require(await iterator.next())
    let first = try #require(update.changes.first?.edits.first)
    guard case .remove(let range) = first else {
      Issue.record("the first change is \(first), not the pages dropped at the front")
      return
    }
    #expect(range.lowerBound == 0)
    #expect(rows.follow(update).isEmpty)
  }
}
