#!/usr/bin/env bash
# Proves that every playground page compiles and runs against the current Reflow library.
#
# Usage (from anywhere; no arguments): bash Scripts/check-playgrounds.sh
#
# For each Playgrounds/*.playground, every page listed in contents.xcplayground must exist and
# every page on disk must be listed, and the README must name exactly those pages, in order, in
# italics, in the paragraph that names Reflow.playground. The pages become executable targets
# (main.swift = the page's Contents.swift) of one generated SwiftPM package with a path
# dependency on this repository, under .build/playground-check/ (gitignored; kept for
# incremental builds). The package is built once, with warnings treated as errors, and each page
# is run. A page fails if it does not compile, exits non-zero, times out, or prints nothing. One
# line per page; the last line is `playgrounds: N pages ok`, or the script exits non-zero.
#
# Environment: PLAYGROUND_CHECK_DIR overrides the generated package's directory;
# PLAYGROUND_TIMEOUT (seconds, default 60) limits each page's run.
set -uo pipefail
# Bash 5.2 reads `&` in a ${var//pattern/replacement} as the match; here it is a literal.
shopt -u patsub_replacement 2>/dev/null || true

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=Scripts/lib/example-package.sh
source "$root/Scripts/lib/example-package.sh"
work=${PLAYGROUND_CHECK_DIR:-"$root/.build/playground-check"}
timeout_seconds=${PLAYGROUND_TIMEOUT:-60}

fail() {
  echo "error: $*" >&2
  exit 1
}

# Decodes the five predefined XML entities.
xml_unescape() {
  local text=$1
  text=${text//&lt;/<}
  text=${text//&gt;/>}
  text=${text//&quot;/\"}
  text=${text//&apos;/\'}
  text=${text//&amp;/&}
  printf '%s' "$text"
}

# Prints the page names a contents.xcplayground lists, one per line, in order.
listed_pages() {
  grep -o "<page[[:space:]][^>]*name=[\"'][^\"']*[\"']" "$1" \
    | sed -E "s/.*name=[\"']([^\"']*)[\"']$/\1/" \
    | while IFS= read -r name; do xml_unescape "$name"; echo; done
}

shopt -s nullglob
playgrounds=("$root"/Playgrounds/*.playground)
[[ ${#playgrounds[@]} -gt 0 ]] || fail "no playground in $root/Playgrounds"

# Parallel arrays, one entry per page.
page_titles=()   # "Reflow.playground/Tag Cloud", for messages
page_sources=()  # path of the page's Contents.swift
page_targets=()  # the generated executable target
problems=0

for playground in "${playgrounds[@]}"; do
  name=$(basename "$playground")
  manifest="$playground/contents.xcplayground"
  if [[ ! -f $manifest ]]; then
    echo "FAIL $name: missing contents.xcplayground"
    problems=$((problems + 1))
    continue
  fi
  listed=()
  while IFS= read -r page; do listed+=("$page"); done < <(listed_pages "$manifest")

  if [[ ${#listed[@]} -eq 0 ]]; then
    # A single-page playground keeps its code at the top level.
    if [[ -f $playground/Contents.swift ]]; then
      page_titles+=("$name")
      page_sources+=("$playground/Contents.swift")
    else
      echo "FAIL $name: contents.xcplayground lists no pages and there is no Contents.swift"
      problems=$((problems + 1))
    fi
    continue
  fi

  for page in "${listed[@]}"; do
    source="$playground/Pages/$page.xcplaygroundpage/Contents.swift"
    if [[ -f $source ]]; then
      page_titles+=("$name/$page")
      page_sources+=("$source")
    else
      echo "FAIL $name/$page: listed in contents.xcplayground, but ${source#"$root"/} is missing"
      problems=$((problems + 1))
    fi
  done
  for directory in "$playground"/Pages/*.xcplaygroundpage; do
    page=$(basename "$directory" .xcplaygroundpage)
    is_listed=false
    for listed_page in "${listed[@]}"; do
      [[ $listed_page == "$page" ]] && is_listed=true
    done
    if ! $is_listed; then
      echo "FAIL $name/$page: not listed in contents.xcplayground (Xcode would not show it)"
      problems=$((problems + 1))
    fi
  done
done

[[ ${#page_sources[@]} -gt 0 ]] || fail "no playground pages found"

# The README names the pages of Reflow.playground, in italics, in the paragraph that names the
# playground: the list must be the playground's, in its order.
readme="$root/README.md"
if [[ -f $readme && -f "$root/Playgrounds/Reflow.playground/contents.xcplayground" ]]; then
  paragraph=$(awk '/Reflow\.playground/ { found = 1 } found && /^$/ { exit } found' "$readme")
  named=$(grep -o '\*[^*]*\*' <<<"$paragraph" | tr -d '*')
  actual=$(listed_pages "$root/Playgrounds/Reflow.playground/contents.xcplayground")
  if [[ -z $paragraph ]]; then
    echo "FAIL README.md names no playground: add a paragraph naming Reflow.playground's pages"
    problems=$((problems + 1))
  elif [[ $named != "$actual" ]]; then
    echo "FAIL README.md lists the pages of Reflow.playground as:" $(tr '\n' ',' <<<"$named")
    echo "     the playground has:" $(tr '\n' ',' <<<"$actual")
    problems=$((problems + 1))
  else
    echo "ok   README.md lists the $(wc -l <<<"$actual") pages of Reflow.playground"
  fi
fi

# Generate the package: one executable target per page, named Page<index>_<letters and digits>.
rm -rf "$work/Sources" "$work/run"
mkdir -p "$work/Sources" || fail "cannot create $work"
targets_swift=""
for index in "${!page_sources[@]}"; do
  slug=$(printf '%s' "$(basename "${page_titles[$index]}")" | tr -c 'A-Za-z0-9' '_')
  target="Page$((index + 1))_$slug"
  page_targets+=("$target")
  mkdir -p "$work/Sources/$target"
  cp "${page_sources[$index]}" "$work/Sources/$target/main.swift"
  targets_swift+="    .executableTarget(
      name: \"$target\",
      dependencies: [
        .product(name: \"Reflow\", package: reflow),
        .product(name: \"ReflowTesting\", package: reflow),
      ],
      swiftSettings: [.unsafeFlags([\"-warnings-as-errors\"])]
    ),
"
done
write_example_package "$work" "$root" PlaygroundCheck Scripts/check-playgrounds.sh \
  "$targets_swift"

# Shows build output with the generated main.swift paths replaced by the pages' real paths.
show_with_page_paths() {
  local output=$1 index generated page
  for index in "${!page_targets[@]}"; do
    generated="$work/Sources/${page_targets[$index]}/main.swift"
    page=${page_sources[$index]#"$root"/}
    output=${output//"$generated"/$page}
  done
  # Progress lines say nothing about the page.
  printf '%s\n' "$output" | grep -vE '^(\[[0-9]+/[0-9]+\]|Building for|Build complete)' \
    | sed 's/^/    /'
}

build_log=$(swift build --package-path "$work" 2>&1)
build_status=$?
built=()
if [[ $build_status -eq 0 ]]; then
  for index in "${!page_targets[@]}"; do built[index]=true; done
else
  # Build the pages one by one to say which of them fail; the library is already built.
  for index in "${!page_targets[@]}"; do
    if log=$(swift build --package-path "$work" --product "${page_targets[$index]}" 2>&1); then
      built[index]=true
    else
      built[index]=false
      echo "FAIL ${page_titles[$index]}: does not compile"
      show_with_page_paths "$log"
      problems=$((problems + 1))
    fi
  done
  if [[ $problems -eq 0 ]]; then
    echo "FAIL the playground package does not build"
    show_with_page_paths "$build_log"
    problems=1
  fi
fi

bin_path=$(swift build --package-path "$work" --show-bin-path 2>/dev/null) \
  || fail "cannot find the build products of $work"
mkdir -p "$work/run"
passed=0
for index in "${!page_targets[@]}"; do
  [[ ${built[index]} == true ]] || continue
  title=${page_titles[$index]}
  stdout_file="$work/run/${page_targets[$index]}.stdout"
  stderr_file="$work/run/${page_targets[$index]}.stderr"
  status=$(run_example "$root" "$bin_path/${page_targets[$index]}" "$stdout_file" \
    "$stderr_file" "$timeout_seconds")
  stdout_lines=$(wc -l <"$stdout_file")
  failure=$(example_failure "$status" "$timeout_seconds")
  if [[ -n $failure ]]; then
    echo "FAIL $title: $failure"
  elif [[ $stdout_lines -eq 0 ]]; then
    echo "FAIL $title: printed nothing"
  else
    echo "ok   $title ($stdout_lines lines of output)"
    passed=$((passed + 1))
    continue
  fi
  cat "$stdout_file" "$stderr_file" | sed 's/^/    /'
  problems=$((problems + 1))
done

if [[ $problems -gt 0 ]]; then
  echo "playgrounds: $problems problem(s), $passed of ${#page_sources[@]} pages ok"
  exit 1
fi
echo "playgrounds: $passed pages ok"
