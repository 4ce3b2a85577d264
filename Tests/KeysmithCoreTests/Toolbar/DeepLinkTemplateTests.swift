import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Deep links: [[KB_TEXT]] substitution")
struct DeepLinkTemplateTests {
    func template(_ source: String) throws -> DeepLinkTemplate {
        try DeepLinkTemplate(source)
    }

    func link(_ source: String, _ text: String) throws -> String {
        try #require(try template(source).url(text: text)).absoluteString
    }

    /// The percent-encoded path split at "/", so that an encoded "/" stays inside its segment.
    func pathSegments(_ url: URL) throws -> [String] {
        try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)).percentEncodedPath
            .split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }

    func queryItems(_ url: URL) throws -> [URLQueryItem] {
        try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)).queryItems ?? []
    }

    @Test("in a query value, & = # + ? / % space and newline are encoded, and the value decodes back to the text")
    func queryValue() throws {
        let text = "a&b=c#d+e?f/g%h i\nj;k"
        #expect(
            try link("myapp://search?q=[[KB_TEXT]]&lang=en", text)
                == "myapp://search?q=a%26b%3Dc%23d%2Be%3Ff%2Fg%25h%20i%0Aj%3Bk&lang=en")
        let url = try #require(try template("myapp://search?q=[[KB_TEXT]]&lang=en").url(text: text))
        #expect(try queryItems(url) == [URLQueryItem(name: "q", value: text), URLQueryItem(name: "lang", value: "en")])
        #expect(url.fragment == nil)
    }

    @Test("in a path, the text stays one segment, alone or inside a longer segment")
    func path() throws {
        #expect(try link("myapp://share/[[KB_TEXT]]", "a/b?c#d;e") == "myapp://share/a%2Fb%3Fc%23d%3Be")
        #expect(
            try link("myapp://search/prefix-[[KB_TEXT]]-suffix/end", "../x y")
                == "myapp://search/prefix-..%2Fx%20y-suffix/end")
        let url = try #require(try template("myapp://search/prefix-[[KB_TEXT]]-suffix/end").url(text: "a/b/c"))
        #expect(try pathSegments(url) == ["", "prefix-a%2Fb%2Fc-suffix", "end"])
        #expect(url.host == "search")
    }

    @Test("in a query name the text cannot add a parameter or a value")
    func queryName() throws {
        let url = try #require(try template("myapp://x?[[KB_TEXT]]=1&b=2").url(text: "a=b&c=d"))
        #expect(
            try queryItems(url) == [URLQueryItem(name: "a=b&c=d", value: "1"), URLQueryItem(name: "b", value: "2")])
    }

    @Test("in a fragment the text cannot add a router separator")
    func fragment() throws {
        #expect(
            try link("myapp://x/page#section/[[KB_TEXT]]", "a#b/c?d&e=f")
                == "myapp://x/page#section/a%23b%2Fc%3Fd%26e%3Df")
        let url = try #require(try template("myapp://x/page#section/[[KB_TEXT]]").url(text: "a#b/c?d&e=f"))
        #expect(URLComponents(url: url, resolvingAgainstBaseURL: false)?.fragment == "section/a#b/c?d&e=f")
        #expect(url.path == "/page")
    }

    @Test("every placeholder is replaced, each by the same encoded text")
    func severalPlaceholders() throws {
        #expect(
            try link("myapp://x/[[KB_TEXT]]?q=[[KB_TEXT]]&r=[[KB_TEXT]]#[[KB_TEXT]]", "a b")
                == "myapp://x/a%20b?q=a%20b&r=a%20b#a%20b")
    }

    @Test(
        "emoji are encoded as their UTF-8 bytes and decode back whole",
        arguments: [
            ("👍🏽", "%F0%9F%91%8D%F0%9F%8F%BD"),
            ("🇫🇷", "%F0%9F%87%AB%F0%9F%87%B7"),
            ("👨‍👩‍👧‍👦", "%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7%E2%80%8D%F0%9F%91%A6"),
            ("e\u{301}", "e%CC%81"),
        ])
    func emoji(text: String, encoded: String) throws {
        #expect(try link("myapp://search?q=[[KB_TEXT]]", text) == "myapp://search?q=" + encoded)
        let url = try #require(try template("myapp://search?q=[[KB_TEXT]]").url(text: text))
        #expect(try queryItems(url).first?.value == text)
    }

    @Test("a javascript: text or a whole URL as text stays data inside the app's link")
    func hostileText() throws {
        #expect(
            try link("myapp://search?q=[[KB_TEXT]]", "javascript:alert(1)")
                == "myapp://search?q=javascript%3Aalert%281%29")
        let url = try #require(try template("myapp://search?q=[[KB_TEXT]]").url(text: "https://evil.example/x?y=1"))
        #expect(url.absoluteString == "myapp://search?q=https%3A%2F%2Fevil.example%2Fx%3Fy%3D1")
        #expect(url.scheme == "myapp")
        #expect(url.host == "search")
        #expect(try queryItems(url) == [URLQueryItem(name: "q", value: "https://evil.example/x?y=1")])

        // Text written as the placeholder is not substituted again, and a typed escape stays literal.
        #expect(
            try link("myapp://search?q=[[KB_TEXT]]", "[[KB_TEXT]]%41") == "myapp://search?q=%5B%5BKB_TEXT%5D%5D%2541")
    }

    @Test("an empty text leaves the placeholder's place empty")
    func emptyText() throws {
        #expect(try link("myapp://search?q=[[KB_TEXT]]", "") == "myapp://search?q=")
        #expect(try link("myapp://share/[[KB_TEXT]]/end", "") == "myapp://share//end")
    }

    @Test("long text is cut to 2,000 characters and 8,000 UTF-8 bytes, never inside a character")
    func longText() throws {
        #expect(DeepLinkTemplate.cut(String(repeating: "a", count: 5_000)) == String(repeating: "a", count: 2_000))
        #expect(
            DeepLinkTemplate.cut(String(repeating: "a", count: 1_999) + "👍🏽b") == String(repeating: "a", count: 1_999)
                + "👍🏽")
        #expect(DeepLinkTemplate.cut(String(repeating: "👍", count: 3_000)) == String(repeating: "👍", count: 2_000))
        // A family is 25 bytes: 320 of them fill 8,000 bytes.
        #expect(DeepLinkTemplate.cut(String(repeating: "👨‍👩‍👧‍👦", count: 1_000)) == String(repeating: "👨‍👩‍👧‍👦", count: 320))
        // One character bigger than the byte limit (a letter with 5,000 combining marks) gives nothing.
        let zalgo = "e" + String(repeating: "\u{301}", count: 5_000)
        #expect(zalgo.count == 1)
        #expect(DeepLinkTemplate.cut(zalgo + "abc").isEmpty)

        let url = try #require(
            try template("myapp://search?q=[[KB_TEXT]]").url(text: String(repeating: "a b ", count: 1_000)))
        #expect(try queryItems(url).first?.value == String(repeating: "a b ", count: 500))
    }

    @Test("the text is the selection if there is one, otherwise the text before and after the cursor")
    func textFromContext() throws {
        #expect(
            DeepLinkTemplate.fieldText(
                of: TextContext(beforeInput: "Hello ", selectedText: "big", afterInput: " world")) == "big")
        #expect(
            DeepLinkTemplate.fieldText(of: TextContext(beforeInput: "Hello ", afterInput: "world")) == "Hello world")
        #expect(DeepLinkTemplate.fieldText(of: TextContext()) == "")
        let search = try template("myapp://search?q=[[KB_TEXT]]")
        #expect(
            search.url(for: TextContext(beforeInput: "fish ", afterInput: "& chips"))?.absoluteString
                == "myapp://search?q=fish%20%26%20chips")
        #expect(
            search.url(for: TextContext(beforeInput: "a", selectedText: "b/c", afterInput: "d"))?.absoluteString
                == "myapp://search?q=b%2Fc")
    }

    @Test(
        "a template needs a scheme, whole % escapes, and [[KB_TEXT]] only after the host",
        arguments: [
            ("https://[[KB_TEXT]].example.com/", LinkProblem.placeholderInAuthority),
            ("myapp://user[[KB_TEXT]]@host/", .placeholderInAuthority),
            ("myapp://host:[[KB_TEXT]]/", .placeholderInAuthority),
            ("[[KB_TEXT]]://search", .notAbsoluteURL),
            ("my[[KB_TEXT]]app://search", .notAbsoluteURL),
            ("search?q=[[KB_TEXT]]", .notAbsoluteURL),
            ("", .notAbsoluteURL),
            ("myapp://a b/?q=[[KB_TEXT]]", .notAbsoluteURL),
            ("myapp://x/%[[KB_TEXT]]", .malformedPercentEscape),
            ("myapp://x/%4[[KB_TEXT]]", .malformedPercentEscape),
            ("myapp://x/100%?q=[[KB_TEXT]]", .malformedPercentEscape),
        ])
    func invalidTemplates(source: String, problem: LinkProblem) {
        #expect(throws: problem) { try DeepLinkTemplate(source) }
    }

    @Test("valid templates keep their source, lowercase scheme and host")
    func validTemplates() throws {
        let search = try template("MyApp://search?q=[[KB_TEXT]]&x=%20")
        #expect(search.scheme == "myapp")
        #expect(search.host == "search")
        #expect(search.source == "MyApp://search?q=[[KB_TEXT]]&x=%20")
        #expect(search.containsPlaceholder)
        #expect(try template("myapp:compose/[[KB_TEXT]]").host == nil)
        #expect(try template("myapp://home").containsPlaceholder == false)
        #expect(try link("myapp://home", "ignored") == "myapp://home")
    }

    @Test("a template encodes as its source and decoding checks it again")
    func coding() throws {
        let search = try template("myapp://search?q=[[KB_TEXT]]")
        let data = try JSONEncoder().encode([search])
        #expect(String(decoding: data, as: UTF8.self) == #"["myapp:\/\/search?q=[[KB_TEXT]]"]"#)
        #expect(try JSONDecoder().decode([DeepLinkTemplate].self, from: data) == [search])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([DeepLinkTemplate].self, from: Data(#"["https://[[KB_TEXT]]/"]"#.utf8))
        }
    }

    // MARK: Property

    static let templates = [
        "myapp://search?q=[[KB_TEXT]]",
        "myapp://search?q=[[KB_TEXT]]&lang=en&page=1",
        "https://example.com/search/[[KB_TEXT]]/results?sort=new",
        "myapp://x/prefix-[[KB_TEXT]]-suffix/[[KB_TEXT]]?a=[[KB_TEXT]]&b=c#[[KB_TEXT]]",
        "myapp://x/page#section/[[KB_TEXT]]",
        "myapp:compose/[[KB_TEXT]]?to=me",
    ]

    static let textPieces = [
        "&", "=", "#", "?", "/", "%", " ", "\n", "\r\n", "\t", "+", ";", ":", "@", "[", "]", "\\", "\"", "'", "<", ">",
        "a", "Z", "0", "-", ".", "_", "~", "é", "e\u{301}", "%41", "..", "[[KB_TEXT]]",
        "👍🏽", "🇫🇷", "👨‍👩‍👧‍👦", "javascript:", "https://evil.example/x?y=1",
    ]

    @Test("for random texts, the link parses with the template's scheme, host, path segments, query names and fragment")
    func structureIsKept() throws {
        var generator = SplitMix64(seed: 0x0DEE_911E)
        for source in Self.templates {
            let template = try template(source)
            let reference = try #require(template.url(text: "x"))
            let referenceNames = try queryItems(reference).map(\.name)
            let referenceSegments = try pathSegments(reference).count
            for _ in 0..<300 {
                let length = Int.random(in: 0...12, using: &generator)
                let text = (0..<length).map { _ in Self.textPieces.randomElement(using: &generator) ?? "" }.joined()
                let url = try #require(template.url(text: text), "\(source) with \(text.debugDescription)")
                #expect(url.scheme == reference.scheme)
                #expect(url.host == reference.host)
                #expect(try pathSegments(url).count == referenceSegments)
                #expect(try queryItems(url).map(\.name) == referenceNames)
                #expect((url.fragment == nil) == (reference.fragment == nil))
                // The text went in exactly once per placeholder, encoded, and nothing else changed.
                let expected = source.replacingOccurrences(
                    of: DeepLinkTemplate.textPlaceholder, with: DeepLinkTemplate.percentEncoded(text))
                #expect(url.absoluteString == expected)
                if source.hasPrefix("myapp://search?q=") {
                    #expect(try queryItems(url).first?.value == text)
                }
            }
        }
    }
}
