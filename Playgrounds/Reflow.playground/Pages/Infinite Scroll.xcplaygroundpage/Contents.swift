//: # Infinite Scroll over a Million Tags
//:
//: A feed that never ends needs a collection that loads a page at a time, a trigger that asks
//: for the next page before the user reaches the end, and a layout whose cost follows what is
//: on screen, not what is loaded — and that does not jump when items it had only estimated are
//: measured. Reflow has each of them; this page wires them together with a scripted finger.
import Reflow

//: ## The source: a million tags, revealed 2,000 at a time
//:
//: `PagedCollection(revealing:pageSize:)` wraps a collection you already have. It counts
//: pages by ceiling division, so the last, partial page is shown too.
let tagCount = 1_000_000
let words = ["swift", "flow", "layout", "paging", "linux", "css", "tests", "geometry", "rtl"]
var tags = try PagedCollection(
  revealing: (0..<tagCount).lazy.map { "\(words[$0 % words.count])\($0)" }, pageSize: 2_000)
_ = tags.loadNextPage()

//: ## The layout: a lazy flow in a scroll container
//:
//: Each tag's width follows its name; the engine only knows a tag's size once it has been
//: declared, and lays out the others at the estimate. The trigger fires half a viewport before
//: the end, once per crossing.
func size(of tag: String) -> Size { Size(width: Double(tag.count * 7 + 16), height: 28) }

let engine = LayoutEngine()
var trigger = try EndReachedTrigger(threshold: .viewportFraction(0.5))
let viewport = Size(width: 390, height: 844)

@MainActor func arrange() -> (Arrangement, LazyFlowWindow) {
  let loaded = tags   // the value the builder closures read
  var window: LazyFlowWindow?
  let arrangement = engine.arrange(in: viewport) { ui in
    ui.scroll(id: "feed") { ui in
      window = ui.lazyFlow(
        id: "tags", in: "feed", count: loaded.count,
        options: FlowOptions(itemSpacing: 6, lineSpacing: 6, alignment: .center),
        estimatedItemSize: Size(width: 40, height: 20)
      ) { index, ui in
        ui.leaf(id: ElementID("tag", index: index), size: size(of: loaded[index]))
      }
    }
  }
  return (arrangement, window!)
}

//: ## Scroll down, loading pages
//:
//: Each arrangement moves the viewport 400 points; when the trigger fires, the next page is
//: revealed. Only the declared tags would be handed to a renderer.
var pagesLoaded = 1
for step in 0..<300 {
  engine.setScrollOffset(Point(x: 0, y: Double(step) * 400), for: "feed")
  let (arrangement, window) = arrange()
  if try trigger.update(window.position) && tags.loadNextPage() { pagesLoaded += 1 }
  if step % 100 == 0 {
    print("step \(step): showing \(window.visible), declaring \(window.declared.count) of"
      + " \(tags.count) loaded, settled: \(arrangement.isSettled)")
  }
}
print("\(pagesLoaded) pages loaded; the rest wait until someone scrolls there")

//: ## Jump, then drag up into tags never measured
//:
//: Everything above the viewport was laid out at the estimate, 40 x 20 points. As the finger drags the content
//: down, those tags are measured — wider or narrower than 80 points — and the lines above the
//: watched tag change. Scroll anchoring moves the offset by as much in the same arrangement, so
//: the watched tag moves exactly as far as the finger, and the arrangement says by how much it
//: corrected the offset. (The first drags stay within the overscan the jump already measured.)
while tags.loadNextPage() { pagesLoaded += 1; if pagesLoaded == 60 { break } }
engine.scrollTo(item: 100_000, in: "tags", anchor: .top)
var (arrangement, window) = arrange()
let watched = ElementID("tag", index: window.visible.lowerBound + 3)
var y = arrangement.frame(of: watched)!.minY
print("jumped to tag 100,000; the watched tag is at y = \(y)")
for _ in 0..<5 {
  let offset = engine.scrollOffset(for: "feed").y
  engine.setScrollOffset(Point(x: 0, y: offset - 100), for: "feed")
  (arrangement, window) = arrange()
  let now = arrangement.frame(of: watched)!.minY
  let correction = arrangement.scrollCorrections.first?.delta.y ?? 0
  print("dragged 100 pt: the watched tag moved \(now - y) pt; anchoring corrected the offset"
    + " by \(correction) pt for tags measured above")
  y = now
}

//: ## What the viewport shows
//:
//: The visible tags, one text row per line of the flow: the view a renderer would paint.
var canvas = ASCIICanvas(
  bounds: Rect(x: 0, y: 0, width: 390, height: 340), columnWidth: 7, rowHeight: 34,
  background: " ")
for index in window.visible {
  guard let frame = arrangement.frame(of: ElementID("tag", index: index)) else { continue }
  canvas.write("[\(tags[index])]", at: frame.origin)
}
print(canvas)

//: ## Paging a server: cursors, both ways, a memory limit, refresh
//:
//: Tags you already hold are revealed by `PagedCollection`; a feed you fetch is paged by
//: `RemoteCollection`. It asks for pages by the cursors the server hands out, in both
//: directions around the viewport; with `maximumLoadedItems` it drops the pages farthest away
//: and loads them again when the user returns; `refresh()` keeps the old posts on screen until
//: the new page arrives. A server that shifts between requests cannot make a post show twice.
struct Post: Identifiable, Sendable {
  let id: Int
}

/// Newest first; a cursor is a post's id: an append asks for the posts after it, a prepend for
/// those before it, a refresh for those from it on.
struct FeedServer {
  var posts = Array((0..<1_000).reversed())

  func page(_ request: PageRequest<Int>) -> LoadedPage<Int, Post> {
    let at = request.key.flatMap { posts.firstIndex(of: $0) } ?? 0
    let range = switch request.kind {
    case .prepend: max(0, at - request.limit)..<at
    case .append: (at + 1)..<min(posts.count, at + 1 + request.limit)
    case .refresh: at..<min(posts.count, at + request.limit)
    }
    let page = posts[range]
    return LoadedPage(
      items: page.map(Post.init),
      previousKey: range.lowerBound > 0 ? page.first : nil,
      nextKey: range.upperBound < posts.count ? page.last : nil)
  }
}

func settle(_ feed: inout RemoteCollection<Int, Post>, from server: FeedServer) throws {
  while let request = feed.nextRequest() {
    try feed.receive(server.page(request), for: request)
  }
}

var server = FeedServer()
var feed = try RemoteCollection<Int, Post>(
  keys: .cursors(pageSize: 20), maximumLoadedItems: 100, refreshKey: { $0.id })
feed.visibleRangeChanged(0..<8)
try settle(&feed, from: server)
for _ in 0..<10 {
  feed.visibleRangeChanged((feed.count - 8)..<feed.count)
  try settle(&feed, from: server)
}
print("scrolled down: \(feed.count) posts kept, from post \(feed.loadedItems.first?.id ?? -1)")
for _ in 0..<10 {
  feed.visibleRangeChanged(0..<8)
  try settle(&feed, from: server)
}
print("back at the top: post \(feed.loadedItems.first?.id ?? -1),"
  + " \(feed.diagnostics.pagesReloaded) pages loaded again")
server.posts.insert(contentsOf: [1_001, 1_000], at: 0)
feed.refresh()
try settle(&feed, from: server)
feed.loadMore(at: .prepend)
try settle(&feed, from: server)
print("after a pull to refresh: \(feed.loadedItems.prefix(3).map(\.id)),"
  + " \(feed.diagnostics.duplicatesDropped) repeats dropped")
