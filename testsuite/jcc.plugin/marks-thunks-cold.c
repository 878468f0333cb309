/* Only cold code: under select=hot nothing is marked, and the
   __x86.get_pc_thunk.bx that 32-bit PIC code calls is left alone.  */

extern int ext (int);
extern int g;

__attribute__ ((cold)) int
report (int n)
{
  return ext (n) + g;
}
