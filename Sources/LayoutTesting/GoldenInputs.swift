import Dispatch
import Foundation
import Layout
import LayoutCore

/// The files a suite's cases read when they render: templates, the files they include, images,
/// settings and strings, as `FileReadLog` notes them. `layout test --prune` never lists one of
/// these, whatever its name.
public struct GoldenInputs: Sendable {
  /// A case that could not be rendered: what it would have read after its error is unknown.
  public struct Unrendered: Sendable, Equatable {
    /// The case's template.
    public var template: String
    /// Why it could not be rendered.
    public var message: String
  }

  /// The files read, by standardized absolute path.
  public var files: Set<String> = []
  /// The cases that could not be rendered, sorted by template.
  public var unrendered: [Unrendered] = []

  /// A path as the read log keys it: absolute and standardized.
  public static func key(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}

extension GoldenRunner {
  /// Renders every case (in parallel, as `run` does), noting the files each reads; nothing is
  /// compared with a golden, and nothing is written.
  public func inputs(of cases: [GoldenCase]) -> GoldenInputs {
    let collector = InputCollector(total: cases.count)
    DispatchQueue.concurrentPerform(iterations: min(jobs, max(cases.count, 1))) { _ in
      let renderer = Result { () throws(DiagnosticError) in try Renderer() }
      while let index = collector.nextIndex() {
        let goldenCase = cases[index]
        let (result, files) = FileReadLog.recording { () throws(DiagnosticError) in
          try render(goldenCase, renderer)
        }
        collector.add(files.keys, template: goldenCase.template, error: result.failure)
      }
    }
    return collector.inputs()
  }
}

/// The shared state of the workers of `inputs(of:)`. Sendable: every field is read and
/// written under `lock`.
private final class InputCollector: @unchecked Sendable {
  private let lock = NSLock()
  private let total: Int
  private var next = 0
  private var collected = GoldenInputs()

  init(total: Int) { self.total = total }

  /// The next case to render, or nil when all are taken.
  func nextIndex() -> Int? {
    lock.withLock {
      guard next < total else { return nil }
      defer { next += 1 }
      return next
    }
  }

  func add(_ files: some Sequence<String>, template: String, error: DiagnosticError?) {
    lock.withLock {
      collected.files.formUnion(files)
      if let error {
        collected.unrendered.append(.init(template: template, message: error.description))
      }
    }
  }

  func inputs() -> GoldenInputs {
    lock.withLock {
      var inputs = collected
      inputs.unrendered.sort { $0.template < $1.template }
      return inputs
    }
  }
}

extension Result {
  /// The error, if the result is one.
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
