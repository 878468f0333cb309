/* Inline asm with assembler dialect alternatives (`{AT&T|Intel}'),
   which GCC prints as the dialect of -masm= chooses: the fence pass
   reads the alternative that the assembler gets.  Compiled with -mclwb;
   no function here runs.

   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.  */

/* A CLWB in both dialects: the store after it is fenced.  */
void
dialect_clwb (char *p, int *flag)
{
  __asm__ __volatile__ ("{clwb %0|clwb %0}" : "+m" (*(volatile char *) p));
  *flag = 1;
}

/* A non-temporal store, its operands in each dialect's order.  */
void
dialect_movnti (int *p, int v, int *flag)
{
  __asm__ __volatile__ ("{movnti %1, %0|movnti %0, %1}"
			: "=m" (*p) : "r" (v));
  *flag = 2;
}

/* An SFENCE in both dialects orders the CLWB before it: no fence of
   the pass before the asm or before the store.  */
void
dialect_sfence (char *p, int *flag)
{
  __builtin_ia32_clwb (p);
  __asm__ __volatile__ ("{sfence|sfence}" ::: "memory");
  *flag = 3;
}

/* The CLWB is in the AT&T alternative only, the Intel one has a NOP:
   what is pending depends on -masm=.  `%|' is a `|' of the template's
   own text, here in a comment.  */
void
dialect_differ (char *p, int *flag)
{
  __asm__ __volatile__ ("{clwb %0|nop} # %| %{ %}" : "+m" (*(volatile char *) p));
  *flag = 4;
}
