import LayoutCore
import LayoutDisplayList
import Testing

@testable import LayoutAndroid

/// Nine-patch images: the border read, the pieces placed, the padding given to the view.
@Suite struct NinePatchTests {
  static let black: UInt32 = 0xFF00_0000
  static let fill: UInt32 = 0xFF80_80FF

  /// A `size`×`size` image (border included) with black marks on each edge at the given
  /// border positions (1-based, as in the file).
  static func image(
    size: Int, top: [Int] = [], left: [Int] = [], bottom: [Int] = [], right: [Int] = []
  ) -> ImagePixels {
    var pixels = ImagePixels(
      width: size, height: size, argb: [UInt32](repeating: 0, count: size * size))
    for y in 1..<(size - 1) {
      for x in 1..<(size - 1) { pixels.argb[y * size + x] = fill }
    }
    for x in top { pixels.argb[x] = black }
    for y in left { pixels.argb[y * size] = black }
    for x in bottom { pixels.argb[(size - 1) * size + x] = black }
    for y in right { pixels.argb[y * size + size - 1] = black }
    return pixels
  }

  @Test func theBorderGivesStretchRunsAndPadding() throws {
    let pixels = Self.image(
      size: 12, top: [4, 5], left: [3, 4, 5, 6], bottom: Array(2...8), right: Array(3...7))
    let patch = try NinePatch.read(pixels, key: "p")
    #expect(patch.xStretches == [3..<5])
    #expect(patch.yStretches == [2..<6])
    #expect(patch.contentSize == Size(width: 10, height: 10))
    // Content columns 1..<8 of 10 and rows 2..<7 of 10.
    #expect(patch.padding == EdgeInsets(top: 2, left: 1, bottom: 3, right: 2))
  }

  @Test func withoutPaddingLinesTheStretchRunsArePadding() throws {
    let patch = try NinePatch.read(Self.image(size: 12, top: [4, 5], left: [3]), key: "p")
    #expect(patch.padding == EdgeInsets(top: 2, left: 3, bottom: 7, right: 5))
    let whole = try NinePatch.read(Self.image(size: 6), key: "p")
    #expect(whole.xStretches == [0..<4] && whole.yStretches == [0..<4])
  }

  @Test func aBadBorderPixelOrTwoPaddingLinesAreRefused() {
    var pixels = Self.image(size: 8, top: [3])
    pixels.argb[2] = 0xFFFF_0000
    #expect(throws: NinePatch.BorderError.self) { try NinePatch.read(pixels, key: "p") }
    let twoLines = Self.image(size: 8, top: [3], bottom: [1, 2, 5])
    #expect(throws: NinePatch.BorderError.self) { try NinePatch.read(twoLines, key: "p") }
  }

  @Test func fixedRunsKeepTheirSizeAndStretchRunsShareTheRest() {
    // Columns: fixed 0..<3, stretch 3..<5, fixed 5..<6, stretch 6..<10 (lengths 3, 2, 1, 4).
    let runs = NinePatch.segments(length: 10, stretches: [3..<5, 6..<10], into: 10, span: 40)
    #expect(runs.map(\.source) == [0..<3, 3..<5, 5..<6, 6..<10])
    // 36 to share among 6 stretching columns: 12 and 24.
    #expect(runs.map(\.target.1) == [3, 12, 1, 24])
    #expect(runs.map(\.target.0) == [10, 13, 25, 26])
    // Smaller than the fixed runs: those shrink together, the stretching ones vanish.
    let small = NinePatch.segments(length: 10, stretches: [3..<5, 6..<10], into: 0, span: 2)
    #expect(small.map(\.target.1) == [1.5, 0, 0.5, 0])
  }

  @Test func aViewDrawsTheNinePiecesFromTheImageWithoutItsBorder() throws {
    var scene = try DrawableScene()
    scene.images.images["panel.9.png"] = Self.image(
      size: 12, top: [4, 5], left: [4, 5], bottom: Array(2...9), right: Array(3...8))
    let images = try scene.lines(box("@drawable/panel"), starting: "image")
    #expect(images.count == 9)
    // The top-left corner: source pixels 1..<4 (after the border) at their size.
    #expect(images[0].hasPrefix("image 0 0 3 3 clip 0 0 3 3 source 1 1 3 3"), "\(images)")
    // The middle stretches over what the corners leave of 100×50.
    #expect(images[4].hasPrefix("image 3 3 92 42 clip 3 3 92 42 source 4 4 2 2"), "\(images[4])")
    // Its padding: content columns 1..<9 and rows 2..<8 of 10.
    let layout = try scene.solve(
      """
      <FrameLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
        <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:background="@drawable/panel" android:text="Hi"/>
      </FrameLayout>
      """)
    // "Hi" is 14 wide and 17.5 tall; plus padding 1 + 1 and 2 + 2; at least 10 × 10.
    #expect(layout.nodes[1].frame.size == Size(width: 16, height: 22))
  }
}

@Suite struct DrawableErrorTests {
  func error(_ drawables: [String: String], background: String = "@drawable/bad") throws
    -> DiagnosticError?
  {
    try DrawableScene(drawables: drawables).error(box(background))
  }

  @Test func anUnknownDrawableIsABadReferenceAtTheAttribute() throws {
    let error = try #require(
      try self.error(["card": "<shape \(ns)/>"], background: "@drawable/nope"))
    #expect(error.primary.code == .androidBadReference)
    #expect(error.primary.message.contains("nope"))
    #expect(error.primary.file == "main.xml" && error.primary.range != nil)
    #expect(error.primary.hints.first?.contains("card") == true)
    #expect(error.primary.nodePath?.description == "FrameLayout/View#box")
  }

  @Test func malformedDrawablesAreLocatedInTheirFile() throws {
    let cases: [(String, String)] = [
      ("<shape \(ns) android:shape=\"star\"/>", "Unknown shape 'star'"),
      ("<shape \(ns)><solid android:color=\"blue\"/></shape>", "is not a colour"),
      ("<shape \(ns)><gradient android:angle=\"30\"/></shape>", "multiple of 45"),
      ("<shape \(ns)><shadow/></shape>", "not part of a <shape>"),
      ("<layer-list \(ns)><item/></layer-list>", "has nothing to draw"),
      ("<star \(ns)/>", "not a drawable this renders"),
      ("<inset \(ns) android:drawable=\"@drawable/bad\"/>", "includes itself"),
    ]
    for (text, message) in cases {
      let error = try #require(try self.error(["bad": text]), "\(message)")
      #expect(error.primary.code == .invalidAndroidDrawable, "\(message)")
      #expect(error.primary.message.contains(message), "\(error.primary.message)")
      #expect(error.primary.range != nil, "\(message)")
      #expect(error.primary.nodePath?.description == "FrameLayout/View#box", "\(message)")
    }
  }

  @Test func aNinePatchWithABadBorderIsAnErrorAtTheReference() throws {
    var scene = try DrawableScene()
    var pixels = NinePatchTests.image(size: 8, top: [3])
    pixels.argb[2] = 0xFFFF_0000
    scene.images.images["bad.9.png"] = pixels
    let error = try #require(scene.error(box("@drawable/bad")))
    #expect(error.primary.code == .invalidAndroidDrawable)
    #expect(error.primary.message.contains("top border"))
    #expect(error.primary.file == "main.xml" && error.primary.range != nil)
  }
}
