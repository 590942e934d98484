import CLibYAML

/// The yardstick: libyaml's event parser over bytes in memory, every event deleted at
/// once, nothing built. Whatever the front end does costs at least this much.
enum LibYAMLEventScanner {
    /// The number of events in `bytes`, or -1 when libyaml reports an error.
    static func countEvents(_ bytes: [UInt8]) -> Int {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return -1 }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var event = yaml_event_t()
            var count = 0
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return -1 }
                let finished = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if finished { return count }
            }
        }
    }
}
