/* -x empty: an empty program is no compile error, but nothing runs */
