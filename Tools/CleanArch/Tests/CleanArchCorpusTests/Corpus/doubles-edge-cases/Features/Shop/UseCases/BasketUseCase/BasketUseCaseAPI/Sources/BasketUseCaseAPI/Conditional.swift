#if os(iOS)
public protocol HapticsProtocol {
    func buzz()
}
#endif
