#!/usr/bin/env bash
# Holds the newcomer's front door to its promises: the README a newcomer reads in five minutes,
# the version it tells them to install, and the documentation it sends them to.
#
# Usage (from anywhere): bash Scripts/check-front-door.sh [--no-docs]
#
# Fails when:
#   - README.md is longer than 350 lines, or still holds a placeholder such as `@TEST@` (an
#     `@NAME@` token a draft left for a measurement);
#   - the README's install line (`from: "X.Y.Z"`) does not name the newest released version of
#     CHANGELOG.md: its first `## X.Y.Z — YYYY-MM-DD` section (an `## Unreleased` section above
#     it holds work in progress). The versions are read from the files, never from git tags,
#     which a CI clone may not have;
#   - the README does not link every DocC article (Sources/*/*.docc/*.md), or cites a file the
#     repository does not have (a DESIGN.md, say);
#   - `Scripts/check-docs.sh` fails: the DocC catalogs do not build without a warning, a Swift
#     block of an article does not compile or run as written, the SwiftUI and UIKit adapters do
#     not compile against their stand-ins, or the tests that drive them fail. `--no-docs` skips
#     this step.
# The last line is `front door: ok`, or the script exits non-zero.
#
# Environment: FRONT_DOOR_README and FRONT_DOOR_CHANGELOG check other files (for trying the
# script on a broken copy).
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
readme=${FRONT_DOOR_README:-$root/README.md}
changelog=${FRONT_DOOR_CHANGELOG:-$root/CHANGELOG.md}
maximum_lines=350
docs=true
case ${1:-} in
  --no-docs) docs=false ;;
  "") ;;
  *) echo "error: unknown argument '$1'; usage: bash Scripts/check-front-door.sh [--no-docs]" >&2
     exit 2 ;;
esac

problems=0
fail() {
  echo "FAIL $*"
  problems=$((problems + 1))
}

[[ -f $readme ]] || { echo "error: no README at $readme" >&2; exit 1; }
[[ -f $changelog ]] || { echo "error: no CHANGELOG at $changelog" >&2; exit 1; }

lines=$(wc -l <"$readme")
if [[ $lines -gt $maximum_lines ]]; then
  fail "README.md has $lines lines; at most $maximum_lines: move depth to a DocC article" \
    "and contributor material to CONTRIBUTING.md"
else
  echo "ok   README.md has $lines lines (at most $maximum_lines)"
fi

placeholders=$(grep -n -o -E '@[A-Z][A-Z_]*@' "$readme" | head -5 | tr '\n' ' ')
if [[ -n $placeholders ]]; then
  fail "README.md still holds placeholders ($placeholders): write the measurement in"
else
  echo "ok   README.md holds no @PLACEHOLDER@"
fi

# The newest released version: the first `## ` heading that is not `## Unreleased`; it must
# read `## X.Y.Z — YYYY-MM-DD`.
newest=$(grep -E '^## ' "$changelog" | grep -v -E '^## Unreleased[[:space:]]*$' | head -1)
release_heading='^## ([0-9]+\.[0-9]+\.[0-9]+) — [0-9]{4}-[0-9]{2}-[0-9]{2}[[:space:]]*$'
released=$(sed -nE "s/$release_heading/\\1/p" <<<"$newest")
installed=$(grep -oE 'from: "[0-9]+\.[0-9]+\.[0-9]+"' "$readme" | head -1 \
  | sed -E 's/from: "(.*)"/\1/')
if [[ -z $released ]]; then
  fail "CHANGELOG.md has no released version: its newest section is '${newest:-none}';" \
    "a release reads '## X.Y.Z — YYYY-MM-DD', below '## Unreleased'"
elif [[ -z $installed ]]; then
  fail "README.md has no install line with from: \"X.Y.Z\""
elif [[ $installed != "$released" ]]; then
  fail "README.md installs from: \"$installed\", but the newest release in CHANGELOG.md is" \
    "$released: install the release"
else
  echo "ok   README.md installs $installed, the newest release in CHANGELOG.md"
fi

articles=0
for article in "$root"/Sources/*/*.docc/*.md; do
  path=${article#"$root"/}
  articles=$((articles + 1))
  grep -qF "]($path)" "$readme" || fail "README.md does not link the article $path"
done
[[ $problems -eq 0 ]] && echo "ok   README.md links all $articles DocC articles"

# Every relative link and every file named in backquotes as a path must exist.
while IFS= read -r target; do
  [[ -e $root/$target ]] || fail "README.md links $target, which the repository does not have"
done < <(grep -oE '\]\([^)#:]+\)' "$readme" | sed -E 's/^\]\((.*)\)$/\1/' | sort -u)
if grep -q 'DESIGN\.md' "$readme" && [[ ! -e $root/DESIGN.md ]]; then
  fail "README.md cites DESIGN.md, which the repository does not have"
fi

if [[ $problems -gt 0 ]]; then
  echo "front door: $problems problem(s)"
  exit 1
fi

if $docs; then
  if ! bash "$root/Scripts/check-docs.sh"; then
    echo "front door: the documentation check failed"
    exit 1
  fi
fi
echo "front door: ok"
