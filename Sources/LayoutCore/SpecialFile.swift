import Glibc

/// Files that are neither regular files nor folders: named pipes, sockets and devices.
/// Opening a named pipe to read waits for a writer, and reading a device may never end, so a
/// file that a template names or a folder search finds is refused (or skipped) when it is one
/// of these, without being opened to read.
public enum SpecialFile {
  /// What the file at `path` is ("a named pipe", "a socket", "a character device", "a block
  /// device"), symbolic links followed; nil for a regular file, a folder, or nothing there.
  public static func kind(at path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return kind(ofMode: status.st_mode)
  }

  /// What a file of this `st_mode` is, when it is neither a regular file nor a folder.
  public static func kind(ofMode mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFIFO: return "a named pipe"
    case S_IFSOCK: return "a socket"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    default: return nil
    }
  }
}
