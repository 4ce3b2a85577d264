import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The emoji page: opened by the emoji key, a grid scrolling sideways, ABC and delete")
struct EmojiPageTests {
    @Test("the emoji key opens the page in place of the keys, and ABC goes back to the layout it came from")
    func opensAndGoesBack() throws {
        var fixture = try EmojiPageFixture()
        try fixture.openPage()
        let model = fixture.engine.render(fixture.state)
        #expect(model.panel?.name == "emoji")
        #expect(model.keys.isEmpty)
        #expect(fixture.state.panelTakesTouches)
        #expect(fixture.state.layoutName == "English")
        let page = try #require(fixture.page)
        #expect(page.lettersButton.text == "ABC")
        fixture.tap(page.lettersButton.frame.center)
        #expect(fixture.engine.render(fixture.state).panel == nil)
        #expect(fixture.state.layoutName == "English")
        #expect(!fixture.state.panelTakesTouches)
    }

    @Test("the category bar lists the recents then Unicode's nine groups; with no recents the smileys are in view")
    func categories() throws {
        var fixture = try EmojiPageFixture()
        try fixture.openPage()
        let page = try #require(fixture.page)
        #expect(page.categories.map(\.category) == EmojiCategory.allCases)
        #expect(page.categories.count == 10)
        #expect(page.categories.filter(\.isSelected).map(\.category) == [.smileysAndEmotion])
        #expect(page.title.text == "Smileys & Emotion")
        // Left to right, between ABC and delete.
        for (tab, next) in zip(page.categories, page.categories.dropFirst()) {
            #expect(tab.frame.maxX <= next.frame.minX + 1e-9)
        }
        #expect(page.lettersButton.frame.maxX <= page.categories[0].frame.minX)
        #expect(page.categories[9].frame.maxX <= page.deleteButton.minX)
    }

    @Test("five rows on an iPhone held upright and on an iPad, three held sideways; emoji fill columns top to bottom")
    func rows() throws {
        for (device, rows) in [(DeviceClass.iphonePortrait, 5), (.iphoneLandscape, 3), (.ipadPortrait, 5)] {
            var fixture = try EmojiPageFixture(deviceClass: device)
            try fixture.openPage()
            let page = try #require(fixture.page)
            let firstColumn = page.cells.prefix(while: { $0.frame.minX == page.cells[0].frame.minX })
            #expect(firstColumn.count == rows, "\(device)")
            #expect(firstColumn.map(\.emoji) == Array(["😀", "😃", "😄", "😁", "😆"].prefix(rows)))
            for cell in page.cells {
                #expect(cell.frame.minY >= page.gridFrame.minY && cell.frame.maxY <= page.gridFrame.maxY + 1e-9)
            }
        }
    }

    @Test("a tap types the emoji; a drag scrolls the grid and types nothing")
    func tapAndDrag() throws {
        var fixture = try EmojiPageFixture()
        try fixture.openPage()
        let smile = try #require(fixture.cell("😃"))
        #expect(fixture.tap(smile.frame.center).insertedText == "😃")
        #expect(fixture.state.document.beforeInput.hasSuffix("😃"))

        let start = try #require(fixture.cell("😀")).frame.center
        let finger = fixture.down(start)
        fixture.move(finger, to: Point(x: start.x - 60, y: start.y))
        fixture.move(finger, to: Point(x: start.x - 150, y: start.y))
        let effects = fixture.up(finger, at: Point(x: start.x - 150, y: start.y))
        #expect(effects.insertedText.isEmpty)
        let page = try #require(fixture.page)
        #expect(page.scrollOffset == 150)
        #expect(fixture.cell("😀") == nil)  // scrolled out of view, so not drawn
    }

    @Test("only the columns in view are drawn, and the scroll event keeps the offset within the grid")
    func visibleColumnsOnly() throws {
        var fixture = try EmojiPageFixture()
        try fixture.openPage()
        let page = try #require(fixture.page)
        let cell = page.cells[0].frame.width
        let columnsInView = Int((page.gridFrame.width / cell).rounded(.up)) + 1
        #expect(page.cells.count <= columnsInView * 5)
        fixture.send(.panel(.scrollEmojiPage(to: 1_000_000)))
        let end = try #require(fixture.page)
        #expect(end.scrollOffset == end.maximumScrollOffset)
        #expect(end.maximumScrollOffset > 0)
        #expect(end.cells.contains { $0.emoji == "🏁" })
        #expect(end.categories.first(where: \.isSelected)?.category == .flags)
        fixture.send(.panel(.scrollEmojiPage(to: -40)))
        #expect(fixture.page?.scrollOffset == 0)
        fixture.send(.panel(.scrollEmojiPage(to: .nan)))
        #expect(fixture.page?.scrollOffset == 0)
    }

    @Test("a tab jumps to its group, and the bar follows the scroll")
    func jumpAndFollow() throws {
        var fixture = try EmojiPageFixture()
        try fixture.openPage()
        let animals = try #require(fixture.tab(.animalsAndNature))
        fixture.tap(animals.frame.center)
        var page = try #require(fixture.page)
        #expect(page.categories.first(where: \.isSelected)?.category == .animalsAndNature)
        #expect(page.title.text == "Animals & Nature")
        #expect(fixture.cell("🐀") != nil)
        // Scrolling back a little shows the end of People & Body, which the bar follows.
        fixture.send(.panel(.scrollEmojiPage(to: page.scrollOffset - 10)))
        page = try #require(fixture.page)
        #expect(page.categories.first(where: \.isSelected)?.category == .peopleAndBody)
        fixture.send(.panel(.showEmojiCategory(.smileysAndEmotion)))
        #expect(fixture.page?.scrollOffset == 0)
    }

    @Test("delete deletes at once and repeats while held, as the delete key does")
    func deleteRepeats() throws {
        var fixture = try EmojiPageFixture()
        fixture.send(.documentChanged(TextContext(beforeInput: "abcdef")))
        try fixture.openPage()
        let delete = try #require(fixture.page).deleteButton.center
        let finger = fixture.down(delete)
        #expect(fixture.state.document.beforeInput == "abcde")
        #expect(fixture.state.needsTicks)
        fixture.up(finger, at: delete, after: 0.65)
        #expect(fixture.state.document.beforeInput == "abc")
        #expect(!fixture.state.needsTicks)
    }

    @Test("the page's buttons and emoji say what they are to VoiceOver")
    func accessibility() throws {
        var fixture = try EmojiPageFixture()
        try fixture.openPage()
        let page = try #require(fixture.page)
        #expect(page.cells.first?.accessibilityLabel == "smiley 😀")
        #expect(page.categories.map(\.accessibilityLabel).prefix(2) == ["Frequently Used", "Smileys & Emotion"])
        let key = try #require(
            KeyboardEngine(configuration: fixture.engine.configuration).render(fixture.engine.initialState()).keys.first
            { $0.type == .emoji })
        #expect(key.accessibilityLabel == "Emoji")
    }

    @Test("VoiceOver reads the emoji whose middle is in view, the ten tabs, ABC and delete, in that order")
    func accessibilityItems() throws {
        var fixture = try EmojiPageFixture()
        try fixture.openPage()
        fixture.send(.panel(.scrollEmojiPage(to: 50)))
        let page = try #require(fixture.page)
        let items = page.accessibilityItems
        let cells = page.cells.filter { page.gridFrame.contains($0.frame.center) }
        #expect(cells.count < page.cells.count)  // a column cut by the edge is drawn, not read
        #expect(items.count == cells.count + 10 + 2)
        #expect(items.prefix(cells.count).map(\.label) == cells.map(\.accessibilityLabel))
        #expect(items.filter(\.isTab).map(\.label).count == 10)
        #expect(items.suffix(2).map(\.label) == ["Letters", "delete"])
    }

    @Test("the iOS shell's system version becomes the newest Emoji version the page shows")
    func systemVersion() {
        let ios = OperatingSystemVersion(majorVersion: 15, minorVersion: 0, patchVersion: 0)
        let traits = HostTraits(operatingSystemVersion: ios)
        #expect(traits.hostContext.emojiVersion == EmojiVersion.supported(onIOS: ios))
        #expect(HostTraits().hostContext.emojiVersion == nil)
    }
}
