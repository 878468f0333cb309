/* Bit tests on the second byte of a 16-bit value: at -Os GCC tests and
   masks it in a high-byte register (`testb $64, %ah', `andb $64, %dh'),
   with patterns that wrap the AND in a SUBREG.  Both fuse with the
   conditional jump after them.  */
unsigned short mode, flags;

int
byte_bits (void)
{
  unsigned short m = mode, f = flags;
  if (((m ^ f) & 0x8000) != 0 && (f & 0x4000) != 0 && (m & 0x4000) == 0)
    {
      flags = f | 0x4000;
      return 1;
    }
  return 0;
}
