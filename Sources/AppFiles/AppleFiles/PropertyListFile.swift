import AppSimulation
import Foundation
import PlatformLinkRules

/// A property list value with where it is written. Values are read by Foundation's
/// `PropertyListSerialization` (XML, binary and old-style text lists alike);
/// positions come from `PropertyListOutline` for XML lists. A binary list has no
/// lines, so every value of one is located at line 1 of the file.
package struct PlistNode: Sendable {
    package enum Value: Sendable {
        case dictionary([(key: String, node: PlistNode)])
        case array([PlistNode])
        case string(String)
        /// A number, boolean, date or data: what the app's files never need.
        case other(kind: String)
    }

    package var value: Value
    package var location: FileLocation

    /// `a string`, `an array`, ... for messages about wrong types.
    package var kind: String {
        switch value {
        case .dictionary: return "a dictionary"
        case .array: return "an array"
        case .string: return "a string"
        case .other(let kind): return kind
        }
    }

    package subscript(key: String) -> PlistNode? {
        guard case .dictionary(let members) = value else { return nil }
        return members.first { $0.key == key }?.node
    }
}

enum PropertyListFile {
    /// Reads a property list; a file that is none is an error at the element that
    /// breaks it (XML), or at the line Foundation names, or at line 1 (binary).
    static func read(_ bytes: [UInt8], shown file: String) throws(AppFileError) -> PlistNode {
        var outline: PropertyListOutline.Node?
        var outlineFailure: PropertyListOutline.Failure?
        if PropertyListOutline.isXML(bytes) {
            do {
                outline = try PropertyListOutline.read(bytes)
            } catch {
                outlineFailure = error
            }
        }
        let value: Any
        do {
            value = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            if let outlineFailure {
                throw AppFileError("not a valid property list: \(outlineFailure.message)",
                                     at: FileLocation(file: file, line: outlineFailure.line, column: outlineFailure.column))
            }
            throw AppFileError("not a valid property list: \(reason)", at: FileLocation(file: file, line: lineNamed(in: reason) ?? 1))
        }
        return node(value, outline: outline, file: file)
    }

    /// Foundation's messages say "... on line 8" or "... at line 1".
    private static func lineNamed(in message: String) -> Int? {
        let words = message.split(separator: " ")
        guard let index = words.lastIndex(where: { $0 == "line" }), index + 1 < words.count else { return nil }
        return Int(words[index + 1].trimmingCharacters(in: .punctuationCharacters)).flatMap { $0 >= 1 ? $0 : nil }
    }

    private static func node(_ value: Any, outline: PropertyListOutline.Node?, file: String) -> PlistNode {
        let location = FileLocation(file: file, line: outline?.line ?? 1, column: outline?.column ?? 1)
        if let text = value as? String { return PlistNode(value: .string(text), location: location) }
        if let elements = value as? [Any] {
            var outlined: [PropertyListOutline.Node] = []
            if case .array(let nodes)? = outline?.children, nodes.count == elements.count { outlined = nodes }
            let children = elements.enumerated().map { index, element in
                node(element, outline: outlined.isEmpty ? nil : outlined[index], file: file)
            }
            return PlistNode(value: .array(children), location: location)
        }
        if let dictionary = value as? [String: Any] {
            var members: [(key: String, node: PlistNode)] = []
            if case .dictionary(let outlined)? = outline?.children {
                // The file's order, each key once (the last value wins, as in Foundation).
                var seen: Set<String> = []
                for (key, child) in outlined.reversed() where seen.insert(key).inserted {
                    if let element = dictionary[key] { members.append((key, node(element, outline: child, file: file))) }
                }
                members.reverse()
            }
            if members.count != dictionary.count {
                members = dictionary.keys.sorted().map { ($0, node(dictionary[$0] as Any, outline: nil, file: file)) }
            }
            return PlistNode(value: .dictionary(members), location: location)
        }
        let kind: String
        if let tag = outline?.tag {
            kind = "<\(tag)>"
        } else if value is Date {
            kind = "a date"
        } else if value is Data {
            kind = "data"
        } else {
            kind = "a number or boolean"
        }
        return PlistNode(value: .other(kind: kind), location: location)
    }
}
