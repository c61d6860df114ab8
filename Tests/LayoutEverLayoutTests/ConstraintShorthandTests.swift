import LayoutEverLayout
import Testing

/// EverLayout's constraint mini-language, token by token (the seed's documentation and the
/// original's parser).
@Suite struct ConstraintShorthandTests {
  typealias Attribute = WrittenConstraint.Attribute

  /// The constraints of one `"list": "shorthand"` pair, as `attr relation target.attr *m +c $p`.
  func written(_ list: String, _ shorthand: String) -> [String] {
    ConstraintShorthand.parse(list, shorthand: shorthand).constraints.map(describe)
  }

  func describe(_ constraint: WrittenConstraint) -> String {
    var text = "\(constraint.attribute) \(constraint.relation.rawValue)"
    if let target = constraint.target { text += " @\(target)" }
    if let attribute = constraint.targetAttribute { text += ".\(attribute)" }
    if constraint.multiplier != 1 { text += " *\(constraint.multiplier)" }
    text += " \(constraint.constant)"
    if let priority = constraint.priority { text += " $\(priority)" }
    if let identifier = constraint.identifier { text += " !\(identifier)" }
    if let horizontal = constraint.horizontalSizeClass { text += " h\(horizontal)" }
    if let vertical = constraint.verticalSizeClass { text += " v\(vertical)" }
    return text
  }

  @Test func attributeListsExpandCompoundNames() {
    #expect(ConstraintShorthand.attributes("edges").attributes == [.top, .left, .bottom, .right])
    #expect(ConstraintShorthand.attributes("center").attributes == [.centerX, .centerY])
    #expect(ConstraintShorthand.attributes("margins").attributes == [.leftMargin, .rightMargin])
    let mixed = ConstraintShorthand.attributes("top  width bogus leadingMargin")
    #expect(mixed.attributes == [.top, .width, .leadingMargin])
    #expect(mixed.unknown == ["bogus"])
    #expect(
      Attribute.allCases.allSatisfy {
        ConstraintShorthand.attributes($0.rawValue).attributes == [$0]
      })
  }

  @Test func theSeedsWorkedExamples() {
    #expect(
      written("top right bottom left", "@super <8") == [
        "top == @super 8.0", "right == @super -8.0", "bottom == @super -8.0",
        "left == @super 8.0",
      ])
    #expect(written("height", "@super /2") == ["height == @super *0.5 0.0"])
    #expect(written("width", "+120") == ["width == 120.0"])
    #expect(written("width", "@view +12") == ["width == @view 12.0"])
    #expect(
      written("center", "@super <24") == ["centerX == @super 24.0", "centerY == @super 24.0"])
    #expect(written("top", "@header.bottom +10") == ["top == @header.bottom 10.0"])
  }

  @Test func everyModifier() {
    #expect(written("width", "%<= +10") == ["width <= 10.0"])
    #expect(written("width", "%>= +10") == ["width >= 10.0"])
    #expect(written("width", "%= +10") == ["width == 10.0"])
    #expect(written("width", "%x +10") == ["width == 10.0"])
    #expect(written("width", "@a *2") == ["width == @a *2.0 0.0"])
    #expect(written("left", "-5") == ["left == -5.0"])
    #expect(written("left", "+-5") == ["left == -5.0"])
    #expect(written("top", "$250 +1") == ["top == 1.0 $250.0"])
    #expect(written("top", "!topPin") == ["top == 0.0 !topPin"])
    #expect(written("top", "hc vr") == ["top == 0.0 hcompact vregular"])
    #expect(written("top", "hr vc") == ["top == 0.0 hregular vcompact"])
  }

  @Test func theFirstTokenOfEachKindCountsAndConstantsTryPlusFirst() {
    #expect(written("left", "-5 +3") == ["left == 3.0"])
    #expect(written("left", "<4 >6") == ["left == 4.0"])
    #expect(written("left", "@a @b") == ["left == @a 0.0"])
    #expect(written("left", "$100 $900") == ["left == 0.0 $100.0"])
  }

  @Test func insetsAndOffsetsDependOnTheAttribute() {
    let inset = Attribute.allCases.map {
      ($0, ConstraintShorthand.parse($0.rawValue, shorthand: "<5").constraints[0].constant)
    }
    let inward: Set<Attribute> = [.right, .bottom, .width, .height, .rightMargin]
    for (attribute, constant) in inset {
      #expect(constant == (inward.contains(attribute) ? -5 : 5), "\(attribute)")
    }
    let outward: Set<Attribute> = [.left, .top, .width, .height]
    for attribute in Attribute.allCases {
      let constant = ConstraintShorthand.parse(attribute.rawValue, shorthand: ">5").constraints[0]
        .constant
      #expect(constant == (outward.contains(attribute) ? -5 : 5), "\(attribute)")
    }
  }

  @Test func badValuesWarnAndFallBack() {
    let parsed = ConstraintShorthand.parse("top", shorthand: "+ten @a.bogus")
    #expect(parsed.constraints.map(describe) == ["top == @a 0.0"])
    #expect(
      parsed.warnings == ["Unknown attribute 'bogus' of @a", "Invalid value for constant: +ten"])
    let divided = ConstraintShorthand.parse("width", shorthand: "@a /0").constraints[0]
    #expect(divided.multiplier.isInfinite)
  }

  @Test func theObjectForm() {
    let parsed = ConstraintShorthand.parse(
      "right bottom",
      object: [
        "to": "header", "attribute": "top", "inset": "8", "multiplier": "2", "relation": "gte",
        "priority": "750", "identifier": "pin", "horizontalSizeClass": "compact",
      ])
    #expect(
      parsed.constraints.map(describe) == [
        "right >= @header.top *2.0 -8.0 $750.0 !pin hcompact",
        "bottom >= @header.top *2.0 -8.0 $750.0 !pin hcompact",
      ])
    let constantWins = ConstraintShorthand.parse(
      "left", object: ["constant": "3", "inset": "8", "relation": "lte"])
    #expect(constantWins.constraints.map(describe) == ["left <= 3.0"])
  }

  @Test func targetsAreInferredOnceIdsAreKnown() {
    let ids: Set<String> = ["header"]
    func resolved(_ list: String, _ shorthand: String) -> String {
      let constraint = ConstraintShorthand.parse(list, shorthand: shorthand).constraints[0]
      let (target, attribute) = constraint.resolved(knownIDs: ids)
      return "\(target ?? "none").\(attribute.map(\.rawValue) ?? "none")"
    }
    #expect(resolved("top", "+10") == "super.top")
    #expect(resolved("top", "@header.bottom") == "header.bottom")
    #expect(resolved("top", "@ghost +4") == "super.top")
    #expect(resolved("width", "+120") == "none.none")
    #expect(resolved("width", "@ghost +12") == "none.none")
    #expect(resolved("width", "@super /2") == "super.width")
    #expect(resolved("height", "@header.width") == "header.width")
  }
}
