protocol InternalHelperProtocol {
    func help()
}

private protocol PrivateThingProtocol {
    func thing()
}

fileprivate protocol FilePrivateProtocol {}
