import CampaignDriver

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An input over an open file descriptor (the executable passes standard input).
public final class DescriptorInput: ByteInput {
    private let descriptor: Int32

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func read(maximum: Int) throws(StreamFailure) -> [UInt8] {
        let wanted = max(1, maximum)
        var failure: StreamFailure?
        let bytes = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, count in
            count = 0
            while true {
                let result = systemRead(descriptor, buffer.baseAddress, wanted)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = StreamFailure(reason: String(cString: strerror(errno)))
                    return
                }
                count = result
                return
            }
        }
        if let failure { throw failure }
        return bytes
    }

    private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
            Musl.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }
}

/// An output over an open file descriptor (the executable passes standard output, with
/// SIGPIPE ignored so that a client that went away is a failed write, not a signal).
public final class DescriptorOutput: ByteOutput {
    private let descriptor: Int32

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func write(_ bytes: [UInt8]) throws(StreamFailure) {
        if let reason = DescriptorWriter.writeAll(bytes, to: descriptor) { throw StreamFailure(reason: reason) }
    }
}
