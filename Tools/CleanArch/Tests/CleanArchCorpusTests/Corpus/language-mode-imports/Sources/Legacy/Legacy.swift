// Swift 5 mode is version 5.10 whatever the compiler: this is not compiled.
#if swift(>=6.0)
import OnlyInSwift6
#endif

// This is.
#if swift(<6.0)
import Swift5Undeclared
#endif
