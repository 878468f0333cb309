/* decode.c -- drive the libopcodes x86 disassembler for jcc-scan.
   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.

   Instruction lengths and mnemonics come from binutils' own
   disassembler, the one objdump uses, so jcc-scan decodes exactly what
   gas encodes.  Its output is not printed: the styled print callback
   sorts the pieces into prefixes, mnemonic and operands, and the
   address callback records branch targets instead of formatting them.
   That skips most of the work objdump does per instruction.

   Most of the rest is skipped by a cache.  What libopcodes makes of an
   instruction, and so what jcc_scan_classify makes of its text,
   depends on nothing but the bytes it reads and the mode.  Mostly
   those are the instruction's own: x86 instructions are prefix-free,
   so bytes that a decoding once took as one instruction are that
   instruction wherever they occur.  Not always: a prefix that
   libopcodes prints on its own (a REX prefix before a legacy one,
   fwait before an instruction that is not x87) is an instruction of
   one byte only because of the byte after it, and some undefined forms
   (0f a7 2f: "xcrypt-ofb (bad)", one byte) read a ModRM byte they then
   leave out.  So a decoding is cached only if libopcodes read no byte
   beyond the instruction; and the last 15 bytes of a section, where
   libopcodes may run out of bytes, are always disassembled.
   Compiled code repeats itself (three instructions in four of
   libstdc++ repeat an earlier one byte for byte), so jcc-scan keeps the
   classification of each instruction of up to 8 bytes under its bytes
   and looks an instruction up, as its first 1 to 8 bytes (the length
   last seen after the same four bytes first), before it disassembles
   it.
   Undecodable bytes are never cached.

   Instructions that differ only in a displacement or an immediate
   decode alike too, but for a relative branch's target.  For the forms
   shape.c knows, which are most of compiled code, the cache holds the
   decoding under the bytes before the displacement and the immediate
   (the head) instead, and the target of a relative branch is
   recomputed from its displacement as libopcodes computes it.  Such a
   decoding is cached only if libopcodes found the length shape.c
   gives, and an address operand exactly where shape.c says there is a
   relative displacement.  Every relative branch short enough to be
   cached by its bytes has a shape, so an instruction cached by its
   bytes has no address operand (far direct jumps and calls, and
   branches with a 66 or 67 prefix, whose targets wrap, are never
   cached).

   The cache is off when the text of each instruction is wanted
   (--dump-insns).  With --verify-cache, every instruction taken from
   the cache is disassembled as well and the two compared: a debugging
   aid, and what the testsuite uses to prove the cache exact.  */

#include "jcc-scan.h"
#include <endian.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "dis-asm.h"

#define JCC_TEXT_MAX 256

/* The cache: direct-mapped, shared by all decoders (it holds the mode
   in each entry), allocated on first use.  */
#define JCC_CACHE_BITS 17
#define JCC_CACHE_MAX_LEN 8
/* Closer than this to the end of the buffer, always disassemble: one
   more than the longest instruction.  */
#define JCC_CACHE_MIN_AVAIL 16

struct jcc_cache_entry
{
  uint64_t bytes;		/* The instruction, zero-extended; or its
				   head, for an entry keyed by shape.  */
  uint8_t head;			/* The head's length, 0 if keyed by all
				   the bytes.  */
  bool mode64;
  /* Its decoding, with ADDR and TARGET 0; INSN.LEN is 0 if the entry
     is empty.  */
  struct jcc_scan_insn insn;
};

/* The two kinds of entry share one table.  */
static struct jcc_cache_entry *jcc_cache;

/* The length last seen for instructions that start with the same four
   bytes (hashed; 0 if none): the length to look up first.  Most lookups
   then touch one cache entry instead of up to eight, and this table is
   small enough to stay in the processor's cache.  */
#define JCC_HINT_BITS 16
static uint8_t jcc_len_hint[1 << JCC_HINT_BITS];

static inline unsigned int
jcc_hint_slot (uint64_t word, bool mode64)
{
  uint32_t h = ((uint32_t) word ^ (uint32_t) mode64) * UINT32_C (0x9e3779b1);

  return h >> (32 - JCC_HINT_BITS);
}

struct jcc_scan_decoder
{
  struct disassemble_info info;
  disassembler_ftype print_insn;
  bool mode64;
  enum jcc_scan_cache_mode cache;
  /* With JCC_CACHE_VERIFY: the instructions whose cached decoding
     differed from libopcodes', and the address of the first.  */
  size_t mismatches;
  bfd_vma first_mismatch;
  /* The pieces of the current instruction.  HEAD collects the
     mnemonic-styled text (prefixes and mnemonic), OPS the operands.  */
  char head[JCC_TEXT_MAX];
  size_t head_len;
  char ops[JCC_TEXT_MAX];
  size_t ops_len;
  bool in_ops;
  bool in_comment;
  bool have_target;
  bfd_vma target;
  /* One past the last byte libopcodes read.  */
  bfd_vma fetched_end;
  /* The split of HEAD for the last instruction, and its whole text,
     built only when asked for.  */
  const char *prefixes;
  const char *mnemonic;
  char text[2 * JCC_TEXT_MAX + 2];
};

/* Append LEN bytes of S to BUF of fill *FILL, truncating quietly.  */

static void
jcc_append (char *buf, size_t *fill, const char *s, size_t len)
{
  if (*fill + len >= JCC_TEXT_MAX)
    len = JCC_TEXT_MAX - 1 - *fill;
  memcpy (buf + *fill, s, len);
  *fill += len;
  buf[*fill] = '\0';
}

/* Route one piece S of LEN bytes in style STYLE.  */

static void
jcc_piece (struct jcc_scan_decoder *d, enum disassembler_style style,
	   const char *s, size_t len)
{
  if (d->in_comment)
    return;
  if (style == dis_style_comment_start)
    {
      /* What follows is objdump's "# address" annotation of a
	 RIP-relative operand; the operand text already says %rip.  */
      d->in_comment = true;
      return;
    }
  if (!d->in_ops && style == dis_style_mnemonic)
    jcc_append (d->head, &d->head_len, s, len);
  else
    {
      d->in_ops = true;
      jcc_append (d->ops, &d->ops_len, s, len);
    }
}

/* The styled print callback.  i386-dis.c always calls it with "%.*s";
   take that shape directly and format anything else.  */

static int
jcc_styled_printf (void *stream, enum disassembler_style style,
		   const char *fmt, ...)
{
  struct jcc_scan_decoder *d = stream;
  va_list ap;

  va_start (ap, fmt);
  if (fmt[0] == '%' && fmt[1] == '.' && fmt[2] == '*' && fmt[3] == 's'
      && fmt[4] == '\0')
    {
      int len = va_arg (ap, int);
      const char *s = va_arg (ap, const char *);
      if (len > 0)
	jcc_piece (d, style, s, (size_t) len);
    }
  else
    {
      char buf[JCC_TEXT_MAX];
      int n = vsnprintf (buf, sizeof buf, fmt, ap);
      if (n > 0)
	jcc_piece (d, style, buf,
		   (size_t) n < sizeof buf ? (size_t) n : sizeof buf - 1);
    }
  va_end (ap);
  return 0;
}

/* The plain print callback: only error messages use it.  */

static int
jcc_printf (void *stream, const char *fmt, ...)
{
  struct jcc_scan_decoder *d = stream;
  char buf[JCC_TEXT_MAX];
  va_list ap;
  int n;

  va_start (ap, fmt);
  n = vsnprintf (buf, sizeof buf, fmt, ap);
  va_end (ap);
  if (n > 0)
    jcc_piece (d, dis_style_text, buf,
	       (size_t) n < sizeof buf ? (size_t) n : sizeof buf - 1);
  return 0;
}

/* Record ADDR, the target of a branch or a memory operand, and print
   a placeholder so that the operand text stays well formed.  */

static void
jcc_print_address (bfd_vma addr, struct disassemble_info *info)
{
  struct jcc_scan_decoder *d = info->stream;

  if (!d->in_comment)
    {
      d->have_target = true;
      d->target = addr;
      jcc_piece (d, dis_style_address, "@", 1);
    }
}

/* Read LENGTH bytes at MEMADDR for libopcodes, noting how far it
   reads.  */

static int
jcc_read_memory (bfd_vma memaddr, bfd_byte *myaddr, unsigned int length,
		 struct disassemble_info *info)
{
  struct jcc_scan_decoder *d = info->stream;

  if (memaddr + length > d->fetched_end)
    d->fetched_end = memaddr + length;
  return buffer_read_memory (memaddr, myaddr, length, info);
}

/* Reading past the buffer means a truncated instruction; the caller
   sees the short length and reports it as undecodable.  */

static void
jcc_memory_error (int status ATTRIBUTE_UNUSED, bfd_vma addr ATTRIBUTE_UNUSED,
		  struct disassemble_info *info ATTRIBUTE_UNUSED)
{
}

/* Make a decoder for the code of ABFD, in 64-bit mode if MODE64.  Unless
   CACHE is JCC_CACHE_OFF, it may take an instruction's classification
   from the cache, and jcc_scan_decoder_text cannot be used.  */

struct jcc_scan_decoder *
jcc_scan_decoder_new (bfd *abfd, bool mode64, enum jcc_scan_cache_mode cache)
{
  struct jcc_scan_decoder *d = jcc_scan_xmalloc (sizeof *d);

  memset (d, 0, sizeof *d);
  d->mode64 = mode64;
  d->cache = cache;
  if (cache != JCC_CACHE_OFF && jcc_cache == NULL)
    {
      jcc_cache = jcc_scan_xmalloc (sizeof *jcc_cache << JCC_CACHE_BITS);
      memset (jcc_cache, 0, sizeof *jcc_cache << JCC_CACHE_BITS);
    }
  init_disassemble_info (&d->info, d, jcc_printf, jcc_styled_printf);
  d->info.arch = bfd_arch_i386;
  d->info.mach = mode64 ? bfd_mach_x86_64 : bfd_mach_i386_i386;
  d->info.endian = BFD_ENDIAN_LITTLE;
  d->info.print_address_func = jcc_print_address;
  d->info.memory_error_func = jcc_memory_error;
  d->info.read_memory_func = jcc_read_memory;
  disassemble_init_for_target (&d->info);
  d->print_insn = disassembler (bfd_arch_i386, false, d->info.mach, abfd);
  if (d->print_insn == NULL)
    {
      free (d);
      return NULL;
    }
  return d;
}

/* With JCC_CACHE_VERIFY, how many cached decodings differed from
   libopcodes', and in *FIRST the address of the first.  */

size_t
jcc_scan_decoder_mismatches (const struct jcc_scan_decoder *d,
			     bfd_vma *first)
{
  *first = d->first_mismatch;
  return d->mismatches;
}

void
jcc_scan_decoder_free (struct jcc_scan_decoder *d)
{
  if (d != NULL)
    disassemble_free_target (&d->info);
  free (d);
}

/* Decode from BUF, LEN bytes that start at address VMA.  */

void
jcc_scan_decoder_set_buffer (struct jcc_scan_decoder *d, const uint8_t *buf,
			     size_t len, bfd_vma vma)
{
  d->info.buffer = (bfd_byte *) buf;
  d->info.buffer_length = len;
  d->info.buffer_vma = vma;
}

/* The first LEN bytes of WORD, the first bytes of an instruction.  */

static inline uint64_t
jcc_cache_key (uint64_t word, unsigned int len)
{
  return len == 8 ? word : word & ((UINT64_C (1) << (8 * len)) - 1);
}

/* The cache slot for BYTES in mode MODE64: the LEN bytes of an
   instruction if HEAD is 0, else the HEAD bytes of the head of one of
   LEN bytes.  */

static struct jcc_cache_entry *
jcc_cache_slot (uint64_t bytes, unsigned int len, unsigned int head,
		bool mode64)
{
  uint64_t tag = ((uint64_t) len << 5 | (uint64_t) head << 1 | mode64) << 48;
  uint64_t h = (bytes ^ tag) * UINT64_C (0x9e3779b97f4a7c15);

  return &jcc_cache[h >> (64 - JCC_CACHE_BITS)];
}

/* The target of the relative branch of shape S at ADDR, whose bytes
   are P, as libopcodes computes it (OP_J): the address of the next
   instruction plus the sign-extended displacement, wrapped to 32 bits
   outside 64-bit mode.  */

static bfd_vma
jcc_relative_target (const uint8_t *p, const struct jcc_scan_shape *s,
		     bfd_vma addr, bool mode64)
{
  int64_t disp;
  bfd_vma target;

  if (s->rel == 1)
    disp = (int8_t) p[s->len - 1];
  else
    {
      uint32_t v;

      memcpy (&v, p + s->len - 4, sizeof v);
      disp = (int32_t) le32toh (v);
    }
  target = addr + s->len + (bfd_vma) disp;
  return mode64 ? target : target & 0xffffffff;
}

/* Look the instruction at ADDR up in the cache; if it is there, fill
   in INSN and return its length, else return 0.  Either way set
   *SHAPE to its shape (SHAPE->LEN 0 if shape.c does not know it, or
   if it is too near the end to be cached) and *WORD to its first
   bytes, zero-extended, for jcc_cache_store.  */

static int
jcc_cache_lookup (struct jcc_scan_decoder *d, bfd_vma addr,
		  struct jcc_scan_insn *insn, struct jcc_scan_shape *shape,
		  uint64_t *word)
{
  const uint8_t *p = d->info.buffer + (addr - d->info.buffer_vma);
  bfd_vma avail = d->info.buffer_vma + d->info.buffer_length - addr;
  unsigned int len, i, hint;
  uint64_t w, key;
  const struct jcc_cache_entry *e;

  *word = 0;
  shape->len = 0;
  if (avail < JCC_CACHE_MIN_AVAIL)
    return 0;
  /* x86 is little-endian: the first byte is the lowest.  */
  memcpy (&w, p, sizeof w);
  w = le64toh (w);
  *word = w;

  if (jcc_scan_shape (p, avail, d->mode64, shape))
    {
      key = jcc_cache_key (w, shape->head);
      e = jcc_cache_slot (key, shape->len, shape->head, d->mode64);
      if (e->insn.len != shape->len || e->head != shape->head
	  || e->bytes != key || e->mode64 != d->mode64)
	return 0;
      *insn = e->insn;
      insn->addr = addr;
      if (shape->rel != 0)
	insn->target = jcc_relative_target (p, shape, addr, d->mode64);
      return shape->len;
    }

  hint = jcc_len_hint[jcc_hint_slot (w, d->mode64)];
  for (i = 0; i <= JCC_CACHE_MAX_LEN; i++)
    {
      /* The hinted length first, then the others.  */
      len = i == 0 ? hint : i;
      if (len == 0 || (i != 0 && len == hint))
	continue;
      key = jcc_cache_key (w, len);
      e = jcc_cache_slot (key, len, 0, d->mode64);
      if (e->insn.len == len && e->head == 0 && e->bytes == key
	  && e->mode64 == d->mode64)
	{
	  if (i != 0)
	    jcc_len_hint[jcc_hint_slot (w, d->mode64)] = (uint8_t) len;
	  *insn = e->insn;
	  insn->addr = addr;
	  return len;
	}
    }
  return 0;
}

/* Remember INSN, just disassembled, whose shape is SHAPE and first
   bytes WORD (as jcc_cache_lookup set them), in the cache.  */

static void
jcc_cache_store (struct jcc_scan_decoder *d, const struct jcc_scan_insn *insn,
		 const struct jcc_scan_shape *shape, uint64_t word)
{
  uint64_t key;
  struct jcc_cache_entry *e;
  const uint8_t *bytes = d->info.buffer + (insn->addr - d->info.buffer_vma);

  if (insn->cls == JCC_CLASS_BAD
      || (d->info.buffer_vma + d->info.buffer_length - insn->addr
	  < JCC_CACHE_MIN_AVAIL)
      || d->fetched_end > insn->addr + insn->len)
    return;

  if (shape->len != 0)
    {
      /* Only if libopcodes agrees on the length, and found a target
	 exactly where the shape has a relative displacement.  */
      if (insn->len != shape->len)
	return;
      if (shape->rel != 0
	  ? !(insn->has_target
	      && insn->target == jcc_relative_target (bytes, shape,
						      insn->addr, d->mode64))
	  : d->have_target)
	return;
      key = jcc_cache_key (word, shape->head);
      e = jcc_cache_slot (key, shape->len, shape->head, d->mode64);
      e->bytes = key;
      e->head = shape->head;
      e->mode64 = d->mode64;
      e->insn = *insn;
      e->insn.addr = 0;
      e->insn.target = 0;
      return;
    }

  if (insn->len > JCC_CACHE_MAX_LEN || d->have_target)
    return;
  key = jcc_cache_key (word, insn->len);
  jcc_len_hint[jcc_hint_slot (word, d->mode64)] = insn->len;
  e = jcc_cache_slot (key, insn->len, 0, d->mode64);
  e->bytes = key;
  e->head = 0;
  e->mode64 = d->mode64;
  e->insn = *insn;
  e->insn.addr = 0;
}

/* Disassemble the instruction at ADDR into INSN with libopcodes.
   Returns its length, at least 1; undecodable bytes come back one at
   a time as JCC_CLASS_BAD.  */

static int
jcc_disassemble (struct jcc_scan_decoder *d, bfd_vma addr,
		 struct jcc_scan_insn *insn)
{
  int len;
  char *prefixes, *mnemonic, *p;

  d->head_len = 0;
  d->head[0] = '\0';
  d->ops_len = 0;
  d->ops[0] = '\0';
  d->in_ops = false;
  d->in_comment = false;
  d->have_target = false;
  d->target = 0;
  d->fetched_end = addr;

  len = d->print_insn (addr, &d->info);

  memset (insn, 0, sizeof *insn);
  insn->addr = addr;
  insn->cc = JCC_CC_NONE;
  if (len <= 0
      || (bfd_vma) len > d->info.buffer_vma + d->info.buffer_length - addr
      || d->head_len == 0)
    {
      insn->len = 1;
      insn->cls = JCC_CLASS_BAD;
      d->prefixes = "";
      d->mnemonic = "(bad)";
      d->ops[0] = '\0';
      return 1;
    }
  insn->len = (uint8_t) len;

  /* HEAD is "PREFIX PREFIX MNEMONIC   ": split off the last word.  */
  while (d->head_len > 0 && d->head[d->head_len - 1] == ' ')
    d->head[--d->head_len] = '\0';
  p = strrchr (d->head, ' ');
  if (p != NULL)
    {
      *p = '\0';
      prefixes = d->head;
      mnemonic = p + 1;
    }
  else
    {
      prefixes = d->head + d->head_len;	/* Empty.  */
      mnemonic = d->head;
    }
  d->prefixes = prefixes;
  d->mnemonic = mnemonic;
  jcc_scan_classify (prefixes, mnemonic, d->ops,
		     d->info.buffer + (addr - d->info.buffer_vma), d->mode64,
		     insn);
  if (d->have_target
      && (insn->cls == JCC_CLASS_JCC || insn->cls == JCC_CLASS_JMP
	  || insn->cls == JCC_CLASS_CALL))
    {
      insn->target = d->target;
      insn->has_target = 1;
    }
  return len;
}

/* Whether A and B are the same decoding.  */

static bool
jcc_same_insn (const struct jcc_scan_insn *a, const struct jcc_scan_insn *b)
{
  return (a->addr == b->addr && a->target == b->target && a->len == b->len
	  && a->cls == b->cls && a->cc == b->cc && a->fuse == b->fuse
	  && a->flush == b->flush && a->pad_prefixes == b->pad_prefixes
	  && a->nop == b->nop && a->has_target == b->has_target
	  && a->frame_store == b->frame_store);
}

/* Decode the instruction at ADDR into INSN, from the cache if it can.
   Returns its length, at least 1; undecodable bytes come back one at
   a time as JCC_CLASS_BAD.  */

int
jcc_scan_decode (struct jcc_scan_decoder *d, bfd_vma addr,
		 struct jcc_scan_insn *insn)
{
  struct jcc_scan_shape shape;
  struct jcc_scan_insn cached;
  uint64_t word;
  bool hit;
  int len;

  if (d->cache == JCC_CACHE_OFF)
    return jcc_disassemble (d, addr, insn);
  if (d->cache == JCC_CACHE_ON)
    {
      len = jcc_cache_lookup (d, addr, insn, &shape, &word);
      if (len > 0)
	return len;
      hit = false;
    }
  else
    hit = jcc_cache_lookup (d, addr, &cached, &shape, &word) > 0;

  len = jcc_disassemble (d, addr, insn);
  if (!hit)
    jcc_cache_store (d, insn, &shape, word);
  else if (!jcc_same_insn (&cached, insn))
    {
      if (d->mismatches++ == 0)
	d->first_mismatch = addr;
    }
  return len;
}

/* The text of the instruction last decoded, for diagnostics.  */

const char *
jcc_scan_decoder_text (struct jcc_scan_decoder *d)
{
  snprintf (d->text, sizeof d->text, "%s%s%s%s%s", d->prefixes,
	    *d->prefixes ? " " : "", d->mnemonic, *d->ops ? " " : "", d->ops);
  return d->text;
}
