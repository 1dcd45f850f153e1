#!/usr/bin/env bash
# Builds and runs every ```swift block of README.md exactly as written, so the README's code
# cannot drift from the library: `Scripts/check-snippets.sh` on one file (its header explains
# the annotations: `<!-- prelude: … -->`, `<!-- not runnable: … -->`, and a ```text block for
# what a block must print).
#
# Usage (from anywhere): bash Scripts/check-readme.sh [MARKDOWN_FILE]   (default: README.md)
#
# The last line is `readme: N blocks ok` (and how many are not runnable), or the script exits
# non-zero. Environment: README_CHECK_DIR overrides the generated package's directory
# (default .build-snippets, shared with the docs check so the library builds once);
# README_TIMEOUT (seconds, default 60) limits each block's run.
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SNIPPET_TIMEOUT=${README_TIMEOUT:-60} exec bash "$root/Scripts/check-snippets.sh" \
  --label readme --work "${README_CHECK_DIR:-$root/.build-snippets}" "${1:-$root/README.md}"
