import Shared

public func welcome() -> Greeting {
    Greeting(text: "Welcome")
}
