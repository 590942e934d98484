import CampaignLiquid
import CampaignYAML

/// The scalar values of a YAML tree that hold Liquid, with where they stand.
enum LiquidScalars {
    /// Calls `visit` with every scalar value under `node` that holds `{{` or `{%`, and its path
    /// (keys from `node`, `[]` for a list item), in document order. A path `skip` accepts is
    /// left out with everything under it. A text without Liquid costs one scan of its bytes.
    static func walk(_ node: YAMLNode, skip: ([String]) -> Bool = { _ in false }, _ visit: (YAMLScalar, [String]) -> Void) {
        var path: [String] = []
        walk(node, path: &path, skip: skip, visit)
    }

    private static func walk(_ node: YAMLNode, path: inout [String], skip: ([String]) -> Bool, _ visit: (YAMLScalar, [String]) -> Void) {
        if skip(path) { return }
        switch node {
        case .scalar(let scalar):
            if LiquidDetection.containsLiquid(scalar.text) { visit(scalar, path) }
        case .mapping(let mapping):
            for entry in mapping.entries {
                path.append(entry.key.text)
                walk(entry.value, path: &path, skip: skip, visit)
                path.removeLast()
            }
        case .sequence(let sequence):
            for item in sequence.items {
                path.append("[]")
                walk(item, path: &path, skip: skip, visit)
                path.removeLast()
            }
        case .invalid: break
        }
    }
}
