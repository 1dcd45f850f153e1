#!/usr/bin/env bash
# Builds and runs every ```swift block of one or more markdown files exactly as written, so the
# code in the README and the DocC articles cannot drift from the library.
#
# Usage (from anywhere):
#   bash Scripts/check-snippets.sh [--label NAME] [--work DIR] [--stand-ins DIR] FILE...
#     --label NAME     the word of the last line, `NAME: N blocks ok` (default: snippets)
#     --work DIR       the generated package's directory (default: .build-snippets, gitignored;
#                      kept for incremental builds)
#     --stand-ins DIR  a folder of stand-in modules for frameworks Linux lacks: each subfolder
#                      is a library target of that name (SwiftUI, UIKit), which a block that
#                      imports it depends on; a subfolder whose name ends in `Tests` is a test
#                      target that depends on them and on every `library:` module below
# `bash Scripts/check-readme.sh` is this script on README.md; `bash Scripts/check-docs.sh` runs
# it on every DocC article.
#
# The blocks of all the files become the targets of one generated SwiftPM package with a path
# dependency on this repository:
#   - a block that imports Testing or XCTest is a test target, run with `swift test`;
#   - a block after a `library:` annotation joins that library target (with every block so
#     marked, in any file), which is compiled but not run: declarations to be used elsewhere,
#     such as adapters for SwiftUI, whose tests sit in the stand-ins' folder;
#   - any other block is an executable target (its code is main.swift, so top-level statements,
#     `try` and `await` work), built with warnings as errors and run from the repository root.
# `import Reflow` is added to every block; a block imports anything else it needs itself
# (ReflowTesting, ReflowSimulation, a stand-in).
#
# Annotations, in HTML comments (invisible on GitHub and in DocC) between the prose and the
# block:
#   <!-- prelude: CODE -->          code run before the block, for a fragment that uses names
#   <!-- prelude:                   it does not declare; one line or several
#   CODE
#   -->
#   <!-- prelude NAME: CODE -->     the same, and remembered as NAME (within its file)
#   <!-- prelude NAME -->           the prelude remembered as NAME, for a later block
#   <!-- library: NAME -->          the block joins the library target NAME
#   <!-- not runnable: REASON -->   the block is neither built nor run (say why; use sparingly)
# A ```text block that follows a swift block with nothing but blank lines between is what the
# block must print, exactly.
#
# Errors name the files' lines: the compiler's diagnostics point into the block (the code
# carries #sourceLocation lines), and a block that traps, exits non-zero, or prints something
# else than its ```text block is reported with the line of its opening fence. The last line is
# `NAME: N blocks ok` (and how many are not runnable), or the script exits non-zero.
#
# Environment: SNIPPET_TIMEOUT (seconds, default 60) limits each block's run.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=Scripts/lib/example-package.sh
source "$root/Scripts/lib/example-package.sh"

fail() {
  echo "error: $*" >&2
  exit 1
}

label=snippets
work="$root/.build-snippets"
stand_ins=""
files=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --label) label=${2:?--label needs a NAME}; shift 2 ;;
    --work) work=${2:?--work needs a DIR}; shift 2 ;;
    --stand-ins) stand_ins=${2:?--stand-ins needs a DIR}; shift 2 ;;
    -*) fail "unknown option '$1'; see the usage at the top of $0" ;;
    *) files+=("$1"); shift ;;
  esac
done
[[ ${#files[@]} -gt 0 ]] || fail "no markdown file given; see the usage at the top of $0"
timeout_seconds=${SNIPPET_TIMEOUT:-60}

rm -rf "$work/Sources" "$work/Tests" "$work/StandIns" "$work/blocks"
mkdir -p "$work/Sources" "$work/Tests" "$work/StandIns" "$work/blocks" \
  || fail "cannot create $work"

# Split a markdown file into blocks. For block K of file F, the awk program writes
# blocks/F-K.swift (the code, with its prelude and #sourceLocation lines), blocks/F-K.expected
# (its ```text block, if any), and one manifest line: K|KIND|FENCE_LINE|OUTPUT_LINE|NOTE, where
# KIND is run, test, library, skip or bad, and NOTE is the library's name, the reason not to
# run it, or an annotation error.
split_blocks() {
  awk -v dir="$work/blocks" -v file="$1" -v prefix="$2" '
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
    } else if (header ~ /^library$/) {
      gsub(/[ \t\n]+$/, "", body)
      if (body !~ /^[A-Za-z][A-Za-z0-9_]*$/) {
        problem = "library: needs a module name of letters, digits and _, not \"" body "\""
      } else library = body
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
        expected = dir "/" prefix count ".expected"
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
      code = dir "/" prefix count ".swift"
      kind = skip != "" ? "skip" : library != "" ? "library" : "run"
      fence_line = NR
      output_line = 0
      print "import Reflow" > code
      printf "%s", prelude > code
      printf "#sourceLocation(file: \"%s\", line: %d)\n", quote(file), NR + 1 > code
      state = "swift"
      next
    }
    if (line ~ /^[ \t]*```/) { state = "other"; next }
    if (line !~ /^[ \t]*$/) { prelude = ""; skip = ""; library = ""; problem = "" }
  }
  function print_manifest() {
    if (kind == "skip") note = skip
    else if (kind == "library") note = library
    else note = problem
    if (kind != "skip" && problem != "") { kind = "bad"; note = problem }
    print count "|" kind "|" fence_line "|" output_line "|" note
    prelude = ""; skip = ""; library = ""; problem = ""
  }
  END {
    if (state == "after") print_manifest()
    else if (state == "swift") print count "|bad|" fence_line "|0|the block is never closed"
  }
' "$1"
}

problems=0
skipped=0
total=0
blocks=()      # every block, as F-K
runnable=()    # blocks built as executables
tests=()       # blocks built as test targets
libraries=()   # the library targets, each once
declare -A fence output_at where target_of library_of library_files
for file_index in "${!files[@]}"; do
  file=${files[$file_index]}
  path=$(cd "$(dirname "$file")" 2>/dev/null && pwd)/$(basename "$file")
  [[ -f $path ]] || fail "no such file: $file"
  name=${path#"$root"/}
  manifest=$(split_blocks "$path" "$file_index-") || fail "cannot read $file"
  [[ -n $manifest ]] || continue
  while IFS='|' read -r index kind fence_line output_line note; do
    block="$file_index-$index"
    total=$((total + 1))
    fence[$block]=$fence_line
    output_at[$block]=$output_line
    where[$block]="$name:$fence_line"
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
    if [[ $kind != run && $output_line -ne 0 ]]; then
      echo "FAIL $name:$output_line: the output of a $kind block is not checked;" \
        "drop the \`\`\`text block"
      problems=$((problems + 1))
    fi
    blocks+=("$block")
    case $kind in
      test)
        target="Block${file_index}x${index}Tests"
        tests+=("$block")
        mkdir -p "$work/Tests/$target"
        cp "$work/blocks/$block.swift" "$work/Tests/$target/Block.swift" ;;
      library)
        target=$note
        library_of[$block]=$note
        if [[ -z ${library_files[$note]:-} ]]; then libraries+=("$note"); fi
        library_files[$note]+=" $block"
        mkdir -p "$work/Sources/$target"
        cp "$work/blocks/$block.swift" "$work/Sources/$target/Block${file_index}x${index}.swift" ;;
      *)
        target="Block${file_index}x${index}"
        runnable+=("$block")
        mkdir -p "$work/Sources/$target"
        cp "$work/blocks/$block.swift" "$work/Sources/$target/main.swift" ;;
    esac
    target_of[$block]=$target
  done <<<"$manifest"
done

[[ $total -gt 0 ]] || fail "no \`\`\`swift block in ${files[*]}"

# Stand-in modules and their tests, copied into the package (SwiftPM wants its targets inside).
stand_in_modules=()
stand_in_tests=()
if [[ -n $stand_ins ]]; then
  [[ -d $stand_ins ]] || fail "no stand-ins folder: $stand_ins"
  for folder in "$stand_ins"/*/; do
    module=$(basename "$folder")
    cp -R "$folder" "$work/StandIns/$module"
    if [[ $module == *Tests ]]; then
      stand_in_tests+=("$module")
    else
      stand_in_modules+=("$module")
    fi
  done
fi

# The stand-ins a target's sources import, as dependency lines.
stand_in_dependencies() {
  local sources=$1 module lines=""
  for module in "${stand_in_modules[@]+"${stand_in_modules[@]}"}"; do
    # `import M`, `@testable import M`, `@_spi(StandIn) import M`.
    local attributes='(@[_A-Za-z]+(\([^)]*\))?[[:space:]]+)*'
    if grep -qE "^[[:space:]]*${attributes}import[[:space:]]+$module([[:space:]]|$)" \
      -r "$sources"; then
      lines+="        \"$module\",
"
    fi
  done
  printf '%s' "$lines"
}

reflow_products='        .product(name: "Reflow", package: reflow),
        .product(name: "ReflowTesting", package: reflow),
        .product(name: "ReflowSimulation", package: reflow),
'
declare -A declarations
for block in "${runnable[@]+"${runnable[@]}"}" "${tests[@]+"${tests[@]}"}"; do
  target=${target_of[$block]}
  if [[ $target == *Tests ]]; then folder="Tests/$target"; kind=.testTarget
  else folder="Sources/$target"; kind=.executableTarget; fi
  declarations[$block]="    $kind(
      name: \"$target\",
      dependencies: [
$reflow_products$(stand_in_dependencies "$work/$folder")      ],
      path: \"$folder\",
      swiftSettings: [.unsafeFlags([\"-warnings-as-errors\"])]
    ),
"
done

# The targets every generated package has: the libraries, the stand-ins and their tests.
fixed_targets() {
  local library module dependencies
  for library in "${libraries[@]+"${libraries[@]}"}"; do
    printf '%s' "    .target(
      name: \"$library\",
      dependencies: [
$reflow_products$(stand_in_dependencies "$work/Sources/$library")      ],
      path: \"Sources/$library\",
      swiftSettings: [.unsafeFlags([\"-warnings-as-errors\"])]
    ),
"
  done
  for module in "${stand_in_modules[@]+"${stand_in_modules[@]}"}"; do
    printf '%s' "    .target(
      name: \"$module\", path: \"StandIns/$module\",
      swiftSettings: [.unsafeFlags([\"-warnings-as-errors\"])]),
"
  done
  for module in "${stand_in_tests[@]+"${stand_in_tests[@]}"}"; do
    dependencies=$reflow_products
    for library in "${libraries[@]+"${libraries[@]}"}"; do
      dependencies+="        \"$library\",
"
    done
    # Swift Testing declares cross-import overlays for Apple frameworks (`Testing` with `UIKit`
    # loads `_Testing_UIKit`), which Linux lacks: a stand-in's test does without them.
    printf '%s' "    .testTarget(
      name: \"$module\",
      dependencies: [
$dependencies$(stand_in_dependencies "$work/StandIns/$module")      ],
      path: \"StandIns/$module\",
      swiftSettings: [.unsafeFlags([
        \"-warnings-as-errors\", \"-Xfrontend\", \"-disable-cross-import-overlays\",
      ])]
    ),
"
  done
}

# Writes the package with the blocks given (F-K) besides the fixed targets.
generate() {
  local targets="" block
  for block in "$@"; do targets+=${declarations[$block]}; done
  write_example_package "$work" "$root" SnippetCheck "Scripts/check-snippets.sh" \
    "$(fixed_targets)$targets"
}
generate "${runnable[@]+"${runnable[@]}"}" "${tests[@]+"${tests[@]}"}"

# The compiler's diagnostics, each once (the driver repeats them), without source excerpts.
show() {
  grep -E '(error|warning|note): ' <<<"$1" | grep -vE '^ *[0-9]* *[|`]' | awk '!seen[$0]++' \
    | sed "s#$work/StandIns/#${stand_ins%/}/#g" | sed 's/^/    /'
}

build_log=$(swift build --package-path "$work" --build-tests 2>&1)
build_status=$?
declare -A built
fixed_ok=true
if [[ $build_status -eq 0 ]]; then
  for block in "${blocks[@]}"; do built[$block]=true; done
else
  # Build the libraries, then the blocks one by one, to say which fail, and still run those
  # that compile.
  for library in "${libraries[@]+"${libraries[@]}"}"; do
    if ! log=$(swift build --package-path "$work" --target "$library" 2>&1); then
      fixed_ok=false
      echo "FAIL library $library does not compile (blocks${library_files[$library]}):"
      show "$log"
      problems=$((problems + 1))
    fi
  done
  for block in "${blocks[@]}"; do
    if [[ -n ${library_of[$block]:-} ]]; then
      built[$block]=$fixed_ok
      continue
    fi
    if [[ ${target_of[$block]} == *Tests ]]; then
      target_flag=(--target "${target_of[$block]}")
    else
      target_flag=(--product "${target_of[$block]}")
    fi
    if log=$(swift build --package-path "$work" "${target_flag[@]}" 2>&1); then
      built[$block]=true
    else
      built[$block]=false
      echo "FAIL ${where[$block]}: the block does not compile:"
      show "$log"
      problems=$((problems + 1))
    fi
  done
  if [[ $problems -eq 0 ]]; then
    echo "FAIL the generated package does not build:"
    show "$build_log"
    problems=1
  fi
  # Build what compiles on its own, so the rest still runs.
  compiled=()
  for block in "${runnable[@]+"${runnable[@]}"}" "${tests[@]+"${tests[@]}"}"; do
    [[ ${built[$block]} == true ]] && compiled+=("$block")
  done
  if ! $fixed_ok; then libraries=(); stand_in_tests=(); fi
  generate "${compiled[@]+"${compiled[@]}"}"
  if ! swift build --package-path "$work" --build-tests >/dev/null 2>&1; then
    for block in "${compiled[@]+"${compiled[@]}"}"; do built[$block]=false; done
  fi
fi

passed=0
for block in "${blocks[@]}"; do
  if [[ -n ${library_of[$block]:-} && ${built[$block]} == true ]]; then
    echo "ok   ${where[$block]} (compiled into ${library_of[$block]})"
    passed=$((passed + 1))
  fi
done
bin_path=$(swift build --package-path "$work" --show-bin-path 2>/dev/null) \
  || fail "cannot find the build products of $work"
mkdir -p "$work/run"
for block in "${runnable[@]+"${runnable[@]}"}"; do
  [[ ${built[$block]} == true ]] || continue
  name=${where[$block]%:*}
  stdout_file="$work/run/$block.stdout"
  stderr_file="$work/run/$block.stderr"
  status=$(run_example "$root" "$bin_path/${target_of[$block]}" "$stdout_file" "$stderr_file" \
    "$timeout_seconds")
  failure=$(example_failure "$status" "$timeout_seconds")
  if [[ -n $failure ]]; then
    echo "FAIL ${where[$block]}: the block $failure"
  elif [[ ${output_at[$block]} -ne 0 ]] \
    && ! diff -q "$work/blocks/$block.expected" "$stdout_file" >/dev/null; then
    echo "FAIL ${where[$block]}: the block prints something else than the \`\`\`text block at" \
      "$name:${output_at[$block]} (- expected, + printed):"
    diff -u --label "$name:${output_at[$block]}" --label "printed" \
      "$work/blocks/$block.expected" "$stdout_file" | tail -n +3 | sed 's/^/    /'
    problems=$((problems + 1))
    continue
  else
    lines=$(wc -l <"$stdout_file")
    echo "ok   ${where[$block]} (ran; $lines lines of output$(
      [[ ${output_at[$block]} -ne 0 ]] && echo ", as $name:${output_at[$block]} says"))"
    passed=$((passed + 1))
    continue
  fi
  cat "$stdout_file" "$stderr_file" | sed "/^Current stack trace:/,\$d" | sed "s/^/    /"
  problems=$((problems + 1))
done
built_tests=()
for block in "${tests[@]+"${tests[@]}"}"; do
  [[ ${built[$block]} == true ]] && built_tests+=("$block")
done
if [[ ${#built_tests[@]} -gt 0 || ${#stand_in_tests[@]} -gt 0 ]]; then
  test_log=$(cd "$root" && swift test --package-path "$work" --skip-build 2>&1)
  test_status=$?
  for block in "${built_tests[@]+"${built_tests[@]}"}"; do
    if [[ $test_status -eq 0 ]]; then
      echo "ok   ${where[$block]} (its tests pass)"
      passed=$((passed + 1))
    fi
  done
  if [[ $test_status -eq 0 ]]; then
    for module in "${stand_in_tests[@]+"${stand_in_tests[@]}"}"; do
      count=$(grep -Eo 'Test run with [0-9]+ tests?' <<<"$test_log" | tail -1 | grep -Eo '[0-9]+')
      echo "ok   ${stand_ins%/}/$module (the tests over the stand-ins pass;" \
        "$count tests in the run)"
    done
  else
    echo "FAIL the tests in the blocks or beside the stand-ins fail:"
    grep -E '✘|error:' <<<"$test_log" | awk '!seen[$0]++' | sed 's/^/    /'
    problems=$((problems + 1))
  fi
fi

if [[ $problems -gt 0 ]]; then
  echo "$label: $problems problem(s), $passed of $total blocks ok, $skipped not runnable"
  exit 1
fi
echo "$label: $passed blocks ok, $skipped not runnable"
