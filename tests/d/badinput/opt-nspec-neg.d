/* -x nspec=-1: a negative number of speculations */
