/* workload.c -- the flush-heavy workload of the fence benchmark:
   append COUNT records of four cache lines each to a memory-mapped
   file (on /dev/shm, so DRAM), writing each record's lines back and
   committing it by advancing a counter, which is written back too.

   Built with -DHAND_FENCES=1 the source has the fences a careful
   programmer places (one after the record's flushes, one after the
   commit's, as PMDK's flush/drain split gives), skipped when the flush
   is CLFLUSH as PMDK skips them; -DHAND_FENCES=2 fences whatever the
   flush; with -DHAND_FENCES=0 it has none and the jcc plugin must
   place them.

   Usage: workload FILE COUNT clwb|clflushopt|clflush
   Prints the time per record in nanoseconds and a checksum.

   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.  */

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#ifndef HAND_FENCES
# define HAND_FENCES 0
#endif

#define LINE 64
#define RECORD_LINES 4

struct record
{
  uint64_t seq;
  uint64_t words[RECORD_LINES * LINE / 8 - 1];
};

struct region
{
  uint64_t committed;
  char pad[LINE - sizeof (uint64_t)];
  struct record records[];
};

enum flush_insn { USE_CLWB, USE_CLFLUSHOPT, USE_CLFLUSH };

__attribute__ ((target ("clwb,clflushopt,sse2"), always_inline))
static inline void
flush_lines (enum flush_insn how, const void *addr, size_t len)
{
  const char *p = (const char *) ((uintptr_t) addr & ~(uintptr_t) (LINE - 1));
  const char *end = (const char *) addr + len;
  for (; p < end; p += LINE)
    if (how == USE_CLWB)
      __builtin_ia32_clwb (p);
    else if (how == USE_CLFLUSHOPT)
      __builtin_ia32_clflushopt (p);
    else
      __builtin_ia32_clflush (p);
}

__attribute__ ((target ("clwb,clflushopt,sse2"), always_inline))
static inline void
drain (enum flush_insn how)
{
  if (HAND_FENCES == 2 || (HAND_FENCES == 1 && how != USE_CLFLUSH))
    __builtin_ia32_sfence ();
}

__attribute__ ((target ("clwb,clflushopt,sse2"), noinline))
static void
append (struct region *r, enum flush_insn how, uint64_t seq)
{
  struct record *rec = &r->records[r->committed];
  rec->seq = seq;
  for (size_t i = 0; i < sizeof rec->words / 8; i++)
    rec->words[i] = seq * 0x9e3779b97f4a7c15u + i;
  flush_lines (how, rec, sizeof *rec);
  drain (how);
  r->committed++;
  flush_lines (how, &r->committed, sizeof r->committed);
  drain (how);
}

int
main (int argc, char **argv)
{
  if (argc != 4)
    {
      fprintf (stderr, "usage: workload FILE COUNT clwb|clflushopt|clflush\n");
      return 2;
    }
  long count = strtol (argv[2], NULL, 10);
  enum flush_insn how = (strcmp (argv[3], "clwb") == 0 ? USE_CLWB
			 : strcmp (argv[3], "clflushopt") == 0
			 ? USE_CLFLUSHOPT : USE_CLFLUSH);
  size_t size = sizeof (struct region) + count * sizeof (struct record);
  int fd = open (argv[1], O_RDWR | O_CREAT | O_TRUNC, 0644);
  if (count <= 0 || fd < 0 || ftruncate (fd, size) != 0)
    {
      perror (argv[1]);
      return 1;
    }
  struct region *r = mmap (NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED,
			   fd, 0);
  if (r == MAP_FAILED)
    return 1;
  memset (r, 0, size);

  struct timespec t0, t1;
  clock_gettime (CLOCK_MONOTONIC, &t0);
  for (long i = 0; i < count; i++)
    append (r, how, (uint64_t) i);
  clock_gettime (CLOCK_MONOTONIC, &t1);

  uint64_t sum = r->committed;
  for (long i = 0; i < count; i++)
    sum = sum * 31 + r->records[i].words[5];
  double ns = ((t1.tv_sec - t0.tv_sec) * 1e9 + (t1.tv_nsec - t0.tv_nsec))
	      / count;
  printf ("%.1f ns/record, checksum %016llx\n", ns, (unsigned long long) sum);
  munmap (r, size);
  close (fd);
  unlink (argv[1]);
  return 0;
}
