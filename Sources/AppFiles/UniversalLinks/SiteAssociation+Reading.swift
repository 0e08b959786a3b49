import AppSimulation
import LinkSpecJSON
import LinkSpecPlatform
import PlatformLinkRules

extension SiteAssociation {
    /// Reads an AASA file. Text that is not JSON is an error (the file cannot be
    /// used at all); a structure problem is recorded in `problems` and the element
    /// it concerns left out, as the OS leaves out what it does not understand.
    package static func read(_ bytes: [UInt8], host: String, file: String) throws(AppFileError) -> SiteAssociation {
        let root = try readAppFileJSON(bytes, file: file)
        var reader = Reader(file: file)
        var association = reader.association(root, host: host)
        association.problems = reader.problems
        return association
    }

    /// The keys Apple documents, for unknown-key messages.
    static let serviceKeys: Set<String> = ["applinks", "webcredentials", "appclips", "activitycontinuation"]
    static let applinksKeys: Set<String> = ["details", "defaults", "substitutionVariables", "apps"]
    static let detailKeys: Set<String> = ["appID", "appIDs", "components", "paths", "defaults"]
    static let componentKeys: Set<String> = ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"]

    /// Reads the JSON tree, collecting problems; its rule reading is in
    /// `SiteAssociation+ReadingRules.swift`.
    struct Reader {
        let file: String
        var problems: [AppFileError] = []
        var variables = SubstitutionVariables()

        func location(_ node: JSONValue) -> FileLocation {
            FileLocation(file: file, line: node.line, column: node.column)
        }

        mutating func problem(_ node: JSONValue, _ path: String, _ message: String) {
            problems.append(AppFileError(message, at: location(node), path: path))
        }

        /// The members of an object; unknown and repeated keys are reported, at the
        /// key, and kept out.
        mutating func object(_ node: JSONValue, _ path: String, allowed: Set<String>, what: String) -> [(key: String, node: JSONValue)]? {
            guard let members = node.object else {
                problem(node, path, "\(what) is an object, found \(node.kindName)")
                return nil
            }
            var seen: Set<String> = []
            var known: [(key: String, node: JSONValue)] = []
            for member in members {
                let memberPath = "\(path).\(member.key)"
                let at = FileLocation(file: file, line: member.keyLine, column: member.keyColumn)
                if !seen.insert(member.key).inserted {
                    problems.append(AppFileError("duplicate key '\(member.key)'", at: at, path: memberPath))
                } else if allowed.isEmpty || allowed.contains(member.key) {
                    known.append((member.key, member.value))
                } else {
                    problems.append(AppFileError("unknown key '\(member.key)' in \(what)\(suggestion(member.key, allowed))", at: at, path: memberPath))
                }
            }
            return known
        }

        /// The elements of an array; anything else is a problem: `<what>, found <its kind>`.
        mutating func array(_ node: JSONValue, _ path: String, _ what: String) -> [JSONValue]? {
            if node.array == nil { problem(node, path, "\(what), found \(node.kindName)") }
            return node.array
        }

        mutating func association(_ root: JSONValue, host: String) -> SiteAssociation {
            var association = SiteAssociation(host: host, applinksLocation: location(root))
            guard let services = object(root, "$", allowed: SiteAssociation.serviceKeys, what: "an apple-app-site-association file") else {
                return association
            }
            association.services = otherServices(services)
            guard let applinks = services.first(where: { $0.key == "applinks" })?.node else {
                problem(root, "$", "no 'applinks' key: this file opens no universal links")
                return association
            }
            association.applinksLocation = location(applinks)
            guard let members = object(applinks, "$.applinks", allowed: SiteAssociation.applinksKeys, what: "applinks") else {
                return association
            }
            // Variables first: patterns everywhere use them.
            if let node = members.first(where: { $0.key == "substitutionVariables" })?.node {
                variables = SubstitutionVariables(custom: substitutionVariables(node))
            }
            if let node = members.first(where: { $0.key == "apps" })?.node, node.array == nil {
                problem(node, "$.applinks.apps", "the legacy 'apps' is an array (empty), found \(node.kindName)")
            }
            if let node = members.first(where: { $0.key == "defaults" })?.node {
                association.defaults = rule(node, "$.applinks.defaults", what: "defaults") ?? ComponentRule()
            }
            guard let details = members.first(where: { $0.key == "details" })?.node else {
                problem(applinks, "$.applinks", "no 'details': no app opens universal links of this domain")
                return association
            }
            guard let entries = array(details, "$.applinks.details", "details is an array of objects") else { return association }
            for (index, entry) in entries.enumerated() {
                if let detail = detail(entry, "$.applinks.details[\(index)]", number: index + 1) { association.details.append(detail) }
            }
            return association
        }

        mutating func substitutionVariables(_ node: JSONValue) -> [String: [String]] {
            let path = "$.applinks.substitutionVariables"
            guard let members = object(node, path, allowed: [], what: "substitutionVariables") else { return [:] }
            var variables: [String: [String]] = [:]
            for (name, valueNode) in members {
                let memberPath = "\(path).\(name)"
                if name.isEmpty || name.contains(where: { $0 == "$" || $0 == "(" || $0 == ")" }) {
                    problem(valueNode, memberPath, "a variable's name cannot be empty or contain '$', '(' or ')'")
                    continue
                }
                guard let elements = array(valueNode, memberPath, "a variable's value is an array of strings") else { continue }
                var values: [String] = []
                for (i, element) in elements.enumerated() {
                    guard let text = element.string else {
                        problem(element, "\(memberPath)[\(i)]", "expected a string, found \(element.kindName)")
                        continue
                    }
                    if text.contains("$(") {
                        problem(element, "\(memberPath)[\(i)]", "a variable's value cannot use another variable; '$(' is taken literally")
                    }
                    values.append(text)
                }
                variables[name] = values
            }
            return variables
        }

        mutating func detail(_ node: JSONValue, _ path: String, number: Int) -> Detail? {
            guard let members = object(node, path, allowed: SiteAssociation.detailKeys, what: "a details entry") else { return nil }
            func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.node }
            var detail = Detail(number: number)
            if let single = member("appID"), let appID = appID(single, "\(path).appID", wrongType: "appID is a string") {
                detail.appIDs.append(appID)
            }
            if let list = member("appIDs") {
                if member("appID") != nil {
                    problem(list, "\(path).appIDs", "both the legacy 'appID' and 'appIDs'; use 'appIDs' alone")
                }
                for (i, element) in (array(list, "\(path).appIDs", "appIDs is an array of strings") ?? []).enumerated() {
                    if let appID = appID(element, "\(path).appIDs[\(i)]", wrongType: "expected a string") { detail.appIDs.append(appID) }
                }
            }
            if member("appID") == nil, member("appIDs") == nil {
                problem(node, path, "the entry names no app: add \"appIDs\": [\"<team ID>.<bundle ID>\"]")
            }
            if let defaults = member("defaults") {
                detail.defaults = rule(defaults, "\(path).defaults", what: "defaults") ?? ComponentRule()
            }
            if let components = member("components") {
                // Kept for systems before iOS 13 (as Apple's WWDC19 session recommends); the OS reads 'components'.
                if let paths = member("paths") { detail.ignoredLegacyPaths = Located("\(path).paths", at: location(paths)) }
                if let elements = array(components, "\(path).components", "components is an array of objects") {
                    detail.components = []
                    for (i, element) in elements.enumerated() {
                        if let rule = rule(element, "\(path).components[\(i)]", what: "a component") {
                            detail.components?.append(Component(number: i + 1, rule: rule, location: location(element)))
                        }
                    }
                }
            } else if let paths = member("paths") {
                for (i, element) in (array(paths, "\(path).paths", "paths is an array of strings") ?? []).enumerated() {
                    if let legacy = legacyPath(element, "\(path).paths[\(i)]", number: i + 1) { detail.legacyPaths.append(legacy) }
                }
            }
            return detail
        }

        /// A string listing an app, kept even when it is no `<team ID>.<bundle ID>` (which is a problem).
        mutating func appID(_ node: JSONValue, _ path: String, wrongType: String) -> Located<String>? {
            guard let text = node.string else {
                problem(node, path, "\(wrongType), found \(node.kindName)")
                return nil
            }
            let dot = text.firstIndex(of: ".")
            if dot == nil || dot == text.startIndex || dot.map(text.index(after:)) == text.endIndex || text.contains(where: \.isWhitespace) {
                problem(node, path, "'\(text)' is not an app ID (<team ID>.<bundle ID>, like ABCDE12345.com.example.app)")
            }
            return Located(text, at: location(node))
        }
    }
}
