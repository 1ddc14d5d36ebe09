#if MacroRouting
#if canImport(Partial)
import Partial
#endif
#endif
