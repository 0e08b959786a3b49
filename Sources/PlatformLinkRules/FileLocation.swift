/// A place in one of the app's files, `Features/App/Info.plist:12:5`, so that a
/// problem found in an Info.plist, an entitlements file, an AASA, a manifest or
/// an assetlinks.json points there rather than at `app.json`, which only names the file.
package struct FileLocation: Sendable, Hashable, CustomStringConvertible {
    /// The path as the user would write it: relative to the folder the run started in.
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int = 1, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    package var description: String { "\(file):\(line):\(column)" }
}

/// A value read from a file, with where it was written.
package struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    package var value: Value
    package var location: FileLocation

    package init(_ value: Value, at location: FileLocation) {
        self.value = value
        self.location = location
    }
}

/// A problem with one of the app's files (Apple's or Android's), where `path`
/// is the key path inside it (`$.CFBundleURLTypes[0]`; `$` for an XML file):
/// one that stops the file from being used (it is missing, unreadable, not a
/// property list, JSON or XML, or holds a value of the wrong type), or a
/// structure problem of an AASA that the OS skips.
package struct AppFileError: Error, Sendable, Hashable, CustomStringConvertible {
    package var location: FileLocation
    package var path: String
    package var message: String

    package init(_ message: String, at location: FileLocation, path: String = "$") {
        self.location = location
        self.path = path
        self.message = message
    }

    package var description: String { "\(location): \(path): \(message)" }
}
