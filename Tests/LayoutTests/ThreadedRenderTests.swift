import Foundation
import Layout
import Testing

/// Renderers on several threads share Cairo's FreeType faces. Drawing more faces than Cairo
/// keeps open, from two threads at once, crashed inside libcairo now and then until the
/// font engine was put under one lock; these renders exercise exactly that.
@Suite struct ThreadedRenderTests {
  /// Twelve faces from four families, more than the ten Cairo keeps open.
  static let manyFaces = """
    <UIView width="420" height="300" backgroundColor="#ffffff">
      <UILabel top="0" font="Inter 14 ultraLight" text="Inter ultraLight {n}"/>
      <UILabel top="20" font="Inter 14 light" text="Inter light {n}"/>
      <UILabel top="40" font="Inter 14" text="Inter regular {n}"/>
      <UILabel top="60" font="Inter 14 medium" text="Inter medium {n}"/>
      <UILabel top="80" font="Inter 14 semibold" text="Inter semibold {n}"/>
      <UILabel top="100" font="Inter 14 bold" text="Inter bold {n}"/>
      <UILabel top="120" font="Inter 14 black" text="Inter black {n}"/>
      <UILabel top="140" font="Inter 14 italic" text="Inter italic {n}"/>
      <UILabel top="160" font="Helvetica 14" text="Liberation Sans {n}"/>
      <UILabel top="180" font="'Times New Roman' 14" text="Liberation Serif {n}"/>
      <UILabel top="200" font="Courier 14 bold" text="Liberation Mono bold {n}"/>
      <UILabel top="220" font="Menlo 14" text="JetBrains Mono {n}"/>
      <UILabel top="240" font="Menlo 14 bold" text="JetBrains Mono bold {n}"/>
      <UILabel top="260" font="Inter 14 heavy" text="Inter heavy שלום {n}" layer.shadowOpacity="0.5"/>
    </UIView>
    """

  static func options(_ round: Int, _ format: OutputFormat) -> RenderOptions {
    RenderOptions(format: format, state: ["n": .number(Double(round))])
  }

  @Test func renderersOnTwoThreadsDrawWhatOneThreadDraws() throws {
    let template = try LayoutTemplate(xml: Self.manyFaces)
    let formats: [OutputFormat] = [.png, .svg, .pdf]
    let rounds = 12
    let single = try Renderer()
    var expected: [[UInt8]] = []
    for round in 0..<rounds {
      for format in formats {
        expected.append(try single.render(template, options: Self.options(round, format)))
      }
    }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      do {
        let renderer = try Renderer()
        var outputs: [[UInt8]] = []
        for round in 0..<rounds {
          for format in formats {
            outputs.append(try renderer.render(template, options: Self.options(round, format)))
          }
        }
        results.add(outputs)
      } catch {
        results.add(error)
      }
    }
    #expect(results.errors.isEmpty, "\(results.errors)")
    #expect(results.outputs.count == 2)
    for outputs in results.outputs { #expect(outputs == expected) }
  }
}

/// What each thread produced, collected under a lock.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var outputs: [[[UInt8]]] = []
  private(set) var errors: [String] = []

  func add(_ output: [[UInt8]]) {
    lock.withLock { outputs.append(output) }
  }

  func add(_ error: any Error) {
    lock.withLock { errors.append("\(error)") }
  }
}
