import CLazyLibraries
import Foundation
import LayoutCore
import LayoutEngine
import LayoutSyntax

/// What a template may read besides its own folder: more folders, and remote URLs.
public struct TemplateAccess: Sendable {
  /// Folders besides the template's own that it may read templates and images from.
  public var allowedPaths: [String]
  /// Whether `xml=` and `template=` may name `http(s)://` URLs.
  public var allowsNetwork: Bool
  /// How long a remote template may take to arrive, in seconds.
  public var networkTimeout: Double = 10
  /// The largest remote template accepted, in bytes.
  public var networkSizeLimit: Int = 1 << 20
  /// The largest template file read (the template and each file it includes), in bytes.
  public var fileSizeLimit: Int = 16 << 20
  /// How many elements, and attributes on each, one template file may hold.
  public var xmlLimits = XmlLimits()

  public init(allowedPaths: [String] = [], allowsNetwork: Bool = false) {
    self.allowedPaths = allowedPaths
    self.allowsNetwork = allowsNetwork
  }
}

/// Loads the files `xml=` and `template=` name: paths relative to the including file, kept
/// inside the sandbox; URLs only when the network is allowed.
struct TemplateFiles: TemplateLoading {
  let sandbox: Sandbox
  let access: TemplateAccess

  init(templateFile: String?, access: TemplateAccess) {
    sandbox = Sandbox(templateFile: templateFile, allowed: access.allowedPaths)
    self.access = access
  }

  func load(_ path: String, from file: String?) throws(DiagnosticError) -> Template {
    let bytes: [UInt8]
    let name: String
    if Sandbox.isURL(path) {
      bytes = try fetch(path)
      name = path
    } else {
      let url = try sandbox.resolve(path, relativeTo: folder(of: file), what: "Template")
      do {
        bytes = try FileAccess.readRegularFile(
          url.path, what: "template", limit: access.fileSizeLimit)
      } catch {
        var error = error
        error.primary.file = nil
        throw error
      }
      name = url.path
    }
    return try TemplateReader.read(bytes: bytes, file: name, limits: access.xmlLimits)
  }

  func identity(of path: String, from file: String?) -> String {
    if Sandbox.isURL(path) { return path }
    let folder = self.folder(of: file)
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
    return url.standardizedFileURL.path
  }

  private func folder(of file: String?) -> URL {
    guard let file, !Sandbox.isURL(file) else { return sandbox.root }
    return URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL
  }

  /// A remote template, when the network is allowed: within the timeout and size limit.
  private func fetch(_ address: String) throws(DiagnosticError) -> [UInt8] {
    guard access.allowsNetwork else {
      throw DiagnosticError(
        .error, code: .remoteTemplate,
        message: "Template '\(address)' is a URL; remote templates are not loaded",
        hints: ["pass --allow-network to let templates load URLs, or download the file"])
    }
    guard let url = URL(string: address), ["http", "https"].contains(url.scheme ?? "") else {
      throw DiagnosticError(
        .error, code: .remoteTemplate, message: "Template '\(address)' is not an http(s) URL")
    }
    return try RemoteFile.fetch(
      url, timeout: access.networkTimeout, sizeLimit: access.networkSizeLimit)
  }
}

/// Fetches a URL synchronously, for remote templates, through libcurl (loaded on first use).
enum RemoteFile {
  static func fetch(_ url: URL, timeout: Double, sizeLimit: Int) throws(DiagnosticError) -> [UInt8]
  {
    let address = url.absoluteString
    if let failure = layout_curl_load() {
      throw DiagnosticError(
        .error, code: .remoteTemplate,
        message: "Template '\(address)' could not be loaded: libcurl is missing: "
          + String(cString: failure))
    }
    var data: UnsafeMutablePointer<UInt8>?
    var count = 0
    var status = 0
    var reason = [CChar](repeating: 0, count: 512)
    let outcome = layout_curl_fetch(
      address, max(1, Int(timeout.rounded(.up))), sizeLimit, &data, &count, &status, &reason,
      reason.count)
    defer { free(data) }
    switch outcome {
    case layout_fetch_too_large:
      throw DiagnosticError(
        .error, code: .remoteTemplate,
        message: "Template '\(address)' is larger than \(sizeLimit) bytes")
    case layout_fetch_timed_out:
      throw DiagnosticError(
        .error, code: .remoteTemplate,
        message: "Template '\(address)' did not arrive within \(Int(timeout)) s")
    case layout_fetch_ok where status == 200:
      return Array(UnsafeBufferPointer(start: data, count: count))
    case layout_fetch_ok:
      throw DiagnosticError(
        .error, code: .remoteTemplate,
        message: "Template '\(address)' could not be loaded: HTTP status \(status)")
    default:
      let message = String(
        decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw DiagnosticError(
        .error, code: .remoteTemplate,
        message: "Template '\(address)' could not be loaded: \(message)")
    }
  }
}
