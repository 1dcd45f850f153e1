import Reflow
import ReflowTesting
import SwiftUINames
import Testing

// This file imports Reflow and ReflowTesting beside stand-ins for every public type name of
// SwiftUI (and the unprefixed Foundation ones), the way an app imports Reflow beside SwiftUI. It
// names every public type of both libraries unqualified: a Reflow name equal to a SwiftUI one
// would be ambiguous here, and the target would not compile. `NamingTests` checks that the list
// below names every public type the sources declare.

private typealias UsesArrangement = Arrangement
private typealias UsesArrangementDelta = ArrangementDelta
private typealias UsesASCIICanvas = ASCIICanvas
private typealias UsesBottomAnchoredMachine = BottomAnchoredMachine
private typealias UsesBottomAnchoredModel = BottomAnchoredModel
private typealias UsesBottomAnchoredSession = BottomAnchoredSession
private typealias UsesBottomAnchoredSetup = BottomAnchoredSetup
private typealias UsesBottomAnchoredTimeline = BottomAnchoredTimeline
private typealias UsesBoxAlignment = BoxAlignment
private typealias UsesChoiceSource = ChoiceSource
private typealias UsesCollectionElementID = CollectionElementID
private typealias UsesCollectionError = CollectionError
private typealias UsesCollectionFocusGeometry = CollectionFocusGeometry
private typealias UsesCollectionLayout = CollectionLayout
private typealias UsesCollectionMachine = CollectionMachine
private typealias UsesCollectionSection = CollectionSection
private typealias UsesCollectionSectionSpec = CollectionSectionSpec
private typealias UsesCollectionSetup = CollectionSetup
private typealias UsesCollectionSnapshot = CollectionSnapshot
private typealias UsesColumnsLayout = ColumnsLayout
private typealias UsesContainerLayout = ContainerLayout
private typealias UsesCoordinateSystem = CoordinateSystem
private typealias UsesCounterexample = Counterexample
private typealias UsesCounterexampleDrawable = CounterexampleDrawable
private typealias UsesDiagnostic = Diagnostic
private typealias UsesElementBuilder = ElementBuilder
private typealias UsesElementHandle = ElementHandle
private typealias UsesElementID = ElementID
private typealias UsesElementPreferenceKey = ElementPreferenceKey
private typealias UsesEndReachedTrigger = EndReachedTrigger
private typealias UsesFlow = Flow
private typealias UsesFlowAlignment = FlowAlignment
private typealias UsesFlowFocusGeometry = FlowFocusGeometry
private typealias UsesFlowIndex = FlowIndex
private typealias UsesFlowInvariants = FlowInvariants
private typealias UsesFlowItem = FlowItem
private typealias UsesFlowItemAlignment = FlowItemAlignment
private typealias UsesFlowLine = FlowLine
private typealias UsesFlowLineAlignment = FlowLineAlignment
private typealias UsesFlowLineBreaking = FlowLineBreaking
private typealias UsesFlowLines = FlowLines
private typealias UsesFlowMachine = FlowMachine
private typealias UsesFlowOperation = FlowOperation
private typealias UsesFlowOptions = FlowOptions
private typealias UsesFlowOutput = FlowOutput
private typealias UsesFlowRelation = FlowRelation
private typealias UsesFlowResult = FlowResult
private typealias UsesFocusDirection = FocusDirection
private typealias UsesFocusGeometry = FocusGeometry
private typealias UsesFocusNavigator = FocusNavigator
private typealias UsesFrameLayout = FrameLayout
private typealias UsesGen = Gen
private typealias UsesGeometryReaderProxy = GeometryReaderProxy
private typealias UsesHorizontalStackLayout = HorizontalStackLayout
private typealias UsesIncrementalFlowLayout = IncrementalFlowLayout
private typealias UsesInsets = Insets
private typealias UsesItemPosition = ItemPosition
private typealias UsesLayoutAxis = LayoutAxis
private typealias UsesLayoutCase = LayoutCase
private typealias UsesLayoutChild = LayoutChild
private typealias UsesLayoutChildren = LayoutChildren
private typealias UsesLayoutEngine = LayoutEngine
private typealias UsesLayoutInvariants = LayoutInvariants
private typealias UsesLazyFlow = LazyFlow
private typealias UsesLazyFlowMachine = LazyFlowMachine
private typealias UsesLazyFlowModel = LazyFlowModel
private typealias UsesLazyFlowOperation = LazyFlowOperation
private typealias UsesLazyFlowSetup = LazyFlowSetup
private typealias UsesLazyFlowTimeline = LazyFlowTimeline
private typealias UsesLazyFlowWindow = LazyFlowWindow
private typealias UsesLazyScrollOperation = LazyScrollOperation
private typealias UsesLoadedPage = LoadedPage
private typealias UsesLoadKind = LoadKind
private typealias UsesLoadState = LoadState
private typealias UsesLoadStates = LoadStates
private typealias UsesMasonry = Masonry
private typealias UsesMasonryAnchor = MasonryAnchor
private typealias UsesMasonryCase = MasonryCase
private typealias UsesMasonryFocusGeometry = MasonryFocusGeometry
private typealias UsesMasonryIndex = MasonryIndex
private typealias UsesMasonryInvariants = MasonryInvariants
private typealias UsesMasonryItem = MasonryItem
private typealias UsesMasonryItemLanes = MasonryItemLanes
private typealias UsesMasonryLanes = MasonryLanes
private typealias UsesMasonryMachine = MasonryMachine
private typealias UsesMasonryModel = MasonryModel
private typealias UsesMasonryOptions = MasonryOptions
private typealias UsesMasonryOutput = MasonryOutput
private typealias UsesMasonryPlacement = MasonryPlacement
private typealias UsesMasonryResult = MasonryResult
private typealias UsesMasonrySetup = MasonrySetup
private typealias UsesMasonryWindow = MasonryWindow
private typealias UsesMeasuredSizes = MeasuredSizes
private typealias UsesModelCommand = ModelCommand
private typealias UsesModelRun = ModelRun
private typealias UsesModelStep = ModelStep
private typealias UsesOverlayLayout = OverlayLayout
private typealias UsesPaddingLayout = PaddingLayout
private typealias UsesPagedCollection = PagedCollection
private typealias UsesPagedCollectionMachine = PagedCollectionMachine
private typealias UsesPageOutcome = PageOutcome
private typealias UsesPageRequest = PageRequest
private typealias UsesPagingChange = PagingChange
private typealias UsesPagingDiagnostics = PagingDiagnostics
private typealias UsesPagingDriver = PagingDriver
private typealias UsesPagingError = PagingError
private typealias UsesPagingKeys = PagingKeys
private typealias UsesPagingSlot = PagingSlot
private typealias UsesPagingSnapshot = PagingSnapshot
private typealias UsesPagingSourceModel = PagingSourceModel
private typealias UsesPagingUpdate = PagingUpdate
private typealias UsesPlacedElement = PlacedElement
private typealias UsesPoint = Point
private typealias UsesPropertyConfiguration = PropertyConfiguration
private typealias UsesProposedSize = ProposedSize
private typealias UsesRect = Rect
private typealias UsesReferenceFlow = ReferenceFlow
private typealias UsesReferenceMasonry = ReferenceMasonry
private typealias UsesReflowError = ReflowError
private typealias UsesRemoteCollection = RemoteCollection
private typealias UsesRemoteCollectionMachine = RemoteCollectionMachine
private typealias UsesRemotePagingSetup = RemotePagingSetup
private typealias UsesRenderCommand = RenderCommand
private typealias UsesRenderCommandList = RenderCommandList
private typealias UsesResumableFlowLayout = ResumableFlowLayout
private typealias UsesReuseKind = ReuseKind
private typealias UsesScrollAlignment = ScrollAlignment
private typealias UsesScrollAnchorEdge = ScrollAnchorEdge
private typealias UsesScrollOffsetCorrection = ScrollOffsetCorrection
private typealias UsesScrollToCase = ScrollToCase
private typealias UsesScrollTrace = ScrollTrace
private typealias UsesSectionExtent = SectionExtent
private typealias UsesSectionExtents = SectionExtents
private typealias UsesSectionStyle = SectionStyle
private typealias UsesShelf = Shelf
private typealias UsesShelfOptions = ShelfOptions
private typealias UsesShelfSnapping = ShelfSnapping
private typealias UsesShelfWindow = ShelfWindow
private typealias UsesSize = Size
private typealias UsesSizePreferenceKey = SizePreferenceKey
private typealias UsesSnapshotChanges = SnapshotChanges
private typealias UsesStateMachineTest = StateMachineTest
private typealias UsesSupplementaryElement = SupplementaryElement
private typealias UsesSupplementPlacement = SupplementPlacement
private typealias UsesTimelineDeclaration = TimelineDeclaration
private typealias UsesTimelineFrame = TimelineFrame
private typealias UsesTimelineMeasurement = TimelineMeasurement
private typealias UsesTimelineRecord = TimelineRecord
private typealias UsesTimelineScroll = TimelineScroll
private typealias UsesVerticalStackLayout = VerticalStackLayout
private typealias UsesViolation = Violation
private typealias UsesWritingDirection = WritingDirection
private typealias UsesXoshiro256 = Xoshiro256

/// A SwiftUI-style file: SwiftUI's names and Reflow's side by side, none qualified.
private enum WidestLabel: ElementPreferenceKey {
  static let defaultValue = 0.0
  static func reduce(value: inout Double, nextValue: () -> Double) {
    value = max(value, nextValue())
  }
}

private struct Diagonal: ContainerLayout {
  func sizeThatFits(proposal: ProposedSize, children: LayoutChildren) -> Size {
    children.reduce(Size.zero) { total, child in
      let size = child.sizeThatFits(.unspecified)
      return Size(width: total.width + size.width, height: total.height + size.height)
    }
  }
  func placeChildren(in bounds: Rect, proposal: ProposedSize, children: LayoutChildren) {
    var point = bounds.origin
    for child in children {
      let size = child.sizeThatFits(.unspecified)
      child.place(at: point, proposal: .unspecified)
      point = Point(x: point.x + size.width, y: point.y + size.height)
    }
  }
}

@Suite struct SideBySideTests {
  @Test("Reflow's names and SwiftUI's stand-ins are used side by side, unqualified")
  func sideBySide() {
    // SwiftUI's names still mean SwiftUI's types here.
    let swiftUI: (Layout, PreferenceKey, GeometryProxy, EdgeInsets, Alignment, Axis) =
      (Layout(), PreferenceKey(), GeometryProxy(), EdgeInsets(), Alignment(), Axis())
    _ = swiftUI
    let engine = LayoutEngine()
    engine.layoutDirection = WritingDirection.rightToLeft
    var widest = 0.0
    let arrangement = engine.arrange(in: Size(width: 100, height: 100)) { ui in
      ui.padding(Insets(all: 2)) { ui in
        ui.layout(id: "diagonal", Diagonal()) { ui in
          ui.leaf(id: "a", size: Size(width: 10, height: 5))
            .preference(WidestLabel.self, value: 10)
          ui.leaf(id: "b", size: Size(width: 20, height: 5))
            .preference(WidestLabel.self, value: 20)
        }
        .onPreferenceChange(WidestLabel.self) { widest = $0 }
      }
      ui.frame(width: 10, height: 10, alignment: BoxAlignment.topLeading) { ui in
        ui.geometryReader(id: "reader") { (proxy: GeometryReaderProxy, ui) in
          _ = proxy.frame(in: CoordinateSystem.root)
        }
      }
    }
    #expect(widest == 20)
    #expect(arrangement.frame(of: "a") == Rect(x: 88, y: 2, width: 10, height: 5))
    #expect(LayoutAxis.horizontal.crossAxis == .vertical)
  }
}
