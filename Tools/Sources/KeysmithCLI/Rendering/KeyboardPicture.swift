import Foundation
@_spi(Tooling) import KeysmithCore

/// A `KeyboardRenderModel` as a standalone SVG picture, in the palette it carries: the render model's
/// ``DisplayList`` (the same list the iOS view draws) written by ``DisplayListSVG``. `keysmith render`
/// writes it to a file and `keysmith preview` shows it in the browser, so both show what the phone
/// shows.
struct KeyboardPicture {
    /// What is drawn, every decision made by KeysmithCore.
    let displayList: DisplayList
    /// Images named by keys, toolbar items and stickers, as PNG or SVG data by name; where one is
    /// missing the list's fallback for it is drawn.
    var images: [String: Data]

    init(model: KeyboardRenderModel, images: [String: Data] = [:]) {
        displayList = DisplayList(model: model)
        self.images = images
    }

    /// The whole picture: the slot above the keys area.
    var size: Size { displayList.size }

    func svg() -> String {
        DisplayListSVG(list: displayList, images: images).text()
    }
}
