/* Flushes, fences and weakly ordered stores that an inline asm writes
   as bytes, as code written for assemblers that predate their mnemonics
   does (Linux writes CLWB (%rax) as `.byte 0x66, 0x0f, 0xae, 0x30'):
   the fence pass decodes them.  The same encodings in 32- and 64-bit
   code; no function here runs.

   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.  */

/* CLWB (%eax/%rax) as bytes: the store after it is fenced.  */
void
bytes_clwb (char *p, int *flag)
{
  __asm__ __volatile__ (".byte 0x66, 0x0f, 0xae, 0x30"
			: "+m" (*(volatile char *) p) : "a" (p));
  *flag = 1;
}

/* CLFLUSHOPT (%edi/%rdi) in two `.byte' statements.  */
void
bytes_clflushopt (char *p, int *flag)
{
  __asm__ __volatile__ (".byte 0x66\n\t.byte 0x0f, 0xae, 0x3f"
			: "+m" (*(volatile char *) p) : "D" (p));
  *flag = 2;
}

/* MOVNTI %eax, (%esi/%rsi) as bytes: the store after it is fenced.  */
void
bytes_movnti (int *p, int v, int *flag)
{
  __asm__ __volatile__ (".byte 0x0f, 0xc3, 0x06"
			: "=m" (*p) : "S" (p), "a" (v));
  *flag = 3;
}

/* SFENCE as bytes orders the CLWB before it: no fence of the pass
   before it or before the store.  */
void
bytes_sfence (char *p, int *flag)
{
  __builtin_ia32_clwb (p);
  __asm__ __volatile__ (".byte 0x0f, 0xae, 0xf8" ::: "memory");
  *flag = 4;
}

/* So does `lock orl $0, (%esp/%rsp)' as bytes.  */
void
bytes_lock (char *p, int *flag)
{
  __builtin_ia32_clwb (p);
  __asm__ __volatile__ (".byte 0xf0, 0x83, 0x0c, 0x24, 0x00" ::: "memory");
  *flag = 5;
}

/* CLD is not decoded; the CLWB after it is found all the same.  */
void
bytes_undecoded (char *p, int *flag)
{
  __asm__ __volatile__ (".byte 0xfc, 0x66, 0x0f, 0xae, 0x30"
			: "+m" (*(volatile char *) p) : "a" (p));
  *flag = 6;
}

/* CLWB and a store (mov %ecx, (%esi/%rsi)) in one asm, with no fence
   between them: warned about.  The store after the asm keeps its
   return from following the bytes, which the assembler's padding
   passes over (jcc.scan/gas-debug.exp counts the returns).  */
void
bytes_store_after (char *p, int *flag)
{
  __asm__ __volatile__ (".byte 0x66, 0x0f, 0xae, 0x30\n\t.byte 0x89, 0x0e"
			: "+m" (*(volatile char *) p), "=m" (*flag)
			: "a" (p), "S" (flag), "c" (7));
  flag[1] = 8;
}
