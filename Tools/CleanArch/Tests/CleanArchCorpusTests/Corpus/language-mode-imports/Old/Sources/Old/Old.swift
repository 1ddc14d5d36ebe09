// Swift 5 mode (`swiftLanguageModes: [.v5]`): version 5.10.
#if swift(>=6)
import NotInSwift5
#endif

#if swift(<6)
import OldUndeclared
#endif
