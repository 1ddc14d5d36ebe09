import IBANRule
import MoneyText
import PlainTextRule
import TransferUseCaseAPI

/// The transfer form's business rules (blueprint §3.3): each field checked against the loaded
/// accounts and payees, and the order a valid form makes.
enum TransferFormRules {
    typealias NameSpace = TransferUseCaseNameSpace

    /// The longest description the gateway takes.
    static let maxDescriptionLength = 140
    /// The longest name shown for a typed IBAN: as long as a payee's name may be.
    static let maxRecipientNameLength = 70

    /// Checks `form` against `choices`.
    static func check(_ form: NameSpace.Form, against choices: NameSpace.LoadResult) -> TransferFormCheck {
        let source = checkSource(form.sourceAccountId, in: choices)
        let account = try? source.get()
        let destination = checkDestination(form.destination, named: form.recipientName, from: account, in: choices)
        let amount = checkAmount(form.amountText, from: account)
        let description = checkDescription(form.description)
        let validity = NameSpace.FormValidity(
            source: source.failure,
            destination: destination.failure,
            amount: amount.failure,
            description: description.failure
        )
        guard let account, let target = try? destination.get(), let minorUnits = try? amount.get(), validity.isValid else {
            return TransferFormCheck(validity: validity, order: nil)
        }
        let money = NameSpace.Money(minorUnits: minorUnits, currency: account.balance.currency)
        return TransferFormCheck(validity: validity, order: TransferOrder(
            request: .init(fromAccountId: account.id, destination: target.destination, amount: money, description: form.description),
            review: .init(from: account, to: target.recipient, amount: money, description: form.description)
        ))
    }

    /// A destination the rules accept: what is sent, and who receives it.
    private struct Target {
        /// The payee, or the normalised IBAN.
        let destination: NameSpace.Destination
        let recipient: NameSpace.Recipient
    }

    private static func checkSource(_ id: String?, in choices: NameSpace.LoadResult) -> Result<NameSpace.Account, NameSpace.FieldError> {
        guard let id else { return .failure(.required) }
        guard let account = choices.accounts.first(where: { $0.id == id }) else { return .failure(.unknownAccount) }
        return .success(account)
    }

    /// A saved payee, or an IBAN whose check digits hold (named after the payee or own account
    /// that has it, else after `name` when that is plain text a payee's name could be); never the
    /// source account itself.
    private static func checkDestination(
        _ destination: NameSpace.Destination?,
        named name: String?,
        from source: NameSpace.Account?,
        in choices: NameSpace.LoadResult
    ) -> Result<Target, NameSpace.FieldError> {
        guard let destination else { return .failure(.required) }
        let target: Target
        switch destination {
        case .payee(let id):
            guard let payee = choices.payees.first(where: { $0.id == id }) else { return .failure(.unknownPayee) }
            target = Target(destination: destination, recipient: .init(name: payee.name, iban: IBANRule.normalised(payee.iban)))
        case .iban(let text):
            let iban = IBANRule.normalised(text)
            guard !iban.isEmpty else { return .failure(.required) }
            guard IBANRule.isValid(iban) else { return .failure(.invalidIban) }
            let known = choices.payees.first { IBANRule.normalised($0.iban) == iban }?.name
                ?? choices.accounts.first { IBANRule.normalised($0.iban) == iban }?.name
            target = Target(destination: .iban(iban), recipient: .init(name: known ?? plainName(name), iban: iban))
        }
        if let source, IBANRule.normalised(source.iban) == target.recipient.iban {
            return .failure(.sameAsSource)
        }
        return .success(target)
    }

    /// Minor units above zero and within the source's balance.
    private static func checkAmount(_ text: String, from source: NameSpace.Account?) -> Result<Int64, NameSpace.FieldError> {
        guard !text.isEmpty else { return .failure(.required) }
        guard let minorUnits = AmountText.minorUnits(text) else { return .failure(.invalidAmount) }
        guard minorUnits > 0 else { return .failure(.notPositive) }
        if let source, minorUnits > source.balance.minorUnits {
            return .failure(.exceedsBalance(available: source.balance))
        }
        return .success(minorUnits)
    }

    /// Plain text (`PlainTextRule`, as the gateway applies it) of at most `maxDescriptionLength`
    /// characters; may be empty.
    private static func checkDescription(_ text: String) -> Result<String, NameSpace.FieldError> {
        switch PlainTextRule.problem(in: text, maximumLength: maxDescriptionLength) {
        case nil: .success(text)
        case .tooLong(let maximum): .failure(.tooLong(maximum: maximum))
        case .hiddenCharacters: .failure(.controlCharacters)
        }
    }

    /// `name` trimmed, when it is plain text of 1…70 scalars (a payee's name); nil otherwise.
    private static func plainName(_ name: String?) -> String? {
        let trimmed = PlainTextRule.normalised(name ?? "")
        guard !trimmed.isEmpty, PlainTextRule.problem(in: trimmed, maximumLength: maxRecipientNameLength) == nil else { return nil }
        return trimmed
    }
}

private extension Result {
    /// The error, or nil for a success.
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
