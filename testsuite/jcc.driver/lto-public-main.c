/* The main of jcc.plugin/marks-small-public-functions.c in a program:
   it calls each of the functions once, and the program exports none of
   them.  The functions' last argument is not known to the link, so
   that their rare paths stay.  */

extern int extern_mid (const int *, int);
extern int extern_big (const int *, int);
extern int call_static_mid (const int *, int);

volatile int sink;

int
log_value (int x)
{
  return x / 2;
}

void
register_callback (int (*f) (const int *, int))
{
  (void) f;
}

int
main (int argc, char **argv)
{
  int a[128];
  (void) argv;
  for (int i = 0; i < 128; i++)
    a[i] = i;
  sink = (extern_mid (a, argc) + extern_big (a, argc)
	  + call_static_mid (a, argc));
  return 0;
}
