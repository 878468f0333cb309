/* Instructions that refer to `.', padded by the assembler: the program
   must print what it prints unpadded.  With `.' before the padding,
   `jmp .+4' runs the instruction it skips (or jumps into its own
   bytes), `call .+5' calls into its own bytes, and `movl $.+5' and
   `lea .+7(%rip)' no longer give the address of the next instruction.
   And `jmp .+4' counts the bytes of the instruction it skips, which
   must then take no prefixes.  `jne .-6' counts the bytes before it,
   between which the assembler may put NOPs, prefixes and fences
   (-mflush-fence's sfence before a store, -mlfence-after-load's
   lfence after a load), and before it; `je .+19' the bytes after it,
   between which fences may go.  A local label where an instruction
   starts, used with an offset in it (`7: jmp 7b+4'), is the same.

   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.  */

#include <stdio.h>

/* Built with -no-pie: `movl $.+5, %edx' and `cmpl $0b, %ecx' take
   absolute addresses.  */

extern int dot_idioms (int);

#ifdef __x86_64__
# define ARG "\tmovl %edi, %eax\n"
# define POP "\tpopq %rcx\n"
# define HERE "\tleaq .+7(%rip), %rdx\n"
# define STORE "\tmovnti %eax, -8(%rsp)\n"
# define SPILL "\tmovl %eax, -16(%rsp)\n"
# define LOAD "\tmovl (%rsp), %edx\n"
# define FLUSH "\tclflushopt (%rsp)\n"
#else
# define ARG "\tmovl 4(%esp), %eax\n"
# define POP "\tpopl %ecx\n"
# define HERE "\tmovl $.+5, %edx\n"
# define STORE "\tmovnti %eax, -8(%esp)\n"
# define SPILL "\tmovl %eax, -16(%esp)\n"
# define LOAD "\tmovl (%esp), %edx\n"
# define FLUSH "\tclflushopt (%esp)\n"
#endif

/* Each idiom comes after 0 to 31 bytes of two-byte instructions and
   one-byte `cld's from a 32-byte boundary, so that every one of them
   stands where the assembler pads it, whatever padding it uses.  */
#define FILL(N)								\
  "\t.p2align 5\n"							\
  "\t.rept " #N " / 2\n\txchg %ax, %ax\n\t.endr\n"			\
  "\t.rept " #N " % 2\n\tcld\n\t.endr\n"
#define IDIOMS(N)							\
  FILL (N)								\
  /* Skips the add, which would double %eax.  */			\
  "\tjmp .+4\n"								\
  "\taddl %eax, %eax\n"							\
  "\tincl %eax\n"							\
  FILL (N)								\
  /* A non-temporal store, so that -mflush-fence=drain puts an sfence	\
     before the call.  */						\
  STORE									\
  "\tcall .+5\n"							\
  "0:\n"								\
  POP									\
  "\tcmpl $0b, %ecx\n"							\
  "\tje 1f\n"								\
  "\taddl $1000, %eax\n"						\
  "1:\n"								\
  FILL (N)								\
  /* After a jump, so that only it may take the prefixes that pad	\
     the pair after it.  */						\
  "\tjmp 2f\n"								\
  "2:\n"								\
  HERE									\
  /* Before an instruction that is never padded with NOPs, so that	\
     the label stays where `.' says the next instruction starts, with	\
     -malign-branch-nops-before-labels too.  */				\
  "0:\n"								\
  "\tmovl %ecx, %ecx\n"							\
  "\tcmpl $0b, %edx\n"							\
  "\tje 1f\n"								\
  "\taddl $100000, %eax\n"						\
  "1:\n"								\
  FILL (N)								\
  /* `.-N' back over a fused pair, padded before its first half and	\
     with prefixes on the add: three times the add.  */			\
  "\tmovl $3, %ecx\n"							\
  "\taddl $7, %eax\n"							\
  "\tsubl $1, %ecx\n"							\
  "\tjne .-6\n"								\
  FILL (N)								\
  /* `.-N' back over a padded jump and a relaxable one, from a jump	\
     padded itself: twice the add.  */					\
  "\txorl %edx, %edx\n"							\
  "\taddl $3, %eax\n"							\
  "\txorl $1, %edx\n"							\
  "\tje 1f\n"								\
  "\tjmp .-8\n"								\
  "1:\n"								\
  FILL (N)								\
  /* `.-N' back over the store before which -mflush-fence=drain puts	\
     an sfence after the non-temporal one: twice the add.  */		\
  STORE									\
  "\tmovl $2, %ecx\n"							\
  "\taddl $5, %eax\n"							\
  SPILL									\
  "\tsubl $1, %ecx\n"							\
  "\tjne .-10\n"								\
  FILL (N)								\
  /* `.-N' back over the load after which -mlfence-after-load puts an	\
     lfence: twice the add.  */						\
  "\tmovl $2, %ecx\n"							\
  "\taddl $9, %eax\n"							\
  LOAD									\
  "\tsubl $1, %ecx\n"							\
  "\tjne .-9\n"								\
  FILL (N)								\
  /* `.+N' over a load, a flush and a store, which -mlfence-after-load	\
     and -mflush-fence=drain put fences after and before: the add is	\
     skipped.  */							\
  "\txorl %edx, %edx\n"							\
  "\tje .+19\n"								\
  LOAD									\
  FLUSH									\
  SPILL									\
  "\taddl $1000, %eax\n"							\
  FILL (N)								\
  /* A local label where the jump starts, with an offset, is `.'.  */	\
  "7:\tjmp 7b+4\n"							\
  "\taddl %eax, %eax\n"							\
  "\tincl %eax\n"								\
  FILL (N)								\
  "\tmovl $3, %ecx\n"							\
  "\taddl $11, %eax\n"							\
  "\tsubl $1, %ecx\n"							\
  "8:\tjne 8b-6\n"							\
  FILL (N)								\
  /* `.-N' back over a conditional jump that relaxation makes long	\
     (GNU as counts its long form) after a fused pair, with fences and	\
     prefixes after it: twice the add.  */				\
  "\tmovl $2, %ecx\n"							\
  "\taddl $13, %eax\n"							\
  "\tsubl $1, %ecx\n"							\
  "\tje 3f\n"								\
  STORE									\
  SPILL									\
  LOAD									\
  "\tjmp .-24\n"							\
  "\t.fill 130, 1, 0xcc\n"						\
  "3:\n"								\
  FILL (N)								\
  /* `.+N' with a jump that relaxation makes long, over a load that	\
     -mlfence-after-load puts an lfence after: the add is skipped.  */	\
  "\txorl %edx, %edx\n"							\
  "\tje .+152\n"							\
  LOAD									\
  "\t.fill 138, 1, 0xcc\n"						\
  "\taddl $1000, %eax\n"						\
  FILL (N)								\
  /* `.+N' over a load and a jump that relaxation makes long: to the	\
     add after the jump.  */						\
  "\txorl %edx, %edx\n"							\
  "\tje .+10\n"								\
  LOAD									\
  "\tjmp 3f\n"								\
  "\taddl $17, %eax\n"							\
  "\tjmp 4f\n"								\
  "\t.fill 130, 1, 0xcc\n"						\
  "3:\n"								\
  "\taddl $1000, %eax\n"						\
  "4:\n"

__asm__ ("\t.text\n"
	 "\t.globl dot_idioms\n"
	 "\t.type dot_idioms, @function\n"
	 "dot_idioms:\n"
	 ARG
	 ".irp n, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31\n"
	 IDIOMS (\\n)
	 ".endr\n"
	 "\tret\n"
	 "\t.size dot_idioms, .-dot_idioms\n");

int
main (void)
{
  printf ("%d\n", dot_idioms (5));
  return 0;
}
