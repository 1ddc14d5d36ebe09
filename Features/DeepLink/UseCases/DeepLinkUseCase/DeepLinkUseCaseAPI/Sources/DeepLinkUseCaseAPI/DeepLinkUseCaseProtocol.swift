/// The DeepLinkUseCase: reads a `payred://` link into where it leads (blueprint §3.2, §4.6.1).
/// It checks the link's shape; the use case of the screen it opens checks its fields as if typed.
public protocol DeepLinkUseCaseProtocol: AnyObject, Sendable {
    /// Where `link` leads.
    /// - Throws: why it is not a link PayRed can open.
    func route(for link: String) throws(DeepLinkUseCaseNameSpace.Errors) -> DeepLinkUseCaseNameSpace.Route
}
