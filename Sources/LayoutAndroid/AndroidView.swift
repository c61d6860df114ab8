import LayoutConstraints
import LayoutCore
import LayoutDisplayList

/// What a view is for measuring and laying out: a container algorithm, or a leaf that
/// measures its content.
enum ViewRole: Equatable {
  case plain, text, button, editText, image
  /// A progress bar or seek bar.
  case progress
  case linear, frame, relative, constraint
  /// CoordinatorLayout: a frame whose children follow the app bar and their anchors.
  case coordinator
  /// Rows that wrap (Material's ChipGroup).
  case flow
  /// TableLayout, and TableRow: rows whose cells line up in columns.
  case table, tableRow
  /// GridLayout: children in the cells of a grid.
  case grid
  case scroll(horizontal: Bool)

  /// Whether views of the role are text views (buttons, edit texts, check boxes …).
  var drawsText: Bool {
    switch self {
    case .text, .button, .editText: true
    default: false
    }
  }

  var isContainer: Bool {
    switch self {
    case .linear, .frame, .relative, .constraint, .coordinator, .flow, .table, .tableRow, .grid,
      .scroll:
      return true
    default: return false
    }
  }
}

/// RelativeLayout's rules that name another view.
enum AnchorRule: String, CaseIterable {
  case toLeftOf = "layout_toLeftOf"
  case toRightOf = "layout_toRightOf"
  case alignLeft = "layout_alignLeft"
  case alignRight = "layout_alignRight"
  case above = "layout_above"
  case below = "layout_below"
  case alignTop = "layout_alignTop"
  case alignBottom = "layout_alignBottom"
  case alignBaseline = "layout_alignBaseline"

  /// The start and end names Android gives the horizontal rules (left to right).
  static let aliases: [String: AnchorRule] = [
    "layout_toStartOf": .toLeftOf, "layout_toEndOf": .toRightOf,
    "layout_alignStart": .alignLeft, "layout_alignEnd": .alignRight,
  ]

  var isHorizontal: Bool { [.toLeftOf, .toRightOf, .alignLeft, .alignRight].contains(self) }
}

/// RelativeLayout's rules that are true or false.
enum ParentRule: String, CaseIterable {
  case alignParentLeft = "layout_alignParentLeft"
  case alignParentRight = "layout_alignParentRight"
  case alignParentTop = "layout_alignParentTop"
  case alignParentBottom = "layout_alignParentBottom"
  case centerInParent = "layout_centerInParent"
  case centerHorizontal = "layout_centerHorizontal"
  case centerVertical = "layout_centerVertical"

  static let aliases: [String: ParentRule] = [
    "layout_alignParentStart": .alignParentLeft, "layout_alignParentEnd": .alignParentRight,
  ]
}

/// What a parent reads from a child's `layout_*` attributes.
struct LayoutParams {
  var width: SizeParam
  var height: SizeParam
  var margins = EdgeInsets()
  /// The sides `layout_margin…` gives (a GridLayout's default margins fill the others).
  var givenMarginSides: Set<AttributeReader.Side> = []
  /// `layout_gravity`; nil when not given.
  var gravity: Gravity?
  var weight = 0.0
  /// CoordinatorLayout's parameters: the view a child is anchored to, where on it
  /// (`layout_anchorGravity`), and whether the child scrolls beneath an app bar
  /// (`layout_behavior="@string/appbar_scrolling_view_behavior"`).
  var anchor: String?
  /// A TableRow or GridLayout cell's `layout_column` (nil: after the cell before) and
  /// `layout_span` (a GridLayout's `layout_columnSpan`); a GridLayout cell's `layout_row`,
  /// `layout_rowSpan` and weights.
  var column: Int?
  var span = 1
  var row: Int?
  var rowSpan = 1
  var columnWeight = 0.0
  var rowWeight = 0.0
  var anchorGravity: Gravity?
  var scrollsBelowAppBar = false
  /// RelativeLayout's anchor rules: the anchor's id and where the rule is written.
  var anchors: [AnchorRule: (id: String, range: SourceRange)] = [:]
  var parentRules: Set<ParentRule> = []
  /// `layout_alignWithParentIfMissing`: a rule whose anchor is missing or gone aligns the
  /// view with the parent's side instead.
  var alignsWithParentIfMissing = false
  /// ConstraintLayout's parameters (and a helper's own attributes).
  var constraint = ConstraintParams()
  /// The percent layouts' parameters, when the child gives any.
  var percent: PercentLayoutParams?
}

/// Android's visibility.
enum Visibility {
  case visible, invisible, gone
}

/// A view of an Android layout, inflated: what it is, its attributes read, and (once
/// measured and laid out) its measured size and frame in its parent.
final class AndroidView {
  let element: AndroidDocument.Element
  var role: ViewRole
  /// The view kind's name in the registry (`TextView`, `UILabel`, `UIView`, …).
  var className: String
  var id: String?
  /// The file the view is written in (an included layout's, for its views).
  var file: String?
  var path = NodePath()
  var children: [AndroidView] = []
  var params: LayoutParams
  var padding = EdgeInsets()
  var minWidth = 0.0
  var minHeight = 0.0
  var visibility = Visibility.visible
  var background: Color?
  /// `background` naming a drawable (not a plain colour): the attribute, read before
  /// measuring; then the drawable for the view's state.
  var backgroundAttribute: AndroidDocument.Attribute?
  var backgroundDrawable: Drawable?
  /// `foreground` (a FrameLayout's, or any view's since API 23): the attribute, then its
  /// drawable, drawn over the view's content and children.
  var foregroundAttribute: AndroidDocument.Attribute?
  var foregroundDrawable: Drawable?
  /// Where the foreground is drawn at its own size (`foregroundGravity`); nil: it fills the
  /// view, as Android's default `fill` does.
  var foregroundGravity: Gravity?
  /// `foregroundTint`: the colour the foreground is drawn in.
  var foregroundTint: Color?
  /// A FrameLayout's `measureAllChildren`: its gone children count in its size too (a
  /// ViewAnimator's default).
  var measuresAllChildren = false
  /// `clipToOutline`: the view's content and children are cut to its background's outline.
  var clipsToOutline = false
  /// A LinearLayout's dividers between its children.
  var dividers = LinearDividers()
  /// The padding sides the layout gives (a background's padding fills the others).
  var givenPaddingSides: Set<AttributeReader.Side> = []
  /// The view's drawable state (`enabled`, `pressed`, …), which selectors pick by.
  var state = ViewState.normal
  /// The theme the view is under, which `?attr/` values in its drawables come from.
  var theme: StyleResolver.Theme?
  var alpha: Double?

  // Containers.
  var orientationIsVertical = false
  /// `autoSizeTextType="uniform"`'s sizes (nil: the text keeps its size).
  var autoSize: AutoSizeText?
  /// `rotation`, `scaleX`/`Y` and `translationX`/`Y`: how what the view draws is moved.
  var transform = ViewTransform()
  /// Whether the view is laid out right to left (`LayoutMirroring`).
  var rightToLeft = false
  /// The resolved `textAlignment` (`TextAlignmentResolution`; `gravity`: the text's gravity
  /// aligns it).
  var textAlignment = "gravity"
  /// The resolved `textDirection` (`TextDirectionResolution`; `firstStrong` unless given).
  var textDirection = "firstStrong"
  /// Whether the view is a percent layout, which sizes its children by their percentages.
  var sizesChildrenByPercent = false
  var gravity = Gravity()
  var weightSum = 0.0
  var baselineAligned = true
  /// LinearLayout's `measureWithLargestChild`: when not exact along its axis, every child
  /// counts as long as the longest, and weighted children are measured that long.
  var measureWithLargestChild = false
  var fillViewport = false
  /// RelativeLayout's `ignoreGravity`.
  var ignoreGravity: String?
  /// A flow's room between children in a row (width) and between rows (height).
  var itemSpacing = Size(width: 0, height: 0)
  /// The columns of a GridView's cells, when it sizes them itself (`auto_fit`, `columnWidth`).
  var gridColumns: GridViewColumns?
  /// A flow kept to one row (a ChipGroup's `singleLine`).
  var singleRow = false
  /// A table's column rules, and a table row's column widths.
  var table = TableParts()
  /// A grid's column and row counts, and its measured columns and rows.
  var grid = GridParts()

  // Text.
  var text = ""
  var hint = ""
  /// `ems`, `minEms`, `maxEms`: the text's width bounds in line heights.
  var widthInEms = TextWidthInEms()
  /// `justificationMode="inter_word"`: lines but the last are justified.
  var justified = false
  var textColor: Color?
  /// `shadowColor`, `shadowDx`, `shadowDy`, `shadowRadius`.
  var textShadow = TextShadow()
  /// The styled spans of the text, from a string resource's `<b>`, `<i>`, … (empty: none).
  var textRuns: [TextRun] = []
  /// `textColorHint`: the colour an empty text field's hint is drawn in.
  var hintColor: Color?
  var textSize = 14.0
  var bold = false
  /// The weight `fontFamily` (`sans-serif-medium`) or `textFontWeight` names (nil: regular,
  /// or bold with `textStyle="bold"`).
  var fontWeight: FontWeight?
  /// `fontFamily` as written (`sans-serif-condensed`, `serif`, …; nil: the default face).
  var fontFamily: String?
  /// `typeface` (`normal`, `sans`, `serif`, `monospace`), used when `fontFamily` is not given.
  var typeface: String?
  /// The font files of a `fontFamily` font resource, loaded before the layout is measured;
  /// the face closest to the text's weight and style gives the family drawn.
  var fontFiles: [FontResource.File] = []
  /// The family a font resource names: a downloadable font's, or that of its files once
  /// loaded (drawn before Roboto, which stands in when the family is not there).
  var resourceFamily: String?
  var italic = false
  var textGravity = Gravity()

  /// Where the text sits in the room its insets leave, by its vertical gravity.
  var textPlacement: TextVerticalPlacement {
    switch textGravity.vertical {
    case .center: .center
    case .end: .bottom
    default: .top
    }
  }
  /// `maxLines` (0: no limit).
  var maxLines = 0
  /// `lines` (0: as many as the text needs).
  var lines = 0
  /// `minLines`: the least number of lines the text is high (when `lines` does not say).
  var minLines = 0
  var lineBreakMode = LineBreakMode.byWordWrapping
  /// `letterSpacing`, in ems (a fraction of the text size).
  var letterSpacing = 0.0
  /// `lineSpacingMultiplier` and `lineSpacingExtra` (points).
  var lineSpacingMultiplier = 1.0
  var lineSpacingExtra = 0.0
  /// `lineHeight` (points between baselines; 0: the font's), which replaces both.
  var lineHeight = 0.0
  /// Drawables beside the text, and a compound button's button.
  var compound = CompoundDrawables()

  /// Where the text goes inside the view: the padding, and the drawables beside the text.
  var textInsets: EdgeInsets {
    var insets = compound.isEmpty ? padding : compound.textInsets(padding: padding)
    insets.top += fontPadding.top
    insets.bottom += fontPadding.bottom
    return insets
  }

  /// `includeFontPadding` (on by default): the text is as tall as its face's bounding box,
  /// not its lines alone.
  var includeFontPadding = true
  /// The room the face adds above the first line and below the last, set when the text is
  /// measured (zero without `includeFontPadding`).
  var fontPadding = FontPadding.zero

  /// A progress bar's or seek bar's progress and drawables.
  var progressBar = ProgressBarParts()
  /// A Material progress indicator's track and indicator, drawn instead of the platform
  /// bar's drawables.
  var materialIndicator: MaterialIndicator?
  /// A `MaterialDivider`'s line.
  var materialDivider: MaterialDivider?
  /// `maxWidth` and `maxHeight` (nil: none).
  var maxWidth: Double?
  var maxHeight: Double?

  // Images.
  var imageName: String?
  var image: (key: String, size: Size)?
  var scaleType = "fitCenter"
  /// `cropToPadding`: the image is cut to the box inside the padding, not the view's bounds.
  var cropToPadding = false
  /// `src` naming an XML drawable or a nine-patch, drawn instead of an image.
  var sourceDrawable: Drawable?
  /// `tint` (an image view's image) and `backgroundTint`: each colour they draw takes the
  /// tint's, keeping its opacity.
  var imageTint: Color?
  /// The class name of an app's own view the renderer cannot run, drawn in its place as
  /// Android Studio's preview draws one.
  var placeholderName: String?
  /// `elevation`: how high the view floats; its background casts a shadow.
  var elevation = 0.0
  /// `outlineSpotShadowColor` (else `outlineAmbientShadowColor`): the colour of the shadow
  /// the elevation casts, black when neither is given.
  var shadowColor: Color?
  /// A card's background, corners, elevation and content padding.
  var card: CardParts?
  /// The background a Material view draws itself (a button's, a chip's, a floating action
  /// button's).
  var shape: MaterialShape?
  /// A shape appearance's corner, which an image view's image is cut to.
  var imageCorner: MaterialShape.Corner?
  /// Whether the shape appearance cuts those corners straight across.
  var imageCornerIsCut = false
  /// `adjustViewBounds`: an image view keeps its image's aspect ratio on a free side.
  var adjustViewBounds = false
  var backgroundTint: Color?

  // Measuring and layout results.
  var measured = Size.zero
  /// In a ConstraintLayout, the size a dimension ratio computes.
  var ratioSize: Size?
  /// A ConstraintLayout's constraints as last solved, horizontal then vertical (written out
  /// only when a dump asks for them).
  var constraintSystem: [[Constraint]] = [[], []]
  /// The constraints left out because they could not hold with those before them.
  var constraintConflicts: [[ConstraintText]] = [[], []]
  /// The first text baseline from the top, when the view has one.
  var baseline: Double?
  var frame = Rect(x: 0, y: 0, width: 0, height: 0)
  /// A RelativeLayout child's edges as its rules set them (nil: not set yet).
  var edges = RuleEdges()
  /// A RelativeLayout's children (indices) in the order their rules let them be placed,
  /// horizontally and vertically.
  var horizontalOrder: [Int] = []
  var verticalOrder: [Int] = []

  init(element: AndroidDocument.Element, role: ViewRole, className: String, params: LayoutParams) {
    self.element = element
    self.role = role
    self.className = className
    self.params = params
  }

  var isGone: Bool { visibility == .gone }

  /// The text style the view's text is laid out in.
  var textStyle: TextStyle {
    var traits: Set<FontTrait> = []
    if italic { traits.insert(.italic) }
    let font = FontDescriptor(
      family: resourceFamily.map { "\($0),\(PlatformTypefaces.sansSerif)" }
        ?? PlatformTypefaces.family(fontFamily: fontFamily, typeface: typeface),
      size: textSize, weight: bold ? .bold : fontWeight ?? .regular,
      traits: traits)
    let shown = text.isEmpty ? hint : text
    let paragraph = TextDirectionResolution.isRightToLeft(
      textDirection, text: shown, viewIsRightToLeft: rightToLeft)
    let alignment =
      TextAlignmentResolution.alignment(
        textAlignment, text: shown, viewIsRightToLeft: rightToLeft,
        paragraphIsRightToLeft: paragraph)
      ?? gravityAlignment(paragraphIsRightToLeft: paragraph)
    let startSide: TextAlignment = paragraph == true ? .right : .left
    var style = TextStyle(
      font: font,
      alignment: justified && (alignment == .natural || alignment == startSide)
        ? .justified : alignment,
      numberOfLines: lines > 0 ? lines : maxLines,
      lineBreakMode: lineBreakMode, letterSpacing: letterSpacing * textSize,
      lineHeightMultiple: lineSpacingMultiplier, lineSpacing: lineSpacingExtra,
      lineHeight: lineHeight)
    // A direction the text does not decide itself (a given one, or a text without letters in a
    // right-to-left view) orders its runs too: `Hello!` reads `!Hello` right to left.
    if let paragraph, textDirection != "firstStrong" || paragraph {
      style.direction = paragraph ? .rightToLeft : .leftToRight
    }
    return style
  }

  /// How the text's gravity aligns it. Start (also left, which reads the same) is the start of
  /// the paragraphs' direction (nil: each paragraph's own, as Android's ALIGN_NORMAL aligns
  /// Arabic text right under `firstStrong`), end (also right) the right under a direction
  /// that is not right to left.
  private func gravityAlignment(paragraphIsRightToLeft: Bool?) -> TextAlignment {
    switch textGravity.horizontal {
    case .center: .center
    case .end: paragraphIsRightToLeft == true ? .left : .right
    default: paragraphIsRightToLeft.map { $0 ? .right : .left } ?? .natural
    }
  }
}

/// The edges of a RelativeLayout child, in its parent's coordinates, as rules set them.
struct RuleEdges {
  var left: Double?
  var top: Double?
  var right: Double?
  var bottom: Double?
}
