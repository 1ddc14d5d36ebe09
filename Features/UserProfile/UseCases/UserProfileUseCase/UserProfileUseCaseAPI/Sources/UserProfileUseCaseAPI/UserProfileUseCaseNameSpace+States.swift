import Loadable

extension UserProfileUseCaseNameSpace {
    /// The UserProfileUseCase's state machine (blueprint §3.4), the output boundary view models consume:
    /// Core's `Loadable`. The profile.
    public typealias States = Loadable<Profile, Errors>
}
