#if compiler(>=6)
import Undeclared
#else
import Undeclared
#endif
#if compiler(>=99)
import FutureOnly
#endif
