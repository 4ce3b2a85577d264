import Foundation

/// A folder of images for keys, toolbar icons and stickers (`--assets`, or a set's `Images` folder).
enum ImageFolder {
    /// Images by name: `Globe` from `Globe@2x.png` (preferred), `Globe.png` or `Globe.svg`.
    static func images(in folder: String) -> [String: Data] {
        let url = URL(fileURLWithPath: folder)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var images: [String: Data] = [:]
        for file in files.sorted() where file.lowercased().hasSuffix(".svg") {
            if let data = FileManager.default.contents(atPath: url.appendingPathComponent(file).path) {
                images[String(file.dropLast(4))] = data
            }
        }
        for file in files.sorted() where file.lowercased().hasSuffix(".png") {
            var name = String(file.dropLast(4))
            let isRetina = name.hasSuffix("@2x")
            if isRetina { name.removeLast(3) }
            if images[name] != nil, !isRetina { continue }
            if let data = FileManager.default.contents(atPath: url.appendingPathComponent(file).path) {
                images[name] = data
            }
        }
        return images
    }
}
