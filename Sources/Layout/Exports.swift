// The facade's public surface: `import Layout` gives what a program that renders templates and
// registers view kinds names, and nothing of the stages' internals: geometry, colours, fonts and
// text (LayoutCore); located errors (LayoutCore); the values of expressions and their types
// (LayoutExpressions); what the backends draw and the text-measuring and image contracts
// (LayoutDisplayList); view kinds of your own and the solved tree they are drawn from
// (LayoutViews); fonts and output options (LayoutCairo). Tools built on the stages (the command
// line, the golden runner) import those modules themselves.

@_exported import struct LayoutAndroid.AndroidDocument
@_exported import struct LayoutAndroid.AndroidResources
@_exported import struct LayoutAndroid.AndroidSolver
@_exported import struct LayoutAndroid.ConstraintLayoutConstraints
@_exported import struct LayoutAndroid.ConstraintText
@_exported import protocol LayoutAndroid.LayoutFinding
@_exported import struct LayoutAndroid.LayoutsByName
@_exported import struct LayoutAndroid.NoLayouts
@_exported import struct LayoutAndroid.ResourceConfiguration
@_exported import struct LayoutAndroid.ResourceQualifiers
@_exported import struct LayoutCairo.Bitmap
@_exported import struct LayoutCairo.FontConfiguration
@_exported import class LayoutCairo.FontLibrary
@_exported import struct LayoutCairo.ImageLimits
@_exported import enum LayoutCairo.OutputFormat
@_exported import struct LayoutCairo.RasterOptions
@_exported import struct LayoutCore.AffineTransform
@_exported import enum LayoutCore.Appearance
@_exported import struct LayoutCore.AttributedText
@_exported import struct LayoutCore.Color
@_exported import struct LayoutCore.Diagnostic
@_exported import struct LayoutCore.DiagnosticError
@_exported import struct LayoutCore.EdgeInsets
@_exported import struct LayoutCore.FontDescriptor
@_exported import enum LayoutCore.FontWeight
@_exported import struct LayoutCore.NodePath
@_exported import struct LayoutCore.Point
@_exported import struct LayoutCore.Rect
@_exported import class LayoutCore.RenderBudget
@_exported import enum LayoutCore.Severity
@_exported import struct LayoutCore.Size
@_exported import struct LayoutCore.SourceLocation
@_exported import struct LayoutCore.SourceRange
@_exported import enum LayoutCore.TextAlignment
@_exported import struct LayoutCore.TextRun
@_exported import struct LayoutCore.TextTraits
@_exported import enum LayoutDisplayList.ContentMode
@_exported import struct LayoutDisplayList.DisplayGroup
@_exported import enum LayoutDisplayList.DisplayItem
@_exported import struct LayoutDisplayList.DisplayList
@_exported import struct LayoutDisplayList.GradientItem
@_exported import struct LayoutDisplayList.GradientStop
@_exported import struct LayoutDisplayList.ImageItem
@_exported import struct LayoutDisplayList.ImagePixels
@_exported import protocol LayoutDisplayList.ImageProviding
@_exported import struct LayoutDisplayList.LeadingContent
@_exported import enum LayoutDisplayList.LineBreakMode
@_exported import enum LayoutDisplayList.LineCap
@_exported import enum LayoutDisplayList.LineJoin
@_exported import struct LayoutDisplayList.PathItem
@_exported import enum LayoutDisplayList.PathPaint
@_exported import struct LayoutDisplayList.PathStroke
@_exported import struct LayoutDisplayList.ShadowItem
@_exported import struct LayoutDisplayList.TextItem
@_exported import protocol LayoutDisplayList.TextMeasuring
@_exported import struct LayoutDisplayList.TextMetrics
@_exported import struct LayoutDisplayList.TextStyle
@_exported import enum LayoutDisplayList.TextVerticalPlacement
@_exported import struct LayoutEngine.NodeData
@_exported import struct LayoutEverLayout.EverLayoutSolver
@_exported import struct LayoutExpressions.ExpressionFunction
@_exported import struct LayoutExpressions.ExpressionFunctionError
@_exported import enum LayoutExpressions.ExpressionType
@_exported import enum LayoutExpressions.Value
@_exported import struct LayoutSyntax.XmlLimits
@_exported import enum LayoutViews.ClassCatalog
@_exported import enum LayoutViews.IntrinsicContent
@_exported import enum LayoutViews.LayoutDirection
@_exported import enum LayoutViews.LayoutMode
@_exported import struct LayoutViews.PropertyReader
@_exported import struct LayoutViews.PropertySpec
@_exported import struct LayoutViews.SolvedLayout
@_exported import struct LayoutViews.SolvedNode
@_exported import enum LayoutViews.SystemColors
@_exported import struct LayoutViews.TextProperties
@_exported import struct LayoutViews.ViewClass
@_exported import struct LayoutViews.ViewClassRegistry
