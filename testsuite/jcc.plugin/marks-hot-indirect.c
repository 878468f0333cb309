/* A hot loop that dispatches through a jump table and calls through a
   function pointer, as an interpreter does, and a cold function with
   the same code.  With select=hot the plugin marks the hot indirect
   jump and call by default; the cold ones never.  */

typedef int (*op_fn) (int);
extern op_fn ops[4];

#define INTERPRET_BODY							\
  for (int i = 0; i < n; i++)						\
    switch (code[i])							\
      {									\
      case 0: acc += 3; break;						\
      case 1: acc ^= 0x55; break;					\
      case 2: acc = ops[acc & 3] (acc); break;				\
      case 3: acc <<= 1; break;						\
      case 4: acc -= 7; break;						\
      case 5: acc *= 5; break;						\
      case 6: acc |= 9; break;						\
      default: acc = ~acc; break;					\
      }									\
  return acc;

int
interpret (const unsigned char *code, int n, int acc)
{
  INTERPRET_BODY
}

__attribute__ ((cold)) int
interpret_cold (const unsigned char *code, int n, int acc)
{
  INTERPRET_BODY
}
