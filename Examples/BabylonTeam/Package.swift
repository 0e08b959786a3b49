// swift-tools-version:6.0
import PackageDescription

// A Babylon-style team package that uses linkspec as a team would: its app's
// routing code (BabylonRouting, no linkspec in it), its acceptance glue (the
// routing function and its own steps, BabylonAcceptance), its own command line
// (`swift run acceptance Features/`), and XCTest and Swift Testing targets
// that run the same features. `.ci/checks/65-team-package.sh` builds and runs it.
let package = Package(
    name: "BabylonTeam",
    // macOS 14: linkspec's step library needs the runtime of parameter packs.
    platforms: [.macOS(.v14)],
    dependencies: [
        // A team writes `.package(url: "https://github.com/<org>/linkspec.git", from: "0.1.0")`;
        // the name makes `package: "linkspec"` below read the same.
        .package(name: "linkspec", path: "../.."),
    ],
    targets: [
        // The app's own code: URLs in, routing events out, per flavour and login state.
        .target(name: "BabylonRouting"),
        // What the acceptance runs add: the routing function linkspec calls, and the team's steps.
        .target(name: "BabylonAcceptance", dependencies: [
            "BabylonRouting",
            .product(name: "LinkSpecCLI", package: "linkspec"),
        ]),
        // `swift run acceptance Features/`: the whole linkspec command line with the team's steps and router.
        .executableTarget(name: "acceptance", dependencies: [
            "BabylonAcceptance",
            .product(name: "LinkSpecCLI", package: "linkspec"),
        ]),
        .testTarget(name: "BabylonXCTests", dependencies: [
            "BabylonRouting", "BabylonAcceptance",
            .product(name: "LinkSpecTesting", package: "linkspec"),
        ]),
        .testTarget(name: "BabylonSwiftTests", dependencies: [
            "BabylonAcceptance",
            .product(name: "LinkSpecTesting", package: "linkspec"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
