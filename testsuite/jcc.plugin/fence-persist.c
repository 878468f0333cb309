/* fence-persist.c -- a small persistent log for the run tests of the
   jcc_fence pass: records are appended to a memory-mapped file, their
   cache lines flushed with the best instruction the CPU has (CLWB,
   CLFLUSHOPT or CLFLUSH), and each is committed by advancing a header
   field that is flushed in turn.  There is no fence in the source: the
   plugin places them.  The program prints the committed count and a
   checksum of the file as read back through read (2), so that a build
   with the plugin can be compared with one without.

   Usage: fence-persist [FILE [COUNT]]

   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.  */

#include <cpuid.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define LINE 64
#define CAPACITY 1024

struct entry
{
  uint32_t key;
  uint32_t len;
  char text[56];
};

struct store
{
  uint64_t committed;
  uint64_t generation;
  char pad[LINE - 2 * sizeof (uint64_t)];
  struct entry entries[CAPACITY];
};

enum flush_insn { USE_CLFLUSH, USE_CLFLUSHOPT, USE_CLWB };
static enum flush_insn flush_insn;

static void
pick_flush (void)
{
  unsigned a, b, c, d;
  flush_insn = USE_CLFLUSH;
  if (__get_cpuid_count (7, 0, &a, &b, &c, &d))
    {
      if (b & (1u << 24))
	flush_insn = USE_CLWB;
      else if (b & (1u << 23))
	flush_insn = USE_CLFLUSHOPT;
    }
}

/* Write back the cache lines of [ADDR, ADDR + LEN).  */
__attribute__ ((target ("clflushopt,clwb,sse2")))
static void
persist_range (const void *addr, size_t len)
{
  uintptr_t line = (uintptr_t) addr & ~(uintptr_t) (LINE - 1);
  uintptr_t end = (uintptr_t) addr + len;
  for (; line < end; line += LINE)
    {
      if (flush_insn == USE_CLWB)
	__builtin_ia32_clwb ((void *) line);
      else if (flush_insn == USE_CLFLUSHOPT)
	__builtin_ia32_clflushopt ((void *) line);
      else
	__builtin_ia32_clflush ((void *) line);
    }
}

/* Append a record with KEY and TEXT; return its index, or -1 when the
   store is full.  */
__attribute__ ((target ("clflushopt,clwb,sse2")))
static long
append (struct store *s, uint32_t key, const char *text)
{
  uint64_t n = s->committed;
  if (n >= CAPACITY)
    return -1;
  struct entry *e = &s->entries[n];
  size_t len = strlen (text);
  if (len > sizeof e->text)
    len = sizeof e->text;
  e->key = key;
  e->len = (uint32_t) len;
  memcpy (e->text, text, len);
  persist_range (e, sizeof *e);
  /* The commit: it must not become durable before the entry.  */
  s->committed = n + 1;
  persist_range (&s->committed, sizeof s->committed);
  return (long) n;
}

/* Bump the generation with non-temporal stores, then commit it.  */
__attribute__ ((target ("sse2")))
static void
new_generation (struct store *s, uint64_t g)
{
#ifdef __x86_64__
  for (int i = 0; i < 4; i++)
    __builtin_ia32_movnti64 ((long long *) &s->entries[CAPACITY - 1] + i,
			     (long long) g);
#else
  /* 32-bit code has no 64-bit MOVNTI: the two halves of G instead.  */
  for (int i = 0; i < 8; i++)
    __builtin_ia32_movnti ((int *) &s->entries[CAPACITY - 1] + i,
			   (int) (g >> (i % 2 * 32)));
#endif
  s->generation = g;
  persist_range (&s->generation, sizeof s->generation);
}

int
main (int argc, char **argv)
{
  const char *path = argc > 1 ? argv[1] : "fence-persist.dat";
  long count = argc > 2 ? strtol (argv[2], NULL, 10) : 300;
  if (count < 0 || count > CAPACITY - 1)
    return 2;

  int fd = open (path, O_RDWR | O_CREAT | O_TRUNC, 0644);
  if (fd < 0 || ftruncate (fd, sizeof (struct store)) != 0)
    {
      perror (path);
      return 1;
    }
  struct store *s = mmap (NULL, sizeof (struct store),
			  PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (s == MAP_FAILED)
    {
      perror ("mmap");
      return 1;
    }

  pick_flush ();
  char text[64];
  for (long i = 0; i < count; i++)
    {
      snprintf (text, sizeof text, "entry %ld of %ld", i, count);
      if (append (s, (uint32_t) (i * 2654435761u), text) < 0)
	break;
      if (i % 100 == 99)
	new_generation (s, (uint64_t) i / 100 + 1);
    }
  munmap (s, sizeof (struct store));

  /* Read the file back and checksum it.  */
  uint64_t sum = 0, committed = 0;
  unsigned char buf[4096];
  ssize_t got;
  if (lseek (fd, 0, SEEK_SET) != 0
      || read (fd, &committed, sizeof committed) != sizeof committed
      || lseek (fd, 0, SEEK_SET) != 0)
    return 1;
  while ((got = read (fd, buf, sizeof buf)) > 0)
    for (ssize_t i = 0; i < got; i++)
      sum = sum * 1099511628211u + buf[i];
  close (fd);
  printf ("%llu entries committed, file checksum %016llx\n",
	  (unsigned long long) committed, (unsigned long long) sum);
  return 0;
}
