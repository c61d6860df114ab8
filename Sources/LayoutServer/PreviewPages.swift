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
    """

  /// Every template of the folder, linked to its page, with a small render.
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
      <body data-page="listing"><h1>Templates in \(escapeHTML(folder))</h1>\(body)</body></html>
      """
  }

  /// One template: its render, the state editor and the controls, the Red Box on an error,
  /// the frames and display-list dumps; it renders again when a control or a file changes.
  static func template(path: String, state: String) -> String {
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
      </select></label>
      <span id="status"></span></div>
      <label>State (JSON; {"$color": …}, {"$image": …} for typed values)
      <textarea class="control" id="state" spellcheck="false">\(escapeHTML(state))</textarea></label>
      <div id="redbox" hidden></div>
      <p><img id="image" alt="render of \(escapeHTML(path))"></p>
      <details><summary>Frames</summary><pre id="frames"></pre></details>
      <details><summary>Display list</summary><pre id="display-list"></pre></details>
      <script>
      const path = \(javaScriptString(encodedPath));
      \(script)
      </script></body></html>
      """
  }

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
      return params.toString();
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
      if (response.ok) {
        const url = URL.createObjectURL(await response.blob());
        const image = $('image');
        image.onload = () => URL.revokeObjectURL(url);
        image.src = url;
        image.hidden = false;
        $('redbox').hidden = true;
        document.body.dataset.shows = 'image';
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
