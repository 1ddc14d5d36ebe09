import SessionExporter
import Wrapper
