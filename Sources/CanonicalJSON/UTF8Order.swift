/// Byte-wise order of the UTF-8 of two strings: the order of JSON object keys and of every
/// list of paths, ids and keys in campaignc's output. (`String`'s own `<` compares canonically
/// equivalent forms as equal and orders by normalised scalars, so it is not this order.)
public enum UTF8Order {
    /// True when the UTF-8 of `a` sorts before the UTF-8 of `b` byte by byte (a proper prefix
    /// sorts first). Native strings are compared in place, without copying.
    @inlinable
    public static func precedes(_ a: String, _ b: String) -> Bool {
        let contiguous = a.utf8.withContiguousStorageIfAvailable { left in
            b.utf8.withContiguousStorageIfAvailable { right in
                precedes(left, right)
            }
        }
        if let contiguous, let result = contiguous { return result }
        return a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// The same order over two byte buffers, eight bytes at a time.
    @inlinable
    public static func precedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = Swift.min(left.count, right.count)
        var index = 0
        if let l = left.baseAddress, let r = right.baseAddress {
            let lw = UnsafeRawPointer(l)
            let rw = UnsafeRawPointer(r)
            while index + 8 <= common {
                let x = lw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let y = rw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // Big-endian, the first differing byte decides.
                if x != y { return x.bigEndian < y.bigEndian }
                index += 8
            }
        }
        while index < common {
            let x = left[index]
            let y = right[index]
            if x != y { return x < y }
            index += 1
        }
        return left.count < right.count
    }
}
