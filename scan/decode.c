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
   depends on nothing but its bytes and the mode: x86 instructions are
   prefix-free, so bytes that a decoding once took as one instruction
   are that instruction wherever they occur.  Except prefixes: a prefix
   that libopcodes prints on its own (a REX prefix before a legacy one,
   fwait before an instruction that is not x87) is an instruction of
   one byte only because of the byte after it, so an instruction made of
   prefixes alone is never cached; and the last 15 bytes of a section,
   where libopcodes may run out of bytes, are always disassembled.
   Compiled code repeats itself (three instructions in four of
   libstdc++ repeat an earlier one byte for byte), so jcc-scan keeps the
   classification of each instruction of up to 8 bytes under its bytes
   and looks an instruction up, as its first 1 to 8 bytes (the length
   last seen after the same four bytes first), before it disassembles
   it.
   A direct branch is cached with its target as a distance from its own
   address if it is one of the relative forms, whose target moves with
   it; other instructions with an address operand (far direct jumps and
   calls, and any with a 66 or 67 prefix, whose targets wrap) and
   undecodable bytes are never cached.  The cache is off when the text
   of each instruction is wanted (--dump-insns).  */

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
  uint64_t bytes;		/* The instruction, zero-extended.  */
  bool mode64;
  /* Its decoding, with ADDR 0, and TARGET, if HAS_TARGET, the
     distance from the instruction's address; INSN.LEN is 0 if the
     entry is empty.  */
  struct jcc_scan_insn insn;
};

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
  bool use_cache;
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

/* Reading past the buffer means a truncated instruction; the caller
   sees the short length and reports it as undecodable.  */

static void
jcc_memory_error (int status ATTRIBUTE_UNUSED, bfd_vma addr ATTRIBUTE_UNUSED,
		  struct disassemble_info *info ATTRIBUTE_UNUSED)
{
}

/* Make a decoder for the code of ABFD, in 64-bit mode if MODE64.  If
   USE_CACHE, it may take an instruction's classification from the
   cache, and jcc_scan_decoder_text cannot be used.  */

struct jcc_scan_decoder *
jcc_scan_decoder_new (bfd *abfd, bool mode64, bool use_cache)
{
  struct jcc_scan_decoder *d = jcc_scan_xmalloc (sizeof *d);

  memset (d, 0, sizeof *d);
  d->mode64 = mode64;
  d->use_cache = use_cache;
  if (use_cache && jcc_cache == NULL)
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
  disassemble_init_for_target (&d->info);
  d->print_insn = disassembler (bfd_arch_i386, false, d->info.mach, abfd);
  if (d->print_insn == NULL)
    {
      free (d);
      return NULL;
    }
  return d;
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

/* The cache slot for the LEN bytes BYTES in mode MODE64.  */

static struct jcc_cache_entry *
jcc_cache_slot (uint64_t bytes, unsigned int len, bool mode64)
{
  uint64_t h = (bytes ^ ((uint64_t) (len * 2 + mode64) << 59))
	       * UINT64_C (0x9e3779b97f4a7c15);

  return &jcc_cache[h >> (64 - JCC_CACHE_BITS)];
}

/* Look the instruction at ADDR up in the cache; if it is there, fill
   in INSN and return its length, else return 0 with *WORD set to its
   first bytes, zero-extended.  */

static int
jcc_cache_lookup (struct jcc_scan_decoder *d, bfd_vma addr,
		  struct jcc_scan_insn *insn, uint64_t *word)
{
  const uint8_t *p = d->info.buffer + (addr - d->info.buffer_vma);
  bfd_vma avail = d->info.buffer_vma + d->info.buffer_length - addr;
  unsigned int len, i, hint;
  uint64_t w;

  *word = 0;
  if (avail < JCC_CACHE_MIN_AVAIL)
    return 0;
  /* x86 is little-endian: the first byte is the lowest.  */
  memcpy (&w, p, sizeof w);
  w = le64toh (w);
  *word = w;
  hint = jcc_len_hint[jcc_hint_slot (w, d->mode64)];
  for (i = 0; i <= JCC_CACHE_MAX_LEN; i++)
    {
      uint64_t key;
      const struct jcc_cache_entry *e;

      /* The hinted length first, then the others.  */
      len = i == 0 ? hint : i;
      if (len == 0 || (i != 0 && len == hint))
	continue;
      key = jcc_cache_key (w, len);
      e = jcc_cache_slot (key, len, d->mode64);
      if (e->insn.len == len && e->bytes == key && e->mode64 == d->mode64)
	{
	  if (i != 0)
	    jcc_len_hint[jcc_hint_slot (w, d->mode64)] = (uint8_t) len;
	  *insn = e->insn;
	  insn->addr = addr;
	  if (insn->has_target)
	    insn->target += addr;
	  return len;
	}
    }
  return 0;
}

/* Whether B is a prefix byte: a legacy prefix or, in 64-bit mode, a
   REX prefix.  */

static bool
jcc_prefix_byte_p (uint8_t b, bool mode64)
{
  switch (b)
    {
    case 0x26: case 0x2e: case 0x36: case 0x3e: case 0x64: case 0x65:
    case 0x66: case 0x67: case 0xf0: case 0xf2: case 0xf3:
      return true;
    default:
      return mode64 && (b & 0xf0) == 0x40;
    }
}

/* Whether the LEN bytes BYTES are a branch whose target is a
   distance from its own address, the same wherever it is: a relative
   Jcc, JMP, CALL, LOOP or JCXZ with no operand- or address-size
   prefix.  */

static bool
jcc_relative_branch_p (const uint8_t *bytes, unsigned int len, bool mode64)
{
  unsigned int i;

  for (i = 0; i < len && jcc_prefix_byte_p (bytes[i], mode64); i++)
    if (bytes[i] == 0x66 || bytes[i] == 0x67)
      return false;
  if (i >= len)
    return false;
  if ((bytes[i] & 0xf0) == 0x70 || (bytes[i] >= 0xe0 && bytes[i] <= 0xe3)
      || bytes[i] == 0xe8 || bytes[i] == 0xe9 || bytes[i] == 0xeb)
    return true;
  return (bytes[i] == 0x0f && i + 1 < len && (bytes[i + 1] & 0xf0) == 0x80);
}

/* Whether the LEN bytes BYTES are all prefixes, legacy, REX (in 64-bit
   mode) or fwait: libopcodes decodes such bytes as an instruction of
   their own only when the byte after them says so.  */

static bool
jcc_prefixes_only_p (const uint8_t *bytes, unsigned int len, bool mode64)
{
  unsigned int i;

  for (i = 0; i < len; i++)
    if (bytes[i] != 0x9b && !jcc_prefix_byte_p (bytes[i], mode64))
      return false;
  return true;
}

/* Remember INSN, whose first bytes are WORD, in the cache.  */

static void
jcc_cache_store (struct jcc_scan_decoder *d, const struct jcc_scan_insn *insn,
		 uint64_t word)
{
  uint64_t key;
  struct jcc_cache_entry *e;
  const uint8_t *bytes = d->info.buffer + (insn->addr - d->info.buffer_vma);

  if (insn->len > JCC_CACHE_MAX_LEN || insn->cls == JCC_CLASS_BAD
      || (d->info.buffer_vma + d->info.buffer_length - insn->addr
	  < JCC_CACHE_MIN_AVAIL)
      || jcc_prefixes_only_p (bytes, insn->len, d->mode64))
    return;
  if (d->have_target
      && !((insn->cls == JCC_CLASS_JCC || insn->cls == JCC_CLASS_JMP
	    || insn->cls == JCC_CLASS_CALL)
	   && jcc_relative_branch_p (bytes, insn->len, d->mode64)))
    return;
  key = jcc_cache_key (word, insn->len);
  jcc_len_hint[jcc_hint_slot (word, d->mode64)] = insn->len;
  e = jcc_cache_slot (key, insn->len, d->mode64);
  e->bytes = key;
  e->mode64 = d->mode64;
  e->insn = *insn;
  e->insn.addr = 0;
  e->insn.target = insn->has_target ? insn->target - insn->addr : 0;
}

/* Decode the instruction at ADDR into INSN.  Returns its length, at
   least 1; undecodable bytes come back one at a time as
   JCC_CLASS_BAD.  */

int
jcc_scan_decode (struct jcc_scan_decoder *d, bfd_vma addr,
		 struct jcc_scan_insn *insn)
{
  int len;
  char *prefixes, *mnemonic, *p;
  uint64_t word = 0;

  if (d->use_cache)
    {
      len = jcc_cache_lookup (d, addr, insn, &word);
      if (len > 0)
	return len;
    }

  d->head_len = 0;
  d->head[0] = '\0';
  d->ops_len = 0;
  d->ops[0] = '\0';
  d->in_ops = false;
  d->in_comment = false;
  d->have_target = false;
  d->target = 0;

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
  if (d->use_cache)
    jcc_cache_store (d, insn, word);
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
