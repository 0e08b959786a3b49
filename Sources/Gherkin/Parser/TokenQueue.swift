/// Tokens read ahead while resolving an ambiguous tag line, handed out again in
/// order before any new line is read.
struct TokenQueue {
    private var items: [Token] = []
    private var head = 0

    var isEmpty: Bool { head == items.count }

    mutating func popFirst() -> Token? {
        guard head < items.count else { return nil }
        let token = items[head]
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        return token
    }

    mutating func append(contentsOf tokens: [Token]) {
        items.append(contentsOf: tokens)
    }
}
