import AppSimulation
import CucumberMessages
import LinkSpecRunner

/// The phones scenarios run on: `--platform ios|android|all` on the command
/// line, `platform:` in `LinkSpec.run` and `LinkSpec.scenarios`. A scenario
/// tagged `@ios` or `@android` runs only there. With `.all` each scenario runs
/// once on each; on Android (alone or with `.all`) each test case's name ends
/// with its platform (`[Android]`, `[iOS]`) and it carries the platform's tag,
/// so reports tell them apart.
public enum PlatformChoice: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// iPhones only: the default.
    case iOS = "ios"
    /// Android phones only (the app map must name its Android files).
    case android
    /// Each scenario once on each platform.
    case all

    /// The platforms, in the order each scenario runs on them.
    public var platforms: [MobilePlatform] {
        switch self {
        case .iOS: [.iOS]
        case .android: [.android]
        case .all: MobilePlatform.allCases
        }
    }

    /// `ios`, `android` or `all`, as `--platform` takes it.
    public var description: String { rawValue }

    /// The choice as selection applies it to pickles. A run of iOS alone names
    /// no platform, so its reports are as they always were.
    package var runs: PlatformRuns {
        PlatformRuns(tags: MobilePlatform.allCases.map(\.tag),
                     platforms: platforms.map { PlatformRuns.Platform(tag: $0.tag, name: $0.name) },
                     namesPlatforms: self != .iOS)
    }

    /// The platform a pickle selected with `runs` runs on.
    package func platform(of pickle: Pickle) -> MobilePlatform {
        guard self == .all else { return self == .android ? .android : .iOS }
        let platform = runs.platform(of: pickle)
        return MobilePlatform.allCases.first { $0.tag == platform?.tag } ?? .iOS
    }

    /// Why the app cannot run on these platforms, or nil: Android needs the
    /// app's Android files.
    package func problem(with map: AppMap) -> String? {
        guard platforms.contains(.android), map.android == nil else { return nil }
        return "the app map names no androidManifest, so the app cannot run on Android (--platform \(rawValue)): "
            + "name its Android files in app.json (see \"The app map\" in the README)"
    }
}
