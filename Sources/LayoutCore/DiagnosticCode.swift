/// The kind of a problem, stable across versions: tools match on it, and `layout` prints its
/// raw value (`unknown-symbol`). Docs/Errors.md explains each code; `DiagnosticCodeTests`
/// triggers each one.
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable, Codable,
  CustomStringConvertible
{
  /// The code as printed: its raw value.
  public var description: String { rawValue }

  // Reading XML, HTML text and .strings files.
  /// The file holds no XML element.
  case emptyDocument = "empty-document"
  /// The XML is not well formed.
  case xmlSyntax = "xml-syntax"
  /// The file is not UTF-8: UTF-16 or UTF-32, another declared encoding, or invalid bytes.
  case xmlEncoding = "xml-encoding"
  /// The root element is not a view or a view controller.
  case invalidRoot = "invalid-root"
  /// The HTML subset in a label's body is not well formed.
  case htmlSyntax = "html-syntax"
  /// A view element stands inside HTML text.
  case viewInHTML = "view-in-html"
  /// A `<param>` lacks its name or its type.
  case invalidParameter = "invalid-param"
  /// A `<children/>` marker has attributes or content.
  case invalidChildren = "invalid-children"
  /// A `<macro>` lacks its name or its value.
  case invalidMacro = "invalid-macro"
  /// `id`, `xml`, `template` or `outlet` is an expression where Layout needs literal text.
  case literalRequired = "literal-required"
  /// Two views of a template name the same outlet.
  case duplicateOutlet = "duplicate-outlet"
  /// A `Localizable.strings` file is not well formed.
  case stringsSyntax = "strings-syntax"

  // Composition: xml= and template=.
  /// Included files include each other in a circle.
  case templateCycle = "template-cycle"
  /// An included file's root is not of the including element's class (or a subclass).
  case incompatibleTemplate = "incompatible-template"
  /// A template names an http(s) URL and the network is not allowed, or a URL of another kind.
  case remoteTemplate = "remote-template"
  /// `xml=` or `template=` reached the compiler without being loaded (a tree built in Swift).
  case unresolvedComposition = "unresolved-composition"
  /// Where an included file was included (a note, never an error by itself).
  case includedHere = "included-here"

  // Compiling: classes, properties, expressions.
  /// The element names no known view class.
  case unknownClass = "unknown-class"
  /// The attribute names no property of the element's class.
  case unknownProperty = "unknown-property"
  /// A class the registry does not know, drawn as the known kind its name ends with.
  case inferredClass = "inferred-class"
  /// A view property set directly on a view controller instead of as `view.x`.
  case deprecatedProperty = "deprecated-property"
  /// A UIKit property with a visual effect that the renderer accepts but does not draw.
  case notDrawn = "not-drawn"
  /// `layout format --check` found a template not formatted as `layout format` writes it.
  case unformatted
  /// A web view loads a page from an address, which a render draws as a placeholder.
  case webContent = "web-content"
  /// The property exists in UIKit but cannot be set from a template (`frame`, `center`, …).
  case unavailableProperty = "unavailable-property"
  /// The property can be read but not set (`safeAreaInsets`).
  case readOnlyProperty = "read-only-property"
  /// The element has text content but its class shows none.
  case unexpectedBody = "unexpected-body"
  /// An expression's text does not parse.
  case expressionSyntax = "expression-syntax"
  /// An expression's value has the wrong type for where it is used.
  case expressionType = "expression-type"
  /// An expression's value is of the right type but not allowed (an unknown colour name, nil).
  case expressionValue = "expression-value"
  /// An expression names something that is not in scope.
  case unknownSymbol = "unknown-symbol"
  /// An expression calls a function that does not exist, or with the wrong arguments.
  case unknownFunction = "unknown-function"
  /// An expression uses an operator that does not exist.
  case unknownOperator = "unknown-operator"
  /// An expression reads `#id.` of an id no element has.
  case unknownID = "unknown-id"
  /// An expression reads its own property, with nothing inherited of that name.
  case selfReference = "self-reference"
  /// A parameter is read but neither the including element nor state gives it a value.
  case missingParameter = "missing-parameter"
  /// Expressions depend on each other in a circle.
  case layoutCycle = "layout-cycle"
  /// A frame expression that other expressions already decide is ignored (a warning).
  case redundantExpression = "redundant-expression"
  /// Something an expression calls failed while evaluating.
  case evaluationError = "evaluation-error"
  /// Expressions depend on each other more deeply than the thread's stack can follow.
  case evaluationTooDeep = "evaluation-too-deep"
  /// A view kind's intrinsic size could not be computed.
  case intrinsicSize = "intrinsic-size"

  // Lists.
  /// A cell template has no `reuseIdentifier`.
  case missingReuseIdentifier = "missing-reuse-identifier"
  /// A table has more than one section header or footer template.
  case extraHeaderOrFooter = "extra-header-footer"
  /// A list's data is not an array (of rows, or of sections).
  case listData = "list-data"

  // Inputs: files, state, images, fonts.
  /// A file or folder does not exist or cannot be read.
  case fileNotFound = "file-not-found"
  /// A path leaves the template's folder and the folders allowed.
  case pathOutsideRoot = "path-outside-root"
  /// A folder search skipped a symbolic link (a warning).
  case symbolicLink = "symbolic-link"
  /// A file a template names or reads beside itself is a named pipe, a socket or a device
  /// rather than a regular file; a folder search skipped one (a warning).
  case notRegularFile = "not-a-regular-file"
  /// A `.layout-ignore` file cannot be read.
  case invalidIgnoreFile = "invalid-ignore-file"
  /// A state or constants file is not JSON, or a `$`-typed value in it is malformed.
  case invalidJSON = "invalid-json"
  /// State given from Swift cannot be turned into values, or a `--state` file is a golden
  /// case's settings file.
  case invalidState = "invalid-state"
  /// A data file for `render --data` is malformed, or a row cannot be rendered to a path.
  case invalidData = "invalid-data"
  /// An image file is not a readable PNG, JPEG, WebP, SVG or PDF image.
  case invalidImage = "invalid-image"
  /// An image file is larger than the decoder's limits.
  case imageTooLarge = "image-too-large"
  /// An input goes past a resource limit: a file too large, too many elements or attributes,
  /// a text too long once formatted.
  case resourceLimit = "resource-limit"
  /// A render took longer than its time budget (`render --row-timeout`, `serve
  /// --render-timeout`) or was cancelled, and was stopped.
  case timeLimit = "time-limit"
  /// An image file is missing.
  case imageNotFound = "image-not-found"
  /// An image names a URL; remote images are not loaded.
  case remoteImage = "remote-image"
  /// An asset catalog's `Contents.json` is not JSON, or a set in it is malformed (an image set
  /// without files, a colour with an unknown colour space or component).
  case invalidAssetCatalog = "invalid-asset-catalog"
  /// A label asks for a font family that is not available (a warning).
  case missingFont = "missing-font"
  /// No available font can draw some characters of a text (a warning).
  case missingGlyph = "missing-glyph"
  /// The font configuration cannot be made (no bundled fonts).
  case fonts

  // EverLayout layouts.
  /// A JSON file is not an EverLayout layout (no `root` view).
  case invalidEverLayout = "invalid-everlayout"
  /// Something an EverLayout layout says that the original ignores too: an unknown
  /// attribute, key or class, a value that does not parse (a warning).
  case everLayoutIgnored = "everlayout-ignored"
  /// Required constraints that cannot all hold.
  case unsatisfiableConstraints = "unsatisfiable-constraints"
  /// Views whose frames the constraints do not determine (a warning).
  case ambiguousLayout = "ambiguous-layout"

  // Android layouts.
  /// An Android layout or values file that cannot be read as one: a values file whose root
  /// is not `<resources>`, an entry without a name, a scroll view with several children.
  case invalidAndroidLayout = "invalid-android-layout"
  /// Something an Android layout says that is ignored, as iDroid-Layout ignores it: an
  /// unknown tag (a plain view is made), attribute, value or rule anchor (a warning).
  case androidIgnored = "android-ignored"
  /// A `@string/`, `@color/` or `@dimen/` reference to a resource the values do not have.
  case androidBadReference = "android-bad-reference"
  /// RelativeLayout rules whose anchors depend on each other in a circle.
  case androidRuleCycle = "android-rule-cycle"
  /// An Android drawable or colour state list that cannot be drawn: an unknown root or shape,
  /// a value it cannot read, an item with nothing to draw, a nine-patch with a bad border, a
  /// drawable that includes itself.
  case invalidAndroidDrawable = "invalid-android-drawable"
  /// A word of `--qualifiers` (or a golden case's `qualifiers`) that names no resource
  /// qualifier Android knows, or a drawable-only density (`nodpi`, `anydpi`).
  case unknownQualifier = "android-unknown-qualifier"

  // LayoutComposer boxes.
  /// Something a box ignores: a position set on an item, an option its kind does not read,
  /// `flex` beside a size, constraints that cannot hold together (a warning).
  case boxIgnored = "box-ignored"
  /// An item option with a value a box cannot use: `flex` of 0 or less, malformed margins.
  case invalidBoxOption = "invalid-box-option"

  // Output.
  /// The canvas is empty or beyond the raster limits.
  case canvasSize = "canvas-size"
  /// Cairo could not draw or finish a surface.
  case cairo
  /// PNG encoding failed.
  case png
  /// A file given as a PNG image (a golden, a `diff` input) cannot be read as one.
  case invalidPNG = "invalid-png"
  /// An output file or folder cannot be written.
  case writeFailed = "write-failed"
  /// `layout serve` cannot listen on its address.
  case serveFailed = "serve-failed"
  /// A request to `layout serve` is malformed (its query, path or body).
  case badRequest = "bad-request"

  // Golden tests.
  /// A golden folder's manifest is malformed.
  case goldenManifest = "golden-manifest"
  /// A golden case's settings name an unknown setting.
  case goldenSettings = "golden-settings"
  /// A golden case expects a Red Box but its template renders.
  case goldenRedBox = "golden-red-box"
}
