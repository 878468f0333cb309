/* Inline asm in Intel syntax by -masm=intel (fence-asm-masm-intel.d),
   as the Intel alternative of each template (the AT&T one is for
   compilers without -masm=intel, such as jcc.scan/gas-debug.exp's): the
   destination comes first, and a symbol without brackets is memory.
   The store to FLAG after the asm's own CLWB is warned about; the load
   from it is not.  No function here runs.  */

int flag;

void
store_to_symbol (void *line)
{
  __asm__ __volatile__ ("{clwb (%0); movl %%eax, flag|clwb [%0]\n\tmov flag, eax}"
			:: "r" (line) : "memory");
}

void
load_from_symbol (void *line)
{
  __asm__ __volatile__ ("{clwb (%0); movl flag, %%eax|clwb [%0]\n\tmov eax, flag}"
			:: "r" (line) : "memory", "eax");
}
