/* persist-log.c -- an append-only log of records kept in a memory-mapped
   file, the kind of code jcc is for.

   append_record () writes a record, flushes its cache lines and then
   publishes it by advancing the log's committed length: the flush must
   be ordered before that store, or a crash could leave a committed
   length that covers a record still in the cache.  With CLFLUSHOPT or
   CLWB that takes an SFENCE; this file places it by hand, PMDK-style
   (flush, then drain); compiled with -DNO_HAND_FENCES it has none, as
   code written by someone who forgot them, and jcc.so must place them.
   checksum_log () is the hot loop: its branches are the ones whose
   alignment matters.

   Usage: persist-log [FILE [COUNT]]

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

#define LOG_CAPACITY 4096
#define CACHE_LINE 64

struct record
{
  uint32_t key;
  uint32_t len;
  unsigned char data[56];
};

struct log
{
  uint64_t committed;		/* records [0, committed) are durable */
  unsigned char pad[CACHE_LINE - sizeof (uint64_t)];
  struct record records[LOG_CAPACITY];
};

enum flush_kind { FLUSH_CLFLUSH, FLUSH_CLFLUSHOPT, FLUSH_CLWB };
static enum flush_kind flush_kind;

/* Pick the best flush instruction this CPU has, as PMDK does.  */
static void
choose_flush (void)
{
  unsigned a, b, c, d;
  flush_kind = FLUSH_CLFLUSH;
  if (__get_cpuid_count (7, 0, &a, &b, &c, &d))
    {
      if (b & (1u << 24))
	flush_kind = FLUSH_CLWB;
      else if (b & (1u << 23))
	flush_kind = FLUSH_CLFLUSHOPT;
    }
}

__attribute__ ((target ("clflushopt,clwb")))
static void
flush_range (const void *addr, size_t len)
{
  uintptr_t p = (uintptr_t) addr & ~(uintptr_t) (CACHE_LINE - 1);
  uintptr_t end = (uintptr_t) addr + len;
  for (; p < end; p += CACHE_LINE)
    switch (flush_kind)
      {
      case FLUSH_CLWB: __builtin_ia32_clwb ((void *) p); break;
      case FLUSH_CLFLUSHOPT: __builtin_ia32_clflushopt ((void *) p); break;
      default: __builtin_ia32_clflush ((void *) p); break;
      }
}

/* Order the flushes before the stores that follow.  */
static void
drain (void)
{
#ifndef NO_HAND_FENCES
  __builtin_ia32_sfence ();
#endif
}

static int
append_record (struct log *log, uint32_t key, const char *text)
{
  uint64_t n = log->committed;
  if (n >= LOG_CAPACITY)
    return -1;
  struct record *r = &log->records[n];
  size_t len = strlen (text);
  if (len > sizeof r->data)
    len = sizeof r->data;
  r->key = key;
  r->len = (uint32_t) len;
  memcpy (r->data, text, len);
  flush_range (r, sizeof *r);
  drain ();
  log->committed = n + 1;
  flush_range (&log->committed, sizeof log->committed);
  drain ();
  return 0;
}

/* The hot loop: a checksum over every committed record, and a count of
   the records whose key is odd.  */
static uint64_t
checksum_log (const struct log *log, unsigned *odd)
{
  uint64_t sum = 0;
  *odd = 0;
  for (uint64_t i = 0; i < log->committed; i++)
    {
      const struct record *r = &log->records[i];
      if (r->key & 1)
	++*odd;
      for (uint32_t j = 0; j < r->len; j++)
	{
	  sum = sum * 31 + r->data[j];
	  if (sum > (UINT64_C (1) << 61))
	    sum ^= sum >> 29;
	}
    }
  return sum;
}

int
main (int argc, char **argv)
{
  const char *path = argc > 1 ? argv[1] : "persist-log.dat";
  long count = argc > 2 ? strtol (argv[2], NULL, 10) : 1000;
  if (count < 0 || count > LOG_CAPACITY)
    {
      fprintf (stderr, "persist-log: COUNT must be in [0, %d]\n",
	       LOG_CAPACITY);
      return 2;
    }

  int fd = open (path, O_RDWR | O_CREAT | O_TRUNC, 0644);
  if (fd < 0 || ftruncate (fd, sizeof (struct log)) != 0)
    {
      perror (path);
      return 1;
    }
  struct log *log = mmap (NULL, sizeof (struct log), PROT_READ | PROT_WRITE,
			  MAP_SHARED, fd, 0);
  if (log == MAP_FAILED)
    {
      perror ("mmap");
      return 1;
    }

  choose_flush ();
  char text[64];
  for (long i = 0; i < count; i++)
    {
      snprintf (text, sizeof text, "record %ld of %ld", i, count);
      if (append_record (log, (uint32_t) (i * 2654435761u), text) != 0)
	break;
    }

  unsigned odd = 0;
  uint64_t sum = 0;
  for (int pass = 0; pass < 20; pass++)
    sum += checksum_log (log, &odd);
  printf ("%llu records committed, %u with odd keys, checksum %016llx\n",
	  (unsigned long long) log->committed, odd, (unsigned long long) sum);

  munmap (log, sizeof (struct log));
  close (fd);
  return 0;
}
