//: # Collection: Sticky Headers, Shelves, Snapshots and Focus
//:
//: The screens a collection view is made for, rebuilt with `ui.collection`: a photo grid whose
//: section headers stick to the top, and a home screen of shelves that scroll sideways. The
//: engine declares only what the viewport shows, keeps every section's layout between frames,
//: applies new snapshots in place, and moves focus the way a TV remote does.
import Reflow

//: ## A grid with sticky section headers
//:
//: Three months of photos, four columns each, under a pinned header. One character is one point,
//: so the arrangement prints as ASCII: items are letters in paint order, and the pinned headers
//: paint last, above the photos scrolling under them.
let months = try CollectionSnapshot<String, Int>(
  ["may", "june", "july"].enumerated().map { month, name in
    (CollectionSection(id: name, style: .columns(count: 4, spacing: 1),
                       header: .header(pinned: true)),
     Array((month * 100)..<(month * 100 + 6)))
  })

func arrangeGrid(_ engine: LayoutEngine, _ snapshot: CollectionSnapshot<String, Int>)
  -> Arrangement
{
  engine.arrange(in: Size(width: 23, height: 7)) { ui in
    ui.scroll(id: "photos") { ui in
      ui.collection(id: "grid", in: "photos", snapshot: snapshot,
                    estimatedItemSize: Size(width: 5, height: 2),
                    estimatedSupplementLength: 1, overscan: 0) { photo, ui in
        ui.leaf(id: ElementID("photo", index: photo), size: Size(width: 5, height: 2))
      } header: { month, ui in
        ui.leaf(id: ElementID("\(month).header"), size: Size(width: 23, height: 1))
      }
    }
  }
}

let gallery = LayoutEngine()
_ = arrangeGrid(gallery, months)
//: Each month is a header row and two rows of photos, one point apart: 6 points.
for offset in [0.0, 3.0, 5.5] {
  gallery.setScrollOffset(Point(x: 0, y: offset), for: "photos")
  let arrangement = arrangeGrid(gallery, months)
  print("scrolled to \(offset): may's header at y = \(arrangement.frame(of: "may.header")!.minY)")
  print(arrangement.asciiDrawing())
}

//: ## Applying a new snapshot
//:
//: A photo moves from July to May and one is deleted. The engine diffs the snapshots, edits only
//: the rows around the changes, keeps the photo's measured size, and says what moved.
var edited = months
try edited.moveItem(201, beforeItem: 0)
try edited.deleteItems([102])
gallery.setScrollOffset(Point(x: 0, y: 0), for: "photos")
let before = arrangeGrid(gallery, months)
let after = arrangeGrid(gallery, edited)
let delta = after.delta(from: before)
print("appeared:", delta.appeared.map(\.id), "disappeared:", delta.disappeared.map(\.id))
for move in delta.moved.prefix(3) {
  print("moved:", move.id, move.from.origin, "->", move.to.origin)
}

//: ## A row of shelves
//:
//: A home screen: three shelves of ten posters each. A shelf keeps its own offset and declares
//: only the posters it shows; moving focus down lands on the nearest poster, and coming back to
//: a shelf returns to the poster focused there last.
let home = try CollectionSnapshot<String, Int>(
  ["continue", "new", "popular"].enumerated().map { shelf, name in
    (CollectionSection(id: name, style: .shelf(ShelfOptions(itemSpacing: 1, leadingInset: 1,
                                                            snapping: .itemLeadingEdge)),
                       header: .header()),
     Array((shelf * 100)..<(shelf * 100 + 10)))
  })

func arrangeHome(_ engine: LayoutEngine) -> Arrangement {
  engine.arrange(in: Size(width: 23, height: 9)) { ui in
    ui.scroll(id: "tv") { ui in
      ui.collection(id: "home", in: "tv", snapshot: home,
                    estimatedItemSize: Size(width: 6, height: 2),
                    estimatedSupplementLength: 1, overscan: 0) { poster, ui in
        ui.leaf(id: ElementID("poster", index: poster), size: Size(width: 6, height: 2))
      } header: { shelf, ui in
        ui.leaf(id: ElementID("\(shelf).header"), size: Size(width: 23, height: 1))
      }
    }
  }
}

let tv = LayoutEngine()
_ = arrangeHome(tv)
//: Scroll the middle shelf to its middle; a swipe released there snaps to a poster's edge.
tv.setShelfOffset(30, section: "new", in: "home")
let layout = tv.collectionLayout(for: "home", as: CollectionLayout<String, Int>.self)!
print("a swipe from 30 that would stop at 33 rests at",
      layout.shelf(ofSection: "new")!.targetOffset(proposed: 33, velocity: 10))
print(arrangeHome(tv).asciiDrawing())

//: Focus: right along the first shelf, down to the second, back up.
var focused = 0
for direction in [FocusDirection.right, .right, .down, .up] {
  focused = tv.moveFocus(from: focused, direction, in: "home") ?? focused
  _ = arrangeHome(tv)
  print("\(direction) -> poster \(focused)")
}

//: ## Sideways
//: The same collection in a horizontal scroll: sections side by side, posters flowing down
//: columns as tall as the viewport, each header a strip at its section's leading edge that
//: sticks to the viewport's left while its section shows.
let strip = try CollectionSnapshot<String, Int>(
  ["new", "popular"].enumerated().map { index, name in
    (CollectionSection(id: name, style: .columns(count: 2, spacing: 1), header: .header(pinned: true)),
     Array((index * 100)..<(index * 100 + 12)))
  })

func arrangeStrip(_ engine: LayoutEngine) -> Arrangement {
  engine.arrange(in: Size(width: 23, height: 5)) { ui in
    ui.scroll(id: "row", axis: .horizontal) { ui in
      ui.collection(id: "strip", in: "row", snapshot: strip,
                    estimatedItemSize: Size(width: 4, height: 2),
                    estimatedSupplementLength: 1, overscan: 0) { poster, ui in
        ui.leaf(id: ElementID("poster", index: poster), size: Size(width: 4, height: 2))
      } header: { section, ui in
        ui.leaf(id: ElementID("\(section).header"), size: Size(width: 1, height: 5))
      }
    }
  }
}

let sideways = LayoutEngine()
print(arrangeStrip(sideways).asciiDrawing())
//: Scroll right into the first section: its header stays pinned at the left edge.
sideways.setScrollOffset(Point(x: 10, y: 0), for: "row")
print(arrangeStrip(sideways).asciiDrawing())

//: ## A chat
//: Anchored at the bottom, a lazy flow opens at its newest message and follows new ones while
//: the user is at the end; a reply streamed into the last message keeps the end pinned, and a
//: page of older messages inserted above moves nothing on screen.
// Each message's id and its height in lines.
var messages = (0..<200).map { (id: $0, lines: 1 + $0 % 3) }
let chat = LayoutEngine()

@MainActor func arrangeChat() -> Arrangement {
  chat.arrange(in: Size(width: 12, height: 8)) { ui in
    ui.scroll(id: "chat", anchor: .bottom) { ui in
      ui.lazyFlow(id: "messages", in: "chat", count: messages.count,
                  options: FlowOptions(lineSpacing: 1),
                  estimatedItemSize: Size(width: 12, height: 2)) { index, ui in
        ui.leaf(id: ElementID("m", index: messages[index].id),
                size: Size(width: 12, height: Double(messages[index].lines)))
      }
    }
  }
}

print(arrangeChat().asciiDrawing())
//: The reply grows, line by line: the end stays in view.
for _ in 0..<3 {
  messages[messages.count - 1].lines += 1
  _ = arrangeChat()
}
print("the reply ends at", arrangeChat().frame(of: ElementID("m", index: 199))!.maxY, "of 8")
//: Older history arrives above while the user reads: what is on screen stays put.
chat.setScrollOffset(Point(x: 0, y: 20), for: "chat")
let reading = arrangeChat()
let first = reading.renderCommands.first { $0.id != "chat" && $0.id != "messages" }!
messages.insert(contentsOf: (-50..<0).map { (id: $0, lines: 2) }, at: 0)
chat.insertItems(count: 50, at: 0, in: "messages")
let settled = arrangeChat()
print("still at", settled.frame(of: first.id)!.minY, "was", reading.frame(of: first.id)!.minY)

