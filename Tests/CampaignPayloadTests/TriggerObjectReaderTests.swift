import CampaignModel
import CampaignPayload
import CanonicalJSON
import XCTest

/// The one reader of trigger objects (`TriggerObjectReader`) reads back what the writer wrote:
/// every campaign of the golden inputs, built into its trigger object, reads back as the
/// values it was built from; a member of another JSON type is kept as it is.
final class TriggerObjectReaderTests: XCTestCase {
    private func readBack(_ campaign: Campaign) throws -> PayloadTrigger {
        try XCTUnwrap(TriggerObjectReader.read(TriggerObjectBuilder().build(campaign).value))
    }

    func testEveryGoldenCampaignReadsBackAsTheValuesItWasBuiltFrom() throws {
        var compared = 0
        for campaign in GoldenInputs.campaigns {
            let read = try readBack(campaign)
            let id = campaign.id.value
            XCTAssertEqual(read.id, .read(id))
            XCTAssertEqual(read.priority, .read(Int64(campaign.priority.value)), id)
            XCTAssertEqual(read.startTime, .read(campaign.schedule.start?.value.unixSeconds ?? 0), id)
            XCTAssertEqual(read.endTime.value, campaign.schedule.end?.value.unixSeconds, id)
            XCTAssertEqual(read.reEligibility.value, campaign.reeligibleAfter?.value.seconds, id)
            XCTAssertEqual(read.delay.value ?? 0, campaign.delayDuration.seconds, id)
            XCTAssertEqual(read.timeout.value, campaign.expireAfter?.value.milliseconds, id)
            let conditions = try XCTUnwrap(read.conditions.value, id).map(\.value)
            XCTAssertEqual(conditions.count, campaign.triggers.count, id)
            for (trigger, condition) in zip(campaign.triggers, conditions) {
                let condition = try XCTUnwrap(condition, id)
                XCTAssertEqual(condition.kind, trigger.kind, id)
                XCTAssertEqual(condition.argument(of: trigger.kind).value, trigger.argument?.value, id)
                let entries = condition.filters.value?.map { $0.value?.map(\.value) } ?? []
                XCTAssertEqual(entries.count, trigger.filters.count, id)
                for (entry, read) in zip(trigger.filters, entries) {
                    let filters = try XCTUnwrap(read, id)
                    XCTAssertEqual(filters.count, entry.alternatives.count, id)
                    for (filter, readFilter) in zip(entry.alternatives, filters) {
                        let readFilter = try XCTUnwrap(readFilter, id)
                        XCTAssertEqual(readFilter.property.value, filter.property.value, id)
                        XCTAssertEqual(readFilter.type, filter.type, id)
                        XCTAssertEqual(readFilter.op, filter.op.value, id)
                        XCTAssertEqual(readFilter.comparator.value, Int64(filter.comparator), id)
                        XCTAssertTrue(readFilter.hasOnlyFilterKeys, id)
                        compared += 1
                    }
                }
            }
            let message = try XCTUnwrap(read.message.value, id)
            XCTAssertEqual(message.typeWord, campaign.message.type.rawValue, id)
            XCTAssertEqual(message.isHTML, campaign.message.type == .html, id)
            XCTAssertEqual(message.dismiss, campaign.message.common.dismiss, id)
            XCTAssertEqual(message.object.clickAction, campaign.message.common.clickAction, id)
            compared += 1
        }
        XCTAssertGreaterThanOrEqual(compared, 10, "campaigns and filters compared")
    }

    func testButtonsReadBackWithTheirClickActions() throws {
        let buttons = [
            Fixture.button("No", id: 0), Fixture.button("Shop", id: 1, action: .uri("https://example.com/s", webview: true)),
            Fixture.button("Allow", id: 2, action: .actions([.requestPushPermission])),
        ]
        let modal = Message.modal(
            ImmersiveMessage(common: Fixture.common(.modal), header: Fixture.at("H"), message: Fixture.at("B"), buttons: buttons))
        let read = try readBack(Fixture.campaign("b", message: modal))
        let objects = try XCTUnwrap(read.message.value?.buttons.value).map(\.value)
        XCTAssertEqual(objects.map { $0?.clickAction }, buttons.map(\.clickAction))
        XCTAssertEqual(objects.map { $0?.integer(.id).value }, [0, 1, 2])
    }

    func testAMemberOfAnotherTypeIsKeptAsItIs() throws {
        let json = try JSONReader().parse(
            Array(
                #"{"id":7,"priority":"high","trigger_condition":[5,{"type":"open"}],"data":{"type":"MODAL","btns":[1],"message_close":"SWIPE","duration":5}}"#
                    .utf8))
        let read = try XCTUnwrap(TriggerObjectReader.read(json))
        XCTAssertEqual(read.id, .other(.integer(7)))
        XCTAssertEqual(read.priority, .other(.string("high")))
        XCTAssertEqual(read.startTime, .absent)
        let conditions = try XCTUnwrap(read.conditions.value)
        XCTAssertEqual(conditions.first, .other(.integer(5)))
        XCTAssertEqual(conditions.last?.value?.kind, .sessionStart)
        let message = try XCTUnwrap(read.message.value)
        XCTAssertEqual(message.buttons.value, [.other(.integer(1))])
        XCTAssertNil(message.dismiss, "SWIPE with a duration is no dismiss the writer writes")
        XCTAssertNil(TriggerObjectReader.read(.array([])))
    }

    func testAPurchaseIsSpecificWithAProductID() throws {
        let json = try JSONReader().parse(Array(#"[{"type":"purchase","data":{}},{"type":"purchase","data":{"product_id":"p"}}]"#.utf8))
        let conditions = try XCTUnwrap(json.arrayValue).compactMap { PayloadObject($0).map(PayloadCondition.init) }
        XCTAssertEqual(conditions.map(\.kind), [.anyPurchase, .specificPurchase])
        XCTAssertEqual(conditions.map { $0.argument(of: .specificPurchase).value }, [nil, "p"])
    }

    /// Every key the writer writes (but the author's own, in `extras`) is one `PayloadKey`
    /// spells, and none is spelled twice.
    func testTheKeysAreSpelledOnce() {
        XCTAssertEqual(Set(PayloadKey.allCases.map(\.rawValue)).count, PayloadKey.allCases.count)
        for campaign in GoldenInputs.campaigns {
            for key in Self.keys(of: TriggerObjectBuilder().build(campaign).value) {
                XCTAssertNotNil(PayloadKey(rawValue: key), key)
            }
        }
    }

    private static func keys(of value: JSONValue) -> [String] {
        switch value {
        case .object(let members):
            members.keys.sorted() + members.filter { $0.key != PayloadKey.extras.rawValue }.values.flatMap(keys(of:))
        case .array(let items): items.flatMap(keys(of:))
        default: []
        }
    }
}
