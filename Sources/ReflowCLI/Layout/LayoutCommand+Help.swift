extension LayoutCommand {
  /// The text `reflow layout --help` prints.
  static var help: String {
    #"""
    OVERVIEW: Lay out items in wrapping lines (CSS flexbox with wrap) and print their frames.

    USAGE: reflow layout [FILE] [options]

      Reads a JSON document from FILE, or from standard input when FILE is - or left out.
      Flags override the document's values.

    OPTIONS:

    """# + parser.helpText() + "\n" + #"""

    INPUT:
      {"container": {"width": 390, "height": 844},
       "options": {"itemSpacing": 8, "lineSpacing": 8, "alignment": "center",
                   "itemAlignment": "top", "direction": "ltr", "axis": "horizontal",
                   "insets": {"top": 0, "leading": 0, "bottom": 0, "trailing": 0}},
       "items": [{"id": "a", "width": 80, "height": 30}, ...]}

      Required: container.width, items, and each item's width and height (numbers, at
      least 0). Everything else may be left out or null, and defaults to: container.height
      unbounded; spacing and insets 0; alignment leading; itemAlignment top; direction ltr;
      axis horizontal; an item's id its index ("0", "1", ...). Ids need not be unique.
      Unknown keys are ignored. Leading and trailing insets follow the direction.

    OUTPUT (--format json, the default):
      {
        "contentSize": {"width": 168, "height": 30},
        "frames": [
          {"id": "a", "x": 0, "y": 0, "width": 80, "height": 30},
          ...
        ],
        "lines": [
          {"start": 0, "end": 2, "x": 0, "y": 0, "width": 168, "height": 30}
        ]
      }
      Frames are in input order, in points from the container's top-left corner. A line
      holds the items start..<end (end exclusive) and its rect bounds them. contentSize
      bounds every frame, plus the insets. Two-space indentation, one frame or line per
      row; whole numbers print without a fraction (8, not 8.0).

      --format ascii draws the layout: item i is filled with the i-th of A-Z a-z 0-9
      (cycling), its id written inside when it fits, then a legend and the scale.
      --format svg prints a standalone SVG: the container outline, each line dashed, and
      each item as a rect labelled with its id.

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
