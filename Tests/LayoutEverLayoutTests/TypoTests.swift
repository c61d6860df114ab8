import LayoutCore
import LayoutDisplayList
import LayoutEverLayout
import LayoutViews
import Testing

/// Misspelt names in EverLayout layouts: what EverLayout ignores is a warning with the name
/// meant as a "did you mean" hint; a constraint naming no view is an error naming the views.
@Suite struct EverLayoutTypoTests {
  func solve(_ json: String) throws(DiagnosticError) -> EverLayoutSolver.Result {
    let (document, warnings) = try EverLayoutDocument.read(json, file: "layout.json")
    var result = try EverLayoutSolver(document, measurer: EstimatingTextMeasurer())
      .solve(canvas: Size(width: 400, height: 300))
    result.warnings = warnings + result.warnings
    return result
  }

  /// The hints of the warning whose message starts with `message`.
  func hints(_ result: EverLayoutSolver.Result, _ message: String) -> [String]? {
    result.warnings.first { $0.message.hasPrefix(message) }?.hints
  }

  @Test func misspeltNamesSuggestTheNameMeant() throws {
    let result = try solve(
      """
      {"root": {"views": {"!title:UILabl": {
        "constraints": {"top lfet": "@super +8", "width": "@super.widht"},
        "properties": {"text": "Hi", "textColour": "red"},
        "veiws": {}
      }}}}
      """)
    #expect(hints(result, "Unknown attribute 'lfet'") == ["did you mean 'left'?"])
    #expect(hints(result, "Unknown attribute 'widht' of @super") == ["did you mean 'width'?"])
    #expect(hints(result, "Unknown property 'textColour'") == ["did you mean 'textColor'?"])
    #expect(hints(result, "Unknown class 'UILabl'") == ["did you mean 'UILabel'?"])
    #expect(hints(result, "Unknown key 'veiws'") == ["did you mean 'views'?"])
  }

  @Test func aNameCloseToNothingListsWhatThereIs() throws {
    let result = try solve(#"{"root": {"wibble": {}}}"#)
    #expect(
      hints(result, "Unknown key 'wibble'")
        == ["a view model has constraints, properties, z-index, views, template"])
  }

  @Test func aConstraintNamingNoViewIsAnErrorNamingTheViews() {
    let json = """
      {"root": {"views": {
        "!header": {"constraints": {"top left right": "@super", "height": "+40"}},
        "!body": {"constraints": {"top": "@supper.bottom", "left right bottom": "@super"}}
      }}}
      """
    #expect {
      try solve(json)
    } throws: { error in
      guard let error = error as? DiagnosticError else { return false }
      let primary = error.primary
      return primary.severity == .error && primary.code == .unknownID
        && primary.message == "'top' names @supper, which is no view of the layout"
        && primary.range?.start.line == 3
        && primary.hints == ["did you mean '@super'?", "the views: @super, @body, @header, @root"]
    }
  }

  @Test func theObjectFormsTargetIsCheckedToo() {
    let json = """
      {"root": {"views": {"!a": {"constraints": {"top": {"to": "nobody", "constant": "4"}}}}}}
      """
    #expect(throws: DiagnosticError.self) { try solve(json) }
  }
}
