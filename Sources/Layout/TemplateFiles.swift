import Foundation
import LayoutCore
import LayoutEngine
import LayoutSyntax

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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
        bytes = try FileAccess.read(url.path, what: "template", limit: access.fileSizeLimit)
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

/// Fetches a URL synchronously, for remote templates.
enum RemoteFile {
  static func fetch(_ url: URL, timeout: Double, sizeLimit: Int) throws(DiagnosticError) -> [UInt8]
  {
    // Sendable: written by the session's callback before `done` is signalled, read only after
    // the wait succeeds; a write after a timeout is never read.
    final class Outcome: @unchecked Sendable {
      var data: Data?
      var failure: String?
    }
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    var request = URLRequest(url: url)
    request.timeoutInterval = timeout
    URLSession.shared.dataTask(with: request) { data, response, error in
      if let error {
        outcome.failure = error.localizedDescription
      } else if let status = (response as? HTTPURLResponse)?.statusCode, status != 200 {
        outcome.failure = "HTTP status \(status)"
      } else {
        outcome.data = data
      }
      done.signal()
    }.resume()
    guard done.wait(timeout: .now() + timeout + 1) == .success else {
      throw DiagnosticError(
        .error, code: .remoteTemplate,
        message: "Template '\(url.absoluteString)' did not arrive within \(Int(timeout)) s")
    }
    guard let data = outcome.data else {
      throw DiagnosticError(
        .error, code: .remoteTemplate,
        message: "Template '\(url.absoluteString)' could not be loaded: \(outcome.failure ?? "")")
    }
    guard data.count <= sizeLimit else {
      throw DiagnosticError(
        .error, code: .remoteTemplate,
        message: "Template '\(url.absoluteString)' is larger than \(sizeLimit) bytes")
    }
    return [UInt8](data)
  }
}
