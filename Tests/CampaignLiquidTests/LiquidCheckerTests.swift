import CampaignLiquid
import XCTest

/// The checks of SPEC §15.3 beyond syntax, each at the character §15.3 names.
final class LiquidCheckerTests: XCTestCase {
    let declared = LiquidCheckContext(
        field: .visibleText, triggers: [.customEvent(name: "added_to_cart")], attributes: ["age": .number, "vip": .boolean, "favorite_team": .string],
        events: ["added_to_cart": ["cart_total": .number, "category": .string]], contentBlocks: ["footer"])

    func testUnsupportedAndUnknownTags() throws {
        XCTAssertEqual(
            issueLines("{% render 'x' %}"), ["0..<16 Braze does not support the tag `render`: it is a Shopify theme tag; in-app messages have no theme"])
        XCTAssertEqual(
            issueLines("{% form 'x' %}a{% endform %}"),
            ["0..<14 Braze does not support the tag `form`: it is a Shopify theme tag; in-app messages have no theme"])
        let unknown = try XCTUnwrap(onlyIssue("{% asign x = 1 %}"))
        XCTAssertEqual(unknown.summary, "unknown Liquid tag `asign`")
        XCTAssertEqual(unknown.help, "did you mean `assign`?")
    }

    func testFilters() throws {
        let unsupported = try XCTUnwrap(onlyIssue("{{ 'x' | lstrip }}"))
        XCTAssertEqual(unsupported.range, 9..<15)
        XCTAssertEqual(unsupported.summary, "Braze does not support the filter `lstrip`: Braze has only `strip`")
        XCTAssertEqual(unsupported.help, "use `strip` instead")
        let unknown = try XCTUnwrap(onlyIssue("{{ 'x' | upcse }}"))
        XCTAssertEqual([unknown.summary, unknown.help], ["unknown Liquid filter `upcse`", "did you mean `upcase`?"])
        XCTAssertEqual(issueLines("{{ 'x' | truncate: \"x\" }}"), ["9..<17 the filter `truncate` takes a number, not the string \"x\""])
        XCTAssertEqual(issueLines("{{ 'x' | upcase: 1 }}"), ["9..<15 the filter `upcase` takes no argument"])
        XCTAssertEqual(issueLines("{{ 'x' | replace }}"), ["9..<16 the filter `replace` takes 1 to 2 arguments"])
        XCTAssertEqual(issueLines("{{ 'x' | truncate: 3, 'a', 'b' }}"), ["9..<17 the filter `truncate` takes 0 to 2 arguments"])
        XCTAssertEqual(issueLines("{{ ${first_name} | default: 'a', allow_false: true }}"), [])
        XCTAssertEqual(onlyIssue("{{ 1 | money_with_currency }}")?.help, "use `money` instead")
        XCTAssertEqual(onlyIssue("{{ 1 | pluralize: 'a', 'b' }}")?.help, "write `{% if n == 1 %}…{% else %}…{% endif %}` instead")
    }

    func testUnknownObjectsAttributesAndVariables() throws {
        let standard = try XCTUnwrap(onlyIssue("Hi {{ ${frist_name} | default: 'x' }}"))
        XCTAssertEqual([standard.summary, standard.help], ["`${frist_name}` is not a standard attribute", "did you mean `first_name`?"])
        XCTAssertEqual(standard.range, 6..<7)
        XCTAssertEqual(issueLines("{{ campaign.${title} }}"), ["3..<4 `campaign` has no member `title`"])
        XCTAssertEqual(issueLines("{{ x }}"), ["3..<4 variable `x` is used before any assignment to it"])
        XCTAssertEqual(issueLines("{% assign x = 1 %}{{ x }}{% for i in (1..2) %}{{ i }}{{ forloop.index }}{% endfor %}{{ i }}"), [])
        XCTAssertEqual(issueLines("{{ y }}{% assign y = 1 %}"), ["3..<4 variable `y` is used before any assignment to it"])
        XCTAssertEqual(
            issueLines("{{ custom_attribute.${agee} | default: 1 }}", declared), ["3..<4 custom attribute `agee` is not declared in `attributes:`"])
        XCTAssertEqual(onlyIssue("{{ custom_attribute.${agee} | default: 1 }}", declared)?.help, "did you mean `age`?")
        XCTAssertEqual(issueLines("{{ custom_attribute.${anything} | default: 1 }}"), [])
        XCTAssertEqual(
            issueLines("{{ event_properties.${cart_totl} | default: 0 }}", declared), ["3..<4 event `added_to_cart` declares no property `cart_totl`"])
        XCTAssertEqual(issueLines("{{ content_blocks.${header} }}", declared), ["3..<4 there is no content block `header`"])
        XCTAssertEqual(issueLines("{% connected_content https://x.example/a :save r %}{{ r.name }}{% catalog_items games 1 %}{{ items[0] }}"), [])
    }

    func testEventPropertiesNeedATriggerWithProperties() {
        let sessionStart = LiquidCheckContext(field: .visibleText, triggers: [.sessionStart])
        XCTAssertEqual(
            issueLines("{{ event_properties.${item} | default: 'x' }}", sessionStart),
            [
                "3..<4 `event_properties` is empty for a `session_start` trigger"
            ])
        XCTAssertEqual(issueLines("{{ event_properties.${item} | default: 'x' }}"), [])
    }

    func testShownWithoutDefault() throws {
        let issue = try XCTUnwrap(onlyIssue("Hi {{ ${first_name} }}!"))
        XCTAssertEqual(issue.range, 6..<7)
        XCTAssertEqual(issue.summary, "`${first_name}` has no `default`: users without it see nothing here")
        XCTAssertEqual(issue.help, "add a default: `{{ ${first_name} | default: '…' }}`, or show it inside `{% if ${first_name} %}`")
        XCTAssertEqual(issueLines("{% if ${first_name} %}Hi {{ ${first_name} }}{% endif %}"), [])
        XCTAssertEqual(issueLines("{% unless custom_attribute.${vip} %}{% else %}{{ custom_attribute.${vip} }}{% endunless %}"), [])
        XCTAssertEqual(
            issueLines("{% if ${city} %}{{ ${first_name} }}{% endif %}"), ["19..<20 `${first_name}` has no `default`: users without it see nothing here"])
        XCTAssertEqual(issueLines("{{ ${first_name} }}", LiquidCheckContext(field: .html, triggers: [])), [])
    }

    func testPlacementRules() {
        XCTAssertEqual(issueLines("{% if custom_attribute.${tags} | size > 2 %}x{% endif %}"), ["33..<37 Braze does not allow a filter inside `if`"])
        XCTAssertEqual(
            onlyIssue("{% if custom_attribute.${tags} | size > 2 %}x{% endif %}")?.help,
            "assign the filtered value first: `{% assign n = … | size %}{% if n > 2 %}`")
        XCTAssertEqual(issueLines("{% for t in custom_attribute.${tags} | sort %}{% endfor %}"), ["39..<43 Braze does not allow a filter inside `for`"])
        XCTAssertEqual(issueLines("{{ custom_attribute.${tags}[${city} | downcase] }}"), ["38..<46 Braze does not allow a filter inside `[ ]`"])
        XCTAssertEqual(issueLines("{% assign x = ${city} == 'Lyon' %}"), ["0..<34 Braze does not allow a comparison or `and`/`or` in `assign`"])
        XCTAssertEqual(issueLines("{% if ${city} == ${country} %}x{% endif %}"), ["0..<30 Braze does not allow comparing two attributes with each other"])
    }

    func testObjectsInAppMessagesCannotUse() {
        XCTAssertEqual(
            issueLines("{{ campaign.${dispatch_id} }}"),
            ["3..<4 `campaign.${dispatch_id}` is not available in in-app messages: in-app messages have no dispatch"])
        XCTAssertEqual(
            issueLines("{{ api_trigger_properties.${x} }}"),
            ["3..<4 `api_trigger_properties` is not available in in-app messages: in-app messages cannot be triggered by the API"])
        XCTAssertEqual(issueLines("{{ canvas.${name} }}"), ["3..<4 `canvas` is not available in in-app messages: campaigns have no Canvas"])
        XCTAssertEqual(
            issueLines("{% connected_content https://x.example/a :save r :retry %}"),
            [
                "0..<58 `connected_content … :retry` is not available in in-app messages: in-app messages are rendered once, without retries"
            ])
        XCTAssertEqual(issueLines("{% connected_content https://x.example/a :sav r %}"), ["41..<45 `connected_content` has no option `:sav`"])
    }

    func testLiquidInHTMLComments() {
        let html = LiquidCheckContext(field: .html, triggers: [])
        XCTAssertEqual(
            issueLines("<p>{{ ${first_name} }}</p><!-- {{ ${city} }} {% if x %}{% endif %} -->", html),
            [
                "31..<44 Liquid inside an HTML comment is never rendered", "45..<55 Liquid inside an HTML comment is never rendered",
                "51..<52 variable `x` is used before any assignment to it",
            ])
    }

    func testAbortMessageReason() {
        XCTAssertEqual(issueLines("{% abort_message(\"no offer\") %}{% abort_message() %}{% abort_message %}"), [])
        XCTAssertEqual(issueLines("{% abort_message(${first_name}) %}"), ["0..<34 the reason of `abort_message` must be a string and cannot contain Liquid"])
        XCTAssertEqual(issueLines("{% abort_message({{'x'}}) %}"), ["0..<28 the reason of `abort_message` must be a string and cannot contain Liquid"])
    }

    func testMessageExtras() {
        XCTAssertEqual(issueLines("{% message_extras :key coupon :value SAVE10 %}"), [])
        XCTAssertEqual(issueLines("{% message_extras :value SAVE10 :key coupon %}"), ["0..<46 `message_extras` has its `:key` after its `:value`"])
        XCTAssertEqual(
            issueLines("{% message_extras :key a :value {% if x %}b{% endif %} %}"),
            [
                "0..<42 `message_extras` cannot hold another tag", "43..<54 `{% endif %}` closes no open block",
            ])
        let long = String(repeating: "v", count: 1020)
        XCTAssertEqual(
            issueLines("{% message_extras :key k1 :value \(long) %}{% message_extras :key k2 :value vv %}"),
            [
                "1056..<1094 `message_extras` holds 1026 bytes; Braze allows 1,024"
            ])
    }

    func testDeclaredTypeComparedWithAnotherLiteral() {
        XCTAssertEqual(
            issueLines("{% if custom_attribute.${age} == \"30\" %}x{% endif %}", declared),
            [
                "6..<7 `custom_attribute.${age}` is declared `number` but compared with a string"
            ])
        XCTAssertEqual(issueLines("{% if custom_attribute.${age} >= 30 and custom_attribute.${vip} == true %}x{% endif %}", declared), [])
        XCTAssertEqual(
            issueLines("{% if custom_attribute.${vip} == 'yes' %}x{% endif %}", declared),
            [
                "6..<7 `custom_attribute.${vip}` is declared `boolean` but compared with a string"
            ])
    }

    func testUnescapedOutputsInALinkQuery() {
        let uri = LiquidCheckContext(field: .uri, triggers: [])
        XCTAssertEqual(issueLines("myapp://cart?u={{${user_id}}}", uri), ["15..<29 this output in the link's query is not escaped"])
        XCTAssertEqual(onlyIssue("myapp://cart?u={{${user_id}}}", uri)?.help, "add `| url_param_escape` so the value cannot break the link")
        XCTAssertEqual(issueLines("myapp://cart?u={{${user_id} | url_param_escape}}", uri), [])
        XCTAssertEqual(issueLines("myapp://{{${user_id}}}/cart", uri), [])
    }

    func testURISkeleton() {
        let passing = LiquidURISkeleton(LiquidTemplate(parsing: "myapp://cart?u={{${user_id} | url_param_escape}}"))
        XCTAssertEqual(passing.text, "myapp://cart?u=x")
        XCTAssertTrue(passing.schemeIsLiteral)
        XCTAssertFalse(passing.isSingleOutput)
        let rendered = LiquidURISkeleton(LiquidTemplate(parsing: "{{x}}://y"))
        XCTAssertEqual([rendered.text, "\(rendered.schemeIsLiteral)", "\(rendered.firstLiquidRange!)"], ["x://y", "false", "0..<5"])
        XCTAssertTrue(LiquidURISkeleton(LiquidTemplate(parsing: "{{custom_attribute.${deep_link}}}")).isSingleOutput)
    }

    func testTranslationBlocks() {
        XCTAssertEqual(
            issueLines("{% translation a %}x{% translation b %}y{% endtranslation %}{% endtranslation %}"),
            [
                "20..<39 a `translation` block cannot be inside another"
            ])
        XCTAssertEqual(
            issueLines("{% translation a %}x{% endtranslation %}{% translation a %}y{% endtranslation %}"),
            [
                "40..<59 two `translation` blocks have the id `a` but different texts"
            ])
        XCTAssertEqual(issueLines("{% translation a %}x{% endtranslation %}{% translation a %}x{% endtranslation %}"), [])
        XCTAssertEqual(issueLines("{% translation bad/id %}x{% endtranslation %}"), ["0..<24 `bad/id` is not a valid translation id"])
    }
}
