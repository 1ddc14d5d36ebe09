/// A container's registrations in the order they were made; a later registration of the same type
/// and name replaces the earlier one, as it does in the container.
final class RegistrationLog: Sendable {
    private let entries = Locked<[ResolverRegistration]>([])
    private let groups = Locked(0)

    /// Every registration, in order.
    var registrations: [ResolverRegistration] {
        entries.withLock { $0 }
    }

    /// A group for a new registration and the types it `implements`.
    func newGroup() -> Int {
        groups.withLock { next in
            next += 1
            return next
        }
    }

    func add(_ registration: ResolverRegistration) {
        entries.withLock { entries in
            entries.removeAll { $0.serviceType == registration.serviceType && $0.name == registration.name }
            entries.append(registration)
        }
    }

    /// The scope the registrations of `group` have now.
    func scope(of group: Int) -> ResolverScope {
        entries.withLock { entries in entries.last { $0.group == group }?.scope ?? .graph }
    }

    func setScope(_ scope: ResolverScope, of group: Int) {
        entries.withLock { entries in
            for index in entries.indices where entries[index].group == group {
                entries[index].scope = scope
            }
        }
    }
}
