/* scan.c -- find JCC-erratum hazards and unordered flushes in one
   code section.
   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.  */

#include "jcc-scan.h"
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* Whether the bytes [START, END) cross or end on a multiple of
   BOUNDARY: with S = START mod BOUNDARY, iff S + (END - START) >=
   BOUNDARY.  Stores the boundary in *AT.  */

static bool
jcc_spans_boundary (bfd_vma start, bfd_vma end, unsigned int boundary,
		    bfd_vma *at)
{
  bfd_vma mask = (bfd_vma) boundary - 1;

  if ((start & mask) + (end - start) < boundary)
    return false;
  *at = (start | mask) + 1;
  return true;
}

/* The erratum kind of the branch INSN, given whether it is the second
   half of a macro-fused pair.  */

static int
jcc_insn_kind (const struct jcc_scan_insn *insn, bool fused)
{
  switch (insn->cls)
    {
    case JCC_CLASS_JCC:
      return fused ? JCC_KIND_FUSED : JCC_KIND_JCC;
    case JCC_CLASS_JMP:
      return JCC_KIND_JMP;
    case JCC_CLASS_CALL:
      return JCC_KIND_CALL;
    case JCC_CLASS_RET:
      return JCC_KIND_RET;
    case JCC_CLASS_JMP_INDIRECT:
    case JCC_CLASS_CALL_INDIRECT:
      return JCC_KIND_INDIRECT;
    default:
      return -1;
    }
}

/* The function of section S that contains ADDR, or NULL; *FI is where
   the search starts, and ADDR no smaller than at the call before.  */

static const struct jcc_scan_func *
jcc_func_at (const struct jcc_scan_section *s, size_t *fi, bfd_vma addr)
{
  while (*fi < s->nfuncs && s->funcs[*fi].start <= addr)
    (*fi)++;
  return (*fi > 0 && addr < s->funcs[*fi - 1].end
	  ? &s->funcs[*fi - 1] : NULL);
}

/* Whether IN is the conditional jump of a macro-fused pair whose first
   half is PREV, the instruction before it; FUNC is the function that
   contains IN, or NULL.  A pair never spans the start of a function.  */

static bool
jcc_pair_fuses (const struct jcc_scan_insn *prev,
		const struct jcc_scan_insn *in,
		const struct jcc_scan_func *func)
{
  return (in->cls == JCC_CLASS_JCC
	  && prev->addr + prev->len == in->addr
	  && jcc_scan_fuses (prev->fuse, in->cc)
	  && (func == NULL || prev->addr >= func->start));
}

/* Index of the instruction starting at ADDR among the N in INSNS, or
   -1 if none starts there.  */

static long
jcc_insn_at (const struct jcc_scan_insn *insns, size_t n, bfd_vma addr)
{
  size_t lo = 0, hi = n;

  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;

      if (insns[mid].addr < addr)
	lo = mid + 1;
      else
	hi = mid;
    }
  return lo < n && insns[lo].addr == addr ? (long) lo : -1;
}

/* The flush-ordering check for the instructions [FIRST, LAST) of one
   function of section S.  From each CLFLUSHOPT, CLWB or non-temporal
   store, follow the paths inside the function -- fall-through and
   direct jump targets -- breadth first, stopping at a fence (sfence,
   mfence, a locked instruction).  The first ordinary
   store, call or return reached is reported; so is leaving the
   function by an indirect or far jump, a jump outside it or running
   off its end, which is a return as far as the function can tell.  Other
   flushes and non-temporal stores on the way are not "the store":
   they are the unordered writes a fence later orders together; but a
   non-temporal store reached from a CLFLUSHOPT or CLWB is, since it
   may become durable before the line is written back.  Unless
   NO_FRAME_STORES, stores to the stack frame count too.  */

static void
jcc_check_flush (struct jcc_scan_section *s, struct jcc_scan_insn *insns,
		 size_t first, size_t last, const struct jcc_scan_func *func,
		 bool no_frame_stores, struct jcc_scan_sink *sink)
{
  size_t n = last - first, i;
  unsigned char *seen = NULL;
  size_t *queue = NULL;
  bfd_vma fstart = insns[first].addr, fend = insns[last - 1].addr
    + insns[last - 1].len;

  for (i = first; i < last; i++)
    {
      size_t head = 0, tail = 0;
      struct jcc_scan_flush_report r;

      if (insns[i].flush != JCC_FLUSH_CLFLUSHOPT
	  && insns[i].flush != JCC_FLUSH_CLWB
	  && insns[i].flush != JCC_FLUSH_MOVNT)
	continue;
      if (seen == NULL)
	{
	  seen = jcc_scan_xmalloc (n);
	  queue = jcc_scan_xmalloc (n * sizeof *queue);
	}
      memset (seen, 0, n);
      memset (&r, 0, sizeof r);
      r.what = insns[i].flush;
      r.addr = insns[i].addr;
      r.func = func;
      seen[i - first] = 1;
      queue[tail++] = i;
      while (head < tail && r.reached_what == NULL)
	{
	  size_t k = queue[head++];
	  const struct jcc_scan_insn *in = &insns[k];
	  size_t succ[2];
	  int nsucc = 0, j;

	  if (k != i)
	    {
	      if (in->flush == JCC_FLUSH_FENCE)
		continue;
	      if (in->flush == JCC_FLUSH_STORE
		  && !(no_frame_stores && in->frame_store))
		r.reached_what = "store";
	      else if (in->flush == JCC_FLUSH_MOVNT
		       && r.what != JCC_FLUSH_MOVNT)
		r.reached_what = "non-temporal store";
	      else if (in->cls == JCC_CLASS_CALL
		       || in->cls == JCC_CLASS_CALL_INDIRECT)
		r.reached_what = "call";
	      else if (in->cls == JCC_CLASS_RET)
		r.reached_what = "return";
	      if (r.reached_what != NULL)
		{
		  r.reached = in->addr;
		  break;
		}
	    }
	  if (in->cls == JCC_CLASS_JMP_INDIRECT)
	    {
	      r.reached_what = "indirect jump";
	      r.reached = in->addr;
	      break;
	    }
	  if ((in->cls == JCC_CLASS_JCC || in->cls == JCC_CLASS_JMP)
	      && in->target_reloc)
	    {
	      /* Its target is another function or section.  */
	      r.reached_what = "tail jump";
	      r.reached = in->addr;
	      break;
	    }
	  if (in->cls == JCC_CLASS_JMP && !in->has_target)
	    {
	      /* A direct far jump (ljmp $SEG, $OFFSET) leaves for another
		 code segment.  */
	      r.reached_what = "far jump";
	      r.reached = in->addr;
	      break;
	    }
	  if ((in->cls == JCC_CLASS_JCC || in->cls == JCC_CLASS_JMP)
	      && in->has_target)
	    {
	      long t = -1;

	      if (in->target >= fstart && in->target < fend)
		t = jcc_insn_at (insns + first, n, in->target);
	      if (t < 0)
		{
		  r.reached_what = "tail jump";
		  r.reached = in->addr;
		  break;
		}
	      succ[nsucc++] = first + (size_t) t;
	    }
	  if (in->cls != JCC_CLASS_JMP && in->cls != JCC_CLASS_RET
	      && in->cls != JCC_CLASS_BAD)
	    {
	      if (k + 1 >= last)
		{
		  r.reached_what = "function end";
		  r.reached = in->addr;
		  break;
		}
	      succ[nsucc++] = k + 1;
	    }
	  for (j = 0; j < nsucc; j++)
	    if (!seen[succ[j] - first])
	      {
		seen[succ[j] - first] = 1;
		queue[tail++] = succ[j];
	      }
	}
      if (r.reached_what != NULL)
	jcc_scan_sink_flush (sink, s, &r);
    }
  free (seen);
  free (queue);
}

static const char *const jcc_class_names[] =
{
  "-", "jcc", "jmp", "call", "ret", "jmp*", "call*", "bad"
};

/* Print INSN, decoded by D, for --dump-insns, with the number of
   times it ran if PROF, a profile whose addresses are BIAS above the
   file's, is not NULL; FUSED says whether INSN is the jump of a
   macro-fused pair.  */

static void
jcc_dump_insn (struct jcc_scan_section *s, struct jcc_scan_decoder *d,
	       const struct jcc_scan_insn *in, bool fused,
	       const struct jcc_scan_profile *prof, bfd_vma bias)
{
  printf ("%s: %s: 0x%" PRIx64 " %u %s", s->file, s->name,
	  (uint64_t) in->addr, in->len, jcc_class_names[in->cls]);
  if (in->cc != JCC_CC_NONE)
    printf (" cc=%u", in->cc);
  if (fused)
    printf (" fused");
  if (in->fuse != JCC_FUSE_NONE)
    printf (" fuse=%u", in->fuse);
  if (in->flush != JCC_FLUSH_NONE)
    printf (" %s", jcc_scan_flush_name (in->flush));
  if (in->nop)
    printf (" nop");
  if (in->pad_prefixes)
    printf (" pad=%u", in->pad_prefixes);
  if (prof != NULL)
    printf (" count=%" PRIu64,
	    jcc_scan_profile_count (prof, in->addr + bias));
  printf (" | %s\n", jcc_scan_decoder_text (d));
}

/* Decode section S, with the cache mode CACHE; print each instruction
   if DUMP, with its execution count from PROF (addresses BIAS above
   the file's) if that is not NULL.  Return the instructions and their
   number in *COUNT, or NULL on errors.  */

static struct jcc_scan_insn *
jcc_decode_section (struct jcc_scan_section *s, bool dump,
		    enum jcc_scan_cache_mode cache,
		    const struct jcc_scan_profile *prof, bfd_vma bias,
		    size_t *count)
{
  struct jcc_scan_decoder *d;
  struct jcc_scan_insn *insns;
  size_t n = 0, cap;
  bfd_vma addr, end = s->vma + s->size;
  size_t ri = 0, fi = 0;

  d = jcc_scan_decoder_new (s->abfd, s->mode64, dump ? JCC_CACHE_OFF : cache);
  if (d == NULL)
    {
      jcc_scan_error (s->file, "libopcodes has no x86 disassembler");
      return NULL;
    }
  jcc_scan_decoder_set_buffer (d, s->contents, s->size, s->vma);
  /* Compiled code averages about four bytes an instruction.  */
  cap = s->size / 3 + 16;
  insns = jcc_scan_xmalloc (cap * sizeof *insns);
  for (addr = s->vma; addr < end;)
    {
      if (n == cap)
	{
	  cap *= 2;
	  insns = jcc_scan_xrealloc (insns, cap * sizeof *insns);
	}
      addr += jcc_scan_decode (d, addr, &insns[n]);
      /* A relocation in it: not a no-op whatever its bytes say, and,
	 for a direct branch, not going where its displacement says.  */
      while (ri < s->nrelocs && s->relocs[ri] < insns[n].addr)
	ri++;
      if (ri < s->nrelocs && s->relocs[ri] < insns[n].addr + insns[n].len)
	{
	  insns[n].nop = 0;
	  if (insns[n].has_target)
	    insns[n].target_reloc = 1;
	}
      if (dump)
	jcc_dump_insn (s, d, &insns[n],
		       n > 0 && jcc_pair_fuses (&insns[n - 1], &insns[n],
						jcc_func_at (s, &fi,
							     insns[n].addr)),
		       prof, bias);
      n++;
    }
  size_t mismatches = jcc_scan_decoder_mismatches (d, &addr);
  if (mismatches != 0)
    {
      jcc_scan_error (s->file, "internal error: %s: %zu cached decodings "
		      "differ from the disassembler's, the first at 0x%"
		      PRIx64, s->name, mismatches, (uint64_t) addr);
      jcc_scan_decoder_free (d);
      free (insns);
      return NULL;
    }
  jcc_scan_decoder_free (d);
  *count = n;
  return insns;
}

/* Analyse section S with options OPTS, reporting to SINK.  */

bool
jcc_scan_section (struct jcc_scan_section *s,
		  const struct jcc_scan_options *opts,
		  struct jcc_scan_sink *sink)
{
  struct jcc_scan_stats *st = jcc_scan_sink_stats (sink);
  const struct jcc_scan_profile *prof = jcc_scan_sink_profile (sink);
  bfd_vma bias = jcc_scan_sink_bias (sink);
  struct jcc_scan_insn *insns;
  size_t n, i, fi = 0;
  unsigned char *selected = NULL;
  const struct jcc_scan_func *func = NULL;
  bool in_selected = !opts->have_function_re;

  insns = jcc_decode_section (s, opts->dump_insns, opts->cache, prof, bias,
			      &n);
  if (insns == NULL)
    return false;
  jcc_scan_sink_section (sink, s);

  /* Which functions --function selects.  */
  if (opts->have_function_re)
    {
      selected = jcc_scan_xmalloc (s->nfuncs + 1);
      for (i = 0; i < s->nfuncs; i++)
	selected[i] = regexec (&opts->function_re, s->funcs[i].name, 0, NULL,
			       0) == 0;
    }

  for (i = 0; i < n; i++)
    {
      struct jcc_scan_insn *in = &insns[i];
      uint64_t count = 0;
      bool fused = false;
      int kind;

      func = jcc_func_at (s, &fi, in->addr);
      if (opts->have_function_re)
	in_selected = func != NULL && selected[func - s->funcs];
      if (!in_selected)
	continue;

      if (prof != NULL)
	count = jcc_scan_profile_count (prof, in->addr + bias);
      st->insns++;
      st->dyn_insns += count;
      if (in->cls == JCC_CLASS_BAD)
	st->bad++;
      if (in->nop)
	{
	  st->nop_insns++;
	  st->nop_bytes += in->len;
	  st->dyn_nop_insns += count;
	  st->dyn_nop_bytes += count * in->len;
	}
      if (in->pad_prefixes > 0)
	{
	  st->prefixed_insns++;
	  st->pad_prefix_bytes += in->pad_prefixes;
	  st->dyn_prefixed_insns += count;
	}

      if (i > 0 && (opts->kinds & JCC_KIND_BIT (JCC_KIND_FUSED)) != 0
	  && jcc_pair_fuses (&insns[i - 1], in, func))
	fused = true;
      kind = jcc_insn_kind (in, fused);
      if (kind < 0)
	continue;

      {
	struct jcc_scan_hazard h;
	bfd_vma start = fused ? insns[i - 1].addr : in->addr;

	if (fused && prof != NULL)
	  count = jcc_scan_profile_count (prof, start + bias);
	st->branches[kind]++;
	st->dyn_branches[kind] += count;
	if (!jcc_spans_boundary (start, in->addr + in->len, opts->boundary,
				 &h.boundary))
	  continue;
	st->hazards[kind]++;
	st->dyn_hazards[kind] += count;
	if ((opts->kinds & JCC_KIND_BIT (kind)) == 0)
	  continue;
	h.kind = (enum jcc_scan_kind) kind;
	h.start = start;
	h.end = in->addr + in->len;
	h.branch = in->addr;
	h.func = fi > 0 ? &s->funcs[fi - 1] : NULL;
	h.count = count;
	jcc_scan_sink_hazard (sink, s, &h);
      }
    }

  if (opts->check_flush)
    {
      /* Function by function; without symbols the whole section is
	 one.  */
      if (s->nfuncs == 0)
	{
	  if (n > 0 && !opts->have_function_re)
	    jcc_check_flush (s, insns, 0, n, NULL, opts->no_frame_stores,
			     sink);
	}
      else
	for (fi = 0; fi < s->nfuncs; fi++)
	  {
	    const struct jcc_scan_func *f = &s->funcs[fi];
	    long a;
	    size_t b;

	    if (opts->have_function_re && !selected[fi])
	      continue;
	    a = jcc_insn_at (insns, n, f->start);
	    if (a < 0)
	      continue;
	    for (b = (size_t) a; b < n && insns[b].addr < f->end; b++)
	      ;
	    jcc_check_flush (s, insns, (size_t) a, b, f, opts->no_frame_stores,
			     sink);
	  }
    }

  free (selected);
  free (insns);
  return true;
}
