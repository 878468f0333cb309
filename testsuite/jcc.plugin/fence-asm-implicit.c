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
