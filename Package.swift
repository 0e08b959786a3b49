// swift-tools-version:6.0
import PackageDescription

// One direction of dependency: LinkSpecJSON at the bottom; Gherkin, Expressions
// and SimulatedApp know nothing of each other; LinkSpecRunner joins them; the
// step library, the test helpers and the command line sit on top.
let package = Package(
    name: "linkspec",
    // macOS 14: the step library's parameter packs need its runtime.
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "linkspec", targets: ["linkspec"]),
        .library(name: "Gherkin", targets: ["Gherkin"]),
        .library(name: "Expressions", targets: ["Expressions"]),
        .library(name: "SimulatedApp", targets: ["SimulatedApp"]),
        .library(name: "LinkFuzzing", targets: ["LinkFuzzing"]),
        .library(name: "LinkSpecRunner", targets: ["LinkSpecRunner"]),
        .library(name: "LinkSpecSteps", targets: ["LinkSpecSteps"]),
        .library(name: "LinkSpecTesting", targets: ["LinkSpecTesting"]),
    ],
    targets: [
        .target(name: "LinkSpecJSON"),
        .target(name: "Gherkin", dependencies: ["LinkSpecJSON"]),
        .target(name: "Expressions"),
        .target(name: "SimulatedApp", dependencies: ["LinkSpecJSON"]),
        .target(name: "LinkFuzzing", dependencies: ["SimulatedApp"]),
        .target(name: "LinkSpecRunner", dependencies: ["Gherkin", "Expressions", "SimulatedApp", "LinkSpecJSON"]),
        .target(name: "LinkSpecSteps", dependencies: ["LinkSpecRunner", "Expressions", "SimulatedApp", "Gherkin", "LinkSpecJSON"],
                path: "Steps"),
        .target(name: "LinkSpecLanguageServer", dependencies: ["LinkSpecRunner", "Gherkin", "Expressions", "SimulatedApp", "LinkSpecJSON"]),
        .target(name: "LinkSpecCLI", dependencies: ["LinkSpecRunner", "LinkSpecSteps", "Gherkin", "Expressions", "SimulatedApp", "LinkFuzzing", "LinkSpecJSON",
                                                   "LinkSpecLanguageServer"]),
        .executableTarget(name: "linkspec", dependencies: ["LinkSpecCLI"]),
        .target(name: "LinkSpecTesting", dependencies: ["LinkSpecRunner", "LinkSpecSteps", "Gherkin", "Expressions", "SimulatedApp"]),

        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LinkSpecJSONTests", dependencies: ["LinkSpecJSON", "TestSupport"]),
        .testTarget(name: "GherkinTests", dependencies: ["Gherkin", "TestSupport"]),
        .testTarget(name: "ExpressionsTests", dependencies: ["Expressions", "TestSupport"]),
        .testTarget(name: "SimulatedAppTests", dependencies: ["SimulatedApp", "TestSupport"], exclude: ["Fixtures", "Pictures"]),
        .testTarget(name: "LinkFuzzingTests", dependencies: ["LinkFuzzing", "SimulatedApp", "TestSupport"]),
        .testTarget(name: "LinkSpecRunnerTests", dependencies: ["LinkSpecRunner", "Gherkin", "Expressions", "SimulatedApp", "TestSupport"]),
        .testTarget(name: "StepsTests", dependencies: ["LinkSpecSteps", "LinkSpecRunner", "SimulatedApp", "Gherkin", "TestSupport"], exclude: ["IndependentSuite"]),
        .testTarget(name: "LinkSpecCLITests", dependencies: ["LinkSpecCLI", "TestSupport"]),
        .testTarget(name: "LinkSpecLanguageServerTests", dependencies: ["LinkSpecLanguageServer", "LinkSpecRunner", "TestSupport"]),
        .testTarget(name: "LinkSpecTestingTests", dependencies: ["LinkSpecTesting", "TestSupport"], exclude: ["Features"]),
    ],
    swiftLanguageModes: [.v6]
)
