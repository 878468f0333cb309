/* Basic asm statements (no operands) inside functions: GCC puts each
   in a PARALLEL with a clobber of the flags.  Compiled with -mclwb.  */

long line[8] __attribute__ ((aligned (64)));
long flag;

/* The CLWB in the asm needs an SFENCE before the store after it.  */
void
basic_flush (void)
{
  __asm__ ("clwb line");
  flag = 1;
}

/* Nothing to fence, and a branch around the asm.  */
int
basic_plain (int x)
{
  if (x > 3)
    __asm__ ("pause");
  return x + 1;
}
