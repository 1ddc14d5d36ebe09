/// A protocol `cleanarch new` adds to a registration the composition root already has:
/// `.implements(Protocol.self)` after its last `.implements`.
struct RegisteredConformance: Equatable, Sendable {
    /// The registered type, such as `MobileGatewayServiceImpl`.
    let implementation: String
    /// The protocol it now implements too.
    let protocolName: String
    /// The modules the line needs.
    let imports: [String]
}
