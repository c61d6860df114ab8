import Foundation
import Hummingbird
import Layout
import ServiceLifecycle

extension PreviewServer {
  /// `GET /events/PATH`: server-sent events, one `change` each time a file that the
  /// template's renders read (the template, what it includes, images, state, strings) changes
  /// on disk; the page then renders again. The server checks the files four times a second;
  /// the page does not poll. The stream ends when the server stops, so that a page left open
  /// does not hold the stop up.
  func events(_ request: Request, _ context: BasicRequestContext) -> Response {
    guard let path = catchAllPath(context), let file = site.file(for: path) else {
      return .error(.notFound, "No template is served at \(request.uri.path)")
    }
    let service = self.service
    let body = ResponseBody { writer in
      // The files are stamped before the page hears the stream is open, so that a change made
      // as soon as it has heard is one.
      var seen = Self.stampsOnDisk(service.watchedFiles(of: file))
      try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
      var ticks = 0
      while !Task.isCancelled, !Task.isShuttingDownGracefully {
        try await Task.sleep(for: .milliseconds(250))
        ticks += 1
        let now = Self.stampsOnDisk(service.watchedFiles(of: file))
        if now.contains(where: { path, stamp in seen[path].map { $0 != stamp } ?? false }) {
          try await writer.write(ByteBuffer(string: "event: change\ndata: \(ticks)\n\n"))
        } else if ticks % 60 == 0 {
          try await writer.write(ByteBuffer(string: ": still here\n\n"))
        }
        seen = now
      }
      try await writer.finish(nil)
    }
    return Response(
      status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
      body: body)
  }

  private static func stampsOnDisk(_ files: [String: FileStamp]) -> [String: FileStamp] {
    Dictionary(uniqueKeysWithValues: files.keys.map { ($0, FileStamp(of: $0)) })
  }
}
