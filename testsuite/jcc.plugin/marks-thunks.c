/* Branches that GCC prints otherwise than their RTL says under
   -mindirect-branch= and -mfunction-return= (retpolines): an indirect
   call prints `call __x86_indirect_thunk_REG', an indirect jump (the
   computed goto) `jmp __x86_indirect_thunk_REG', a return `jmp
   __x86_return_thunk', or with thunk-inline the thunk's own code,
   which starts with a call.  And the code that GCC writes after the
   last function: those thunks, and in 32-bit PIC code the
   __x86.get_pc_thunk.REG function that loads the GOT address.  */

typedef int (*op_fn) (int);
extern op_fn ops[4];
extern int g;

int
apply (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += ops[i & 3] (i) + g;
  return s;
}

int
pick (int k, int a, int b)
{
  static void *const labels[] = { &&add, &&sub, &&mul };
  goto *labels[k % 3];
 add:
  return a + b;
 sub:
  return a - b;
 mul:
  return a * b;
}
