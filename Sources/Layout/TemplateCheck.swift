import LayoutAndroid
import LayoutCairo
import LayoutCore
import LayoutEngine
import LayoutEverLayout
import LayoutViews

/// Checks a template without rendering it (`layout check`): reads and compiles it, then
/// evaluates every expression of every node against the options' state, constants and
/// strings (declared `<param>`s that none of them gives get neutral stand-ins), and solves
/// the frames once, collecting every problem instead of stopping at the
/// first. Text is measured by estimate, so no fonts are needed.
public enum TemplateCheck {
  /// Every diagnostic of the template in `path`, warnings included. An EverLayout layout
  /// (JSON) is read and solved by its front-end, an Android layout by its own with `platform`'s
  /// resources and theme. `allowsNetwork` lets `xml=` and `template=` load http(s) URLs, as
  /// `render --allow-network` does.
  public static func check(
    file path: String, options: RenderOptions = RenderOptions(), allowsNetwork: Bool = false,
    platform: AndroidPlatformSettings = AndroidPlatformSettings()
  ) -> [Diagnostic] {
    let access = TemplateAccess(allowedPaths: options.allowedPaths, allowsNetwork: allowsNetwork)
    let template: LayoutTemplate
    do {
      let input = try InputFile(path, limit: access.fileSizeLimit)
      switch input.format {
      case .everLayout: return checkEverLayout(input, options: options)
      case .android: return checkAndroid(input, options: options, platform: platform)
      case .layout:
        template = try LayoutTemplate(
          bytes: try input.contents(limit: access.fileSizeLimit), file: path,
          registry: try ProjectClasses.registry(forTemplate: path), access: access)
      }
    } catch {
      return error.diagnostics
    }
    return template.warnings + evaluationErrors(template, options: options)
  }

  /// The warnings and errors of reading and solving an EverLayout layout, text measured by
  /// estimate.
  private static func checkEverLayout(_ input: InputFile, options: RenderOptions)
    -> [Diagnostic]
  {
    do {
      let file = try input.everLayoutFile(state: options.state)
      let images = TemplateImages(
        library: ImageLibrary(), templateFile: input.path, options: options)
      let solver = EverLayoutSolver(
        file.document, measurer: EstimatingTextMeasurer(), images: images)
      let result = try solver.solve(canvas: options.size ?? RenderOptions.defaultCanvas)
      return file.warnings + result.warnings
    } catch {
      return error.diagnostics
    }
  }

  /// The warnings and errors of reading, measuring and laying out an Android layout, text
  /// measured by estimate.
  private static func checkAndroid(
    _ input: InputFile, options: RenderOptions, platform: AndroidPlatformSettings
  ) -> [Diagnostic] {
    do {
      let file = try input.androidLayoutFile(
        configuration: options.resourceConfiguration, allowedPaths: options.allowedPaths,
        platform: platform)
      let solver = file.solver(
        registry: .standard, measurer: EstimatingTextMeasurer(), library: ImageLibrary(),
        options: options)
      let result = try solver.solve(canvas: options.size ?? RenderOptions.androidCanvas)
      return file.warnings + result.warnings
    } catch {
      return error.diagnostics
    }
  }

  /// The errors of evaluating each expression for its own node, then of one solve; an error
  /// reached through several expressions is reported once.
  public static func evaluationErrors(_ template: LayoutTemplate, options: RenderOptions)
    -> [Diagnostic]
  {
    let parameters = ParameterPlaceholders.values(for: template.source)
    let catalog = AssetCatalog.find(
      given: options.assetCatalog, templateFile: template.file, appearance: options.appearance)
    var input = SolveInput(
      canvas: options.size ?? RenderOptions.defaultCanvas, state: options.state,
      constants: template.functions.merging(options.constants) { $1 }
        .merging(parameters) { given, _ in given },
      strings: options.strings, layoutMode: options.layoutMode,
      layoutDirection: options.layoutDirection,
      nodeData: options.nodeData, measurer: EstimatingTextMeasurer(),
      images: TemplateImages(
        library: ImageLibrary(), templateFile: template.file, options: options,
        catalog: catalog))
    input.colorAssets = AssetCatalog.colorLookup(catalog)
    input.safeArea = options.safeArea
    input.appearance = options.appearance
    var collector = Collector(file: template.file)
    for error in LayoutSolver.evaluationErrors(template.compiled, input) {
      collector.add(error, path: nil, attribute: nil)
    }
    do {
      let layout = try LayoutSolver.solve(template.compiled, input)
      for warning in layout.warnings { collector.add(warning, path: nil, attribute: nil) }
    } catch {
      for diagnostic in error.diagnostics { collector.add(diagnostic, path: nil, attribute: nil) }
    }
    return collector.diagnostics
  }

  private struct Collector {
    let file: String?
    var diagnostics: [Diagnostic] = []
    var seen: Set<String> = []

    mutating func add(_ diagnostic: Diagnostic, path: NodePath?, attribute: String?) {
      var located = diagnostic.located(file: file, nodePath: path, attribute: attribute)
      if located.code == .unknownSymbol, located.hints.isEmpty {
        located.hints = ["give it a value with --state or --constants, or correct its name"]
      }
      let key = "\(located.locationPrefix) \(located.message)"
      if seen.insert(key).inserted { diagnostics.append(located) }
    }
  }
}
