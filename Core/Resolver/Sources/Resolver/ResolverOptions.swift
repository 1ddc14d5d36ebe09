import Foundation
internal import Swinject

/// Configures a registration fluently; returned by every `register` method.
public struct ResolverOptions<Service> {
    private let entry: ServiceEntry<Service>
    private let lock: NSRecursiveLock
    private let isMainActorBound: Bool
    private let log: RegistrationLog
    private let group: Int

    init(entry: ServiceEntry<Service>, lock: NSRecursiveLock, isMainActorBound: Bool, log: RegistrationLog, group: Int) {
        self.entry = entry
        self.lock = lock
        self.isMainActorBound = isMainActorBound
        self.log = log
        self.group = group
    }

    /// Makes `type` (under `name`) resolve through this registration, sharing its scope and instance.
    @discardableResult
    public func implements<Other>(_ type: Other.Type, name: String? = nil) -> ResolverOptions<Service> {
        lock.withLock {
            _ = entry.implements(type, name: name)
            log.add(ResolverRegistration(type, name: name, scope: log.scope(of: group), isMainActorBound: isMainActorBound, group: group))
        }
        return self
    }

    /// Sets how long resolved instances are reused (``ResolverScope/graph`` unless set).
    @discardableResult
    public func scope(_ scope: ResolverScope) -> ResolverOptions<Service> {
        let objectScope = isMainActorBound ? scope.objectScope.checkingMainThread(for: Service.self) : scope.objectScope
        lock.withLock {
            _ = entry.inObjectScope(objectScope)
            log.setScope(scope, of: group)
        }
        return self
    }
}
