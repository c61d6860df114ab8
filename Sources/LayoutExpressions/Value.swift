import LayoutCore

/// A typed runtime value produced by an expression.
///
/// No case is `indirect`: with Swift 6.3.1 an `indirect case color` made test runs abort with
/// heap corruption inside the runtime's metadata cache.
public enum Value: Hashable, Sendable {
  case number(Double)
  case bool(Bool)
  case string(String)
  case color(Color)
  case font(FontDescriptor)
  /// Styled text, from Layout's HTML subset.
  case attributed(AttributedText)
  /// An image by name or path, resolved by the renderer.
  case image(String)
  case point(Point)
  case size(Size)
  case rect(Rect)
  case insets(EdgeInsets)
  case array([Value])
  /// A JSON object or Swift dictionary (an element of a list's rows, say): its keys are read
  /// as members (`row.price`), and as symbols in a cell's state.
  case object([String: Value])
  /// A range of indices (`1...3`, `0..<2`, `2...`, `..<2`), as Layout's ranges subscript arrays
  /// and strings.
  case range(IndexRange)
  /// A function an app declares, called from expressions as `name(arguments)`.
  case function(ExpressionFunction)
  case null
}

extension Value: CustomStringConvertible {
  /// The value as text, the way Layout interpolates it into strings (Behaviour.md §b3):
  /// integral numbers without a fraction, Bools as `true`/`false`, arrays as `[a, b]`.
  public var description: String {
    switch self {
    case .number(let number): return formatNumber(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .string(let text): return text
    case .color(let color): return color.description
    case .font(let font): return font.description
    case .attributed(let text): return text.string
    case .image(let name): return name
    case .point(let point): return point.description
    case .size(let size): return size.description
    case .rect(let rect): return "(\(rect))"
    case .insets(let insets):
      let edges = [insets.top, insets.left, insets.bottom, insets.right].map(formatNumber)
      return "(\(edges.joined(separator: ", ")))"
    case .array(let elements):
      return "[" + elements.map(\.elementDescription).joined(separator: ", ") + "]"
    case .object(let members):
      let pairs = members.sorted { $0.key < $1.key }
        .map { "\($0.key): \($0.value.elementDescription)" }
      return "[" + (pairs.isEmpty ? ":" : pairs.joined(separator: ", ")) + "]"
    case .range(let range): return range.description
    case .function(let function): return "(Function \(function.name))"
    case .null: return "nil"
    }
  }

  /// How the value prints inside an array: strings are quoted, as Swift prints them.
  private var elementDescription: String {
    if case .string(let text) = self { return "\"" + text + "\"" }
    return description
  }
}

extension Value {
  /// The Swift/UIKit type name used in Layout's error messages.
  public var typeName: String {
    switch self {
    case .number: return "Double"
    case .bool: return "Bool"
    case .string: return "String"
    case .color: return "UIColor"
    case .font: return "UIFont"
    case .attributed: return "NSAttributedString"
    case .image: return "UIImage"
    case .point: return "CGPoint"
    case .size: return "CGSize"
    case .rect: return "CGRect"
    case .insets: return "UIEdgeInsets"
    case .array: return "Array"
    case .object: return "Dictionary"
    case .range(let range): return range.typeName
    case .function: return "Function"
    case .null: return "nil"
    }
  }

  /// The value as a number when it is numeric (Bools count as 1 and 0).
  public var numericValue: Double? {
    switch self {
    case .number(let number): return number
    case .bool(let flag): return flag ? 1 : 0
    default: return nil
    }
  }

  /// Whether this is the nil value.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}
