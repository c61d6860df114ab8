import LayoutExpressions

/// The `type` names a `<param>` may declare (Behaviour.md §a.3), as expression types.
package enum ParameterTypes {
  private static let named: [String: ExpressionType] = [
    "String": .string, "NSString": .string, "Substring": .string,
    "Int": .number, "Double": .number, "Float": .number, "CGFloat": .number,
    "NSNumber": .number, "UInt": .number,
    "Bool": .bool, "UIColor": .color, "CGColor": .color, "CGColorRef": .color,
    "UIFont": .font, "UIImage": .image, "CGImage": .image, "CGImageRef": .image,
    "NSAttributedString": .attributedString, "CGPoint": .point, "CGSize": .size,
    "CGRect": .rect, "UIEdgeInsets": .insets, "Any": .anyValue, "AnyObject": .anyValue,
    "NSArray": .any,
  ]

  /// The expression type for a declared type name: Swift and UIKit names, enumerations,
  /// `Any` (not nil) and arrays (`[T]`, `Array<T>`, nil allowed) as any value. Nil for names
  /// Layout does not know.
  package static func expressionType(named name: String) -> ExpressionType? {
    let trimmed = String(name.filter { $0 != " " })
    if let type = named[trimmed] { return type }
    if trimmed.hasPrefix("[") && trimmed.hasSuffix("]") { return .any }
    if trimmed.hasPrefix("Array<") && trimmed.hasSuffix(">") { return .any }
    return EnumerationTypes.type(named: trimmed)
  }
}
