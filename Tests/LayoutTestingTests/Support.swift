import CommandSupport
import Foundation
import LayoutTesting

/// The package's root folder.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// pixelmatch's own fixtures (ISC licence, in the folder), which the perceptual diff
/// reproduces.
let fixtureDirectory = packageRoot.appendingPathComponent(
  "Tests/LayoutTestingTests/Fixtures/pixelmatch")

/// One entry of cases.json's "cases".
struct FixtureCase: Sendable, CustomStringConvertible {
  var first: String
  var second: String
  var diff: String?
  var options: [String: JSONValue]
  var mismatch: Int

  var description: String { "\(first) vs \(second) \(options.keys.sorted())" }

  /// The options as pixelmatch's, from their JSON names.
  var pixelMatchOptions: PixelMatchOptions { makeOptions(options) }
}

/// One entry of cases.json's "pixels": two single pixels.
struct PixelFact: Sendable, CustomStringConvertible {
  var first: [UInt8]
  var second: [UInt8]
  var options: [String: JSONValue]
  var mismatch: Int

  var description: String { "\(first) vs \(second) \(options.keys.sorted())" }
}

/// A JSON value, reduced to what cases.json uses.
enum JSONValue: Sendable {
  case number(Double)
  case bool(Bool)
  case numbers([Double])

  init?(_ any: Any) {
    switch any {
    case let flag as Bool where type(of: any) == type(of: NSNumber(value: true)): self = .bool(flag)
    case let number as NSNumber: self = .number(number.doubleValue)
    case let list as [NSNumber]: self = .numbers(list.map(\.doubleValue))
    default: return nil
    }
  }
}

func makeOptions(_ json: [String: JSONValue]) -> PixelMatchOptions {
  var options = PixelMatchOptions()
  for (name, value) in json {
    switch (name, value) {
    case ("threshold", .number(let number)): options.threshold = number
    case ("alpha", .number(let number)): options.alpha = number
    case ("windowSize", .number(let number)): options.windowSize = Int(number)
    case ("includeAA", .bool(let flag)): options.includeAA = flag
    case ("diffMask", .bool(let flag)): options.diffMask = flag
    case ("checkerboard", .bool(let flag)): options.checkerboard = flag
    case ("aaColor", .numbers(let list)): options.aaColor = color(list)
    case ("diffColor", .numbers(let list)): options.diffColor = color(list)
    case ("diffColorAlt", .numbers(let list)): options.diffColorAlt = color(list)
    default: fatalError("unknown option \(name) in cases.json")
    }
  }
  return options
}

private func color(_ list: [Double]) -> DiffColor {
  DiffColor(UInt8(list[0]), UInt8(list[1]), UInt8(list[2]))
}

private func loadCasesJSON() -> [String: Any] {
  let url = fixtureDirectory.appendingPathComponent("cases.json")
  guard let data = try? Data(contentsOf: url),
    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
  else { return [:] }
  return object
}

private func options(_ any: Any?) -> [String: JSONValue] {
  ((any as? [String: Any]) ?? [:]).compactMapValues { JSONValue($0) }
}

/// cases.json's image cases; empty without the fixtures.
let fixtureCases: [FixtureCase] = ((loadCasesJSON()["cases"] as? [[String: Any]]) ?? []).map {
  FixtureCase(
    first: $0["a"] as! String, second: $0["b"] as! String, diff: $0["diff"] as? String,
    options: options($0["options"]), mismatch: $0["mismatch"] as! Int)
}

/// cases.json's single-pixel facts; empty without the fixtures.
let pixelFacts: [PixelFact] = ((loadCasesJSON()["pixels"] as? [[String: Any]]) ?? []).map {
  PixelFact(
    first: ($0["a"] as! [Int]).map { UInt8($0) }, second: ($0["b"] as! [Int]).map { UInt8($0) },
    options: options($0["options"]), mismatch: $0["mismatch"] as! Int)
}

/// A fixture image.
func fixtureImage(_ name: String) throws -> RGBAImage {
  let data = try Data(contentsOf: fixtureDirectory.appendingPathComponent(name))
  return try RGBAImage(png: [UInt8](data))
}

/// How many pixels of two same-sized images differ in any byte.
func differingPixels(_ first: RGBAImage, _ second: RGBAImage) -> Int {
  (0..<first.pixelCount).filter { index in
    first.bytes[index * 4..<index * 4 + 4] != second.bytes[index * 4..<index * 4 + 4]
  }.count
}
