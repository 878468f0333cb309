/* fence=drain with the flush chosen at run time, as PMDK chooses it:
   the commit needs a fence after CLWB or CLFLUSHOPT but not after
   CLFLUSH.  GCC loads the counter where the flush loops join and
   increments it after the join with the path that flushed nothing; the
   fence moves up from that second join, past the load, onto the exits
   of the loops of the weakly ordered flushes, so that the CLFLUSH path
   runs none, as in code that fences by hand.  Builtins rather than
   <immintrin.h>, as in fence-drain.c.  */

enum how { USE_CLWB, USE_CLFLUSHOPT, USE_CLFLUSH };

struct log
{
  unsigned long committed;
  char pad[56];
  unsigned long records[];
};

__attribute__ ((target ("clwb,clflushopt,sse2"), noinline)) void
commit (struct log *log, unsigned long n, enum how how)
{
  const char *p
    = (const char *) ((unsigned long) &log->records[log->committed] & -64UL);
  const char *end = (const char *) &log->records[log->committed + n];
  for (; p < end; p += 64)
    if (how == USE_CLWB)
      __builtin_ia32_clwb (p);
    else if (how == USE_CLFLUSHOPT)
      __builtin_ia32_clflushopt (p);
    else
      __builtin_ia32_clflush (p);
  log->committed += n;
}
