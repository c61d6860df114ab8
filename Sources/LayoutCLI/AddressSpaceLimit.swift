import Glibc
import Layout

/// The smallest address-space limit (`ulimit -v`) a command starts under.
///
/// Fontconfig and GLib do not survive a failed allocation (fontconfig dereferences the null
/// pointer; GLib aborts by design), and a render maps about 300 MiB before it draws: the
/// libraries, thread stacks and malloc arenas. Below this floor a command would crash while
/// loading fonts, so it stops first with an error that names the limit. Above it, the large
/// allocations that can fail (canvases, decoded images) are Cairo's, which reports them.
enum AddressSpaceLimit {
  /// 512 MiB: the measured need of a render with room to spare.
  static let minimumBytes: UInt = 512 << 20

  /// Throws a `resource-limit` error when the process's address-space limit is set lower than
  /// `minimumBytes`.
  static func check() throws(DiagnosticError) {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0,
      limit.rlim_cur != rlim_t.max,
      limit.rlim_cur < minimumBytes
    else { return }
    throw DiagnosticError(
      .error, code: .resourceLimit,
      message: "The address-space limit (ulimit -v) is \(limit.rlim_cur >> 20) MiB; layout "
        + "needs at least \(minimumBytes >> 20) MiB to start",
      hints: ["raise it with 'ulimit -v \(minimumBytes >> 10)' or more"])
  }
}
