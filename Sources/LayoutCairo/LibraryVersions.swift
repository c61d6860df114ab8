import CCairo
import CFontconfig
import CLazyLibraries
import CLibPNG
import CPangoCairo
import CTurboJPEG
import CWebP

/// The versions of the libraries that decide what a render looks like, read from the
/// libraries loaded (not the headers built against, except libjpeg-turbo, which has no call
/// for it): two machines that give different pixels for the same template differ here, or in
/// their fonts. Asking loads the libraries that are otherwise loaded on first use.
package enum LibraryVersions {
  /// Library name and version, in a fixed order.
  package static var all: [(name: String, version: String)] {
    [
      ("cairo", String(cString: cairo_version_string())),
      ("pango", String(cString: pango_version_string())),
      ("harfbuzz", String(cString: hb_version_string())),
      ("fontconfig", dotted(Int(FcGetVersion()), base: 100)),
      ("libpng", dotted(Int(png_access_version_number()), base: 100)),
      ("libjpeg-turbo", dotted(Int(LIBJPEG_TURBO_VERSION_NUMBER), base: 1000)),
      ("libwebp", dotted(Int(WebPGetEncoderVersion()), base: 256)),
      ("libavif", layout_avif_load() == nil ? avifVersion : missing),
      ("librsvg", layout_rsvg_load() == nil ? rsvgVersion : missing),
      ("poppler", layout_poppler_load() == nil ? popplerVersion : missing),
    ]
  }

  /// What a library that could not be loaded reports.
  private static let missing = "not installed"

  private static var avifVersion: String { String(cString: layout_avif().pointee.version()) }

  private static var popplerVersion: String { String(cString: layout_poppler_version()) }

  private static var rsvgVersion: String {
    var major: UInt32 = 0
    var minor: UInt32 = 0
    var micro: UInt32 = 0
    layout_rsvg_version(&major, &minor, &micro)
    return "\(major).\(minor).\(micro)"
  }

  /// A version packed as major·base² + minor·base + micro, as `2.14.1`.
  static func dotted(_ packed: Int, base: Int) -> String {
    "\(packed / (base * base)).\(packed / base % base).\(packed % base)"
  }
}
