import UserSessionAPITestDoubles

extension UserSessionStoreStub {
    /// A secure store with no stored session that accepts every save and delete.
    static func empty() -> UserSessionStoreStub {
        let store = UserSessionStoreStub()
        store.loadStoredSessionResult = .success(nil)
        store.saveStoredSessionResult = .success(.init())
        store.deleteStoredSessionResult = .success(.init())
        return store
    }
}
