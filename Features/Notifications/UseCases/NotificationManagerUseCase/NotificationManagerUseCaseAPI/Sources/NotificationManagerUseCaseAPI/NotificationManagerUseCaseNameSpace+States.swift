import Loadable

extension NotificationManagerUseCaseNameSpace {
    /// The NotificationManagerUseCase's state machine (blueprint §3.4), the output boundary view models consume:
    /// Core's `Loadable`. The notifications, newest first; a notification marked read shows so at once. The first load is `loading`; later polls keep the list shown, and `error` means no list could be loaded.
    public typealias States = Loadable<[Notification], Errors>
}
