import ReflowTesting

/// How closely fuzz oracles require two layouts to agree: ReflowTesting's `LayoutTolerance`,
/// within a billionth of the layout's largest coordinate.
typealias FuzzTolerance = LayoutTolerance
