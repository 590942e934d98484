extension Array where Element == UInt8 {
    /// A copy whose storage holds exactly these bytes. An array grown by appends may have up to
    /// twice the capacity it uses; one kept for the rest of a run (a file's excerpt, its packed
    /// trigger keys) is copied once at its final size so that a large run holds only its bytes.
    public func exactlySized() -> [UInt8] {
        guard capacity > count else { return self }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = withUnsafeBufferPointer { buffer.initialize(from: $0).1 }
        }
    }
}
