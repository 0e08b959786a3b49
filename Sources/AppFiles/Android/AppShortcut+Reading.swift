import AppSimulation
import PlatformLinkRules

extension AppShortcut {
    /// The `<shortcut>`s of a `res/xml/shortcuts.xml` with their `<intent>`
    /// (the last one, which the launcher starts): its id, short label, action,
    /// data and target class, each resolved as the manifest's values are. A
    /// shortcut without `android:shortcutId` or without an `<intent>` is an
    /// error at its place: Android rejects the file.
    static func read(_ bytes: [UInt8], file: String, values: ManifestValue) throws(AppFileError) -> [AppShortcut] {
        let root = try LocatedXML.read(bytes, file: file, keptDepth: 3)
        guard root.name == "shortcuts" else {
            throw AppFileError("a shortcuts file holds a <shortcuts> element, found <\(root.name)>", at: root.location)
        }
        var shortcuts: [AppShortcut] = []
        for element in root.children(named: "shortcut") {
            let id = try values.required("android:shortcutId", of: element)
            guard let intent = element.children(named: "intent").last else {
                throw AppFileError("<shortcut> '\(id.value)' needs an <intent>", at: element.location)
            }
            let label = try element.attribute("android:shortcutShortLabel").map { attribute throws(AppFileError) in try values.text(attribute) }
            let action = try intent.attribute("android:action").map { attribute throws(AppFileError) in try values.text(attribute) }
            let data = try intent.attribute("android:data").map { attribute throws(AppFileError) in try values.text(attribute) }
            let target = try intent.attribute("android:targetClass").map { attribute throws(AppFileError) in try values.text(attribute) }
            shortcuts.append(AppShortcut(id: id.value, label: label, action: action ?? IntentFilter.viewAction, data: data,
                                         targetClass: target, location: element.location))
        }
        return shortcuts
    }
}
