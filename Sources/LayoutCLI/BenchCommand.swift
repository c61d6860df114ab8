import ArgumentParser
import Foundation
import Layout
import LayoutCore
import LayoutEngine
import LayoutViews

/// `layout bench TEMPLATE`: times each stage of rendering one template, in-process.
struct BenchCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench", _superCommandName: "layout",
    abstract: "Time loading, solving, painting and encoding a template (medians, in-process).",
    discussion: "With --expression, times evaluating one compiled number expression instead "
      + "(symbols a to j are the numbers 1 to 10). With --constraints N, times the constraint "
      + "solver on a layout of N constraints and its re-solve after an edit. With --boxes N, "
      + "--everlayout-views N or --constraint-layout-views N, times loading and solving a layout "
      + "of N box items, EverLayout views or ConstraintLayout views made for the purpose, and "
      + "prints the peak memory.")

  @Argument(help: "The template (Layout XML, or an Android layout).", completion: .xmlTemplate)
  var template: String?

  @Option(help: "Time this expression instead of a template.")
  var expression: String?

  @Option(
    parsing: .unconditional,
    help: "Time the constraint solver on a layout of this many constraints instead.")
  var constraints: Int?

  @Option(parsing: .unconditional, help: "Time loading and solving a box layout of N items.")
  var boxes: Int?

  @Option(
    parsing: .unconditional, help: "Time loading and solving an EverLayout layout of N views.")
  var everlayoutViews: Int?

  @Option(
    parsing: .unconditional,
    help: "Time loading and solving an Android ConstraintLayout screen of N views.")
  var constraintLayoutViews: Int?

  @Flag(help: "Time only the solver, with estimated text (for instruction-count profiling).")
  var solverOnly = false

  @Flag(help: "Time measuring and drawing a new two-line 64 pt title per render (no template).")
  var title = false

  @Option(parsing: .unconditional, help: "Timed iterations after one warm-up.")
  var iterations: Int = 50

  @Option(help: "JSON object of state values.", completion: .json)
  var state: String?

  @Option(
    help: "Output format to encode: png, svg, pdf, jpeg, webp or avif.",
    completion: .words(OptionValues.outputFormats))
  var format: String = "png"

  @Option(parsing: .unconditional, help: "Pixels per point of the rendered image.")
  var scale: Double = 1

  @Option(
    parsing: .unconditional,
    help: "Android layouts: canvas size in dp, as WIDTHxHEIGHT (default 1200x630).")
  var size: String?

  @Option(
    help: ArgumentHelp(
      "Android layouts: the resource qualifiers (as render's --qualifiers).",
      valueName: "night,land,w600dp"))
  var qualifiers: String?

  @Option(
    help: "layout (Layout XML) or android; default: from the file.",
    completion: .words(OptionValues.benchInputFormats))
  var inputFormat: String?

  func validate() throws {
    let modes = [
      template != nil, expression != nil, title, constraints != nil, boxes != nil,
      everlayoutViews != nil, constraintLayoutViews != nil,
    ]
    guard modes.filter({ $0 }).count == 1 else {
      throw ValidationError(
        "Give a template, --expression, --title, --constraints, --boxes, --everlayout-views or "
          + "--constraint-layout-views")
    }
    if let count = boxes ?? everlayoutViews ?? constraintLayoutViews, count < 1 || count > 100_000 {
      throw ValidationError(
        "--boxes, --everlayout-views and --constraint-layout-views take 1 to 100000")
    }
    guard iterations > 0 else { throw ValidationError("--iterations must be positive") }
    guard scale > 0, scale <= 16 else {
      throw ValidationError("--scale must be more than 0 and at most 16")
    }
    if let size, SolveArguments.parseSize(size) == nil {
      throw ValidationError("--size must be WIDTHxHEIGHT, such as 360x640")
    }
    if let inputFormat, !["layout", "android"].contains(inputFormat) {
      throw ValidationError("--input-format takes layout or android")
    }
    guard OutputFormat(rawValue: format) != nil else {
      throw ValidationError("--format takes png, svg, pdf, jpeg, webp or avif")
    }
  }

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    if let expression {
      let nanoseconds = try ExpressionBenchmark.run(expression, rounds: iterations)
      console.print(
        "evaluate `\(expression)`: median \(String(format: "%.1f", nanoseconds)) ns per "
          + "evaluation over \(iterations) rounds of \(ExpressionBenchmark.evaluationsPerRound)")
      return ExitCode.success
    }
    if title { return try benchTitle(on: console) }
    if let constraints { return benchConstraints(constraints, on: console) }
    if let boxes { return try benchScale(.boxes, boxes, on: console) }
    if let everlayoutViews { return try benchScale(.everLayout, everlayoutViews, on: console) }
    if let constraintLayoutViews {
      return try benchScale(.constraintLayout, constraintLayoutViews, on: console)
    }
    let template = self.template!
    let file = try InputFile(template, format: inputFormat.flatMap(InputFormat.init(rawValue:)))
    if file.format == .android { return try benchAndroid(template, on: console) }
    guard file.format == .layout else {
      throw DiagnosticError(
        .error, code: .incompatibleTemplate,
        message:
          "layout bench times Layout XML and Android layouts, and '\(template)' is EverLayout",
        file: template, hints: ["--everlayout-views N times EverLayout layouts made for it"])
    }
    let bytes = try file.contents()
    let renderer = try Renderer()
    var options = RenderOptions(format: OutputFormat(rawValue: format)!)
    options.raster.scale = scale
    if let state { options.state = try StateFile.read(state) }
    let loaded = try LayoutTemplate(bytes: bytes, file: template)
    // Fix the canvas at the template's own size, so each solve is one solve.
    options.size = try renderer.solve(loaded, options: options).root.frame.size
    // The solver alone: the renderer's images, but text estimated rather than shaped.
    var input = try renderer.solveInput(loaded, options: options)
    input.measurer = EstimatingTextMeasurer()
    var timings: [String: [Double]] = [:]
    var outputSize = 0
    for iteration in 0...iterations {
      if solverOnly {
        let estimated = try measure { () throws(DiagnosticError) in
          do throws(DiagnosticError) {
            _ = try LayoutSolver.solve(loaded.compiled, input)
          } catch {
            throw error
          }
        }
        if iteration > 0 { timings["solve, text estimated", default: []].append(estimated) }
        continue
      }
      let load = try measure { () throws(DiagnosticError) in
        _ = try LayoutTemplate(bytes: bytes, file: template)
      }
      let estimated = try measure { () throws(DiagnosticError) in
        do throws(DiagnosticError) {
          _ = try LayoutSolver.solve(loaded.compiled, input)
        } catch {
          throw error
        }
      }
      let solve = try measure { () throws(DiagnosticError) in
        _ = try renderer.solve(loaded, options: options)
      }
      let render = try measure { () throws(DiagnosticError) in
        outputSize = try renderer.render(loaded, options: options).count
      }
      guard iteration > 0 else { continue }
      timings["1 load (parse + compile)", default: []].append(load)
      timings["2 solve, text estimated (the solver alone)", default: []].append(estimated)
      timings["3 solve, text measured by Pango", default: []].append(solve)
      timings["4 render (solve + paint + \(format))", default: []].append(render)
    }
    console.print("\(loaded.compiled.nodes.count) nodes, canvas \(options.size!)")
    if outputSize > 0 { console.print("\(format) output: \(outputSize) bytes") }
    printMedians(timings, on: console)
    return ExitCode.success
  }

  /// Prints each series' median, by name.
  func printMedians(_ timings: [String: [Double]], on console: Console) {
    for (name, values) in timings.sorted(by: { $0.key < $1.key }) {
      let sorted = values.sorted()
      let median = sorted[sorted.count / 2]
      console.print("\(name): median \(format(milliseconds: median)) ms over \(values.count) runs")
    }
  }

  /// Times a two-line 64 pt bold title the way a server renders one template for many
  /// requests: the template is parsed once and the renderer made once, its fonts loaded and
  /// glyphs cached by warm-up rounds, but every timed render gets a title never measured
  /// before, so no text layout is reused. Each round times three renders, each of a new title.
  private func benchTitle(on console: Console) throws(DiagnosticError) -> Int32 {
    let renderer = try Renderer()
    let template = try LayoutTemplate(
      xml: """
        <UIView width="1000" height="auto"><UILabel width="900" numberOfLines="0" \
        font="Inter 64 bold" text="{title}"/></UIView>
        """)
    var timings = TitleTimings()
    let warmUp = 20
    var height = 0.0
    for round in 0..<(warmUp + iterations) {
      func options(_ variant: String) -> RenderOptions {
        var options = RenderOptions(size: Size(width: 1000, height: 200))
        let title = "Render layout templates to PNG on Linux \(round)\(variant)"
        options.state = ["title": .string(title)]
        return options
      }
      let measured = try measure { () throws(DiagnosticError) in
        height = try renderer.solve(template, options: options("a")).nodes[1].frame.height
      }
      let drawn = try measure { () throws(DiagnosticError) in
        _ = try renderer.bitmap(template, options: options("b"))
      }
      let encoded = try measure { () throws(DiagnosticError) in
        _ = try renderer.render(template, options: options("c"))
      }
      if round >= warmUp { timings.add(measured, drawn, encoded) }
    }
    console.print(
      "a new two-line 64 pt title (\(formatNumber(height)) pt tall) per render, one renderer "
        + "and template, \(warmUp) warm-up rounds, medians of \(iterations):")
    console.print("  measure (solve): \(format(milliseconds: timings.median(\.measure))) ms")
    console.print(
      "  measure + draw (solve, paint a 1000x200 canvas, copy its pixels): "
        + "\(format(milliseconds: timings.median(\.draw))) ms")
    console.print(
      "  measure + draw + PNG (what `layout render` does): "
        + "\(format(milliseconds: timings.median(\.encode))) ms")
    return ExitCode.success
  }

  /// Milliseconds per timed round of the title benchmark.
  private struct TitleTimings {
    var measure: [Double] = []
    var draw: [Double] = []
    var encode: [Double] = []

    mutating func add(_ measured: Double, _ drawn: Double, _ encoded: Double) {
      measure.append(measured)
      draw.append(drawn)
      encode.append(encoded)
    }

    func median(_ series: KeyPath<TitleTimings, [Double]>) -> Double {
      let sorted = self[keyPath: series].sorted()
      return sorted[sorted.count / 2]
    }
  }

  private func benchConstraints(_ count: Int, on console: Console) -> Int32 {
    do {
      let (build, resolve) = try ConstraintBenchmark.run(constraints: count, rounds: iterations)
      console.print(
        "\(count) constraints: add and solve median \(format(milliseconds: build)) ms, "
          + "re-solve after an edit median \(format(milliseconds: resolve)) ms "
          + "over \(iterations) runs")
      return ExitCode.success
    } catch {
      console.printError("error: \(error)")
      return ExitCode.failure
    }
  }

  private func benchScale(_ kind: ScaleBenchmark.Kind, _ count: Int, on console: Console)
    throws(DiagnosticError) -> Int32
  {
    let figures = try ScaleBenchmark.run(kind, count: count, rounds: iterations)
    console.print(
      "\(count) \(kind.rawValue): load \(format(milliseconds: figures.load)) ms, solve "
        + "\(format(milliseconds: figures.solve)) ms, both \(format(milliseconds: figures.total)) "
        + "ms (medians of \(iterations) runs); peak memory "
        + "\(String(format: "%.1f", figures.peakMegabytes)) MB")
    let target = kind.target
    if count == target.count {
      // The ConstraintLayout target is for solving alone; the others for loading and solving.
      let timed = kind == .constraintLayout ? figures.solve : figures.total
      let met = timed < target.milliseconds && figures.peakMegabytes < target.megabytes
      console.print(
        "target for \(target.count): \(kind == .constraintLayout ? "solve" : "both") under "
          + "\(Int(target.milliseconds)) ms and \(Int(target.megabytes)) MB: "
          + (met ? "met" : "not met"))
    }
    return ExitCode.success
  }

  func measure(_ body: () throws(DiagnosticError) -> Void) throws(DiagnosticError)
    -> Double
  {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
  }

  func format(milliseconds: Double) -> String {
    String(format: "%.3f", milliseconds)
  }
}
