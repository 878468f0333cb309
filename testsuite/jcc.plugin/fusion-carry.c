/* Carry-using ALU forms, SBB and ADC, never fuse with the jump after
   them (Intel's fusion table has ADD and SUB, not ADC and SBB): in
   32-bit code GCC compares and adds 64-bit numbers with `cmp; sbb; jcc'
   and `add; adc; jcc', whose RTL the plugin must not take for a SUB or
   an ADD.  */
int g (int);

int
below_limit (unsigned long long x)
{
  if (x < 0x1999999999999999ULL)
    return g (1);
  return 2;
}

int
add_overflows (unsigned long long a, unsigned long long b)
{
  unsigned long long s;
  if (__builtin_add_overflow (a, b, &s))
    return g ((int) s);
  return 3;
}
