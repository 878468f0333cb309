/* Flush-and-commit routines for the jcc_fence pass.  They use the
   builtins rather than <immintrin.h>, so that they compile for -m32
   without a 32-bit C library.  */

struct record
{
  long data[8];
};

struct log
{
  long committed;
  long pad[7];
  struct record records[64];
};

/* Store, flush, commit: one SFENCE before the commit.  */
__attribute__ ((target ("clwb")))
void
straight (struct log *log, long v)
{
  log->records[0].data[0] = v;
  __builtin_ia32_clwb (&log->records[0]);
  log->committed = 1;
}

/* A flush loop, then the commit: one SFENCE after the loop, none in it.  */
__attribute__ ((target ("clflushopt")))
void
loop_commit (struct log *log, char *p, char *end)
{
  for (; p < end; p += 64)
    __builtin_ia32_clflushopt (p);
  log->committed = 2;
}

/* One arm fences already: only the other one gets a fence.  */
__attribute__ ((target ("clwb,sse")))
void
one_arm (struct log *log, int c)
{
  if (c)
    {
      __builtin_ia32_clwb (&log->records[1]);
      __builtin_ia32_sfence ();
    }
  else
    __builtin_ia32_clwb (&log->records[2]);
  log->committed = 3;
}

/* Already correct, as PMDK orders it: nothing to add.  */
__attribute__ ((target ("clwb,sse")))
void
correct (struct log *log, long v)
{
  log->records[3].data[0] = v;
  __builtin_ia32_clwb (&log->records[3]);
  __builtin_ia32_sfence ();
  log->committed = 4;
  __builtin_ia32_clwb (&log->committed);
  __builtin_ia32_sfence ();
}

/* A non-temporal store, then the flag that publishes it.  */
__attribute__ ((target ("sse2")))
void
stream_flag (int *data, int *flag)
{
  __builtin_ia32_movnti (data, 5);
  *flag = 1;
}

/* Inline asm in PMDK's byte idioms: CLWB, then CLFLUSHOPT.  */
void
asm_idioms (long *p, long *flag)
{
  __asm__ __volatile__ (".byte 0x66; xsaveopt %0" : "+m" (*(volatile char *) p));
  __asm__ __volatile__ (".byte 0x66; clflush %0" : "+m" (*(volatile char *) (p + 8)));
  *flag = 6;
}

/* Inline asm with the mnemonics, fenced in the asm itself.  */
void
asm_fenced (long *p, long *flag)
{
  __asm__ __volatile__ ("clwb %0" : "+m" (*p));
  __asm__ __volatile__ ("sfence" ::: "memory");
  *flag = 7;
  __asm__ __volatile__ ("clflushopt %0\n\tsfence" : "+m" (*flag));
}

/* A flush left pending at the return.  */
__attribute__ ((target ("clwb")))
void
flush_return (void *p)
{
  __builtin_ia32_clwb (p);
}

/* CLFLUSH is ordered with stores on Intel parts: nothing to add unless
   clflush-ordered=no.  */
__attribute__ ((target ("sse2")))
void
old_flush (long *p, long *flag)
{
  *p = 8;
  __builtin_ia32_clflush (p);
  *flag = 1;
}

/* A call while a flush is pending: the callee may store.  */
extern void notify (void);

__attribute__ ((target ("clwb")))
void
flush_call (void *p, long *flag)
{
  __builtin_ia32_clwb (p);
  notify ();
  *flag = 1;
}
