import CampaignModel
import CampaignYAML

// MESSAGE DECODER HOOK: the one place where the campaign decoder calls the `message:`
// decoder (MessageDecoder.swift, by the message engineer).
func decodeCampaignMessage(_ node: YAMLNode, in context: DecodingContext, files: any AssetFileSystem) -> DecodedMessage? {
    MessageDecoder(context: context, files: files).decode(node)
}
