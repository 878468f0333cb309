/* An ALU form whose RTL hides the ADD that the assembler prints:
   `x <<= 1' tested against zero is printed `addl %reg, %reg'
   (*ashlsi3_cmp, type alu), and fuses with its jump.  */
int g (int);

int
shift_by_add (int x)
{
  x <<= 1;
  if (x)
    return g (x);
  return 1;
}
