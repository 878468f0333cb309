/* Inline asm whose instructions after its own flush read memory, store
   it or lock (fence-asm-operands-*.d): the plugin warns about the
   stores only.  Instructions that only read their memory destination
   (compares, BT, one-operand MUL, x87 loads) and x87 registers
   (`%st(1)') are no stores; CMPXCHG, BTS and the x87 stores are;
   CMPccXADD is locked and orders the flush.  In Intel syntax, by
   `.intel_syntax' in the template, the destination comes first and a
   symbol without brackets is memory.  No function here runs.  */

int flag;

void
att_compare (void *line, int *p)
{
  __asm__ __volatile__ ("clwb (%0); cmpl $0, (%1); btl $1, (%1)"
			:: "r" (line), "r" (p) : "memory", "cc");
}

void
att_multiply (void *line, int *p)
{
  __asm__ __volatile__ ("clwb (%0); mull (%1); fildl (%1); fstp %%st(1)"
			:: "r" (line), "r" (p) : "memory", "eax", "edx", "cc");
}

void
att_grouping (void *line, int *p)
{
  __asm__ __volatile__ ("clwb (%0); movl [4](%1), %%eax; movl \"x(y\", %%eax"
			:: "r" (line), "r" (p) : "memory", "eax");
}

void
att_x87_store (void *line, int *p)
{
  __asm__ __volatile__ ("clwb (%0); fildl (%1); fistpl (%1)"
			:: "r" (line), "r" (p) : "memory");
}

void
att_cmpxchg (void *line, int *p)
{
  __asm__ __volatile__ ("clwb (%0); cmpxchgl %2, (%1)"
			:: "r" (line), "r" (p), "r" (0) : "memory", "eax", "cc");
}

void
att_bit_set (void *line, int *p)
{
  __asm__ __volatile__ ("clwb (%0); btsl $1, (%1)"
			:: "r" (line), "r" (p) : "memory", "cc");
}

#ifdef __x86_64__
void
att_cmpccxadd (void *line, int *p)
{
  __asm__ __volatile__ ("clwb (%0); cmpbexadd %%eax, %%ecx, (%1); movl $1, (%1)"
			:: "r" (line), "r" (p) : "memory", "eax", "ecx", "cc");
}
#endif

void
intel_symbol_store (void *line)
{
  __asm__ __volatile__ (".intel_syntax prefix\n\tclwb [%0]\n\t"
			"mov flag, %%eax\n\t.att_syntax prefix"
			:: "r" (line) : "memory");
}

void
intel_sized_store (void *line)
{
  __asm__ __volatile__ (".intel_syntax prefix\n\tclwb [%0]\n\t"
			"mov DWORD PTR flag, 1\n\t.att_syntax prefix"
			:: "r" (line) : "memory");
}

void
intel_segment_store (void *line)
{
  __asm__ __volatile__ (".intel_syntax prefix\n\tclwb [%0]\n\t"
			"mov %%fs:0x10, %%eax\n\t.att_syntax prefix"
			:: "r" (line) : "memory");
}

void
intel_loads (void *line)
{
  __asm__ __volatile__ (".intel_syntax prefix\n\tclwb [%0]\n\t"
			"mov %%eax, flag\n\tcmp DWORD PTR flag, 1\n\t"
			"fstp %%st(1)\n\t.att_syntax prefix"
			:: "r" (line) : "memory", "eax", "cc");
}
