import Foundation
import LayoutTesting
import TestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A long-running `layout` command (`watch`, `serve`) started in a folder, whose output the
/// test reads as it comes.
final class LiveProcess: @unchecked Sendable {
  let process = Process()
  private let lock = NSLock()
  private var text = ""
  private var errorText = ""

  /// Starts `layout ARGUMENTS…` in `folder`.
  init(_ arguments: [String], in folder: URL) throws {
    process.executableURL = layoutExecutable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    let errorPipe = Pipe()
    process.standardOutput = pipe
    process.standardError = errorPipe
    pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      self?.lock.withLock { self?.text += String(decoding: data, as: UTF8.self) }
    }
    errorPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      self?.lock.withLock { self?.errorText += String(decoding: data, as: UTF8.self) }
    }
    try process.run()
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  /// Everything printed so far.
  var output: String {
    lock.withLock { text }
  }

  /// Everything printed to standard error so far.
  var errors: String {
    lock.withLock { errorText }
  }

  /// Waits until the output contains `fragment`; false after `timeout` seconds.
  func waitForOutput(containing fragment: String, timeout: TimeInterval = 60) -> Bool {
    poll(timeout: timeout) { self.output.contains(fragment) }
  }

  /// Sends SIGINT and waits for the exit; the status, or nil when it did not stop in time.
  func interrupt(timeout: TimeInterval = 30) -> Int32? {
    process.interrupt()
    guard poll(timeout: timeout, { !self.process.isRunning }) else { return nil }
    return process.terminationStatus
  }
}

/// Calls `condition` every 20 ms until it holds (true) or `timeout` seconds pass (false).
func poll(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
  let deadline = Date(timeIntervalSinceNow: timeout)
  while Date() < deadline {
    if condition() { return true }
    Thread.sleep(forTimeInterval: 0.02)
  }
  return condition()
}

/// The PNG at `path` once `condition` holds of it, or nil after `timeout` seconds.
func waitForImage(
  _ path: URL, timeout: TimeInterval = 60, where condition: (RGBAImage) -> Bool
) -> RGBAImage? {
  var found: RGBAImage?
  _ = poll(timeout: timeout) {
    guard let data = try? Data(contentsOf: path), let image = try? RGBAImage(png: Array(data))
    else { return false }
    found = condition(image) ? image : nil
    return found != nil
  }
  return found
}

extension RGBAImage {
  /// The red, green and blue of the pixel at `x`, `y`.
  func rgb(_ x: Int, _ y: Int) -> [UInt8] {
    let start = (y * width + x) * 4
    return Array(bytes[start..<start + 3])
  }
}

/// Writes `text` to `name` in `folder`, replacing the file as editors that save atomically do.
func save(_ text: String, as name: String, in folder: URL) throws {
  try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
}

/// The status and body of a GET request.
func fetch(_ address: String) throws -> (status: Int, body: Data) {
  final class Reply: @unchecked Sendable {
    var status = 0
    var body = Data()
    var failure: Error?
  }
  let reply = Reply()
  let done = DispatchSemaphore(value: 0)
  var request = URLRequest(url: URL(string: address)!)
  request.timeoutInterval = 60
  URLSession.shared.dataTask(with: request) { data, response, error in
    reply.status = (response as? HTTPURLResponse)?.statusCode ?? 0
    reply.body = data ?? Data()
    reply.failure = error
    done.signal()
  }.resume()
  done.wait()
  if let failure = reply.failure { throw failure }
  return (reply.status, reply.body)
}
