import LayoutExpressions
import Testing

@testable import LayoutViews

/// The enumerations kinds declare their properties with exist by construction, and the names
/// templates and parameters use find the same types.
@Suite struct EnumerationTypesTests {
  @Test func eachEnumerationIsFoundByItsName() {
    for enumeration in UIKitEnumeration.allCases {
      #expect(EnumerationTypes.type(named: enumeration.rawValue) == enumeration.type)
      #expect(!enumeration.cases.isEmpty)
      #expect(Set(enumeration.cases).count == enumeration.cases.count, "\(enumeration)")
    }
    #expect(EnumerationTypes.all.count == UIKitEnumeration.allCases.count)
  }

  @Test func everyAliasNamesAKnownEnumeration() {
    for (alias, name) in EnumerationTypes.aliases {
      #expect(UIKitEnumeration(rawValue: name) != nil, "\(alias) -> \(name)")
      #expect(EnumerationTypes.type(named: alias) == EnumerationTypes.type(named: name))
    }
  }

  @Test func anUnknownNameIsNoType() {
    #expect(EnumerationTypes.type(named: "UINotAnEnumeration") == nil)
  }
}
