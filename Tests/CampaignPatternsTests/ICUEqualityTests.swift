import CampaignPatterns
import Foundation
import XCTest

/// The oracle for the ICU dialect: `NSRegularExpression` (ICU itself) decides, for every
/// pattern of the repository and 1,500 generated ones, whether it compiles (with and without
/// the case-insensitive option) and whether it finds a match in each of its texts; campaignc's
/// reading must agree on every one. It fails on the first difference, showing both sides.
final class ICUEqualityTests: XCTestCase {
    static let generatedCount = 1_500

    func testAgreesWithNSRegularExpression() throws {
        let repository = RepositoryPatterns.all()
        var generator = ICUPatternGenerator(seed: 2024)
        let generated = (0..<Self.generatedCount).map { _ in generator.next() }
        var subjects = SubjectGenerator(seed: 7)
        var sampler = PatternSampler(seed: 11)
        var counts = (patterns: 0, verdicts: 0, rejected: 0, searches: 0, found: 0)
        for pattern in repository + generated {
            counts.patterns += 1
            var texts = subjects.subjects(for: pattern)
            if case .success(let parsed) = RegularExpression.parse(pattern, dialect: .icu) {
                texts += [sampler.sample(parsed), sampler.sample(parsed)]
            }
            for insensitive in [true, false] {
                let icu = try? NSRegularExpression(pattern: pattern, options: insensitive ? [.caseInsensitive] : [])
                let ours = RegularExpression.parse(pattern, dialect: .icu, caseInsensitive: insensitive)
                counts.verdicts += 1
                switch (icu, ours) {
                case (nil, .failure):
                    counts.rejected += 1
                    continue
                case (let icu?, .success(let parsed)):
                    let compiled = CompiledPattern(parsed)
                    for text in texts {
                        let expected = icu.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
                        let outcome = compiled.search(text)
                        counts.searches += 1
                        if expected { counts.found += 1 }
                        guard outcome == (expected ? .found : .notFound) else {
                            return XCTFail(
                                "search of \(Self.show(pattern)) in \(Self.show(text)) (case-insensitive: \(insensitive)): "
                                    + "ICU \(expected ? "finds a match" : "finds none"), campaignc: \(outcome)")
                        }
                    }
                case (nil, .success):
                    return XCTFail("ICU rejects \(Self.show(pattern)) (case-insensitive: \(insensitive)); campaignc accepts it")
                case (_?, .failure(let error)):
                    return XCTFail("ICU accepts \(Self.show(pattern)) (case-insensitive: \(insensitive)); campaignc rejects it: \(error.reason)")
                }
            }
        }
        print(
            "ICU equality: \(counts.patterns) patterns (\(repository.count) from the repository, \(generated.count) generated), "
                + "\(counts.verdicts) verdicts (\(counts.rejected) rejections), \(counts.searches) searches (\(counts.found) found), all equal")
        XCTAssertGreaterThanOrEqual(generated.count, 1_000)
        XCTAssertGreaterThan(counts.found, counts.searches / 10, "too few texts match for the searches to say much")
    }

    /// A pattern or text as Swift would write it, so that invisible characters show.
    static func show(_ text: String) -> String {
        let text = text.unicodeScalars.count > 300 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(300))) + "…" : text
        return "\"" + text.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0 != "\"" && $0 != "\\" ? String($0) : $0.escaped(asASCII: true) }.joined()
            + "\""
    }
}
