// Reflow's benchmarks: `swift run -c release ReflowBenchmarks [--json] [--quick] [--filter NAME]`.
//
// Each group prints a table of medians, with a baseline measured in the same run so that every
// figure also reads as a ratio. See `BenchmarkGroup.all` for the groups.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let usage = """
  usage: ReflowBenchmarks [--json] [--quick] [--filter NAME]... [--seed N] [--fresh-memory]
                          [--list]

    --json         print one JSON object instead of tables
    --quick        a few repetitions only: a smoke run, not a measurement
    --filter NAME  run the groups whose name contains NAME (repeatable)
    --seed N       the seed of the generated inputs (default \(BenchmarkSettings().seed))
    --fresh-memory let malloc hand freed memory back to the kernel, so large calls also pay
                   page faults (by default freed memory is kept and reused, as in an app)
    --list         list the groups and exit
    --help         show this help
  """

/// Writes `text` to standard error (file descriptor 2, which needs no shared `FILE`).
func printToStandardError(_ text: String) {
  var text = text + "\n"
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

/// Prints `message` to standard error and exits with `status`.
func exitWithError(_ message: String, status: Int32 = 2) -> Never {
  printToStandardError("error: \(message)")
  exit(status)
}

var settings = BenchmarkSettings()
var printsJSON = false
var usesFreshMemory = false
var filters: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--json": printsJSON = true
  case "--quick": settings.quick = true
  case "--fresh-memory": usesFreshMemory = true
  case "--filter":
    guard let name = arguments.popFirst() else { exitWithError("--filter needs a group name") }
    filters.append(name)
  case "--seed":
    guard let text = arguments.popFirst(), let seed = UInt64(text) else {
      exitWithError("--seed needs a whole number from 0 to \(UInt64.max)")
    }
    settings.seed = seed
  case "--list":
    for group in BenchmarkGroup.all {
      print("\(group.name)\(String(repeating: " ", count: max(1, 16 - group.name.count)))"
        + group.summary)
    }
    exit(0)
  case "--help", "-h":
    print(usage)
    exit(0)
  default:
    exitWithError("unknown argument '\(argument)'\n\(usage)")
  }
}

let groups = BenchmarkGroup.selected(by: filters)
if groups.isEmpty {
  let names = BenchmarkGroup.all.map(\.name).joined(separator: ", ")
  exitWithError("no benchmark group matches \(filters); the groups are: \(names)")
}

#if DEBUG
  let build = "debug"
  printToStandardError("warning: a debug build measures nothing useful; use `swift run -c release`")
#else
  let build = "release"
#endif

let memory = !usesFreshMemory && keepFreedMemoryInProcess() ? "reused" : "fresh"

var tables: [BenchmarkTable] = []
if !printsJSON {
  print(
    "Reflow benchmarks: medians, \(build) build, \(memory) memory"
      + "\(settings.quick ? ", quick run" : "")\n")
}
for group in groups {
  do {
    let table = try group.run(settings)
    tables.append(table)
    if !printsJSON { print(table.text + "\n") }
  } catch {
    exitWithError("benchmark group \(group.name) failed: \(error)", status: 1)
  }
}

if printsJSON {
  print(
    """
    {"build": \(JSON.string(build)), "memory": \(JSON.string(memory)), \
    "quick": \(settings.quick), "seed": \(settings.seed), \
    "checksum": \(blackHoleChecksum), \
    "groups": [\(tables.map(\.json).joined(separator: ", "))]}
    """)
} else {
  print("checksum \(blackHoleChecksum) (keeps the measured work observable)")
}
