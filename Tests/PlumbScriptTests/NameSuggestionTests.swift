import PlumbLayout
import PlumbText
import Testing

@testable import PlumbScript

@Suite struct NameSuggestionTests {
    @Test(arguments: [
        ("widht", "width"), ("heigth", "height"), ("centery", "centerY"), ("leadng", "leading"),
        ("trailling", "trailing"), ("wdth", "width"), ("lastbaseline", "lastBaseline"),
    ])
    func suggestsTheNearestAttribute(misspelled: String, expected: String) {
        let names = LayoutAttribute.allCases.map(\.rawValue)
        #expect(NameSuggestion.nearest(to: misspelled, in: names) == expected)
    }

    @Test(arguments: ["zzz", "x", "frobnicate", ""])
    func suggestsNothingForFarNames(name: String) {
        #expect(NameSuggestion.nearest(to: name, in: ["width", "height", "top"]) == nil)
    }

    @Test func exactNamesAreNotSuggested() {
        #expect(NameSuggestion.nearest(to: "width", in: ["width", "widths"]) == nil)
    }

    @Test func tiesGoToTheFirstCandidate() {
        #expect(NameSuggestion.nearest(to: "cat", in: ["bat", "hat", "cut"]) == "bat")
        #expect(NameSuggestion.nearest(to: "cat", in: ["hat", "bat"]) == "hat")
    }

    @Test(arguments: [
        ("", "abc", 3), ("abc", "abc", 0), ("abc", "acb", 1), ("kitten", "sitting", 3),
        ("Width", "width", 0), ("ca", "abc", 3),
    ])
    func distance(a: String, b: String, expected: Int) {
        #expect(NameSuggestion.distance(a, b) == expected)
        #expect(NameSuggestion.distance(b, a) == expected)
    }

    @Test func didYouMeanFormatsTheSuffix() {
        #expect(NameSuggestion.didYouMean("widht", in: ["width"]) == "; did you mean 'width'?")
        #expect(NameSuggestion.didYouMean("zzz", in: ["width"]) == "")
    }
}

extension NameSuggestionTests {
    @Test func veryLongNamesAreCheap() {
        let long = String(repeating: "w", count: 1_000_000)
        #expect(
            NameSuggestion.nearest(to: long, in: LayoutAttribute.allCases.map(\.rawValue)) == nil)
        let errors = parseErrors("a.\(long) == 1")
        #expect(errors.first?.id == .unknownAttribute)
    }
}
