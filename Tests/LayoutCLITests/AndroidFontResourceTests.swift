import CommandSupport
import Foundation
import TestSupport
import Testing

/// Font resources (`res/font/`): a font file and a `<font-family>` of files are loaded and
/// drawn, a family's face chosen by weight; a downloadable font's family is drawn when the
/// renderer's fonts have it, else Roboto, with a warning.
@Suite struct AndroidFontResourceTests {
  static let ns = androidNamespace

  /// The render of the folder's `res/layout/main.xml` and its display list's text lines.
  private static func drawnTexts(in folder: URL) -> (CommandResult, [Substring]) {
    let result = runLayout(
      [
        "render", folder.appendingPathComponent("res/layout/main.xml").path, "--dump",
        "display-list",
      ])
    #expect(result.exitCode == 0, "\(result.errors)")
    return (result, result.output.split(separator: "\n").filter { $0.contains("text ") })
  }

  @Test func fontFilesAndFamiliesAreLoadedAndDownloadableFontsFallBackToRoboto() throws {
    let fonts = packageRoot.appendingPathComponent("Fonts/Liberation")
    let regular = try Data(contentsOf: fonts.appendingPathComponent("LiberationSerif-Regular.ttf"))
    let bold = try Data(contentsOf: fonts.appendingPathComponent("LiberationSerif-Bold.ttf"))
    func text(_ name: String, _ attributes: String) -> String {
      """
      <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:text="\(name)" \(attributes)/>
      """
    }
    let folder = try androidFolder(
      [
        "res/font/book.xml": """
        <font-family \(Self.ns)>
          <font android:font="@font/book_regular" android:fontWeight="400"/>
          <font android:font="@font/book_bold" android:fontWeight="700"/>
        </font-family>
        """,
        "res/font/rubik_medium.xml": """
        <font-family xmlns:app="http://schemas.android.com/apk/res-auto"
            app:fontProviderAuthority="com.google.android.gms.fonts"
            app:fontProviderQuery="name=Rubik&amp;weight=500"/>
        """,
        "res/layout/main.xml": """
        <LinearLayout \(Self.ns) android:layout_width="match_parent"
            android:layout_height="match_parent" android:orientation="vertical">
          \(text("Family", #"android:fontFamily="@font/book""#))
          \(text("Bold", #"android:fontFamily="@font/book" android:textStyle="bold""#))
          \(text("File", #"android:fontFamily="@font/book_regular""#))
          \(text("Downloaded", #"android:fontFamily="@font/rubik_medium""#))
        </LinearLayout>
        """,
      ], data: ["res/font/book_regular.ttf": regular, "res/font/book_bold.ttf": bold])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, texts) = Self.drawnTexts(in: folder)
    #expect(texts.count == 4, "\(result.output)")
    guard texts.count == 4 else { return }
    #expect(texts[0].contains("'Liberation Serif,Roboto' 14 #"), "\(texts[0])")
    #expect(texts[1].contains("'Liberation Serif,Roboto' 14 bold"), "\(texts[1])")
    #expect(texts[2].contains("'Liberation Serif,Roboto'"), "\(texts[2])")
    // Rubik is not among the fonts: drawn in Roboto at the query's weight, with a warning.
    #expect(texts[3].contains("'Rubik,Roboto' 14 medium"), "\(texts[3])")
    #expect(result.errors.contains("@font/rubik_medium is a downloadable font (Rubik)"))
    #expect(!result.errors.contains("@font/book"), "\(result.errors)")
  }

  @Test func aFamilysFaceIsChosenByStyleEvenWhenItsFileNamesAnotherFamily() throws {
    // An italic face whose file calls its family by another name (as many shipped faces
    // do): textStyle="italic" draws it, as the platform picks a family's face by the
    // weight and style its <font> gives, not by the names inside the files.
    let fonts = packageRoot.appendingPathComponent("Fonts")
    let upright = try Data(
      contentsOf: fonts.appendingPathComponent("Liberation/LiberationSerif-Regular.ttf"))
    let italic = try Data(contentsOf: fonts.appendingPathComponent("Noto/NotoSerif-Regular.ttf"))
    let folder = try androidFolder(
      [
        "res/font/market.xml": """
        <font-family \(Self.ns)>
          <font android:font="@font/market_normal" android:fontStyle="normal"/>
          <font android:font="@font/market_italic" android:fontStyle="italic"/>
        </font-family>
        """,
        "res/layout/main.xml": """
        <LinearLayout \(Self.ns) android:layout_width="match_parent"
            android:layout_height="match_parent" android:orientation="vertical">
          <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
              android:text="Upright" android:fontFamily="@font/market"/>
          <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
              android:text="Slanted" android:fontFamily="@font/market"
              android:textStyle="italic"/>
        </LinearLayout>
        """,
      ], data: ["res/font/market_normal.ttf": upright, "res/font/market_italic.ttf": italic])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, texts) = Self.drawnTexts(in: folder)
    #expect(texts.count == 2, "\(result.output)")
    guard texts.count == 2 else { return }
    #expect(texts[0].contains("'Liberation Serif,Roboto' 14 #"), "\(texts[0])")
    #expect(texts[1].contains("'Noto Serif,Roboto' 14 italic"), "\(texts[1])")
  }

  @Test func aFontFileThatIsNoFontAndADownloadableFontAreEachSaidOnce() throws {
    func text(_ family: String) -> String {
      """
      <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:text="Hi" android:fontFamily="@font/\(family)"/>
      """
    }
    let folder = try androidFolder(
      [
        "res/font/rubik.xml": """
        <font-family xmlns:app="http://schemas.android.com/apk/res-auto"
            app:fontProviderAuthority="com.google.android.gms.fonts"
            app:fontProviderQuery="Rubik"/>
        """,
        "res/layout/main.xml": """
        <LinearLayout \(Self.ns) android:layout_width="match_parent"
            android:layout_height="match_parent" android:orientation="vertical">
          \(text("broken")) \(text("broken")) \(text("broken"))
          \(text("rubik")) \(text("rubik"))
        </LinearLayout>
        """,
      ], data: ["res/font/broken.ttf": Data("not a font".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runLayout(
      [
        "render", folder.appendingPathComponent("res/layout/main.xml").path, "--dump",
        "display-list",
      ])
    #expect(result.exitCode == 0, "\(result.errors)")
    let warnings = result.errors.split(separator: "\n").filter { $0.contains("warning:") }
    let unreadable = warnings.filter { $0.contains("cannot be read as a font") }
    #expect(unreadable.count == 1, "\(result.errors)")
    #expect(
      unreadable.first?.contains("@font/broken is broken.ttf, which cannot be read") == true,
      "\(result.errors)")
    #expect(unreadable.first?.contains("(3 views)") == true, "\(result.errors)")
    let downloadable = warnings.filter { $0.contains("is a downloadable font (Rubik)") }
    #expect(downloadable.count == 1, "\(result.errors)")
    #expect(downloadable.first?.contains("(2 views)") == true, "\(result.errors)")
    // The broken file's text is drawn in Roboto.
    #expect(result.output.contains("'Roboto' 14"), "\(result.output)")
  }
}
