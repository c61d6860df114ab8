import CPangoCairo
import Layout
import LayoutCore
import LayoutEngine
import LayoutViews
import Testing

@testable import LayoutCairo

/// Korean wraps between words, as UIKit wraps it, not between any two syllables as UAX #14
/// allows; a word wider than the line still breaks.
@Suite struct KoreanLineBreakTests {
  /// The text of each line of `text` laid out at `width` points in Inter 20.
  func lines(_ text: String, width: Double) throws -> [String] {
    let renderer = try Renderer()
    let layout = PangoFont.layout(
      AttributedText(plain: text), style: TextStyle(numberOfLines: 0), width: width,
      context: renderer.fonts.context)
    defer { PangoFont.release(layout) }
    let bytes = Array(text.utf8)
    return (0..<pango_layout_get_line_count(layout)).map { index in
      let line = pango_layout_get_line_readonly(layout, index)!.pointee
      let start = Int(line.start_index)
      return String(decoding: bytes[start..<start + Int(line.length)], as: UTF8.self)
    }
  }

  @Test func hangulRunsAreFound() {
    #expect(HangulWordBreaks.runs(in: "가나 다 ab 라마바.") == [0..<6, 14..<23])
    #expect(HangulWordBreaks.runs(in: "no Korean") == [])
  }

  @Test func linesBreakAtSpacesBetweenKoreanWords() throws {
    let wrapped = try lines("한국어 문장은 단어 사이의 공백에서 줄을 바꿉니다.", width: 130)
    #expect(wrapped.count > 2)
    for line in wrapped.dropLast() {
      #expect(line.hasSuffix(" "), "\(wrapped)")
    }
  }

  @Test func aKoreanWordWiderThanTheLineStillBreaks() throws {
    let wrapped = try lines("가나다라마바사아자차카타파하 끝", width: 100)
    #expect(wrapped.count > 2, "\(wrapped)")
    #expect(wrapped.first?.hasPrefix("가나다") == true)
  }
}
