import FromFile
