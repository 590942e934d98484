import CampaignModel
import CampaignYAML

extension ScenarioDecoder {
    /// `user:`: the profile of §18 the scenario's messages are rendered for.
    func decodeUser(_ node: YAMLNode) -> UserProfile? {
        ProfileDecoder(context: context).decode(node, field: "user")
    }
}
