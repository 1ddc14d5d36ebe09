import Foundation
internal import Swinject

/// Wraps the storage of a `@MainActor` registration so that every resolution of it, whether it creates
/// an instance or returns a kept one, traps with the type's name when it is not on the main actor.
final class MainActorStorage: InstanceStorage {
    private let serviceType: Any.Type
    private let base: InstanceStorage

    init(serviceType: Any.Type, base: InstanceStorage) {
        self.serviceType = serviceType
        self.base = base
    }

    var instance: Any? {
        get { base.instance }
        set { base.instance = newValue }
    }

    func graphResolutionCompleted() {
        base.graphResolutionCompleted()
    }

    func instance(inGraph graph: GraphIdentifier) -> Any? {
        // The main actor's executor, not the main thread: on Linux an async `main` serves the
        // main actor from a worker thread draining the main queue.
        MainActor.preconditionIsolated(
            "Resolver: \(serviceType) is registered with a @MainActor factory and must be resolved on the main actor"
        )
        return base.instance(inGraph: graph)
    }

    func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
        base.setInstance(instance, inGraph: graph)
    }
}

extension ObjectScope {
    /// This scope, with every resolution of `serviceType` checked to happen on the main actor.
    func checkingMainThread(for serviceType: Any.Type) -> ObjectScope {
        ObjectScope(
            storageFactory: { MainActorStorage(serviceType: serviceType, base: self.makeStorage()) },
            description: "\(description) (main actor)"
        )
    }
}
