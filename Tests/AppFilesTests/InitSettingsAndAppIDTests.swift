@testable import AppFiles
import Foundation
import PlatformLinkRules
import XCTest

/// Issue 37: what `linkspec init` reads from `.xcconfig` files, and which app
/// ID it takes of those the AASA files list.
final class InitSettingsAndAppIDTests: XCTestCase {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-xcconfig-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("Config"), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// As Xcode reads one: `//` comments (in a value too), includes first, a
    /// later line winning, conditional settings and `$(inherited)` left out.
    func testAnXcconfigIsReadAsXcodeReadsIt() throws {
        let base = try folder()
        try Data("#include? \"Missing.xcconfig\"\nURL_HANDLER = base\nHOST = https://example.com\n".utf8)
            .write(to: base.appendingPathComponent("Config/Base.xcconfig"))
        try Data("""
            #include "Base.xcconfig"
            // The app's scheme
            URL_HANDLER = shop // not "base"
            OTHER_FLAGS = $(inherited) -DSHOP
            URL_HANDLER[sdk=macosx*] = shop-mac
            not a setting
            TEAM=ABCDE12345;

            """.utf8).write(to: base.appendingPathComponent("Config/App.xcconfig"))
        XCTAssertEqual(XcconfigFile.settings(atPath: base.appendingPathComponent("Config/App.xcconfig").path).mapValues(\.value),
                       ["URL_HANDLER": "shop", "HOST": "https:", "OTHER_FLAGS": "-DSHOP", "TEAM": "ABCDE12345"])
    }

    /// Where Debug and Release set a setting differently, Release's value, with the other kept to show.
    func testReleaseWinsOverDebugAndTheCommandLineOverBoth() throws {
        let base = try folder()
        try Data("URL_HANDLER = shop-debug\nID = com.example.$(URL_HANDLER)\n".utf8).write(to: base.appendingPathComponent("Config/Debug.xcconfig"))
        try Data("URL_HANDLER = shop\n".utf8).write(to: base.appendingPathComponent("Config/Release.xcconfig"))
        var settings = ProjectBuildSettings()
        settings.add(xcconfig: base.appendingPathComponent("Config/Debug.xcconfig").path, shown: "Config/Debug.xcconfig")
        settings.add(xcconfig: base.appendingPathComponent("Config/Release.xcconfig").path, shown: "Config/Release.xcconfig")
        XCTAssertEqual(settings.expanded("URL_HANDLER"), "shop")
        XCTAssertEqual(settings.expanded("ID"), "com.example.shop")
        XCTAssertEqual(settings.origins["URL_HANDLER"], "Config/Release.xcconfig")
        XCTAssertEqual(settings.alternatives["URL_HANDLER"], ["Config/Debug.xcconfig: shop-debug"])
        settings.override(["URL_HANDLER": "given"], from: "--build-setting")
        XCTAssertEqual(settings.expanded("ID"), "com.example.given")
        XCTAssertNil(ProjectBuildSettings().expanded("URL_HANDLER"))
        XCTAssertEqual(ProjectBuildSettings.placeholder(for: "ENV_URL_HANDLER"), "fill-in-env-url-handler")
    }

    /// A setting an included file sets is shown as that file's, where the team
    /// will look for it, not as the file that includes it.
    func testASettingOfAnIncludedFileIsShownAsThatFilesSetting() throws {
        let base = try folder()
        try Data("PRODUCT_BUNDLE_IDENTIFIER = com.example.shop\n".utf8).write(to: base.appendingPathComponent("Config/Shared.xcconfig"))
        try Data("#include \"Shared.xcconfig\"\nURL_HANDLER = shop-debug\n".utf8).write(to: base.appendingPathComponent("Config/Debug.xcconfig"))
        try Data("#include \"Shared.xcconfig\"\nURL_HANDLER = shop\n".utf8).write(to: base.appendingPathComponent("Config/Release.xcconfig"))
        var settings = ProjectBuildSettings()
        for name in ["Debug", "Release", "Shared"] {
            settings.add(xcconfig: base.appendingPathComponent("Config/\(name).xcconfig").path, shown: "Config/\(name).xcconfig")
        }
        XCTAssertEqual(settings.origins["PRODUCT_BUNDLE_IDENTIFIER"], "Config/Shared.xcconfig")
        XCTAssertEqual(settings.origins["URL_HANDLER"], "Config/Release.xcconfig")
        XCTAssertEqual(settings.alternatives["URL_HANDLER"], ["Config/Debug.xcconfig: shop-debug"])
        XCTAssertNil(settings.alternatives["PRODUCT_BUNDLE_IDENTIFIER"])
    }

    /// Where the project's configurations of the app's target differ, Release's value (what ships).
    func testTheXcodeProjectsReleaseValueWinsWhereTheConfigurationsDiffer() throws {
        let base = try folder()
        let project = base.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
        try FileManager.default.createDirectory(at: project.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("""
            // !$*UTF8*$!
            {
                objects = {
                    1 = {isa = XCBuildConfiguration; buildSettings = {DEVELOPMENT_TEAM = ABCDE12345; INFOPLIST_FILE = "Shop/Info.plist"; ENV_URL_HANDLER = "shop-debug";}; name = Debug;};
                    2 = {isa = XCBuildConfiguration; buildSettings = {DEVELOPMENT_TEAM = ABCDE12345; INFOPLIST_FILE = "Shop/Info.plist"; ENV_URL_HANDLER = shop;}; name = Release;};
                    3 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Widget/Info.plist"; ENV_URL_HANDLER = widget;}; name = Release;};
                };
            }
            """.utf8).write(to: project)
        let settings = try XcodeProjectSettings.settings(projectFile: project.path, shown: "Shop.xcodeproj/project.pbxproj",
                                                         infoPlist: base.appendingPathComponent("Shop/Info.plist").standardizedFileURL.path)
        XCTAssertEqual(settings["ENV_URL_HANDLER"], "shop")
        XCTAssertEqual(settings["DEVELOPMENT_TEAM"], "ABCDE12345")
    }

    private func association(_ json: String, host: String) throws -> SiteAssociation {
        try SiteAssociation.read(Array(json.utf8), host: host, file: "\(host).aasa.json")
    }

    /// The most files first, then the most rules, then the team with the most apps, then the first listed.
    func testTheAppIDTheMostFilesListWinsOverTheFirstListed() throws {
        let shop = try association(#"{"applinks": {"details": [{"appIDs": ["OLDTEAM001.com.x", "NEWTEAM123.com.x", "NEWTEAM123.com.x.clip"], "#
                                   + #""components": [{"/": "/a"}]}, {"appIDs": ["QATEAM0004.com.x"], "components": [{"/": "/b"}, {"/": "/c"}]}]}}"#,
                                   host: "shop.example")
        let help = try association(#"{"applinks": {"details": [{"appIDs": ["NEWTEAM123.com.x"], "components": [{"/": "/d"}]}]}}"#,
                                   host: "help.example")
        XCTAssertEqual(AppIDChoice.ranked([shop, help], bundleID: "com.x", teamID: nil).map(\.appID),
                       ["NEWTEAM123.com.x", "QATEAM0004.com.x", "OLDTEAM001.com.x"])
        XCTAssertEqual(AppIDChoice.ranked([shop], bundleID: "com.x", teamID: nil).map(\.appID),
                       ["QATEAM0004.com.x", "NEWTEAM123.com.x", "OLDTEAM001.com.x"], "one file: the most rules, then the team with most apps")
        XCTAssertEqual(AppIDChoice.ranked([shop, help], bundleID: nil, teamID: "NEWTEAM123").map(\.appID),
                       ["NEWTEAM123.com.x", "NEWTEAM123.com.x.clip"])
    }
}
