import Pinned

public func firstPin() -> Pin {
    Pin(id: 1)
}
