/* a script that declares but enables nothing */
int x;
