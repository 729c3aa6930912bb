import PlumbText
import Testing

/// `Escapes`: the one escaper behind JSON strings, SVG text, NSArray elements and quoted
/// paths in the session language.
@Suite struct EscapingTests {
    @Test func backslashEscapesKeepOtherCharacters() {
        #expect(Escapes.backslash("a\\b\"c\nd\te\u{1}é") == "a\\\\b\\\"c\\nd\\te\u{1}é")
    }

    @Test func jsonWritesOtherControlCharactersInHex() {
        #expect(Escapes.json("\"\r\u{1}\u{1f} ") == "\\\"\\r\\u0001\\u001f ")
        #expect(JSONValue.quote("a\"b") == "\"a\\\"b\"")
    }

    @Test func xmlUsesEntitiesAndDropsControlCharactersButTab() {
        let escaped = Escapes.xml("<a & 'b'>\t\"c\"\u{7}\n")
        #expect(escaped == "&lt;a &amp; &apos;b&apos;&gt;\t&quot;c&quot;")
    }
}
