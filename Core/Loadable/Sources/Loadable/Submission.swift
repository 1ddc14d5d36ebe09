/// Where an action a use case was asked to take stands (a freeze, a save, a deletion): what a view
/// model renders, instead of catching an error the action throws. No value means nothing was asked.
public enum Submission<Failure: Error & Equatable & Sendable>: Equatable, Sendable {
    /// On its way.
    case submitting
    /// Done as asked.
    case done
    /// Not done, and why.
    case failed(Failure)

    /// Why it was not done; nil in every other state.
    public var failure: Failure? {
        if case .failed(let failure) = self { failure } else { nil }
    }
}
