import CFontconfig
import Synchronization

/// Keeps Pango from loading fontconfig's default configuration, which no library uses.
///
/// The first Pango font map of a process starts a thread that loads fontconfig's default
/// configuration (every file of `/etc/fonts` and the system's font caches), and Pango waits
/// for it before the first font is matched, even when each font map has a configuration of its
/// own, as a `FontLibrary`'s does (one with system fonts has loaded those files into its own).
/// Making a library's configuration the process's current one first leaves that thread nothing
/// to load: an og-card render spent about 4 ms of CPU there, most of it on the path to its
/// first line of text.
enum SystemFontconfig {
  private static let adopted = Atomic<Bool>(false)

  /// Makes `configuration` fontconfig's current one if no library has done so yet; the
  /// configuration is then kept for the life of the process.
  static func skipLoading(for configuration: OpaquePointer) {
    guard
      adopted.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
        .exchanged
    else { return }
    _ = FcConfigSetCurrent(configuration)
  }
}
