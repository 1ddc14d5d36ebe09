/// How `cleanarch doubles` names a protocol's double, shared with the scaffolder so that
/// scaffolded tests use the stubs the generator writes.
public enum DoubleNaming {
    /// `LoginUseCaseProtocol` → `LoginUseCaseStub`; a name without the suffix just gains `Stub`.
    public static func stubName(for protocolName: String) -> String {
        let suffix = "Protocol"
        let base = protocolName.hasSuffix(suffix) && protocolName.count > suffix.count
            ? String(protocolName.dropLast(suffix.count)) : protocolName
        return base + "Stub"
    }
}
