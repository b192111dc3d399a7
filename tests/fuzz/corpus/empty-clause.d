BEGIN {}
END
{
}
BEGIN /1/ { ; ; }
