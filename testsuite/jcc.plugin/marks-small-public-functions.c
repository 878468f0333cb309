/* Functions of between 64 and 256 instructions, each with a rare path:
   with small-public-functions=256 (the default) one that other files
   may call (extern_mid) is hot as a whole, so its rare path is marked,
   as small-functions=64 would not, and so is a static one whose
   address the file hands out (pointed_mid), which calls through that
   pointer may reach from anywhere; one that only this file calls
   (static_mid, through a function that calls it once) is not, and
   neither is a public one of more than 256 instructions (extern_big).
   With small-public-functions=0 none of them is.  No header is
   included, so that the file compiles for -m32 as well.  */

extern int log_value (int);

#define MIX(r, a, k)							\
  r += (a)[k] * 3 + (a)[k + 1] * 5 + (a)[k + 2] * 7 + (a)[k + 3] * 11;		\
  r ^= (a)[k + 4] * 13 + (a)[k + 5] * 17 + (a)[k + 6] * 19 + (a)[k + 7] * 23

#define MID(r, a)							\
  MIX (r, a, 0); MIX (r, a, 8); MIX (r, a, 16); MIX (r, a, 24)

int
extern_mid (const int *a, int x)
{
  int r = 0;
  MID (r, a);
  if (__builtin_expect_with_probability (x == 42, 1, 0.05))
    r = log_value (r);
  return r;
}

static int __attribute__ ((noinline, noipa))
static_mid (const int *a, int x)
{
  int r = 0;
  MID (r, a);
  if (__builtin_expect_with_probability (x == 42, 1, 0.05))
    r = log_value (r);
  return r;
}

int
call_static_mid (const int *a, int x)
{
  return static_mid (a, x) + 1;
}

extern void register_callback (int (*) (const int *, int));

static int
pointed_mid (const int *a, int x)
{
  int r = 0;
  MID (r, a);
  if (__builtin_expect_with_probability (x == 41, 1, 0.05))
    r = log_value (r);
  return r;
}

void
register_pointed_mid (void)
{
  register_callback (pointed_mid);
}

int
extern_big (const int *a, int x)
{
  int r = 0;
  MID (r, a);
  MID (r, a + 32);
  MID (r, a + 64);
  MID (r, a + 96);
  if (__builtin_expect_with_probability (x == 42, 1, 0.05))
    r = log_value (r);
  return r;
}
