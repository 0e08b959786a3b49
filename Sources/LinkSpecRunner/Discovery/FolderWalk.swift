import Foundation

/// Searches one folder recursively, following symbolic links, and refuses a
/// link that leads back into a folder it is already inside (which would never end).
struct FolderWalk {
    /// The real paths of the folders being walked.
    private var stack: [String] = []
    private(set) var sawFeatureFile = false

    mutating func collect(folder: String, into found: inout FoundFiles) throws(InputError) {
        let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        if stack.contains(real) {
            throw InputError(path: folder, message: "directory loop: this symbolic link leads back to '\(real)', which contains it")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw InputError(path: folder, message: "cannot read the folder (permission denied or not a folder)")
        }
        stack.append(real)
        defer { stack.removeLast() }
        // Byte order of the UTF-8 names: the same on every machine and locale.
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) where !name.hasPrefix(".") {
            let path = folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                continue // a dangling symbolic link is not a feature file
            }
            if isDirectory.boolValue {
                try collect(folder: path, into: &found)
            } else if name.hasSuffix(".feature") || name.hasSuffix(".feature.md") {
                sawFeatureFile = true
                guard FileManager.default.isReadableFile(atPath: path) else {
                    throw InputError(path: path, message: "cannot read the file (permission denied)")
                }
                found.add(FeatureFile(uri: path))
            }
        }
    }
}
