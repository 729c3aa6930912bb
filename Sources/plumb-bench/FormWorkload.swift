// The "form" workload: one realistic dialog at the scale of kiwi's enaml-like benchmark
// (shared reference/solver-anchors.md §1.8), sized by two edit variables. scripts/bench.py runs
// the same form on kiwisolver and checks, through `plumb-bench --print-form`, that both sides
// define it identically.
//
// =============================================================================================
// FORM DEFINITION (normative; scripts/bench.py mirrors it)
// =============================================================================================
//
// A sign-up dialog: three rows (name, email, message), each a label left of a field; the
// message field is a multi-line text area that takes the spare height; an OK button sits under
// it, at the right. 37 variables, 110 constraints, 2 edit variables.
//
// Priorities (Plumb level / kiwisolver strength):
//     R = required (1000 / required)   S = 750 .high (strong, 1e6)
//     M = 500 (medium, 1e3)            W = 250 .low (weak, 1)
// The form is built so that weighting (kiwi) and strict levels (Plumb) give the same unique
// solution: no constraint of a lower level ever trades against one of a higher level.
//
// Variables, in creation order (a box B is B.left, B.top, B.width, B.height):
//     win (box), contents.left, contents.top, contents.right, contents.bottom, midline,
//     then for r in name, email, message: r.label (box), r.field (box); then ok (box).
//
// Timed phase "add" (add_s):
//     addEditVariable(win.width, S); addEditVariable(win.height, S);
//     suggestValue(win.width, 800); suggestValue(win.height, 600);
//     the 110 constraints below, in order; updateVariables().
// Timed phase "resolve" (add_s's solver): 100 rounds over SIZES, each size
//     suggestValue(win.width, w); suggestValue(win.height, h); updateVariables()
//     (600 resizes); SIZES = (640,480) (400,300) (1024,768) (320,240) (1280,800) (800,600).
// Checks (untimed): every variable equals its closed form below at 800×600 after "add", at
//     800×600 after "resolve", and then at each size of SIZES once more.
//
// Constraints (A op B is the expression A − B, terms in written order):
//   window and contents
//      1 win.left == 0  R                    8 contents.top == win.top + 10  R
//      2 win.top == 0  R                     9 contents.right == win.left + win.width - 10  R
//      3 win.width >= 0  R                  10 contents.bottom == win.top + win.height - 10  R
//      4 win.height >= 0  R                 11 contents.right >= contents.left  R
//      5 win.width == 0  W                  12 contents.bottom >= contents.top  R
//      6 win.height == 0  W                 13 midline >= contents.left  R
//      7 contents.left == win.left + 10  R  14 midline <= contents.right  R
//   each row r with label L, field F; hint = 38 (name), 36 (email), 58 (message);
//   above = contents.top + 0 for name, else P.top + P.height + 10 with P the previous field
//      1 L.left >= 0  R                     15 F.left >= 0  R
//      2 L.top >= 0  R                      16 F.top >= 0  R
//      3 L.width >= 0  R                    17 F.width >= 0  R
//      4 L.height >= 0  R                   18 F.height >= 0  R
//      5 L.width == hint  W                 19 F.width >= 125  S
//      6 L.width >= hint  S                 20 F.left == midline  S
//      7 L.height == 16  S                  21 F.left + F.width <= contents.right  R
//      8 L.height >= 16  S                  22 F.left + F.width == contents.right  M
//      9 L.left >= contents.left  R         23 F.height == 21  S   (message: == 80  W)
//     10 L.left == contents.left  M         24 F.height >= 21  S   (message: >= 60  S)
//     11 midline >= L.left + L.width + 10  R   25 F.top >= above  R
//     12 midline == L.left + L.width + 10  M   26 F.top == above  M
//     13 L.top >= contents.top  R          27 L.top + 0.5*L.height == F.top + 0.5*F.height  S
//     14 L.top + L.height <= contents.bottom  R   (message: L.top == F.top  S)
//   the OK button (message field M)
//      1 ok.left >= 0  R                     9 ok.top >= M.top + M.height + 10  R
//      2 ok.top >= 0  R                     10 ok.top == M.top + M.height + 10  M
//      3 ok.width >= 0  R                   11 ok.top + ok.height <= contents.bottom  R
//      4 ok.height >= 0  R                  12 ok.top + ok.height == contents.bottom  M
//      5 ok.width == 80  S                  13 ok.left + ok.width <= contents.right  R
//      6 ok.width >= 80  S                  14 ok.left + ok.width == contents.right  M
//      7 ok.height == 24  S                 15 ok.left >= midline  R
//      8 ok.height >= 24  S
//
// Closed form at window size W×H (every size used has W ≥ 213 and H ≥ 176, so no strong
// constraint is violated): win = (0, 0, W, H); contents = (10, 10, W−10, H−10); midline = 78
// (the widest label hint + 20: labels stretch to the midline at M, the weak hugs keep it
// there); every label: left 10, width 58, height 16; label tops 12.5, 43.5, 72; fields: left
// 78, width W−88, tops 10, 41, 72, heights 21, 21, H−116; ok = (W−90, H−34, 80, 24).
// =============================================================================================

import PlumbSolver
import PlumbText

struct Box {
    var left, top, width, height: Variable

    init(_ solver: inout Solver, _ name: String) {
        left = solver.makeVariable(named: name + ".left")
        top = solver.makeVariable(named: name + ".top")
        width = solver.makeVariable(named: name + ".width")
        height = solver.makeVariable(named: name + ".height")
    }

    var all: [Variable] { [left, top, width, height] }
}

struct Form {
    static let initialSize = (width: 800.0, height: 600.0)
    static let sizes: [(width: Double, height: Double)] = [
        (640, 480), (400, 300), (1024, 768), (320, 240), (1280, 800), (800, 600),
    ]
    static let rows: [(name: String, hint: Double)] = [
        ("name", 38), ("email", 36), ("message", 58),
    ]

    var win: Box
    var contentsLeft, contentsTop, contentsRight, contentsBottom, midline: Variable
    var labels: [Box] = []
    var fields: [Box] = []
    var ok: Box
    var constraints: [Constraint] = []
    /// The kiwi strength name of each priority level used, for `--print-form`.
    static func strengthName(_ p: Priority) -> String {
        switch p.value {
        case 1000: "required"
        case 750: "strong"
        case 500: "medium"
        case 250: "weak"
        default: "?\(p.value)"
        }
    }

    /// Makes the variables (in the order of the definition) and the constraint values.
    init(_ solver: inout Solver) throws(SolverError) {
        let r = Priority.required
        let s = Priority.high
        let m = try Priority(500)
        let w = Priority.low
        func e(_ v: Variable) -> LinearExpression { LinearExpression(v) }
        func k(_ x: Double) -> LinearExpression { LinearExpression(constant: x) }

        win = Box(&solver, "win")
        contentsLeft = solver.makeVariable(named: "contents.left")
        contentsTop = solver.makeVariable(named: "contents.top")
        contentsRight = solver.makeVariable(named: "contents.right")
        contentsBottom = solver.makeVariable(named: "contents.bottom")
        midline = solver.makeVariable(named: "midline")
        for row in Form.rows {
            labels.append(Box(&solver, row.name + ".label"))
            fields.append(Box(&solver, row.name + ".field"))
        }
        ok = Box(&solver, "ok")

        var list: [Constraint] = []
        func add(
            _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, _ p: Priority
        ) {
            list.append(Constraint(lhs, relation, rhs, priority: p))
        }
        /// A box's left, top, width and height at least 0, required.
        func addNonNegative(_ box: Box) {
            for v in box.all { add(e(v), .greaterThanOrEqual, k(0), r) }
        }
        /// A size hint: `size == value` at `hug`, `size >= minimum` (the value) strong.
        func addHint(_ size: Variable, _ value: Double, hug: Priority, minimum: Double? = nil) {
            add(e(size), .equal, k(value), hug)
            add(e(size), .greaterThanOrEqual, k(minimum ?? value), s)
        }
        /// `lhs ⋈ rhs` required, and `lhs == rhs` medium, held where the layout allows.
        func addLimit(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression) {
            add(lhs, relation, rhs, r)
            add(lhs, .equal, rhs, m)
        }
        // Window and contents.
        add(e(win.left), .equal, k(0), r)
        add(e(win.top), .equal, k(0), r)
        add(e(win.width), .greaterThanOrEqual, k(0), r)
        add(e(win.height), .greaterThanOrEqual, k(0), r)
        add(e(win.width), .equal, k(0), w)
        add(e(win.height), .equal, k(0), w)
        add(e(contentsLeft), .equal, win.left + 10, r)
        add(e(contentsTop), .equal, win.top + 10, r)
        add(e(contentsRight), .equal, win.left + win.width - 10, r)
        add(e(contentsBottom), .equal, win.top + win.height - 10, r)
        add(e(contentsRight), .greaterThanOrEqual, e(contentsLeft), r)
        add(e(contentsBottom), .greaterThanOrEqual, e(contentsTop), r)
        add(e(midline), .greaterThanOrEqual, e(contentsLeft), r)
        add(e(midline), .lessThanOrEqual, e(contentsRight), r)
        // Rows.
        for (i, row) in Form.rows.enumerated() {
            let label = labels[i]
            let field = fields[i]
            let isMessage = row.name == "message"
            let above = i == 0 ? contentsTop + 0 : fields[i - 1].top + fields[i - 1].height + 10
            addNonNegative(label)
            addHint(label.width, row.hint, hug: w)
            addHint(label.height, 16, hug: s)
            addLimit(e(label.left), .greaterThanOrEqual, e(contentsLeft))
            addLimit(e(midline), .greaterThanOrEqual, label.left + label.width + 10)
            add(e(label.top), .greaterThanOrEqual, e(contentsTop), r)
            add(label.top + label.height, .lessThanOrEqual, e(contentsBottom), r)
            addNonNegative(field)
            add(e(field.width), .greaterThanOrEqual, k(125), s)
            add(e(field.left), .equal, e(midline), s)
            addLimit(field.left + field.width, .lessThanOrEqual, e(contentsRight))
            if isMessage {
                addHint(field.height, 80, hug: w, minimum: 60)
            } else {
                addHint(field.height, 21, hug: s)
            }
            addLimit(e(field.top), .greaterThanOrEqual, above)
            if isMessage {
                add(e(label.top), .equal, e(field.top), s)
            } else {
                add(label.top + 0.5 * label.height, .equal, field.top + 0.5 * field.height, s)
            }
        }
        // The OK button, under the message field.
        let message = fields[fields.count - 1]
        addNonNegative(ok)
        addHint(ok.width, 80, hug: s)
        addHint(ok.height, 24, hug: s)
        addLimit(e(ok.top), .greaterThanOrEqual, message.top + message.height + 10)
        addLimit(ok.top + ok.height, .lessThanOrEqual, e(contentsBottom))
        addLimit(ok.left + ok.width, .lessThanOrEqual, e(contentsRight))
        add(e(ok.left), .greaterThanOrEqual, e(midline), r)
        constraints = list
    }

    /// Every variable with its closed-form value at window size `width`×`height`.
    func expected(width w: Double, height h: Double) -> [(Variable, Double)] {
        var out: [(Variable, Double)] = []
        out += zip(win.all, [0, 0, w, h])
        out += [
            (contentsLeft, 10), (contentsTop, 10), (contentsRight, w - 10),
            (contentsBottom, h - 10),
        ]
        out.append((midline, 78))
        let labelTops = [12.5, 43.5, 72.0]
        let fieldTops = [10.0, 41, 72]
        let fieldHeights = [21.0, 21, h - 116]
        for i in labels.indices {
            out += zip(labels[i].all, [10, labelTops[i], 58, 16])
            out += zip(fields[i].all, [78, fieldTops[i], w - 88, fieldHeights[i]])
        }
        out += zip(ok.all, [w - 90, h - 34, 80, 24])
        return out
    }

    /// The definition as JSON, in the shape scripts/bench.py compares with its own.
    func definition(_ solver: Solver) -> JSONValue {
        let names = (0..<solver.variableCount).map { solver.name(of: Variable(index: Int32($0))) }
        let constraintsJSON = constraints.map { c -> JSONValue in
            .object([
                (
                    "terms",
                    .array(
                        c.expression.terms.map {
                            .array([.string(solver.name(of: $0.variable)), .number($0.coefficient)])
                        })
                ),
                ("constant", .number(c.expression.constant == 0 ? 0 : c.expression.constant)),
                ("op", .string(c.relation.rawValue)),
                ("priority", .string(Form.strengthName(c.priority))),
            ])
        }
        return .object([
            ("variables", .array(names.map { .string($0) })),
            (
                "edits",
                .array([
                    .array([.string("win.width"), .string("strong")]),
                    .array([.string("win.height"), .string("strong")]),
                ])
            ),
            (
                "initial",
                .array([.number(Form.initialSize.width), .number(Form.initialSize.height)])
            ),
            ("sizes", .array(Form.sizes.map { .array([.number($0.width), .number($0.height)]) })),
            ("rounds", .integer(resolveSteps)),
            ("constraints", .array(constraintsJSON)),
        ])
    }
}

private func checkForm(
    _ form: Form, _ solver: Solver, _ values: [Double], width: Double, height: Double,
    _ when: String,
    _ sample: inout Sample
) -> Bool {
    var bad: [String] = []
    for (v, x) in form.expected(width: width, height: height) where !close(values[Int(v.index)], x)
    {
        bad.append("\(solver.name(of: v)) = \(values[Int(v.index)]) (expected \(x))")
    }
    sample.check(
        bad.isEmpty,
        "form \(when) at \(width)x\(height): \(bad.count) variable(s) off: \(bad.prefix(4).joined(separator: ", "))"
    )
    return bad.isEmpty
}

func runForm(_ watch: Stopwatch) throws(SolverError) -> Sample {
    var sample = Sample(workload: "form", n: 1)
    let createStart = watch.now()
    var solver = Solver()
    let form = try Form(&solver)
    var values = [Double](repeating: 0, count: solver.variableCount)
    sample.seconds.append(("create_s", watch.now() - createStart))

    let addStart = watch.now()
    try solver.addEditVariable(form.win.width, priority: .high)
    try solver.addEditVariable(form.win.height, priority: .high)
    try solver.suggestValue(Form.initialSize.width, for: form.win.width)
    try solver.suggestValue(Form.initialSize.height, for: form.win.height)
    for c in form.constraints { try solver.add(c) }
    publish(&solver, into: &values)
    sample.seconds.append(("add_s", watch.now() - addStart))
    sample.rowLengths = solver.rowLengths
    var ok = checkForm(
        form, solver, values, width: Form.initialSize.width, height: Form.initialSize.height,
        "after add", &sample)

    let resolveStart = watch.now()
    for _ in 0..<resolveSteps {
        for size in Form.sizes {
            try solver.suggestValue(size.width, for: form.win.width)
            try solver.suggestValue(size.height, for: form.win.height)
            publish(&solver, into: &values)
        }
    }
    sample.seconds.append(("resolve_s", watch.now() - resolveStart))

    let last = Form.sizes.last ?? Form.initialSize
    ok =
        checkForm(
            form, solver, values, width: last.width, height: last.height, "after resolve", &sample)
        && ok
    for size in Form.sizes {
        try solver.suggestValue(size.width, for: form.win.width)
        try solver.suggestValue(size.height, for: form.win.height)
        publish(&solver, into: &values)
        ok =
            checkForm(
                form, solver, values, width: size.width, height: size.height, "verify", &sample)
            && ok
    }
    sample.conclude("check_form", ok: ok, solver, values, "form")
    return sample
}
