int czlib_placeholder;
