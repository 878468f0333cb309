/* align-prefixes: `.align_branch mark, align' before the code that
   falls into an aligned loop head whose branch's mark cannot come
   before that code: here the outer loop's head, whose first branch is
   the inner loop's, whose mark goes before the code that falls into
   the inner loop's head.  jcc-as -malign-code-with-prefixes can then
   make both alignments of prefixes instead of NOPs.  row_sums' loops
   are in a region (three marked branches in a row), which gives every
   instruction prefix frags: no such mark there.  */

#include <stdio.h>

struct node
{
  long key;
  struct node *next;
};

__attribute__ ((noinline)) long
count_below (struct node *const *lists, int n, long limit)
{
  long total = 0;
  int i = 0;
  do
    {
      struct node *p = lists[i];
      long c = 0;
      do
	{
	  if (p->key < limit)
	    c++;
	  p = p->next;
	}
      while (p != 0);
      total += c;
      i++;
    }
  while (i < n);
  return total;
}

__attribute__ ((noinline)) void
row_sums (int *restrict sums, const int *restrict a, int rows, int cols)
{
  for (int i = 0; i < rows; i++)
    {
      int s = 0;
      for (int j = 0; j < cols; j++)
	s += a[j] * 3;
      sums[i] = s;
      a += cols;
    }
}

#define LISTS 7
#define NODES 50

static struct node nodes[LISTS][NODES];

int
main (void)
{
  struct node *lists[LISTS];
  unsigned x = 12345;

  for (int i = 0; i < LISTS; i++)
    {
      for (int j = 0; j < NODES; j++)
	{
	  x = x * 1103515245u + 12345u;
	  nodes[i][j].key = (long) (x >> 16) % 1000;
	  nodes[i][j].next = j + 1 < NODES ? &nodes[i][j + 1] : 0;
	}
      lists[i] = &nodes[i][i];
    }
  for (long limit = 0; limit <= 1000; limit += 125)
    for (int n = 1; n <= LISTS; n++)
      printf ("%ld %d %ld\n", limit, n, count_below (lists, n, limit));

  static int table[LISTS * NODES];
  int sums[LISTS];
  for (int i = 0; i < LISTS * NODES; i++)
    table[i] = (int) nodes[i / NODES][i % NODES].key - 500;
  for (int cols = 0; cols <= NODES; cols += 7)
    {
      row_sums (sums, table, LISTS, cols);
      for (int i = 0; i < LISTS; i++)
	printf ("%d%c", sums[i], i + 1 < LISTS ? ' ' : '\n');
    }
  return 0;
}
