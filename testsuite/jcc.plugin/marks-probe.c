/* A frame larger than the probe interval: with -fstack-clash-protection
   (or -fstack-check) the prologue probes the stack in a loop that one
   insn prints, `sub; or; cmp; jne'.  */
int fill (char *, int);

int
big_frame (int n)
{
  char buf[1 << 16];
  return fill (buf, n);
}
