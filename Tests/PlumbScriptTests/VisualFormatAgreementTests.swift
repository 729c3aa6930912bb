import Testing

@testable import PlumbLayout
@testable import PlumbScript

/// The session's VFL statement and the Swift entry point are two parsers of one language:
/// for every string here they must make the same constraints, in the same order.
@Suite struct VisualFormatAgreementTests {
    static let metrics: [(String, Double)] = [("pad", 16), ("low", 250), ("side", 44)]

    static let strings: [(String, String, VisualFormatOptions)] = [
        ("H:|-[a]-[b]-|", "", []),
        ("H:|-22-[a]-22-[b(88)]-22-|", "", []),
        ("V:|[a][b]|", "", []),
        ("H:|-pad-[a(>=80@low)]-pad-|", "", []),
        ("H:|-[a]->=0-[b]-|", "", []),
        ("H:[a]-0@999-[b]", "", []),
        ("H:[a]-<=pad@low-[b]", "", []),
        ("[a]-==8-[b]", "", []),
        ("[a(>=50,<=100)]-(>=8@750,<=20)-[b(==a@low)]", "", []),
        ("V:|-(>=side)-[a(side)]-(pad@low)-|", "", []),
        ("H:[a]-[b]", " align top centerY", [.alignAllTop, .alignAllCenterY]),
        ("H:|-[a]-[b]-|", " direction leftToRight", .directionLeftToRight),
        ("H:|-[a]-(>=pad)-[b]|", " direction rightToLeft", .directionRightToLeft),
        ("V:[superview]-(<=1)-[b]", " align centerX", .alignAllCenterX),
        ("H:[superview]-(<=1)-[c]", " align centerY", .alignAllCenterY),
        ("H:|[a]|", " align left", .alignAllLeft),
        ("[a(.5)]--5-[b]", "", []),
    ]

    @Test(arguments: 0..<strings.count)
    func bothParsersAgree(_ index: Int) throws {
        let (format, sessionOptions, options) = Self.strings[index]
        let setup =
            "window root 375x667\nview a in root\nview b in root\nview c in a\n"
            + Self.metrics.map { "metric \($0.0) = \(formatExactNumber($0.1))" }.joined(
                separator: "\n")
        let session = makeSession(setup)
        succeed(session, format + sessionOptions)
        let fromSession = session.layout.userConstraints.map(Self.describe)

        let layout = session.layout
        let views: [String: any LayoutItem] = [
            "a": try #require(layout.item(named: "a")), "b": try #require(layout.item(named: "b")),
            "c": try #require(layout.item(named: "c")),
        ]
        var metrics: [String: Double] = [:]
        for (name, value) in Self.metrics { metrics[name] = value }
        let drafts = try ConstraintDraft.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views)
        let fromAPI = drafts.map {
            "\($0.equation) @\(formatNumber($0.priority))\($0.isStandardSpacing ? " standard" : "")"
        }
        #expect(fromSession == fromAPI)
    }

    static func describe(_ c: LayoutConstraint) -> String {
        "\(c.equation) @\(formatNumber(c.priority.value))\(c.isStandardSpacing ? " standard" : "")"
    }
}
