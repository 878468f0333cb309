/* fence-gen.c -- write a random C program for the random tests of
   fence placement: the plugin's jcc_fence pass
   (jcc.plugin/fence-random.exp) and the assembler's -mflush-fence=drain
   (jcc.gas/flush-fence-random.exp).

   Usage: fence-gen SEED

   The program's functions f0, f1, ... write, flush (CLWB, CLFLUSHOPT,
   their `.byte 0x66' spellings in asm statements, CLWB written as
   bytes, CLFLUSH) and store
   non-temporally (MOVNTI, MOVNTDQ) into an array that stands for
   persistent memory, under conditions, in loops and switches, around
   calls and tail calls of the functions before them, early returns,
   asm statements that store, and now and then an SFENCE (or its bytes
   in an asm statement) or a locked instruction; no other fence orders the flushes.  Every function
   stores to a global on entry, so that none is const or pure (the
   plugin does not fence calls to those, and jcc-scan cannot tell
   them).  main calls each function with a few arguments and prints a
   checksum of the array and of what the functions computed, so that
   builds with and without fences can be compared by their output, and
   the fences checked by jcc-scan --check-flush.  The same SEED always
   gives the same program.

   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.  */

#include <stdio.h>
#include <stdlib.h>
#include <errno.h>

/* The number of functions, and of 8-byte words of the array.  */
#define FUNCS 6
#define WORDS 512

static unsigned long long state;

/* A random number below N (N > 0): a 64-bit linear congruential
   generator, its high bits.  */

static unsigned
rnd (unsigned n)
{
  state = state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned) (state >> 33) % n;
}

static void
indent (int depth)
{
  for (int i = 0; i < depth; i++)
    fputs ("  ", stdout);
}

/* An index into the array, from the arguments and the local.  */

static void
index_expr (void)
{
  static const char *const terms[] = { "a", "b", "x", "a + x", "b * 3" };

  printf ("((%s) + %u) %% %u", terms[rnd (5)], rnd (WORDS), WORDS);
}

static void
value_expr (void)
{
  static const char *const terms[] = { "a", "b", "x", "a ^ b", "x + 1" };

  printf ("(%s) * %u + %u", terms[rnd (5)], 1 + rnd (7), rnd (100));
}

/* BEFORE, an element of the array, AFTER.  */

static void
element (const char *before, const char *after)
{
  printf ("%spm[", before);
  index_expr ();
  fputs (after, stdout);
}

/* Calls written in the function being written: at most two, and none
   in a loop, so that the program runs quickly.  */
static int calls;

static void statement (int f, int depth, int in_loop);

/* A block of one to three statements of function F at nesting DEPTH,
   in a loop if IN_LOOP, FIRST its first line if not NULL.  */

static void
block (int f, int depth, int in_loop, const char *first)
{
  indent (depth + 1);
  puts ("{");
  if (first != NULL)
    {
      indent (depth + 2);
      puts (first);
    }
  for (unsigned n = 1 + rnd (3); n > 0; n--)
    statement (f, depth + 1, in_loop);
  indent (depth + 1);
  puts ("}");
}

/* One statement of function F at nesting DEPTH, in a loop if IN_LOOP.  */

static void
statement (int f, int depth, int in_loop)
{
  unsigned kind = rnd (depth >= 3 ? 9 : 15);

  indent (depth + 1);
  switch (kind)
    {
    case 0:
    case 1:
      element ("", "] = ");
      value_expr ();
      puts (";");
      break;
    case 2:
      element ("_mm_clwb (&", "]);\n");
      break;
    case 3:
      element ("_mm_clflushopt (&", "]);\n");
      break;
    case 4:
      element ("_mm_stream_si32 ((int *) &", "], ");
      value_expr ();
      puts (");");
      break;
    case 5:
      fputs ("x = ", stdout);
      value_expr ();
      puts (";");
      break;
    case 6:
      if (f > 0 && !in_loop && calls < 2)
	{
	  printf ("x += f%u (x, a);\n", rnd (f));
	  calls++;
	}
      else
	puts ("sink = x;");
      break;
    case 7:
      switch (rnd (4))
	{
	case 0:
	  /* SFENCE, or its bytes.  */
	  puts (rnd (2) ? "_mm_sfence ();"
		: "__asm__ volatile (\".byte 0x0f, 0xae, 0xf8\" ::: \"memory\");");
	  break;
	case 1:
	  puts ("__atomic_fetch_add (&counter, 1, __ATOMIC_SEQ_CST);");
	  break;
	default:
	  puts ("total += x;");
	  break;
	}
      break;
    case 8:
      printf ("if (x %% %u == 0)\n", 3 + rnd (5));
      indent (depth + 2);
      puts ("return x;");
      break;
    case 9:
    case 10:
      printf ("if (%s > %u)\n", rnd (2) ? "a" : "x", rnd (64));
      block (f, depth, in_loop, NULL);
      if (rnd (2))
	{
	  indent (depth + 1);
	  puts ("else");
	  block (f, depth, in_loop, NULL);
	}
      break;
    case 11:
    case 12:
      {
	char first[32];

	printf ("for (unsigned i%d = 0; i%d < (b & %u); i%d++)\n",
		depth, depth, 1 + rnd (7), depth);
	snprintf (first, sizeof first, "x += i%d;", depth);
	block (f, depth, 1, first);
      }
      break;
    case 14:
      switch (rnd (8))
	{
	case 7:
	  /* CLWB (%rax) written as bytes, as Linux writes it.  */
	  element ("{ __typeof__ (pm[0]) *q_ = &", "];\n");
	  indent (depth + 1);
	  puts ("  __asm__ volatile (\".byte 0x66, 0x0f, 0xae, 0x30\" "
		": \"+m\" (*q_) : \"a\" (q_)); }");
	  break;
	case 0:
	  /* CLWB as code written for older assemblers spells it.  */
	  element ("__asm__ volatile (\".byte 0x66; xsaveopt %0\" : \"+m\" (",
		   "]));\n");
	  break;
	case 1:
	  /* And CLFLUSHOPT.  */
	  element ("__asm__ volatile (\".byte 0x66; clflush %0\" : \"+m\" (",
		   "]));\n");
	  break;
	case 2:
	  /* A store in an asm statement.  */
	  element ("__asm__ volatile (\"movl %1, %0\" : \"+m\" (",
		   "]) : \"r\" (x));\n");
	  break;
	case 3:
	  fputs ("_mm_stream_si128 ((__m128i *) &pm[(", stdout);
	  index_expr ();
	  puts (") & ~1], _mm_set1_epi32 ((int) x));");
	  break;
	case 4:
	  /* CLFLUSH is ordered with stores.  */
	  element ("_mm_clflush (&", "]);\n");
	  break;
	case 5:
	  puts ("x += __atomic_exchange_n (&counter, (int) x, __ATOMIC_SEQ_CST);");
	  break;
	default:
	  /* A call in tail position, a jump at -O2.  */
	  if (f > 0 && !in_loop && calls < 2)
	    {
	      printf ("if (x %% %u == 1)\n", 3 + rnd (5));
	      indent (depth + 2);
	      printf ("return f%u (x, b);\n", rnd (f));
	      calls++;
	    }
	  else
	    puts ("total ^= x;");
	  break;
	}
      break;
    default:
      puts ("switch (x & 3)");
      indent (depth + 1);
      puts ("{");
      for (int c = 0; c < 3; c++)
	{
	  indent (depth + 1);
	  printf ("case %d:\n", c);
	  statement (f, depth + 1, in_loop);
	  indent (depth + 2);
	  puts (rnd (3) ? "break;" : "/* Fall through.  */");
	}
      indent (depth + 1);
      puts ("default:");
      statement (f, depth + 1, in_loop);
      indent (depth + 1);
      puts ("}");
      break;
    }
}

int
main (int argc, char **argv)
{
  char *end;

  if (argc != 2)
    {
      fprintf (stderr, "usage: fence-gen SEED\n");
      return 2;
    }
  errno = 0;
  state = strtoull (argv[1], &end, 10);
  if (errno != 0 || *end != '\0' || end == argv[1])
    {
      fprintf (stderr, "fence-gen: invalid seed '%s'\n", argv[1]);
      return 2;
    }
  rnd (1);

  printf ("/* Written by fence-gen %s.  */\n", argv[1]);
  puts ("#include <immintrin.h>\n"
	"#include <stdio.h>\n"
	"\n"
	"#define WORDS 512\n"
	"unsigned long long pm[WORDS] __attribute__ ((aligned (64)));\n"
	"volatile int sink;\n"
	"int counter;\n"
	"int entries;\n"
	"unsigned long long total;\n");
  for (int f = 0; f < FUNCS; f++)
    {
      printf ("__attribute__ ((noinline)) unsigned\n"
	      "f%d (unsigned a, unsigned b)\n"
	      "{\n"
	      "  unsigned x = a + b;\n"
	      "  entries++;\n", f);
      calls = 0;
      for (unsigned n = 2 + rnd (6); n > 0; n--)
	statement (f, 0, 0);
      puts ("  return x;\n"
	    "}\n");
    }
  puts ("int\n"
	"main (void)\n"
	"{\n"
	"  unsigned long long sum = 0;\n"
	"\n"
	"  for (int k = 0; k < 40; k++)\n"
	"    {");
  for (int f = 0; f < FUNCS; f++)
    printf ("      total += f%d (k * %u %% 97, k + %u);\n", f, 1 + rnd (13),
	    rnd (9));
  puts ("    }\n"
	"  for (int w = 0; w < WORDS; w++)\n"
	"    sum = sum * 31 + pm[w];\n"
	"  printf (\"%llu %llu %d %d\\n\", sum, total, counter, entries);\n"
	"  return 0;\n"
	"}");
  return 0;
}
