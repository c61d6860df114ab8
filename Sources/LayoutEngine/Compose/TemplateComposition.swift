import LayoutCore
import LayoutSyntax
import LayoutViews

/// Reads the templates that `xml=` and `template=` attributes name.
package protocol TemplateLoading {
  /// The template at `path`, written in a node of `file` (relative paths start from that
  /// file's folder), read and parsed; errors are located diagnostics.
  func load(_ path: String, from file: String?) throws(DiagnosticError) -> Template
  /// A name for the loaded file that is the same however the path was written, for cycles.
  func identity(of path: String, from file: String?) -> String
}

/// The Compose stage: replaces nodes by the files their `xml=` attribute names and extends
/// nodes with the templates their `template=` attribute names (Behaviour.md §a.4), recursively,
/// so that the compiler sees one tree.
package struct TemplateComposition {
  let registry: ViewClassRegistry
  let loader: any TemplateLoading
  /// The files being resolved, outermost first, to report a cycle with its whole chain.
  private var chain: [(identity: String, name: String)] = []
  /// The most elements the template and every file it includes may hold together, each
  /// inclusion counted: a file of many views included many times is refused before it is
  /// copied that many times.
  package var maximumElements = XmlLimits().elements
  /// The elements counted so far.
  private var elements = 0
  /// The most files that may be open inside each other (the template, a file it includes,
  /// a file that one includes, …). Each level nests the stages' recursion, so a longer chain
  /// would exhaust the stack; real templates stay a few levels deep.
  package static let maximumInclusionDepth = 64

  package init(registry: ViewClassRegistry = .standard, loader: any TemplateLoading) {
    self.registry = registry
    self.loader = loader
  }

  /// The template with every `xml=` and `template=` resolved.
  package mutating func resolve(_ template: Template) throws(DiagnosticError) -> Template {
    if let file = template.file { chain = [(loader.identity(of: file, from: nil), file)] }
    let root = template.root
    elements = Self.count(root)
    let path = NodePath().appending(
      NodePath.Component(className: root.className, id: root.id, ordinal: 1))
    return Template(file: template.file, root: try resolve(root, in: template.file, at: path))
  }

  /// Whether a tree uses composition at all (most do not, and skip the stage).
  package static func isNeeded(_ node: TemplateNode) -> Bool {
    node.attributes.contains { $0.name == "xml" || $0.name == "template" }
      || node.children.contains(where: isNeeded)
  }

  /// Resolves `node`, whose place in the tree is `path` (for messages).
  private mutating func resolve(_ node: TemplateNode, in file: String?, at path: NodePath)
    throws(DiagnosticError) -> TemplateNode
  {
    var node = node
    let nodeFile = node.file ?? file
    do {
      try RenderBudget.check()
      try checkDepth(of: node, at: path, in: nodeFile)
      if let xml = node.attribute("xml") {
        let loaded = try load(xml, in: nodeFile, at: path, by: node)
        return try replace(node, with: loaded, at: xml, in: nodeFile)
      }
      var children: [TemplateNode] = []
      var seen: [String: Int] = [:]
      for child in node.children {
        seen[child.className, default: 0] += 1
        let childPath = path.appending(
          NodePath.Component(
            className: child.className, id: child.id, ordinal: seen[child.className]!))
        children.append(try resolve(child, in: nodeFile, at: childPath))
      }
      node.children = children
      if let template = node.attribute("template") {
        let loaded = try load(template, in: nodeFile, at: path, by: node)
        return try extend(node, with: loaded, at: template, in: nodeFile)
      }
      return node
    } catch {
      var located = error
      located.primary.nodePath = located.primary.nodePath ?? path
      throw located
    }
  }

  /// Refuses a node nested deeper than one file may nest its elements, once the files it is
  /// included through are counted: every later stage walks the tree recursively.
  private func checkDepth(of node: TemplateNode, at path: NodePath, in file: String?)
    throws(DiagnosticError)
  {
    guard path.components.count > XmlParser.maximumDepth else { return }
    throw DiagnosticError(
      .error, code: .resourceLimit,
      message: "Elements are nested more than \(XmlParser.maximumDepth) levels deep, counting "
        + "those of the files included",
      file: file, range: node.classRange,
      hints: ["include files at a shallower place, or flatten the files they include"])
  }

  /// Reads the file an attribute of `includer` names and resolves it in turn; a file that is
  /// already being resolved is a cycle. Problems inside the file note where it was included.
  private mutating func load(
    _ attribute: TemplateAttribute, in file: String?, at path: NodePath, by includer: TemplateNode
  ) throws(DiagnosticError) -> TemplateNode {
    let includedFrom = [Self.inclusionNote(attribute, in: file)] + includer.includedFrom
    do {
      return try load(attribute, in: file, at: path, includedFrom: includedFrom)
    } catch {
      throw error.noting(includedFrom) { $0.file != nil && $0.file != (attribute.file ?? file) }
    }
  }

  /// Where a file is included: a note at the attribute that names it.
  private static func inclusionNote(_ attribute: TemplateAttribute, in file: String?) -> Diagnostic
  {
    Diagnostic(
      .note, code: .includedHere, message: "\(attribute.value) is included here",
      file: attribute.file ?? file, range: attribute.nameRange)
  }

  private mutating func load(
    _ attribute: TemplateAttribute, in file: String?, at path: NodePath,
    includedFrom: [Diagnostic]
  ) throws(DiagnosticError) -> TemplateNode {
    let identity = loader.identity(of: attribute.value, from: file)
    if chain.contains(where: { $0.identity == identity }) {
      let names = chain.map(\.name) + [attribute.value]
      throw located(
        DiagnosticError(
          .error, code: .templateCycle,
          message: "Circular template reference: \(names.joined(separator: " → "))",
          hints: ["a file cannot include itself, directly or through others"]),
        attribute, file)
    }
    guard chain.count < Self.maximumInclusionDepth else {
      throw located(tooDeep(including: attribute.value), attribute, file)
    }
    let template: Template
    do {
      template = try loader.load(attribute.value, from: file)
    } catch {
      throw located(error, attribute, file)
    }
    elements += Self.count(template.root)
    guard elements <= maximumElements else {
      throw located(
        DiagnosticError(
          .error, code: .resourceLimit,
          message: "The template and the files it includes hold more than \(maximumElements) "
            + "elements",
          hints: ["include large files fewer times, or raise TemplateAccess.xmlLimits.elements"]),
        attribute, file)
    }
    chain.append((identity, attribute.value))
    defer { chain.removeLast() }
    var root = template.root
    Self.stamp(&root, file: template.file, includedFrom: includedFrom)
    return try resolve(root, in: template.file, at: path)
  }

  /// The error of a file included one level deeper than `maximumInclusionDepth`.
  private func tooDeep(including name: String) -> DiagnosticError {
    let names = chain.map(\.name)
    let shown = names.count > 4 ? names.prefix(2) + ["…"] + names.suffix(2) : names[...]
    return DiagnosticError(
      .error, code: .resourceLimit,
      message: "Files include each other \(chain.count + 1) levels deep, more than the limit of "
        + "\(Self.maximumInclusionDepth): \((shown + [name]).joined(separator: " → "))",
      hints: ["include the innermost files from a file nearer the template"])
  }

  /// How many elements a tree holds.
  private static func count(_ node: TemplateNode) -> Int {
    node.children.reduce(1) { $0 + count($1) }
  }

  /// Marks every element of a loaded tree with its file, so that its messages name it
  /// wherever it ends up.
  static func stamp(
    _ node: inout TemplateNode, file: String?, includedFrom: [Diagnostic] = []
  ) {
    node.file = node.file ?? file
    if node.includedFrom.isEmpty { node.includedFrom = includedFrom }
    for index in node.macros.indices {
      node.macros[index].value.file = node.macros[index].value.file ?? node.file
    }
    for index in node.children.indices {
      stamp(&node.children[index], file: file, includedFrom: includedFrom)
    }
  }

  /// `xml=`: the file's root takes the node's place. It must be the node's class or a
  /// subclass; the node's attributes win; its params and macros come first; its children were
  /// only a placeholder.
  private func replace(
    _ node: TemplateNode, with loaded: TemplateNode, at attribute: TemplateAttribute,
    in file: String?
  ) throws(DiagnosticError) -> TemplateNode {
    try requireKind(
      loaded.className, of: node.className, replacing: node.className, with: loaded.className,
      hint: "the file's root must be a \(node.className) or a subclass of it", attribute, file)
    var result = loaded
    merge(node, over: loaded, into: &result, in: file, dropping: "xml")
    return result
  }

  /// `template=`: the node extends the template's root, which must be its class or a
  /// superclass: the node's attributes, params, macros, id and body win, and its children
  /// go where the template says `<children/>` (else after the template's own).
  private func extend(
    _ node: TemplateNode, with template: TemplateNode, at attribute: TemplateAttribute,
    in file: String?
  ) throws(DiagnosticError) -> TemplateNode {
    try requireKind(
      node.className, of: template.className, replacing: template.className,
      with: node.className,
      hint: "the template's root must be a \(node.className) or one of its superclasses",
      attribute, file)
    var result = node
    merge(node, over: template, into: &result, in: file, dropping: "template")
    result.body = node.body ?? template.body
    var inserted = template
    if !Self.insert(node.children, into: &inserted) {
      inserted.children += node.children
    }
    result.children = inserted.children
    result.childrenMarker = nil
    return result
  }

  /// Layout's class rule: `className` must be `ancestor` or inherit from it, else "Cannot
  /// replace X with Y".
  private func requireKind(
    _ className: String, of ancestor: String, replacing replaced: String, with replacement: String,
    hint: String, _ attribute: TemplateAttribute, _ file: String?
  ) throws(DiagnosticError) {
    guard !isKind(className, of: ancestor) else { return }
    throw located(
      DiagnosticError(
        .error, code: .incompatibleTemplate,
        message: "Cannot replace \(replaced) with \(replacement)", hints: [hint]),
      attribute, file)
  }

  /// The node's attributes, params and macros over the loaded root's, in `result`.
  private func merge(
    _ node: TemplateNode, over base: TemplateNode, into result: inout TemplateNode,
    in file: String?, dropping composition: String
  ) {
    result.attributes = merged(
      base.attributes, from: base.file, under: node, in: file, dropping: composition)
    result.parameters = merged(node.parameters, base.parameters, by: \.name)
    result.macros = merged(node.macros, base.macros, by: \.name)
  }

  /// Puts `children` at the first `<children/>` marker, depth-first from `node` itself;
  /// false when there is none.
  static func insert(_ children: [TemplateNode], into node: inout TemplateNode) -> Bool {
    if let marker = node.childrenMarker {
      node.children.insert(contentsOf: children, at: min(marker, node.children.count))
      node.childrenMarker = nil
      return true
    }
    for index in node.children.indices where insert(children, into: &node.children[index]) {
      return true
    }
    return false
  }

  /// The base attributes overridden by the node's own (which keep their place first), each
  /// remembering its file; the composition attribute itself is dropped.
  private func merged(
    _ base: [TemplateAttribute], from baseFile: String?, under node: TemplateNode,
    in file: String?, dropping composition: String
  ) -> [TemplateAttribute] {
    let own = node.attributes.filter { $0.name != composition }.map { stamped($0, file) }
    let names = Set(own.map(\.name))
    return own + base.filter { !names.contains($0.name) }.map { stamped($0, baseFile) }
  }

  private func stamped(_ attribute: TemplateAttribute, _ file: String?) -> TemplateAttribute {
    var attribute = attribute
    attribute.file = attribute.file ?? file
    return attribute
  }

  private func merged<Element>(
    _ winners: [Element], _ others: [Element], by name: KeyPath<Element, String>
  ) -> [Element] {
    let names = Set(winners.map { $0[keyPath: name] })
    return winners + others.filter { !names.contains($0[keyPath: name]) }
  }

  /// An undeclared class inferred from its name (`BoxesViewController`) counts as a subclass
  /// of the kind it is drawn as.
  private func isKind(_ className: String, of ancestor: String) -> Bool {
    guard
      let viewClass = registry.viewClass(named: className)
        ?? registry.inferredClass(named: className),
      let ancestorClass = registry.viewClass(named: ancestor)
    else { return className == ancestor }
    return registry.isKind(viewClass, of: ancestorClass.name)
  }

  /// Diagnostics that name no file yet located at `attribute`.
  private func located(_ error: DiagnosticError, _ attribute: TemplateAttribute, _ file: String?)
    -> DiagnosticError
  {
    var error = error
    for index in error.diagnostics.indices where error.diagnostics[index].file == nil {
      error.diagnostics[index].file = attribute.file ?? file
      error.diagnostics[index].range = error.diagnostics[index].range ?? attribute.valueRange
      error.diagnostics[index].attribute = error.diagnostics[index].attribute ?? attribute.name
    }
    return error
  }
}
