/// The light or dark appearance a screen is rendered in (UIKit's `userInterfaceStyle`,
/// Android's `night` qualifier).
public enum Appearance: String, Sendable, CaseIterable, Hashable {
  case light, dark
}
