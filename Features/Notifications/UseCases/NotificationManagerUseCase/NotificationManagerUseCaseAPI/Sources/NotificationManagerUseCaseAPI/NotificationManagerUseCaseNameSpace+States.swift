extension NotificationManagerUseCaseNameSpace {
    /// The NotificationManagerUseCase's state machine (blueprint §3.4): the output boundary view models consume.
    public enum States: Equatable, Sendable {
        /// Stopped, or nothing loaded since the start.
        case idle
        /// The first load is on its way; later polls keep the list shown instead.
        case loading
        /// The notifications, newest first; a notification marked read shows so at once.
        case loaded([Notification])
        /// No list could be loaded; the next poll or refresh tries again.
        case error(Errors)
    }
}
