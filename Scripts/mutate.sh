#!/usr/bin/env bash
# Mutation testing: applies each mutant in Scripts/mutants.txt to the tree, one at a time,
# builds incrementally and runs the tests that should catch it. A mutant is killed when the
# build fails, a test fails or the tests time out; it survives when they pass. The tree is
# restored after each mutant, and on exit or Ctrl-C.
#
# Usage: bash Scripts/mutate.sh [--threshold PERCENT] [--only REGEX] [--list]
#                               [--timeout SECONDS] [--no-baseline] [--mutants FILE]
#
#   --threshold P  exit 1 when fewer than P % of the mutants run are killed (default 95)
#   --only REGEX   run only the mutants whose id matches REGEX (an extended regex)
#   --list         check that every mutant applies, print them and the equivalent ones, stop
#   --timeout S    seconds a mutant's tests may run before they count as hung: killed
#                  (default 600)
#   --no-baseline  skip running the mutants' filters on the unmutated tree first
#   --mutants F    the list of mutants (default Scripts/mutants.txt)
#
# The list (see the head of Scripts/mutants.txt for its format) names for each mutant a file,
# a snippet found exactly once in it, its replacement and a `swift test --filter` regex (empty:
# the whole suite). A snippet found no time or twice is an error, before anything runs, so the
# list cannot rot silently. Mutants marked `equivalent` (with the reason they cannot change
# behaviour) are listed and not run.
#
# Package.swift, Sources and Tests must have no uncommitted change, and must not be edited while
# the script runs. The tree is built once before the loop and the tests of every filter run
# once on it (the baseline: a test failing already would kill every mutant); each mutant then
# costs an incremental build and its tests.
# Logs go to .build/mutation/ID.log. The last line is `mutation: K/N killed (P %)`.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root" || exit 2
listing=Scripts/mutants.txt
threshold=95
only=""
list_only=0
baseline=1
test_timeout=600

fail() {
  echo "error: $*" >&2
  exit 2
}

while [[ $# -gt 0 ]]; do
  case $1 in
    --threshold) [[ $# -ge 2 && $2 =~ ^[0-9]+([.][0-9]+)?$ ]] \
        || fail "--threshold needs a percentage from 0 to 100, e.g. --threshold 95"
      threshold=$2; shift 2 ;;
    --only) [[ $# -ge 2 ]] || fail "--only needs a regex of mutant ids"
      only=$2; shift 2 ;;
    --timeout) [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] \
        || fail "--timeout needs a whole number of seconds, at least 1"
      test_timeout=$2; shift 2 ;;
    --mutants) [[ $# -ge 2 ]] || fail "--mutants needs a file"
      listing=$2; shift 2 ;;
    --list) list_only=1; shift ;;
    --no-baseline) baseline=0; shift ;;
    --help|-h) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) fail "unknown argument '$1'; see 'bash Scripts/mutate.sh --help'" ;;
  esac
done
awk -v t="$threshold" 'BEGIN { exit !(t >= 0 && t <= 100) }' \
  || fail "--threshold $threshold is not between 0 and 100"
[[ -f $listing ]] || fail "no mutant list at $listing"
helper=(python3 "$root/Scripts/mutants.py" "$listing")

# Every mutant must apply (found exactly once) before anything runs.
table=$("${helper[@]}" check) || exit 2
equivalent=$("${helper[@]}" equivalent) || exit 2
ids=() files=() filters=()
while IFS=$'\t' read -r id file filter; do
  [[ -z $id ]] && continue
  if [[ -n $only ]] && ! [[ $id =~ $only ]]; then continue; fi
  ids+=("$id"); files+=("$file"); filters+=("$filter")
done <<< "$table"

# The equivalent mutants and why they cannot change behaviour.
print_equivalent() {
  [[ -n $equivalent ]] || return 0
  echo
  echo "Equivalent (not run):"
  while IFS=$'\t' read -r id reason; do printf '  %-42s %s\n' "$id" "$reason"; done \
    <<< "$equivalent"
}

if [[ $list_only == 1 ]]; then
  printf '%-44s %-58s %s\n' MUTANT FILE FILTER
  for i in "${!ids[@]}"; do
    printf '%-44s %-58s %s\n' "${ids[$i]}" "${files[$i]}" "${filters[$i]:-(every test)}"
  done
  print_equivalent
  echo "mutants: ${#ids[@]} to run, $(grep -c . <<< "$equivalent") equivalent"
  exit 0
fi
[[ ${#ids[@]} -gt 0 ]] || fail "no mutant matches --only '$only'"

# A score describes committed code, and an edit made while the script runs would be built
# with every later mutant (a test that no longer compiles would "kill" them all).
dirty=$(git status --porcelain -- Package.swift Sources Tests)
if [[ -n $dirty ]]; then
  fail "uncommitted changes in Package.swift, Sources or Tests:" \
    "$(cut -c4- <<< "$dirty" | xargs); commit or stash them first, and edit nothing until" \
    "the script ends"
fi

# The copy of the file being mutated, put back after each mutant and on any exit.
backup=$(mktemp)
current=""
restore() {
  if [[ -n $current ]]; then
    # Written over, not copied with its old time: the next build must see it changed.
    cat "$backup" > "$current"
    current=""
  fi
}
cleanup() {
  restore
  rm -f "$backup"
}
trap cleanup EXIT
trap 'echo; echo "interrupted: tree restored" >&2; exit 130' INT TERM

logs=.build/mutation
mkdir -p "$logs"

# How many tests a `swift test` log says ran (Swift Testing and XCTest together).
tests_run() {
  local swift_testing xctest
  swift_testing=$(grep -Eo 'Test run with [0-9]+ tests?' "$1" | tail -1 | grep -Eo '[0-9]+')
  xctest=$(grep -Eo 'Executed [0-9]+ tests?' "$1" | tail -1 | grep -Eo '[0-9]+')
  echo $(( ${swift_testing:-0} + ${xctest:-0} ))
}

run_tests() { # FILTER LOG
  local args=(swift test --skip-build)
  [[ -n $1 ]] && args+=(--filter "$1")
  timeout --kill-after=10 "$test_timeout" "${args[@]}" > "$2" 2>&1
}

echo "== build (unmutated)"
swift build --build-tests > "$logs/build.log" 2>&1 \
  || { tail -30 "$logs/build.log"; fail "the unmutated tree does not build"; }

if [[ $baseline == 1 ]]; then
  # The tests of every filter pass on the unmutated tree: one run of all of them (the whole
  # suite when a mutant names no filter).
  union=$(printf '%s\n' "${filters[@]}" | sort -u | paste -sd '|')
  for filter in "${filters[@]}"; do [[ -z $filter ]] && union=""; done
  echo "== baseline: ${union:-(every test)}"
  log="$logs/baseline.log"
  run_tests "$union" "$log" \
    || { grep -E '✘|error:' "$log" | head -30; fail "tests fail on the unmutated tree"; }
fi

results=() seconds=()
killed=0
for i in "${!ids[@]}"; do
  id=${ids[$i]} file=${files[$i]} filter=${filters[$i]}
  log="$logs/$id.log"
  started=$SECONDS
  cat "$file" > "$backup"
  current=$file
  "${helper[@]}" apply "$id" || exit 2
  if ! swift build --build-tests > "$log" 2>&1; then
    result="killed (build)"
  else
    run_tests "$filter" "$log.tests"
    status=$?
    cat "$log.tests" >> "$log"
    rm -f "$log.tests"
    if [[ $status -eq 124 || $status -eq 137 ]]; then
      result="killed (timeout)"
    elif [[ $status -ne 0 ]]; then
      result="killed (tests)"
    elif [[ $(tests_run "$log") -eq 0 ]]; then
      restore
      fail "mutant '$id': filter '$filter' ran no test; name a suite or test that exists"
    else
      result="SURVIVED"
    fi
  fi
  restore
  [[ $result == killed* ]] && killed=$((killed + 1))
  results+=("$result")
  seconds+=($((SECONDS - started)))
  printf '[%d/%d] %-44s %-17s %4ds\n' $((i + 1)) ${#ids[@]} "$id" "$result" \
    $((SECONDS - started))
done

echo
printf '%-44s %-17s %s\n' MUTANT RESULT SECONDS
for i in "${!ids[@]}"; do
  printf '%-44s %-17s %7d\n' "${ids[$i]}" "${results[$i]}" "${seconds[$i]}"
done
print_equivalent
total=${#ids[@]}
score=$(awk -v k="$killed" -v n="$total" 'BEGIN { printf "%.1f", 100 * k / n }')
echo "mutation: $killed/$total killed ($score %), threshold $threshold %"
awk -v k="$killed" -v n="$total" -v t="$threshold" 'BEGIN { exit !(100 * k >= t * n) }'
