import LayoutCore

extension Value {
  /// A struct member read by key path (Behaviour.md §b8): `x`/`y` of points; `width`/`height` of
  /// sizes; `x y width height origin size minX maxX minY maxY midX midY` of rects (and nested
  /// paths such as `origin.x`); `top left bottom right` of insets; `pointSize` and
  /// `familyName` of fonts; the keys of objects. Nil when the value has no such member.
  public func member(_ path: String) -> Value? {
    var value = self
    for name in path.split(separator: ".", omittingEmptySubsequences: false) {
      guard let next = value.directMember(String(name)) else { return nil }
      value = next
    }
    return value
  }

  private func directMember(_ name: String) -> Value? {
    switch self {
    case .point(let point): return pointMember(point, name)
    case .size(let size): return sizeMember(size, name)
    case .rect(let rect): return rectMember(rect, name)
    case .insets(let insets): return insetsMember(insets, name)
    case .object(let members): return members[name]
    case .font(let font):
      switch name {
      case "pointSize": return .number(font.size)
      case "familyName": return .string(font.family)
      default: return nil
      }
    default: return nil
    }
  }

  private func pointMember(_ point: Point, _ name: String) -> Value? {
    switch name {
    case "x": return .number(point.x)
    case "y": return .number(point.y)
    default: return nil
    }
  }

  private func sizeMember(_ size: Size, _ name: String) -> Value? {
    switch name {
    case "width": return .number(size.width)
    case "height": return .number(size.height)
    default: return nil
    }
  }

  private func rectMember(_ rect: Rect, _ name: String) -> Value? {
    switch name {
    case "origin": return .point(rect.origin)
    case "size": return .size(rect.size)
    case "x", "minX": return .number(rect.x)
    case "y", "minY": return .number(rect.y)
    case "width": return .number(rect.width)
    case "height": return .number(rect.height)
    case "maxX": return .number(rect.maxX)
    case "maxY": return .number(rect.maxY)
    case "midX": return .number(rect.x + rect.width / 2)
    case "midY": return .number(rect.y + rect.height / 2)
    default: return nil
    }
  }

  private func insetsMember(_ insets: EdgeInsets, _ name: String) -> Value? {
    switch name {
    case "top": return .number(insets.top)
    case "left": return .number(insets.left)
    case "bottom": return .number(insets.bottom)
    case "right": return .number(insets.right)
    default: return nil
    }
  }
}

/// Resolves a dotted symbol against stored values the way Layout does (Behaviour.md §b8): the
/// whole key first (a constant may be named `label.outlet`), then ever shorter prefixes with
/// the rest read as struct members.
public enum KeyPathResolver {
  public static func resolve(
    _ symbol: String, lookup: (String) throws -> Value?
  ) rethrows -> Value? {
    if let whole = try lookup(symbol) { return whole }
    var end = symbol.endIndex
    while let dot = symbol.utf8[..<end].lastIndex(of: UInt8(ascii: ".")) {
      if let base = try lookup(String(symbol[..<dot])) {
        if base.isNull { return .null }
        return base.member(String(symbol[symbol.index(after: dot)...]))
      }
      end = dot
    }
    return nil
  }
}
