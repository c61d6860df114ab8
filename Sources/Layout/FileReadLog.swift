import Foundation
import Synchronization

/// The files a load or a render read, or tried to read, each with its stamp from just before
/// the read: what a live preview watches to know when to render again.
///
/// Reads are noted into `FileReadLog.current`, bound around the work with `recording`:
/// templates and the files `xml=` and `template=` include, images, state, constants and
/// `.strings` files (the missing candidates too, so that creating one counts as a change).
///
/// The noted files are kept in a mutex, since image decoding may note reads from another
/// thread than the one that bound the log.
public final class FileReadLog: Sendable {
  /// The log reads are noted into, if any.
  @TaskLocal public static var current: FileReadLog?

  private let stamps = Mutex<[String: FileStamp]>([:])

  public init() {}

  /// The files noted, by standardized path, with their stamps from the first note.
  public var files: [String: FileStamp] {
    stamps.withLock { $0 }
  }

  /// Notes that `path` is about to be read; a path already noted keeps its first stamp.
  public func note(_ path: String) {
    let key = URL(fileURLWithPath: path).standardizedFileURL.path
    stamps.withLock { stamps in
      if stamps[key] == nil { stamps[key] = FileStamp(of: key) }
    }
  }

  /// Notes `path` in the current log, if one is bound.
  static func noteRead(_ path: String) {
    current?.note(path)
  }

  /// Runs `body` with its reads noted in a new log (so that `FileAccess.writeOutput` knows
  /// the inputs), unless one is bound already.
  public static func noting<T>(_ body: () throws(DiagnosticError) -> T) throws(DiagnosticError)
    -> T
  {
    if current != nil { return try body() }
    return try recording(body).result.get()
  }

  /// Runs `body` with its reads noted in a new log; returns its result and the log.
  public static func recording<T>(_ body: () throws(DiagnosticError) -> T)
    -> (result: Result<T, DiagnosticError>, files: [String: FileStamp])
  {
    let log = FileReadLog()
    let result = $current.withValue(log) {
      Result { () throws(DiagnosticError) in try body() }
    }
    return (result, log.files)
  }
}
