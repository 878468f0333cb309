/* 32-bit functions that pop their arguments.  `ret $8' cannot pop 64
   KiB or more: GCC returns through a register then, `popl %ecx; addl
   $70000, %esp; jmp *%ecx', an indirect branch.  Under
   -mfunction-return=, every such return goes through a thunk: `jmp
   __x86_return_thunk_ecx'.  */

struct big { char b[70000]; };

int __attribute__ ((stdcall))
first_byte (struct big s)
{
  return s.b[0];
}

int __attribute__ ((stdcall))
add2 (int a, int b)
{
  return a + b;
}
