import Core
import Feature
