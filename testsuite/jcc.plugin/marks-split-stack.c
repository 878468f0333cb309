/* -fsplit-stack: the prologue calls __morestack when the stack is
   short, and a `ret' that the middle end does not see as a return
   (split_stack_return) follows the call.  */

extern void use (char *);

int
frame (int n)
{
  char buf[256];
  use (buf);
  return n;
}
