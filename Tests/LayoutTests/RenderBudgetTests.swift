import Foundation
import Layout
import LayoutCore
import Testing

/// A render's time budget stops it in every format and stage, with a `time-limit` error.
@Suite struct RenderBudgetTests {
  private static let spent = RenderBudget(seconds: 0)

  private static func timeLimit(_ work: () throws(DiagnosticError) -> Void) -> DiagnosticError? {
    do {
      try RenderBudget.within(spent) { () throws(DiagnosticError) in try work() }
      return nil
    } catch {
      return error
    }
  }

  @Test func aLayoutTemplatePastItsBudgetStops() throws {
    let renderer = try Renderer()
    let template = try LayoutTemplate(xml: #"<UIView width="20" height="20"/>"#)
    let error = Self.timeLimit { () throws(DiagnosticError) in
      _ = try renderer.render(template)
    }
    #expect(error?.primary.code == .timeLimit)
    #expect(error?.primary.message.contains("longer than its budget of 0 s") == true)
    // Without a budget the same render is made.
    #expect(try !renderer.render(template).isEmpty)
  }

  @Test func anAndroidLayoutPastItsBudgetStops() throws {
    let renderer = try Renderer()
    let layout = try AndroidLayoutFile(
      text: #"""
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="match_parent" android:layout_height="match_parent"/>
        """#)
    let error = Self.timeLimit { () throws(DiagnosticError) in _ = try renderer.render(layout) }
    #expect(error?.primary.code == .timeLimit)
  }

  @Test func anEverLayoutLayoutPastItsBudgetStops() throws {
    let renderer = try Renderer()
    let layout = try EverLayoutFile(
      text: #"{"root": {"views": {"!a": {"constraints": {"top left": "@super <8"}}}}}"#)
    let error = Self.timeLimit { () throws(DiagnosticError) in _ = try renderer.render(layout) }
    #expect(error?.primary.code == .timeLimit)
  }

  @Test func aCancelledBudgetSaysTheRenderWasStopped() throws {
    let renderer = try Renderer()
    let template = try LayoutTemplate(xml: #"<UIView width="20" height="20"/>"#)
    let budget = RenderBudget(seconds: 3600)
    budget.cancel()
    #expect(throws: DiagnosticError.self) {
      try RenderBudget.within(budget) { () throws(DiagnosticError) in
        _ = try renderer.render(template)
      }
    }
    #expect(budget.error.primary.message == "The render was stopped before it finished")
  }

  @Test func aBatchRowPastItsTimeoutFailsAndTheOthersRender() throws {
    // The second row's list of 200,000 rows takes far longer to solve than its budget.
    let template = try LayoutTemplate(
      xml: #"""
        <UITableView rows="items" width="100" height="auto">
          <UITableViewCell reuseIdentifier="row"><UILabel text="{name}"/></UITableViewCell>
        </UITableView>
        """#)
    let many = Value.array(Array(repeating: .object(["name": .string("row")]), count: 200_000))
    let few = Value.array([.object(["name": .string("row")])])
    var batch = BatchRenderer(template: template, jobs: 1)
    batch.rowTimeout = 0.3
    let results = batch.render([["items": few], ["items": many], ["items": few]])
    #expect((try? results[0].get()) != nil)
    #expect((try? results[2].get()) != nil)
    guard case .failure(let error) = results[1] else {
      Issue.record("the slow row rendered")
      return
    }
    #expect(error.primary.code == .timeLimit)
  }
}

/// Text longer than 1 MiB is refused where a view would draw it, in every format.
@Suite struct DrawnTextLimitTests {
  private static let long = String(repeating: "x", count: (1 << 20) + 1)

  private static func expectLimit(_ work: () throws(DiagnosticError) -> Void) {
    do {
      try work()
      Issue.record("the long text was drawn")
    } catch {
      #expect(error.primary.code == .resourceLimit)
      #expect(error.primary.message.contains("bytes a view draws"), "\(error)")
    }
  }

  @Test func aLayoutLabelWithLongStateTextIsRefused() throws {
    let renderer = try Renderer()
    let template = try LayoutTemplate(xml: #"<UILabel text="{name}"/>"#)
    var options = RenderOptions()
    options.state = ["name": .string(Self.long)]
    Self.expectLimit { () throws(DiagnosticError) in
      _ = try renderer.solve(template, options: options)
    }
  }

  @Test func anAndroidTextViewWithLongTextIsRefused() throws {
    let renderer = try Renderer()
    let layout = try AndroidLayoutFile(
      text: #"<TextView xmlns:android="http://schemas.android.com/apk/res/android" "#
        + #"android:layout_width="wrap_content" android:layout_height="wrap_content" "#
        + "android:text=\"\(Self.long)\"/>")
    Self.expectLimit { () throws(DiagnosticError) in _ = try renderer.solve(layout) }
  }

  @Test func anEverLayoutLabelWithLongStateTextIsRefused() throws {
    let renderer = try Renderer()
    let layout = try EverLayoutFile(
      text: ##"{"root": {"views": {"!l:UILabel": {"properties": {"text": "#{t}"}}}}}"##,
      state: ["t": .string(String(repeating: "x", count: (1 << 20) + 1))])
    Self.expectLimit { () throws(DiagnosticError) in _ = try renderer.solve(layout) }
  }
}
