import Documented

print(hello("snippet"))
