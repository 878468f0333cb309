/* Calls that GCC prints otherwise than their RTL says: in 32-bit PIC
   code the insn that loads the GOT address prints `call
   __x86.get_pc_thunk.bx', and in code that is not PIC a call of a
   function that may be in another module prints `call *ext@GOTPCREL(%rip)'
   (`call *ext@GOT' in 32-bit code) with -fno-plt or the noplt
   attribute.  Each must be marked as the assembler sees it.  */

extern int ext (int);
extern int ext_noplt (int) __attribute__ ((noplt));
int g;

int
sum_calls (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += ext (i) + g;
  return s;
}

int
sum_noplt (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += ext_noplt (i);
  return s;
}
