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
