/// `--format junit` (SPEC §4.4): JUnit XML as GitLab, Jenkins, CircleCI and Buildkite read it.
///
/// - one `testsuite` per file (named by its path, in byte-wise order): every file checked,
///   and any other file a diagnostic points into (the project file);
/// - in it, one `testcase` per campaign (or scenario) document, named by its id, with the
///   file's path as `classname` (one per run of a scenario with `test --platform all`); a diagnostic outside any document with an id goes to a
///   test case named by the file's path, which a file without any document always has;
/// - one `failure` per error, `type` its code and `message` its message, with the text
///   rendering of the diagnostic (no colour) as its body; warnings go to the test case's
///   `system-out`, so they are visible without failing it;
/// - (`test`) a selected scenario that did not run carries `<skipped/>` and counts in the
///   suite's `skipped`, never as passed; a scenario `--scenario` did not select is not listed.
///
/// No timing attributes are written, so the bytes depend only on the report.
public struct JUnitDiagnosticRenderer: DiagnosticRenderer {
    public init() {}

    public func render(_ report: DiagnosticReport) -> String {
        let suites = Self.suites(of: report)
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let skipped = suites.reduce(0) { $0 + $1.skipped }
        var output = XMLText.declaration
        output += "<testsuites name=\"campaignc\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
        let text = TextDiagnosticRenderer(colour: false)
        for suite in suites {
            output += "  <testsuite name=\"\(XMLText.attribute(suite.file))\" tests=\"\(suite.cases.count)\""
            output += " failures=\"\(suite.failures)\" errors=\"0\" skipped=\"\(suite.skipped)\">\n"
            for testCase in suite.cases {
                output += render(testCase, file: suite.file, text: text, sources: report.sources)
            }
            output += "  </testsuite>\n"
        }
        output += "</testsuites>\n"
        return output
    }

    private func render(_ testCase: TestCase, file: String, text: TextDiagnosticRenderer, sources: [PathKey: SourceFile]) -> String {
        let opening = "    <testcase name=\"\(XMLText.attribute(testCase.name))\" classname=\"\(XMLText.attribute(file))\""
        let errors = testCase.diagnostics.filter { $0.severity == .error }
        let warnings = testCase.diagnostics.filter { $0.severity == .warning }
        if testCase.diagnostics.isEmpty, !testCase.skipped { return opening + "/>\n" }
        var output = opening + ">\n"
        if testCase.skipped { output += "      <skipped message=\"\(Self.notRun)\"/>\n" }
        for error in errors {
            output += "      <failure type=\"\(error.code.rawValue)\" message=\"\(XMLText.attribute(error.message))\">"
            output += XMLText.content(text.render(error, sources: sources))
            output += "</failure>\n"
        }
        if !warnings.isEmpty {
            output += "      <system-out>"
            output += XMLText.content(warnings.map { text.render($0, sources: sources) }.joined(separator: "\n"))
            output += "</system-out>\n"
        }
        output += "    </testcase>\n"
        return output
    }

    /// Why a selected scenario did not run: a campaign error stops every run (SPEC §9.4).
    static let notRun = "not run: the campaigns have errors"

    /// One test case: a document (or the file itself) and its diagnostics in report order.
    struct TestCase {
        var name: String
        var diagnostics: [Diagnostic]
        var skipped = false
    }

    /// One test suite: a file and its test cases (the file's own one first, then documents).
    struct Suite {
        var file: String
        var cases: [TestCase]
        var failures: Int { cases.reduce(0) { $0 + $1.diagnostics.count { $0.severity == .error } } }
        var skipped: Int { cases.count(where: \.skipped) }
    }

    static func suites(of report: DiagnosticReport) -> [Suite] {
        var files = Set(report.files.map { PathKey($0) })
        files.formUnion(report.diagnostics.map { PathKey($0.location.file) })
        files.formUnion(report.units.map { PathKey($0.file) })
        let ordered = files.sorted().map { $0.path }
        let unitsByFile = Dictionary(grouping: report.units) { PathKey($0.file) }
        let diagnosticsByFile = Dictionary(grouping: report.diagnostics) { PathKey($0.location.file) }
        return ordered.map { file in
            let units = unitsByFile[PathKey(file)] ?? []
            var cases = units.map { TestCase(name: $0.id, diagnostics: [], skipped: $0.skipped) }
            var outside: [Diagnostic] = []
            for diagnostic in diagnosticsByFile[PathKey(file)] ?? [] {
                let start = diagnostic.location.range.start
                // A document may stand for several units (`test --platform all`: one per
                // platform); a diagnostic goes to the one it names, else the first around it.
                let named = diagnostic.unit.flatMap { unit in units.firstIndex { $0.id == unit && $0.contains(start) } }
                if let index = named ?? units.firstIndex(where: { $0.contains(start) }) {
                    cases[index].diagnostics.append(diagnostic)
                } else {
                    outside.append(diagnostic)
                }
            }
            // A scenario that did not run but has errors of its own fails on them.
            for index in cases.indices where cases[index].diagnostics.contains(where: { $0.severity == .error }) {
                cases[index].skipped = false
            }
            if !outside.isEmpty || cases.isEmpty {
                cases.insert(TestCase(name: file, diagnostics: outside), at: 0)
            }
            return Suite(file: file, cases: cases)
        }
    }
}
