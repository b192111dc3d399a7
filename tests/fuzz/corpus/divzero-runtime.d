BEGIN { z = 0; trace(10 / z); trace(10 % z); }
