import LayoutCore
import LayoutDisplayList
import LayoutExpressions
import LayoutViews

/// What a render supplies besides the template: canvas, data and the text measurer.
public struct SolveInput {
  package var canvas: Size
  package var state: [String: Value]
  package var constants: [String: Value]
  /// Localized strings by key, read by `strings.Key` symbols.
  package var strings: [String: String]
  package var layoutMode: LayoutMode
  /// The direction of views whose `semanticContentAttribute` is `unspecified`.
  package var layoutDirection: LayoutDirection
  /// State and constants set on individual nodes (by node index), which shadow those of their
  /// ancestors; `state` and `constants` above belong to the root.
  package var nodeData: [Int: NodeData]
  package var measurer: any TextMeasuring
  package var images: any ImageProviding
  /// Set when the template is a row of a list (a cell, section header or footer): where the
  /// list draws it, which decides its built-in parts' look and its `auto` height.
  package var listCell: ListCellContext?
  /// Named colours besides UIKit's (an asset catalog's colour sets): a colour expression's
  /// unknown identifier or string result is looked up here last (Behaviour.md §c.assets).
  package var colorAssets: ColorAssetLookup = { _ in nil }
  /// The screen's safe area (a notch, bars, a home indicator), which every view reads as its
  /// `safeAreaInsets` and scroll views add to their content insets (Behaviour.md §c.scroll).
  package var safeArea = EdgeInsets.zero
  /// The light or dark appearance: which value system colours, colour sets and image sets
  /// take, and the dark defaults of text and tint (Behaviour.md §c.appearance).
  package var appearance = Appearance.light

  package init(
    canvas: Size, state: [String: Value] = [:], constants: [String: Value] = [:],
    strings: [String: String] = [:], layoutMode: LayoutMode = .legacy,
    layoutDirection: LayoutDirection = .leftToRight, nodeData: [Int: NodeData] = [:],
    measurer: any TextMeasuring, images: any ImageProviding = NoImages()
  ) {
    self.layoutDirection = layoutDirection
    self.images = images
    self.canvas = canvas
    self.state = state
    self.constants = constants
    self.strings = strings
    self.layoutMode = layoutMode
    self.nodeData = nodeData
    self.measurer = measurer
  }
}

/// The colour named `name`, nil when there is none; throws when its definition is malformed.
package typealias ColorAssetLookup = (_ name: String) throws(DiagnosticError) -> Color?

/// State and constants of one node.
public struct NodeData: Sendable {
  public var state: [String: Value]
  public var constants: [String: Value]

  public init(state: [String: Value] = [:], constants: [String: Value] = [:]) {
    self.state = state
    self.constants = constants
  }
}
