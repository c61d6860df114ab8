// swift-tools-version: 6.2
import PackageDescription

// Linux only: the C modules are found through pkg-config with Debian's package names, and the
// code calls Glibc.

// A warning in the project's own code fails the build, debug and release alike. Released code
// is emitted one function per section, for the order file below.
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release)),
]

// Modules whose loops run over every pixel or every constraint (image comparison, the
// solver) are optimised in debug builds too: unoptimised, comparing the goldens and solving
// large systems took most of the test suite's time. They are small, so the build barely
// slows.
let optimizedInDebug: [SwiftSetting] =
  strict + [.unsafeFlags(["-O"], .when(configuration: .debug))]

// The functions the common commands run, in the order they first run, listed (under valgrind)
// by `scripts/order-functions`. The release `layout` places them first and together, so that a
// command faults in a few dense pages of code rather than the 64 KB the kernel maps around each
// of functions scattered over the binary.
let functionOrder = Context.packageDirectory + "/Sources/LayoutExecutable/function-order.txt"

// The server's packages are used only with the `Server` trait.
let server: TargetDependencyCondition? = .when(traits: ["Server"])

let package = Package(
  name: "Layout",
  products: [
    .library(name: "Layout", targets: ["Layout"]),
    .library(name: "LayoutTesting", targets: ["LayoutTesting"]),
    .library(name: "LayoutTestingAssertions", targets: ["LayoutTestingAssertions"]),
    .executable(name: "layout", targets: ["LayoutExecutable"]),
    .executable(name: "layout-server", targets: ["LayoutServerExecutable"]),
  ],
  // `Server` (on by default) brings `layout serve`'s web stack: a program that only renders
  // depends on the package with `traits: []`, and SwiftPM then fetches none of it.
  traits: [
    .trait(name: "Server", description: "layout serve's web server (Hummingbird, SwiftNIO)."),
    .default(enabledTraits: ["Server"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Without Hummingbird's default `ConfigurationSupport` trait: the server is configured by
    // the command's own options, and swift-configuration would be built for nothing.
    .package(
      url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1",
      traits: ["FullFoundation"]),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
  ],
  targets: [
    // System libraries, found through pkg-config.
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(
      name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig1-dev"])]),
    .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    // zlib, to inflate a PDF's content streams and measure the images drawn inline in them.
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(
      name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
    .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
    // poppler, librsvg, libavif and libcurl, loaded the first time a template needs them
    // rather than linked, so that a command that draws no PDF, SVG or AVIF image and fetches
    // nothing does not map them (and the 80 libraries they bring) at start-up.
    .target(name: "CLazyLibraries"),
    // libpng reports errors with setjmp/longjmp, which only C can use safely.
    .target(
      name: "CPNGWriter", dependencies: ["CLibPNG"],
      linkerSettings: [.linkedLibrary("z"), .linkedLibrary("pthread")]),

    // The pipeline, bottom-up: each stage imports only the stages below it.
    .target(name: "LayoutCore", swiftSettings: strict),
    .target(name: "LayoutSyntax", dependencies: ["LayoutCore"], swiftSettings: strict),
    // A Cassowary constraint solver, for the constraint-based front-ends (standard library only).
    .target(name: "LayoutConstraints", swiftSettings: optimizedInDebug),
    // The EverLayout front-end: JSON layouts with a constraint shorthand.
    .target(
      name: "LayoutEverLayout",
      dependencies: [
        "LayoutCore", "LayoutSyntax", "LayoutExpressions", "LayoutDisplayList", "LayoutViews",
        "LayoutConstraints",
      ], swiftSettings: strict),
    // The Android front-end: Android-style layout XML (iDroid-Layout), measured and laid out
    // in Android's two passes.
    .target(
      name: "LayoutAndroid",
      dependencies: [
        "LayoutCore", "LayoutSyntax", "LayoutExpressions", "LayoutDisplayList", "LayoutViews",
        "LayoutConstraints", "CZlib",
      ], swiftSettings: strict),
    // What the engine hands the backends, and the contracts the backends fulfil for it.
    .target(name: "LayoutDisplayList", dependencies: ["LayoutCore"], swiftSettings: strict),
    .target(
      name: "LayoutExpressions", dependencies: ["LayoutCore", "LayoutSyntax"], swiftSettings: strict
    ),
    // Where every front-end meets: the view kinds (UIKit-named classes, their properties and
    // drawing), the solved tree and the display list built from it.
    .target(
      name: "LayoutViews", dependencies: ["LayoutCore", "LayoutExpressions", "LayoutDisplayList"],
      swiftSettings: strict),
    .target(
      name: "LayoutEngine",
      dependencies: [
        "LayoutCore", "LayoutSyntax", "LayoutExpressions", "LayoutDisplayList", "LayoutViews",
        "LayoutConstraints",
      ],
      swiftSettings: strict),
    // The template tools: format, list, rename (finding files, formatting, renaming).
    .target(
      name: "LayoutTool", dependencies: ["LayoutCore", "LayoutSyntax", "LayoutExpressions"],
      swiftSettings: strict),
    .target(
      name: "LayoutCairo",
      dependencies: [
        "LayoutCore", "LayoutDisplayList", "CCairo", "CPangoCairo", "CFontconfig", "CPNGWriter",
        "CLibPNG", "CTurboJPEG", "CWebP", "CZlib", "CLazyLibraries",
      ], swiftSettings: strict),
    .target(
      name: "Layout",
      dependencies: [
        "LayoutCore", "LayoutSyntax", "LayoutExpressions", "LayoutDisplayList", "LayoutViews",
        "LayoutEngine", "LayoutConstraints",
        "LayoutEverLayout", "LayoutAndroid", "LayoutCairo", "CLazyLibraries",
      ], swiftSettings: strict),
    .target(
      name: "LayoutTesting",
      dependencies: ["Layout", "LayoutCore", "LayoutExpressions", "LayoutCairo"],
      swiftSettings: optimizedInDebug),
    // assertGolden for XCTest and Swift Testing, apart so that the tool links neither.
    .target(
      name: "LayoutTestingAssertions", dependencies: ["Layout", "LayoutTesting"],
      swiftSettings: strict),
    // `layout serve`: the preview of a folder and the render endpoint, on Hummingbird
    // (SwiftNIO). Its own module, so the rest of the tool does not import the server stack.
    .target(
      name: "LayoutServer",
      dependencies: [
        "Layout", "LayoutCore", "LayoutSyntax", "LayoutTool", "LayoutTesting",
        .product(name: "Hummingbird", package: "hummingbird", condition: server),
        .product(name: "HummingbirdCore", package: "hummingbird", condition: server),
        .product(name: "Logging", package: "swift-log", condition: server),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: server),
      ], swiftSettings: strict),
    .target(
      name: "LayoutCLI",
      dependencies: [
        "Layout", "LayoutCore", "LayoutSyntax", "LayoutExpressions", "LayoutViews", "LayoutEngine",
        "LayoutConstraints", "LayoutTesting", "LayoutTool",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ], swiftSettings: strict),
    // `layout serve` run in-process, apart from LayoutCLI so that `layout` links no server.
    .target(
      name: "LayoutServeCommand",
      dependencies: ["Layout", "LayoutCore", "LayoutCLI", "LayoutServer", "LayoutTesting"],
      swiftSettings: strict),
    // The `layout` command (named apart from the `Layout` module for case-insensitive disks).
    // Released as a position-dependent executable: with the Swift runtime linked in
    // (`--static-swift-stdlib`, as scripts/layout builds it), a position-independent one starts
    // by applying 118,000 relocations to pages it then keeps as private copies. Its functions
    // are placed in the order of `functionOrder`.
    .executableTarget(
      name: "LayoutExecutable", dependencies: ["LayoutCLI"],
      exclude: ["function-order.txt"], swiftSettings: strict,
      linkerSettings: [
        .unsafeFlags(
          ["-Xlinker", "-no-pie", "-Xlinker", "--section-ordering-file=\(functionOrder)"],
          .when(configuration: .release))
      ]),
    // `layout-server`: the tool with the web server, which `layout serve` runs in its place
    // (found beside `layout`), so that the commands that render and exit start without it.
    .executableTarget(
      name: "LayoutServerExecutable", dependencies: ["LayoutCLI", "LayoutServeCommand"],
      swiftSettings: strict),

    // Running the command in-process, shared by the test targets that drive the tool.
    .target(
      name: "CommandSupport", dependencies: ["LayoutCLI", "LayoutServeCommand"],
      path: "Tests/CommandSupport",
      swiftSettings: strict),
    // The frame fixtures' strict header reader, shared by the engine's and Android's fixtures.
    .target(
      name: "FrameFixtureSupport", dependencies: ["LayoutCore"], path: "Tests/FrameFixtureSupport",
      swiftSettings: strict),
    // Helpers shared by the test targets that use no Layout module: paths, processes, HTTP.
    .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strict),
    .testTarget(
      name: "LayoutSyntaxTests", dependencies: ["LayoutCore", "LayoutSyntax"], swiftSettings: strict
    ),
    .testTarget(
      name: "LayoutExpressionsTests", dependencies: ["LayoutCore", "LayoutExpressions"],
      swiftSettings: strict),
    .testTarget(
      name: "LayoutEngineTests",
      dependencies: [
        "LayoutCore", "LayoutSyntax", "LayoutExpressions", "LayoutDisplayList", "LayoutViews",
        "LayoutEngine", "LayoutConstraints", "FrameFixtureSupport",
      ],
      exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(
      name: "LayoutToolTests",
      dependencies: ["LayoutTool", "LayoutCLI", "LayoutCore", "LayoutSyntax", "CommandSupport"],
      exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(
      name: "LayoutTests",
      dependencies: [
        "Layout", "LayoutCore", "LayoutViews", "LayoutEngine", "LayoutCairo", "CCairo",
        "CPangoCairo",
        "CFontconfig", "LayoutTesting", "LayoutCLI", "CommandSupport", "TestSupport",
      ], exclude: ["Fixtures"], swiftSettings: strict),
    // The `layout` command, run in-process or as the built executable (`watch`, `serve` too).
    .testTarget(
      name: "LayoutCLITests",
      dependencies: [
        "Layout", "LayoutCairo", "LayoutSyntax", "LayoutTesting", "LayoutCLI", "CommandSupport",
        "TestSupport",
      ], exclude: ["Fixtures"], swiftSettings: strict),
    // The Draw stage on its own: decoders' limits, font files, the PNG writer.
    .testTarget(
      name: "LayoutCairoTests", dependencies: ["LayoutCairo", "LayoutCore", "TestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "LayoutConstraintsTests", dependencies: ["LayoutConstraints"],
      exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(
      name: "LayoutEverLayoutTests",
      dependencies: [
        "LayoutEverLayout", "LayoutCore", "LayoutViews", "LayoutDisplayList", "LayoutExpressions",
      ], swiftSettings: strict),
    .testTarget(
      name: "LayoutAndroidTests",
      dependencies: [
        "LayoutAndroid", "LayoutCore", "LayoutViews", "LayoutDisplayList", "LayoutExpressions",
        "FrameFixtureSupport",
      ], exclude: ["Fixtures"], swiftSettings: strict),
    // Checks of the package itself: declared imports, cited sections, formatting.
    .testTarget(name: "PackageTests", swiftSettings: strict),
    .testTarget(
      name: "LayoutTestingTests",
      dependencies: [
        "Layout", "LayoutCore", "LayoutCairo", "LayoutTesting", "LayoutTestingAssertions",
        "LayoutCLI", "CommandSupport",
      ], exclude: ["Fixtures"], swiftSettings: strict),
  ]
)
