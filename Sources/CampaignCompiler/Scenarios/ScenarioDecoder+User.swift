import CampaignModel
import CampaignYAML

extension ScenarioDecoder {
    /// `user: { user_id: … }`: the simulated user, whose id picks each campaign's variant
    /// (SPEC §17).
    func decodeUser(_ node: YAMLNode) -> ScenarioUser {
        let ctx = context
        var reader = MappingReader(node, field: "user", in: ctx)
        var user = ScenarioUser()
        if let id = reader.read("user_id", ctx.nonEmptyString) { user.userID = id.value }
        reader.finish()
        return user
    }
}
