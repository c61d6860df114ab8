import Glibc

/// A 2D affine transform `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Cairo's and UIKit's
/// convention).
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
  public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public static func translation(x: Double, y: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  public var isIdentity: Bool { self == .identity }

  /// Whether the transform only moves (no scale, rotation or skew).
  public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

  /// How much the transform enlarges lengths at most: the longer of its scaled axes.
  public var magnification: Double {
    max((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot())
  }

  /// Whether the transform maps the plane onto itself and can be undone in floating point:
  /// finite, with a determinant far enough from zero (a view scaled to zero, to a denormal
  /// like 5e-324 or by a non-finite amount is drawn as nothing; Cairo asserts on those).
  public var isInvertible: Bool {
    let determinant = a * d - b * c
    return abs(determinant) >= 1e-12 && determinant.isFinite && tx.isFinite && ty.isFinite
  }

  public var description: String {
    if isTranslation { return "translate(\(formatNumber(tx)), \(formatNumber(ty)))" }
    let values = [a, b, c, d, tx, ty].map(formatNumber).joined(separator: ", ")
    return "matrix(\(values))"
  }
}

extension AffineTransform {
  /// A rotation by `angle` radians (clockwise on screen, where y grows downwards).
  public static func rotation(_ angle: Double) -> AffineTransform {
    let (sine, cosine) = (sin(angle), cos(angle))
    return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// A rotation by `degrees` clockwise on screen; whole quarter turns are exact (no
  /// rounding error in their sines and cosines).
  public static func rotation(degrees: Double) -> AffineTransform {
    let turns = degrees / 90
    guard turns == turns.rounded(), abs(turns) < 1e9 else {
      return rotation(degrees * Double.pi / 180)
    }
    let (sine, cosine) = [(0.0, 1.0), (1, 0), (0, -1), (-1, 0)][(Int(turns) % 4 + 4) % 4]
    return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  public static func scale(x: Double, y: Double) -> AffineTransform {
    AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// This transform followed by `other` (points go through `self` first).
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }
}
