import CAvif
import CCairo
import CFontconfig
import CLibPNG
import CPangoCairo
import CPoppler
import CRsvg
import CTurboJPEG
import CWebP

/// The versions of the libraries that decide what a render looks like, read from the
/// libraries loaded (not the headers built against, except libjpeg-turbo, which has no call
/// for it): two machines that give different pixels for the same template differ here, or in
/// their fonts.
public enum LibraryVersions {
  /// Library name and version, in a fixed order.
  public static var all: [(name: String, version: String)] {
    [
      ("cairo", String(cString: cairo_version_string())),
      ("pango", String(cString: pango_version_string())),
      ("harfbuzz", String(cString: hb_version_string())),
      ("fontconfig", dotted(Int(FcGetVersion()), base: 100)),
      ("libpng", dotted(Int(png_access_version_number()), base: 100)),
      ("libjpeg-turbo", dotted(Int(LIBJPEG_TURBO_VERSION_NUMBER), base: 1000)),
      ("libwebp", dotted(Int(WebPGetEncoderVersion()), base: 256)),
      ("libavif", String(cString: avifVersion())),
      ("librsvg", "\(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)"),
      ("poppler", String(cString: poppler_get_version())),
    ]
  }

  /// A version packed as major·base² + minor·base + micro, as `2.14.1`.
  static func dotted(_ packed: Int, base: Int) -> String {
    "\(packed / (base * base)).\(packed / base % base).\(packed % base)"
  }
}
