#!/usr/bin/env bash
# Builds and runs every ```swift block of README.md exactly as written, so the README's code
# cannot drift from the library.
#
# Usage (from anywhere): bash Scripts/check-readme.sh [MARKDOWN_FILE]   (default: README.md)
#
# Each block becomes its own module in one generated SwiftPM package under .build-readme/
# (gitignored; kept for incremental builds) with a path dependency on this repository:
#   - a block that imports Testing or XCTest is a test target, run with `swift test`;
#   - any other block is an executable target (its code is main.swift, so top-level statements,
#     `try` and `await` work), built with warnings as errors and run from the repository root.
# `import Reflow` is added to every block; a block imports anything else it needs itself.
#
# Annotations, in HTML comments (invisible on GitHub) between the prose and the block:
#   <!-- prelude: CODE -->          code run before the block, for a fragment that uses names
#   <!-- prelude:                   it does not declare; one line or several
#   CODE
#   -->
#   <!-- prelude NAME: CODE -->     the same, and remembered as NAME
#   <!-- prelude NAME -->           the prelude remembered as NAME, for a later block
#   <!-- not runnable: REASON -->   the block is neither built nor run (say why; use sparingly)
# A ```text block that follows a swift block with nothing but blank lines between is what the
# block must print, exactly.
#
# Errors name README.md's lines: the compiler's diagnostics point into the block (the code
# carries #sourceLocation lines), and a block that traps, exits non-zero, or prints something
# else than its ```text block is reported with the line of its opening fence. The last line is
# `readme: N blocks ok` (and how many are not runnable), or the script exits non-zero.
#
# Environment: README_CHECK_DIR overrides the generated package's directory; README_TIMEOUT
# (seconds, default 60) limits each block's run.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=Scripts/lib/example-package.sh
source "$root/Scripts/lib/example-package.sh"
readme=$(cd "$(dirname "${1:-$root/README.md}")" && pwd)/$(basename "${1:-README.md}")
work=${README_CHECK_DIR:-"$root/.build-readme"}
timeout_seconds=${README_TIMEOUT:-60}
name=$(basename "$readme")

fail() {
  echo "error: $*" >&2
  exit 1
}

[[ -f $readme ]] || fail "no such file: $readme"
rm -rf "$work/Sources" "$work/Tests" "$work/blocks"
mkdir -p "$work/Sources" "$work/Tests" "$work/blocks" || fail "cannot create $work"

# Split the markdown into blocks. For block K, the awk program writes blocks/K.swift (the code,
# with its prelude and #sourceLocation lines), blocks/K.expected (its ```text block, if any),
# and one manifest line: K|KIND|FENCE_LINE|OUTPUT_LINE|NOTE, where KIND is run, test or skip
# and NOTE is the reason not to run it, or an annotation error.
manifest=$(awk -v dir="$work/blocks" -v file="$readme" '
  function flush_comment() { comment = ""; comment_line = 0 }
  function quote(path) { gsub(/\\/, "\\\\", path); gsub(/"/, "\\\"", path); return path }
  # Reads the annotation held in `comment` (an HTML comment starting at comment_line). Preludes
  # accumulate until the next block, each piece after a #sourceLocation line of its own.
  function annotate(    text, header, body, colon, key, piece) {
    text = comment
    sub(/^[ \t]*<!--[ \t]*/, "", text)
    sub(/[ \t]*-->[ \t]*$/, "", text)
    colon = index(text, ":")
    header = colon ? substr(text, 1, colon - 1) : text
    body = colon ? substr(text, colon + 1) : ""
    sub(/^[ \t]*/, "", body)
    gsub(/[ \t\n]+$/, "", header)
    if (header ~ /^not runnable$/) {
      skip = body == "" ? "(no reason given)" : body
    } else if (header ~ /^prelude( [A-Za-z0-9_-]+)?$/) {
      key = header; sub(/^prelude ?/, "", key)
      if (!colon) {
        if (!(key in named)) {
          problem = "prelude " key " is used before a <!-- prelude " key ": ... --> declares it"
        } else prelude = prelude named[key]
      } else {
        # The code starts on the comment line itself, or on the next line.
        piece = sprintf("#sourceLocation(file: \"%s\", line: %d)\n", quote(file),
          comment_line + (body ~ /^\n/ ? 1 : 0))
        sub(/^\n/, "", body)
        piece = piece body "\n"
        prelude = prelude piece
        if (key != "") named[key] = piece
      }
    }
  }
  BEGIN { count = 0; state = "prose"; flush_comment() }
  {
    line = $0
    if (state == "comment") {
      comment = comment "\n" line
      if (line ~ /-->/) { state = "prose"; annotate() }
      next
    }
    if (state == "swift") {
      if (line ~ /^[ \t]*```[ \t]*$/) {
        print "#sourceLocation()" > code
        close(code)
        state = "after"; last_kind_line = NR
        next
      }
      if (kind == "run" && line ~ /^[ \t]*import[ \t]+(Testing|XCTest)([ \t]|$)/) kind = "test"
      print line > code
      next
    }
    if (state == "text") {
      if (line ~ /^[ \t]*```[ \t]*$/) { close(expected); state = "prose"; next }
      print line > expected
      next
    }
    if (state == "other") {
      if (line ~ /^[ \t]*```/) state = "prose"
      next
    }
    if (state == "after") {
      if (line ~ /^[ \t]*$/) next
      if (line ~ /^[ \t]*```text[ \t]*$/) {
        expected = dir "/" count ".expected"
        printf "" > expected
        output_line = NR
        state = "text"
        print_manifest()
        next
      }
      print_manifest()
      state = "prose"
    }
    # Prose.
    if (line ~ /^[ \t]*<!--/) {
      comment = line; comment_line = NR
      if (line ~ /-->/) annotate(); else state = "comment"
      next
    }
    if (line ~ /^[ \t]*```[ \t]*swift[ \t]*$/) {
      count++
      code = dir "/" count ".swift"
      kind = skip == "" ? "run" : "skip"
      fence_line = NR
      output_line = 0
      print "import Reflow" > code
      printf "%s", prelude > code
      printf "#sourceLocation(file: \"%s\", line: %d)\n", quote(file), NR + 1 > code
      state = "swift"
      next
    }
    if (line ~ /^[ \t]*```/) { state = "other"; next }
    if (line !~ /^[ \t]*$/) { prelude = ""; skip = ""; problem = "" }
  }
  function print_manifest() {
    if (kind == "skip") note = skip
    else note = problem
    if (kind == "run" && problem != "") kind = "bad"
    print count "|" kind "|" fence_line "|" output_line "|" note
    prelude = ""; skip = ""; problem = ""
  }
  END {
    if (state == "after") print_manifest()
    else if (state == "swift") print count "|bad|" fence_line "|0|the block is never closed"
  }
' "$readme") || fail "cannot read $readme"

[[ -n $manifest ]] || fail "$name has no \`\`\`swift block"

problems=0
skipped=0
runnable=()     # block numbers built as executables
tests=()        # block numbers built as test targets
declare -A fence output_at declarations
while IFS='|' read -r index kind fence_line output_line note; do
  fence[$index]=$fence_line
  output_at[$index]=$output_line
  case $kind in
    skip)
      echo "skip $name:$fence_line: not runnable: $note"
      skipped=$((skipped + 1))
      continue ;;
    bad)
      echo "FAIL $name:$fence_line: $note"
      problems=$((problems + 1))
      continue ;;
  esac
  if [[ $kind == test ]]; then
    target="ReadmeBlock${index}Tests"
    tests+=("$index")
    mkdir -p "$work/Tests/$target"
    cp "$work/blocks/$index.swift" "$work/Tests/$target/Block.swift"
    declaration=".testTarget"
    if [[ $output_line -ne 0 ]]; then
      echo "FAIL $name:$output_line: a test block's output cannot be checked;" \
        "drop the \`\`\`text block"
      problems=$((problems + 1))
    fi
  else
    target="ReadmeBlock$index"
    runnable+=("$index")
    mkdir -p "$work/Sources/$target"
    cp "$work/blocks/$index.swift" "$work/Sources/$target/main.swift"
    declaration=".executableTarget"
  fi
  declarations[$index]="    $declaration(
      name: \"$target\",
      dependencies: [
        .product(name: \"Reflow\", package: reflow),
        .product(name: \"ReflowTesting\", package: reflow),
      ],
      path: \"$([[ $kind == test ]] && echo Tests || echo Sources)/$target\",
      swiftSettings: [.unsafeFlags([\"-warnings-as-errors\"])]
    ),
"
done <<<"$manifest"

# Writes the package with the targets of the blocks given, by number.
generate() {
  local targets="" index
  for index in "$@"; do targets+=${declarations[$index]}; done
  write_example_package "$work" "$root" ReadmeCheck "Scripts/check-readme.sh from $name" \
    "$targets"
}
generate "${runnable[@]}" "${tests[@]}"

# The compiler's diagnostics, each once (the driver repeats them), without source excerpts.
show() {
  grep -E '(error|warning|note): ' <<<"$1" | grep -vE '^ *[0-9]* *[|`]' | awk '!seen[$0]++' \
    | sed 's/^/    /'
}

build_log=$(swift build --package-path "$work" --build-tests 2>&1)
build_status=$?
declare -A built
if [[ $build_status -eq 0 ]]; then
  for index in "${runnable[@]}" "${tests[@]}"; do built[$index]=true; done
else
  # Build the blocks one by one to say which fail, and still run those that compile.
  for index in "${runnable[@]}" "${tests[@]}"; do
    if [[ " ${tests[*]} " == *" $index "* ]]; then
      target_flag=(--target "ReadmeBlock${index}Tests")
    else
      target_flag=(--product "ReadmeBlock$index")
    fi
    if log=$(swift build --package-path "$work" "${target_flag[@]}" 2>&1); then
      built[$index]=true
    else
      built[$index]=false
      echo "FAIL $name:${fence[$index]}: the block does not compile:"
      show "$log"
      problems=$((problems + 1))
    fi
  done
  if [[ $problems -eq 0 ]]; then
    echo "FAIL $name: the generated package does not build:"
    show "$build_log"
    problems=1
  fi
  # Build what compiles on its own, so the rest still runs.
  compiled=()
  for index in "${runnable[@]}" "${tests[@]}"; do
    [[ ${built[$index]} == true ]] && compiled+=("$index")
  done
  generate "${compiled[@]}"
  if ! swift build --package-path "$work" --build-tests >/dev/null 2>&1; then
    for index in "${compiled[@]}"; do built[$index]=false; done
  fi
fi

passed=0
bin_path=$(swift build --package-path "$work" --show-bin-path 2>/dev/null) \
  || fail "cannot find the build products of $work"
mkdir -p "$work/run"
for index in "${runnable[@]}"; do
  [[ ${built[$index]} == true ]] || continue
  where="$name:${fence[$index]}"
  stdout_file="$work/run/$index.stdout"
  stderr_file="$work/run/$index.stderr"
  status=$(run_example "$root" "$bin_path/ReadmeBlock$index" "$stdout_file" "$stderr_file" \
    "$timeout_seconds")
  failure=$(example_failure "$status" "$timeout_seconds")
  if [[ -n $failure ]]; then
    echo "FAIL $where: the block $failure"
  elif [[ ${output_at[$index]} -ne 0 ]] \
    && ! diff -q "$work/blocks/$index.expected" "$stdout_file" >/dev/null; then
    echo "FAIL $where: the block prints something else than the \`\`\`text block at" \
      "$name:${output_at[$index]} (- expected, + printed):"
    diff -u --label "$name:${output_at[$index]}" --label "printed" \
      "$work/blocks/$index.expected" "$stdout_file" | tail -n +3 | sed 's/^/    /'
    problems=$((problems + 1))
    continue
  else
    lines=$(wc -l <"$stdout_file")
    echo "ok   $where (ran; $lines lines of output$(
      [[ ${output_at[$index]} -ne 0 ]] && echo ", as $name:${output_at[$index]} says"))"
    passed=$((passed + 1))
    continue
  fi
  cat "$stdout_file" "$stderr_file" | sed "/^Current stack trace:/,\$d" | sed "s/^/    /"
  problems=$((problems + 1))
done
built_tests=()
for index in "${tests[@]}"; do [[ ${built[$index]} == true ]] && built_tests+=("$index"); done
if [[ ${#built_tests[@]} -gt 0 ]]; then
  test_log=$(cd "$root" && swift test --package-path "$work" --skip-build 2>&1)
  test_status=$?
  for index in "${built_tests[@]}"; do
    if [[ $test_status -eq 0 ]]; then
      echo "ok   $name:${fence[$index]} (its tests pass)"
      passed=$((passed + 1))
    fi
  done
  if [[ $test_status -ne 0 ]]; then
    echo "FAIL $name: the tests in its blocks fail (issues name $name's lines):"
    grep -E '✘' <<<"$test_log" | awk '!seen[$0]++' | sed 's/^/    /'
    problems=$((problems + 1))
  fi
fi

total=$(wc -l <<<"$manifest")
if [[ $problems -gt 0 ]]; then
  echo "readme: $problems problem(s), $passed of $total blocks ok, $skipped not runnable"
  exit 1
fi
echo "readme: $passed blocks ok, $skipped not runnable"
