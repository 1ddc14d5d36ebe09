// A 6.1-or-later compiler in Swift 6 mode compiles this import: `Core` is used.
#if swift(>=6.1)
import Core
#endif

// No Swift 6 build compiles this one.
#if swift(<6.0)
import OnlyInSwift5
#endif
