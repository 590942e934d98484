@testable import CampaignLanguageServer

/// An input handed out in the pieces given, one per read (a piece longer than a read asks for
/// is split), so a test can cut the same bytes at any point.
final class PiecewiseInput: ByteInput {
    private var pieces: [[UInt8]]

    init(_ pieces: [[UInt8]]) {
        self.pieces = pieces.filter { !$0.isEmpty }
    }

    /// The bytes cut at each of `cuts` (offsets, ascending).
    convenience init(_ bytes: [UInt8], cutAt cuts: [Int]) {
        let bounds = [0] + cuts + [bytes.count]
        self.init(zip(bounds, bounds.dropFirst()).map { Array(bytes[$0..<$1]) })
    }

    func read(maximum: Int) throws(StreamFailure) -> [UInt8] {
        guard !pieces.isEmpty else { return [] }
        let piece = pieces.removeFirst()
        if piece.count <= maximum { return piece }
        pieces.insert(Array(piece[maximum...]), at: 0)
        return Array(piece[..<maximum])
    }
}

extension FrameReader {
    /// Every frame of `input`, the `.end` included.
    static func frames(of input: ByteInput) -> [Frame] {
        var reader = FrameReader(input: input)
        var read: [Frame] = []
        while true {
            let frame = reader.next()
            read.append(frame)
            if case .end = frame { return read }
        }
    }
}
