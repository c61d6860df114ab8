// The facade re-exports what users of the library need, so `import Layout` is enough.
@_exported import LayoutCairo
@_exported import LayoutCore
@_exported import LayoutDisplayList
@_exported import LayoutEngine
@_exported import LayoutExpressions
@_exported import LayoutSyntax
