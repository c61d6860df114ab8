/// A point in points (the unit of layout; pixels are points times the render scale).
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)
  public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)
  public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}

/// An axis-aligned rectangle in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var x: Double { origin.x }
  public var y: Double { origin.y }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  /// Whether every coordinate is a finite number (not infinite, not NaN).
  public var isFinite: Bool {
    x.isFinite && y.isFinite && width.isFinite && height.isFinite
  }

  public var description: String {
    [x, y, width, height].map(formatNumber).joined(separator: " ")
  }
}

/// Insets from each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets()
}

/// Formats a number the way Layout stringifies it: integral values without a fraction
/// (`9`, not `9.0`), others in their shortest form (`0.5`).
public func formatNumber(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return String(value)
}

extension Rect {
  /// The rectangle with its edges moved in by the insets.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.left, y: y + insets.top, width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }
}
