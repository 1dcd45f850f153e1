#!/usr/bin/env bash
# Builds the DocC documentation of each library with the toolchain's own `docc` (no package
# dependency, no plugin), and fails on any warning: an unresolved ``symbol link``, a topic that
# names nothing, a parameter documented that does not exist. Then builds and runs every Swift
# block of every article, as `Scripts/check-snippets.sh` does for the README: DocC does not
# compile code, this does. The adapters of the SwiftUI and UIKit article compile against the
# stand-ins in Tests/StandIns, and the tests there drive them.
#
# Usage (from anywhere; no arguments): bash Scripts/check-docs.sh
#
# Steps: `swift package dump-symbol-graph` extracts the public symbols and their doc comments
# (building the package if needed); for each library, its own symbol graphs are copied to
# .build/docs/symbol-graphs/MODULE and `docc convert` combines them with the catalog
# Sources/MODULE/MODULE.docc into .build/docs/MODULE.doccarchive (open it with Xcode, or serve
# it: it is a static website). One line per library, then one per Swift block (`snippets: N
# blocks ok`); the last line is `docs: N libraries ok`, or the script exits non-zero.
#
# Environment: DOCC overrides the docc executable (default: the one beside `swift`);
# DOCS_SNIPPETS=0 skips the Swift blocks; SNIPPET_CHECK_DIR overrides their generated package's
# directory (default .build-snippets, shared with the README's check).
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out="$root/.build/docs"
modules=(Reflow ReflowTesting ReflowSimulation)

fail() {
  echo "error: $*" >&2
  exit 1
}

swift_path=$(command -v swift) || fail "swift is not on PATH"
docc=${DOCC:-"$(dirname "$(readlink -f "$swift_path")")/docc"}
if [[ ! -x $docc ]]; then
  docc=$(command -v docc || xcrun --find docc 2>/dev/null) \
    || fail "no docc beside $swift_path; set DOCC to the toolchain's docc"
fi

cd "$root" || fail "cannot enter $root"
dump_log=$(swift package dump-symbol-graph --minimum-access-level public \
  --skip-synthesized-members 2>&1) || {
  printf '%s\n' "$dump_log" | tail -20
  fail "swift package dump-symbol-graph failed"
}
graphs=$(sed -n 's/^Files written to //p' <<<"$dump_log" | tail -1)
[[ -d $graphs ]] || fail "cannot find the symbol graphs (dump-symbol-graph said: $dump_log)"

problems=0
rm -rf "$out"
for module in "${modules[@]}"; do
  catalog="Sources/$module/$module.docc"
  if [[ ! -d $catalog ]]; then
    echo "FAIL $module: no catalog at $catalog"
    problems=$((problems + 1))
    continue
  fi
  symbols="$out/symbol-graphs/$module"
  mkdir -p "$symbols"
  # The module's own graph, and its extensions of other modules' types (Module@Other).
  cp "$graphs/$module.symbols.json" "$symbols/" \
    || { echo "FAIL $module: no symbol graph"; problems=$((problems + 1)); continue; }
  for extension in "$graphs/$module@"*.symbols.json; do
    [[ -f $extension ]] && cp "$extension" "$symbols/"
  done
  log=$("$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$symbols" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.reflow.$module" \
    --fallback-default-module-kind "Swift Package" \
    --output-path "$out/$module.doccarchive" \
    --warnings-as-errors 2>&1)
  status=$?
  diagnostics=$(grep -cE '^(warning|error):' <<<"$log")
  if [[ $status -ne 0 || $diagnostics -gt 0 ]]; then
    echo "FAIL $module: docc reports $diagnostics problem(s) (exit $status):"
    # docc names files relative to the catalog; prefix the catalog to name them from the root.
    sed -E "s#^( *--> )([^/])#\1$catalog/\2#" <<<"$log" | sed 's/^/    /'
    problems=$((problems + 1))
    continue
  fi
  pages=$(find "$out/$module.doccarchive/data/documentation" -name '*.json' | wc -l)
  echo "ok   $module ($pages pages in ${out#"$root"/}/$module.doccarchive)"
done

snippets_failed=false
if [[ ${DOCS_SNIPPETS:-1} != 0 ]]; then
  articles=()
  for module in "${modules[@]}"; do
    for article in "Sources/$module/$module.docc"/*.md; do articles+=("$article"); done
  done
  if ! bash "$root/Scripts/check-snippets.sh" --label snippets \
    --work "${SNIPPET_CHECK_DIR:-$root/.build-snippets}" --stand-ins Tests/StandIns \
    "${articles[@]}"; then
    snippets_failed=true
  fi
fi

if [[ $problems -gt 0 ]] || $snippets_failed; then
  echo "docs: $problems of ${#modules[@]} libraries fail$($snippets_failed \
    && echo "; a Swift block of an article fails (above)")"
  exit 1
fi
echo "docs: ${#modules[@]} libraries ok"
