/* Inline asm that the fence pass reads statement by statement.
   Compiled with -mclwb; builtins rather than <immintrin.h>, as in
   fence-drain.c.  */

/* Stores after its own CLWB: a fence outside cannot help; warned.  */
void
inner_store (long *p, long *flag)
{
  __asm__ __volatile__ ("clwb %0\n\tmovl $1, %1" : "+m" (*p), "=m" (*flag));
}

/* The same, fenced inside: no warning.  */
void
inner_fenced (long *p, long *flag)
{
  __asm__ __volatile__ ("clwb %0\n\tsfence\n\tmovl $1, %1"
			: "+m" (*p), "=m" (*flag));
}

/* The instruction after the flush writes a register: no warning.  */
void
inner_register (long *p)
{
  __asm__ __volatile__ ("clflushopt (%0)\n\tadd $64, %0" : "+r" (p) :: "memory");
}

/* PMDK's byte idiom for CLWB, then a store through a register.  */
void
inner_idiom (long *p, long *flag)
{
  __asm__ __volatile__ (".byte 0x66; xsaveopt (%0); movl $1, (%1)"
			:: "r" (p), "r" (flag) : "memory");
}

/* A non-temporal store is a store for the CLFLUSHOPT before it.  */
void
inner_nt (long *p)
{
  __asm__ __volatile__ ("clflushopt (%0); movnti %1, 8(%0)"
			:: "r" (p), "r" (1L) : "memory");
}

/* A locked instruction orders CLWB: no warning.  */
void
inner_lock (long *p, int *q)
{
  __asm__ __volatile__ ("clwb (%0); lock; incl (%1)" :: "r" (p), "r" (q) : "memory");
}

/* Intel syntax: the destination comes first.  */
void
inner_intel (long *p, long *flag)
{
  __asm__ __volatile__ (".intel_syntax noprefix\n\tclwb [%0]\n\t"
			"mov DWORD PTR [%1], 1\n\t.att_syntax prefix"
			:: "r" (p), "r" (flag) : "memory");
}

/* XCHG of two registers is not locked, "memory" clobber or not: the
   store after it still needs its fence.  */
void
xchg_registers (long *p, long *flag, long a, long b)
{
  __builtin_ia32_clwb (p);
  __asm__ __volatile__ ("xchg %0, %1" : "+r" (a), "+r" (b) :: "memory");
  *flag = a + b;
}

/* XCHG with memory is locked: it orders the CLWB, no fence.  */
void
xchg_memory (long *p, long *flag, long a)
{
  __builtin_ia32_clwb (p);
  __asm__ __volatile__ ("xchg %0, %1" : "+r" (a), "+m" (*flag));
}

/* A naked function whose asm returns after its own CLWB: warned, no
   fence outside the asm being able to order them.  */
__attribute__ ((naked)) void
inner_return (void)
{
  __asm__ ("clwb 0\n\tret");
}
