#!/usr/bin/env bash
# Builds the libFuzzer targets in Tests/Fuzz/Targets and runs them on their corpora.
#
# Usage: bash Scripts/fuzz.sh [TARGET...] [--seconds N] [--runs N] [--jobs N] [--fresh]
#                             [--merge] [--build-only] [--list] [-- LIBFUZZER_FLAG...]
#
#   TARGET        a target's name (`static let name` in its file); default: every target
#   --seconds N   run each target for N seconds (default: $REFLOW_FUZZ_SECONDS, else 60)
#   --runs N      run each target on N inputs (with --seconds too, whichever comes first)
#   --jobs N      build and run up to N targets at a time (default: $REFLOW_FUZZ_JOBS, else the
#                 number of cores); each target is one process on one core, so on two cores
#                 two at a time take half as long as one after another
#   --fresh       start from the committed corpus alone, as on a clean checkout: new inputs go
#                 to a temporary folder instead of .build-fuzz/corpus/TARGET (with -seed and
#                 --runs, runs stay close to each other; .ci/run fuzzes this way)
#   --merge       afterwards, add the inputs that reached new code to Tests/Fuzz/Corpus/TARGET
#   --build-only  build the targets and stop
#   --list        print the targets' names and stop
#   -- FLAGS      pass the rest to libFuzzer (e.g. -- -jobs=2 -only_ascii=1)
#
# How it builds: SwiftPM cannot build a libFuzzer binary (libFuzzer brings its own `main`), so
# the script drives swiftc itself, under .build-fuzz/ (gitignored; $REFLOW_FUZZ_DIR overrides).
# Each library the targets use (Reflow, ReflowSimulation, ReflowTesting) is compiled once, as a
# whole module with `-O -sanitize=fuzzer,address` so its code is instrumented for coverage and
# checked by AddressSanitizer, into an object file and a .swiftmodule; it is rebuilt only when
# its sources, its dependencies or the compiler change. A target is its file in
# Tests/Fuzz/Targets compiled with Tests/Fuzz/Support and `-D FUZZING` (which turns on the
# file's `LLVMFuzzerTestOneInput`), plus the sources of any folder named on a
# `// fuzz-sources: FOLDER` line (all but main.swift: that is how the `reflow` executable's
# internal code gets in), linked with libFuzzer and the library objects.
#
# How it runs: up to --jobs targets at once, each exploring from its corpus, Tests/Fuzz/Corpus/TARGET (read only), with
# new inputs kept in .build-fuzz/corpus/TARGET, Tests/Fuzz/Dictionaries/TARGET.dict as its
# dictionary if there is one, at most 10 s per input, 2 GB of memory and leak detection on. A
# crash, a leak, a timeout or an oracle violation (the target traps with its message) stops the
# target: its log is printed, the input is saved under .build-fuzz/artifacts/TARGET/, and the
# script exits 1 once every target has run. The last line is
# `fuzz: N targets, N inputs, no failure`.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=${REFLOW_FUZZ_DIR:-"$root/.build-fuzz"}
fuzz_dir="$root/Tests/Fuzz"
seconds=""
runs=""
jobs=${REFLOW_FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
merge=0
fresh=0
build_only=0
list_only=0
requested=()
extra=()

fail() {
  echo "error: $*" >&2
  exit 2
}

while [[ $# -gt 0 ]]; do
  case $1 in
    --seconds) [[ $# -ge 2 && $2 =~ ^[0-9]+$ ]] || fail "--seconds needs a whole number"
      seconds=$2; shift 2 ;;
    --runs) [[ $# -ge 2 && $2 =~ ^[0-9]+$ ]] || fail "--runs needs a whole number"
      runs=$2; shift 2 ;;
    --jobs) [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || fail "--jobs needs a whole number, at least 1"
      jobs=$2; shift 2 ;;
    --merge) merge=1; shift ;;
    --fresh) fresh=1; shift ;;
    --build-only) build_only=1; shift ;;
    --list) list_only=1; shift ;;
    --help|-h) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    --) shift; extra=("$@"); break ;;
    -*) fail "unknown option '$1'; see 'bash Scripts/fuzz.sh --help'" ;;
    *) requested+=("$1"); shift ;;
  esac
done
if [[ -z $seconds && -z $runs ]]; then seconds=${REFLOW_FUZZ_SECONDS:-60}; fi
[[ -z $seconds || $seconds =~ ^[0-9]+$ ]] || fail "REFLOW_FUZZ_SECONDS must be a whole number"
[[ $jobs =~ ^[1-9][0-9]*$ ]] || fail "REFLOW_FUZZ_JOBS must be a whole number, at least 1"

# The targets: each file in Tests/Fuzz/Targets names itself with `static let name = "…"`.
declare -A target_files=()
names=()
shopt -s nullglob
for file in "$fuzz_dir"/Targets/*.swift; do
  name=$(sed -n 's/^ *static let name = "\([a-z0-9-]*\)"$/\1/p' "$file" | head -1)
  [[ -n $name ]] || fail "$file has no 'static let name = \"…\"' line"
  [[ -z ${target_files[$name]:-} ]] || fail "two targets are named '$name'"
  target_files[$name]=$file
  names+=("$name")
done
[[ ${#names[@]} -gt 0 ]] || fail "no fuzz target in $fuzz_dir/Targets"
if [[ $list_only -eq 1 ]]; then printf '%s\n' "${names[@]}"; exit 0; fi
if [[ ${#requested[@]} -eq 0 ]]; then requested=("${names[@]}"); fi
for name in "${requested[@]}"; do
  [[ -n ${target_files[$name]:-} ]] || fail "no fuzz target '$name'; the targets are: ${names[*]}"
done

mkdir -p "$work/modules" "$work/objects" "$work/bin"
flags=(-parse-as-library -package-name reflow -O -wmo -gline-tables-only
       -sanitize=fuzzer,address -I "$work/modules")
compiler=$(swiftc --version 2>&1)

# Prints a digest of the compiler, the flags and the given files' contents.
digest() {
  { echo "$compiler"; echo "${flags[*]}"; cat "$@"; } | sha256sum | cut -d' ' -f1
}

# Compiles library NAME from Sources/NAME, after the libraries it depends on, into
# $work/objects/NAME.o and $work/modules/NAME.swiftmodule, unless nothing changed.
build_module() {
  local name=$1; shift
  local sources
  mapfile -t sources < <(find "$root/Sources/$name" -name '*.swift' | LC_ALL=C sort)
  local stamp="$work/objects/$name.stamp"
  local dependencies=()
  for dependency in "$@"; do dependencies+=("$work/objects/$dependency.stamp"); done
  local wanted
  wanted=$(digest "${sources[@]}" "${dependencies[@]}")
  if [[ -f $stamp && $(cat "$stamp") == "$wanted" && -f $work/objects/$name.o ]]; then
    return 0
  fi
  echo "== fuzz: building $name"
  swiftc "${flags[@]}" -module-name "$name" -c -o "$work/objects/$name.o" \
    -emit-module -emit-module-path "$work/modules/$name.swiftmodule" "${sources[@]}" \
    || { echo "error: $name did not compile for fuzzing" >&2; return 1; }
  echo "$wanted" > "$stamp"
}

# Compiles and links the target NAME into $work/bin/NAME, unless nothing changed.
build_target() {
  local name=$1 file=${target_files[$1]}
  local sources=("$file" "$fuzz_dir"/Support/*.swift)
  local folder
  while IFS= read -r folder; do
    [[ -d $root/$folder ]] || { echo "error: $file: no folder '$folder'" >&2; return 1; }
    mapfile -t -O "${#sources[@]}" sources < <(
      find "$root/$folder" -name '*.swift' ! -name main.swift | LC_ALL=C sort)
  done < <(sed -n 's|^// fuzz-sources: *\(.*[^ ]\) *$|\1|p' "$file")
  local stamp="$work/bin/$name.stamp"
  local wanted
  wanted=$(digest "${sources[@]}" "$work"/objects/*.stamp)
  if [[ -f $stamp && $(cat "$stamp") == "$wanted" && -x $work/bin/$name ]]; then return 0; fi
  echo "== fuzz: building target $name"
  swiftc "${flags[@]}" -D FUZZING -module-name "Fuzz_${name//-/_}" -use-ld=lld \
    -o "$work/bin/$name" "${sources[@]}" "$work"/objects/*.o \
    || { echo "error: fuzz target $name did not compile" >&2; return 1; }
  echo "$wanted" > "$stamp"
}

# Starts "$@" in the background once fewer than $jobs jobs are running (polled, not `wait -n`,
# so that every job's status stays there for `wait PID`).
start_job() {
  while [[ $(jobs -rp | wc -l) -ge $jobs ]]; do sleep 0.2; done
  "$@" &
}

# Waits for the background jobs whose ids are given; fails when any of them failed.
wait_for() {
  local failed=0 pid
  for pid in "$@"; do wait "$pid" || failed=1; done
  return $failed
}

# Reflow first; the libraries on top of it, then the targets, up to $jobs at a time.
build_module Reflow || exit 1
pids=()
start_job build_module ReflowSimulation Reflow; pids+=($!)
start_job build_module ReflowTesting Reflow; pids+=($!)
wait_for "${pids[@]}" || exit 1
pids=()
for name in "${requested[@]}"; do start_job build_target "$name"; pids+=($!); done
wait_for "${pids[@]}" || exit 1
[[ $build_only -eq 1 ]] && { echo "fuzz: built ${requested[*]} in $work/bin"; exit 0; }

fresh_root=""
if [[ $fresh -eq 1 ]]; then
  fresh_root=$(mktemp -d)
  trap 'rm -rf "$fresh_root"' EXIT
fi

# Runs target NAME on its corpus, prints what became of it in one piece, and leaves its status
# and number of inputs in $work/logs/NAME.result for the summary.
run_target() {
  local name=$1
  local corpus="$fuzz_dir/Corpus/$name"
  local scratch="${fresh_root:-$work/corpus}/$name"
  local artifacts="$work/artifacts/$name/"
  local log="$work/logs/$name.log" report="$work/logs/$name.report"
  mkdir -p "$corpus" "$scratch" "$artifacts" "$(dirname "$log")"
  local options=(-timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts")
  [[ -n $seconds ]] && options+=(-max_total_time="$seconds")
  [[ -n $runs ]] && options+=(-runs="$runs")
  [[ -f $fuzz_dir/Dictionaries/$name.dict ]] && options+=(-dict="$fuzz_dir/Dictionaries/$name.dict")
  echo "== fuzz: $name (${seconds:+$seconds s}${seconds:+${runs:+, }}${runs:+$runs inputs})"
  # Swift's own crash backtracer would race libFuzzer's handler for the trap; libFuzzer's
  # report (with AddressSanitizer's stack) is the one that saves the input.
  # Deterministic hashing: Swift seeds Set and Dictionary hashing per process, which changes
  # iteration orders and so the coverage libFuzzer sees; fixing it keeps seeded runs close.
  SWIFT_DETERMINISTIC_HASHING=1 SWIFT_BACKTRACE=enable=no \
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
    "$work/bin/$name" "${options[@]}" ${extra[@]+"${extra[@]}"} "$scratch" "$corpus" \
    > "$log" 2>&1
  local status=$?
  local executed
  executed=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\)/\1/p' "$log" | tail -1)
  executed=${executed:-0}
  {
    if [[ $status -ne 0 ]]; then
      echo "---- $name failed (exit $status) after $executed inputs; the end of $log:"
      tail -n 60 "$log"
      echo "---- reproduce: $work/bin/$name ${artifacts}<file>; fix, then add the input to"
      echo "     $corpus with a unit test of its own"
    else
      echo "fuzz: $name: $executed inputs, no failure ($(grep -c '' < <(ls "$scratch")) new" \
        "inputs kept in $scratch)"
      if [[ $merge -eq 1 ]]; then
        if "$work/bin/$name" -merge=1 ${extra[@]+"${extra[@]}"} "$corpus" "$scratch" \
          > "$work/logs/$name.merge.log" 2>&1; then
          echo "fuzz: $name: corpus now $(ls "$corpus" | wc -l) inputs"
        else
          echo "error: merging $name's corpus failed; see $work/logs/$name.merge.log"
          status=3
        fi
      fi
    fi
  } > "$report"
  cat "$report"
  echo "$status $executed" > "$work/logs/$name.result"
}

mkdir -p "$work/logs"
for name in "${requested[@]}"; do rm -f "$work/logs/$name.result"; done
for name in "${requested[@]}"; do start_job run_target "$name"; done
wait

failed=()
total=0
for name in "${requested[@]}"; do
  read -r status executed < "$work/logs/$name.result" 2>/dev/null || { status=1; executed=0; }
  total=$((total + executed))
  [[ $status -eq 0 ]] || failed+=("$name")
done
if [[ ${#failed[@]} -gt 0 ]]; then
  echo "fuzz: ${#failed[@]} of ${#requested[@]} targets failed: ${failed[*]}"
  exit 1
fi
echo "fuzz: ${#requested[@]} targets, $total inputs, no failure"
