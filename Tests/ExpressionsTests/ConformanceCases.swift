import Expressions
import Foundation
import TestSupport
import XCTest

/// The JSON cases of one folder of `../shared/conformance/cucumber-expressions/testdata`.
struct ConformanceCase {
    let name: String
    let fields: [String: Any]

    var expression: String { fields["expression"] as? String ?? "" }
    var text: String? { fields["text"] as? String }
    var exception: String? { fields["exception"] as? String }

    static func load(_ folder: String) throws -> [ConformanceCase] {
        let directory = try SharedConformance.directory("cucumber-expressions/testdata/\(folder)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }
            .sorted()
        return try files.map { file in
            let data = try Data(contentsOf: directory.appendingPathComponent(file))
            guard let fields = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any] else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: file])
            }
            return ConformanceCase(name: file, fields: fields)
        }
    }
}

/// Compares a transformed argument with the JSON the reference expects:
/// numbers numerically, big numbers by their digits, strings exactly, `null` as no value.
func conformanceValue(_ actual: (any Sendable)?, equals expected: Any) -> Bool {
    switch actual {
    case nil:
        return expected is NSNull
    case let value as String:
        return (expected as? String) == value
    case let value as BigInteger:
        return (expected as? String) == value.description
    case let value as BigDecimal:
        return (expected as? String) == value.description
    case let value as Double:
        return (expected as? NSNumber)?.doubleValue == value
    case let value as any BinaryInteger:
        guard let number = expected as? NSNumber, !(expected is String) else { return false }
        return number.int64Value == Int64(value) && number.doubleValue == Double(value)
    default:
        return false
    }
}

func describe(_ value: (any Sendable)?) -> String {
    value.map { "\($0) (\(type(of: $0)))" } ?? "nil"
}
