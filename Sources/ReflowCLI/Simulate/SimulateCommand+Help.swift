extension SimulateCommand {
  /// The text `reflow simulate --help` prints.
  static var help: String {
    #"""
    OVERVIEW: Simulate a user scrolling an infinite, paged layout, and measure the
    spinner time, jumps, placeholders, requests, repeats and memory a setup gives.

    USAGE: reflow simulate [--preset NAME] [options]
           reflow simulate --sweep KEY=V1,V2,... [KEY=V1,V2,...] [options]

      Runs the pipeline an app runs, with a simulated clock, network, source, renderer
      and user: each frame a LayoutEngine arrangement of a lazy flow (or a sectioned
      collection) in a scroll container, fed by a RemoteCollection through the engine's
      apply calls, with sizes reported --measure-delay frames late. Scroll anchoring,
      its corrections and jumps to an item are the engine's. Nothing sleeps, and the
      same arguments and seed always print the same output (but the wall time). With
      no options it runs a realistic built-in scenario. Pages load both ways, named by offsets, page numbers
      or cursors. Without --total-known the scroll never passes the loaded content: held
      at its edge while the source has more, the user sees the loading area (a stall)
      until the next page arrives. With it, every item has a position: the user scrolls
      over placeholders, and a jump loads the page there directly. Paging invariants are
      checked at every event, and every frame checks that the screen shows no item
      twice and skips none.

      Times, thresholds and rates need their unit: --latency 300ms, not 300 (which
      could be seconds), --threshold 200pt or 0.25viewport, --head-inserts 5/s. A bare
      0 is fine.

    OPTIONS:

    """# + parser.helpText(valueColumn: 30) + "\n" + #"""

    PRESETS (--preset):
    """# + SimulationPreset.allCases.map { "  \($0.rawValue)" + String(repeating: " ", count: 10 - $0.rawValue.count) + $0.summary }.joined(separator: "\n") + "\n" + #"""

    SCENARIO FILE (--scenario):
      A JSON object whose keys are the options' names in camel case and whose values are
      numbers, strings in the options' syntax, true or false for totalKnown, or arrays of
      strings for jump and refreshAt; flags override it, null keeps a default:
        {"items": 5000, "itemSize": "uniform:20-200x20-60", "viewport": "390x844",
         "keys": "cursors", "pageSize": 30, "threshold": "200pt", "maxLoadedItems": 2000,
         "totalKnown": true, "headInserts": "5/s", "jump": ["10s@4000"],
         "refreshAt": ["30s"], "latency": "uniform:100-800ms", "failureRate": 0.05,
         "retryAfter": "1s", "scroll": "fling:4000", "duration": "2min", "seed": 7}
      Files named by "sizes" and "scroll": "script:FILE" are relative to the scenario.

    OUTPUT:
      --format table (the default) echoes the scenario, then the results. --format json
      prints one object: "scenario" (every setting, itself a valid --scenario file),
      then requests, pagesLoaded, duplicateRequests, failedRequests, stallEpisodes,
      stallSeconds, waitP50Seconds, waitP95Seconds (the median and 95th percentile of
      the stall episodes' lengths), peakLoadedItems, loadedNeverShown,
      duplicatesDropped (repeats a shifting source sent, never shown), duplicatesShown
      and missingShown (items repeated or skipped on screen, per frame: always 0),
      placeholderSeconds, placeholdersShown, largestVisibleJump (points the content
      under the viewport moved without the user scrolling: its steadiest item's move,
      0 with anchoring and exact measurement), jumpFrames (frames it moved over half a
      point), anchorCorrections (arrangements the engine's anchoring corrected),
      settleFrames (the longest a --jump took to be loaded, measured and still),
      largestLandingError (points from where a jump's item was asked to be),
      estimatedSeconds (time an item on screen was at its estimated size),
      reloadedPages, pagesDropped, gapsRepaired,
      jumps, refreshes, framesSimulated, simulatedSeconds and wallSeconds. Times are in
      seconds, rounded to 0.1 ms; duplicateRequests is 0 by construction.

      --timeline FILE.csv (or .jsonl) writes one row per event, with the columns
      time,offset,firstVisible,lastVisible,loadedStart,loadedCount,event,load,key,jump
      (jump: how far the content moved under the viewport in that frame);
      event is frame, request, receive, fail, jump, refresh, gap, drop, stall start or
      stall end; load is refresh, prepend or append. Rows are written as the simulation
      runs: memory does not grow with the session's length.

      --sweep prints a table of the runs ranked by stall time, then requests (ties keep
      the grid's order), or with --format json an array of
      {"parameters": {...}, "summary": {...}} objects. It cannot be combined with
      --timeline or --svg.

      When standard error is a terminal, long runs show their progress there.

    MEMORY:
      About 100 bytes per loaded item (the item, its id, its frame), whatever --items
      and --duration: placeholders are arithmetic and events are streamed. Bound it
      with --max-loaded-items.

    EXIT CODES:
      0  success
      1  a scenario, sizes or script file cannot be read or is invalid, an output file
         cannot be written, or a paging invariant broke (a bug: please report it)
      2  the command line is wrong: an unknown option, or a missing or invalid value

    EXAMPLES:
      reflow simulate
      reflow simulate --preset chat
      reflow simulate --preset chat --anchoring off
      reflow simulate --preset feed --measure-delay 0
      reflow simulate --preset sections --section-size 12
      reflow simulate --preset masonry --lanes 4 --anchoring off
      reflow simulate --page-size 30 --threshold 200pt --latency uniform:100-800ms
      reflow simulate --scroll constant:1500 --timeline run.csv --svg run.svg
      reflow simulate --items 10000000 --total-known --max-loaded-items 2000 \
        --jump 10s@9000000 --scroll swing:1000:50s --duration 10min
      reflow simulate --keys cursors --head-inserts 5/s --refresh-at 30s
      reflow simulate --sweep page-size=20,50,100 threshold=0.25viewport,1viewport
      reflow simulate --preset chat --sweep measure-delay=0,1,4 anchoring=on,off

    """#
  }
}
