import ArgumentParser
import Layout
import LayoutCore
import LayoutTesting

/// `layout diff A.png B.png`: pixelmatch's perceptual diff of two images.
struct DiffCommand: ParsableCommand, ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff", _superCommandName: "layout",
    abstract: "Compare two PNG images as pixelmatch 7.2 does.",
    discussion: """
      Prints the number of mismatched pixels. Anti-aliased pixels are detected and not \
      counted unless --include-aa. --window N counts the densest N×N square instead of the \
      whole image. Exits 0 when the images match, 1 when they differ or cannot be compared.
      """)

  @Argument(help: "The expected image (PNG).", completion: .png)
  var first: String

  @Argument(help: "The actual image (PNG).", completion: .png)
  var second: String

  @Option(parsing: .unconditional, help: "Matching threshold, 0 to 1; smaller is more sensitive.")
  var threshold: Double = 0.1

  @Flag(help: "Count anti-aliased pixels as differences.")
  var includeAA = false

  @Option(
    parsing: .unconditional,
    help: "Count the densest N×N window of mismatches instead of the whole image.")
  var window: Int?

  @Option(
    parsing: .unconditional, help: "Opacity of the expected image in the diff's background, 0 to 1."
  )
  var alpha: Double = 0.1

  @Flag(help: "Draw only the differences, over a transparent background.")
  var diffMask = false

  @Flag(help: "Blend semi-transparent pixels over white instead of the checkerboard.")
  var noCheckerboard = false

  @Option(name: .shortAndLong, help: "Where to write the diff image (PNG).", completion: .png)
  var output: String?

  func validate() throws {
    guard (0...1).contains(threshold) else {
      throw ValidationError("--threshold must be between 0 and 1")
    }
    guard (0...1).contains(alpha) else { throw ValidationError("--alpha must be between 0 and 1") }
    if let window, window < 1 { throw ValidationError("--window must be at least 1") }
  }

  func execute(on console: Console) throws(DiagnosticError) -> Int32 {
    let expected = try image(at: first)
    let actual = try image(at: second)
    let options = PixelMatchOptions(
      threshold: threshold, includeAA: includeAA, alpha: alpha, diffMask: diffMask,
      checkerboard: !noCheckerboard, windowSize: window)
    let result: PixelMatchResult
    do {
      result = try PixelMatch.compare(expected, actual, options: options, drawDiff: output != nil)
    } catch {
      console.printError("error: cannot compare '\(first)' with '\(second)': \(error)")
      return ExitCode.failure
    }
    if let output, let diff = result.diff {
      try FileAccess.writeAtomically(try encode(diff), to: output)
    }
    console.print("mismatch: \(result.mismatchedPixels) of \(result.comparedPixels) pixels")
    return result.isMatch ? ExitCode.success : ExitCode.failure
  }

  private func image(at path: String) throws(DiagnosticError) -> RGBAImage {
    let bytes = try FileAccess.read(path, what: "image")
    do {
      return try RGBAImage(png: bytes)
    } catch {
      throw DiagnosticError(
        .error, code: error.primary.code,
        message: "Cannot read image '\(path)': \(error.primary.message)",
        file: path)
    }
  }

  private func encode(_ diff: RGBAImage) throws(DiagnosticError) -> [UInt8] {
    do {
      return try diff.pngData()
    } catch {
      throw error
    }
  }
}
