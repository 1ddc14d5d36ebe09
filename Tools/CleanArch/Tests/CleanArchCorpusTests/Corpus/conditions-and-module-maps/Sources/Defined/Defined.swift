#if USE_ROUTING
import Routing
#endif
#if COCOAPODS
import Pods
#endif
