internal import CLibYAML

/// A bare libyaml event loop with no tree: the yardstick the front end's speed is
/// measured against (the tree builder should stay within 1.3× of it).
enum RawEventLoop {
    /// Parses `bytes` with libyaml and returns how many events it produced (stopping at
    /// the first error).
    static func countEvents(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
            defer { parser.deallocate() }
            guard yaml_parser_initialize(parser) != 0 else { return 0 }
            defer { yaml_parser_delete(parser) }
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(parser, base, buffer.count)
            var event = yaml_event_t()
            var count = 0
            while yaml_parser_parse(parser, &event) != 0 {
                count += 1
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if done { break }
            }
            return count
        }
    }
}
