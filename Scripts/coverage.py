#!/usr/bin/env python3
"""Reads a `swift test --enable-code-coverage` run for Scripts/coverage.sh: line, region and
function coverage per file and per module, and the public declarations no test executes.
Standard library only.

Usage: coverage.py EXPORT SYMBOL_GRAPHS [--files] [--uncovered MODULE] [--demangler PATH]
                   [--floor MODULE:KIND:PERCENT ...]

  EXPORT          `llvm-cov export` of the test binary (JSON, with functions)
  SYMBOL_GRAPHS   a folder of `swift-symbolgraph-extract` graphs (public symbols) of the
                  modules whose public declarations must all run
  --files         print every file's coverage, not only the modules' totals
  --uncovered M   list every function of module M that never ran (closures and `??`
                  defaults included), by file and line, demangled
  --demangler P   the `swift-demangle` that --uncovered uses (default: `swift demangle`);
                  without one, the names stay mangled
  --floor M:K:P   fail when module M's K (lines, regions or functions) coverage is below P %

A public declaration is a function, initializer, subscript, operator or property accessor
(getter, setter, observer) the symbol graph lists as public: its precise identifier `s:X` is
the mangled name `$sX` of the function coverage counts (an accessor is the property's
identifier with its last letter, `p`, turned into the accessor's: `g`, `s`, `W`...). A
declaration no test runs is reported unless EXEMPT below names it, with the reason.

A public symbol with no coverage record must be one that has no body to run: a protocol
requirement, or an enum's compiler-made `init(rawValue:)`, or a stored property. Any other is
an error (exit 2), so a change of mangling cannot make the list silently empty.

Exit status: 0 when every public declaration ran and every floor holds; 1 otherwise; 2 when
the inputs cannot be read.
"""
import collections
import glob
import json
import os
import subprocess
import sys

# The modules reported, by their source folder.
MODULES = ("Reflow", "ReflowTesting", "ReflowCLI", "ReflowSimulation")
# The modules whose public declarations must all run.
PUBLIC_MODULES = ("Reflow", "ReflowTesting")

# Public declarations no test can run, by the name the report prints, with the reason.
# Keep it empty unless a declaration truly cannot run in a test process.
EXEMPT = {
}

ACCESSORS = {
    "g": "getter", "s": "setter", "W": "didSet", "w": "willSet", "r": "_read",
    "M": "_modify", "a": "unsafeAddress", "l": "unsafeMutableAddress",
}


def fail(message):
    print(f"coverage: {message}", file=sys.stderr)
    sys.exit(2)


def module_of(path):
    """The module a source file belongs to: the folder under `Sources/`, if reported."""
    parts = path.split(os.sep)
    for index in range(len(parts) - 2, -1, -1):
        if parts[index] == "Sources" and parts[index + 1] in MODULES:
            return parts[index + 1], os.sep.join(parts[index + 1:])
    return None, None


def percent(covered, count):
    return 100.0 * covered / count if count else 100.0


def read_export(path):
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)["data"]
    except (OSError, ValueError, KeyError) as error:
        fail(f"cannot read the llvm-cov export {path}: {error}")
    files = {}
    counts = collections.defaultdict(int)
    for export in data:
        for entry in export.get("files", []):
            module, name = module_of(entry["filename"])
            if module:
                files[(module, name)] = entry["summary"]
        for function in export.get("functions", []):
            # A function linked into two binaries (the test bundle and `reflow`) counts once,
            # with the larger count: both read the same merged profile.
            name = function["name"]
            counts[name] = max(counts[name], function["count"])
    return files, counts


def print_table(files, show_files):
    kinds = ("lines", "regions", "functions")
    totals = {}
    header = f"{'':58} {'lines':>15}  {'regions':>15}  {'functions':>14}"
    print(header)
    for module in MODULES:
        rows = sorted((name, summary) for (owner, name), summary in files.items()
                      if owner == module)
        if not rows:
            continue
        sums = {kind: [0, 0] for kind in kinds}
        for name, summary in rows:
            cells = []
            for kind in kinds:
                covered, count = summary[kind]["covered"], summary[kind]["count"]
                sums[kind][0] += covered
                sums[kind][1] += count
                cells.append((covered, count))
            if show_files:
                print(f"  {name:56} " + " ".join(
                    f"{percent(c, n):6.1f} % {n - c:>5}" + ("" if k == "functions" else " ")
                    for (c, n), k in zip(cells, kinds)))
        totals[module] = {kind: percent(*sums[kind]) for kind in kinds}
        print(f"{'Sources/' + module:58} " + " ".join(
            f"{percent(*sums[kind]):6.1f} % {sums[kind][1] - sums[kind][0]:>5}"
            + ("" if kind == "functions" else " ") for kind in kinds))
    print("(each column: percent covered, then how many are not)")
    return totals


def demangled(names, demangler):
    """`names` demangled in one run of the demangler, or as they are when it cannot run."""
    command = [demangler] if demangler else ["swift", "demangle"]
    try:
        result = subprocess.run(command + ["--simplified"], input="\n".join(names),
                                capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return list(names)
    lines = result.stdout.splitlines()
    return lines if len(lines) == len(names) else list(names)


def print_uncovered(export, module, demangler):
    """Lists the functions of `module` no test ran: file, line and demangled name. A closure,
    an autoclosure (the right side of `??`, `&&`, `||`) and a stored property's initial value
    are functions of their own for coverage."""
    with open(export, encoding="utf-8") as handle:
        data = json.load(handle)["data"]
    counts, places = collections.defaultdict(int), {}
    for entry in data:
        for function in entry.get("functions", []):
            owner, name = module_of(function["filenames"][0])
            if owner != module:
                continue
            counts[function["name"]] = max(counts[function["name"]], function["count"])
            places[function["name"]] = (name, function["regions"][0][0])
    never = sorted((place, mangled) for mangled, place in places.items() if counts[mangled] == 0)
    print()
    print(f"Functions of Sources/{module} no test runs: {len(never)}")
    names = demangled([mangled for _, mangled in never], demangler)
    for ((name, line), _), readable in zip(never, names):
        print(f"  {name}:{line}: {readable}")


def public_declarations(graphs):
    """Every public symbol that may have a body: (mangled stems, kind, name, location, whether
    it is a protocol requirement)."""
    paths = sorted(glob.glob(os.path.join(graphs, "*.symbols.json")))
    if not paths:
        fail(f"no symbol graph in {graphs}")
    symbols = {}
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        requirements = {r["source"] for r in graph.get("relationships", [])
                        if r["kind"] in ("requirementOf", "optionalRequirementOf")}
        for symbol in graph["symbols"]:
            usr = symbol["identifier"]["precise"]
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            if not usr.startswith("s:") or kind not in (
                "func", "func.op", "method", "type.method", "init", "subscript",
                "type.subscript", "property", "type.property",
            ):
                continue
            location = symbol.get("location", {})
            where = os.path.relpath(location.get("uri", "?").removeprefix("file://"))
            if where and "position" in location:
                where += f":{location['position']['line'] + 1}"
            symbols[usr] = {
                "kind": kind,
                "name": ".".join(symbol["pathComponents"]),
                "title": symbol["names"]["title"],
                "where": where,
                "requirement": usr in requirements,
            }
    return symbols


def unexercised(symbols, counts):
    never, missing = [], []
    for usr, symbol in sorted(symbols.items(), key=lambda item: item[1]["where"]):
        mangled = "$s" + usr[2:]
        kind = symbol["kind"]
        if kind in ("property", "type.property", "subscript", "type.subscript"):
            # `…vp` / `…ip`: the accessors share the stem.
            found = [(mangled[:-1] + letter, role) for letter, role in ACCESSORS.items()
                     if mangled[:-1] + letter in counts]
        elif kind == "init":
            # A struct's initializer is its allocating entry point (`fC`), a class's body the
            # initializing one (`fc`).
            found = [(name, "") for name in (mangled, mangled[:-2] + "fC") if name in counts]
        else:
            found = [(mangled, "")] if mangled in counts else []
        if not found:
            no_body = (symbol["requirement"] or kind in ("property", "type.property")
                       or (kind == "init" and symbol["title"] == "init(rawValue:)"))
            if not no_body:
                missing.append(symbol)
            continue
        for name, role in found:
            if counts[name] == 0:
                label = f"{symbol['name']} ({role})" if role else symbol["name"]
                never.append((label, symbol["where"], name))
    return never, missing


def main(argv):
    if len(argv) < 3:
        fail("usage: coverage.py EXPORT SYMBOL_GRAPHS [--files] [--uncovered MODULE]"
             " [--demangler PATH] [--floor MODULE:KIND:PERCENT]")
    export, graphs = argv[1], argv[2]
    show_files, floors, uncovered, demangler = False, [], None, None
    rest = argv[3:]
    while rest:
        argument = rest.pop(0)
        if argument == "--files":
            show_files = True
        elif argument == "--uncovered" and rest:
            uncovered = rest.pop(0)
            if uncovered not in MODULES:
                fail(f"--uncovered names {uncovered!r}, not one of {', '.join(MODULES)}")
        elif argument == "--demangler" and rest:
            demangler = rest.pop(0)
        elif argument == "--floor" and rest:
            module, kind, value = (rest.pop(0).split(":") + ["", ""])[:3]
            try:
                floors.append((module, kind, float(value)))
            except ValueError:
                fail(f"--floor needs MODULE:KIND:PERCENT, e.g. Reflow:lines:98, got {value!r}")
        else:
            fail(f"unknown argument {argument!r}")

    files, counts = read_export(export)
    if not files:
        fail(f"{export} covers no file of {', '.join(MODULES)}; was it exported from the tests?")
    totals = print_table(files, show_files)
    if uncovered:
        print_uncovered(export, uncovered, demangler)

    never, missing = unexercised(public_declarations(graphs), counts)
    if missing:
        for symbol in missing:
            print(f"coverage: no coverage record for public {symbol['kind']} {symbol['name']}"
                  f" ({symbol['where']})", file=sys.stderr)
        fail(f"{len(missing)} public declarations have no coverage record: "
             "is the export from the same build as the symbol graphs?")
    exempted = [entry for entry in never if entry[0] in EXEMPT]
    never = [entry for entry in never if entry[0] not in EXEMPT]
    problems = 0
    print()
    print(f"Public declarations of {' and '.join(PUBLIC_MODULES)} no test executes: {len(never)}")
    for label, where, _ in never:
        print(f"  {where}: {label}")
    problems += len(never)
    if exempted:
        print(f"Exempt ({len(exempted)}):")
        for label, where, _ in exempted:
            print(f"  {where}: {label} -- {EXEMPT[label]}")
    stale = sorted(set(EXEMPT) - {entry[0] for entry in exempted})
    for label in stale:
        print(f"coverage: exemption {label!r} names no unexecuted declaration; remove it")
        problems += 1
    for module, kind, floor in floors:
        value = totals.get(module, {}).get(kind)
        if value is None:
            fail(f"--floor names {module}:{kind}, which the report has no figure for")
        if value + 1e-9 < floor:
            print(f"coverage: {kind} of Sources/{module} {value:.2f} % is below the floor"
                  f" {floor:g} %")
            problems += 1
    if problems:
        print(f"coverage: FAILED ({problems} problems)")
        return 1
    print("coverage: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
