import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// Trigger filters against the project file's `events:` (SPEC §19): W319 and E302.
final class DeclaredEventRulesTests: XCTestCase {
    private var project: ProjectSettings {
        var project = ProjectSettings.standard
        project.events = ["added_to_cart": ["cart_total": .number, "category": .string, "tags": .array]]
        return project
    }

    private func campaign(filters: String, event: String = "added_to_cart") -> String {
        "campaign: a\ntrigger:\n  custom_event: \(event)\n  filters:\n\(filters)\nmessage: { type: slideup, message: Hi }\n"
    }

    func testAnUndeclaredPropertyIsW319WithADidYouMean() {
        assertDiagnostics(
            campaign(filters: "    - { property: ⟨p⟩cart_totl, greater_than: 50 }"),
            [
                Expect(
                    .W319, at: "p", "event `added_to_cart` declares no property `cart_totl` in `events:`", help: "did you mean `cart_total`?")
            ], project: project)
    }

    func testAPropertyComparedAsAnotherTypeIsE302AtTheOperator() {
        assertDiagnostics(
            campaign(filters: "    - { property: cart_total, ⟨o⟩equals: \"50\" }\n    - any_of:\n        - { property: category, ⟨c⟩greater_than: 3 }"),
            [
                Expect(
                    .E302, at: "o", "`cart_total` of event `added_to_cart` is declared `number` in `events:`, but this filter compares it as string",
                    help: "compare it as number, or change its declaration"),
                Expect(
                    .E302, at: "c", "`category` of event `added_to_cart` is declared `string` in `events:`, but this filter compares it as number",
                    help: "compare it as string, or change its declaration"),
            ], project: project)
    }

    func testDeclaredPropertiesOfTheRightTypeAndUndeclaredEventsPass() {
        assertClean(campaign(filters: "    - { property: cart_total, greater_than: 50 }\n    - { property: category, equals: shoes }"), project: project)
        assertClean(campaign(filters: "    - { property: anything, equals: x }", event: "opened_app"), project: project)
        assertClean(campaign(filters: "    - { property: cart_totl, greater_than: 50 }"))
    }
}
