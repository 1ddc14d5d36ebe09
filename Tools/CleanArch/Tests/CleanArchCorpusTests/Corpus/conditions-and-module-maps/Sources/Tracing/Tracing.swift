#if Experimental
import Defined
#endif
