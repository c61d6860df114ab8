import Glibc

/// One lock for everything that makes Cairo or Pango use a font face.
///
/// Each renderer has its own Pango font map, but Cairo shares the FreeType faces of a font
/// file between all of them, and keeps only a few faces open: opening one closes another
/// that no thread holds at that moment. In Cairo 1.16 that closing can race with a thread
/// about to use the face, which crashes (seen as a segmentation fault inside libcairo, or
/// "error occurred in libfreetype", when renderers on two threads draw many faces). So
/// measuring text, checking which characters a face lacks, painting a display list,
/// finishing a vector surface and releasing a font library all run under this lock; solving,
/// PNG encoding and image comparison stay parallel. The lock is recursive, so code under it
/// may call other locked code.
enum FontEngineLock {
  nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
    return mutex
  }()

  /// Runs `body` holding the lock.
  static func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result)
    throws(Failure) -> Result
  {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
