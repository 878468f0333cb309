/* Inline asm that the fence pass once misread: an xchg of registers in
   an asm that also has a memory operand, taken for a locked one; a `;'
   in a comment, taken for the end of a statement, so that the
   comment's words were read as instructions; a label operand (%l1) of
   an asm goto, taken for a store; and a non-temporal store in an asm
   after a flush outside it.  Compiled with -mclwb.

   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.  */

/* The xchg swaps two registers; the memory operand is the flush's.  */
void
xchg_registers_mem_operand (long *p, long *flag)
{
  long a = 1, b = 2;
  __asm__ __volatile__ ("clwb %2\n\txchg %0, %1" : "+r" (a), "+r" (b)
			: "m" (*p));
  *flag = a + b;
}

/* A literal register pair, and an unrelated memory operand.  */
void
xchg_literal (long *p, long *q, long *flag)
{
  __builtin_ia32_clwb (p);
  __asm__ __volatile__ ("xchg %%eax, %%edx" :: "m" (*q) : "eax", "edx");
  *flag = 1;
}

/* The sfence is in the comment.  */
void
comment_semicolon (long *p, long *flag)
{
  __asm__ __volatile__ ("clwb %0  # write back; sfence comes later"
			:: "m" (*p));
  *flag = 1;
}

/* The same in a C comment.  */
void
c_comment (long *p, long *flag)
{
  __asm__ __volatile__ ("clwb %0 /* ; sfence */" :: "m" (*p));
  *flag = 1;
}

/* Jumps to its label after its own flush: no store, no warning.  */
int
goto_label (long *p)
{
  __asm__ goto ("clwb %0; jmp %l1" :: "m" (*p) :: out);
  return 0;
 out:
  return 1;
}

/* A non-temporal store after a flush outside the asm.  */
void
nt_after_flush (long *p, long *flag)
{
  __builtin_ia32_clwb (p);
  __asm__ __volatile__ ("movnti %1, %0" : "=m" (*flag) : "r" (1L));
}
