import LayoutCore
import LayoutDisplayList

/// Reads a vector drawable's `android:pathData` (SVG's path syntax: `M`, `L`, `H`, `V`, `C`,
/// `S`, `Q`, `T`, `A`, `Z` and their relative lower-case forms) into path steps of lines and
/// cubic curves, as Android's `PathParser` does: numbers run together where a sign or a
/// second point starts the next (`1.5.5-2` is 1.5, .5, -2), coordinates after a move are
/// lines, quadratic curves become cubic ones and elliptical arcs become cubic curves of at
/// most a quarter turn each.
struct VectorPathData {
  /// What made the text unreadable, and where in it.
  struct ParseError: Error {
    var message: String
    var offset: Int
  }

  private let bytes: [UInt8]
  private var index = 0
  private var elements: [PathItem.Element] = []
  private var current = Point.zero
  private var subpathStart = Point.zero
  /// The last curve's second control point, for `S` and `T` to reflect (nil after other steps).
  private var lastCubicControl: Point?
  private var lastQuadraticControl: Point?

  /// The steps `text` describes.
  static func parse(_ text: String) throws(ParseError) -> [PathItem.Element] {
    var parser = VectorPathData(bytes: Array(text.utf8))
    try parser.run()
    return parser.elements
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private mutating func run() throws(ParseError) {
    skipSeparators()
    while index < bytes.count {
      let command = bytes[index]
      guard Self.commands.contains(command) else {
        throw ParseError(
          message: "'\(Character(UnicodeScalar(command)))' is not a command", offset: index)
      }
      index += 1
      try step(command)
      skipSeparators()
    }
  }

  private static let commands = Set("MmLlHhVvCcSsQqTtAaZz".utf8)

  /// One command with all the numbers that follow it (a command may repeat its numbers).
  private mutating func step(_ command: UInt8) throws(ParseError) {
    let relative = command >= UInt8(ascii: "a")
    let upper = relative ? command - 32 : command
    if upper == UInt8(ascii: "Z") {
      elements.append(.close)
      current = subpathStart
      lastCubicControl = nil
      lastQuadraticControl = nil
      return
    }
    // A command without numbers draws nothing, as Android's path parser reads it (it takes
    // the numbers a command has in groups, and there are none).
    skipSeparators()
    guard index < bytes.count, startsNumber(bytes[index]) else { return }
    var first = true
    repeat {
      try operands(upper, relative: relative, first: first)
      first = false
      skipSeparators()
    } while index < bytes.count && startsNumber(bytes[index])
  }

  private mutating func operands(_ command: UInt8, relative: Bool, first: Bool)
    throws(ParseError)
  {
    let origin = relative ? current : .zero
    func point(_ x: Double, _ y: Double) -> Point { Point(x: origin.x + x, y: origin.y + y) }
    var cubicControl: Point?
    var quadraticControl: Point?
    switch command {
    case UInt8(ascii: "M"):
      let end = point(try number(), try number())
      // Coordinates after the first pair are lines to them.
      if first {
        elements.append(.move(end))
        subpathStart = end
      } else {
        elements.append(.line(end))
      }
      current = end
    case UInt8(ascii: "L"): lineTo(point(try number(), try number()))
    case UInt8(ascii: "H"):
      let x = try number()
      lineTo(Point(x: relative ? current.x + x : x, y: current.y))
    case UInt8(ascii: "V"):
      let y = try number()
      lineTo(Point(x: current.x, y: relative ? current.y + y : y))
    case UInt8(ascii: "C"):
      let control1 = point(try number(), try number())
      let control2 = point(try number(), try number())
      curveTo(control1, control2, point(try number(), try number()))
      cubicControl = control2
    case UInt8(ascii: "S"):
      let control1 = reflected(lastCubicControl)
      let control2 = point(try number(), try number())
      curveTo(control1, control2, point(try number(), try number()))
      cubicControl = control2
    case UInt8(ascii: "Q"):
      let control = point(try number(), try number())
      quadraticTo(control, point(try number(), try number()))
      quadraticControl = control
    case UInt8(ascii: "T"):
      let control = reflected(lastQuadraticControl)
      quadraticTo(control, point(try number(), try number()))
      quadraticControl = control
    default:
      let (rx, ry, rotation) = (try number(), try number(), try number())
      let (large, sweep) = (try number() != 0, try number() != 0)
      arcTo(point(try number(), try number()), rx: rx, ry: ry, rotation: rotation, large, sweep)
    }
    lastCubicControl = cubicControl
    lastQuadraticControl = quadraticControl
  }

  /// The current point's mirror of a control point (the current point itself when the step
  /// before was not a curve of the same kind).
  private func reflected(_ control: Point?) -> Point {
    guard let control else { return current }
    return Point(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
  }

  /// Steps before any move start at the origin, as Android's do.
  private mutating func startIfNeeded() {
    if elements.isEmpty { elements.append(.move(current)) }
  }

  private mutating func lineTo(_ end: Point) {
    startIfNeeded()
    elements.append(.line(end))
    current = end
  }

  private mutating func curveTo(_ control1: Point, _ control2: Point, _ end: Point) {
    startIfNeeded()
    elements.append(.curve(control1, control2, end))
    current = end
  }

  /// A quadratic curve as the cubic curve that draws it.
  private mutating func quadraticTo(_ control: Point, _ end: Point) {
    let start = current
    curveTo(
      Point(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
      Point(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)), end)
  }

  private mutating func arcTo(
    _ end: Point, rx: Double, ry: Double, rotation: Double, _ large: Bool, _ sweep: Bool
  ) {
    startIfNeeded()
    for curve in EllipticalArc(
      from: current, to: end, rx: rx, ry: ry, rotation: rotation, large: large, sweep: sweep
    ).curves() {
      elements.append(curve)
    }
    current = end
  }

  // MARK: - Numbers

  private func startsNumber(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
  }

  private mutating func skipSeparators() {
    while index < bytes.count,
      [UInt8(ascii: " "), UInt8(ascii: ","), 9, 10, 13].contains(bytes[index])
    {
      index += 1
    }
  }

  /// The next number: a sign, digits with at most one point, an exponent.
  private mutating func number() throws(ParseError) -> Double {
    skipSeparators()
    let start = index
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      index += 1
    }
    var seenPoint = false
    var seenDigit = false
    while index < bytes.count {
      let byte = bytes[index]
      if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        seenDigit = true
      } else if byte == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
      } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"), seenDigit {
        index += 1
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
        {
          index += 1
        }
        continue
      } else {
        break
      }
      index += 1
    }
    guard seenDigit, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)),
      value.isFinite
    else {
      throw ParseError(message: "a number is missing", offset: start)
    }
    return value
  }
}
