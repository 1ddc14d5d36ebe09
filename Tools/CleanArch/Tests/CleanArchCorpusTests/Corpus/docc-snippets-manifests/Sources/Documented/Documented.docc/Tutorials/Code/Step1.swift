import Documented
import SomeTutorialModule

let greeting = hello("tutorial")
print(greeting)
