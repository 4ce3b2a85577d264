import Foundation
import FuzzSupport
@_spi(Tooling) @testable import KeysmithCore

/// Snippet templates and deep-link templates, filled in against a field's text. A snippet's edits
/// leave the cursor inside the text; a deep link that reads keeps its scheme and host whatever the
/// text put into it.
@_cdecl("FuzzTemplates_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzz)
}

private func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var input = FuzzInput(start, count: count)
    let context = TextContext(
        beforeInput: input.string(maximumLength: 12), selectedText: input.string(maximumLength: 12),
        afterInput: input.string(maximumLength: 12))
    let source = input.rest()

    let snippet = SnippetTemplate(source)
    _ = snippet.placeholders
    _ = snippet.userEditProblems
    var document = InMemoryTextDocument(
        before: context.beforeInput, selected: context.selectedText, after: context.afterInput)
    let edits = snippet.edits(in: context)
    document.apply(edits)
    require(document.selection.upperBound <= document.text.utf16.count, "the cursor left the text")
    require(document.contents == context.applying(edits), "a snippet's edits applied two ways differ")

    if let link = try? DeepLinkTemplate(source), let url = link.url(for: context) {
        require(url.scheme?.lowercased() == link.scheme, "the text changed the scheme of \(source) to \(url)")
        require(url.host == link.host, "the text changed the host of \(source) to \(url)")
    }
    return 0
}
