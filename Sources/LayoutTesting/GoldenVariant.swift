import Foundation
import Layout
import LayoutCore

/// One of the ways a manifest's `"variants"` render every case below it: a device, an
/// appearance, a locale, a layout direction and Android qualifiers, each optional. The case's
/// golden for it is `NAME@VARIANT.png`, and its name in reports ends in `@VARIANT`.
public struct GoldenVariant: Sendable, Hashable {
  /// The values joined by `-`, in the order of `GoldenVariants.Axis`: `iphone-15-dark-rtl`.
  public var name: String
  /// The device's screen, scale and safe area, over the case's own.
  public var device: Device?
  /// Light or dark; for an Android layout dark also asks for `night` resources.
  public var appearance: Appearance?
  /// `de`, `pt-BR`: the `.lproj` strings beside a Layout template, Android's language and
  /// region qualifiers.
  public var locale: String?
  /// Which side `leading` is on; for an Android layout also the `ldltr`/`ldrtl` qualifier.
  public var direction: LayoutDirection?
  /// Android qualifiers as `--qualifiers` takes them (`land,w600dp`).
  public var qualifiers: String?

  /// A variant of these values, named after them.
  public init(
    device: Device? = nil, appearance: Appearance? = nil, locale: String? = nil,
    direction: LayoutDirection? = nil, qualifiers: String? = nil
  ) {
    self.device = device
    self.appearance = appearance
    self.locale = locale
    self.direction = direction
    self.qualifiers = qualifiers
    let directionName = direction.map { $0 == .rightToLeft ? "rtl" : "ltr" }
    let qualifierName = qualifiers?.replacingOccurrences(of: ",", with: "-")
    name = [device?.name, appearance?.rawValue, locale, directionName, qualifierName]
      .compactMap { $0 }.joined(separator: "-")
  }

  /// The render options of a case in this variant: its values over the case's own.
  /// `template` is the case's file, beside which a locale's strings are read.
  public func applied(to options: RenderOptions, template: String, isAndroid: Bool)
    throws(DiagnosticError) -> RenderOptions
  {
    var options = options
    if let device {
      options.size = device.size
      options.raster.scale = device.scale
      options.safeArea = device.safeArea
    }
    if let appearance { options.appearance = appearance }
    if let qualifiers { options.qualifiers = try ResourceQualifiers.parse(list: qualifiers) }
    if let direction {
      options.layoutDirection = direction
      if isAndroid {
        options.qualifiers.layoutDirection = direction == .rightToLeft ? "ldrtl" : "ldltr"
      }
    }
    if let locale {
      if isAndroid {
        let parts = locale.split { $0 == "-" || $0 == "_" }.map(String.init)
        options.qualifiers.language = parts.first?.lowercased()
        options.qualifiers.region = parts.count > 1 ? parts[1].uppercased() : nil
      } else {
        options.strings = try LocalizedStrings.beside(
          template: template, locale: locale, allowed: options.allowedPaths)
      }
    }
    return options
  }
}

/// A manifest's `"variants"`: for each axis the values to render, every combination once.
///
/// ```json
/// {"variants": {"device": ["iphone-se", "iphone-15"], "appearance": ["light", "dark"]}}
/// ```
public struct GoldenVariants: Sendable, Hashable, Decodable {
  /// The axes a manifest may vary, in the order variant names list them.
  public enum Axis: String, CodingKey, CaseIterable {
    case device, appearance, locale, direction, qualifiers
  }

  /// Every combination of the values, the first axis varying slowest; none when no axis has
  /// values.
  public var all: [GoldenVariant]

  public init(from decoder: Decoder) throws {
    let keyed = try decoder.container(keyedBy: VariantKey.self)
    var axes: [Axis: [String]] = [:]
    for key in keyed.allKeys {
      guard let axis = Axis(rawValue: key.stringValue) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: keyed,
          debugDescription: "unknown variant axis '\(key.stringValue)' (the axes: "
            + Axis.allCases.map(\.rawValue).joined(separator: ", ") + ")")
      }
      let values = try keyed.decode([String].self, forKey: key)
      guard !values.isEmpty, Set(values).count == values.count else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: keyed,
          debugDescription: "'\(axis.rawValue)' lists each value once, and at least one")
      }
      for value in values { try Self.check(value, axis, key, keyed) }
      axes[axis] = values
    }
    all = Self.combinations(axes)
  }

  /// Throws when a value is not one the axis takes.
  private static func check(
    _ value: String, _ axis: Axis, _ key: VariantKey, _ keyed: KeyedDecodingContainer<VariantKey>
  ) throws {
    let problem: String?
    switch axis {
    case .device:
      problem = Device.named(value) == nil ? "unknown device '\(value)' (`layout devices`)" : nil
    case .appearance:
      problem = Appearance(rawValue: value) == nil ? "appearance is light or dark" : nil
    case .direction:
      problem = ["ltr", "rtl"].contains(value) ? nil : "direction is ltr or rtl"
    case .locale:
      let isLocale = value.wholeMatch(of: /[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*/) != nil
      problem = isLocale ? nil : "'\(value)' is not a locale such as en, de or pt-BR"
    case .qualifiers:
      do {
        _ = try ResourceQualifiers.parse(list: value)
        problem = nil
      } catch {
        problem = error.description
      }
    }
    if let problem {
      throw DecodingError.dataCorruptedError(forKey: key, in: keyed, debugDescription: problem)
    }
  }

  /// The variants of every combination of the axes' values.
  private static func combinations(_ axes: [Axis: [String]]) -> [GoldenVariant] {
    guard !axes.isEmpty else { return [] }
    var variants = [GoldenVariant()]
    for axis in Axis.allCases {
      guard let values = axes[axis] else { continue }
      variants = variants.flatMap { variant in
        values.map { value in variant.with(axis, value) }
      }
    }
    return variants
  }
}

extension GoldenVariant {
  /// This variant with one more axis set (values already checked).
  fileprivate func with(_ axis: GoldenVariants.Axis, _ value: String) -> GoldenVariant {
    var (device, appearance, locale, direction, qualifiers) = (
      self.device, self.appearance, self.locale, self.direction, self.qualifiers
    )
    switch axis {
    case .device: device = Device.named(value)
    case .appearance: appearance = Appearance(rawValue: value)
    case .locale: locale = value
    case .direction: direction = value == "rtl" ? .rightToLeft : .leftToRight
    case .qualifiers: qualifiers = value
    }
    return GoldenVariant(
      device: device, appearance: appearance, locale: locale, direction: direction,
      qualifiers: qualifiers)
  }
}

/// Any key of a `"variants"` object, to name the unknown ones.
private struct VariantKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
