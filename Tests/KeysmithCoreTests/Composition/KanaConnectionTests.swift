import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

/// A kana dictionary file made in the test: its entries as (reading, word, cost, left class, right
/// class) and its connection matrix, `matrix[left][right]` in units of `step`.
func kanaDictionaryFile(
    _ entries: [(String, String, Int, Int, Int)], matrix: [[UInt8]], step: Int = 64
) -> Data {
    // By reading, then by cost, as the format requires.
    let sorted = entries.sorted { $0.0 == $1.0 ? $0.2 < $1.2 : $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
    var readings: [UInt8] = []
    var words: [UInt8] = []
    var records: [UInt8] = []
    func append<Number: FixedWidthInteger>(_ number: Number, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: number.littleEndian) { bytes.append(contentsOf: $0) }
    }
    for (reading, word, cost, left, right) in sorted {
        append(UInt32(readings.count), to: &records)
        append(UInt32(words.count), to: &records)
        records += [UInt8(reading.utf8.count), UInt8(word.utf8.count)]
        append(UInt16(cost), to: &records)
        append(UInt16(left), to: &records)
        append(UInt16(right), to: &records)
        readings += reading.utf8
        words += word.utf8
    }
    var connections = matrix.flatMap { $0 }
    connections += Array(repeating: 0, count: (4 - connections.count % 4) % 4)
    readings += Array(repeating: 0, count: (4 - readings.count % 4) % 4)
    let payload = records + connections + readings + words
    var header = Array("KSKN".utf8)
    for field in [2, sorted.count, readings.count, words.count, matrix.count, matrix[0].count, step] {
        append(UInt32(field), to: &header)
    }
    append(UInt64(payload.count), to: &header)
    append(payload.withUnsafeBytes { LexiconFormat.checksum($0) }, to: &header)
    header += Array(repeating: 0, count: DictionaryFile.headerSize - header.count)
    return Data(header + payload)
}

@Suite("Japanese: connection costs between words, and the best few whole conversions")
struct KanaConnectionTests {
    /// はし is 箸 (chopsticks) alone, the cheaper word; before を, whose left class follows 橋's
    /// right class cheaply and 箸's dearly, it is 橋 (bridge). Class 0 is the sentence's ends.
    let dictionary: KanaDictionary
    let composer: KanaComposer

    init() throws {
        dictionary = try KanaDictionary(
            data: kanaDictionaryFile(
                [("はし", "箸", 1_000, 1, 1), ("はし", "橋", 1_200, 1, 2), ("を", "を", 100, 2, 3)],
                matrix: [[0, 0, 0, 0], [0, 0, 0, 0], [0, 20, 0, 0]]))
        composer = KanaComposer(table: try #require(RomajiTable.embedded), dictionary: dictionary)
    }

    func candidates(_ letters: String) -> [String] {
        composer.compose(letters.map(String.init)).candidates.map(\.text)
    }

    @Test("the dictionary gives each word's classes and the cost of two classes meeting")
    func classes() {
        #expect(dictionary.words(reading: "はし".utf8).map(\.text) == ["箸", "橋"])
        #expect(dictionary.words(reading: "を".utf8).first == KanaWord(text: "を", cost: 100, left: 2, right: 3))
        #expect(dictionary.connectionCost(from: 1, to: 2) == 20 * 64)
        #expect(dictionary.connectionCost(from: 2, to: 2) == 0)
        #expect(dictionary.connectionCost(from: 1, to: KanaComposer.noClass) == 0)
    }

    @Test("the connection to the next word changes the best path")
    func connectionChangesTheBestPath() {
        #expect(candidates("hashi").first == "箸")
        #expect(candidates("hashiwo").first == "橋を")
        #expect(candidates("hashiwo").prefix(2) == ["橋を", "箸を"])
    }

    @Test("the whole conversions come first, distinct, cheapest first, then the first stretch's words")
    func wholeConversions() {
        let all = candidates("hashiwo")
        let whole = Array(all.prefix { $0 != "はしを" })
        #expect(whole.count == Set(whole).count)
        #expect(whole.prefix(2) == ["橋を", "箸を"])
        #expect(all.contains("はしを") && all.contains("箸") && all.contains("橋"))
    }

    @Test("the best paths are the distinct texts of all paths, in order of cost")
    func bestPathsInOrder() {
        var lattice = WordLattice<String>(length: 4)
        let edges: [(String, Int, Int, Double)] = [
            ("a", 0, 1, 1), ("b", 1, 2, 1), ("ab", 0, 2, 2.5), ("c", 2, 3, 1), ("d", 3, 4, 1), ("cd", 2, 4, 1.5),
            ("x", 0, 2, 4), ("y", 2, 4, 5), ("bcd", 1, 4, 2),
        ]
        for (word, start, end, cost) in edges { lattice.add(word, from: start, to: end, cost: cost) }
        let connection: (WordLattice<String>.Edge?, WordLattice<String>.Edge) -> Double = { before, edge in
            before?.word == "b" && edge.word == "cd" ? 3 : 0
        }
        let end: (WordLattice<String>.Edge) -> Double = { $0.word == "d" ? 0.25 : 0 }
        // Every path, by brute force, with its cost, cheapest of each text first.
        func paths(from node: Int) -> [[WordLattice<String>.Edge]] {
            node == 4 ? [[]] : lattice.edges(from: node).flatMap { edge in paths(from: edge.end).map { [edge] + $0 } }
        }
        func cost(_ path: [WordLattice<String>.Edge]) -> Double {
            zip([nil] + path.map(Optional.some), path).map { connection($0, $1) + $1.cost }.reduce(0, +)
                + end(path[path.count - 1])
        }
        var expected: [(text: String, cost: Double)] = []
        for path in paths(from: 0).sorted(by: { cost($0) < cost($1) }) {
            let text = path.map(\.word).joined()
            if !expected.contains(where: { $0.text == text }) { expected.append((text, cost(path))) }
        }
        let found = lattice.bestPaths(
            limit: 4, distinctBy: { $0.map(\.word).joined() }, connection: connection, end: end)
        #expect(found.map { $0.map(\.word).joined() } == expected.prefix(4).map(\.text))
        #expect(found.map(cost) == expected.prefix(4).map(\.cost))
        #expect(found.first?.map(\.word) == lattice.bestPath(connection: connection, end: end)?.map(\.word))
        #expect(lattice.bestPaths(limit: 0, distinctBy: { $0.count }).isEmpty)
        // A margin leaves out the paths dearer than the first by more.
        let margin = expected[1].cost - expected[0].cost
        let within = lattice.bestPaths(
            limit: 4, margin: margin, distinctBy: { $0.map(\.word).joined() }, connection: connection, end: end)
        #expect(within.count == expected.prefix(4).filter { $0.cost <= expected[0].cost + margin }.count)
        #expect(within.count >= 2 && within.count < 4)
    }

    @Test("a file whose classes or connection matrix are damaged is refused, with the reason")
    func damaged() throws {
        let entries = [("はし", "箸", 1_000, 1, 1)]
        func message(_ data: Data) -> String? {
            do {
                _ = try KanaDictionary(data: data)
                return nil
            } catch {
                return (error as? KanaDictionaryError)?.message
            }
        }
        #expect(message(kanaDictionaryFile(entries, matrix: [[0, 0], [0, 0]])) == nil)
        #expect(
            message(kanaDictionaryFile(entries, matrix: [[0, 0]]))
                == "entry 0 has a class outside the connection matrix")
        #expect(
            message(kanaDictionaryFile([("はし", "箸", 1_000, 0, 2)], matrix: [[0, 0], [0, 0]]))
                == "entry 0 has a class outside the connection matrix")
        // A header that claims a bigger matrix than the file holds, or none (the header is not
        // part of the checksum).
        var bytes = [UInt8](kanaDictionaryFile(entries, matrix: [[0, 0], [0, 0]]))
        bytes[20] = 9
        #expect(message(Data(bytes)) == "the file's section sizes do not add up to its length")
        bytes[20] = 0
        #expect(message(Data(bytes))?.contains("each must be 1 to 65,536") == true)
    }
}
