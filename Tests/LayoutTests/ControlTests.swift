import Foundation
import Layout
import TestSupport
import Testing

/// Controls: intrinsic sizes after UIKit's metrics, titles and field text measured exactly as
/// the UILabel machinery draws them, and the display items each control draws.
@Suite struct ControlTests {
  let renderer: Renderer

  init() throws {
    renderer = try Renderer()
  }

  /// A file beside the golden assets, so templates can name `assets/plus.svg`.
  let file = packageRoot.appendingPathComponent("Goldens/views/button-images.xml").path

  /// The solved frames of the root's children.
  func frames(_ body: String) throws -> [Rect] {
    let template = try LayoutTemplate(
      xml: "<UIView width=\"400\" height=\"300\">\(body)</UIView>", file: file)
    let layout = try renderer.solve(template)
    return layout.root.children.map { layout.nodes[$0].frame }
  }

  /// The items drawn for the root's only child, below its group.
  func items(_ body: String) throws -> [DisplayItem] {
    try childItems(body, renderer: renderer, file: file)
  }

  func texts(_ items: [DisplayItem]) -> [TextItem] {
    items.compactMap { if case .text(let text) = $0 { return text } else { return nil } }
  }

  func fills(_ items: [DisplayItem]) -> [(Rect, Color)] {
    items.compactMap {
      if case .fill(let rect, _, let color) = $0 { return (rect, color) } else { return nil }
    }
  }

  @Test func fixedSizesFollowUIKit() throws {
    let sizes = try frames(
      """
      <UISwitch/><UIActivityIndicatorView/><UIActivityIndicatorView style="large"/>
      <UISlider/><UIProgressView/><UISegmentedControl items="'A', 'B'"/>
      """
    ).map(\.size)
    #expect(sizes[0] == Size(width: 51, height: 31))
    #expect(sizes[1] == Size(width: 20, height: 20))
    #expect(sizes[2] == Size(width: 37, height: 37))
    #expect(sizes[3].height == 31)
    #expect(sizes[4].height == 4)
    #expect(sizes[5].height == 32)
  }

  @Test func buttonTitleIsMeasuredLikeALabelInItsFont() throws {
    let sizes = try frames(
      """
      <UILabel font="system 15" text="Continue"/>
      <UIButton title="Continue"/>
      <UIButton title="Continue" contentEdgeInsets.left="10" contentEdgeInsets.right="12"
        contentEdgeInsets.top="3" contentEdgeInsets.bottom="5"/>
      <UIButton titleLabel.font="system 30 bold">Continue</UIButton>
      <UILabel font="system 30 bold" text="Continue"/>
      """
    ).map(\.size)
    // Zero insets get UIKit's 6 points above and below.
    #expect(sizes[1] == Size(width: sizes[0].width, height: sizes[0].height + 12))
    #expect(sizes[2] == Size(width: sizes[0].width + 22, height: sizes[0].height + 8))
    #expect(sizes[3] == Size(width: sizes[4].width, height: sizes[4].height + 12))
  }

  @Test func buttonDrawsItsTitleInsideTheInsetsInTheTypesColour() throws {
    let custom = try items(
      "<UIButton title=\"Go\" contentEdgeInsets.left=\"10\" contentEdgeInsets.top=\"4\"/>")
    let title = try #require(texts(custom).first)
    #expect(title.text == "Go")
    #expect(title.frame.origin == Point(x: 10, y: 4))
    #expect(title.color == .white)
    #expect(title.style.alignment == .center)
    let system = try items("<UIButton type=\"system\" title=\"Go\"/>")
    #expect(texts(system).first?.color == Color(hex: "#007aff"))
    let colored = try items("<UIButton title=\"Go\" titleColor=\"red\"/>")
    #expect(texts(colored).first?.color == Color(red: 1, green: 0, blue: 0))
  }

  @Test func buttonImagesSitBesideTheTitle() throws {
    let sizes = try frames(
      """
      <UILabel font="system 15" text="Add"/>
      <UIButton title="Add" image="assets/plus.svg"/>
      <UIButton image="assets/plus.svg"/>
      """
    ).map(\.size)
    // The 20-point image adds its width; the title's 6-point padding still applies.
    #expect(sizes[1] == Size(width: sizes[0].width + 20, height: 32))
    #expect(sizes[2] == Size(width: 20, height: 20))
    let system = texts(
      try items("<UIButton type=\"system\" title=\"Add\" image=\"assets/plus.svg\"/>"))
    let title = try #require(system.first)
    #expect(title.frame.x == 20)
    #expect(title.leading?.size == Size(width: 20, height: 20))
    #expect(leadingImage(title)?.tint == Color(hex: "#007aff"))
    let custom = texts(try items("<UIButton title=\"Add\" image=\"assets/plus.svg\"/>"))
    let customTitle = try #require(custom.first)
    #expect(leadingImage(customTitle) != nil)
    #expect(leadingImage(customTitle)?.tint == nil)
  }

  func leadingImage(_ text: TextItem) -> ImageItem? {
    guard case .image(let image)? = text.leading?.items.first else { return nil }
    return image
  }

  @Test func iconTypesDrawTheirIconInTheTint() throws {
    let sizes = try frames(
      """
      <UIButton type="contactAdd"/><UIButton type="infoLight" title="Info"/>
      <UILabel font="system 15" text="Info"/>
      """
    ).map(\.size)
    #expect(sizes[0] == Size(width: 22, height: 22))
    #expect(sizes[1] == Size(width: sizes[2].width + 22, height: 34))
    let alone = try items("<UIButton type=\"contactAdd\" tintColor=\"#ff0000\"/>")
    guard case .group(let icon)? = alone.first, case .stroke(_, _, _, let ring)? = icon.items.first
    else {
      Issue.record("no icon in \(alone)")
      return
    }
    #expect(ring == Color(red: 1, green: 0, blue: 0))
    #expect(icon.items.count == 3)
    let titled = texts(try items("<UIButton type=\"detailDisclosure\" title=\"More\"/>"))
    #expect(titled.first?.leading?.size == Size(width: 22, height: 22))
  }

  @Test func contentAlignmentsMoveTitleAndImage() throws {
    let title = try #require(
      texts(
        try items(
          """
          <UIButton width="200" height="60" title="Go" contentHorizontalAlignment="left"
            contentVerticalAlignment="bottom"/>
          """)
      ).first)
    #expect(title.style.alignment == .left)
    #expect(title.placement == .bottom)
    func iconOrigin(_ attributes: String) throws -> Point? {
      let drawn = try items(
        "<UIButton width=\"100\" height=\"50\" type=\"contactAdd\" \(attributes)/>")
      guard case .group(let group)? = drawn.first else { return nil }
      return Point(x: group.transform.tx, y: group.transform.ty)
    }
    #expect(try iconOrigin("") == Point(x: 39, y: 14))
    #expect(
      try iconOrigin(
        "contentHorizontalAlignment=\"right\" contentVerticalAlignment=\"bottom\"")
        == Point(x: 78, y: 28))
  }

  @Test func disabledControlsFadeAndSystemButtonsTurnGrey() throws {
    guard case .group(let faded)? = try items("<UISwitch isEnabled=\"false\"/>").first else {
      Issue.record("a disabled switch is not drawn in a group")
      return
    }
    #expect(faded.opacity == 0.5)
    #expect(fills(try items("<UISwitch/>")).count == 2)
    let system = texts(try items("<UIButton type=\"system\" title=\"Go\" isEnabled=\"false\"/>"))
    #expect(
      system.first?.color == Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3))
    let custom = texts(try items("<UIButton title=\"Go\" isEnabled=\"false\"/>"))
    #expect(custom.first?.color == .white)
  }

  @Test func rightToLeftMirrorsControls() throws {
    let rtl = "semanticContentAttribute=\"forceRightToLeft\""
    guard case .group(let mirror)? = try items("<UISwitch \(rtl)/>").first else {
      Issue.record("a right-to-left switch is not mirrored")
      return
    }
    #expect(mirror.transform == AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 51, ty: 0))
    let segments = try items(
      "<UISegmentedControl width=\"300\" items=\"'A', 'B', 'C'\" selectedSegmentIndex=\"0\" \(rtl)/>"
    )
    #expect(texts(segments).map(\.text) == ["C", "B", "A"])
    #expect(fills(segments).last?.0.x == 202)
    let button = try #require(
      texts(try items("<UIButton title=\"Go\" image=\"assets/plus.svg\" \(rtl)/>")).first)
    #expect(button.frame.x == 0)
    #expect(button.leading?.isRightToLeft == true)
    // The layout's direction applies to views that do not force one.
    let template = try LayoutTemplate(
      xml: "<UIView width=\"100\" height=\"50\"><UISwitch/></UIView>", file: file)
    var options = RenderOptions()
    options.layoutDirection = .rightToLeft
    guard case .group(let root)? = try renderer.displayList(template, options: options).items.first,
      case .group(let control)? = root.items.first, case .group(let mirrored)? = control.items.first
    else {
      Issue.record("no switch drawn")
      return
    }
    #expect(mirrored.transform.a == -1)
  }

  @Test func textFieldsShowThePlaceholderUntilThereIsText() throws {
    let sizes = try frames(
      """
      <UILabel text="Your name"/>
      <UITextField placeholder="Your name" borderStyle="roundedRect"/>
      <UITextField text="Your name"/>
      """
    ).map(\.size)
    #expect(sizes[1] == Size(width: sizes[0].width + 14, height: sizes[0].height + 14))
    #expect(sizes[2] == sizes[0])
    let empty = texts(try items("<UITextField placeholder=\"Email\" text=\"\"/>"))
    #expect(empty.map(\.text) == ["Email"])
    #expect(empty.first?.color.alpha ?? 1 < 1)
    let filled = texts(try items("<UITextField placeholder=\"Email\" text=\"a@b.c\"/>"))
    #expect(filled.map(\.text) == ["a@b.c"])
    #expect(filled.first?.color == .black)
    let styled = texts(try items("<UITextField attributedPlaceholder=\"a &lt;b&gt;b&lt;/b&gt;\"/>"))
    #expect(styled.map(\.text) == ["a b"])
    #expect(styled.first?.runs.isEmpty == false)
  }

  @Test func textViewsWrapTheirTextInsideTheContainerInsets() throws {
    let text = "A text view wraps its words over as many lines as it needs"
    let sizes = try frames(
      """
      <UILabel width="150" numberOfLines="0" lineBreakMode="byWordWrapping" font="system 12"
        text="\(text)"/>
      <UITextView width="160" text="\(text)"/>
      <UITextView width="170" textContainerInset.left="5" textContainerInset.top="0"
        text="\(text)"/>
      """
    ).map(\.size)
    #expect(sizes[1].height == sizes[0].height + 16)
    #expect(sizes[2].height == sizes[0].height + 8)
    let drawn = try #require(texts(try items("<UITextView width=\"160\" text=\"\(text)\"/>")).first)
    #expect(drawn.placement == .top)
    #expect(drawn.frame.origin == Point(x: 5, y: 8))
    #expect(drawn.frame.width == 150)
    #expect(drawn.style.numberOfLines == 0)
  }

  @Test func switchThumbMovesRightWhenOn() throws {
    let off = fills(try items("<UISwitch/>"))
    let on = fills(try items("<UISwitch isOn=\"true\" onTintColor=\"#ff9500\"/>"))
    #expect(off[1].0.x == 2)
    #expect(on[1].0.x == 22)
    #expect(on[0].1 == Color(hex: "#ff9500"))
    #expect(off[0].1 != on[0].1)
  }

  @Test func sliderThumbSitsAtTheValue() throws {
    let drawn = fills(
      try items(
        """
        <UISlider width="228" minimumValue="10" maximumValue="20" value="15"
          minimumTrackTintColor="red"/>
        """))
    // The thumb's centre travels from 14 to 214: halfway is 114.
    let thumb = try #require(drawn.last)
    #expect(thumb.0.x + thumb.0.width / 2 == 114)
    #expect(drawn[1].0.width == 114)
    #expect(drawn[1].1 == Color(red: 1, green: 0, blue: 0))
  }

  @Test func progressFillsItsShare() throws {
    let drawn = fills(try items("<UIProgressView width=\"200\" progress=\"0.25\"/>"))
    #expect(drawn.map(\.0.width) == [200, 50])
    #expect(drawn[1].1 == Color(hex: "#007aff"))
  }

  @Test func segmentedControlDrawsEverySegmentAndTheSelection() throws {
    let drawn = try items(
      "<UISegmentedControl width=\"300\" items=\"'A', 'B', 'C'\" selectedSegmentIndex=\"2\"/>")
    #expect(texts(drawn).map(\.text) == ["A", "B", "C"])
    #expect(texts(drawn).map(\.style.font.weight) == [.regular, .regular, .semibold])
    // Background, one divider (between the unselected A and B), the selected pill.
    let rects = fills(drawn).map(\.0)
    #expect(rects.count == 3)
    #expect(rects[1].x == 99.5)
    #expect(rects[2] == Rect(x: 202, y: 2, width: 96, height: 28))
  }

  @Test func stoppedIndicatorsHide() throws {
    #expect(try items("<UIActivityIndicatorView/>").count == 8)
    #expect(try items("<UIActivityIndicatorView isAnimating=\"false\"/>").isEmpty)
    #expect(
      try items("<UIActivityIndicatorView isAnimating=\"false\" hidesWhenStopped=\"false\"/>")
        .count == 8)
  }
}
