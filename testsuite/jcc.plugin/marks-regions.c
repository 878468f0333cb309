/* Branches marked one after the other go in one region
   (-fplugin-arg-jcc-mark-regions); with -fplugin-arg-jcc-asm=no an asm
   between two of them ends the region (by default the asm is in the
   region), and the assembler pads the branches alike both ways.  */

int
classify (const int *a, int n, int lo, int hi)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    {
      int x = a[i];
      if (x < lo)
	c += 3;
      else if (x > hi)
	c ^= 5;
      else if (x == 7)
	c *= 2;
      if (c > 1000)
	{
	  __asm__ volatile ("pause");
	  c >>= 1;
	}
    }
  return c;
}

/* Two branches in a row: fewer than mark-regions' default of 3, a
   mark each.  */

struct node { struct node *next; int v; };

int
sum (const struct node *p)
{
  int s = 0;
  for (; p; p = p->next)
    s += p->v;
  return s;
}
