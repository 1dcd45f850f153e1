#!/usr/bin/env python3
"""Reads Scripts/mutants.txt for Scripts/mutate.sh: checks that every mutant applies, lists
them, and applies one. Standard library only.

Usage: mutants.py FILE check            every mutant applies: prints "id<TAB>file<TAB>filter"
       mutants.py FILE equivalent       the excluded mutants: "id<TAB>reason"
       mutants.py FILE apply ID         writes mutant ID's change into its file

Exit status 2, with a message naming the mutant and the fix, when the list is malformed or a
mutant's snippet is found no time or more than once in its file: the list cannot rot silently.
"""
import os
import re
import sys

KEYS = ("file", "find", "replace", "filter", "equivalent")


def fail(message):
    print(f"mutants: {message}", file=sys.stderr)
    sys.exit(2)


def unescape(text):
    """`\\n` is a newline, `\\t` a tab and `\\\\` a backslash; nothing else is special."""
    return re.sub(r"\\([nt\\])", lambda m: {"n": "\n", "t": "\t", "\\": "\\"}[m.group(1)], text)


def parse(path):
    mutants = []
    current = None
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.rstrip("\n")
            where = f"{path}:{number}"
            if not line.strip() or line.startswith("#"):
                continue
            header = re.fullmatch(r"\[([a-z0-9][a-z0-9-]*)\]", line)
            if header:
                current = {"id": header.group(1), "line": where}
                if any(m["id"] == current["id"] for m in mutants):
                    fail(f"{where}: mutant '{current['id']}' is named twice; rename one")
                mutants.append(current)
                continue
            match = re.fullmatch(r"([a-z]+)(?: (.*))?", line)
            if not match or match.group(1) not in KEYS:
                fail(f"{where}: expected '[id]' or one of {', '.join(KEYS)} and a value, "
                     f"got {line!r}")
            if current is None:
                fail(f"{where}: '{match.group(1)}' before the first '[id]' line")
            key, value = match.group(1), (match.group(2) or "").strip()
            if key in current:
                fail(f"{where}: mutant '{current['id']}' has two '{key}' lines; keep one")
            current[key] = value
    for mutant in mutants:
        for key in ("file", "find", "replace"):
            if key not in mutant:
                fail(f"{mutant['line']}: mutant '{mutant['id']}' has no '{key}' line")
        if not mutant["find"]:
            fail(f"{mutant['line']}: mutant '{mutant['id']}' has an empty 'find'")
        if unescape(mutant["find"]) == unescape(mutant["replace"]):
            fail(f"{mutant['line']}: mutant '{mutant['id']}' replaces its snippet by itself")
    return mutants


def source(root, mutant):
    path = os.path.join(root, mutant["file"])
    if not os.path.isfile(path):
        fail(f"{mutant['line']}: mutant '{mutant['id']}': no file {mutant['file']}")
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    count = text.count(unescape(mutant["find"]))
    if count != 1:
        found = "not found" if count == 0 else f"found {count} times"
        fail(f"{mutant['line']}: mutant '{mutant['id']}': its snippet is {found} in "
             f"{mutant['file']}; make 'find' match exactly one place")
    return path, text


def main(argv):
    if len(argv) < 3 or argv[2] not in ("check", "equivalent", "apply"):
        fail("usage: mutants.py FILE check|equivalent|apply ID")
    listing, command = argv[1], argv[2]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    mutants = parse(listing)
    if command == "check":
        for mutant in mutants:
            source(root, mutant)
            if "equivalent" not in mutant:
                print(f"{mutant['id']}\t{mutant['file']}\t{mutant.get('filter', '')}")
    elif command == "equivalent":
        for mutant in mutants:
            if "equivalent" in mutant:
                print(f"{mutant['id']}\t{mutant['equivalent']}")
    else:
        if len(argv) != 4:
            fail("usage: mutants.py FILE apply ID")
        chosen = [m for m in mutants if m["id"] == argv[3]]
        if not chosen:
            fail(f"no mutant named '{argv[3]}' in {listing}")
        path, text = source(root, chosen[0])
        mutated = text.replace(unescape(chosen[0]["find"]), unescape(chosen[0]["replace"]), 1)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(mutated)


if __name__ == "__main__":
    main(sys.argv)
