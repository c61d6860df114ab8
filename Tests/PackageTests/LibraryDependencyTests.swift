import Testing

/// A program that depends on the library with `traits: []` fetches none of the server's
/// packages: SwiftPM leaves out a package dependency when every use of it is guarded by a
/// trait that is not enabled (Docs/SwiftAPI.md, "Adding Layout to a package").
@Suite struct LibraryDependencyTests {
  /// The packages the library and the `layout` command need whatever the traits.
  static let alwaysFetched: Set = ["swift-argument-parser"]

  @Test func onlyTheServerTraitBringsTheServersPackages() throws {
    let package = try PackageDescriptionDump.load()
    let uses = package.targets.flatMap(\.products)
    let unconditional = Set(uses.filter { $0.traits.isEmpty }.map(\.package))
    #expect(unconditional == Self.alwaysFetched)
    let server = uses.filter { !Self.alwaysFetched.contains($0.package) }
    #expect(server.map(\.package).contains("hummingbird"))
    #expect(server.allSatisfy { $0.traits == ["Server"] }, "\(server)")
  }
}
