/* report.c -- collect jcc-scan's findings for one input file and print
   them as text or JSON.
   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.  */

#include "jcc-scan.h"
#include <stdarg.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* A hazard as kept until the file is done: the section and symbol
   data it points to are freed section by section.  */
struct jcc_hazard_rec
{
  struct jcc_scan_hazard h;
  char *object;			/* FILE or ARCHIVE(MEMBER).  */
  char *section;
  char *where;			/* FUNCTION+0xOFFSET.  */
  char *source;			/* FILE:LINE or NULL.  */
};

struct jcc_flush_rec
{
  struct jcc_scan_flush_report r;
  char *object;
  char *section;
  char *where;
  char *reached_where;
  char *source;
};

/* A relocatable object's code sections, for the alignment note.  */
struct jcc_reloc_rec
{
  char *object;
  unsigned int sections;
  unsigned int under;		/* Aligned less than the boundary.  */
  char *example;		/* "NAME (ALIGN)" of the first such.  */
};

struct jcc_scan_sink
{
  const char *file;
  const struct jcc_scan_options *opts;
  struct jcc_scan_profile *profile;
  bfd_vma bias;
  unsigned int bias_votes;
  struct jcc_scan_stats stats;
  struct jcc_hazard_rec *hazards;
  size_t nhazards, caphazards;
  struct jcc_flush_rec *flushes;
  size_t nflushes, capflushes;
  struct jcc_reloc_rec *relocs;
  size_t nrelocs, caprelocs;
};

/* Whether the JSON output has printed a file object yet.  */
static bool jcc_json_first_file = true;

static char *
jcc_xasprintf (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));

static char *
jcc_xasprintf (const char *fmt, ...)
{
  va_list ap;
  char *p;
  int n;

  va_start (ap, fmt);
  n = vsnprintf (NULL, 0, fmt, ap);
  va_end (ap);
  p = jcc_scan_xmalloc ((size_t) n + 1);
  va_start (ap, fmt);
  vsnprintf (p, (size_t) n + 1, fmt, ap);
  va_end (ap);
  return p;
}

/* Make a sink for FILE with options OPTS and, if not NULL, the
   execution counts PROFILE (which the sink then owns).  */

struct jcc_scan_sink *
jcc_scan_sink_new (const char *file, const struct jcc_scan_options *opts,
		   struct jcc_scan_profile *profile)
{
  struct jcc_scan_sink *sink = jcc_scan_xmalloc (sizeof *sink);

  memset (sink, 0, sizeof *sink);
  sink->file = file;
  sink->opts = opts;
  sink->profile = profile;
  sink->stats.have_profile = profile != NULL;
  return sink;
}

void
jcc_scan_sink_free (struct jcc_scan_sink *sink)
{
  size_t i;

  for (i = 0; i < sink->nhazards; i++)
    {
      free (sink->hazards[i].object);
      free (sink->hazards[i].section);
      free (sink->hazards[i].where);
      free (sink->hazards[i].source);
    }
  for (i = 0; i < sink->nflushes; i++)
    {
      free (sink->flushes[i].object);
      free (sink->flushes[i].section);
      free (sink->flushes[i].where);
      free (sink->flushes[i].reached_where);
      free (sink->flushes[i].source);
    }
  for (i = 0; i < sink->nrelocs; i++)
    {
      free (sink->relocs[i].object);
      free (sink->relocs[i].example);
    }
  free (sink->hazards);
  free (sink->flushes);
  free (sink->relocs);
  jcc_scan_profile_free (sink->profile);
  free (sink);
}

struct jcc_scan_stats *
jcc_scan_sink_stats (struct jcc_scan_sink *sink)
{
  return &sink->stats;
}

const struct jcc_scan_profile *
jcc_scan_sink_profile (struct jcc_scan_sink *sink)
{
  return sink->profile;
}

bfd_vma
jcc_scan_sink_bias (struct jcc_scan_sink *sink)
{
  return sink->bias;
}

void
jcc_scan_sink_set_bias (struct jcc_scan_sink *sink, bfd_vma bias,
			unsigned int votes)
{
  sink->bias = bias;
  sink->bias_votes = votes;
}

/* Note that section S is being scanned: relocatable objects get a
   note on the alignment the addresses assume.  */

void
jcc_scan_sink_section (struct jcc_scan_sink *sink,
		       const struct jcc_scan_section *s)
{
  struct jcc_reloc_rec *r;
  unsigned int align;

  sink->stats.sections++;
  if (!s->relocatable)
    return;
  if (sink->nrelocs == 0
      || strcmp (sink->relocs[sink->nrelocs - 1].object, s->file) != 0)
    {
      if (sink->nrelocs == sink->caprelocs)
	{
	  sink->caprelocs = sink->caprelocs ? 2 * sink->caprelocs : 8;
	  sink->relocs = jcc_scan_xrealloc (sink->relocs, sink->caprelocs
					    * sizeof *sink->relocs);
	}
      r = &sink->relocs[sink->nrelocs++];
      memset (r, 0, sizeof *r);
      r->object = jcc_scan_xstrdup (s->file);
    }
  r = &sink->relocs[sink->nrelocs - 1];
  r->sections++;
  align = s->sec->alignment_power < 31 ? 1u << s->sec->alignment_power : 0;
  if (align < sink->opts->boundary)
    {
      if (r->under++ == 0)
	r->example = jcc_xasprintf ("%s to %u", s->name, align);
    }
}

/* FUNCTION+0xOFFSET for ADDR in section S, given the function at or
   before it.  */

static char *
jcc_where (const struct jcc_scan_section *s, const struct jcc_scan_func *f,
	   bfd_vma addr)
{
  if (f == NULL || addr < f->start)
    return jcc_xasprintf ("%s+0x%" PRIx64, s->name,
			  (uint64_t) (addr - s->vma));
  return jcc_xasprintf ("%s+0x%" PRIx64, f->name,
			(uint64_t) (addr - f->start));
}

static char *
jcc_source (const struct jcc_scan_section *s, bfd_vma addr)
{
  const char *file;
  unsigned int line;

  if (!jcc_scan_find_line (s, addr, &file, &line))
    return NULL;
  return jcc_xasprintf ("%s:%u", file, line);
}

void
jcc_scan_sink_hazard (struct jcc_scan_sink *sink,
		      const struct jcc_scan_section *s,
		      const struct jcc_scan_hazard *h)
{
  struct jcc_hazard_rec *r;

  if (sink->nhazards == sink->caphazards)
    {
      sink->caphazards = sink->caphazards ? 2 * sink->caphazards : 64;
      sink->hazards = jcc_scan_xrealloc (sink->hazards, sink->caphazards
					 * sizeof *sink->hazards);
    }
  r = &sink->hazards[sink->nhazards++];
  r->h = *h;
  r->h.func = NULL;
  r->object = jcc_scan_xstrdup (s->file);
  r->section = jcc_scan_xstrdup (s->name);
  r->where = jcc_where (s, h->func, h->start);
  r->source = jcc_source (s, h->branch);
}

void
jcc_scan_sink_flush (struct jcc_scan_sink *sink,
		     const struct jcc_scan_section *s,
		     const struct jcc_scan_flush_report *f)
{
  struct jcc_flush_rec *r;

  if (sink->nflushes == sink->capflushes)
    {
      sink->capflushes = sink->capflushes ? 2 * sink->capflushes : 16;
      sink->flushes = jcc_scan_xrealloc (sink->flushes, sink->capflushes
					 * sizeof *sink->flushes);
    }
  r = &sink->flushes[sink->nflushes++];
  r->r = *f;
  r->r.func = NULL;
  r->object = jcc_scan_xstrdup (s->file);
  r->section = jcc_scan_xstrdup (s->name);
  r->where = jcc_where (s, f->func, f->addr);
  r->reached_where = jcc_where (s, f->func, f->reached);
  r->source = jcc_source (s, f->addr);
  sink->stats.unordered_flushes++;
}

/* Print S as a JSON string.  */

static void
jcc_json_string (const char *s)
{
  putchar ('"');
  for (; *s != '\0'; s++)
    {
      unsigned char c = (unsigned char) *s;

      if (c == '"' || c == '\\')
	printf ("\\%c", c);
      else if (c < 0x20)
	printf ("\\u%04x", c);
      else
	putchar (c);
    }
  putchar ('"');
}

static void
jcc_kinds_text (unsigned int kinds, char *buf, size_t len)
{
  int k;

  buf[0] = '\0';
  for (k = 0; k < JCC_KIND_MAX; k++)
    if ((kinds & JCC_KIND_BIT (k)) != 0)
      {
	if (buf[0] != '\0')
	  strncat (buf, "+", len - strlen (buf) - 1);
	strncat (buf, jcc_scan_kind_name (k), len - strlen (buf) - 1);
      }
}

/* Indexes of the hazards, hottest first.  */

static const struct jcc_hazard_rec *jcc_sort_base;

static int
jcc_hotter (const void *a, const void *b)
{
  const struct jcc_hazard_rec *ha = &jcc_sort_base[*(const size_t *) a];
  const struct jcc_hazard_rec *hb = &jcc_sort_base[*(const size_t *) b];

  if (ha->h.count != hb->h.count)
    return ha->h.count > hb->h.count ? -1 : 1;
  return ha->h.start < hb->h.start ? -1 : ha->h.start > hb->h.start;
}

static size_t *
jcc_hottest (struct jcc_scan_sink *sink, size_t *n)
{
  size_t *idx = jcc_scan_xmalloc ((sink->nhazards + 1) * sizeof *idx);
  size_t i, m = 0;

  for (i = 0; i < sink->nhazards; i++)
    if (sink->hazards[i].h.count > 0)
      idx[m++] = i;
  jcc_sort_base = sink->hazards;
  qsort (idx, m, sizeof *idx, jcc_hotter);
  if (m > sink->opts->top)
    m = sink->opts->top;
  *n = m;
  return idx;
}

static double
jcc_share (uint64_t part, uint64_t whole)
{
  return whole == 0 ? 0.0 : 100.0 * (double) part / (double) whole;
}

static void
jcc_finish_text (struct jcc_scan_sink *sink)
{
  const struct jcc_scan_options *o = sink->opts;
  const struct jcc_scan_stats *st = &sink->stats;
  char kinds[128];
  size_t i;
  int k;

  for (i = 0; i < sink->nrelocs; i++)
    {
      const struct jcc_reloc_rec *r = &sink->relocs[i];

      printf ("%s: note: relocatable object: addresses are section "
	      "offsets, assuming each code section starts on a %u-byte "
	      "boundary", r->object, o->boundary);
      if (r->under == 0)
	printf ("; all %u are aligned to at least that\n", r->sections);
      else
	printf ("; %u of %u are aligned less, e.g. %s\n",
		r->under, r->sections, r->example);
    }

  for (i = 0; i < sink->nhazards; i++)
    {
      const struct jcc_hazard_rec *r = &sink->hazards[i];

      printf ("%s: 0x%" PRIx64 ": %s: %s: %s: bytes [0x%" PRIx64 ",0x%"
	      PRIx64 ") %s boundary 0x%" PRIx64,
	      r->object, (uint64_t) r->h.start, jcc_scan_kind_name (r->h.kind),
	      r->section, r->where, (uint64_t) r->h.start,
	      (uint64_t) r->h.end,
	      r->h.end > r->h.boundary ? "cross" : "end on",
	      (uint64_t) r->h.boundary);
      if (r->source != NULL)
	printf (" (%s)", r->source);
      if (st->have_profile)
	printf (" executed %" PRIu64, r->h.count);
      putchar ('\n');
    }

  for (i = 0; i < sink->nflushes; i++)
    {
      const struct jcc_flush_rec *r = &sink->flushes[i];

      printf ("%s: 0x%" PRIx64 ": unordered %s: %s: %s: reaches %s at 0x%"
	      PRIx64 " (%s) with no sfence, mfence or locked instruction",
	      r->object, (uint64_t) r->r.addr, jcc_scan_flush_name (r->r.what),
	      r->section, r->where, r->r.reached_what,
	      (uint64_t) r->r.reached, r->reached_where);
      if (r->source != NULL)
	printf (" (%s)", r->source);
      putchar ('\n');
    }

  jcc_kinds_text (o->kinds, kinds, sizeof kinds);
  printf ("%s: summary: boundary %u, kinds %s, %" PRIu64 " instructions",
	  sink->file, o->boundary, kinds, st->insns);
  if (st->bad > 0)
    printf (", %" PRIu64 " undecodable bytes", st->bad);
  putchar ('\n');
  printf ("  %-9s %10s %10s\n", "kind", "branches", "hazards");
  for (k = 0; k < JCC_KIND_MAX; k++)
    printf ("  %-9s %10" PRIu64 " %10" PRIu64 "%s\n",
	    jcc_scan_kind_name (k), st->branches[k], st->hazards[k],
	    (o->kinds & JCC_KIND_BIT (k)) ? "" : "  (not selected)");
  printf ("  padding: %" PRIu64 " NOP instructions, %" PRIu64
	  " NOP bytes; %" PRIu64 " instructions with %" PRIu64
	  " redundant segment prefixes\n",
	  st->nop_insns, st->nop_bytes, st->prefixed_insns,
	  st->pad_prefix_bytes);
  if (o->check_flush)
    printf ("  unordered flushes: %" PRIu64 "\n", st->unordered_flushes);

  if (st->have_profile)
    {
      size_t n, *idx;

      printf ("  profile: %s, load bias 0x%" PRIx64, o->profile,
	      (uint64_t) sink->bias);
      if (o->have_load_bias)
	printf (" (given)");
      else
	printf (" (functions agreeing: %u)", sink->bias_votes);
      printf (", %" PRIu64 " instructions executed\n", st->dyn_insns);
      printf ("  %-9s %14s %14s %7s\n", "kind", "executed", "in hazards",
	      "share");
      for (k = 0; k < JCC_KIND_MAX; k++)
	printf ("  %-9s %14" PRIu64 " %14" PRIu64 " %6.2f%%%s\n",
		jcc_scan_kind_name (k), st->dyn_branches[k],
		st->dyn_hazards[k],
		jcc_share (st->dyn_hazards[k], st->dyn_branches[k]),
		(o->kinds & JCC_KIND_BIT (k)) ? "" : "  (not selected)");
      printf ("  executed padding: %" PRIu64 " NOPs, %" PRIu64
	      " NOP bytes, %" PRIu64 " instructions with padding prefixes\n",
	      st->dyn_nop_insns, st->dyn_nop_bytes, st->dyn_prefixed_insns);
      idx = jcc_hottest (sink, &n);
      if (n > 0)
	printf ("  hottest hazards:\n");
      for (i = 0; i < n; i++)
	{
	  const struct jcc_hazard_rec *r = &sink->hazards[idx[i]];

	  printf ("  %4zu. %14" PRIu64 "  0x%" PRIx64 " %s %s%s%s%s\n", i + 1,
		  r->h.count, (uint64_t) r->h.start,
		  jcc_scan_kind_name (r->h.kind), r->where,
		  r->source ? " (" : "", r->source ? r->source : "",
		  r->source ? ")" : "");
	}
      free (idx);
    }
}

static void
jcc_json_kind_counts (const char *name, const uint64_t *counts)
{
  int k;

  jcc_json_string (name);
  printf (":{");
  for (k = 0; k < JCC_KIND_MAX; k++)
    printf ("%s\"%s\":%" PRIu64, k ? "," : "", jcc_scan_kind_name (k),
	    counts[k]);
  putchar ('}');
}

static void
jcc_finish_json (struct jcc_scan_sink *sink)
{
  const struct jcc_scan_options *o = sink->opts;
  const struct jcc_scan_stats *st = &sink->stats;
  size_t i;

  if (!jcc_json_first_file)
    printf (",\n");
  jcc_json_first_file = false;
  printf ("{\"file\":");
  jcc_json_string (sink->file);

  printf (",\n \"relocatable\":[");
  for (i = 0; i < sink->nrelocs; i++)
    {
      printf ("%s{\"object\":", i ? "," : "");
      jcc_json_string (sink->relocs[i].object);
      printf (",\"assumed_alignment\":%u,\"code_sections\":%u,"
	      "\"less_aligned\":%u}", o->boundary, sink->relocs[i].sections,
	      sink->relocs[i].under);
    }

  printf ("],\n \"hazards\":[");
  for (i = 0; i < sink->nhazards; i++)
    {
      const struct jcc_hazard_rec *r = &sink->hazards[i];

      printf ("%s\n  {\"object\":", i ? "," : "");
      jcc_json_string (r->object);
      printf (",\"address\":%" PRIu64 ",\"kind\":\"%s\",\"section\":",
	      (uint64_t) r->h.start, jcc_scan_kind_name (r->h.kind));
      jcc_json_string (r->section);
      printf (",\"where\":");
      jcc_json_string (r->where);
      printf (",\"start\":%" PRIu64 ",\"end\":%" PRIu64 ",\"boundary\":%"
	      PRIu64 ",\"relation\":\"%s\"", (uint64_t) r->h.start,
	      (uint64_t) r->h.end, (uint64_t) r->h.boundary,
	      r->h.end > r->h.boundary ? "crosses" : "ends_on");
      if (r->source != NULL)
	{
	  printf (",\"source\":");
	  jcc_json_string (r->source);
	}
      if (st->have_profile)
	printf (",\"executed\":%" PRIu64, r->h.count);
      putchar ('}');
    }

  printf ("],\n \"unordered_flushes\":[");
  for (i = 0; i < sink->nflushes; i++)
    {
      const struct jcc_flush_rec *r = &sink->flushes[i];

      printf ("%s\n  {\"object\":", i ? "," : "");
      jcc_json_string (r->object);
      printf (",\"address\":%" PRIu64 ",\"what\":\"%s\",\"section\":",
	      (uint64_t) r->r.addr, jcc_scan_flush_name (r->r.what));
      jcc_json_string (r->section);
      printf (",\"where\":");
      jcc_json_string (r->where);
      printf (",\"reaches\":");
      jcc_json_string (r->r.reached_what);
      printf (",\"reached_address\":%" PRIu64 ",\"reached_where\":",
	      (uint64_t) r->r.reached);
      jcc_json_string (r->reached_where);
      if (r->source != NULL)
	{
	  printf (",\"source\":");
	  jcc_json_string (r->source);
	}
      putchar ('}');
    }

  printf ("],\n \"summary\":{\"instructions\":%" PRIu64
	  ",\"undecodable_bytes\":%" PRIu64 ",", st->insns, st->bad);
  jcc_json_kind_counts ("branches", st->branches);
  putchar (',');
  jcc_json_kind_counts ("hazards", st->hazards);
  printf (",\"nop_instructions\":%" PRIu64 ",\"nop_bytes\":%" PRIu64
	  ",\"prefixed_instructions\":%" PRIu64
	  ",\"redundant_segment_prefixes\":%" PRIu64,
	  st->nop_insns, st->nop_bytes, st->prefixed_insns,
	  st->pad_prefix_bytes);
  if (o->check_flush)
    printf (",\"unordered_flushes\":%" PRIu64, st->unordered_flushes);
  putchar ('}');

  if (st->have_profile)
    {
      size_t n, *idx;

      printf (",\n \"profile\":{\"file\":");
      jcc_json_string (o->profile);
      printf (",\"load_bias\":%" PRIu64 ",\"instructions_executed\":%"
	      PRIu64 ",", (uint64_t) sink->bias, st->dyn_insns);
      jcc_json_kind_counts ("branches_executed", st->dyn_branches);
      putchar (',');
      jcc_json_kind_counts ("hazards_executed", st->dyn_hazards);
      printf (",\"nops_executed\":%" PRIu64 ",\"nop_bytes_executed\":%"
	      PRIu64 ",\"prefixed_instructions_executed\":%" PRIu64
	      ",\"hottest\":[", st->dyn_nop_insns, st->dyn_nop_bytes,
	      st->dyn_prefixed_insns);
      idx = jcc_hottest (sink, &n);
      for (i = 0; i < n; i++)
	printf ("%s{\"address\":%" PRIu64 ",\"executed\":%" PRIu64 "}",
		i ? "," : "", (uint64_t) sink->hazards[idx[i]].h.start,
		sink->hazards[idx[i]].h.count);
      free (idx);
      printf ("]}");
    }
  printf ("}");
}

/* Print everything collected for the file.  */

void
jcc_scan_sink_finish (struct jcc_scan_sink *sink)
{
  if (sink->opts->json)
    jcc_finish_json (sink);
  else
    jcc_finish_text (sink);
}

void
jcc_scan_report_begin (const struct jcc_scan_options *o)
{
  char kinds[128];

  if (!o->json)
    return;
  jcc_kinds_text (o->kinds, kinds, sizeof kinds);
  printf ("{\"program\":\"jcc-scan\",\"version\":\"%s\",\"boundary\":%u,"
	  "\"kinds\":\"%s\",\"files\":[\n", PACKAGE_VERSION, o->boundary,
	  kinds);
}

void
jcc_scan_report_end (const struct jcc_scan_options *o)
{
  if (o->json)
    printf ("]}\n");
}
