import zlibLinux
