import Foundation
import LayoutCore

/// The routes of `layout serve`: the page, the current image, and the version a page waits on.
///
/// - `/`: an HTML page showing the image, which waits on `/wait` and swaps in the new image
///   whenever the version moves on (no reload of the page itself, so the scroll stays).
/// - `/image`: the current image (PNG or SVG), or 503 before the first render.
/// - `/version`: `{"version": N, "status": "…"}` at once.
/// - `/wait?after=N`: the same, as soon as the version is past N (or after 25 s).
struct PreviewPage: Sendable {
  let state: PreviewState
  /// The MIME type of the images.
  let imageType: String
  /// The template's name, for the page's title.
  let title: String
  /// The longest a `/wait` request is held open, in seconds.
  var waitTimeout: TimeInterval = 25

  func respond(to request: HTTPRequest) -> HTTPResponse {
    switch request.path {
    case "/": return .text(html, type: "text/html; charset=utf-8")
    case "/image":
      guard let image = state.currentImage else { return .text("No image yet\n", status: 503) }
      return HTTPResponse(status: 200, contentType: imageType, body: image)
    case "/version": return json(state.current)
    case "/wait":
      let after = request.query["after"].flatMap { Int($0) } ?? 0
      return json(state.waitForVersion(after: after, timeout: waitTimeout))
    default: return .text("Not found\n", status: 404)
    }
  }

  private func json(_ snapshot: PreviewState.Snapshot) -> HTTPResponse {
    let data = (try? JSONEncoder().encode(snapshot)) ?? Data("{}".utf8)
    return HTTPResponse(status: 200, contentType: "application/json", body: Array(data))
  }

  private var html: String {
    let escaped = XMLEscaping.escaped(title, quotes: true, greaterThan: true)
    return """
      <!doctype html>
      <html><head><meta charset="utf-8"><title>\(escaped) · layout serve</title>
      <style>
        body { margin: 0; background: #e5e5e5; font: 14px/1.4 system-ui, sans-serif; }
        #status { margin: 12px 24px; color: #444; font-family: ui-monospace, monospace; }
        img { display: block; margin: 0 24px 24px; max-width: calc(100% - 48px);
              background: repeating-conic-gradient(#fff 0 25%, #ddd 0 50%) 0 0 / 16px 16px;
              box-shadow: 0 1px 4px rgba(0, 0, 0, 0.3); }
      </style></head>
      <body><div id="status">rendering…</div><img id="image" src="/image" alt="\(escaped)">
      <script>
        let version = 0;
        async function follow() {
          for (;;) {
            try {
              const reply = await fetch('/wait?after=' + version, { cache: 'no-store' });
              const next = await reply.json();
              document.getElementById('status').textContent = next.status;
              if (next.version !== version) {
                version = next.version;
                document.getElementById('image').src = '/image?v=' + version;
              }
            } catch (error) {
              document.getElementById('status').textContent = 'layout serve has stopped';
              await new Promise(resolve => setTimeout(resolve, 2000));
            }
          }
        }
        follow();
      </script></body></html>
      """
  }
}
