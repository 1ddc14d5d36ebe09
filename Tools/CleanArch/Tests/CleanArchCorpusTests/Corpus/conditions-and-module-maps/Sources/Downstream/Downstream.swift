import FromFile
import Opaque
