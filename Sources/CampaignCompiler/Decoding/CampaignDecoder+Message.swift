import CampaignModel
import CampaignYAML

// MESSAGE DECODER HOOK: the one place where the campaign decoder calls the `message:`
// decoder (MessageDecoder.swift, by the message engineer).
func decodeCampaignMessage(_ node: YAMLNode, in context: DecodingContext) -> Message? {
    decodeMessage(node, in: context)
}
