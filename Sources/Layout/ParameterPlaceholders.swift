import LayoutCore
import LayoutExpressions
import LayoutSyntax

/// Stand-in values for a template's `<param>` declarations, so that `layout check` can
/// type-check the expressions that read them when no state or constant gives them: zero,
/// false, empty text or a clear colour, by the declared type.
enum ParameterPlaceholders {
  /// A value for every parameter declared anywhere in the template.
  static func values(for template: Template) -> [String: Value] {
    var values: [String: Value] = [:]
    collect(template.root, into: &values)
    return values
  }

  private static func collect(_ node: TemplateNode, into values: inout [String: Value]) {
    for parameter in node.parameters where values[parameter.name] == nil {
      values[parameter.name] = placeholder(forType: parameter.type)
    }
    for child in node.children { collect(child, into: &values) }
  }

  /// The neutral value of a Swift or UIKit type name; empty text for types it does not know.
  static func placeholder(forType type: String) -> Value {
    switch type {
    case "Bool": return .bool(false)
    case "Int", "UInt", "Double", "Float", "CGFloat", "NSNumber", "TimeInterval", "Int8", "Int16",
      "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64":
      return .number(0)
    case "UIColor", "CGColor": return .color(Color(white: 0, alpha: 0))
    case "CGPoint": return .point(Point(x: 0, y: 0))
    case "CGSize": return .size(Size(width: 0, height: 0))
    case "CGRect": return .rect(Rect(x: 0, y: 0, width: 0, height: 0))
    case "UIEdgeInsets": return .insets(EdgeInsets())
    case "UIImage", "CGImage", "UIFont": return .null
    default: return .string("")
    }
  }
}
