extension Result {
    /// The outcome of an async call, for `async let`, which would erase its error's type:
    ///
    ///     async let accounts = Result { () async throws(RemoteDataError) in try await remote.accounts() }
    ///     let list = try await accounts.get()   // throws(RemoteDataError)
    public init(_ call: () async throws(Failure) -> Success) async {
        do {
            self = .success(try await call())
        } catch {
            self = .failure(error)
        }
    }
}
