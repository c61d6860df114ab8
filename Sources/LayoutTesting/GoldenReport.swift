import Foundation
import Layout
import LayoutCore

/// The HTML report of a run: `index.html` in the report folder, one row per failure with its
/// expected, diff and actual images side by side, and the actual image laid over the expected
/// one with a slider that wipes between them. A zoom control (or `index.html#zoom=4`) scales
/// every image with sharp pixels, and clicking an image toggles it between fitted and full
/// size. Served for review (`layout test --review`), each image difference has an Accept
/// button that asks the server to write the new image over its golden.
public enum GoldenReport {
  /// What a page served for review adds: the token its requests carry, and the failures (by
  /// index) already accepted.
  public struct Review: Sendable {
    /// Sent in the `X-Layout-Review` header of every accept request.
    public var token: String
    /// Indices into the summary's failures whose goldens were rewritten.
    public var accepted: Set<Int>

    public init(token: String, accepted: Set<Int> = []) {
      self.token = token
      self.accepted = accepted
    }
  }

  /// The request header that carries a review's token.
  public static let reviewTokenHeader = "X-Layout-Review"

  /// The index page's path in a report folder.
  public static func indexPath(in directory: String) -> String {
    (directory as NSString).appendingPathComponent("index.html")
  }

  /// Writes the index for `summary`; `rerecord` is the command that accepts the new images.
  /// Returns the index's path.
  @discardableResult
  public static func write(_ summary: GoldenSummary, to directory: String, rerecord: String)
    throws(DiagnosticError) -> String
  {
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw DiagnosticError(
        .error, code: .writeFailed, message: "Cannot create folder '\(directory)'")
    }
    let path = indexPath(in: directory)
    let html = page(summary, directory: directory, rerecord: rerecord)
    try FileAccess.writeAtomically(Array(html.utf8), to: path)
    return path
  }

  /// The whole page; with `review`, each image difference has an Accept button.
  public static func page(
    _ summary: GoldenSummary, directory: String, rerecord: String, review: Review? = nil
  ) -> String {
    let rows = summary.failures.enumerated().map { index, failure in
      row(failure, directory: directory, accept: review.map { acceptControl(index, $0) })
    }.joined(separator: "\n")
    let title = "\(summary.passed) passed, \(summary.failures.count) failed"
    // Only image differences can be accepted; errors (settings, templates) must be fixed.
    let acceptable = summary.failures.filter { $0.artifacts?.actual != nil }.count
    let hint: String
    if acceptable == 0 {
      hint = ""
    } else if review != nil {
      hint =
        "<p>Accept writes a case's new image over its golden. "
        + "<button id=\"acceptAll\">Accept all \(acceptable)</button></p>"
    } else {
      hint = "<p>To accept the new images: <code>\(escape(rerecord))</code></p>"
    }
    let accepting = review.map { reviewScript(token: $0.token) } ?? ""
    return """
      <!doctype html>
      <html><head><meta charset="utf-8"><title>Layout goldens: \(title)</title>
      <style>\(style)</style></head>
      <body><header><h1>\(title)</h1>
      <label>Zoom <input id="zoom" type="range" min="0.25" max="8" step="0.25" value="1">
      <output id="zoomValue">1×</output></label></header>
      \(hint)
      \(rows)
      <script>\(script)\(accepting)</script></body></html>

      """
  }

  /// One failure: its name, message, the three images and, in a review, its Accept control.
  static func row(_ failure: GoldenFailure, directory: String, accept: ((GoldenFailure) -> String)?)
    -> String
  {
    let images = [
      ("expected", failure.artifacts?.expected), ("diff", failure.artifacts?.diff),
      ("actual", failure.artifacts?.actual),
    ].map { figure($0.0, $0.1, directory: directory) }.joined()
    let overlay = overlayFigure(failure.artifacts, directory: directory)
    return """
      <section><h2>\(escape(failure.name))\(accept?(failure) ?? "")</h2>\
      <pre>\(escape(failure.message))</pre>
      <div class="triptych">\(images)\(overlay)</div></section>
      """
  }

  /// The Accept button of failure `index`, or its mark once accepted; nothing for a failure
  /// with no new image (an error in the template or its settings).
  private static func acceptControl(_ index: Int, _ review: Review) -> (GoldenFailure) -> String {
    { failure in
      guard failure.artifacts?.actual != nil else { return "" }
      if review.accepted.contains(index) {
        return " <span class=\"accepted\" data-case=\"\(index)\">accepted</span>"
      }
      return " <button class=\"accept\" data-case=\"\(index)\" title=\"write the actual image "
        + "over \(escape(failure.golden))\">Accept</button>"
    }
  }

  /// The actual image over the expected one, shown left of a slider's position: dragging it
  /// wipes from one to the other.
  private static func overlayFigure(_ artifacts: GoldenArtifactPaths?, directory: String)
    -> String
  {
    guard let expected = artifacts?.expected, let actual = artifacts?.actual else { return "" }
    let below = escape(relative(expected, to: directory))
    let above = escape(relative(actual, to: directory))
    return "<figure class=\"overlay\"><figcaption>actual ◀ wipe ▶ expected</figcaption>"
      + "<div class=\"wipe\"><img src=\"\(below)\" alt=\"expected\">"
      + "<img class=\"above\" src=\"\(above)\" alt=\"actual\"></div>"
      + "<input class=\"wiper\" type=\"range\" min=\"0\" max=\"100\" value=\"50\"></figure>"
  }

  private static func figure(_ caption: String, _ path: String?, directory: String) -> String {
    guard let path else {
      return "<figure><figcaption>\(caption)</figcaption><div class=\"none\">none</div></figure>"
    }
    let link = escape(relative(path, to: directory))
    return "<figure><figcaption>\(caption)</figcaption>"
      + "<img src=\"\(link)\" alt=\"\(caption)\" title=\"click to zoom\"></figure>"
  }

  /// `path` relative to the report folder when it lies inside it.
  private static func relative(_ path: String, to directory: String) -> String {
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    let link = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    return link.split(separator: "/").map {
      $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
    }.joined(separator: "/")
  }

  static func escape(_ text: String) -> String {
    XMLEscaping.escaped(text, quotes: true, greaterThan: true)
  }

  private static let style = """
    body{font:14px system-ui,sans-serif;margin:0 16px;background:#f4f4f5;color:#18181b}
    header{position:sticky;top:0;background:#f4f4f5;padding:8px 0;display:flex;gap:24px;\
    align-items:center;border-bottom:1px solid #d4d4d8;z-index:1}
    h1{font-size:18px;margin:0}h2{font-size:15px;margin:16px 0 4px}
    pre{margin:0 0 8px;white-space:pre-wrap;color:#b91c1c}
    button.accept{margin-left:12px;font:inherit;padding:2px 12px;cursor:pointer}
    .accepted{margin-left:12px;color:#15803d;font-size:13px}
    .triptych{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}
    figure{margin:0;background:#fff;border:1px solid #d4d4d8;padding:4px}
    figcaption{font-size:12px;color:#52525b;margin-bottom:4px}
    img{display:block;zoom:var(--zoom,1);image-rendering:pixelated;cursor:zoom-in;\
    max-width:calc(30vw / var(--zoom,1))}
    img.full,body.zoomed img{max-width:none;cursor:zoom-out}
    .none{width:120px;height:80px;display:grid;place-items:center;color:#a1a1aa}
    .wipe{position:relative}.wipe img.above{position:absolute;left:0;top:0;\
    clip-path:inset(0 50% 0 0)}.wiper{width:100%}
    """

  /// Posts an accept for a button's case and marks it accepted once the server has written
  /// the golden; the body's `data-accepted` counts the acceptances of this page.
  private static func reviewScript(token: String) -> String {
    """
    const review='\(token)';document.body.dataset.accepted='0';\
    const accept=b=>fetch('/accept/'+b.dataset.case,{method:'POST',headers:\
    {'\(reviewTokenHeader)':review}}).then(r=>r.json().then(j=>{if(!r.ok)throw j;\
    const m=document.createElement('span');m.className='accepted';m.dataset.case=b.dataset.case;\
    m.textContent='accepted';m.title=j.golden;b.replaceWith(m);\
    document.body.dataset.accepted=String(Number(document.body.dataset.accepted)+1);}))\
    .catch(e=>{b.textContent='Accept failed';b.title=JSON.stringify(e);});
    document.querySelectorAll('button.accept').forEach(b=>b.addEventListener('click',()=>\
    {b.disabled=true;accept(b);}));
    const all=document.getElementById('acceptAll');if(all)all.addEventListener('click',()=>\
    document.querySelectorAll('button.accept:not(:disabled)').forEach(b=>b.click()));
    """
  }

  private static let script = """
    const zoom=document.getElementById('zoom'),shown=document.getElementById('zoomValue');
    const setZoom=v=>{document.body.style.setProperty('--zoom',v);zoom.value=v;\
    document.body.classList.toggle('zoomed',Number(v)!==1);shown.textContent=v+'×';};
    zoom.addEventListener('input',()=>setZoom(zoom.value));
    const asked=location.hash.match(/zoom=([0-9.]+)/);if(asked)setZoom(asked[1]);
    document.querySelectorAll('img').forEach(i=>i.addEventListener('click',()=>\
    i.classList.toggle('full')));
    document.querySelectorAll('.wiper').forEach(w=>w.addEventListener('input',()=>{\
    w.parentElement.querySelector('img.above').style.clipPath=\
    'inset(0 '+(100-w.value)+'% 0 0)';}));
    """
}
