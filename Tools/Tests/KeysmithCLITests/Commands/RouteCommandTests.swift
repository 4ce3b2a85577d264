import Foundation
import Testing

@Suite("keysmith route")
struct RouteCommandTests {
    static let configuration = """
        {
          "rules": [
            {"patterns": [".*"], "properties": {"context": "default"}},
            {"patterns": ["/new$", "/edit$"], "properties": {"context": "modal", "default_toolbar": false}},
            {"patterns": ["^/posts/\\\\d+/comments/new$"], "properties": {"keyboard_toolbar": "CommentToolbar"}},
            {"patterns": [".*\\\\?.*external=true"], "properties": {"open_externally": true}}
          ]
        }
        """

    func folder(with configuration: String = Self.configuration) throws -> URL {
        let folder = try Tool.temporaryFolder()
        try configuration.write(
            to: folder.appendingPathComponent("path-configuration.json"), atomically: true, encoding: .utf8)
        return folder
    }

    func objects(_ run: ToolRun) throws -> [[String: Any]] {
        try run.outputLines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test("one JSON object per URL, in order: the URL as given, the merged properties and the toolbar")
    func jsonLines() throws {
        let run = try Tool.run(
            [
                "route", "--config", "path-configuration.json",
                "https://example.com/", "https://example.com/posts/7/edit", "/posts/7/comments/new",
            ], in: try folder())
        #expect(run.status == 0)
        #expect(run.standardError == "")
        #expect(
            run.outputLines == [
                #"{"properties":{"context":"default"},"toolbar":"system","url":"https://example.com/"}"#,
                #"{"properties":{"context":"modal","default_toolbar":false},"toolbar":"none","url":"https://example.com/posts/7/edit"}"#,
                #"{"properties":{"context":"modal","default_toolbar":false,"keyboard_toolbar":"CommentToolbar"},"toolbar":"CommentToolbar","url":"/posts/7/comments/new"}"#,
            ])
    }

    @Test("--match-query adds the query string to what patterns see")
    func matchQuery() throws {
        let folder = try folder()
        let url = "https://example.com/files/report.pdf?external=true"
        let pathOnly = try objects(try Tool.run(["route", "--config", "path-configuration.json", url], in: folder))
        #expect((pathOnly.first?["properties"] as? [String: Any])?["open_externally"] == nil)

        let withQuery = try Tool.run(
            ["route", "--config", "path-configuration.json", "--match-query", url], in: folder)
        #expect(withQuery.status == 0)
        let properties = try #require(try objects(withQuery).first?["properties"] as? [String: Any])
        #expect(properties["open_externally"] as? Bool == true)
        #expect(try objects(withQuery).first?["toolbar"] as? String == "system")
    }

    @Test("a configuration with errors: its diagnostics on standard error, nothing routed, status 1")
    func badConfiguration() throws {
        let folder = try folder(
            with: "{\"rules\": [\n  {\"patterns\": [\"*/edit\"], \"properties\": {\"default_toolbar\": \"no\"}}\n]}")
        let run = try Tool.run(["route", "--config", "path-configuration.json", "/posts/1/edit"], in: folder)
        #expect(run.status == 1)
        #expect(run.standardOutput == "")
        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(
            lines.first?.hasPrefix("path-configuration.json:2:17: error: \"*/edit\" is not a valid regular expression")
                == true)
        #expect(
            lines.last
                == "path-configuration.json:2:62: error: \"default_toolbar\" must be true or false, but found a string")

        let syntax = try Tool.run(
            ["route", "--config", "path-configuration.json", "/"], in: try self.folder(with: #"{"rules": ["#))
        #expect(syntax.status == 1)
        #expect(syntax.standardOutput == "")
        #expect(syntax.standardError.hasPrefix("path-configuration.json:1:12: error: "))
    }

    @Test("warnings are shown but do not stop routing")
    func warnings() throws {
        let folder = try folder(
            with: #"{"rules": [{"patterns": ["/new$"], "properties": {"keyboard_toolbar": "Comment.json"}}]}"#)
        let run = try Tool.run(["route", "--config", "path-configuration.json", "/posts/new"], in: folder)
        #expect(run.status == 0)
        #expect(
            run.standardError
                == "path-configuration.json:1:71: warning: write \"Comment\" without \".json\"; the extension is added when the file is looked up\n"
        )
        #expect(try objects(run).first?["toolbar"] as? String == "Comment")
    }

    @Test("a URL that cannot be read, no URL, or a missing configuration: status 2 and a clear message")
    func usageErrors() throws {
        let folder = try folder()
        let relative = try Tool.run(["route", "--config", "path-configuration.json", "/ok", "posts/1"], in: folder)
        #expect(relative.status == 2)
        #expect(relative.standardOutput == "")
        #expect(
            relative.standardError.contains(
                #"Not a URL: "posts/1"; give an absolute URL such as https://example.com/posts/1, or a path starting with /."#
            ))

        let unparsable = try Tool.run(
            ["route", "--config", "path-configuration.json", "https://exa mple.com/"], in: folder)
        #expect(unparsable.status == 2)
        #expect(unparsable.standardError.contains(#"Not a URL: "https://exa mple.com/""#))

        #expect(try Tool.run(["route", "--config", "path-configuration.json"], in: folder).status == 2)
        #expect(try Tool.run(["route", "/posts"], in: folder).status == 2)
        let missing = try Tool.run(["route", "--config", "nope.json", "/posts"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("No such file: nope.json"))
        #expect(try Tool.run(["route", "--config", ".", "/posts"], in: folder).status == 2)
    }

    @Test("the help explains the output format")
    func help() throws {
        let run = try Tool.run(["route", "--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("JSON Lines"))
        #expect(run.standardOutput.contains("--match-query"))
    }
}
