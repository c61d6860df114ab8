import LayoutCore
import LayoutExpressions
import LayoutViews
import Testing

@testable import LayoutAndroid

/// Data-binding expressions are evaluated against the render's state, as the app's
/// generated binding code would set them.
@Suite struct BindingTests {
  func evaluate(_ expression: String, _ state: [String: Value] = [:]) -> Value? {
    var evaluator = BindingEvaluator(state: state)
    return evaluator.evaluate(expression)
  }

  @Test func expressionsReadTheStateAsJavaWould() {
    let state: [String: Value] = [
      "user.name": .string("Ada"), "user.age": .number(36),
      "user": .object(["city": .string("London")]), "flag": .bool(false),
    ]
    #expect(evaluate("user.name", state) == .string("Ada"))
    #expect(evaluate("user.city", state) == .string("London"))
    #expect(evaluate(#"user.name + " (" + user.age + ")""#, state) == .string("Ada (36)"))
    #expect(evaluate("user.age >= 18 ? View.VISIBLE : View.GONE", state) == .string("visible"))
    #expect(evaluate("!flag && (user.age - 6) * 2 == 60", state) == .bool(true))
    #expect(evaluate("user.nickname ?? `none`", state) == .string("none"))
    #expect(evaluate("@string/title") == .string("@string/title"))
    // What cannot be evaluated here: a path not in the state, a call, a lambda.
    #expect(evaluate("user.nickname", state) == nil)
    #expect(evaluate("String.valueOf(user.age)", state) == nil)
    #expect(evaluate("() -> handler.onClick()", state) == nil)
  }

  @Test func aLayoutsBindingsTakeTheStatesValuesElseTheirDefaults() throws {
    let layout = """
      <layout \(ns)><data><variable name="user" type="User"/></data>
        <LinearLayout android:layout_width="match_parent" android:layout_height="match_parent"
            android:orientation="vertical">
          <TextView android:id="@+id/name" android:layout_width="wrap_content"
              android:layout_height="wrap_content" android:text="@{user.name, default=Someone}"/>
          <TextView android:id="@+id/badge" android:layout_width="wrap_content"
              android:layout_height="wrap_content" android:text="Adult"
              android:visibility="@{user.age > 17 ? View.VISIBLE : View.GONE}"/>
        </LinearLayout>
      </layout>
      """
    func solve(_ state: [String: Value]) throws -> AndroidSolver.Result {
      try AndroidSolver(
        AndroidDocument.read(layout, file: "main.xml"), measurer: EstimatingTextMeasurer(),
        state: state
      ).solve(canvas: Size(width: 200, height: 100))
    }
    let given = try solve(["user.name": .string("Ada"), "user.age": .number(12)])
    let badge = given.layout.nodes.first { $0.id == "badge" }
    #expect(badge?.isHidden == true)
    #expect(given.warnings.isEmpty, "\(given.warnings.map(\.message))")
    // Without a state: the default shows, and the expression without one is left out.
    let none = try solve([:])
    #expect(none.layout.nodes.first { $0.id == "badge" }?.isHidden == false)
    #expect(none.warnings.map(\.message).contains { $0.hasPrefix("1 data-binding expression") })
  }
}
