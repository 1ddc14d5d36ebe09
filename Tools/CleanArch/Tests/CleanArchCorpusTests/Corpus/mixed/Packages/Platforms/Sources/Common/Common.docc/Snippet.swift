import Common
import TutorialKit

commonLogger.info("tutorial step")
