/// Why the secure store could not do what was asked. No case carries a secret or a key.
public enum KeyChainDataError: Error, Equatable {
    /// A file of the store could not be read, or has an impossible shape; the reason names the
    /// file and the failing call.
    case unreadable(String)
    /// A file of the store could not be created, written, renamed or deleted; the reason names
    /// the file and the failing call.
    case unwritable(String)
    /// A stored secret failed authentication: it was changed, copied from another account's file,
    /// or sealed with another key. Its contents are never returned.
    case tampered
    /// Secrets exist but the key that sealed them is gone, so they can never be opened. The store
    /// will not create a new key beside them; `removeAll()` starts afresh.
    case keyMissing
    /// A value could not be encoded to, or decoded from, JSON as the named type.
    case coding(String)
}
