#if MacroRouting
import Defined
#endif
#if FastPaths
import Partial
#endif
#if Experimental
import Experimental
#endif
