import Foundation
import Testing

@Suite("keysmith toolbar")
struct ToolbarCommandTests {
    let defaults = Tool.repositoryRoot.appendingPathComponent("Sources/KeysmithCore/Resources/Defaults")
    var embeddedToolbar: String { defaults.appendingPathComponent("Toolbar.json").path }
    var embeddedThemes: String { defaults.appendingPathComponent("Themes.json").path }

    func json(_ run: ToolRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    }

    func items(_ object: [String: Any], _ key: String) throws -> [[String: Any]] {
        try #require(object[key] as? [[String: Any]])
    }

    func action(_ item: [String: Any]) throws -> [String: Any] {
        try #require(item["action"] as? [String: Any])
    }

    /// Writes `text` to a new temporary folder and returns the folder.
    func folder(with text: String, named name: String = "bar.json") throws -> URL {
        let folder = try Tool.temporaryFolder()
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return folder
    }

    @Test("--format json on the embedded toolbar: exactly main and more; six buttons and More, then eleven items")
    func embeddedJSON() throws {
        let run = try Tool.run([
            "toolbar", embeddedToolbar, "--format", "json", "--allow-scheme", "keysmith-demo", "--text", "fish & chips",
        ])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let object = try json(run)
        #expect(Set(object.keys) == ["main", "more"])
        let main = try items(object, "main")
        let more = try items(object, "more")
        #expect(
            main.map { $0["buttonType"] as? String } == [
                "brand", "gifs", "stickers", "themes", "socialHub", "settings", "more",
            ])
        #expect(
            more.map { $0["buttonType"] as? String } == [
                "tappaText", "embeddedBrowser", "deeplink", "webLink", "twitter", "youtube", "facebook", "instagram",
                "twitch", "tiktok", "rss",
            ])
        for item in main + more {
            #expect(Set(item.keys) == ["buttonType", "title", "icon", "tint", "action"])
            #expect(item["icon"] as? [String: String] == ["builtIn": item["buttonType"] as? String ?? ""])
        }

        #expect(
            try action(main[0]) as? [String: String] == ["type": "openURL", "url": "https://www.example.com/keysmith"])
        #expect(main[0]["tint"] is NSNull)
        #expect(main[1]["tint"] as? String == "#007AFF")
        #expect(try action(main[1]) as? [String: String] == ["type": "openPanel", "panel": "gifs"])
        #expect(main[6]["title"] as? String == "More")
        #expect(try action(main[6]) as? [String: String] == ["type": "showMore"])

        let socialBar = try action(main[4])
        #expect(socialBar["type"] as? String == "showSocialBar")
        let bar = try #require(socialBar["items"] as? [[String: Any]])
        #expect(bar.map { $0["buttonType"] as? String } == ["instagram", "tiktok", "youtube", "twitter", "facebook"])
        #expect(
            try action(bar[0]) as? [String: String] == ["type": "openURL", "url": "https://www.instagram.com/keysmith"])

        #expect(try action(more[0]) as? [String: String] == ["type": "openPanel", "panel": "quickReplies"])
        #expect(
            try action(more[1]) as? [String: String] == [
                "type": "openPanel", "panel": "embeddedBrowser", "url": "https://en.m.wikipedia.org/",
            ])
        #expect(
            try action(more[2]) as? [String: String] == [
                "type": "openDeepLink", "template": "keysmith-demo://search?q=[[KB_TEXT]]",
                "url": "keysmith-demo://search?q=fish%20%26%20chips",
            ])
    }

    @Test("the selection wins over the text; without --allow-scheme the deep link is blocked")
    func deepLinkText() throws {
        let selected = try Tool.run([
            "toolbar", embeddedToolbar, "--format", "json", "--allow-scheme", "KEYSMITH-DEMO", "--text", "ignored",
            "--selection", "👍🏽 a/b?c=d#e",
        ])
        #expect(
            try action(try items(try json(selected), "more")[2])["url"] as? String
                == "keysmith-demo://search?q=%F0%9F%91%8D%F0%9F%8F%BD%20a%2Fb%3Fc%3Dd%23e")

        let blocked = try Tool.run(["toolbar", embeddedToolbar, "--format", "json", "--text", "x"])
        #expect(blocked.status == 0)
        #expect(
            try action(try items(try json(blocked), "more")[2]) as? [String: String] == [
                "type": "blocked", "url": "keysmith-demo://search?q=[[KB_TEXT]]",
                "reason":
                    "\"keysmith-demo\" is not one of the app's URL schemes; only http, https and the app's own schemes are opened",
            ])
    }

    @Test("the text format is a table per section, with social bar items under their hub")
    func textFormat() throws {
        let run = try Tool.run(["toolbar", embeddedToolbar, "--allow-scheme", "keysmith-demo", "--text", "hi there"])
        #expect(run.status == 0)
        let lines = run.outputLines
        #expect(
            Array(lines.prefix(4)) == [
                "main:",
                "#    button     title        icon       tint     action",
                "1    brand      Keysmith     brand      -        open https://www.example.com/keysmith",
                "2    gifs       GIFs         gifs       #007AFF  panel gifs",
            ])
        #expect(lines.contains("5    socialHub  Social       socialHub  #007AFF  social bar of 5"))
        #expect(lines.contains("5.4  twitter    X (Twitter)  twitter    -        open https://x.com/keysmith"))
        #expect(lines.contains("7    more       More         more       -        show More"))
        #expect(lines.contains("more:"))
        #expect(
            lines.contains(
                "3   deeplink         Search in App  deeplink         #007AFF  open keysmith-demo://search?q=hi%20there (deep link)"
            ))
        #expect(
            lines.last
                == "11  rss              Blog           rss              -        open https://www.example.com/keysmith/feed.xml"
        )
        #expect(lines.count == 1 + 13 + 1 + 12)
    }

    @Test("--theme and --theme-name give useTint items the theme's toolbar tint, light or dark")
    func theme() throws {
        let themes = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: embeddedThemes)))
                as? [String: Any])
        let midnight = try #require(
            (themes["themes"] as? [[String: Any]])?.first { $0["name"] as? String == "Midnight" })
        func tint(_ appearance: String) throws -> String? {
            let palette = try #require(midnight[appearance] as? [String: Any])
            return (palette["toolbar"] as? [String: Any])?["tint"] as? String
        }
        for appearance in ["light", "dark"] {
            let run = try Tool.run([
                "toolbar", embeddedToolbar, "--format", "json", "--theme", embeddedThemes, "--theme-name", "Midnight",
                "--appearance", appearance,
            ])
            #expect(run.status == 0)
            let main = try items(try json(run), "main")
            #expect(main[1]["tint"] as? String == (try tint(appearance)).map { $0.uppercased() })
            #expect(main[0]["tint"] is NSNull)
        }
        #expect(try tint("light") != (try tint("dark")))
    }

    @Test("small files: seven items fit; eight make a More button; missing titles are null; assets and hubs")
    func smallFiles() throws {
        let seven = (1...7).map { #"{"order": \#($0), "buttonType": "gifs", "title": "G\#($0)"}"# }
        let sevenRun = try Tool.run(
            ["toolbar", "bar.json", "--format", "json"], in: try folder(with: "[" + seven.joined(separator: ",") + "]"))
        #expect(try items(try json(sevenRun), "main").map { $0["title"] as? String } == (1...7).map { "G\($0)" })
        #expect(try items(try json(sevenRun), "more").isEmpty)

        let file = """
            [
              {"order": 8, "buttonType": "rss"},
              {"order": 1, "buttonType": "socialHub", "iconResource": "hub", "useTint": true, "include": ["rss", "twitch", "youtube"]},
              {"order": 2, "buttonType": "gifs"}, {"order": 3, "buttonType": "stickers"}, {"order": 4, "buttonType": "themes"},
              {"order": 5, "buttonType": "settings"}, {"order": 6, "buttonType": "tappaText"},
              {"order": 7, "buttonType": "twitch", "url": "https://www.twitch.tv/x", "title": "Twitch"}
            ]
            """
        let run = try Tool.run(["toolbar", "bar.json", "--format", "json"], in: try folder(with: file))
        #expect(run.status == 0)
        let object = try json(run)
        let main = try items(object, "main")
        let more = try items(object, "more")
        #expect(
            main.map { $0["buttonType"] as? String } == [
                "socialHub", "gifs", "stickers", "themes", "settings", "tappaText", "more",
            ])
        #expect(main[0]["icon"] as? [String: String] == ["asset": "hub"])
        #expect(more.map { $0["buttonType"] as? String } == ["twitch", "rss"])
        #expect(more[1]["title"] is NSNull)
        #expect(try action(more[1]) as? [String: String] == ["type": "noAction"])
        let bar = try #require(try action(main[0])["items"] as? [[String: Any]])
        // rss and twitch stand alone too, and the bar shows those items; youtube does not, so it is bare
        // (no url, no title) with the hub's tint.
        #expect(
            try bar.map { try action($0) as? [String: String] } == [
                ["type": "noAction"], ["type": "openURL", "url": "https://www.twitch.tv/x"], ["type": "noAction"],
            ])
        #expect(bar.map { $0["title"] as? String } == [nil, "Twitch", nil])
        #expect(bar.map { $0["tint"] as? String } == [nil, nil, "#007AFF"])
    }

    @Test("a hub that includes nothing: a warning on standard error, and the toolbar still prints")
    func emptyHub() throws {
        let run = try Tool.run(
            ["toolbar", "bar.json", "--format", "json"],
            in: try folder(with: #"[{"order": 1, "buttonType": "socialHub"}]"#))
        #expect(run.status == 0)
        #expect(
            run.standardError
                == "bar.json:1:2: warning: this socialHub includes no social items, so tapping it does nothing; list them in \"include\"\n"
        )
        #expect(try action(try items(try json(run), "main")[0]) as? [String: String] == ["type": "noAction"])
    }

    @Test("errors in the file print as diagnostics and exit 1, with nothing on standard output")
    func fileErrors() throws {
        let folder = try folder(
            with:
                #"[{"order": 1, "buttonType": "gif"}, {"order": 2, "buttonType": "webLink", "url": "javascript:alert(1)"}]"#
        )
        let run = try Tool.run(["toolbar", "bar.json"], in: folder)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("bar.json:1:29: error: \"buttonType\" must be one of "))
        #expect(
            lines[1]
                == "bar.json:1:82: error: the URL must start with https:// or http://, but its scheme is \"javascript\""
        )

        try "[{\"order\": 1,".write(to: folder.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        let broken = try Tool.run(["toolbar", "broken.json", "--format", "json"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.standardOutput.isEmpty)
        #expect(broken.standardError.hasPrefix("broken.json:1:"))

        let badTheme = try Tool.run(["toolbar", embeddedToolbar, "--theme", "bar.json"], in: folder)
        #expect(badTheme.status == 1)
        #expect(
            badTheme.standardError == "bar.json:1:1: error: expected a themes file (a JSON object) but found an array\n"
        )
    }

    @Test(
        "usage errors exit 2",
        arguments: [
            ["toolbar"],
            ["toolbar", "missing.json"],
            ["toolbar", "."],
            ["toolbar", "bar.json", "--theme-name", "Midnight"],
            ["toolbar", "bar.json", "--theme", "missing.json"],
            ["toolbar", "bar.json", "--allow-scheme", "javascript"],
            ["toolbar", "bar.json", "--allow-scheme", "myapp://"],
            ["toolbar", "bar.json", "--format", "yaml"],
            ["toolbar", "bar.json", "--appearance", "dim"],
        ])
    func usageErrors(arguments: [String]) throws {
        let run = try Tool.run(arguments, in: try folder(with: #"[{"order": 1, "buttonType": "gifs"}]"#))
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
    }

    @Test("an unknown theme name exits 2 and lists the file's themes")
    func unknownThemeName() throws {
        let run = try Tool.run(["toolbar", embeddedToolbar, "--theme", embeddedThemes, "--theme-name", "Nope"])
        #expect(run.status == 2)
        #expect(
            run.standardError
                == "error: \(embeddedThemes) has no theme named \"Nope\"; its themes are \"Classic\", \"Midnight\", \"High Contrast\"\n"
        )
    }
}
