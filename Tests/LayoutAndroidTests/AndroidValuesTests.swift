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
}
