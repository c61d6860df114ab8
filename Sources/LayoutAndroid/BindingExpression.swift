/// A data-binding expression in an attribute (`@{user.name}`, two-way `@={user.name}`), and
/// the value it shows when the data is not there: its `default=` (`@{user.name,
/// default=Tomato}`, `default=@string/name`, quotes and back-quotes taken off).
struct BindingExpression {
  /// The expression, without `@{`, `}` and the default.
  let expression: String
  let defaultValue: String?

  init?(_ value: String) {
    let body: Substring
    if value.hasPrefix("@{") {
      body = value.dropFirst(2)
    } else if value.hasPrefix("@={") {
      body = value.dropFirst(3)
    } else {
      return nil
    }
    guard body.hasSuffix("}") else { return nil }
    let inner = body.dropLast()
    guard let marker = inner.range(of: "default=") else {
      expression = String(inner)
      defaultValue = nil
      return
    }
    expression = String(inner[..<marker.lowerBound]).trimmingCommaAndSpaces()
    var value = Substring(inner[marker.upperBound...])
    value = value.drop { $0 == " " }
    while let last = value.last, last == " " { value = value.dropLast() }
    for quote in ["\"", "'", "`"]
    where value.count >= 2 && value.hasPrefix(quote)
      && value.hasSuffix(quote)
    {
      value = value.dropFirst().dropLast()
    }
    defaultValue = String(value)
  }
}

extension String {
  /// Without the spaces and the comma at its end (`user.name, ` is `user.name`).
  fileprivate func trimmingCommaAndSpaces() -> String {
    var text = Substring(self)
    while let last = text.last, last == " " || last == "," { text = text.dropLast() }
    return String(text.drop { $0 == " " })
  }
}
