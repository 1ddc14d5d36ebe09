import my_lib
