/* For the test that the records of calls through pointers make the
   same object file from one compilation to the next (driver.exp): one
   function calls through pointers of several types, so that its record
   lists several.  */

int (*f1) (int);
long (*f2) (long);
short (*f3) (short);
char (*f4) (char);
double (*f5) (double);

long
calls (int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += f1 (i) + f2 (i) + f3 ((short) i) + f4 ((char) i) + (long) f5 (i);
  return s;
}
