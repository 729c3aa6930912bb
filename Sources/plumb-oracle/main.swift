// plumb-oracle: runs JSON-described constraint systems through fresh `Solver`s and writes what
// the solver did, so that scripts/oracle.py can check it against an LP solved level by level.
//
//     plumb-oracle [--every-op] [--trace] [--engine solver|revised] [FILE | -]
//
// Reads one JSON document (from FILE, or stdin when FILE is absent or `-`), writes one JSON
// document to stdout. Exit status: 0 when every system ran (whatever the solver answered),
// 2 for bad usage or bad input. The input format and the output format are described in
// docs/oracle.md and in `Input.swift` / `Output.swift`.

import Foundation

let usage = """
    usage: plumb-oracle [--every-op] [--trace] [--engine solver|revised] [FILE | -]

    Runs each system of a JSON document (FILE, or stdin) through a fresh PlumbSolver and
    writes the results as JSON to stdout.

      --every-op   also record the values, errors and ranges after every operation
      --trace      write the solver's tableau (numbers in full) to stderr after every op
      --engine E   `solver` (default) or `revised`: the revised core of the factored-basis
                   plan (docs/factored-basis.md), which writes no ranges (NaN) and no trace
      -h, --help   show this help
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("plumb-oracle: \(message)\n".utf8))
    exit(2)
}

var inputPath: String?
var everyOp = false
var trace = false
var endOfFlags = false
var revised = false
var wantsEngine = false
for argument in CommandLine.arguments.dropFirst() {
    if wantsEngine {
        wantsEngine = false
        guard argument == "solver" || argument == "revised" else {
            fail("'--engine' wants solver or revised, got '\(argument)'\n\(usage)")
        }
        revised = argument == "revised"
    } else if !endOfFlags, argument == "--engine" {
        wantsEngine = true
    } else if !endOfFlags, argument == "--" {
        endOfFlags = true
    } else if !endOfFlags, argument == "-h" || argument == "--help" {
        print(usage)
        exit(0)
    } else if !endOfFlags, argument == "--every-op" {
        everyOp = true
    } else if !endOfFlags, argument == "--trace" {
        trace = true
    } else if !endOfFlags, argument.hasPrefix("-"), argument != "-" {
        fail("unknown option '\(argument)'\n\(usage)")
    } else if inputPath == nil {
        inputPath = argument
    } else {
        fail("more than one input file given\n\(usage)")
    }
}

if wantsEngine { fail("'--engine' needs a value\n\(usage)") }

let data: Data
if let path = inputPath, path != "-" {
    guard let contents = FileManager.default.contents(atPath: path) else {
        fail("cannot read '\(path)'")
    }
    data = contents
} else {
    data = FileHandle.standardInput.readDataToEndOfFile()
}

let systems: [SystemSpec]
do {
    systems = try parseDocument(data)
} catch let error as InputError {
    fail("bad input: \(error.message)")
} catch {
    fail("bad input: \(error.localizedDescription)")
}

var output = "{\"results\": [\n"
for (i, system) in systems.enumerated() {
    let result =
        revised
        ? runRevised(system, recordEveryOp: everyOp)
        : run(system, recordEveryOp: everyOp, trace: trace)
    output += result.json()
    output += i + 1 < systems.count ? ",\n" : "\n"
}
output += "]}\n"
FileHandle.standardOutput.write(Data(output.utf8))
