import Foundation
import Reactive

/// The preferences data source (blueprint §1.4) on Foundation's `UserDefaults`.
///
/// The values are read through a `UserDefaults` instance from a volatile domain, which Foundation
/// never writes anywhere itself; each change is saved by this type to one property list in the
/// app's data directory (atomically, readable only by the user). So everything the app writes stays
/// in that directory on every platform, and nothing lands in `~/.config` or `~/Library` (ADR 0010).
public final class UserDefaultsDataImpl: @unchecked Sendable {
    // @unchecked: `UserDefaults` is thread-safe (documented so); the read-modify-write of the
    // volatile domain and the file's save happen under `lock`, so changes never interleave.
    private let defaults: UserDefaults
    private let file: URL
    private let domain = "app.payred.preferences"
    private let lock = NSLock()
    /// The "hide balances" preference as it changes, for screens that follow it.
    let hidesBalancesSubject: StateSubject<Bool>
    /// The auto-lock time as it changes (nil while never chosen), for the inactivity lock that follows it.
    let autoLockSecondsSubject: StateSubject<Int?>

    /// Reads the preferences kept in `file`, if any; an unreadable file counts as none.
    public init(file: URL) {
        self.file = file
        defaults = UserDefaults(suiteName: nil) ?? .standard
        let stored = (try? Data(contentsOf: file))
            .flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any] } ?? [:]
        defaults.setVolatileDomain(stored, forName: domain)
        hidesBalancesSubject = StateSubject(stored[Key.hidesBalances.rawValue] as? Bool ?? false)
        autoLockSecondsSubject = StateSubject(stored[Key.autoLockSeconds.rawValue] as? Int)
    }

    /// The text of `key`, if set.
    func string(forKey key: Key) -> String? {
        lock.withLock { defaults.volatileDomain(forName: domain)[key.rawValue] as? String }
    }

    /// The whole number of `key`, if set.
    func integer(forKey key: Key) -> Int? {
        lock.withLock { defaults.volatileDomain(forName: domain)[key.rawValue] as? Int }
    }

    /// Sets `key` to `value` and saves every preference to the file.
    func set(_ value: some Sendable, forKey key: Key) throws {
        try lock.withLock {
            var values = defaults.volatileDomain(forName: domain)
            values[key.rawValue] = value
            let data = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
            try data.write(to: file, options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
            replaceDomain(with: values)
        }
        if key == .hidesBalances, let hidden = value as? Bool { hidesBalancesSubject.send(hidden) }
        if key == .autoLockSeconds, let seconds = value as? Int { autoLockSecondsSubject.send(seconds) }
    }

    /// Forgets every preference and deletes the file; screens following one see its default.
    func deleteAll() throws {
        try lock.withLock {
            if FileManager.default.fileExists(atPath: file.path) {
                try FileManager.default.removeItem(at: file)
            }
            replaceDomain(with: [:])
        }
        hidesBalancesSubject.send(false)
        autoLockSecondsSubject.send(nil)
    }

    /// Makes `values` the whole domain. Removed first: Foundation on Linux keeps a domain's old
    /// values when it is set to an empty one, so a logout would leave the last user's preferences
    /// in memory (and write them back with the next change). Called under `lock`.
    private func replaceDomain(with values: [String: Any]) {
        defaults.removeVolatileDomain(forName: domain)
        defaults.setVolatileDomain(values, forName: domain)
    }

    /// The preferences' keys.
    enum Key: String {
        case hidesBalances, selectedTab, autoLockSeconds, language
    }
}
