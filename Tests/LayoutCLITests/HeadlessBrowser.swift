import Foundation
import Glibc

/// Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// JSON messages ending in a NUL byte, read on file descriptor 3 and written on 4), so tests
/// can load a page, run script in it and take screenshots without a WebSocket client.
///
/// Sendable: its replies are kept by an `Inbox`, under a lock.
final class HeadlessBrowser: @unchecked Sendable {
  /// Debian's Chromium, when installed (`scripts/bootstrap --test` installs it).
  static let executable = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  private let pid: pid_t
  private let toBrowser: Int32
  private let fromBrowser: Int32
  private let profile: URL
  /// Held by the reading thread too, which must not hold the browser (its `deinit` stops
  /// Chromium, which ends the thread's reads).
  private let inbox = Inbox()

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  init() throws {
    guard let executable = Self.executable else { throw Failure(description: "no chromium") }
    profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-chromium-\(UUID().uuidString)")
    var commands: [Int32] = [0, 0]
    var events: [Int32] = [0, 0]
    guard pipe(&commands) == 0, pipe(&events) == 0 else {
      throw Failure(description: "pipe failed")
    }
    let arguments = [
      executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--remote-debugging-pipe", "--user-data-dir=\(profile.path)", "about:blank",
    ]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
    posix_spawn_file_actions_adddup2(&actions, events[1], 4)
    let null = Glibc.open("/dev/null", O_WRONLY)
    defer { close(null) }
    posix_spawn_file_actions_adddup2(&actions, null, 1)
    posix_spawn_file_actions_adddup2(&actions, null, 2)
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    // A process group of its own, so that stopping it stops its helper processes too.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions, &attributes, &argv, environ)
    close(commands[0])
    close(events[1])
    guard status == 0 else { throw Failure(description: "chromium did not start: \(status)") }
    pid = child
    toBrowser = commands[1]
    fromBrowser = events[0]
    let (inbox, source) = (inbox, fromBrowser)
    Thread { inbox.read(from: source) }.start()
  }

  deinit {
    close(toBrowser)
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    close(fromBrowser)
    try? FileManager.default.removeItem(at: profile)
  }

  /// Sends a command and waits for its reply's `result`.
  @discardableResult
  func send(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil)
    throws -> [String: Any]
  {
    let id = inbox.newID()
    var message: [String: Any] = ["id": id, "method": method, "params": parameters]
    if let session { message["sessionId"] = session }
    let data = try JSONSerialization.data(withJSONObject: message) + [0]
    _ = data.withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
    guard let reply = inbox.reply(to: id, timeout: 30) else {
      throw Failure(description: "\(method): no reply in 30 s")
    }
    if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
    return reply["result"] as? [String: Any] ?? [:]
  }

  /// Opens `url` in a new tab; returns the session that drives it.
  func open(_ url: String) throws -> String {
    let target = try send("Target.createTarget", ["url": url])["targetId"] as? String ?? ""
    let attached = try send("Target.attachToTarget", ["targetId": target, "flatten": true])
    return attached["sessionId"] as? String ?? ""
  }

  /// The value of a script expression in the page (promises awaited).
  func evaluate(_ expression: String, session: String) throws -> Any? {
    let result = try send(
      "Runtime.evaluate",
      ["expression": expression, "returnByValue": true, "awaitPromise": true], session: session)
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Evaluates `expression` until it is true; false after `timeout` seconds.
  func wait(for expression: String, session: String, timeout: Double = 20) throws -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while Date() < deadline {
      if try evaluate(expression, session: session) as? Bool == true { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return false
  }

  /// A PNG of the page as shown.
  func screenshot(session: String) throws -> Data {
    let result = try send("Page.captureScreenshot", ["format": "png"], session: session)
    return Data(base64Encoded: result["data"] as? String ?? "") ?? Data()
  }
}

/// The browser's replies by command id, read off its pipe by a thread of their own.
///
/// Sendable: the replies are kept under `condition`.
private final class Inbox: @unchecked Sendable {
  private let condition = NSCondition()
  private var replies: [Int: [String: Any]] = [:]
  private var lastID = 0

  func newID() -> Int {
    condition.withLock {
      lastID += 1
      return lastID
    }
  }

  /// The reply to command `id`; nil after `timeout` seconds.
  func reply(to id: Int, timeout: Double) -> [String: Any]? {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while replies[id] == nil {
      guard condition.wait(until: deadline) else { return nil }
    }
    return replies.removeValue(forKey: id)
  }

  /// Reads NUL-terminated JSON messages until the pipe closes.
  func read(from source: Int32) {
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = Glibc.read(source, &buffer, buffer.count)
      guard count > 0 else { return }
      pending += buffer[0..<count]
      while let end = pending.firstIndex(of: 0) {
        let message = Array(pending[..<end])
        pending.removeFirst(end + 1)
        guard let object = try? JSONSerialization.jsonObject(with: Data(message)),
          let reply = object as? [String: Any], let id = reply["id"] as? Int
        else { continue }
        condition.withLock {
          replies[id] = reply
          condition.broadcast()
        }
      }
    }
  }
}
