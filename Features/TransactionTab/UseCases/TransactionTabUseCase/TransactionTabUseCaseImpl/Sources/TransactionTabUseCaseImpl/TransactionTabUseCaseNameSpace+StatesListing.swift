import TransactionTabUseCaseAPI

extension TransactionTabUseCaseNameSpace.States {
    /// The listing of any state but `idle`.
    var listing: TransactionTabUseCaseNameSpace.Listing? {
        switch self {
        case .idle: nil
        case .loading(let listing), .loaded(let listing), .loadingMore(let listing),
             .failed(let listing, _), .moreFailed(let listing, _): listing
        }
    }
}
