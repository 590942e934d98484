import XCTest

@testable import CampaignYAML

/// The stack of open collections' children: order, moves into exact arrays, growth, and
/// that every element it drops is released.
final class ChildStackTests: XCTestCase {
    private final class Token {
        let id: Int
        let released: (Int) -> Void
        init(_ id: Int, released: @escaping (Int) -> Void) {
            self.id = id
            self.released = released
        }
        deinit { released(id) }
    }

    func testPopsNestedRunsInOrderAndGrows() {
        let stack = ChildStack<Int>(capacity: 2)
        for i in 0..<5 { stack.push(i) }
        let inner = stack.count
        for i in 100..<200 { stack.push(i) }
        XCTAssertEqual(stack.withChildren(from: inner) { $0.first }, 100)
        XCTAssertEqual(stack[inner + 3], 103)
        XCTAssertEqual(stack.pop(from: inner), Array(100..<200))
        XCTAssertEqual(stack.pop(from: stack.count), [])
        XCTAssertEqual(stack.pop(from: 0), [0, 1, 2, 3, 4])
        XCTAssertEqual(stack.count, 0)
    }

    func testEveryElementIsReleasedOnceWhetherPoppedDroppedOrLeft() {
        var released: [Int] = []
        do {
            let stack = ChildStack<Token>(capacity: 1)
            for i in 0..<6 { stack.push(Token(i) { released.append($0) }) }
            var popped: [Token]? = stack.pop(from: 4)
            XCTAssertEqual(released, [])
            popped = nil
            XCTAssertNil(popped)
            XCTAssertEqual(released.sorted(), [4, 5])
            stack.push(Token(6) { released.append($0) })
            stack.removeAll()
            XCTAssertEqual(released.sorted(), [0, 1, 2, 3, 4, 5, 6])
            stack.push(Token(7) { released.append($0) })
        }
        XCTAssertEqual(released.sorted(), Array(0...7))
    }
}
