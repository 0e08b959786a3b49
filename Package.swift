// swift-tools-version:6.0
import PackageDescription

// One direction of dependency: LinkSpecPlatform (the C library, locks, threads,
// file reading) and LinkSpecJSON at the bottom, CucumberMessages on LinkSpecJSON;
// Gherkin, Expressions and AppSimulation know nothing of each other;
// LinkSpecRunner joins them; the step library, the test helpers and the
// command line sit on top.
let package = Package(
    name: "linkspec",
    // The oldest systems whose Swift runtime (5.9) has parameter packs in generic
    // types, which the step library's typed closures use: macOS 14, iOS 17 (and
    // Mac Catalyst 17), tvOS 17, watchOS 10, visionOS 1. A platform not listed
    // would get the SDK's oldest target, where they do not exist.
    // - iOS: an app's unit-test target links `LinkSpecTesting`. XCTest and Swift
    //   Testing exist there, and the library modules make no call an app may not
    //   (no processes, signal handlers only in the command line, files read from
    //   the test bundle or the Mac's disk, the temporary folder the app's own).
    // - tvOS, watchOS, visionOS, Mac Catalyst: the same XCTest, Swift Testing and
    //   Foundation (XMLParser, PropertyListSerialization, Thread), so the same
    //   modules build there; newer APIs sit behind `#available` naming them all.
    // - The `linkspec` command line is for macOS and Linux: elsewhere it compiles
    //   (its signal handling left out) but has nothing to run it.
    // None of the Apple platforms is built on this project's Linux CI: see
    // Sources/LinkSpecTesting/LinkSpecTesting.docc/XcodeProject.md for what is
    // reasoned, not run.
    platforms: [.macOS(.v14), .iOS(.v17), .macCatalyst(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        // What a team uses: the command, its tests' helper, and its own command line
        // (`LinkSpecCommandLine.main(steps:app:)` in an executable target). Every
        // other module is the product's plumbing, reached through these two
        // libraries' `public` API only.
        .executable(name: "linkspec", targets: ["linkspec"]),
        .library(name: "LinkSpecTesting", targets: ["LinkSpecTesting"]),
        .library(name: "LinkSpecCLI", targets: ["LinkSpecCLI"]),
    ],
    targets: [
        // The one place that imports the C library: locks, conditions, threads, file reading.
        .target(name: "LinkSpecPlatform"),
        .target(name: "LinkSpecJSON"),
        .target(name: "CucumberMessages", dependencies: ["LinkSpecJSON"]),
        .target(name: "Gherkin", dependencies: ["CucumberMessages", "LinkSpecJSON", "LinkSpecPlatform"]),
        .target(name: "Expressions", dependencies: ["LinkSpecPlatform"]),
        // The OS's rules for which links open an app (AASA matching, Android's intent filters and
        // App Links verification): value types that know nothing of the simulated app.
        .target(name: "PlatformLinkRules", dependencies: ["LinkSpecPlatform"]),
        .target(name: "AppSimulation", dependencies: ["PlatformLinkRules", "LinkSpecJSON", "LinkSpecPlatform"]),
        // The app's files: app.json and the files it names, read into the app map; `linkspec check`'s rules.
        .target(name: "AppFiles", dependencies: ["AppSimulation", "PlatformLinkRules", "LinkSpecJSON", "LinkSpecPlatform"]),
        // Pictures of the simulated app, as SVG.
        .target(name: "AppDrawing", dependencies: ["AppSimulation"]),
        // `--served`: the one fetcher (URLSession) and the served-* rules, the served files read by AppFiles' readers.
        .target(name: "ServedFiles", dependencies: ["AppFiles", "AppSimulation", "PlatformLinkRules", "LinkSpecJSON", "LinkSpecPlatform"]),
        .target(name: "LinkFuzzing", dependencies: ["AppFiles", "AppSimulation", "PlatformLinkRules", "LinkSpecPlatform"]),
        // Every report format, built from the message stream alone.
        .target(name: "LinkSpecReports", dependencies: ["CucumberMessages", "LinkSpecJSON", "LinkSpecPlatform"]),
        .target(name: "LinkSpecRunner", dependencies: ["Gherkin", "Expressions", "CucumberMessages", "LinkSpecReports", "LinkSpecJSON", "LinkSpecPlatform"]),
        .target(name: "LinkSpecSteps", dependencies: ["AppDrawing", "AppFiles", "LinkSpecRunner", "LinkSpecReports", "Expressions", "AppSimulation", "Gherkin", "CucumberMessages",
                                                     "LinkSpecJSON", "LinkSpecPlatform"],
                path: "Steps"),
        .target(name: "LinkSpecLanguageServer", dependencies: ["AppFiles", "LinkSpecRunner", "LinkSpecSteps", "LinkSpecReports", "Gherkin", "CucumberMessages", "Expressions", "AppSimulation",
                                                              "LinkSpecJSON", "LinkSpecPlatform"]),
        .target(name: "LinkSpecCLI", dependencies: ["AppDrawing", "AppFiles", "LinkSpecRunner", "LinkSpecReports", "LinkSpecSteps", "Gherkin", "CucumberMessages", "Expressions",
                                                    "AppSimulation", "LinkFuzzing", "LinkSpecJSON", "LinkSpecPlatform",
                                                    "LinkSpecLanguageServer", "ServedFiles"]),
        .executableTarget(name: "linkspec", dependencies: ["LinkSpecCLI"]),
        .target(name: "LinkSpecTesting", dependencies: ["LinkSpecRunner", "LinkSpecReports", "LinkSpecSteps", "Gherkin", "CucumberMessages", "Expressions",
                                                       "AppSimulation", "LinkSpecPlatform"]),

        // Test targets that start the `linkspec` executable depend on it, so any
        // build of the tests (`swift test` alone, on a fresh clone) links it too.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The demo app (Features/app.json) for the tests of the app's modules.
        .target(name: "AppTestSupport", dependencies: ["AppFiles", "AppSimulation"], path: "Tests/AppTestSupport"),
        .testTarget(name: "LinkSpecPlatformTests", dependencies: ["LinkSpecPlatform"]),
        .testTarget(name: "LinkSpecJSONTests", dependencies: ["LinkSpecJSON", "LinkSpecPlatform", "TestSupport"]),
        .testTarget(name: "CucumberMessagesTests", dependencies: ["CucumberMessages", "LinkSpecJSON", "TestSupport"]),
        .testTarget(name: "GherkinTests", dependencies: ["LinkSpecPlatform", "Gherkin", "CucumberMessages", "LinkSpecJSON", "TestSupport"]),
        .testTarget(name: "ExpressionsTests", dependencies: ["LinkSpecPlatform", "Expressions", "TestSupport"]),
        .testTarget(name: "PlatformLinkRulesTests", dependencies: ["PlatformLinkRules"]),
        .testTarget(name: "AppSimulationTests", dependencies: ["AppTestSupport", "AppFiles", "LinkSpecPlatform", "PlatformLinkRules", "AppSimulation", "TestSupport"]),
        .testTarget(name: "AppFilesTests", dependencies: ["AppTestSupport", "AppFiles", "AppSimulation", "PlatformLinkRules", "LinkSpecJSON", "LinkSpecPlatform", "TestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "AppDrawingTests", dependencies: ["AppTestSupport", "AppDrawing", "AppSimulation", "LinkSpecPlatform", "TestSupport"], exclude: ["Pictures"]),
        .testTarget(name: "LinkFuzzingTests", dependencies: ["LinkFuzzing", "AppSimulation", "LinkSpecSteps", "LinkSpecRunner", "TestSupport", "linkspec"]),
        // `--served` against a local HTTPS server (Server/: Python's standard library, test certificates made with openssl).
        .testTarget(name: "ServedFilesTests", dependencies: ["ServedFiles", "AppFiles", "AppSimulation", "LinkSpecPlatform", "TestSupport", "linkspec"],
                    exclude: ["Server"]),
        .testTarget(name: "LinkSpecReportsTests", dependencies: ["LinkSpecReports", "CucumberMessages", "Gherkin", "LinkSpecJSON", "LinkSpecPlatform", "TestSupport"]),
        .testTarget(name: "LinkSpecRunnerTests", dependencies: ["LinkSpecReports", "LinkSpecPlatform", "LinkSpecRunner", "Gherkin", "CucumberMessages", "Expressions", "AppSimulation",
                                                              "TestSupport"]),
        .testTarget(name: "LinkSpecStepsTests", dependencies: ["LinkSpecSteps", "LinkSpecRunner", "AppSimulation", "Gherkin", "CucumberMessages",
                                                             "TestSupport"], exclude: ["IndependentSuite"]),
        // The Cucumber Compatibility Kit's samples through the command line's runner (issue 16).
        .testTarget(name: "CompatibilityKitTests", dependencies: ["LinkSpecReports", "LinkSpecCLI", "LinkSpecRunner", "Expressions", "LinkSpecJSON",
                                                                "LinkSpecPlatform", "TestSupport"]),
        .testTarget(name: "LinkSpecCLITests", dependencies: ["LinkSpecReports", "LinkSpecCLI", "CucumberMessages", "Gherkin", "TestSupport", "linkspec"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "LinkSpecLanguageServerTests", dependencies: ["LinkSpecPlatform", "LinkSpecLanguageServer", "LinkSpecRunner", "LinkSpecSteps",
                                                                        "AppSimulation", "TestSupport", "linkspec"]),
        .testTarget(name: "LinkSpecTestingTests", dependencies: ["LinkSpecReports", "LinkSpecTesting", "CucumberMessages", "TestSupport", "linkspec"],
                    exclude: ["Features"]),
        // Features and app.json shipped as resources of the test bundle, found through Bundle.module.
        .testTarget(name: "LinkSpecTestingBundleTests", dependencies: ["LinkSpecTesting"], resources: [.copy("Features")]),
    ],
    swiftLanguageModes: [.v6]
)
