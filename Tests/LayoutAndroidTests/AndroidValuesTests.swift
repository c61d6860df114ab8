import LayoutCore
import Testing

@testable import LayoutAndroid

/// Values as layouts write them.
@Suite struct AndroidValuesTests {
  @Test(arguments: [
    ("12dp", 12.0), ("14sp", 14), ("3px", 3), ("10", 10), (" 8dip ", 8), ("1.5dp", 1.5),
    ("-4dp", -4), ("1in", 160), ("72pt", 160),
  ])
  func readsADimension(_ text: String, _ points: Double) {
    #expect(AndroidValues.dimension(text) == points)
  }

  @Test(arguments: ["12 dp", "12dq", "dp", "", "1e3dp", "Infinitydp", "12dpé", "１２dp", "12DP"])
  func refusesWhatIsNotOne(_ text: String) {
    #expect(AndroidValues.dimension(text) == nil)
  }

  @Test(arguments: [
    ("#fff", Color(red: 1, green: 1, blue: 1)),
    ("#8f00", Color(red: 1, green: 0, blue: 0, alpha: 8 / 15)),
    (" #0000FF ", Color(red: 0, green: 0, blue: 1)),
    ("#80ff0000", Color(red: 1, green: 0, blue: 0, alpha: 128 / 255)),
    ("@android:color/white", Color(red: 1, green: 1, blue: 1)),
  ])
  func readsAColour(_ text: String, _ color: Color) {
    #expect(AndroidValues.color(text) == color)
  }

  @Test(arguments: [
    "#12345", "#+ff", "#-fff", "#123456789", "#ggg", "fff", "#", "", "@android:color/nope",
  ])
  func refusesWhatIsNoColour(_ text: String) {
    #expect(AndroidValues.color(text) == nil)
  }
}
