import PlumbLayout
import PlumbTestSupport

@testable import PlumbScript

/// Builds random syntax trees of every statement kind, for round-trip tests: whatever it
/// builds, printing and parsing again must give an equal tree.
///
/// It builds only trees the parser can produce: names that lex as identifiers and are not
/// `superview`, non-negative sizes, priorities in (0, 1000], at least one view in a format
/// string, constraint statements only inside groups.
struct SyntaxGenerator {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    static let names = [
        "a", "b", "button", "root", "title", "view", "window", "in", "to", "off", "on", "H", "V",
        "x",
        "_private", "margins", "align", "pin", "set", "why", "baseline", "center", "group2", "Z9",
        "insets",
        "horizontal", "frames", "help",
    ]
    static let numbers: [Double] = [
        0, 1, 8, 22, 0.5, 0.25, 1.0 / 3.0, 0.1 + 0.2, 1e-05, 375, 10_000_000, 123.456, 2.5e-7,
    ]

    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    mutating func pick<T>(_ values: [T]) -> T {
        values[Int.random(in: 0..<values.count, using: &random)]
    }

    mutating func count(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    mutating func name() -> NameSyntax { NameSyntax(name: pick(Self.names)) }

    mutating func number() -> Double { pick(Self.numbers) }

    mutating func signedNumber() -> Double { chance(30) ? -number() : number() }

    mutating func priority() -> PrioritySyntax {
        chance(40)
            ? PrioritySyntax(kind: .named(pick(NamedPriority.allCases)))
            : PrioritySyntax(kind: .value(pick([1, 50, 250, 251, 750.5, 999, 1000, 0.25])))
    }

    mutating func size(allowsNoValue: Bool = false) -> SizeSyntax {
        let width: Double? = allowsNoValue && chance(30) ? nil : number()
        let height: Double? = allowsNoValue && chance(30) ? nil : number()
        return SizeSyntax(width: width, height: height)
    }

    mutating func insets() -> EdgeInsetsSyntax {
        chance(50)
            ? EdgeInsetsSyntax(uniform: signedNumber())
            : EdgeInsetsSyntax(
                top: signedNumber(), left: signedNumber(), bottom: signedNumber(),
                right: signedNumber())
    }

    mutating func reference() -> ReferenceSyntax {
        chance(40)
            ? ReferenceSyntax(kind: .number(count(1...500)))
            : ReferenceSyntax(kind: .name(pick(Self.names)))
    }

    mutating func item() -> ItemSyntax {
        let base: ItemSyntax.Base = chance(20) ? .superview : .named(pick(Self.names))
        return ItemSyntax(base: base, guide: chance(25) ? pick(LayoutGuideName.allCases) : nil)
    }

    mutating func attribute() -> AttributeSyntax {
        chance(15)
            ? AttributeSyntax(kind: .composite(pick(CompositeAttributeName.allCases)))
            : AttributeSyntax(kind: .single(pick(LayoutAttribute.allCases)))
    }

    mutating func rightHandSide(allowsBareItem: Bool) -> RightHandSideSyntax {
        switch count(0...5) {
        case 0: return .constant(signedNumber())
        case 1: return .size(size())
        default:
            var scale: ScaleSyntax?
            if chance(40) {
                scale = chance(50) ? .times(signedNumber()) : .dividedBy(pick([2, 3, -4, 0.5]))
            }
            let attribute = allowsBareItem && chance(40) ? nil : self.attribute()
            let constant = chance(50) ? signedNumber() : 0
            return .term(
                TermSyntax(item: item(), attribute: attribute, scale: scale, constant: constant))
        }
    }

    mutating func constraint() -> ConstraintSyntax {
        ConstraintSyntax(
            label: chance(20) ? name() : nil,
            first: AnchorSyntax(item: item(), attribute: attribute()),
            relation: pick(Relation.allCases),
            second: rightHandSide(allowsBareItem: false), priority: chance(40) ? priority() : nil)
    }

    mutating func shorthand() -> ShorthandBlockSyntax {
        let entries = (0..<count(1...4)).map { _ in
            ShorthandEntrySyntax(
                label: chance(15) ? name() : nil, first: attribute(),
                relation: pick(Relation.allCases),
                second: rightHandSide(allowsBareItem: true), priority: chance(30) ? priority() : nil
            )
        }
        // `group { … }` would read as a group without a name.
        var subject = name()
        if subject.name == "group" { subject = NameSyntax(name: "g") }
        return ShorthandBlockSyntax(subject: subject, entries: entries)
    }

    /// Metric names that are never numbers (`inf`) or named priorities (`high`).
    static let metricNames = ["pad", "gap", "side2", "_m"]

    mutating func predicate(allowsViews: Bool) -> VisualFormatPredicateSyntax {
        let object: VisualFormatPredicateSyntax.Object =
            allowsViews && chance(30)
            ? .view(name())
            : chance(20) && !allowsViews
                ? .metric(NameSyntax(name: pick(Self.metricNames))) : .constant(signedNumber())
        let priorityMetric = chance(15)
        return VisualFormatPredicateSyntax(
            relation: chance(60) ? pick(Relation.allCases) : nil, object: object,
            priority: !priorityMetric && chance(30) ? priority() : nil,
            priorityName: priorityMetric ? NameSyntax(name: pick(Self.metricNames)) : nil)
    }

    mutating func connection() -> VisualFormatConnectionSyntax {
        switch count(0...2) {
        case 0: return VisualFormatConnectionSyntax(kind: .flush)
        case 1: return VisualFormatConnectionSyntax(kind: .standard)
        default:
            return VisualFormatConnectionSyntax(
                kind: .spacing((0..<count(1...3)).map { _ in predicate(allowsViews: false) }))
        }
    }

    mutating func visualFormat() -> VisualFormatSyntax {
        let views = (0..<count(1...4)).map { _ in
            VisualFormatViewSyntax(
                name: name(),
                predicates: chance(40)
                    ? (0..<count(1...3)).map { _ in predicate(allowsViews: true) } : [])
        }
        let alignments =
            chance(30)
            ? (0..<count(1...3)).map { _ in
                VisualFormatAlignmentSyntax(attribute: pick(VisualFormatAlignmentSyntax.allowed))
            } : []
        return VisualFormatSyntax(
            orientation: chance(70) ? pick(VisualFormatOrientation.allCases) : nil,
            leadingSuperview: chance(50) ? connection() : nil, views: views,
            connections: (1..<views.count).map { _ in connection() },
            trailingSuperview: chance(50) ? connection() : nil, alignments: alignments,
            direction: chance(20) ? pick(VisualFormatDirection.allCases) : nil)
    }

    mutating func pin() -> PinSyntax {
        PinSyntax(
            subject: name(), target: chance(50) ? item() : nil,
            axis: chance(40) ? pick(PinAxis.allCases) : nil,
            insets: chance(50) ? insets() : nil,
            alignment: chance(40) ? pick(PinAlignmentName.allCases) : nil)
    }

    mutating func property(_ keyword: String) -> ViewPropertySyntax {
        switch keyword {
        case "intrinsic": return ViewPropertySyntax(kind: .intrinsic(size(allowsNoValue: true)))
        case "hug":
            return ViewPropertySyntax(kind: .hugging(horizontal: priority(), vertical: priority()))
        case "resist":
            return ViewPropertySyntax(
                kind: .compressionResistance(horizontal: priority(), vertical: priority()))
        case "baseline": return ViewPropertySyntax(kind: .baseline(signedNumber()))
        case "frame":
            return ViewPropertySyntax(
                kind: .frame(
                    RectSyntax(
                        x: signedNumber(), y: signedNumber(), width: number(), height: number())))
        case "autoresizing": return ViewPropertySyntax(kind: .autoresizing(chance(50)))
        case "margins": return ViewPropertySyntax(kind: .margins(insets()))
        case "direction":
            return ViewPropertySyntax(kind: .direction(pick(LayoutDirectionName.allCases)))
        default: return ViewPropertySyntax(kind: .safeArea(insets()))
        }
    }

    /// Distinct properties chosen from `keywords`, at least `minimum`.
    mutating func properties(from keywords: [String], minimum: Int = 0) -> [ViewPropertySyntax] {
        var chosen: [String] = []
        for keyword in keywords where chance(30) { chosen.append(keyword) }
        if chosen.count < minimum, let first = keywords.first { chosen.append(first) }
        chosen.shuffle(using: &random)
        return chosen.map { property($0) }
    }

    mutating func path() -> FilePathSyntax {
        FilePathSyntax(
            pick([
                "a.plumb", "sessions/b.plumb", "my file.plumb", "q\"uote", "back\\slash", "é.svg",
                "-x", "a#b",
            ]))
    }

    mutating func query() -> QuerySyntax {
        let kind: QuerySyntax.Kind
        switch count(0...12) {
        case 0: kind = .frames((0..<count(0...3)).map { _ in name() })
        case 1: kind = .tree
        case 2: kind = .show(reference())
        case 3: kind = .constraints(chance(50) ? name() : nil, installed: chance(50))
        case 4: kind = .where(reference())
        case 5: kind = .common(name(), name())
        case 6: kind = .why(item(), chance(70) ? attribute() : nil)
        case 7: kind = .check
        case 8: kind = .ambiguity(chance(50) ? name() : nil)
        case 9: kind = .exercise(name())
        case 10: kind = .explain(chance(50) ? reference() : nil)
        case 11: kind = .tableau(chance(50) ? name() : nil)
        default: kind = .draw(chance(50) ? name() : nil, svg: chance(50) ? path() : nil)
        }
        return QuerySyntax(kind: kind, json: chance(50))
    }

    /// A random statement; inside a group (`depth > 0`) only constraint statements.
    mutating func statement(depth: Int = 0) -> StatementSyntax {
        if depth > 0 {
            switch count(0...4) {
            case 0:
                return StatementSyntax(.constraints((0..<count(1...3)).map { _ in constraint() }))
            case 1: return StatementSyntax(.shorthand(shorthand()))
            case 2: return StatementSyntax(.visualFormat(visualFormat()))
            case 3: return StatementSyntax(.pin(pin()))
            default:
                return depth < 3
                    ? group(depth: depth) : StatementSyntax(.constraints([constraint()]))
            }
        }
        let all = Parser.propertyKeywords
        switch count(0...24) {
        case 0:
            return StatementSyntax(
                .window(
                    WindowSyntax(
                        name: name(), size: size(),
                        properties: properties(from: ["safe", "margins", "direction"]))))
        case 1:
            return StatementSyntax(
                .view(
                    ViewSyntax(
                        name: name(), parent: chance(70) ? name() : nil,
                        properties: properties(from: all.filter { $0 != "safe" }))))
        case 2: return StatementSyntax(.guide(GuideSyntax(name: name(), owner: name())))
        case 3:
            return StatementSyntax(
                .set(SetSyntax(name: name(), properties: properties(from: all, minimum: 1))))
        case 4: return StatementSyntax(.resize(ResizeSyntax(name: name(), size: size())))
        case 5: return StatementSyntax(.move(MoveSyntax(name: name(), parent: name())))
        case 6:
            return StatementSyntax(
                .remove(RemoveSyntax(targets: (0..<count(1...3)).map { _ in reference() })))
        case 7:
            return StatementSyntax(
                .activation(
                    ActivationSyntax(
                        action: pick(ActivationAction.allCases),
                        targets: (0..<count(1...3)).map { _ in reference() }
                    )))
        case 8:
            return StatementSyntax(
                .constant(ConstantChangeSyntax(target: reference(), constant: signedNumber())))
        case 9:
            return StatementSyntax(
                .priority(PriorityChangeSyntax(target: reference(), priority: priority())))
        case 10: return StatementSyntax(pick([.undo, .redo, .history, .reset, .quit]))
        case 11: return StatementSyntax(.query(query()))
        case 12: return StatementSyntax(.save(path()))
        case 13: return StatementSyntax(.load(path()))
        case 14: return StatementSyntax(.import(path()))
        case 15:
            return StatementSyntax(
                .export(
                    ExportSyntax(
                        format: pick(ExportFormatName.allCases), path: chance(50) ? path() : nil)))
        case 16: return StatementSyntax(.help(chance(50) ? name() : nil))
        case 17: return group(depth: 0)
        case 18:
            return StatementSyntax(
                .metric(
                    MetricSyntax(
                        name: NameSyntax(name: pick(Self.metricNames)), value: signedNumber())))
        case 19: return StatementSyntax(.metrics(json: chance(50)))
        default: return statement(depth: 1)
        }
    }

    mutating func group(depth: Int) -> StatementSyntax {
        let statements = (0..<count(0...3)).map { _ in statement(depth: depth + 1) }
        return StatementSyntax(
            .group(GroupSyntax(name: name(), isActive: chance(70), statements: statements)))
    }
}
