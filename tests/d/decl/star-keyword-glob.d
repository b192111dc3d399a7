/* before "*" only a type name starts a declaration: "struct*" stays the glob of a probe name */
struct*
{
}
