import AppSimulation
import PlatformLinkRules
import XCTest

/// The worked examples of Apple's documentation of apple-app-site-association
/// files (the `applinks`, `applinks.Details`, `Components`, `Components.Query`,
/// `SubstitutionVariables` and `Defaults` pages, "Supporting associated domains",
/// and the WWDC 2019 and 2020 sessions on universal links), each with the URLs
/// its comments describe.
final class AppleDocumentedExamplesTests: XCTestCase {
    private let app = "ABCDE12345.com.example.app"

    private func association(_ json: String, file: StaticString = #filePath, line: UInt = #line) throws -> SiteAssociation {
        let association = try SiteAssociation.read(Array(json.utf8), host: "example.com", file: "aasa.json")
        XCTAssertEqual(association.problems.map(\.message), [], "Apple's example reads without a problem", file: file, line: line)
        return association
    }

    private func assertOpens(_ association: SiteAssociation, _ urls: [String], _ expected: Bool,
                             file: StaticString = #filePath, line: UInt = #line) {
        for url in urls {
            guard let parsed = UniversalLinkURL(url) else { return XCTFail("not a URL: \(url)", file: file, line: line) }
            let verdict = association.verdict(for: parsed, appID: app)
            XCTAssertEqual(verdict.opensApp, expected, "\(url): \(verdict.reason)", file: file, line: line)
        }
    }

    /// "Supporting associated domains" and the `applinks` page.
    func testTheApplinksExampleExcludesByFragmentAndPathAndMatchesQueryItems() throws {
        let aasa = try association(#"""
        {
          "applinks": {
            "details": [
              {
                "appIDs": [ "ABCDE12345.com.example.app", "ABCDE12345.com.example.app2" ],
                "components": [
                  { "#": "no_universal_links", "exclude": true,
                    "comment": "Matches any URL whose fragment equals no_universal_links and instructs the system not to open it as a universal link" },
                  { "/": "/buy/*", "comment": "Matches any URL whose path starts with /buy/" },
                  { "/": "/help/website/*", "exclude": true,
                    "comment": "Matches any URL whose path starts with /help/website/ and instructs the system not to open it as a universal link" },
                  { "/": "/help/*", "?": { "articleNumber": "????" },
                    "comment": "Matches any URL whose path starts with /help/ and that has a query item with name 'articleNumber' and a value of exactly 4 characters" }
                ]
              }
            ]
          },
          "webcredentials": { "apps": [ "ABCDE12345.com.example.app" ] },
          "appclips": { "apps": ["ABCED12345.com.example.MyApp.Clip"] }
        }
        """#)
        assertOpens(aasa, ["https://example.com/buy/", "https://example.com/buy/12", "https://example.com/buy/a/b?c=d",
                           "https://example.com/help/faq?articleNumber=1234", "https://example.com/help/?articleNumber=abcd"], true)
        assertOpens(aasa, ["https://example.com/buy/12#no_universal_links", "https://example.com/help/website/faq",
                           "https://example.com/help/website/?articleNumber=1234", "https://example.com/help/faq?articleNumber=123",
                           "https://example.com/help/faq?articleNumber=12345", "https://example.com/help/faq",
                           "https://example.com/buy", "https://example.com/"], false)
        let excluded = aasa.verdict(for: UniversalLinkURL("https://example.com/help/website/faq")!, appID: app)
        XCTAssertEqual(excluded.reason, #"example.com AASA: component 3 "/help/website/*" excludes"#)
        XCTAssertEqual(excluded.rule, .component(detail: 1, component: 3))
        let other = aasa.verdict(for: UniversalLinkURL("https://example.com/buy/1")!, appID: "ABCDE12345.com.example.other")
        XCTAssertEqual(other.rule, .appIDNotListed)
        XCTAssertTrue(aasa.verdict(for: UniversalLinkURL("https://example.com/buy/1")!, appID: "ABCDE12345.com.example.app2").opensApp)
    }

    /// The `applinks.Details` page: a fragment with the path, case ignored through the entry's defaults.
    func testTheDetailsExampleIgnoresCaseThroughItsDefaults() throws {
        let aasa = try association(#"""
        {"applinks": {"details": [{
          "appIDs": [ "ABCDE12345.com.example.app", "ABCDE12345.com.example.app2" ],
          "components": [
            { "/": "/buy/*", "#": "my_great_product_123",
              "comment": "Matches any URL whose path starts with /buy/ and fragment equals my_great_product_123, ignoring case" }
          ],
          "defaults": { "caseSensitive": false }
        }]}}
        """#)
        assertOpens(aasa, ["https://example.com/buy/1#my_great_product_123", "https://example.com/BUY/1#MY_Great_Product_123"], true)
        assertOpens(aasa, ["https://example.com/buy/1", "https://example.com/buy/1#my_great_product_1234",
                           "https://example.com/sell/1#my_great_product_123"], false)
    }

    /// The `applinks.Details.Components.Query` page.
    func testTheQueryDictionaryExampleMatchesTheItemsValueExactly() throws {
        let aasa = try association(#"""
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"?": { "productID": "12345" }}]}]}}
        """#)
        assertOpens(aasa, ["https://example.com/any?productID=12345", "https://example.com/?a=1&productID=12345"], true)
        assertOpens(aasa, ["https://example.com/any?productID=123456", "https://example.com/any?productid=12345",
                           "https://example.com/any"], false)
    }

    /// WWDC 2019 "What's New in Universal Links": every item of a repeated name must
    /// match, and a missing item counts as the empty string.
    func testTheSessionsQueryExampleNeedsEveryItemOfANameToMatch() throws {
        let aasa = try association(#"""
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [
          { "/": "/help/*", "?": { "articleNumber": "????", "articleName": "?*" },
            "comment": "Matches any URL whose path starts with /help/ and which has a query item with name 'articleNumber' and a value of exactly 4 characters, and another with name 'articleName' and a value of one or more characters" }
        ]}]}}
        """#)
        assertOpens(aasa, ["https://example.com/help/x?articleNumber=1234&articleName=intro",
                           "https://example.com/help/x?articleName=a&articleNumber=abcd&articleNumber=wxyz"], true)
        assertOpens(aasa, ["https://example.com/help/x?articleNumber=1234",
                           "https://example.com/help/x?articleNumber=1234&articleName=",
                           "https://example.com/help/x?articleNumber=1234&articleNumber=12&articleName=a",
                           "https://example.com/help/x?articleNumber&articleName=a"], false)
    }

    /// The `SubstitutionVariables` page: a custom variable with the predefined `$(lang)` and `$(region)`.
    func testTheSubstitutionVariablesExampleExpandsCustomAndPredefinedVariables() throws {
        let aasa = try association(#"""
        {"applinks": {
          "substitutionVariables": { "food": [ "burrito", "pizza", "sushi", "samosa" ] },
          "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{ "/": "/$(lang)_$(region)/$(food)/" }]}]
        }}
        """#)
        assertOpens(aasa, ["https://example.com/en_US/pizza/", "https://example.com/fr_CA/sushi/", "https://example.com/de_DE/samosa/"], true)
        assertOpens(aasa, ["https://example.com/en_US/tacos/", "https://example.com/en_us/pizza/", "https://example.com/EN_US/pizza/",
                           "https://example.com/en_US/pizza", "https://example.com/english_US/pizza/"], false)
    }

    /// WWDC 2020 "What's new in Universal Links": `?*` needs a character, and
    /// `caseSensitive: false` on one component.
    func testTheSessionsCaseInsensitiveExample() throws {
        let aasa = try association(#"""
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{ "/": "/sourdough/?*", "caseSensitive": false }]}]}}
        """#)
        assertOpens(aasa, ["https://example.com/sourdough/starter", "https://example.com/SourDough/Rye"], true)
        assertOpens(aasa, ["https://example.com/sourdough/", "https://example.com/sourdough"], false)
    }

    /// Unicode patterns: with `percentEncoded: false` a pattern is written as text
    /// and compared with the decoded URL; by default it is compared as encoded.
    func testPercentEncodedFalseComparesTheDecodedURL() throws {
        let aasa = try association(#"""
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [
          { "/": "/café/?*", "percentEncoded": false },
          { "/": "/caf%C3%A9-encoded/?*" }
        ]}]}}
        """#)
        assertOpens(aasa, ["https://example.com/caf%C3%A9/menu", "https://example.com/caf%C3%A9-encoded/menu"], true)
        assertOpens(aasa, ["https://example.com/cafe/menu"], false)
    }

    /// The `Defaults` page: the entry's defaults win over the domain's, a component's over both.
    func testDefaultsAtTheDomainEntryAndComponentLevels() throws {
        let aasa = try association(#"""
        {"applinks": {
          "defaults": { "caseSensitive": false },
          "details": [
            {"appIDs": ["ABCDE12345.com.example.app"], "components": [{ "/": "/a/*" }, { "/": "/b/*", "caseSensitive": true }]},
            {"appIDs": ["ABCDE12345.com.example.app"], "defaults": { "caseSensitive": true }, "components": [{ "/": "/c/*" }]}
          ]
        }}
        """#)
        assertOpens(aasa, ["https://example.com/A/1", "https://example.com/b/1", "https://example.com/c/1"], true)
        assertOpens(aasa, ["https://example.com/B/1", "https://example.com/C/1"], false)
    }

    /// The legacy `paths` of the App Search Programming Guide: the first path that
    /// matches decides, and `NOT ` excludes.
    func testLegacyPathsDecideInOrderWithNOT() throws {
        let aasa = try association(#"""
        {"applinks": {"apps": [], "details": [
          {"appID": "ABCDE12345.com.example.app", "paths": [ "/wwdc/news/", "NOT /videos/wwdc/2010/*", "/videos/wwdc/201?/*" ]}
        ]}}
        """#)
        assertOpens(aasa, ["https://example.com/wwdc/news/", "https://example.com/videos/wwdc/2015/a", "https://example.com/videos/wwdc/2011/b?x=1"], true)
        assertOpens(aasa, ["https://example.com/videos/wwdc/2010/a", "https://example.com/wwdc/news", "https://example.com/videos/wwdc/2020/a"], false)
        XCTAssertEqual(aasa.verdict(for: UniversalLinkURL("https://example.com/videos/wwdc/2010/a")!, appID: app).reason,
                       #"example.com AASA: path 2 "NOT /videos/wwdc/2010/*" excludes"#)
        // Issue 24, item 12: a legacy verdict names the legacy rule, not components the file does not have.
        XCTAssertEqual(aasa.verdict(for: UniversalLinkURL("https://example.com/wwdc/news")!, appID: app).reason,
                       "example.com AASA: no path matches /wwdc/news")
    }
}
