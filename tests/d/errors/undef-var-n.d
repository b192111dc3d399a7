/* -n: errors found while checking a clause's actions name the region
   ("in action list:") instead of a line */
