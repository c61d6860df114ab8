import LayoutConstraints
import LayoutCore

/// One constraint of a ConstraintLayout as `--dump constraints` prints it: solved for its
/// first variable (`title.left == image.left + image.width + 12`), with its strength when it
/// is not required.
public struct ConstraintText: Sendable, CustomStringConvertible {
  public let description: String

  init(_ constraint: Constraint) {
    let terms = constraint.expression.terms.filter { $0.coefficient != 0 }
    guard let first = terms.first else {
      description =
        "\(Self.number(constraint.expression.constant)) "
        + "\(constraint.relation.rawValue) 0"
      return
    }
    // first × a + rest ⋚ 0  ⇒  first ⋚ −rest ÷ a (the relation turns when a < 0).
    let scale = -1 / first.coefficient
    var relation = constraint.relation
    if first.coefficient < 0, relation != .equal {
      relation = relation == .lessOrEqual ? .greaterOrEqual : .lessOrEqual
    }
    var right = terms.dropFirst().map { Self.term($0.variable.name, $0.coefficient * scale) }
    let constant = constraint.expression.constant * scale
    if constant != 0 || right.isEmpty { right.append(Self.number(constant)) }
    var text = right[0]
    for part in right.dropFirst() {
      text += part.hasPrefix("-") ? " - " + part.dropFirst() : " + " + part
    }
    let strength = constraint.strength.isRequired ? "" : " (\(constraint.strength))"
    description = "\(first.variable.name) \(relation.rawValue) \(text)\(strength)"
  }

  private static func term(_ name: String, _ coefficient: Double) -> String {
    switch coefficient {
    case 1: return name
    case -1: return "-" + name
    default: return "\(number(coefficient)) × \(name)"
    }
  }

  /// A number as people write it: `12`, `0.5`, `-8`.
  static func number(_ value: Double) -> String {
    let rounded = (value * 1e6).rounded() / 1e6
    return rounded == rounded.rounded() && abs(rounded) < 1e15
      ? String(Int(rounded)) : String(rounded)
  }
}

/// The constraints of one ConstraintLayout of a layout, by its path.
public struct ConstraintLayoutConstraints: Sendable {
  public let path: NodePath
  /// The system of each axis, written out when it is read (most renders never read it).
  let systems: [[Constraint]]
  public var horizontal: [ConstraintText] { systems[0].map(ConstraintText.init) }
  public var vertical: [ConstraintText] { systems[1].map(ConstraintText.init) }

  /// Those of every ConstraintLayout under `view`, in document order.
  static func collect(_ view: AndroidView) -> [ConstraintLayoutConstraints] {
    var found: [ConstraintLayoutConstraints] = []
    if view.role == .constraint {
      found.append(
        .init(
          path: view.path, systems: view.constraintSystem))
    }
    for child in view.children { found += collect(child) }
    return found
  }

  /// A warning for each constraint of a ConstraintLayout under `view` that could not hold
  /// with those before it and was left out, located at the layout.
  static func conflictWarnings(_ view: AndroidView) -> [Diagnostic] {
    var warnings: [Diagnostic] = []
    for constraint in view.constraintConflicts.joined() {
      warnings.append(
        Diagnostic(
          .warning, code: .androidIgnored,
          message: "The constraint \(constraint) cannot hold with those before it and is left "
            + "out",
          file: view.file, range: view.element.range, nodePath: view.path,
          hints: ["--dump constraints shows them all; remove one of the views' constraints"]))
    }
    for child in view.children { warnings += conflictWarnings(child) }
    return warnings
  }

  /// The text `--dump constraints` prints: each layout's path, then its constraints by axis.
  public static func dump(_ layouts: [ConstraintLayoutConstraints]) -> String {
    var lines: [String] = []
    for layout in layouts {
      lines.append(layout.path.description)
      for (axis, constraints) in [("horizontal", layout.horizontal), ("vertical", layout.vertical)]
      {
        lines.append("  \(axis):")
        lines += constraints.map { "    \($0)" }
      }
    }
    return lines.joined(separator: "\n")
  }
}
