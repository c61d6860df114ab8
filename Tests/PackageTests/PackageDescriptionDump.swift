import Foundation

/// The package's root folder.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The targets of Package.swift as `swift package dump-package` describes them.
struct PackageDescriptionDump: Decodable {
  struct Target: Decodable {
    var name: String
    var type: String
    var path: String?
    var dependencies: [String]
    /// The products of other packages the target uses, with the traits that enable each.
    var products: [ProductUse]

    /// Where the target's sources are: its `path`, else Sources/ or Tests/ and its name.
    var folder: URL {
      if let path { return packageRoot.appendingPathComponent(path) }
      return packageRoot.appendingPathComponent(type == "test" ? "Tests" : "Sources")
        .appendingPathComponent(name)
    }

    enum CodingKeys: String, CodingKey { case name, type, path, dependencies }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      type = try container.decode(String.self, forKey: .type)
      path = try container.decodeIfPresent(String.self, forKey: .path)
      // Each dependency is `{"byName": [name, …]}`, `{"target": [name, …]}` or
      // `{"product": [name, package, …]}`: the first string is the module's name.
      let dependencies = try container.decode([[String: [Dependency?]]].self, forKey: .dependencies)
      self.dependencies = dependencies.compactMap { $0.values.first?.first??.name }
      products = dependencies.compactMap { dependency in
        guard let fields = dependency["product"], fields.count >= 2,
          let name = fields[0]?.name, let package = fields[1]?.name
        else { return nil }
        let traits = fields.dropFirst(2).compactMap { $0?.traits }.first
        return ProductUse(name: name, package: package, traits: traits ?? [])
      }
    }
  }

  /// A target's use of another package's product; `traits` empty when it is unconditional.
  struct ProductUse: Equatable {
    var name: String
    var package: String
    var traits: [String]
  }

  /// One element of a dependency's array: a name, or null or an object for options (a
  /// condition's object names the traits that enable the dependency).
  struct Dependency: Decodable {
    var name: String?
    var traits: [String]?

    struct Condition: Decodable { var traits: [String]? }

    init(from decoder: any Decoder) throws {
      name = try? decoder.singleValueContainer().decode(String.self)
      traits = (try? decoder.singleValueContainer().decode(Condition.self))?.traits
    }
  }

  var targets: [Target]

  /// Runs `swift package dump-package` in the package's root (without waiting for the lock
  /// that the running `swift test` holds).
  static func load() throws -> PackageDescriptionDump {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--ignore-lock", "--package-path", packageRoot.path, "dump-package",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try JSONDecoder().decode(PackageDescriptionDump.self, from: data)
  }
}
