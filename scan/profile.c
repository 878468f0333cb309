/* profile.c -- execution counts per instruction from a callgrind
   profile.
   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.

   `valgrind --tool=callgrind --dump-instr=yes' writes one cost line
   per executed instruction: its address, its source line and its
   costs, the first (Ir) of which is how many times it ran.  Addresses
   may be written relative to the previous cost line ("+3", "-40") or
   as "*" for the same one.  A "calls=" line is followed by a cost line
   holding the inclusive cost of a call; that one is not an execution
   count and is skipped.  Lines for other objects (ob=) are ignored.

   The addresses are those callgrind saw at run time.  For a position-
   independent executable or a shared object they may include a load
   bias; jcc_scan_profile_bias estimates it from the functions the
   profile names.  */

#include "jcc-scan.h"
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

struct jcc_fn_entry
{
  char *name;
  bfd_vma addr;			/* The first address costed in it.  */
};

struct jcc_scan_profile
{
  /* Open-addressed table of address + 1 -> count; 0 marks a free
     slot.  */
  uint64_t *keys;
  uint64_t *counts;
  size_t mask;
  size_t used;
  /* Functions of the object, for the load bias.  */
  struct jcc_fn_entry *fns;
  size_t nfns, capfns;
};

static size_t
jcc_hash (uint64_t key, size_t mask)
{
  key ^= key >> 33;
  key *= 0xff51afd7ed558ccdULL;
  key ^= key >> 33;
  return (size_t) key & mask;
}

static void jcc_profile_add (struct jcc_scan_profile *, bfd_vma, uint64_t);

static void
jcc_profile_grow (struct jcc_scan_profile *p)
{
  uint64_t *keys = p->keys, *counts = p->counts;
  size_t old = p->mask + 1, i;

  p->mask = old * 2 - 1;
  p->keys = jcc_scan_xmalloc ((p->mask + 1) * sizeof *p->keys);
  p->counts = jcc_scan_xmalloc ((p->mask + 1) * sizeof *p->counts);
  memset (p->keys, 0, (p->mask + 1) * sizeof *p->keys);
  p->used = 0;
  for (i = 0; i < old; i++)
    if (keys[i] != 0)
      jcc_profile_add (p, keys[i] - 1, counts[i]);
  free (keys);
  free (counts);
}

static void
jcc_profile_add (struct jcc_scan_profile *p, bfd_vma addr, uint64_t count)
{
  uint64_t key = (uint64_t) addr + 1;
  size_t h;

  if ((p->used + 1) * 2 > p->mask + 1)
    jcc_profile_grow (p);
  for (h = jcc_hash (key, p->mask); p->keys[h] != 0;
       h = (h + 1) & p->mask)
    if (p->keys[h] == key)
      {
	p->counts[h] += count;
	return;
      }
  p->keys[h] = key;
  p->counts[h] = count;
  p->used++;
}

/* How many times the instruction at ADDR (a run-time address) ran.  */

uint64_t
jcc_scan_profile_count (const struct jcc_scan_profile *p, bfd_vma addr)
{
  uint64_t key = (uint64_t) addr + 1;
  size_t h;

  for (h = jcc_hash (key, p->mask); p->keys[h] != 0;
       h = (h + 1) & p->mask)
    if (p->keys[h] == key)
      return p->counts[h];
  return 0;
}

bool
jcc_scan_profile_empty (const struct jcc_scan_profile *p)
{
  return p->used == 0;
}

void
jcc_scan_profile_free (struct jcc_scan_profile *p)
{
  size_t i;

  if (p == NULL)
    return;
  for (i = 0; i < p->nfns; i++)
    free (p->fns[i].name);
  free (p->fns);
  free (p->keys);
  free (p->counts);
  free (p);
}

/* Names compressed as "(ID) name" the first time and "(ID)" after.  */
struct jcc_names
{
  char **names;
  size_t n;
};

/* Resolve the position name at S (after "ob=" or "fn="), remembering
   new compressed names in NAMES.  Returns a pointer into NAMES or to
   S itself; "" if unknown.  */

static const char *
jcc_position_name (char *s, struct jcc_names *names)
{
  char *end;
  unsigned long id;

  while (*s == ' ' || *s == '\t')
    s++;
  if (*s != '(')
    return s;
  errno = 0;
  id = strtoul (s + 1, &end, 10);
  if (errno != 0 || *end != ')' || id > 10000000)
    return s;
  s = end + 1;
  while (*s == ' ' || *s == '\t')
    s++;
  if (*s != '\0')
    {
      if (id >= names->n)
	{
	  size_t n = id + 1 > names->n * 2 ? id + 1 : names->n * 2;

	  names->names = jcc_scan_xrealloc (names->names,
					    n * sizeof *names->names);
	  memset (names->names + names->n, 0,
		  (n - names->n) * sizeof *names->names);
	  names->n = n;
	}
      free (names->names[id]);
      names->names[id] = jcc_scan_xstrdup (s);
      return names->names[id];
    }
  return id < names->n && names->names[id] != NULL ? names->names[id] : "";
}

static void
jcc_free_names (struct jcc_names *names)
{
  size_t i;

  for (i = 0; i < names->n; i++)
    free (names->names[i]);
  free (names->names);
}

static const char *
jcc_basename (const char *path)
{
  const char *slash = strrchr (path, '/');

  return slash != NULL ? slash + 1 : path;
}

/* Parse one subposition at *P relative to LAST.  */

static bool
jcc_subposition (char **p, uint64_t last, uint64_t *value)
{
  char *s = *p, *end;
  uint64_t v;

  if (*s == '*')
    {
      *value = last;
      *p = s + 1;
      return true;
    }
  errno = 0;
  if (*s == '+' || *s == '-')
    {
      v = strtoull (s + 1, &end, 0);
      if (end == s + 1 || errno != 0)
	return false;
      *value = *s == '+' ? last + v : last - v;
    }
  else
    {
      v = strtoull (s, &end, 0);
      if (end == s || errno != 0)
	return false;
      *value = v;
    }
  *p = end;
  return true;
}

/* Read the callgrind profile PATH, keeping the counts of the object
   whose file name is that of OBJECT.  Prints a message and returns
   NULL if PATH cannot be read or is not such a profile.  */

struct jcc_scan_profile *
jcc_scan_profile_read (const char *path, const char *object)
{
  FILE *f;
  struct jcc_scan_profile *p;
  struct jcc_names obs = { NULL, 0 }, fns = { NULL, 0 };
  char *line = NULL;
  size_t cap = 0;
  ssize_t len;
  unsigned long lineno = 0;
  bool in_object = false, skip_next = false, have_instr = false;
  bool seen_positions = false, need_fn_addr = false;
  unsigned int npos = 1, ir_index = 0;
  uint64_t last_addr = 0;
  const char *want = jcc_basename (object);
  const char *fn_name = "";
  /* Callgrind names an object it could not identify "???"; that is
     the program itself when the command ran a file of OBJECT's
     name (seen with static executables).  */
  bool cmd_is_object = false;

  f = fopen (path, "r");
  if (f == NULL)
    {
      jcc_scan_error (path, "%s", strerror (errno));
      return NULL;
    }
  p = jcc_scan_xmalloc (sizeof *p);
  memset (p, 0, sizeof *p);
  p->mask = 1023;
  p->keys = jcc_scan_xmalloc ((p->mask + 1) * sizeof *p->keys);
  p->counts = jcc_scan_xmalloc ((p->mask + 1) * sizeof *p->counts);
  memset (p->keys, 0, (p->mask + 1) * sizeof *p->keys);

  while ((len = getline (&line, &cap, f)) >= 0)
    {
      char *s = line;

      lineno++;
      while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
	line[--len] = '\0';
      if (lineno == 1 && strncmp (s, "# callgrind format", 18) != 0
	  && strncmp (s, "version:", 8) != 0)
	{
	  jcc_scan_error (path, "not a callgrind profile");
	  goto fail;
	}
      if (*s == '\0' || *s == '#')
	continue;

      if (isdigit ((unsigned char) *s) || *s == '+' || *s == '-'
	  || *s == '*')
	{
	  uint64_t addr, v, count = 0;
	  unsigned int k;

	  if (!have_instr)
	    {
	      jcc_scan_error (path, "no instruction addresses in the profile; "
			      "record it with valgrind --tool=callgrind "
			      "--dump-instr=yes");
	      goto fail;
	    }
	  if (!jcc_subposition (&s, last_addr, &addr))
	    {
	      jcc_scan_error (path, "line %lu: malformed cost line", lineno);
	      goto fail;
	    }
	  last_addr = addr;
	  for (k = 1; k < npos; k++)
	    {
	      while (*s == ' ' || *s == '\t')
		s++;
	      if (*s == '\0' || !jcc_subposition (&s, 0, &v))
		break;
	    }
	  for (k = 0; k <= ir_index; k++)
	    {
	      char *end;

	      while (*s == ' ' || *s == '\t')
		s++;
	      if (*s == '\0')
		{
		  count = 0;
		  break;
		}
	      errno = 0;
	      v = strtoull (s, &end, 0);
	      if (end == s || errno != 0)
		{
		  jcc_scan_error (path, "line %lu: malformed cost", lineno);
		  goto fail;
		}
	      s = end;
	      count = v;
	    }
	  if (skip_next)
	    skip_next = false;
	  else if (in_object)
	    {
	      jcc_profile_add (p, addr, count);
	      if (need_fn_addr)
		{
		  if (p->nfns == p->capfns)
		    {
		      p->capfns = p->capfns ? p->capfns * 2 : 256;
		      p->fns = jcc_scan_xrealloc (p->fns, p->capfns
						  * sizeof *p->fns);
		    }
		  p->fns[p->nfns].name = jcc_scan_xstrdup (fn_name);
		  p->fns[p->nfns].addr = addr;
		  p->nfns++;
		  need_fn_addr = false;
		}
	    }
	  continue;
	}

      if (strncmp (s, "positions:", 10) == 0)
	{
	  seen_positions = true;
	  have_instr = strstr (s, "instr") != NULL;
	  npos = 0;
	  for (s += 10; *s != '\0';)
	    {
	      while (*s == ' ' || *s == '\t')
		s++;
	      if (*s == '\0')
		break;
	      npos++;
	      while (*s != '\0' && *s != ' ' && *s != '\t')
		s++;
	    }
	  if (!have_instr || npos == 0 || strncmp (line + 10, " instr", 6) != 0)
	    {
	      jcc_scan_error (path, "no instruction addresses in the profile; "
			      "record it with valgrind --tool=callgrind "
			      "--dump-instr=yes");
	      goto fail;
	    }
	}
      else if (strncmp (s, "events:", 7) == 0)
	{
	  /* The position of Ir among the events.  */
	  unsigned int k = 0;
	  bool found = false;

	  for (s += 7; *s != '\0' && !found;)
	    {
	      while (*s == ' ' || *s == '\t')
		s++;
	      if (*s == '\0')
		break;
	      if (strncmp (s, "Ir", 2) == 0
		  && (s[2] == '\0' || s[2] == ' ' || s[2] == '\t'))
		found = true;
	      else
		{
		  k++;
		  while (*s != '\0' && *s != ' ' && *s != '\t')
		    s++;
		}
	    }
	  if (!found)
	    {
	      jcc_scan_error (path, "the profile has no Ir event");
	      goto fail;
	    }
	  ir_index = k;
	}
      else if (strncmp (s, "cmd:", 4) == 0)
	{
	  char *prog = s + 4, *end;

	  while (*prog == ' ' || *prog == '\t')
	    prog++;
	  end = prog + strcspn (prog, " \t");
	  *end = '\0';
	  cmd_is_object = strcmp (jcc_basename (prog), want) == 0;
	}
      else if (strncmp (s, "ob=", 3) == 0)
	{
	  const char *name = jcc_position_name (s + 3, &obs);

	  in_object = (strcmp (jcc_basename (name), want) == 0
		       || (cmd_is_object && strcmp (name, "???") == 0));
	}
      else if (strncmp (s, "fn=", 3) == 0)
	{
	  fn_name = jcc_position_name (s + 3, &fns);
	  need_fn_addr = true;
	}
      else if (strncmp (s, "cfn=", 4) == 0)
	/* Keep the compressed names of called functions too.  */
	jcc_position_name (s + 4, &fns);
      else if (strncmp (s, "cob=", 4) == 0)
	jcc_position_name (s + 4, &obs);
      else if (strncmp (s, "calls=", 6) == 0)
	skip_next = true;
    }
  if (ferror (f))
    {
      jcc_scan_error (path, "read error: %s", strerror (errno));
      goto fail;
    }
  if (!seen_positions)
    {
      jcc_scan_error (path, "no instruction addresses in the profile; "
		      "record it with valgrind --tool=callgrind "
		      "--dump-instr=yes");
      goto fail;
    }
  free (line);
  fclose (f);
  jcc_free_names (&obs);
  jcc_free_names (&fns);
  return p;

 fail:
  free (line);
  fclose (f);
  jcc_free_names (&obs);
  jcc_free_names (&fns);
  jcc_scan_profile_free (p);
  return NULL;
}

/* Vote on the load bias that maps the addresses of section S to those
   of profile P: each profiled function of the object that S names
   gives the page-rounded difference between the first address
   costed in it and its symbol.  Functions are smaller than a page
   often enough for the majority to be right.  Stores the winner and
   its votes; false if no function matched.  */

bool
jcc_scan_profile_bias (const struct jcc_scan_profile *p,
		       const struct jcc_scan_section *s, bfd_vma *bias,
		       unsigned int *votes)
{
  bfd_vma cand[32];
  unsigned int nvotes[32], ncand = 0, best = 0, k;
  size_t i, j;

  for (i = 0; i < p->nfns; i++)
    for (j = 0; j < s->nfuncs; j++)
      if (strcmp (p->fns[i].name, s->funcs[j].name) == 0)
	{
	  bfd_vma b = (p->fns[i].addr - s->funcs[j].start)
		      & ~(bfd_vma) 0xfff;

	  for (k = 0; k < ncand && cand[k] != b; k++)
	    ;
	  if (k == ncand)
	    {
	      if (ncand == 32)
		break;
	      cand[ncand] = b;
	      nvotes[ncand++] = 0;
	    }
	  nvotes[k]++;
	  break;
	}
  if (ncand == 0)
    return false;
  for (k = 1; k < ncand; k++)
    if (nvotes[k] > nvotes[best])
      best = k;
  *bias = cand[best];
  *votes = nvotes[best];
  return true;
}
