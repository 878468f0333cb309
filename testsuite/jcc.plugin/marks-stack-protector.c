/* The stack protector's check of its canary, which GCC 12 prints as
   `mov SLOT, %r; sub %fs:40, %r; jne' (`%gs:20' in 32-bit code): the
   sub and the jne fuse, and the assembler takes them for a pair, so the
   plugin marks them as one, before the insn that prints the mov and
   the sub.  */

void use (char *);

int
f (int n)
{
  char buf[64];

  use (buf);
  return buf[n & 63];
}
