/* Thread-local variables of the general- and local-dynamic models
   (-fPIC): each access calls __tls_get_addr, inside an insn that also
   computes its argument in 32-bit code and in a call insn in 64-bit
   code.  Both count as calls (indirect ones under -fno-plt, which
   calls through the GOT); neither is marked, as the assembler never
   pads a call of __tls_get_addr.  With -mtls-dialect=gnu2 each access
   calls its TLS descriptor, `call *x@TLSCALL(%eax)': an indirect call,
   marked.  */

__thread int counter;
static __thread int hits;

__attribute__ ((noipa)) void
touch (int *p)
{
  ++*p;
}

__attribute__ ((noipa)) int
count (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      touch (&counter);
      touch (&hits);
      s += counter - hits;
    }
  return s;
}

int
main (void)
{
  int s = count (1000);
  __builtin_printf ("%d %d %d\n", s, counter, hits);
  return 0;
}
