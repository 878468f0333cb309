/* Inline asm that stores after its own flush to an address that its
   operands do not name as the destination (fence-asm-implicit.d): the
   string stores, ENQCMD, and AMD's CLZERO, which also stores weakly
   ordered.  Nothing outside an asm can order what is inside it, so the
   plugin warns.  */

void
string_store (char *p, void *line, unsigned long n)
{
  __asm__ __volatile__ ("clwb (%2); rep stosb"
			: "+D" (p), "+c" (n) : "r" (line), "a" (0) : "memory");
}

void
string_move (char *p, const char *q, void *line)
{
  __asm__ __volatile__ ("clwb (%2)\n\tmovsl"
			: "+D" (p), "+S" (q) : "r" (line) : "memory");
}

void
enqueue (void *portal, void *desc, void *line)
{
  __asm__ __volatile__ ("clwb (%2); enqcmd (%1), %0"
			:: "r" (portal), "r" (desc), "r" (line) : "memory", "cc");
}

void
zero_line_after_flush (void *p, void *line)
{
  __asm__ __volatile__ ("clwb (%1); clzero" :: "a" (p), "r" (line) : "memory");
}

void
store_after_zero_line (void *p)
{
  __asm__ __volatile__ ("clzero; movl $1, (%0)" :: "a" (p) : "memory");
}

/* No warning: movsd with operands is SSE's register move, and the
   fence comes before the string store.  */

void
register_move (void *line)
{
  __asm__ __volatile__ ("clwb (%0); movsd %%xmm0, %%xmm0" :: "r" (line)
			: "memory");
}

void
fenced_string_store (char *p, void *line, unsigned long n)
{
  __asm__ __volatile__ ("clwb (%2); sfence; rep stosb"
			: "+D" (p), "+c" (n) : "r" (line), "a" (0) : "memory");
}

/* In AT&T syntax an operand that is neither an immediate nor a
   register is memory, with or without parentheses; prefixes written as
   words go before the instruction; an indirect jump leaves the function
   as a return does.  */

int flag;

void
absolute_store (void *line)
{
  __asm__ __volatile__ ("clwb (%0); movl $1, 0x1000" :: "r" (line) : "memory");
}

void
symbol_store (void *line)
{
  __asm__ __volatile__ ("clwb (%0); movl $1, flag" :: "r" (line) : "memory");
}

void
segment_store (void *line)
{
  __asm__ __volatile__ ("clwb (%0); movl $1, %%fs:0x10" :: "r" (line) : "memory");
}

void
prefixed_store (void *line)
{
  __asm__ __volatile__ ("clwb (%0); xrelease movl $1, (%1)"
			:: "r" (line), "r" (&flag) : "memory");
}

void
indirect_jump (void *line, void *to)
{
  __asm__ __volatile__ ("clwb (%0); jmp *%1" :: "r" (line), "r" (to) : "memory");
}

/* No warning: the destination is a register, and the jump goes to a
   label in the asm.  */

void
register_destination (void *line)
{
  __asm__ __volatile__ ("clwb (%0); movl flag, %%eax; jmp 1f; 1:"
			:: "r" (line) : "memory", "eax");
}

/* The RAO-INT instructions store weakly ordered: one after the asm's
   own flush, and a store after one, are warned about.  */

void
rao_after_flush (void *line, int *p)
{
  __asm__ __volatile__ ("clwb (%0); aadd %1, (%2)"
			:: "r" (line), "r" (1), "r" (p) : "memory");
}

void
store_after_rao (int *p)
{
  __asm__ __volatile__ ("aor %1, (%0); movl $1, 4(%0)"
			:: "r" (p), "r" (1) : "memory");
}
