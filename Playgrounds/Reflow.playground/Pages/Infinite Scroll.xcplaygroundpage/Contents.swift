//: # Infinite Scroll over a Million Tags
//:
//: A feed that never ends needs three things: a collection that loads a page at a time, a
//: trigger that asks for the next page before the user reaches the end, and a layout whose
//: cost follows what is on screen, not what is loaded. Reflow has one of each, and this page
//: wires them together with a scripted scroll instead of a finger.
import Reflow

//: ## The source: a million tags, revealed 200 at a time
//:
//: `PagedCollection(revealing:pageSize:)` wraps a collection you already have. It counts
//: pages by ceiling division, so the last, partial page is shown too.
let tagCount = 1_000_000
let words = ["swift", "flow", "layout", "paging", "linux", "css", "tests", "geometry", "rtl"]
var tags = try PagedCollection(
  revealing: (0..<tagCount).lazy.map { "\(words[$0 % words.count])\($0)" }, pageSize: 200)

//: ## The layout: a lazy flow, 390 points wide
//:
//: Each tag's width follows its name. `LazyFlow` resumes its flow state machine when a page
//: is appended, so a page costs the same at ten items as at a million.
func size(of tag: String) -> Size { Size(width: Double(tag.count * 7 + 16), height: 28) }

var flow = try LazyFlow(
  width: 390, options: FlowOptions(itemSpacing: 6, lineSpacing: 6, alignment: .center),
  estimatedItemSize: Size(width: 80, height: 28))

//: ## The trigger: half a viewport before the end
//:
//: It fires once per crossing and re-arms only when content grows or the viewport backs out
//: of the zone, so it never asks twice for one page.
var trigger = try EndReachedTrigger(threshold: .viewportFraction(0.5))
let viewportHeight = 844.0

//: ## Scroll
//:
//: Each "frame" moves the viewport, asks the flow what it shows, and lets the trigger decide.
//: Only the declared items would be handed to a renderer.
var offset = 0.0
var pagesLoaded = 0
for frame in 0..<600 {
  let maximum = max(0, flow.layout.result.contentSize.height - viewportHeight)
  offset = min(offset + 120, maximum)
  let window = flow.window(
    for: Rect(x: 0, y: offset, width: 390, height: viewportHeight), overscan: 200)
  let before = tags.count
  if try trigger.update(window.position) && tags.loadNextPage() {
    try flow.appendItems(sizes: tags[before...].map(size(of:)))
    pagesLoaded += 1
  }
  if frame % 150 == 0 {
    print("frame \(frame): offset \(Int(offset)), showing \(window.visible),"
      + " declaring \(window.declared.count) of \(tags.count) loaded")
  }
}
print("\(pagesLoaded) pages loaded of \(tagCount / 200); the rest wait until someone scrolls there")

//: ## What a frame shows
//:
//: The visible tags, one text row per line of the flow: the view a renderer would paint.
let window = flow.window(for: Rect(x: 0, y: offset, width: 390, height: 340))
let frames = flow.layout.result.frames
var canvas = ASCIICanvas(
  bounds: Rect(x: 0, y: offset, width: 390, height: 340), columnWidth: 7, rowHeight: 34,
  background: " ")
for index in window.visible {
  canvas.write("[\(tags[index])]", at: Point(x: frames[index].minX, y: frames[index].minY))
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
