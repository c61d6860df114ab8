import LayoutCore

/// A function an app gives its expressions as a constant (Layout's `([Any]) throws -> Any`):
/// `{uppercased('text')}` calls the constant named `uppercased` with its arguments. Two
/// functions are equal when they have the same name.
public struct ExpressionFunction: Hashable, Sendable {
  /// The name it was declared under, for messages and dumps.
  public let name: String
  /// The body: the call's arguments in, the result out; an error it throws is reported at
  /// the call, "name(): message".
  public let body: @Sendable ([Value]) throws -> Value

  public init(name: String, body: @escaping @Sendable ([Value]) throws -> Value) {
    self.name = name
    self.body = body
  }

  public static func == (lhs: ExpressionFunction, rhs: ExpressionFunction) -> Bool {
    lhs.name == rhs.name
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Why a function refused its arguments; `ExpressionFunction` bodies may throw it.
public struct ExpressionFunctionError: Error, CustomStringConvertible, Sendable {
  public let description: String

  public init(_ description: String) { self.description = description }
}
