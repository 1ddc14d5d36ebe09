import TransferUseCaseAPI

/// Everything the use case holds, kept and published as one value so its publishers always agree.
struct TransferDraft: Sendable {
    typealias NameSpace = TransferUseCaseNameSpace

    /// How far the confirmed transfer got.
    enum Progress: Sendable {
        /// Not confirmed, or edited since.
        case idle
        /// On its way to the gateway.
        case sending
        /// The last attempt failed; the attempt (and its key) is kept for the retry.
        case failed(NameSpace.Errors)
        /// The gateway made it.
        case sent(NameSpace.TransferResult)
    }

    /// One confirmed transfer: its idempotency key, made once, and what every retry sends.
    struct Attempt: Sendable {
        let key: String
        let order: TransferOrder
    }

    /// The accounts and payees load.
    var load: NameSpace.States = .idle
    /// The last accounts and payees loaded, kept while a reload runs or fails.
    var choices = NameSpace.LoadResult() {
        didSet { check = TransferFormRules.check(form, against: choices) }
    }
    var form = NameSpace.Form() {
        didSet { check = TransferFormRules.check(form, against: choices) }
    }
    /// What the rules say about the form: worked out once, when the form or the choices change.
    private(set) var check = TransferFormRules.check(NameSpace.Form(), against: NameSpace.LoadResult())
    var attempt: Attempt?
    var progress: Progress = .idle

    /// Whether a transfer is on its way: the form is locked until it is answered.
    var isSending: Bool {
        if case .sending = progress { true } else { false }
    }

    /// The draft as published.
    var snapshot: NameSpace.Snapshot {
        NameSpace.Snapshot(
            load: load,
            form: form,
            validity: check.validity,
            isFormValid: check.validity.isValid,
            transfer: transferState
        )
    }

    /// Where the transfer stands.
    private var transferState: NameSpace.TransferStates {
        switch (progress, attempt) {
        case (.sent(let result), _): .sent(result)
        case (.sending, let attempt?): .sending(attempt.order.review)
        case (.failed(let error), let attempt?): .failed(attempt.order.review, error)
        default: check.order.map { NameSpace.TransferStates.ready($0.review) } ?? .editing
        }
    }

    /// Keeps `result` as the loaded choices; the first account becomes the source when none is chosen.
    mutating func loaded(_ result: NameSpace.LoadResult) {
        load = .loaded(result)
        choices = result
        if form.sourceAccountId == nil {
            form.sourceAccountId = result.accounts.first?.id
        }
    }

    /// Replaces the accounts (read again after a transfer), keeping the payees.
    mutating func refresh(_ accounts: [NameSpace.Account]) {
        choices = NameSpace.LoadResult(accounts: accounts, payees: choices.payees)
        if case .loaded = load {
            load = .loaded(choices)
        }
    }

    /// Starts over with `form`: a new transfer, so the key and the last outcome are dropped.
    mutating func start(_ form: NameSpace.Form) {
        self.form = form
        attempt = nil
        progress = .idle
    }

    /// Records how the sending of `attempt` ended; a sent transfer's key is done with. Edits are
    /// refused while sending, so `attempt` is still the current one.
    mutating func finish(_ attempt: Attempt, with progress: Progress) {
        guard self.attempt?.key == attempt.key else { return }
        self.progress = progress
        if case .sent = progress {
            self.attempt = nil
        }
    }
}
