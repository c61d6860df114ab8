import LayoutCore
import Testing

@testable import LayoutExpressions

private func color(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Value {
  .color(Color(red: red, green: green, blue: blue, alpha: alpha))
}

private func hex(_ text: String) -> Value {
  .color(Color(hex: text)!)
}

/// Research §b6: colors.
let colorCases: [Case] = [
  yields("b6: UIKit color name", "red", .color, color(1, 0, 0)),
  yields("b6: name with Color suffix", "redColor", .color, color(1, 0, 0)),
  yields("b6: grayscale name", "lightGray", .color, .color(Color(white: 2.0 / 3))),
  yields("b6: orange", "orange", .color, color(1, 0.5, 0)),
  yields("b6: clear", "clear", .color, color(0, 0, 0, 0)),
  yields("b6: UIColor.name anywhere", "UIColor.blue", .any, color(0, 0, 1)),
  yields("b6: UIColor.nameColor", "UIColor.greenColor", .color, color(0, 1, 0)),
  yields("b6: #rgb", "#f00", .color, color(1, 0, 0)),
  yields("b6: #rgba doubles each digit", "#fff7", .color, hex("#ffffff77")),
  yields("b6: #rrggbbaa", "#ff00007f", .color, color(1, 0, 0, 127.0 / 255)),
  yields("b6: rgb()", "rgb(255, 0, 0)", .color, color(1, 0, 0)),
  yields("b6: rgba()", "rgba(0, 0, 255, 0.5)", .color, color(0, 0, 1, 0.5)),
  fails("b6: rgb arity", "rgb(255, 0)", .color, "Function rgb() expects 3 arguments"),
  fails("b6: rgb needs numbers", "rgb('a', 0, 0)", .color, "Type mismatch"),
  fails("b6: named colors beat constants", "rgb(red, 0, 0)", .color, "Type mismatch"),
  yields("b6: colors inside braces", "{red}", .color, color(1, 0, 0)),
  yields("b6: color symbols", "tintColor", .color, color(0, 1, 0)),
  yields("b6: colors in ternaries", "flag ? red : blue", .color, color(1, 0, 0)),
  fails(
    "b6: multi-clause values name assets", "color-{level}", .color,
    "Invalid color name 'color-3'"),
  yields("b6: string results name assets", "'myAsset'", .color, .color(Color(white: 0.25))),
  fails(
    "b6: numbers are not colors", "5", .color,
    "Double is not compatible with expected type UIColor"),
  fails("b6: color names only in color expressions", "blue", .any, "Unknown symbol 'blue'"),
  // Layout reads it as a symbol and says "Unknown symbol"; here the message names the colour.
  fails("b6: invalid hex is an invalid colour literal", "#ggg", .color, "Invalid color literal"),
]

@Test(arguments: colorCases)
func colors(_ testCase: Case) {
  testCase.check()
}
