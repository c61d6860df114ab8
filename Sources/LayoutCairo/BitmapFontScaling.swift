/// A fontconfig rule that scales bitmap-only fonts to the size asked for.
///
/// Colour emoji fonts such as Noto Color Emoji hold bitmaps at one strike (109 pixels). When
/// fontconfig matches such a font it reports the strike's pixel size, not the requested one,
/// and Pango would draw every emoji at the strike's size. The rule gives the matched font a
/// transformation matrix that shrinks (or grows) the strike by the ratio of the requested to
/// the strike's pixel size, which cairo applies when it draws and measures the glyphs.
enum BitmapFontScaling {
  /// The `<match>` element; fonts with outlines are left alone.
  static let fontconfigRule = """
    <match target="font">
      <test name="outline" compare="eq"><bool>false</bool></test>
      <edit name="matrix" mode="assign">
        <matrix>
          <divide>
            <name target="pattern">pixelsize</name>
            <name target="font">pixelsize</name>
          </divide>
          <double>0</double>
          <double>0</double>
          <divide>
            <name target="pattern">pixelsize</name>
            <name target="font">pixelsize</name>
          </divide>
        </matrix>
      </edit>
    </match>

    """
}
