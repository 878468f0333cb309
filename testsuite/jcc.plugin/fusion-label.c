/* Count up to three comma-separated lower-case words.  At -Os GCC puts
   the loop's test `n < 3' after the `if (n < 3)' of the body and lets
   the body jump to it: the label of that test falls between the
   comparison and the conditional jump, which still fuse.  */
int
three_words (char *p)
{
  int n = 0;
  char *start = p;
  while (n < 3)
    {
      while (*p >= 'a' && *p <= 'z')
	p++;
      if (p == start || p - start > 8)
	break;
      if (*p == ',' || n == 2)
	n++;
      if (n < 3)
	p++;
      start = p;
    }
  return n == 3 && *p == '\0';
}
