/* Many hot branches of every kind, so that without padding some of the
   marked ones cross or end on a boundary.  No header is included, so
   that the file compiles for -m32 as well.  */

extern void log_line (int) __attribute__ ((cold));

int
count_classes (const unsigned char *s, int n, int *counts)
{
  for (int i = 0; i < n; i++)
    {
      unsigned c = s[i];
      if (c == ' ' || c == '\t')
	counts[0]++;
      else if (c >= '0' && c <= '9')
	counts[1]++;
      else if (c >= 'a' && c <= 'z')
	counts[2]++;
      else if (c >= 'A' && c <= 'Z')
	counts[3]++;
      else if (c == '\n')
	{
	  if (++counts[4] > 100000)
	    {
	      log_line (counts[4]);
	      return -1;
	    }
	}
      else
	counts[5]++;
    }
  return 0;
}

int
find (const int *a, unsigned n, int key)
{
  unsigned lo = 0, hi = n;
  while (lo < hi)
    {
      unsigned mid = lo + (hi - lo) / 2;
      if (a[mid] == key)
	return (int) mid;
      if (a[mid] < key)
	lo = mid + 1;
      else
	hi = mid;
    }
  return -1;
}

unsigned
crc32_bitwise (const unsigned char *p, unsigned n)
{
  unsigned crc = ~0u;
  while (n-- != 0)
    {
      crc ^= *p++;
      for (int k = 0; k < 8; k++)
	crc = (crc & 1) ? (crc >> 1) ^ 0xedb88320u : crc >> 1;
    }
  return ~crc;
}

typedef int (*op_fn) (int, int);

/* A small interpreter: a switch that becomes a jump table, and calls
   through a pointer.  */

int
run (const unsigned char *code, int n, op_fn *ops)
{
  int acc = 0;
  for (int pc = 0; pc < n; pc++)
    switch (code[pc])
      {
      case 0: acc += 1; break;
      case 1: acc -= 3; break;
      case 2: acc *= 5; break;
      case 3: acc ^= 0x55; break;
      case 4: acc = ops[0] (acc, pc); break;
      case 5: acc = ops[1] (acc, pc); break;
      case 6: if (acc < 0) acc = -acc; break;
      case 7: acc >>= 1; break;
      default: return acc;
      }
  return acc;
}

int
compare (const char *a, const char *b)
{
  while (*a != '\0' && *a == *b)
    a++, b++;
  return (unsigned char) *a - (unsigned char) *b;
}
