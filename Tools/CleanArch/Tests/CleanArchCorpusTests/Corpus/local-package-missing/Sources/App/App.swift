import Gone
