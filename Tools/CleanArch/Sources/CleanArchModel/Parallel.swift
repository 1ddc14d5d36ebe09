import Dispatch
import Synchronization

/// Work spread over all cores with results in input order, whatever the scheduling.
public enum Parallel {
    /// `elements.map(transform)`, run concurrently.
    public static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element],
        _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let results = Mutex<[Result?]>(Array(repeating: nil, count: elements.count))
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            let result = transform(elements[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
