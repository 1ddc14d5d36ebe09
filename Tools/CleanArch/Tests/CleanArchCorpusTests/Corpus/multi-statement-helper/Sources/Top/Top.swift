import Base

public func countTwice() -> Int {
    var counter = Counter()
    counter.increment()
    counter.increment()
    return counter.value
}
