import Foundation
import Layout
import LayoutCore
import LayoutEngine
import LayoutViews

extension BenchCommand {
  /// Times an Android layout's stages, as `layout bench` times Layout XML: reading the layout
  /// and its resources, Android's measure and layout passes with text estimated (the solver
  /// alone) and measured by Pango, and the whole render (solve, paint, encode); medians.
  func benchAndroid(_ template: String, on console: Console) throws(DiagnosticError) -> Int32 {
    let renderer = try Renderer()
    var options = RenderOptions(format: OutputFormat(rawValue: format)!)
    options.raster.scale = scale
    options.size = size.flatMap(SolveArguments.parseSize) ?? RenderOptions.defaultCanvas
    if let qualifiers { options.qualifiers = try ResourceQualifiers.parse(list: qualifiers) }
    let configuration = options.resourceConfiguration
    let loaded = try AndroidLayoutFile(contentsOfFile: template, configuration: configuration)
    var timings: [String: [Double]] = [:]
    var outputSize = 0
    var views = 0
    for iteration in 0...iterations {
      let estimated = try measure { () throws(DiagnosticError) in
        _ = try renderer.solve(loaded, options: options, measurer: EstimatingTextMeasurer())
      }
      if solverOnly {
        if iteration > 0 { timings["solve, text estimated", default: []].append(estimated) }
        continue
      }
      let load = try measure { () throws(DiagnosticError) in
        _ = try AndroidLayoutFile(contentsOfFile: template, configuration: configuration)
      }
      let solve = try measure { () throws(DiagnosticError) in
        views = try renderer.solve(loaded, options: options).layout.nodes.count
      }
      let render = try measure { () throws(DiagnosticError) in
        outputSize = try renderer.render(loaded, options: options).count
      }
      guard iteration > 0 else { continue }
      timings["1 load (parse + resources)", default: []].append(load)
      timings["2 measure + layout, text estimated (the solver alone)", default: []].append(
        estimated)
      timings["3 measure + layout, text measured by Pango", default: []].append(solve)
      timings["4 render (solve + paint + \(format))", default: []].append(render)
    }
    views = views > 0 ? views : try renderer.solve(loaded, options: options).layout.nodes.count
    console.print("Android layout: \(views) views, canvas \(options.size!)")
    if !solverOnly { console.print("\(format) output: \(outputSize) bytes") }
    printMedians(timings, on: console)
    return ExitCode.success
  }
}
