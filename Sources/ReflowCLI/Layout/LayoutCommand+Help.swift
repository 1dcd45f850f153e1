extension LayoutCommand {
  /// The text `reflow layout --help` prints.
  static var help: String {
    #"""
    OVERVIEW: Lay out items in wrapping lines (CSS flexbox with wrap), or in masonry lanes (CSS
    grid-lanes), and print their frames.

    USAGE: reflow layout [FILE] [options]

      Reads a JSON document from FILE, or from standard input when FILE is - or left out.
      Flags override the document's values.

    OPTIONS:

    """# + parser.helpText() + "\n" + #"""

    INPUT:
      {"container": {"width": 390, "height": 844},
       "options": {"itemSpacing": 8, "lineSpacing": 8, "alignment": "center",
                   "itemAlignment": "top", "direction": "ltr", "axis": "horizontal",
                   "insets": {"top": 0, "leading": 0, "bottom": 0, "trailing": 0},
                   "lineAlignment": "top", "lineBreaking": "greedy",
                   "lineLimit": 2, "maxItemsPerLine": 5},
       "overflowIndicator": {"width": 60, "height": 30},
       "items": [{"id": "a", "width": 80, "height": 30, "grow": 1, "baseline": 22,
                  "breakBefore": false}, ...]}

      Required: container.width, items, and each item's width and height (numbers, at
      least 0). Everything else may be left out or null, and defaults to: container.height
      unbounded; spacing and insets 0; alignment leading; itemAlignment top (also center,
      bottom, stretch, baseline); direction ltr; axis horizontal; lineAlignment top;
      lineBreaking greedy; no line limit, no item limit, no indicator; an item's grow 0,
      baseline its bottom edge, breakBefore false, id its index ("0", "1", ...). Ids need
      not be unique. Leading and trailing insets follow the direction. A key the format
      does not have is an error naming the nearest known one; "name", "expected" and
      "oracle" at the top are allowed and ignored (conformance fixtures carry them).

    OUTPUT (--format json, the default):
      {
        "contentSize": {"width": 168, "height": 30},
        "hiddenCount": 0,
        "frames": [
          {"id": "a", "x": 0, "y": 0, "width": 80, "height": 30},
          ...
        ],
        "indicator": {"x": 176, "y": 0, "width": 60, "height": 30},
        "lines": [
          {"start": 0, "end": 2, "x": 0, "y": 0, "width": 168, "height": 30}
        ]
      }
      Frames are in input order, in points from the container's top-left corner; items a
      line limit hides have none, and "hiddenCount" (printed when there is a limit) counts
      them. "indicator" is the overflow indicator's frame, when it shows. A line holds the
      items start..<end (end exclusive); its rect spans them along the line and the line's
      thickness across. contentSize is the extent from the container's origin to the far
      edges of the lines, plus the insets there. Two-space indentation, one frame or line
      per row; whole numbers print without a fraction (8, not 8.0). Output is written as it
      is formatted, so a document of millions of items needs about 70 bytes per item.

      --format ascii draws the layout: item i is filled with the i-th of A-Z a-z 0-9
      (cycling), its id written inside when it fits, the indicator with +; then a legend
      and the scale.
      --format svg prints a standalone SVG: the container outline, each line dashed, each
      item as a rect labelled with its id, and the indicator labelled +N.

    MASONRY:
      {"container": {"width": 330, "height": 600},
       "masonry": {"lanes": 3, "laneSpacing": 10, "itemSpacing": 8, "tolerance": 16,
                   "axis": "vertical", "direction": "ltr",
                   "insets": {"top": 0, "leading": 0, "bottom": 0, "trailing": 0}},
       "items": [{"id": "a", "length": 120}, {"id": "b", "aspectRatio": 1.5, "span": 2},
                 {"id": "c", "length": 60, "lane": 0}, ...]}

      A document with "masonry" instead of "options" lays its items out in lanes: each item
      goes to the shortest lane, in order where lanes are within the tolerance of it.
      masonry.lanes is required: a count (equal lanes sharing the width less the gaps),
      an array of lane lengths, or {"minimum": 120} (as many lanes of at least 120 as
      fit). Each item has a "length" (its height, in a vertical masonry) or an
      "aspectRatio" (width / height; the length follows from its lanes), and may have a
      "span" (lanes it covers, default 1) and a "lane" (its first lane, from 0). axis
      vertical (the default) makes lanes columns; horizontal makes them rows. The JSON
      output gives each frame its "lane", and "lanes" instead of "lines"; the SVG draws
      the lanes. --lanes, --lane-spacing and --tolerance override the document; the
      line and alignment flags are for flow documents only.

    SECTIONS:
      {"container": {"width": 390, "height": 844}, "offset": 120, "axis": "vertical",
       "anchor": "top",
       "sections": [{"id": "s0", "options": {...},
                     "header": {"width": 390, "height": 30, "pinned": true},
                     "footer": {"width": 390, "height": 20},
                     "items": [{"id": "a", "width": 80, "height": 30}, ...]}, ...]}

      "sections" instead of "items" lays out a sectioned collection for a scroll offset
      (clamped to the content, with a warning). "axis": "horizontal" puts sections side by
      side, items down columns and headers as strips at each section's leading edge;
      "anchor": "bottom" shows the end when there is no offset. Pinned headers and footers
      stick to the viewport and are drawn last. A section with "masonry" (as in a masonry
      document) instead of "options" places its items in lanes along the document's axis.

    EXIT CODES:
      0  success
      1  the input cannot be laid out: invalid JSON, a missing, mistyped or bad field
         or flag value, or a file that cannot be read or written
      2  the command line is wrong: an unknown option, a missing or malformed option
         value, an extra argument, or no input

    EXAMPLE:
      echo '{"container":{"width":200},"options":{"itemSpacing":8},"items":[
        {"id":"one","width":120,"height":30},{"id":"two","width":60,"height":30},
        {"id":"three","width":90,"height":30}]}' | reflow layout --format ascii

    """#
  }
}
