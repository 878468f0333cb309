/* Functions that nothing in the unit calls, each with a rare path: with
   small-functions=64 (the default) a function of at most 64
   instructions is hot as a whole, so small's rare path is marked, and
   big's, of more instructions, is not; with small-functions=0 neither
   is.  Both are entry points of an interface, like an API that another
   file calls in a loop.  No header is included, so that the file
   compiles for -m32 as well.  */

extern int log_value (int);

int
small (int x)
{
  int r = x + 1;
  if (__builtin_expect_with_probability (x == 42, 1, 0.05))
    r = log_value (x);
  return r;
}

int
big (const int *a, int x)
{
  int r = 0;
  r += a[0] * 3 + a[1] * 5 + a[2] * 7 + a[3] * 11 + a[4] * 13 + a[5] * 17;
  r ^= a[6] * 19 + a[7] * 23 + a[8] * 29 + a[9] * 31 + a[10] * 37;
  r += a[11] * 41 + a[12] * 43 + a[13] * 47 + a[14] * 53 + a[15] * 59;
  r ^= a[16] * 61 + a[17] * 67 + a[18] * 71 + a[19] * 73 + a[20] * 79;
  r += a[21] * 83 + a[22] * 89 + a[23] * 97 + a[24] * 101 + a[25] * 103;
  r ^= a[26] * 107 + a[27] * 109 + a[28] * 113 + a[29] * 127;
  if (__builtin_expect_with_probability (x == 42, 1, 0.05))
    r = log_value (r);
  return r;
}
