import Testing

@testable import LayoutAndroid

/// A downloadable font's query read for the family, weight and style a provider would send.
@Suite struct FontResourceTests {
  @Test(
    arguments: [
      ("Google Sans", "Google Sans", nil, false), ("Google Sans:500", "Google Sans", 500, false),
      ("Lato:700italic", "Lato", 700, true), ("Lato:bold", "Lato", 700, false),
      ("name=Rubik&weight=500", "Rubik", 500, false),
      ("name=Work Sans&weight=800&italic=1", "Work Sans", 800, true),
    ] as [(String, String, Int?, Bool)])
  func queriesGiveTheFamilyWeightAndStyle(query: String, family: String, weight: Int?, italic: Bool)
  {
    #expect(
      FontResource.downloadable(query: query)
        == .downloadable(family: family, weight: weight, italic: italic))
  }
}
