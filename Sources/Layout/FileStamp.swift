import Foundation
import Glibc

/// How a file looked to `stat`: enough to tell that it changed, however it was saved. Editors
/// that write a new file and rename it over the old one change the inode; others change the
/// size or the modification time. A missing file has a stamp too, so that creating it counts
/// as a change.
public struct FileStamp: Hashable, Sendable {
  /// False when the path names nothing (or nothing `stat` may see).
  public let exists: Bool
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let modifiedSeconds: Int
  let modifiedNanoseconds: Int
  let changedSeconds: Int
  let changedNanoseconds: Int

  /// The stamp of the file at `path` now.
  public init(of path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      self.init(exists: false)
      return
    }
    self.init(
      exists: true, device: UInt64(info.st_dev), inode: UInt64(info.st_ino),
      size: Int64(info.st_size), modifiedSeconds: Int(info.st_mtim.tv_sec),
      modifiedNanoseconds: Int(info.st_mtim.tv_nsec), changedSeconds: Int(info.st_ctim.tv_sec),
      changedNanoseconds: Int(info.st_ctim.tv_nsec))
  }

  private init(
    exists: Bool, device: UInt64 = 0, inode: UInt64 = 0, size: Int64 = 0,
    modifiedSeconds: Int = 0, modifiedNanoseconds: Int = 0, changedSeconds: Int = 0,
    changedNanoseconds: Int = 0
  ) {
    self.exists = exists
    self.device = device
    self.inode = inode
    self.size = size
    self.modifiedSeconds = modifiedSeconds
    self.modifiedNanoseconds = modifiedNanoseconds
    self.changedSeconds = changedSeconds
    self.changedNanoseconds = changedNanoseconds
  }

  /// When the file's status last changed (a write, a rename onto it), if it exists.
  public var changeDate: Date? {
    guard exists else { return nil }
    let seconds = Double(changedSeconds) + Double(changedNanoseconds) / 1e9
    return Date(timeIntervalSince1970: seconds)
  }
}
