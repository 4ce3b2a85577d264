import Foundation
import Testing

@testable import KeysmithBenchmarks

@Suite("keysmith-bench emoji: the emoji page's figures")
struct EmojiPageBenchmarkTests {
    @Test("opening draws one screen of emoji, scrolling goes through every category, and the table has each figure")
    func figures() throws {
        let report = try EmojiPageBenchmark.run(iterations: 3, rounds: 2)
        #expect(report.emojiCount > 1_800)
        // Five rows of about thirteen columns on an iPhone held upright, not the whole catalog.
        #expect(report.cellsOnFirstScreen > 40 && report.cellsOnFirstScreen < 100)
        #expect(report.openIterations == 3 && report.openMedian > 0 && report.firstOpen > 0)
        // To the end 40 points at a time, the ten tabs, and back: hundreds of events a round.
        #expect(report.scrollEvents > 2 * 500)
        #expect(report.scrollMedian > 0)
        let table = report.markdown
        #expect(table.contains("| later openings, median (3 runs) |"))
        #expect(table.contains("resident memory growth over 2 rounds"))
    }
}
