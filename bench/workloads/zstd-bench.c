/* zstd-bench.c -- a small, deterministic zstd workload for bench/run:
   compresses a generated, compressible input at three levels (each a
   different match finder: fast, double-fast, lazy), decompresses each
   result and checks that it gives the input back.  Prints one line per
   level: the compressed size and a checksum of the compressed bytes,
   which are the same for every build of the same zstd.

   Usage: zstd-bench [KILOBYTES]

   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "zstd.h"

/* FNV-1a over N bytes of P.  */
static unsigned long long
checksum (const unsigned char *p, size_t n)
{
  unsigned long long h = 0xcbf29ce484222325ULL;
  for (size_t i = 0; i < n; i++)
    h = (h ^ p[i]) * 0x100000001b3ULL;
  return h;
}

/* Fill BUF with N bytes of text-like data: words picked by a linear
   congruential generator, with now and then a few random bytes.  */
static void
generate (unsigned char *buf, size_t n)
{
  static const char *const words[] = {
    "persist", "flush", "fence", "branch", "boundary", "erratum",
    "padding", "prefix", "assembler", "compiler", "relax", "frag"
  };
  unsigned long x = 12345;
  size_t len = 0;
  while (len < n)
    {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      const char *w = words[x % (sizeof words / sizeof words[0])];
      for (; *w && len < n; w++)
	buf[len++] = *w;
      if (len < n)
	buf[len++] = x % 7 ? ' ' : '\n';
      if (x % 101 == 0)
	for (int k = 0; k < 3 && len < n; k++)
	  buf[len++] = (x >> (8 * k)) & 0xff;
    }
}

int
main (int argc, char **argv)
{
  long kb = argc > 1 ? strtol (argv[1], NULL, 10) : 4096;
  static const int levels[] = { 1, 4, 7 };
  if (kb <= 0)
    {
      fprintf (stderr, "zstd-bench: bad size %s\n", argv[1]);
      return 2;
    }
  size_t n = (size_t) kb * 1024;
  size_t bound = ZSTD_compressBound (n);
  unsigned char *in = malloc (n), *out = malloc (n), *z = malloc (bound);
  if (!in || !out || !z)
    {
      fprintf (stderr, "zstd-bench: out of memory\n");
      return 1;
    }
  generate (in, n);
  for (size_t l = 0; l < sizeof levels / sizeof levels[0]; l++)
    {
      size_t zn = ZSTD_compress (z, bound, in, n, levels[l]);
      if (ZSTD_isError (zn))
	{
	  fprintf (stderr, "zstd-bench: level %d: %s\n", levels[l],
		   ZSTD_getErrorName (zn));
	  return 1;
	}
      /* Decompress twice: decoding is most of what a compressed file's
	 readers run.  */
      for (int r = 0; r < 2; r++)
	{
	  size_t dn = ZSTD_decompress (out, n, z, zn);
	  if (ZSTD_isError (dn) || dn != n || memcmp (in, out, n) != 0)
	    {
	      fprintf (stderr, "zstd-bench: level %d: round trip failed\n",
		       levels[l]);
	      return 1;
	    }
	}
      printf ("level %d: %zu bytes, %016llx\n", levels[l], zn,
	      checksum (z, zn));
    }
  free (in);
  free (out);
  free (z);
  return 0;
}
