extension SimulateCommand {
  /// The text `reflow simulate --help` prints.
  static var help: String {
    #"""
    OVERVIEW: Simulate a user scrolling an infinite, paged flow layout, and measure the
    spinner time, requests and wasted loads a page size and threshold give.

    USAGE: reflow simulate [options]
           reflow simulate --sweep KEY=V1,V2,... [KEY=V1,V2,...] [options]

      Drives Reflow's PagedCollection, EndReachedTrigger and Flow with a simulated
      clock, network and user: nothing sleeps, and the same arguments and seed always
      print the same output (but the wall time). With no options it runs a realistic
      built-in scenario. The scroll offset never passes the loaded content's end: while
      it is held there and the source has more, the user sees the loading area (a stall)
      until the next page arrives. Paging invariants are checked at every event.

    OPTIONS:

    """# + parser.helpText(valueColumn: 30) + "\n" + #"""

    SCENARIO FILE (--scenario):
      A JSON object whose keys are the options' names in camel case and whose values are
      numbers or strings in the options' syntax; flags override it, null keeps a default:
        {"items": 5000, "itemSize": "uniform:20-200x20-60", "viewport": "390x844",
         "pageSize": 30, "threshold": "200pt", "maxInFlight": 1,
         "latency": "uniform:100-800ms", "failureRate": 0.05, "retryAfter": "1s",
         "scroll": "fling:4000", "duration": "2min", "seed": 7}
      Files named by "sizes" and "scroll": "script:FILE" are relative to the scenario.

    OUTPUT:
      --format table (the default) echoes the scenario, then the results. --format json
      prints one object with the keys requests, pagesLoaded, duplicateRequests,
      failedRequests, stallEpisodes, stallSeconds, waitP50Seconds, waitP95Seconds (the
      median and 95th percentile of the stall episodes' lengths), peakLoadedItems,
      loadedNeverShown, framesSimulated, simulatedSeconds and wallSeconds. Times are in
      seconds, rounded to 0.1 ms; duplicateRequests is 0 by construction.

      --timeline FILE.csv (or .jsonl) writes one row per event, with the columns
      time,offset,firstVisible,lastVisible,loadedCount,event,page; event is frame,
      request, receive, fail, stall start or stall end.

      --sweep prints a table of the runs ranked by stall time, then requests (ties keep
      the grid's order), or with --format json an array of
      {"parameters": {...}, "summary": {...}} objects. It cannot be combined with
      --timeline or --svg.

      When standard error is a terminal, long runs show their progress there.

    EXIT CODES:
      0  success
      1  a scenario, sizes or script file cannot be read or is invalid, an output file
         cannot be written, or a paging invariant broke (a bug: please report it)
      2  the command line is wrong: an unknown option, or a missing or invalid value

    EXAMPLES:
      reflow simulate
      reflow simulate --page-size 30 --threshold 200pt --latency uniform:100-800ms
      reflow simulate --scroll constant:1500 --timeline run.csv --svg run.svg
      reflow simulate --sweep page-size=20,50,100 threshold=0.25,0.5,1 --format json

    """#
  }
}
