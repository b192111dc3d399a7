/* timestamp is non-zero and increases between firings; walltimestamp is
   compared with date(1) by timestamps.sh */
