import LayoutCore
import LayoutDisplayList
import LayoutEverLayout
import LayoutExpressions
import LayoutViews
import Testing

/// EverLayout layouts read and solved with the estimating measurer: frames, warnings and
/// errors, located in the JSON.
@Suite struct EverLayoutSolverTests {
  func solve(
    _ json: String, canvas: Size = Size(width: 400, height: 300), data: [String: String] = [:]
  )
    throws -> EverLayoutSolver.Result
  {
    let (document, warnings) = try EverLayoutDocument.read(json, file: "layout.json", data: data)
    var result = try EverLayoutSolver(document, measurer: EstimatingTextMeasurer())
      .solve(canvas: canvas)
    result.warnings = warnings + result.warnings
    return result
  }

  func frames(_ result: EverLayoutSolver.Result) -> [String] {
    result.layout.nodes.map { "\($0.id ?? "?") \($0.frame)" }
  }

  @Test func edgesInsetsDividersAndTargets() throws {
    let result = try solve(
      """
      {"root": {"views": {
        "!panel": {"constraints": {"top right bottom left": "@super <8"}, "views": {
          "!header": {"constraints": {"top left right": "@super", "height": "@super /4"}},
          "!body": {"constraints": {"top": "@header.bottom +10", "left right bottom": "@super"}}
        }}
      }}}
      """)
    #expect(
      frames(result) == [
        "root 0 0 400 300", "panel 8 8 384 284", "header 0 0 384 71", "body 0 81 384 203",
      ])
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }

  @Test func labelsTakeTheirIntrinsicSizeAndZIndexOrdersSiblings() throws {
    let result = try solve(
      """
      {"root": {"views": {
        "!top:UILabel": {"z-index": "2", "constraints": {"center": "@super"},
          "properties": {"text": "Hi", "fontSize": "20"}},
        "!bottom": {"z-index": 1, "constraints": {"edges": "@super"}}
      }}}
      """)
    #expect(result.layout.nodes.map(\.id) == ["root", "bottom", "top"])
    let label = result.layout.nodes[2]
    #expect(label.frame.width > 0 && label.frame.height > 0)
    #expect(abs(label.frame.x + label.frame.width / 2 - 200) < 1e-9)
    #expect(abs(label.frame.y + label.frame.height / 2 - 150) < 1e-9)
    #expect(label.textStyle?.font.size == 20)
  }

  @Test func labelsThatMayWrapTakeTheHeightOfTheirLines() throws {
    func height(_ lines: Int) throws -> Double {
      let result = try solve(
        """
        {"root": {"views": {"!text:UILabel": {"constraints": {"top left right": "@super"},
          "properties": {"numberOfLines": "\(lines)",
            "text": "A sentence long enough to need several lines at this width"}}}}}
        """, canvas: Size(width: 120, height: 300))
      #expect(result.layout.nodes[1].frame.width == 120)
      return result.layout.nodes[1].frame.height
    }
    let one = try height(1)
    #expect(try height(0) > 2 * one)
  }

  @Test func dataIsInjectedAndNumbersAreAccepted() throws {
    let result = try solve(
      ##"{"root": {"views": {"!box": {"constraints": {"width": "+#{size}", "height": 50},"##
        + ##""properties": {"backgroundColor": "#{colour}", "cornerRadius": 4}}}}}"##,
      data: ["size": "120", "colour": "ff0000"])
    let box = result.layout.nodes[1]
    #expect(box.frame.width == 120 && box.frame.height == 50)
    #expect(box.color("backgroundColor") == Color(red: 1, green: 0, blue: 0))
    #expect(box.number("layer.cornerRadius") == 4)
  }

  @Test func templatesGiveConstraintsAndPropertiesTheViewDoesNotSet() throws {
    let result = try solve(
      """
      {"root": {"views": {"!a": {"template": "square", "properties": {"backgroundColor": "red"}}}},
       "templates": {"square": {"constraints": {"width height": "+30", "top left": "@super"},
         "properties": {"backgroundColor": "blue", "alpha": "0.5"}}}}
      """)
    let view = result.layout.nodes[1]
    #expect(view.frame == Rect(x: 0, y: 0, width: 30, height: 30))
    #expect(view.color("backgroundColor") == Color(red: 1, green: 0, blue: 0))
    #expect(view.number("alpha") == 0.5)
  }

  @Test func aRequiredConflictIsALocatedErrorNamingTheConstraints() throws {
    do {
      _ = try solve(
        """
        {"root": {"views": {"!box": {"constraints": {
          "width": "+100",
          "left right": "@super"
        }}}}}
        """)
      Issue.record("a conflict solved")
    } catch let error as DiagnosticError {
      #expect(error.primary.code == .unsatisfiableConstraints)
      #expect(error.primary.file == "layout.json")
      #expect(error.primary.range?.start.line == 3)
      #expect(error.primary.message.contains("box.right == super.right × 1 + 0"))
      #expect(error.primary.message.contains("box.width == 100"))
      #expect(error.primary.message.contains("root.width == 400 (the canvas)"))
    }
  }

  @Test func undeterminedFramesAreAnAmbiguityWarning() throws {
    let result = try solve(
      #"{"root": {"views": {"!free": {"constraints": {"left": "@super +5"}}, "!fixed": {"constraints": {"edges": "@super"}}}}}"#
    )
    let ambiguous = result.warnings.filter { $0.code == .ambiguousLayout }
    #expect(ambiguous.count == 1)
    #expect(ambiguous.first?.message.contains("free") == true)
    #expect(ambiguous.first?.message.contains("fixed") == false)
  }

  /// A shorthand repeated across views is parsed once, and its problems are still reported
  /// where each view writes it, and its constraints hold for each view.
  @Test func aRepeatedShorthandIsReportedWhereEachViewWritesIt() throws {
    let result = try solve(
      """
      {"root": {"views": {
        "!a": {"constraints": {"left top wobble": "@super +10", "width height": "+20"}},
        "!b": {"constraints": {"left top wobble": "@super +10", "width height": "+30"}}
      }}}
      """)
    let lines = result.warnings.filter { $0.message == "Unknown attribute 'wobble'" }
      .map { $0.range?.start.line ?? 0 }
    #expect(lines == [2, 3])
    let frames = result.layout.nodes.dropFirst().map(\.frame)
    #expect(
      frames == [
        Rect(x: 10, y: 10, width: 20, height: 20), Rect(x: 10, y: 10, width: 30, height: 30),
      ])
  }

  @Test func whatEverLayoutIgnoresIsALocatedWarning() throws {
    let result = try solve(
      """
      {"root": {"views": {"!a:UINope": {
        "constraints": {"edges wobble": "@super +x"},
        "properties": {"sparkle": "yes"},
        "colour": "red"
      }}}}
      """)
    let messages = result.warnings.map { "\($0.range?.start.line ?? 0): \($0.message)" }
    #expect(messages.contains("2: Unknown attribute 'wobble'"))
    #expect(messages.contains("2: Invalid value for constant: +x"))
    #expect(messages.contains("3: Unknown property 'sparkle'"))
    #expect(messages.contains("4: Unknown key 'colour' in a view model"))
    #expect(messages.contains("1: Unknown class 'UINope': the view is a UIView"))
  }

  @Test func malformedJSONIsALocatedError() {
    do {
      _ = try solve("{\"root\": {\"views\": {\n  \"!a\": {\"constraints\" {}}\n}}}")
      Issue.record("malformed JSON read")
    } catch let error as DiagnosticError {
      #expect(error.primary.code == .invalidJSON)
      #expect(error.primary.range?.start.line == 2)
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test func subLayoutsAreLayoutsOfTheirOwnByName() throws {
    let (document, _) = try EverLayoutDocument.read(
      """
      {"name": "Main", "root": {"views": {}},
       "layouts": {"header": {"root": {"views": {"!title": {"constraints": {"edges": "@super <4"}}}},
         "layouts": {"inner": {"root": {}}}}}}
      """)
    #expect(document.sublayouts.map(\.name) == ["header"])
    let header = try #require(document.sublayout(named: "header"))
    #expect(header.name == "header")
    let result = try EverLayoutSolver(header, measurer: EstimatingTextMeasurer())
      .solve(canvas: Size(width: 100, height: 40))
    #expect(frames(result) == ["root 0 0 100 40", "title 4 4 92 32"])
    #expect(document.sublayout(named: "header.inner") != nil)
    #expect(document.sublayout(named: "footer") == nil)
  }

  @Test func sizeClassesComeFromTheCanvas() throws {
    let json = """
      {"root": {"views": {"!box": {"constraints": {"top left": "@super", "height": "+10",
        "width": ["+50 hc", "+300 hr"]}}}}}
      """
    #expect(
      try solve(json, canvas: Size(width: 320, height: 480)).layout.nodes[1].frame.width == 50)
    #expect(
      try solve(json, canvas: Size(width: 1024, height: 768)).layout.nodes[1].frame.width == 300)
  }

  @Test func imagesAndButtonsHaveIntrinsicSizes() throws {
    struct Images: ImageProviding {
      func image(named name: String) throws(DiagnosticError) -> (key: String, size: Size) {
        (name, Size(width: 64, height: 48))
      }
    }
    let (document, _) = try EverLayoutDocument.read(
      """
      {"root": {"views": {
        "!photo:UIImageView": {"constraints": {"top left": "@super"}, "properties": {"image": "a.png"}},
        "!action:UIButton": {"constraints": {"top": "@photo.bottom", "left": "@super"},
          "properties": {"text": "Go", "fontSize": "20"}},
        "!toggle:UISwitch": {"constraints": {"top": "@action.bottom", "left": "@super"}}
      }}}
      """)
    let result = try EverLayoutSolver(
      document, measurer: EstimatingTextMeasurer(), images: Images()
    )
    .solve(canvas: Size(width: 300, height: 200))
    let photo = result.layout.nodes[1]
    #expect(photo.frame == Rect(x: 0, y: 0, width: 64, height: 48))
    #expect(photo.image?.key == "a.png")
    let button = result.layout.nodes[2]
    // The button's own size: its title in its font plus UIKit's insets.
    let title = EstimatingTextMeasurer().measure(
      "Go", style: TextStyle(font: FontDescriptor(family: "system", size: 20)), maxWidth: nil)
    #expect(button.frame.width >= title.width && button.frame.height > title.height)
    #expect(button.string("title") == "Go")
    #expect(result.layout.nodes[3].frame.size == Size(width: 51, height: 31))
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }

  @Test func aButtonsImagesAreReadAndDrawn() throws {
    struct Images: ImageProviding {
      func image(named name: String) throws(DiagnosticError) -> (key: String, size: Size) {
        (name, Size(width: 64, height: 48))
      }
    }
    let (document, _) = try EverLayoutDocument.read(
      """
      {"root": {"views": {"!play:UIButton": {"constraints": {"top left": "@super"},
        "properties": {"image": "play.png", "backgroundImage": "pill.png"}}}}}
      """)
    let result = try EverLayoutSolver(
      document, measurer: EstimatingTextMeasurer(), images: Images()
    )
    .solve(canvas: Size(width: 300, height: 200))
    let button = result.layout.nodes[1]
    #expect(button.image?.key == "play.png")
    #expect(button.images["backgroundImage"]?.key == "pill.png")
    // The button is as large as its image (plus UIKit's insets), as its intrinsic size.
    #expect(button.frame.width >= 64 && button.frame.height >= 48)
    let drawn = DisplayListBuilder.build(result.layout).dump()
    #expect(drawn.contains("play.png") && drawn.contains("pill.png"), "\(drawn)")
  }

  @Test func aJSONFileWithoutARootIsNotALayout() {
    #expect(throws: DiagnosticError.self) { try solve(#"{"name": "x"}"#) }
  }
}
