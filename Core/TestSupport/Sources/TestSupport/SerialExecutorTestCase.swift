import ConcurrencyExtras
import XCTest

/// A test case whose tasks run one job at a time on the main thread (swift-concurrency-extras'
/// `withMainSerialExecutor`): with an injected clock, ``settle()`` and ``waitUntil(rounds:_:)``
/// then let every ready task run to its next wait without sleeping, so a test may assert that
/// something did not happen, and its outcome does not depend on the machine's load.
open class SerialExecutorTestCase: XCTestCase {
    override open func invokeTest() {
        withMainSerialExecutor {
            super.invokeTest()
        }
    }
}
