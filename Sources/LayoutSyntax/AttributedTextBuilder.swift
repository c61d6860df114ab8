import LayoutCore

/// The attributes text gets from the elements around it.
struct HTMLTextStyle: Equatable {
  var traits: TextTraits = []
  var alignment: TextAlignment?
}

/// Accumulates attributed text the way a browser lays out HTML whitespace.
///
/// Each run of HTML whitespace becomes one space, which is dropped at the start and end of a
/// line; the space keeps the style of the text where the run began. Block boundaries start a
/// new line (one newline, never an empty line); the newline takes the alignment of the
/// paragraph it ends. Runs with equal attributes are merged as text is added.
struct AttributedTextBuilder {
  private var string = ""
  private var count = 0
  private var runs: [TextRun] = []
  private var last: Unicode.Scalar?
  /// A collapsed space waiting for text on the same line.
  private var pendingSpace: HTMLTextStyle?
  /// A block boundary waiting for text to start a new line.
  private var pendingBreak: HTMLTextStyle?

  /// Adds text as written in HTML, collapsing its whitespace.
  mutating func appendText(_ text: String, style: HTMLTextStyle) {
    for scalar in text.unicodeScalars {
      if HTMLWhitespace.contains(scalar) {
        if pendingSpace == nil, pendingBreak == nil, let last, last != " ", last != "\n" {
          pendingSpace = style
        }
      } else {
        flushPending()
        emit(scalar, style: style)
      }
    }
  }

  /// Adds a list item marker such as `•` or `2.`, followed by a space if the item has content.
  mutating func appendMarker(_ marker: String, style: HTMLTextStyle) {
    flushPending()
    for scalar in marker.unicodeScalars { emit(scalar, style: style) }
    pendingSpace = style
  }

  /// Adds a newline (`<br>`), dropping any space before it.
  mutating func appendLineBreak(style: HTMLTextStyle) {
    pendingSpace = nil
    flushPending()
    emit("\n", style: style)
  }

  /// Ends the current line unless it is empty; the newline is only added if text follows.
  mutating func endLine(traits: TextTraits) {
    pendingSpace = nil
    guard pendingBreak == nil, let last, last != "\n" else { return }
    pendingBreak = HTMLTextStyle(traits: traits, alignment: runs.last?.alignment)
  }

  /// The text so far; a pending line end or space at the end is dropped.
  func build() -> AttributedText {
    AttributedText(string: string, runs: runs)
  }

  private mutating func flushPending() {
    if let style = pendingBreak {
      pendingBreak = nil
      emit("\n", style: style)
    }
    if let style = pendingSpace {
      pendingSpace = nil
      emit(" ", style: style)
    }
  }

  private mutating func emit(_ scalar: Unicode.Scalar, style: HTMLTextStyle) {
    string.unicodeScalars.append(scalar)
    if let run = runs.last, run.traits == style.traits, run.alignment == style.alignment {
      runs[runs.count - 1].range = run.range.lowerBound..<(count + 1)
    } else {
      runs.append(
        TextRun(range: count..<(count + 1), traits: style.traits, alignment: style.alignment))
    }
    count += 1
    last = scalar
  }
}
