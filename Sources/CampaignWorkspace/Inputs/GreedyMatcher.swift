/// Wildcard matching where each non-star token consumes exactly one item (a character of a
/// component, or a component of a path). On a mismatch only the last star seen takes one more
/// item: an earlier star never needs to, because whatever the later tokens matched can be
/// matched again further right. So there is no backtracking tree, and the work is at most
/// `count × length` token tests whatever the pattern (`*a*a*a…b` against `aaaa…` included).
enum GreedyMatcher {
    static func matches(count: Int, length: Int, isStar: (Int) -> Bool, accepts: (Int, Int) -> Bool) -> Bool {
        var token = 0
        var position = 0
        var resume: (token: Int, position: Int)?
        while position < length {
            if token < count, isStar(token) {
                resume = (token, position)
                token += 1
            } else if token < count, accepts(token, position) {
                token += 1
                position += 1
            } else if let star = resume {
                resume = (star.token, star.position + 1)
                token = star.token + 1
                position = star.position + 1
            } else {
                return false
            }
        }
        while token < count, isStar(token) { token += 1 }
        return token == count
    }
}
