import Foundation

/// The HTML of the listing and of a template's preview page.
enum PreviewPages {
  static let style = """
    body{font:14px system-ui,sans-serif;margin:24px;color:#1f2937;background:#f8fafc}
    a{color:#2563eb}ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:16px}
    li{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:12px}
    li img{display:block;max-width:240px;max-height:160px;margin-top:8px}
    .controls{display:flex;flex-wrap:wrap;gap:12px;align-items:end;margin:12px 0}
    label{display:flex;flex-direction:column;font-size:12px;color:#475569;gap:4px}
    textarea{width:100%;min-height:120px;font:12px ui-monospace,monospace}
    #image{max-width:100%;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px;
    border:1px solid #e2e8f0}
    #redbox{background:#c00;color:#fff;padding:16px;border-radius:6px;font:13px ui-monospace,monospace;
    white-space:pre-wrap}
    pre{background:#fff;border:1px solid #e2e8f0;padding:8px;overflow:auto;max-height:320px}
    #status{color:#64748b}
    #warnings{background:#fef3c7;border:1px solid #f59e0b;padding:8px 12px;border-radius:6px}
    #document{width:100%;height:70vh;border:1px solid #e2e8f0}
    fieldset{border:1px solid #e2e8f0;border-radius:6px;font-size:12px;color:#475569}
    """

  /// Every template of the folder, linked to its page, with a small render; the heading
  /// names the folder by its own name, not by where it is on the server.
  static func listing(folder: String, paths: [String]) -> String {
    let items = paths.map { path in
      let link = escapeHTML(PreviewServer.escapePath(path))
      return """
        <li><a href="/t/\(link)">\(escapeHTML(path))</a>\
        <img src="/render/\(link).png?scale=0.5" alt="" loading="lazy"></li>
        """
    }
    let body = items.isEmpty ? "<p>No templates found.</p>" : "<ul>\(items.joined())</ul>"
    return """
      <!doctype html>
      <html><head><meta charset="utf-8"><title>Templates · layout serve</title>
      <style>\(style)</style></head>
      <body data-page="listing"><h1>Templates in \(escapeHTML(folderName(folder)))</h1>\(body)
      </body></html>
      """
  }

  /// The name a listing gives the served folder: its last component.
  static func folderName(_ folder: String) -> String {
    folder == "/" ? "/" : (folder as NSString).lastPathComponent + "/"
  }

  /// One template: its render, the state editor and the controls (for an Android layout also
  /// the night mode, density, other qualifiers and view state), the Red Box on an error, the
  /// warnings about the query, the frames and display-list dumps; it renders again when a
  /// control or a file changes.
  static func template(path: String, state: String, isAndroid: Bool) -> String {
    let encodedPath = PreviewServer.escapePath(path)
    return """
      <!doctype html>
      <html><head><meta charset="utf-8"><title>\(escapeHTML(path)) · layout serve</title>
      <style>\(style)</style></head>
      <body data-page="template" data-renders="0">
      <p><a href="/">All templates</a></p><h1>\(escapeHTML(path))</h1>
      <div class="controls">
      <label>Size (points)<input class="control" id="size" placeholder="root's size" size="10"></label>
      <label>Scale<select class="control" id="scale"><option>1</option><option>2</option>
      <option>3</option></select></label>
      <label>Layout mode<select class="control" id="layoutMode"><option value="">default</option>
      <option>legacy</option><option>modern</option></select></label>
      <label>Direction<select class="control" id="direction"><option>ltr</option><option>rtl</option>
      </select></label>
      <label>Locale<input class="control" id="locale" placeholder="en" size="6"></label>
      <label>Format<select class="control" id="format"><option>png</option><option>svg</option>
      <option>pdf</option></select></label>
      <span id="status"></span></div>
      \(isAndroid ? androidControls : "")
      <label>State (JSON; {"$color": …}, {"$image": …} for typed values)
      <textarea class="control" id="state" spellcheck="false">\(escapeHTML(state))</textarea></label>
      <div id="warnings" hidden></div>
      <div id="redbox" hidden></div>
      <p><img id="image" alt="render of \(escapeHTML(path))">
      <iframe id="document" title="PDF of \(escapeHTML(path))" hidden></iframe></p>
      <details><summary>Frames</summary><pre id="frames"></pre></details>
      <details><summary>Display list</summary><pre id="display-list"></pre></details>
      <script>
      const path = \(javaScriptString(encodedPath));
      \(script)
      </script></body></html>
      """
  }

  /// The controls of an Android layout's configuration: `night`/`notnight` and the density
  /// join the other qualifiers in `qualifiers=`; the states checked go in `viewState=`.
  private static var androidControls: String {
    let states = viewStates.map { state in
      #"<label><input type="checkbox" class="control state" value="\#(state)">"#
        + "\(state)</label>"
    }
    return """
      <div class="controls" id="android">
      <label>Night mode<select class="control" id="night"><option value="">default (day)</option>
      <option>notnight</option><option>night</option></select></label>
      <label>Density<select class="control" id="density"><option value="">from the scale</option>
      <option>ldpi</option><option>mdpi</option><option>hdpi</option><option>xhdpi</option>
      <option>xxhdpi</option><option>xxxhdpi</option></select></label>
      <label>Other qualifiers<input class="control" id="qualifiers" placeholder="land,w600dp"
      size="14"></label>
      <fieldset><legend>View state</legend>\(states.joined())</fieldset></div>
      """
  }

  /// The drawable states a view can be drawn in besides `enabled`.
  private static let viewStates = [
    "pressed", "checked", "selected", "focused", "activated", "hovered",
  ]

  private static let script = """
    const $ = (id) => document.getElementById(id);
    let generation = 0, timer = null, renders = 0;
    function query() {
      const params = new URLSearchParams();
      const state = $('state').value.trim();
      if (state && state !== '{}') params.set('state', state);
      for (const id of ['size', 'scale', 'layoutMode', 'direction', 'locale']) {
        const value = $(id).value.trim();
        if (value && !(id === 'scale' && value === '1')) params.set(id, value);
      }
      if ($('android')) {
        const qualifiers = [$('qualifiers').value, $('night').value, $('density').value]
          .map((value) => value.trim()).filter((value) => value).join(',');
        if (qualifiers) params.set('qualifiers', qualifiers);
        const states = Array.from(document.querySelectorAll('.state:checked'), (box) => box.value);
        if (states.length) params.set('viewState', states.join(','));
      }
      return params.toString();
    }
    function showWarnings(response) {
      const warning = response.headers.get('X-Layout-Warning');
      $('warnings').textContent = warning ? 'warning: ' + warning : '';
      $('warnings').hidden = !warning;
    }
    function showRender(url) {
      const pdf = $('format').value === 'pdf';
      const shown = pdf ? $('document') : $('image'), other = pdf ? $('image') : $('document');
      const old = shown.src;
      shown.onload = () => { if (!pdf) URL.revokeObjectURL(url); };
      shown.src = url;
      if (pdf && old.startsWith('blob:')) URL.revokeObjectURL(old);
      shown.hidden = false;
      other.hidden = true;
      document.body.dataset.shows = pdf ? 'document' : 'image';
    }
    function showRedBox(errors) {
      const box = $('redbox');
      box.textContent = '';
      for (const error of errors) {
        const where = [error.file, error.line, error.column].filter((x) => x).join(':');
        const line = document.createElement('div');
        line.textContent = (where ? where + ': ' : '') + error.message +
          (error.path ? ' (at ' + error.path + ')' : '') +
          (error.hints || []).map((hint) => '\\n  hint: ' + hint).join('');
        box.appendChild(line);
      }
      box.hidden = false;
      $('image').hidden = true;
      $('document').hidden = true;
      $('status').textContent = 'error';
      document.body.dataset.shows = 'redbox';
    }
    async function refresh() {
      const mine = ++generation;
      try { JSON.parse($('state').value || '{}'); } catch (error) {
        return showRedBox([{message: 'The state is not valid JSON: ' + error.message}]);
      }
      const q = query(), started = performance.now();
      const response = await fetch('/render/' + path + '.' + $('format').value + '?' + q);
      if (mine !== generation) return;
      showWarnings(response);
      if (response.ok) {
        showRender(URL.createObjectURL(await response.blob()));
        $('redbox').hidden = true;
        $('status').textContent = 'rendered in ' + Math.round(performance.now() - started) + ' ms';
      } else {
        showRedBox((await response.json()).errors);
      }
      document.body.dataset.renders = String(++renders);
      for (const kind of ['frames', 'display-list']) {
        fetch('/dump/' + path + '?kind=' + kind + '&' + q).then((r) => r.text()).then((text) => {
          if (mine === generation) $(kind).textContent = text;
        });
      }
    }
    document.querySelectorAll('.control').forEach((control) => control.addEventListener('input',
      () => { clearTimeout(timer); timer = setTimeout(refresh, 250); }));
    new EventSource('/events/' + path).addEventListener('change', refresh);
    refresh();
    """

  /// A JavaScript string literal of `text`, safe inside a script element.
  private static func javaScriptString(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "\\", "<", ">", "&", "'": literal += String(format: "\\u%04x", scalar.value)
      default:
        literal += scalar.value < 0x20 ? String(format: "\\u%04x", scalar.value) : String(scalar)
      }
    }
    return literal + "\""
  }
}
