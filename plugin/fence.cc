/* fence.cc -- the jcc_fence pass: find the persistent-memory flush sites
   of a function and insert the SFENCEs that order them before the
   stores, calls and returns that follow.

   CLFLUSHOPT and CLWB write a cache line back without waiting for it;
   they are ordered with SFENCE, MFENCE and locked read-modify-write
   instructions, but not with ordinary stores.  Non-temporal stores
   (MOVNT*, MASKMOV*, MOVDIRI, MOVDIR64B) are weakly ordered too and are
   ordered only by SFENCE and MFENCE.  CLFLUSH is ordered with stores on
   Intel parts but not on AMD parts older than CLFLUSHOPT, where only
   MFENCE orders it.  A program that flushes a record and then stores
   the flag that commits it must put a fence in between, or the flag can
   become durable before the record.

   The pass solves a forward data-flow problem over the CFG: "a weakly
   ordered flush may still be pending here".  Each point that needs
   ordering (a store outside the function's own stack frame, a call, a
   volatile asm, a return or a non-local goto, and a non-temporal store
   for the flushes before it) reached while a flush may be pending gets a
   fence, placed on the incoming edges that carry the pending flush when
   other edges do not, so that a path that already fenced pays nothing.

   Copyright (C) 2026 The jcc developers.
   This file is part of jcc.  jcc is free software; you can redistribute
   it and/or modify it under the terms of the GNU General Public License
   as published by the Free Software Foundation; either version 3 of the
   License, or (at your option) any later version.  See COPYING.  */

#include "jcc-plugin.h"
#include "insn-flags.h"
#include "cfgrtl.h"
#include "cfganal.h"

namespace {

/* The kinds of weakly ordered operation that may be pending, as bits of
   the data-flow state.  They differ in what orders them.  */
enum
{
  /* CLFLUSHOPT, CLWB: ordered by SFENCE, MFENCE and locked insns.  */
  PENDING_FLUSH = 1,
  /* Non-temporal stores: ordered by SFENCE and MFENCE only; the SDM
     does not promise that a locked insn drains the write-combining
     buffers.  */
  PENDING_NT = 2,
  /* CLFLUSH under clflush-ordered=no: ordered by MFENCE only.  AMD
     documents MFENCE; whether a locked insn orders CLFLUSH there is not
     documented, so the pass does not rely on it.  */
  PENDING_CLFLUSH = 4,
  PENDING_ALL = 7
};

/* The fences the pass inserts, and the pending bits each clears.  */
enum fence_kind
{
  FENCE_SFENCE,
  FENCE_MFENCE
};

static const unsigned char fence_kill[] = {
  PENDING_FLUSH | PENDING_NT,	/* FENCE_SFENCE */
  PENDING_ALL			/* FENCE_MFENCE */
};

static const char *const fence_names[] = { "sfence", "mfence" };

/* The fence that clears the pending bits NEED.  */

static enum fence_kind
fence_for (unsigned need)
{
  return (need & PENDING_CLFLUSH) ? FENCE_MFENCE : FENCE_SFENCE;
}

/* How a statement of an inline asm leaves the function (asm_leaves).  */
enum asm_leaves { LEAVES_NOT, LEAVES_RETURN, LEAVES_JUMP };

/* What the pass knows about one insn.  The insn's effect on the pending
   state S is: if S & ORDER is not empty, a fence must execute before the
   insn; then S becomes (S & ~KILL) | GEN.  */
struct insn_info
{
  unsigned char order;
  unsigned char kill;
  unsigned char gen;
  /* The pending bits of the weakly ordered flushes in the insn, whether
     or not a fence in the same asm statement orders them: what strict
     mode fences around.  */
  unsigned char weak;
  /* Whether the insn is a flush site or an existing fence, for the
     notes.  An inline asm can be both.  */
  bool flush_site;
  bool fence;
  /* For strict mode: whether an inline asm flush site starts with its
     flush rather than with a fence of its own.  */
  bool flush_first;
  /* What the insn is, in the notes: "clwb", "store", "call"...  */
  const char *what;
  /* For an inline asm that stores (or, as UNORDERED_LEAVES says,
     returns or jumps out) after a weakly ordered flush of its own with
     no fence between them, the flush: no fence the pass places outside
     the asm can order the two, so it warns.  */
  const char *unordered_in_asm;
  enum asm_leaves unordered_leaves;
};

/* Whether MEM, the destination of a store, lies in the function's own
   stack frame: a spill slot, an outgoing argument, a local variable.
   The frame is never persistent memory, so such stores need no
   ordering with flushes.  */

bool
frame_mem_p (rtx mem)
{
  if (MEM_ADDR_SPACE (mem) != ADDR_SPACE_GENERIC)
    return false;

  /* On x86 the stack pointer can only be the base of an address, never
     its index, so an address that mentions it points into the frame;
     the same holds of the hard frame pointer when the function has one,
     because it is then not allocated to anything else.  */
  rtx addr = XEXP (mem, 0);
  if (reg_mentioned_p (stack_pointer_rtx, addr))
    return true;
  if (frame_pointer_needed && reg_mentioned_p (hard_frame_pointer_rtx, addr))
    return true;

  /* A local variable reached through another register: alias analysis
     relies on MEM_EXPR naming the object accessed, and so can we.  */
  tree expr = MEM_EXPR (mem);
  if (expr != NULL_TREE)
    {
      tree base = get_base_address (expr);
      if (base != NULL_TREE && (VAR_P (base) || TREE_CODE (base) == PARM_DECL)
	  && auto_var_in_fn_p (base, current_function_decl))
	return true;
    }
  return false;
}

/* note_stores callback: set *DATA if DEST is a store that may need
   ordering.  Clobbers write nothing; a BLK store to a scratch address
   is a barrier in the compiler's eyes (memory_blockage), not a store.  */

void
note_ordered_store (rtx dest, const_rtx setter, void *data)
{
  if (GET_CODE (setter) != SET || !MEM_P (dest))
    return;
  if (GET_CODE (XEXP (dest, 0)) == SCRATCH)
    return;
  if (!frame_mem_p (dest))
    *(bool *) data = true;
}

/* Whether TEXT, of length LEN, is WORD.  */

bool
word_is (const char *text, size_t len, const char *word)
{
  return strlen (word) == len && strncasecmp (text, word, len) == 0;
}

/* Whether TEXT, of length LEN, starts with PREFIX.  */

bool
word_starts_p (const char *text, size_t len, const char *prefix)
{
  size_t n = strlen (prefix);
  return len >= n && strncasecmp (text, prefix, n) == 0;
}

/* The mnemonics of non-temporal and direct stores, AMD's CLZERO and
   the RAO-INT instructions (atomic, but weakly ordered), AT&T size
   suffixes included where gas accepts them.  MOVNTDQA is a load and is
   not here.  */
static const char *const nt_mnemonics[] = {
  "movnti", "movntil", "movntiq", "movntdq", "movntps", "movntpd",
  "movntq", "movntsd", "movntss", "vmovntdq", "vmovntps", "vmovntpd",
  "maskmovq", "maskmovdqu", "vmaskmovdqu", "movdiri", "movdiril",
  "movdiriq", "movdir64b", "clzero", "aadd", "aand", "aor", "axor"
};

/* The directives that put bytes into the instruction stream: what they
   encode is unknown, so they count as instructions that may store.  */
static const char *const data_directives[] = {
  ".byte", ".word", ".short", ".value", ".long", ".int", ".quad",
  ".2byte", ".4byte", ".8byte", ".fill", ".skip", ".space", ".ascii",
  ".asciz", ".string", ".insn"
};

/* Classify the inline asm TEMPLATE into INFO.  MAY_STORE says whether
   its instructions other than flushes and fences may write memory (the
   asm is volatile, clobbers memory or has memory outputs); bit N of
   MEM_OPS whether its operand N is in memory (bit 63: some operand from
   63 on), which an xchg or a store may name as %N.

   The template is read statement by statement (statements end at `;'
   or a newline), so that "sfence; clwb (%0)" leaves a flush pending and
   "clwb (%0); sfence" does not, after its comments are taken out as
   gas takes them out: from `#' to the end of the line, from `/' at the
   start of a line to its end, and from slash-star to star-slash.
   Instructions written as bytes (`.byte 0x66, 0x0f, 0xae, 0x30' is
   CLWB (%rax)) are decoded when they are flushes, fences, weakly
   ordered stores or the few instructions written around them; bytes
   that end in prefixes give them to the next statement, so that
   `.byte 0x66' before `clflush' makes a CLFLUSHOPT and before
   `xsaveopt' a CLWB: that is how code written for assemblers that
   predate those mnemonics spells them.  Bytes that cannot be decoded
   count as a store if the asm may store, and as a pending flush too if
   a flush's or weakly ordered store's encoding appears among them.
   `.intel_syntax' and `.att_syntax' switch the operand order that
   asm_statement_stores_p reads.  */

/* Whether [D, END), which starts with `%', names an operand of the asm
   that is in memory (MEM_OPS, as above): %N, or %N with a modifier
   letter (%k0, %w1); not `%%', nor a label (%lN).  */

bool
asm_operand_mem_p (const char *d, const char *end, unsigned HOST_WIDE_INT mem_ops)
{
  if (d + 1 >= end || d[0] != '%' || d[1] == '%')
    return false;
  d++;
  if (ISALPHA (*d))
    {
      if (*d == 'l')
	return false;
      d++;
    }
  if (d >= end || !ISDIGIT (*d))
    return false;
  unsigned long n = 0;
  while (d < end && ISDIGIT (*d) && n < 64)
    n = n * 10 + (*d++ - '0');
  if (n >= 63)
    return (mem_ops >> 63) & 1;
  return (mem_ops >> n) & 1;
}

/* Whether [R, END) names an operand of the asm that is in memory.  */

bool
asm_mentions_mem_operand_p (const char *r, const char *end,
			    unsigned HOST_WIDE_INT mem_ops)
{
  for (const char *t = r; t < end; t++)
    if (*t == '%')
      {
	if (t + 1 < end && t[1] == '%')
	  t++;
	else if (asm_operand_mem_p (t, end, mem_ops))
	  return true;
      }
  return false;
}

/* The mnemonics, size suffixes included, that read their memory
   destination and store nothing (as jcc-scan and the assembler's
   -mflush-fence take them): compares and tests, the one-operand
   multiplications and divisions, loads of control state, prefetches
   and the like; pushes store to the stack frame only.  CMPXCHG
   stores, although it starts like CMP.  The x87 instructions are
   asm_reads_only_p's.  */
static const char *const reads_only[] = {
  "cmp", "test", "bt", "ucomis", "comis", "vucomis", "vcomis", "ptest",
  "vptest", "ktest", "kortest", "mul", "imul", "div", "idiv", "out",
  "ldmxcsr", "vldmxcsr", "fxrstor", "xrstor", "lgdt", "lidt", "lldt",
  "ltr", "lmsw", "verr", "verw", "invlpg", "bound", "vmptrld", "ptwrite",
  "ldtilecfg", "cldemote", "prefetch", "nop", "push", "xlat"
};

/* Whether [S, S + LEN) is one of CMPccXADD's mnemonics (cmpbexadd,
   cmpnzxadd, ...): locked without a LOCK prefix, as XCHG with memory
   is.  */

bool
asm_cmpccxadd_p (const char *s, size_t len)
{
  return (len > 7 && word_starts_p (s, len, "cmp")
	  && strncasecmp (s + len - 4, "xadd", 4) == 0);
}

/* Whether the mnemonic [S, S + LEN) only reads its memory destination
   (reads_only, with an AT&T size suffix or none; the x87 instructions
   other than the stores).  */

bool
asm_reads_only_p (const char *s, size_t len)
{
  if (word_starts_p (s, len, "cmpxchg") || asm_cmpccxadd_p (s, len))
    return false;
  if (TOLOWER (s[0]) == 'f')
    return !(word_starts_p (s, len, "fst") || word_starts_p (s, len, "fist")
	     || word_starts_p (s, len, "fnst")
	     || word_starts_p (s, len, "fsave")
	     || word_starts_p (s, len, "fnsave")
	     || word_starts_p (s, len, "fxsave")
	     || word_starts_p (s, len, "fbstp"));
  for (size_t i = 0; i < ARRAY_SIZE (reads_only); i++)
    {
      size_t n = strlen (reads_only[i]);
      /* BT, not BTS, BTR, BTC; CMPS and the others by prefix.  */
      if (word_starts_p (s, len, reads_only[i])
	  && (strcmp (reads_only[i], "bt") != 0 || len == n
	      || (len == n + 1 && strchr ("wlqWLQ", s[n]) != NULL)))
	return true;
    }
  return false;
}

/* Whether [D, END) is a register, with `%' (`%%' in the template of an
   asm with operands) as in AT&T syntax or without as in Intel syntax:
   a general, segment, x87, MMX, SSE, AVX, mask, control, debug, test,
   bound or tile register of the code being compiled.  In 32-bit code
   the names of the 64-bit registers (`rax', `r8d', `sil', `xmm8') are
   symbols, and so are the test registers' (`tr3') in 64-bit code.  */

bool
asm_register_p (const char *d, const char *end)
{
  static const char *const regs[] = {
    "al", "ah", "bl", "bh", "cl", "ch", "dl", "dh", "ax", "bx", "cx",
    "dx", "si", "di", "sp", "bp", "eax", "ebx", "ecx", "edx", "esi",
    "edi", "esp", "ebp", "eip", "cs", "ds", "es", "fs", "gs", "ss", "st"
  };
  static const char *const regs64[] = {
    "sil", "dil", "spl", "bpl", "rax", "rbx", "rcx", "rdx", "rsi", "rdi",
    "rsp", "rbp", "rip"
  };
  static const char *const numbered[] = {
    "r", "mm", "xmm", "ymm", "zmm", "k", "cr", "dr", "tr", "bnd", "tmm"
  };
  /* `%%eax' in the template of an asm with operands.  */
  for (int i = 0; i < 2 && d < end && *d == '%'; i++)
    d++;
  while (d < end && ISSPACE (*d))
    d++;
  const char *w = d;
  while (w < end && ISALNUM (*w))
    w++;
  size_t len = w - d;
  /* st(1), st (1).  */
  if (word_is (d, len, "st"))
    {
      while (w < end && (ISSPACE (*w) || *w == '(' || *w == ')'
			 || ISDIGIT (*w)))
	w++;
      return w == end;
    }
  if (w != end || len == 0)
    return false;
  for (size_t i = 0; i < ARRAY_SIZE (regs); i++)
    if (word_is (d, len, regs[i]))
      return true;
  for (size_t i = 0; i < ARRAY_SIZE (regs64); i++)
    if (word_is (d, len, regs64[i]))
      return TARGET_64BIT;
  for (size_t i = 0; i < ARRAY_SIZE (numbered); i++)
    {
      const char *name = numbered[i];
      size_t n = strlen (name);
      if (len > n && word_starts_p (d, len, name) && ISDIGIT (d[n]))
	{
	  const char *t = d + n;
	  unsigned num = 0;
	  while (t < w && ISDIGIT (*t))
	    num = num * 10 + (*t++ - '0');
	  /* r8, r8d, r8w, r8b, r8l.  */
	  if (t != w
	      && !(name[0] == 'r' && t + 1 == w
		   && strchr ("dwblDWBL", *t) != NULL))
	    return false;
	  if (strcmp (name, "tr") == 0)
	    return !TARGET_64BIT;
	  if (strcmp (name, "r") == 0 || strcmp (name, "tmm") == 0
	      || (strcmp (name + 1, "mm") == 0 && name[0] != 'm'
		  && num >= 8))
	    return TARGET_64BIT;
	  return true;
	}
    }
  return false;
}

/* Whether the Intel-syntax operand [D, END), without brackets, is
   memory: a symbol (`flag', `flag+4', `DWORD PTR flag') or an address
   with a segment (`fs:0x10'); not a register, a number or `OFFSET
   flag'.  */

bool
asm_intel_bare_mem_p (const char *d, const char *end)
{
  /* `%fs:0x10' under `.intel_syntax prefix', `%%fs:0x10' in the
     template of an asm with operands.  */
  for (int i = 0; i < 2 && d < end && *d == '%'; i++)
    d++;
  const char *w = d;
  while (w < end && (ISALNUM (*w) || *w == '_' || *w == '.' || *w == '$'))
    w++;
  if (w == d || ISDIGIT (*d) || word_is (d, w - d, "offset"))
    return false;
  if (memchr (d, ':', end - d) != NULL)
    return true;
  return !asm_register_p (d, end);
}

/* The closing quote of the quoted symbol name that starts at T, before
   END; END - 1 if there is none.  */

const char *
asm_quote_end (const char *t, const char *end)
{
  const char *q = (const char *) memchr (t + 1, '"', end - t - 1);
  return q != NULL ? q : end - 1;
}

/* Whether the statement with operands [R, END) of an inline asm writes
   memory: its destination is a memory reference, or an operand in
   memory (MEM_OPS).  The destination is the last operand in AT&T
   syntax and the first in Intel syntax, which INTEL (-masm=intel or
   `.intel_syntax' earlier in the template) or `[' gives away.  In
   AT&T syntax an operand that is neither an immediate
   (`$') nor a register (`%', without a `:' after it) is a memory
   reference, with or without parentheses: `0x1234', `flag',
   `%fs:0x28' (but `%st(1)' is a register); so it is in Intel syntax
   (`flag', `DWORD PTR flag', `fs:0x10').  `[' in AT&T syntax groups
   an expression (`[1+2](%eax)').  The operand of a jump is its target,
   not memory, and an instruction of asm_reads_only_p stores nothing.
   Quoted symbol names are read past.  */

bool
asm_statement_stores_p (const char *s, size_t len, const char *r,
			const char *end, unsigned HOST_WIDE_INT mem_ops,
			bool intel)
{
  if (r == end || asm_reads_only_p (s, len))
    return false;
  const char *first_end = r, *last = r;
  int depth = 0;
  bool paren = false;
  for (const char *t = r; t < end; t++)
    if (*t == '"')
      t = asm_quote_end (t, end);
    else if (*t == '(' || *t == '[')
      {
	depth++;
	if (*t == '[' && (t == r || t[-1] != '%'))
	  {
	    /* Intel syntax, unless `(' follows the matching `]'.  */
	    const char *c = (const char *) memchr (t, ']', end - t);
	    intel |= c == NULL || c + 1 >= end || c[1] != '(';
	  }
      }
    else if (*t == ')' || *t == ']')
      depth--;
    else if (*t == ',' && depth == 0)
      {
	if (first_end == r)
	  first_end = t;
	last = t + 1;
      }
  if (first_end == r)
    first_end = end;
  const char *d = intel ? r : last, *d_end = intel ? first_end : end;
  while (d < d_end && ISSPACE (*d))
    d++;
  while (d_end > d && ISSPACE (d_end[-1]))
    d_end--;
  if (d >= d_end)
    return false;
  for (const char *t = d; t < d_end; t++)
    if (*t == '"')
      t = asm_quote_end (t, d_end);
    else if (*t == '(' || (intel && *t == '['))
      paren = true;
  /* `%st(1)' is a register.  */
  if (paren && !asm_register_p (d, d_end))
    return true;
  /* %0, %w1: an operand, which may be in memory.  */
  if (asm_operand_mem_p (d, d_end, mem_ops))
    return true;
  if (word_starts_p (s, len, "j") || word_starts_p (s, len, "loop")
      || word_is (s, len, "xbegin"))
    return false;
  if (intel)
    return !paren && asm_intel_bare_mem_p (d, d_end);
  if (*d == '*')
    d++;
  if (d < d_end && *d == '$')
    return false;
  if (d < d_end && *d == '%')
    /* A register, or a segment register before an address.  */
    return memchr (d, ':', d_end - d) != NULL;
  return d < d_end;
}

/* The instructions that store to an address their operands do not
   name as the destination: string stores (STOS, MOVS, INS, written
   without operands), ENQCMD and ENQCMDS (whose destination is the
   address in a register), and calls, near and far.  */
static const char *const implicit_stores[] = {
  "stos", "stosb", "stosw", "stosl", "stosd", "stosq", "movs", "movsb",
  "movsw", "movsl", "movsd", "movsq", "ins", "insb", "insw", "insl",
  "insd"
};

/* Whether the statement with mnemonic [S, S + LEN) and operands
   [R, END) is one of those.  With operands, MOVSD, MOVSL and the like
   are other instructions (SSE's movsd, movsbl).  */

bool
asm_implicit_store_p (const char *s, size_t len, const char *r,
		      const char *end)
{
  if (word_starts_p (s, len, "call") || word_starts_p (s, len, "lcall")
      || word_is (s, len, "enqcmd") || word_is (s, len, "enqcmds"))
    return true;
  for (size_t i = 0; i < ARRAY_SIZE (implicit_stores); i++)
    if (word_is (s, len, implicit_stores[i]))
      return r == end;
  return false;
}

/* How the statement with mnemonic [S, S + LEN) and operands [R, END)
   leaves the function: LEAVES_RETURN for a return, LEAVES_JUMP for a
   jump whose target is not a label (an indirect or far jump), else
   LEAVES_NOT.  */

enum asm_leaves
asm_leaves (const char *s, size_t len, const char *r, const char *end)
{
  if (word_is (s, len, "ret") || word_is (s, len, "retq")
      || word_is (s, len, "retl") || word_is (s, len, "retw")
      || word_starts_p (s, len, "lret") || word_starts_p (s, len, "iret"))
    return LEAVES_RETURN;
  if (word_starts_p (s, len, "ljmp")
      || (word_starts_p (s, len, "jmp") && r < end && *r == '*'))
    return LEAVES_JUMP;
  return LEAVES_NOT;
}

/* The prefixes that may stand before an instruction in its statement,
   as words of their own; LOCK is read apart.  */
static const char *const prefix_words[] = {
  "rep", "repe", "repz", "repne", "repnz", "addr16", "addr32", "data16",
  "data32", "rex", "rex64", "xacquire", "xrelease", "notrack", "bnd",
  "cs", "ds", "es", "fs", "gs", "ss"
};

/* Whether [S, S + LEN) is one of those, a REX prefix with bits
   (`rex.wb') or a pseudo prefix (`{disp32}', `{vex}').  */

bool
asm_prefix_word_p (const char *s, size_t len)
{
  if (len >= 2 && s[0] == '{' && s[len - 1] == '}')
    return true;
  if (len > 4 && word_starts_p (s, len, "rex."))
    return true;
  for (size_t i = 0; i < ARRAY_SIZE (prefix_words); i++)
    if (word_is (s, len, prefix_words[i]))
      return true;
  return false;
}

/* Return a copy of the asm template TMPL without its comments (see
   classify_asm_template), to be freed.  */

char *
asm_strip_comments (const char *tmpl)
{
  char *out = XNEWVEC (char, strlen (tmpl) + 1), *o = out;
  bool line_start = true;
  for (const char *p = tmpl; *p != '\0'; )
    if (p[0] == '/' && p[1] == '*')
      {
	const char *e = strstr (p + 2, "*/");
	p = e != NULL ? e + 2 : p + strlen (p);
	*o++ = ' ';
      }
    else if (*p == '#' || (*p == '/' && line_start))
      p += strcspn (p, "\n");
    else
      {
	line_start = *p == '\n' || (line_start && ISSPACE (*p));
	*o++ = *p++;
      }
  *o = '\0';
  return out;
}

/* What one instruction written as bytes is, for the flush ordering.  */
enum raw_kind
{
  /* Neither a store nor a flush nor a fence (a NOP, LFENCE...).  */
  RAW_OTHER,
  /* A store: MOV to memory, an ALU operation on memory, FXSAVE...  */
  RAW_STORE,
  /* CLFLUSHOPT, CLWB: weakly ordered flushes.  */
  RAW_FLUSH,
  RAW_CLFLUSH,
  /* A weakly ordered store: MOVNT*, MASKMOVQ, MASKMOVDQU, MOVDIRI,
     MOVDIR64B, CLZERO.  */
  RAW_NT,
  RAW_SFENCE,
  RAW_MFENCE,
  /* A locked instruction, or XCHG with memory.  */
  RAW_LOCKED,
  /* Prefixes that end the bytes: they belong to the next statement.  */
  RAW_PREFIXES
};

struct raw_insn
{
  enum raw_kind kind;
  const char *name;
  /* For RAW_PREFIXES: whether 0x66 or 0xf0 is among them.  */
  bool data16, lock;
};

/* The length of the ModRM byte B[0] with its SIB byte and displacement,
   or 0 if they run past the N bytes known (a negative byte is unknown).
   ADDR16 says whether addresses are 16-bit.  */

size_t
raw_modrm_length (const int *b, size_t n, bool addr16)
{
  if (n == 0 || b[0] < 0)
    return 0;
  unsigned mod = b[0] >> 6, rm = b[0] & 7;
  size_t len = 1;
  if (mod == 3)
    return len;
  if (addr16)
    len += mod == 1 ? 1 : (mod == 2 || (mod == 0 && rm == 6)) ? 2 : 0;
  else
    {
      if (rm == 4)
	{
	  if (n < 2 || b[1] < 0)
	    return 0;
	  len++;
	  if (mod == 0 && (b[1] & 7) == 5)
	    len += 4;
	}
      len += mod == 1 ? 1 : (mod == 2 || (mod == 0 && rm == 5)) ? 4 : 0;
    }
  return len <= n ? len : 0;
}

/* Decode the instruction that the bytes B[0..N) start with (a negative
   byte is one the template does not give as a number) into INSN, for
   64-bit code if MODE64.  Return its length, or 0 if it is not one of
   the few instructions decoded here: the flushes, fences and weakly
   ordered stores, and the NOPs, moves, flag operations, arithmetic and
   locked operations written around them.  */

size_t
decode_raw_insn (const int *b, size_t n, bool mode64, raw_insn *insn)
{
  size_t i = 0;
  bool p66 = false, p67 = false, pf2 = false, pf3 = false, lock = false;

  memset (insn, 0, sizeof *insn);
  for (; i < n && b[i] >= 0; i++)
    {
      int c = b[i];
      if (c == 0x66)
	p66 = true;
      else if (c == 0x67)
	p67 = true;
      else if (c == 0xf2)
	pf2 = true;
      else if (c == 0xf3)
	pf3 = true;
      else if (c == 0xf0)
	lock = true;
      else if (c == 0x26 || c == 0x2e || c == 0x36 || c == 0x3e
	       || c == 0x64 || c == 0x65 || (mode64 && (c & 0xf0) == 0x40))
	;
      else
	break;
    }
  if (i == n)
    {
      insn->kind = RAW_PREFIXES;
      insn->data16 = p66;
      insn->lock = lock;
      return n;
    }
  if (b[i] < 0)
    return 0;

  /* Addresses are 16-bit in 32-bit code with 0x67, never in 64-bit.  */
  bool addr16 = !mode64 && p67;
  int op = b[i++];
  size_t modrm = i, len = 0;
  unsigned mod = 0, reg = 0;
  const char *name = NULL;
  enum raw_kind kind = RAW_OTHER;

  if (op == 0x0f)
    {
      if (i >= n || b[i] < 0)
	return 0;
      int op2 = b[i++];
      modrm = i;
      if (op2 == 0x01)
	{
	  /* 0f 01 fc: CLZERO; the rest of the group is not decoded.  */
	  if (i < n && b[i] == 0xfc)
	    return insn->kind = RAW_NT, insn->name = "clzero", i + 1;
	  return 0;
	}
      if (op2 == 0x38)
	{
	  if (i >= n || (b[i] != 0xf8 && b[i] != 0xf9))
	    return 0;
	  int op3 = b[i++];
	  modrm = i;
	  if (op3 == 0xf9 && !p66 && !pf2 && !pf3)
	    kind = RAW_NT, name = "movdiri";
	  else if (op3 == 0xf8 && p66)
	    kind = RAW_NT, name = "movdir64b";
	  else if (op3 == 0xf8 && (pf2 || pf3))
	    kind = RAW_STORE, name = pf2 ? "enqcmd" : "enqcmds";
	  else
	    return 0;
	}
      else if (op2 != 0xae && op2 != 0xc3 && op2 != 0x2b && op2 != 0xe7
	       && op2 != 0xf7 && op2 != 0x1f)
	return 0;
      len = raw_modrm_length (b + modrm, n - modrm, addr16);
      if (len == 0)
	return 0;
      mod = b[modrm] >> 6;
      reg = (b[modrm] >> 3) & 7;
      if (op2 == 0x38)
	{
	  if (mod == 3)
	    return 0;
	}
      else if (op2 == 0xae && mod == 3)
	{
	  /* The other register forms (LFENCE, TPAUSE, UMWAIT, RDFSBASE
	     and the like) neither store nor order stores.  */
	  if (reg == 7 && !p66 && !pf2 && !pf3)
	    kind = RAW_SFENCE, name = "sfence";
	  else if (reg == 6 && !p66 && !pf2 && !pf3)
	    kind = RAW_MFENCE, name = "mfence";
	}
      else if (op2 == 0xae)
	{
	  if (pf2 || pf3)
	    return 0;
	  if (reg == 7)
	    kind = p66 ? RAW_FLUSH : RAW_CLFLUSH,
	    name = p66 ? "clflushopt" : "clflush";
	  else if (reg == 6 && p66)
	    kind = RAW_FLUSH, name = "clwb";
	  else if (reg == 0 || reg == 3 || reg == 4 || reg == 6)
	    kind = RAW_STORE;
	}
      else if (op2 == 0xf7)
	{
	  if (mod != 3)
	    return 0;
	  kind = RAW_NT, name = p66 ? "maskmovdqu" : "maskmovq";
	}
      else if (op2 == 0x1f)
	{
	  if (reg != 0)
	    return 0;
	}
      else
	{
	  if (mod == 3)
	    return 0;
	  kind = RAW_NT;
	  name = (op2 == 0xc3 ? "movnti"
		  : op2 == 0x2b ? (p66 ? "movntpd" : "movntps")
		  : p66 ? "movntdq" : "movntq");
	}
    }
  else if ((op >= 0x90 && op <= 0x97) || op == 0xf5
	   || (op >= 0xf8 && op <= 0xfd) || (!mode64 && op >= 0x40
					      && op <= 0x4f))
    /* NOP, XCHG of registers, CMC, CLC, STC, CLI, STI, CLD, STD, and
       INC and DEC of a register outside 64-bit code.  */
    ;
  else if (op == 0x84 || op == 0x85 || op == 0x8a || op == 0x8b
	   || op == 0x8d || op == 0x86 || op == 0x87 || op == 0x88
	   || op == 0x89 || op == 0x80 || op == 0x81 || op == 0x83
	   || op == 0xc6 || op == 0xc7 || (op < 0x40 && (op & 7) < 4))
    {
      /* With a ModRM byte; TEST, loads and LEA do not store.  */
      len = raw_modrm_length (b + modrm, n - modrm, addr16);
      if (len == 0)
	return 0;
      mod = b[modrm] >> 6;
      reg = (b[modrm] >> 3) & 7;
      size_t imm = 0;
      if (op == 0x80 || op == 0x83 || op == 0xc6)
	imm = 1;
      else if (op == 0x81 || op == 0xc7)
	imm = p66 ? 2 : 4;
      if ((op == 0xc6 || op == 0xc7) && reg != 0)
	return 0;
      len += imm;
      if (mod != 3)
	{
	  if (op == 0x86 || op == 0x87)
	    kind = RAW_LOCKED, name = "xchg";
	  /* MOV to memory, and the ALU operations whose destination is
	     the r/m operand, but for CMP, which only reads it.  */
	  else if (op == 0x88 || op == 0x89 || op == 0xc6 || op == 0xc7
		   || ((op == 0x80 || op == 0x81 || op == 0x83) && reg != 7)
		   || (op < 0x40 && (op & 7) < 2 && (op >> 3) != 7))
	    kind = RAW_STORE;
	}
    }
  else
    return 0;

  if (modrm + len > n)
    return 0;
  for (size_t k = modrm; k < modrm + len; k++)
    if (b[k] < 0)
      return 0;
  if (lock)
    kind = RAW_LOCKED, name = "lock";
  insn->kind = kind;
  insn->name = name;
  return modrm + len;
}

/* Whether the bytes B[0..N) that could not be decoded hold, at any
   offset, what looks like a weakly ordered flush or store: the bytes
   are data that nobody can tell from code, so they count as one.  */

unsigned
raw_pending_pattern (const int *b, size_t n)
{
  unsigned bits = 0;
  for (size_t k = 0; k + 2 < n; k++)
    {
      if (b[k] != 0x0f || b[k + 2] < 0)
	continue;
      int m = b[k + 2];
      bool mem = (m >> 6) != 3;
      int reg = (m >> 3) & 7;
      if (b[k + 1] == 0xae && mem && (reg == 6 || reg == 7))
	bits |= PENDING_FLUSH;
      else if ((b[k + 1] == 0xc3 || b[k + 1] == 0x2b || b[k + 1] == 0xe7)
	       && mem)
	bits |= PENDING_NT;
      else if (b[k + 1] == 0x38 && (b[k + 2] == 0xf8 || b[k + 2] == 0xf9))
	bits |= PENDING_NT;
    }
  return bits;
}

/* Parse the operands [R, END) of a `.byte' statement into BYTES: each
   a number (decimal, 0x hex, 0 octal, 0b binary, with an optional
   minus) is its byte; anything else (an operand of the asm, a symbol,
   an expression) an unknown byte, -1.  */

void
parse_byte_operands (const char *r, const char *end, vec<int> *bytes)
{
  while (r < end)
    {
      const char *e = (const char *) memchr (r, ',', end - r);
      if (e == NULL)
	e = end;
      const char *t = r, *te = e;
      while (t < te && ISSPACE (*t))
	t++;
      while (te > t && ISSPACE (te[-1]))
	te--;
      bool neg = t < te && *t == '-';
      if (neg)
	t++;
      char buf[24];
      int value = -1;
      if (t < te && ISDIGIT (*t) && (size_t) (te - t) < sizeof buf)
	{
	  memcpy (buf, t, te - t);
	  buf[te - t] = '\0';
	  char *stop;
	  unsigned long v;
	  if (buf[0] == '0' && (buf[1] == 'b' || buf[1] == 'B'))
	    v = strtoul (buf + 2, &stop, 2);
	  else
	    v = strtoul (buf, &stop, 0);
	  if (*stop == '\0')
	    value = (neg ? -v : v) & 0xff;
	}
      bytes->safe_push (value);
      r = e + 1;
    }
}

/* The state of classify_asm_template as it reads a template.  */

struct asm_reader
{
  insn_info *info;
  bool may_store;
  unsigned order, kill, gen;
  /* The flushes of the asm itself that no fence of it has ordered yet,
     and the last of them.  */
  unsigned own_pending;
  const char *own_flush;
  bool seen_effect;
  /* Prefixes that the next statement takes.  */
  bool prefix66, lock_prefix;
  /* Whether the statements are in Intel syntax: -masm=intel, or
     `.intel_syntax' and `.att_syntax' in the template.  */
  bool intel;
  /* The bytes of the `.byte' statements read since the last
     instruction.  */
  auto_vec<int> raw;

  void flush (unsigned flush_bits, const char *name);
  void fence (unsigned kill_bits, const char *name);
  void locked (const char *name);
  void other (bool stores, enum asm_leaves leaves);
  void decode_raw ();
};

/* A flush or weakly ordered store NAME that leaves FLUSH_BITS
   pending.  */

void
asm_reader::flush (unsigned flush_bits, const char *name)
{
  if (!seen_effect)
    info->flush_first = true;
  /* A non-temporal store is a store for the flushes before it, the
     asm's own and those pending when it starts.  */
  if ((own_pending & ~PENDING_NT) != 0 && flush_bits == PENDING_NT
      && info->unordered_in_asm == NULL)
    info->unordered_in_asm = own_flush;
  if (flush_bits == PENDING_NT)
    order |= (PENDING_FLUSH | PENDING_CLFLUSH) & ~kill;
  if (flush_bits != 0)
    {
      own_pending |= flush_bits;
      own_flush = name;
    }
  gen |= flush_bits;
  info->weak |= flush_bits;
  info->flush_site = true;
  info->what = name;
  seen_effect = true;
}

/* A fence NAME that orders the pending KILL_BITS.  */

void
asm_reader::fence (unsigned kill_bits, const char *name)
{
  kill |= kill_bits;
  gen &= ~kill_bits;
  own_pending &= ~kill_bits;
  info->fence = true;
  if (!info->flush_site)
    info->what = name;
  seen_effect = true;
}

/* A locked read-modify-write (NAME: "lock", "xchg"), which orders
   CLFLUSHOPT and CLWB but is itself a store as far as non-temporal
   stores and a weakly ordered CLFLUSH are concerned.  */

void
asm_reader::locked (const char *name)
{
  order |= (PENDING_NT | PENDING_CLFLUSH) & ~kill;
  if (own_pending & (PENDING_NT | PENDING_CLFLUSH))
    info->unordered_in_asm = own_flush;
  fence (PENDING_FLUSH, name);
}

/* Another instruction, which may store if the asm may; STORES says
   whether it surely does and LEAVES whether it returns (a naked
   function's return) or jumps out, either of which leaves the asm's own
   pending flush unordered.  */

void
asm_reader::other (bool stores, enum asm_leaves leaves)
{
  if (may_store)
    {
      order |= PENDING_ALL & ~kill;
      if (own_pending != 0 && info->unordered_in_asm == NULL && stores)
	info->unordered_in_asm = own_flush;
    }
  if (own_pending != 0 && info->unordered_in_asm == NULL
      && leaves != LEAVES_NOT)
    {
      info->unordered_in_asm = own_flush;
      info->unordered_leaves = leaves;
    }
}

/* Read the instructions that the `.byte' statements since the last
   instruction spell, if any; prefixes at their end go to the next
   statement.  */

void
asm_reader::decode_raw ()
{
  const int *b = raw.address ();
  size_t n = raw.length (), k = 0;
  while (k < n)
    {
      raw_insn insn;
      size_t len = decode_raw_insn (b + k, n - k, TARGET_64BIT, &insn);
      if (len == 0)
	{
	  /* Data, or an instruction not decoded here: whatever it
	     stores, and a flush if it looks like holding one.  */
	  other (false, LEAVES_NOT);
	  unsigned bits = raw_pending_pattern (b + k, n - k);
	  if (bits != 0)
	    flush (bits, "flush written as bytes");
	  break;
	}
      switch (insn.kind)
	{
	case RAW_PREFIXES:
	  prefix66 |= insn.data16;
	  lock_prefix |= insn.lock;
	  break;
	case RAW_OTHER:
	  /* Known not to store: no order needed.  */
	  break;
	case RAW_STORE:
	  other (true, LEAVES_NOT);
	  break;
	case RAW_FLUSH:
	  flush (PENDING_FLUSH, insn.name);
	  break;
	case RAW_CLFLUSH:
	  flush (jcc_opts.clflush_ordered ? 0 : PENDING_CLFLUSH, insn.name);
	  break;
	case RAW_NT:
	  flush (PENDING_NT, insn.name);
	  break;
	case RAW_SFENCE:
	  fence (fence_kill[FENCE_SFENCE], insn.name);
	  break;
	case RAW_MFENCE:
	  fence (fence_kill[FENCE_MFENCE], insn.name);
	  break;
	case RAW_LOCKED:
	  locked (insn.name);
	  break;
	}
      k += len;
    }
  raw.truncate (0);
}

void
classify_asm_template (const char *tmpl_in, bool may_store,
		       unsigned HOST_WIDE_INT mem_ops, insn_info *info)
{
  asm_reader rd;
  rd.info = info;
  rd.may_store = may_store;
  rd.order = rd.kill = rd.gen = rd.own_pending = 0;
  rd.own_flush = NULL;
  rd.seen_effect = rd.prefix66 = rd.lock_prefix = false;
  rd.intel = ASSEMBLER_DIALECT == ASM_INTEL;
  char *tmpl = asm_strip_comments (tmpl_in);
  const char *p = tmpl;

  info->what = "asm statement";
  while (*p != '\0')
    {
      /* Find the statement [P, END).  */
      const char *end = p + strcspn (p, ";\n");
      const char *next = *end != '\0' ? end + 1 : end;

      /* Skip white space and labels.  */
      const char *s = p;
      for (;;)
	{
	  while (s < end && ISSPACE (*s))
	    s++;
	  const char *w = s;
	  while (w < end && (ISALNUM (*w) || *w == '_' || *w == '.'
			     || *w == '$'))
	    w++;
	  if (w > s && w < end && *w == ':')
	    s = w + 1;
	  else
	    break;
	}
      if (s == end)
	{
	  p = next;
	  continue;
	}

      /* The mnemonic [S, W) and the rest [R, END).  */
      const char *w = s;
      while (w < end && !ISSPACE (*w))
	w++;
      const char *r = w;
      while (r < end && ISSPACE (*r))
	r++;
      size_t len = w - s;

      /* Bytes: read with those of the `.byte' statements around.  */
      if (word_is (s, len, ".byte"))
	{
	  parse_byte_operands (r, end, &rd.raw);
	  p = next;
	  continue;
	}
      rd.decode_raw ();

      if (word_is (s, len, "lock") && r == end)
	{
	  /* "lock; insn": the prefix applies to the next statement.  */
	  rd.lock_prefix = true;
	  p = next;
	  continue;
	}
      /* "lock insn", "addr32 mov ...", "rep stosb": the instruction
	 after the prefixes of its statement.  */
      while ((word_is (s, len, "lock") || asm_prefix_word_p (s, len))
	     && r < end)
	{
	  if (word_is (s, len, "lock"))
	    rd.lock_prefix = true;
	  s = r;
	  w = s;
	  while (w < end && !ISSPACE (*w))
	    w++;
	  r = w;
	  while (r < end && ISSPACE (*r))
	    r++;
	  len = w - s;
	}

      /* XCHG with a memory operand and CMPccXADD are locked without
	 the prefix.  */
      bool xchg_mem = (word_starts_p (s, len, "xchg")
		       && (memchr (r, '(', end - r) != NULL
			   || memchr (r, '[', end - r) != NULL
			   || asm_mentions_mem_operand_p (r, end, mem_ops)));
      bool cmpccxadd = asm_cmpccxadd_p (s, len);

      if (rd.lock_prefix || xchg_mem || cmpccxadd)
	rd.locked (rd.lock_prefix ? "lock" : xchg_mem ? "xchg" : "cmpccxadd");
      else if (rd.prefix66 && word_is (s, len, "clflush"))
	rd.flush (PENDING_FLUSH, "clflushopt");
      else if (rd.prefix66 && word_is (s, len, "xsaveopt"))
	rd.flush (PENDING_FLUSH, "clwb");
      else if (rd.prefix66)
	rd.other (false, LEAVES_NOT);
      else if (word_is (s, len, "clflushopt"))
	rd.flush (PENDING_FLUSH, "clflushopt");
      else if (word_is (s, len, "clwb"))
	rd.flush (PENDING_FLUSH, "clwb");
      else if (word_is (s, len, "clflush"))
	rd.flush (jcc_opts.clflush_ordered ? 0 : PENDING_CLFLUSH, "clflush");
      else if (word_is (s, len, "sfence"))
	rd.fence (fence_kill[FENCE_SFENCE], "sfence");
      else if (word_is (s, len, "mfence"))
	rd.fence (fence_kill[FENCE_MFENCE], "mfence");
      else
	{
	  const char *nt = NULL;
	  if (s[0] != '.')
	    for (size_t i = 0; i < ARRAY_SIZE (nt_mnemonics); i++)
	      if (word_is (s, len, nt_mnemonics[i]))
		nt = nt_mnemonics[i];
	  bool directive = false;
	  if (s[0] == '.')
	    for (size_t i = 0; i < ARRAY_SIZE (data_directives); i++)
	      if (word_is (s, len, data_directives[i]))
		directive = true;
	  if (word_is (s, len, ".intel_syntax"))
	    rd.intel = true;
	  else if (word_is (s, len, ".att_syntax"))
	    rd.intel = false;
	  if (nt != NULL)
	    rd.flush (PENDING_NT, nt);
	  else if (directive)
	    rd.other (false, LEAVES_NOT);
	  else if (s[0] != '.')
	    rd.other (asm_implicit_store_p (s, len, r, end)
		      || asm_statement_stores_p (s, len, r, end, mem_ops,
						 rd.intel),
		      asm_leaves (s, len, r, end));
	}

      rd.prefix66 = false;
      rd.lock_prefix = false;
      p = next;
    }
  rd.decode_raw ();

  info->order = rd.order;
  info->kill = rd.kill;
  info->gen = rd.gen;
  free (tmpl);
}

/* Return a copy of the template TMPL of an asm with operands, to be
   freed, with its assembler dialect alternatives (`{AT&T|Intel}')
   chosen as GCC chooses them when it prints the template
   (output_asm_insn): the alternative of the dialect being compiled for
   (-masm=), and `{', `|' and `}' for `%{', `%|' and `%}'.  */

char *
asm_select_dialect (const char *tmpl)
{
  char *out = XNEWVEC (char, strlen (tmpl) + 1), *o = out;
  const char *p = tmpl;
  bool in_alternatives = false;

  while (*p != '\0')
    {
      char c = *p++;
      if (c == '%')
	{
	  if (*p == '{' || *p == '|' || *p == '}')
	    *o++ = *p++;
	  else
	    {
	      /* `%%', `%0', `%k1': copied as they are.  */
	      *o++ = c;
	      if (*p != '\0')
		*o++ = *p++;
	    }
	}
      else if (c == '{' && !in_alternatives)
	{
	  in_alternatives = true;
	  /* Skip the alternatives before this dialect's.  */
	  for (int i = 0; i < ASSEMBLER_DIALECT && *p != '}'; i++)
	    while (*p != '\0' && *p != '}')
	      {
		if (*p == '|')
		  {
		    p++;
		    break;
		  }
		if (*p == '%' && p[1] != '\0')
		  p++;
		p++;
	      }
	}
      else if (c == '|' && in_alternatives)
	{
	  /* Skip the rest up to the closing brace.  */
	  while (*p != '\0')
	    {
	      if (*p == '%' && p[1] != '\0')
		p += 2;
	      else if (*p++ == '}')
		break;
	    }
	  in_alternatives = false;
	}
      else if (c == '}' && in_alternatives)
	in_alternatives = false;
      else
	*o++ = c;
    }
  *o = '\0';
  return out;
}

/* Classify the inline asm INSN, whose pattern is PAT, into INFO.  */

void
classify_asm (rtx_insn *insn, rtx pat, insn_info *info)
{
  /* A basic asm is volatile and may touch any memory.  */
  rtx basic = jcc_basic_asm (pat);
  if (basic != NULL_RTX)
    {
      classify_asm_template (XSTR (basic, 0), true, 0, info);
      return;
    }

  rtx asmop = extract_asm_operands (pat);
  bool may_store = MEM_VOLATILE_P (asmop) || JUMP_P (insn);

  if (GET_CODE (pat) == PARALLEL)
    for (int i = 0; i < XVECLEN (pat, 0); i++)
      {
	rtx x = XVECEXP (pat, 0, i);
	/* A "memory" clobber may store, but is no operand.  */
	if ((GET_CODE (x) == SET && MEM_P (SET_DEST (x)))
	    || (GET_CODE (x) == CLOBBER && MEM_P (XEXP (x, 0))))
	  may_store = true;
      }
  else if (GET_CODE (pat) == SET && MEM_P (SET_DEST (pat)))
    may_store = true;

  /* Which operands, numbered as the template numbers them, are in
     memory.  */
  unsigned HOST_WIDE_INT mem_ops = 0;
  int noperands = asm_noperands (pat);
  if (noperands > 0)
    {
      rtx *ops = XALLOCAVEC (rtx, noperands);
      decode_asm_operands (pat, ops, NULL, NULL, NULL, NULL);
      for (int n = 0; n < noperands; n++)
	if (ops[n] != NULL_RTX && MEM_P (ops[n]))
	  mem_ops |= HOST_WIDE_INT_1U << MIN (n, 63);
    }

  /* A basic asm's template is printed as it is; an asm with operands'
     has its dialect alternatives chosen.  */
  char *tmpl = asm_select_dialect (ASM_OPERANDS_TEMPLATE (asmop));
  classify_asm_template (tmpl, may_store, mem_ops, info);
  free (tmpl);
}

/* Classify a weakly ordered store, NAME, into INFO (ALL as below).  */

static void
nt_store (insn_info *info, bool all, const char *name)
{
  info->gen = info->weak = PENDING_NT;
  /* It is a store for the flushes before it: it may become durable
     before the lines they write back.  */
  if (all)
    info->order = PENDING_FLUSH | PENDING_CLFLUSH;
  info->flush_site = info->flush_first = true;
  info->what = name;
}

/* Classify INSN into INFO.  Unless ALL, leave out the order that a
   store, call or return needs, which matters only in a function with a
   flush site: INFO then says only whether INSN is a flush site or a
   fence.  */

void
classify_insn (rtx_insn *insn, insn_info *info, bool all)
{
  memset (info, 0, sizeof *info);
  if (!NONDEBUG_INSN_P (insn))
    return;

  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) == USE || GET_CODE (pat) == CLOBBER)
    return;

  if (CALL_P (insn))
    {
      /* What follows a call that returns twice (setjmp, vfork) is also
	 where a longjmp lands, which fence-before-call=no leaves
	 unfenced: a flush may be pending there, whether or not this
	 function flushes.  */
      bool returns_twice = (!jcc_opts.fence_before_call
			    && find_reg_note (insn, REG_SETJMP, NULL_RTX));
      if (returns_twice)
	{
	  info->flush_site = true;
	  info->what = "return of setjmp";
	}
      if (!all)
	return;
      if (returns_twice)
	{
	  info->gen = PENDING_FLUSH | PENDING_NT
		      | (jcc_opts.clflush_ordered ? 0 : PENDING_CLFLUSH);
	  return;
	}
      /* A const or pure function stores nothing.  A sibling call is
	 also a return: the caller of this function trusts it to leave
	 nothing pending.  */
      if (SIBLING_CALL_P (insn))
	{
	  if (jcc_opts.fence_before_call || jcc_opts.fence_at_return)
	    info->order = PENDING_ALL;
	  info->what = "sibling call";
	}
      else if (!RTL_CONST_OR_PURE_CALL_P (insn))
	{
	  if (jcc_opts.fence_before_call)
	    info->order = PENDING_ALL;
	  info->what = "call";
	}
      return;
    }

  if (GET_CODE (pat) == ASM_INPUT || asm_noperands (pat) >= 0)
    {
      classify_asm (insn, pat, info);
      return;
    }

  if (JUMP_P (insn))
    {
      if (all && returnjump_p (insn))
	{
	  if (jcc_opts.fence_at_return)
	    info->order = PENDING_ALL;
	  info->what = "return";
	}
      /* __builtin_longjmp and a goto out of a nested function leave the
	 function by a jump, into code that takes them for a return.  */
      else if (all && find_reg_note (insn, REG_NON_LOCAL_GOTO, NULL_RTX))
	{
	  if (jcc_opts.fence_at_return)
	    info->order = PENDING_ALL;
	  info->what = "non-local goto";
	}
      return;
    }

  /* The flushes, fences and locked insns of GCC's i386 back end, by
     the unspec they carry: the insn codes differ between the expanders
     and the insns that match (sse_sfence and *sse_sfence), the unspecs
     do not.  */
  subrtx_iterator::array_type array;
  FOR_EACH_SUBRTX (iter, array, pat, NONCONST)
    {
      const_rtx x = *iter;
      if (GET_CODE (x) == UNSPEC_VOLATILE)
	switch (XINT (x, 1))
	  {
	  case UNSPECV_CLWB:
	  case UNSPECV_CLFLUSHOPT:
	    info->gen = info->weak = PENDING_FLUSH;
	    info->flush_site = info->flush_first = true;
	    info->what = XINT (x, 1) == UNSPECV_CLWB ? "clwb" : "clflushopt";
	    return;
	  case UNSPECV_CLFLUSH:
	    info->gen = jcc_opts.clflush_ordered ? 0 : PENDING_CLFLUSH;
	    info->weak = info->gen;
	    info->flush_site = info->flush_first = true;
	    info->what = "clflush";
	    return;
	  case UNSPECV_CLZERO:
	    /* AMD's CLZERO writes zeros to a line weakly ordered, as a
	       non-temporal store does.  */
	    nt_store (info, all, "clzero");
	    return;
	  case UNSPECV_ENQCMD:
	  case UNSPECV_ENQCMDS:
	    /* A store to the address in a register, which note_stores
	       does not see: the pattern sets only the flags.  */
	    if (all)
	      info->order = PENDING_ALL;
	    info->what = XINT (x, 1) == UNSPECV_ENQCMD ? "enqcmd" : "enqcmds";
	    return;
	  case UNSPECV_LOCK:
	  case UNSPECV_XCHG:
	  case UNSPECV_CMPXCHG:
	    info->order = PENDING_NT | PENDING_CLFLUSH;
	    info->kill = PENDING_FLUSH;
	    info->fence = true;
	    info->what = "locked instruction";
	    return;
	  default:
	    break;
	  }
      else if (GET_CODE (x) == UNSPEC)
	switch (XINT (x, 1))
	  {
	  case UNSPEC_SFENCE:
	    info->kill = fence_kill[FENCE_SFENCE];
	    info->fence = true;
	    info->what = "sfence";
	    return;
	  case UNSPEC_MFENCE:
	    /* mfence_nosse, the PARALLEL with a flags clobber, prints
	       `lock or $0, (%esp)': a locked insn, not an MFENCE.  */
	    if (GET_CODE (pat) == PARALLEL)
	      {
		info->order = PENDING_NT | PENDING_CLFLUSH;
		info->kill = PENDING_FLUSH;
		info->what = "locked instruction";
	      }
	    else
	      {
		info->kill = fence_kill[FENCE_MFENCE];
		info->what = "mfence";
	      }
	    info->fence = true;
	    return;
	  case UNSPEC_MASKMOV:
	    /* MASKMOVDQU and MASKMOVQ (V16QI, V8QI) store with a
	       non-temporal hint; the AVX masked stores and loads
	       (VMASKMOVPS, VPMASKMOVD...) that carry the same unspec in
	       other modes are ordinary ones, left to note_stores
	       below.  */
	    if (GET_MODE (x) != V16QImode && GET_MODE (x) != V8QImode)
	      break;
	    /* Fall through.  */
	  case UNSPEC_MOVNT:
	  case UNSPEC_MOVNTQ:
	  case UNSPEC_MOVDIRI:
	  case UNSPEC_MOVDIR64B:
	    nt_store (info, all, "non-temporal store");
	    return;
	  default:
	    break;
	  }
    }

  if (!all)
    return;
  bool store = false;
  note_stores (insn, note_ordered_store, &store);
  if (store)
    {
      info->order = PENDING_ALL;
      info->what = "store";
    }
}

/* Where an inserted fence goes.  */
struct fence_site
{
  /* The insn that needs ordering; the fence goes before it, or on the
     incoming edges of its block that carry a pending flush.  */
  rtx_insn *insn;
  /* The pending bits that must be cleared before INSN.  */
  unsigned char need;
  /* Whether the fence goes on the edges rather than before INSN.  */
  bool on_edges;
  /* Whether INSN is the branch (or the comparison of the conditional
     jump) at the end of a block whose every successor needs the fence
     (fence_placer::choose_branch_fences), rather than a point that
     needs ordering itself.  */
  bool branch;
};

class fence_placer
{
public:
  fence_placer (function *fun);
  unsigned int run ();

private:
  function *m_fun;
  /* The classification of each insn, by INSN_UID.  */
  auto_vec<insn_info> m_info;
  /* The pending state at the end of each basic block, by index.  */
  auto_vec<unsigned char> m_out;
  /* For each basic block, by index, the pending bits that a fence
     before its branch clears (choose_branch_fences), and the insn the
     fence goes before.  */
  auto_vec<unsigned char> m_branch_need;
  auto_vec<rtx_insn *> m_branch_at;
  /* Counts for the notes.  */
  unsigned m_flush_sites, m_fences, m_inserted;

  const insn_info &info (rtx_insn *insn);
  location_t where (rtx_insn *insn);
  unsigned block_in (basic_block bb);
  unsigned transfer (basic_block bb, unsigned state, vec<fence_site> *sites);
  bool edge_usable_p (edge e);
  bool transparent_p (basic_block bb, unsigned need);
  rtx_insn *branch_point (basic_block bb);
  unsigned needed_first (basic_block bb);
  bool pass_through_p (basic_block bb, basic_block s);
  bool branch_covers_p (basic_block bb, unsigned need);
  void choose_branch_fences ();
  void hoist (edge e, unsigned need, int depth, vec<edge> *edges);
  void place (fence_site *site, unsigned *npaths, vec<edge> *targets);
  unsigned count_fences ();
  rtx_insn *make_fence (enum fence_kind kind, location_t loc);
  void record_fence (location_t loc, bool inserted);
  void note_existing ();
  void warn_unordered_in_asm ();
  void solve ();
  void drain ();
  void strict ();
};

fence_placer::fence_placer (function *fun)
  : m_fun (fun), m_flush_sites (0), m_fences (0), m_inserted (0)
{
  /* Most functions flush nothing: count the flush sites and fences
     first, and only where there is a flush site classify every insn
     into the arrays, with the stores (note_stores) that take most of
     the time.  */
  basic_block bb;
  rtx_insn *insn;
  FOR_EACH_BB_FN (bb, fun)
    FOR_BB_INSNS (bb, insn)
      {
	insn_info i;
	classify_insn (insn, &i, false);
	m_flush_sites += i.flush_site;
	m_fences += i.fence;
      }
  if (m_flush_sites == 0)
    return;

  m_info.safe_grow_cleared (get_max_uid () + 1);
  m_out.safe_grow_cleared (last_basic_block_for_fn (fun));
  m_branch_need.safe_grow_cleared (last_basic_block_for_fn (fun));
  m_branch_at.safe_grow_cleared (last_basic_block_for_fn (fun));
  FOR_EACH_BB_FN (bb, fun)
    FOR_BB_INSNS (bb, insn)
      classify_insn (insn, &m_info[INSN_UID (insn)], true);
}

/* What the pass knows about INSN.  The fences it inserts come after
   the classification, and are nothing to it: transfer counts each one
   already, at the insn that needs it.  */

const insn_info &
fence_placer::info (rtx_insn *insn)
{
  static const insn_info none = insn_info ();
  unsigned uid = INSN_UID (insn);
  return uid < m_info.length () ? m_info[uid] : none;
}

/* Record a fence at LOC for the report: INSERTED, or (fence=none)
   only needed.  */

void
fence_placer::record_fence (location_t loc, bool inserted)
{
  if (inserted)
    m_inserted++;
  jcc_last_fence_summary.where.safe_push (loc);
}

/* The source location to report INSN at: returns and epilogue insns
   often have none, and then the end of the function stands for them.  */

location_t
fence_placer::where (rtx_insn *insn)
{
  location_t loc = INSN_LOCATION (insn);
  if (loc != UNKNOWN_LOCATION)
    return loc;
  return m_fun->function_end_locus;
}

/* The pending state at the start of BB: the union over its
   predecessors, since a flush pending on any path may be pending.  */

unsigned
fence_placer::block_in (basic_block bb)
{
  unsigned state = 0;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->preds)
    if (e->src != ENTRY_BLOCK_PTR_FOR_FN (m_fun))
      state |= m_out[e->src->index];
  return state;
}

/* Run the insns of BB from pending STATE and return the state at its
   end, assuming that every point needing order gets its fence.  If
   SITES is not null, add the fences to it.  */

unsigned
fence_placer::transfer (basic_block bb, unsigned state,
			vec<fence_site> *sites)
{
  /* The pending bits set in BB itself: a fence they need cannot be
     moved to the incoming edges.  */
  unsigned local = 0;
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    {
      const insn_info &i = info (insn);
      if (insn == m_branch_at[bb->index]
	  && (state & m_branch_need[bb->index]) != 0)
	{
	  unsigned need = state & m_branch_need[bb->index];
	  if (sites != NULL)
	    {
	      fence_site site = { insn, (unsigned char) need, false, true };
	      sites->safe_push (site);
	    }
	  state &= ~fence_kill[fence_for (need)];
	  local &= state;
	}
      unsigned need = state & i.order;
      if (need != 0)
	{
	  if (sites != NULL)
	    {
	      fence_site site = { insn, (unsigned char) need, false, false };
	      site.on_edges = (need & local) == 0;
	      sites->safe_push (site);
	    }
	  state &= ~fence_kill[fence_for (need)];
	  local &= state;
	}
      state = (state & ~i.kill) | i.gen;
      local = (local & ~i.kill) | i.gen;
    }
  return state;
}

/* Solve the data-flow problem: the pending state at the end of every
   block, from nothing pending anywhere (the least solution).  The
   transfer functions are monotone and the lattice has eight elements,
   so iterating to the fixed point terminates.  */

void
fence_placer::solve ()
{
  basic_block b;
  FOR_EACH_BB_FN (b, m_fun)
    m_out[b->index] = 0;
  bool changed = true;
  while (changed)
    {
      changed = false;
      basic_block bb;
      FOR_EACH_BB_FN (bb, m_fun)
	{
	  unsigned out = transfer (bb, block_in (bb), NULL);
	  if (out != m_out[bb->index])
	    {
	      m_out[bb->index] = out;
	      changed = true;
	    }
	}
    }
}

/* Whether a fence can go on edge E: not on abnormal and EH edges, which
   cannot be split, nor out of an asm goto; and not on a loop's back
   edge, where splitting it would add a jump to every iteration for at
   most one fence saved.  */

bool
fence_placer::edge_usable_p (edge e)
{
  if (e->flags & (EDGE_ABNORMAL | EDGE_EH | EDGE_DFS_BACK))
    return false;
  if (e->src == ENTRY_BLOCK_PTR_FOR_FN (m_fun))
    return false;
  rtx_insn *last = BB_END (e->src);
  if (JUMP_P (last) && asm_noperands (PATTERN (last)) >= 0)
    return false;
  return true;
}

/* Whether BB passes the pending bits NEED through and orders nothing
   with them: it neither makes them pending nor needs a fence for them
   nor has one.  */

bool
fence_placer::transparent_p (basic_block bb, unsigned need)
{
  return ((transfer (bb, 0, NULL) & need) == 0
	  && (transfer (bb, need, NULL) & need) == need);
}

/* Where a fence before the branch that ends BB goes, or NULL if it
   cannot go there: before a jump with two or more successors in the
   function (a computed goto's are abnormal edges), that is not an asm
   goto; for a conditional jump, before the comparison that sets its
   flags, so as not to come between the two halves of a macro-fused
   pair.  */

rtx_insn *
fence_placer::branch_point (basic_block bb)
{
  rtx_insn *jump = BB_END (bb);
  if (!JUMP_P (jump) || EDGE_COUNT (bb->succs) < 2
      || asm_noperands (PATTERN (jump)) >= 0)
    return NULL;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    if ((e->flags & EDGE_EH) != 0
	|| e->dest == EXIT_BLOCK_PTR_FOR_FN (m_fun))
      return NULL;
  if (any_condjump_p (jump))
    {
      rtx_insn *prev = prev_nonnote_nondebug_insn_bb (jump);
      rtx set = prev != NULL ? single_set (prev) : NULL_RTX;
      if (set != NULL_RTX && REG_P (SET_DEST (set))
	  && GET_MODE_CLASS (GET_MODE (SET_DEST (set))) == MODE_CC
	  && info (prev).order == 0 && info (prev).gen == 0)
	return prev;
    }
  return jump;
}

/* The pending bits for which a point that needs order comes first in
   BB, before an insn that orders them and before any flush (whose fence
   at that point orders the pending ones too).  */

unsigned
fence_placer::needed_first (basic_block bb)
{
  unsigned undecided = PENDING_ALL, need = 0;
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    {
      const insn_info &i = info (insn);
      need |= undecided & i.order;
      undecided &= ~(i.order | i.kill);
      if (i.gen != 0)
	undecided = 0;
    }
  return need;
}

/* Whether BB's successor S is a block the paths from BB's branch may
   pass through on their way to the points that need the fence for the
   pending bits: only BB leads to S, S neither flushes nor orders
   anything (transparent_p for every pending bit: a flush of another
   kind in S would leave a fence at those points anyway, and the fence
   before BB's branch would be one more on the paths through S), and
   its successors are blocks of the function, as after the comparison
   with a switch's range the jump through its table.  */

bool
fence_placer::pass_through_p (basic_block bb, basic_block s)
{
  if (s == bb || !single_pred_p (s) || single_pred (s) != bb
      || !transparent_p (s, PENDING_ALL))
    return false;
  rtx_insn *last = BB_END (s);
  if (JUMP_P (last) && asm_noperands (PATTERN (last)) >= 0)
    return false;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, s->succs)
    if ((e->flags & EDGE_EH) != 0
	|| e->dest == EXIT_BLOCK_PTR_FOR_FN (m_fun)
	|| e->dest == s)
      return false;
  return EDGE_COUNT (s->succs) > 0;
}

/* Whether a fence for the pending bits NEED before the branch that ends
   BB would do the work of the fences that the paths from it run for
   them: each path from the branch comes, directly or through one block
   that only BB leads to and that orders nothing (pass_through_p, the
   jump through a switch's table after the comparison with its range),
   to a block that starts with a point that needs the fence
   (needed_first), and no other way into those blocks carries NEED.
   The last condition matters: without it, letting the paths pass
   through such blocks made more fences run in some of the random
   programs of fence-random.exp (1,815 against 1,638 in one), where the
   flush was pending on another way into those blocks' successors, so
   that their fences stayed and the paths from BB ran two.  */

bool
fence_placer::branch_covers_p (basic_block bb, unsigned need)
{
  /* The blocks the paths pass through, and those they end in.  */
  auto_vec<basic_block, 4> through;
  auto_vec<basic_block, 16> targets;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    {
      /* branch_point has left out EH edges and the exit.  */
      basic_block s = e->dest;
      if ((needed_first (s) & need) == need)
	targets.safe_push (s);
      else if (pass_through_p (bb, s))
	{
	  through.safe_push (s);
	  edge t;
	  edge_iterator ti;
	  FOR_EACH_EDGE (t, ti, s->succs)
	    {
	      if ((needed_first (t->dest) & need) != need)
		return false;
	      targets.safe_push (t->dest);
	    }
	}
      else
	return false;
    }

  /* The other ways into the blocks the paths end in must not carry
     NEED, and those that carry other bits that the fence at a block's
     first point orders must be able to take that fence on their edge
     (drain): were it to stay in the block, as on a loop's back edge,
     the paths from BB would run two.  */
  for (basic_block s : targets)
    {
      unsigned first = needed_first (s);
      edge p;
      edge_iterator pi;
      FOR_EACH_EDGE (p, pi, s->preds)
	{
	  if (p->src == bb || through.contains (p->src))
	    continue;
	  if (p->src == ENTRY_BLOCK_PTR_FOR_FN (m_fun))
	    return false;
	  unsigned carried = m_out[p->src->index] & first;
	  if ((carried & need) != 0
	      || (carried != 0 && !edge_usable_p (p)))
	    return false;
	}
    }
  return true;
}

/* Choose the branches that take the fence their successors need: a
   block that ends in a branch (branch_point) with a flush pending,
   each of whose successors starts with a point that needs a fence for
   it and has no other way in that carries it (branch_covers_p), gets
   one fence before its branch instead of one in each successor (on the
   edge from the branch, or before the point).  Every path through the
   branch ran one fence for the flush and runs one now, and every other
   path as many as before or fewer; the code has fewer fences, and the
   targets of a computed goto share one before it.  GCC's cross-jumping
   does the same only where the successors' fences are alike and come
   first.  */

void
fence_placer::choose_branch_fences ()
{
  /* In reverse post-order, so that a branch's fence clears the flush
     for the branches after it before they are looked at; the pending
     state is solved again after each choice.  */
  auto_vec<int> order;
  order.safe_grow (n_basic_blocks_for_fn (m_fun));
  int n = pre_and_rev_post_order_compute_fn (m_fun, NULL, order.address (),
					     false);
  unsigned fences = 0;
  bool counted = false;
  for (int k = 0; k < n; k++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (m_fun, order[k]);
      unsigned need = m_out[bb->index];
      if (need == 0)
	continue;
      rtx_insn *at = branch_point (bb);
      if (at == NULL || !branch_covers_p (bb, need))
	continue;
      if (!counted)
	{
	  fences = count_fences ();
	  counted = true;
	}
      m_branch_at[bb->index] = at;
      m_branch_need[bb->index] = need;
      solve ();
      /* Keep the choice only if the code has no more fences: where
	 the other ways into the successors keep theirs on their edges,
	 one fence in a successor could become one on each of them.  (A
	 choice that leaves as many may let a later one save some.)  */
      unsigned now = count_fences ();
      if (now <= fences)
	fences = now;
      else
	{
	  m_branch_at[bb->index] = NULL;
	  m_branch_need[bb->index] = 0;
	  solve ();
	}
    }
}

/* Add to EDGES where the fence for the pending bits NEED that edge E
   carries goes: on E, or, when E's source block has no other
   successor, is transparent for them, and has incoming edges that do
   not carry them while every one that does can take a fence, on those
   edges instead, moved up the same way DEPTH more blocks at most.  A
   path into that block without a pending flush then runs no fence:
   with the flush chosen at run time, the fence goes after the loops of
   the weakly ordered flushes, not after the loop of CLFLUSH.  */

void
fence_placer::hoist (edge e, unsigned need, int depth, vec<edge> *edges)
{
  basic_block a = e->src;
  unsigned carried = m_out[a->index] & need;

  if (depth > 0 && single_succ_p (a) && transparent_p (a, carried))
    {
      unsigned npending = 0;
      bool usable = true;
      edge p;
      edge_iterator ei;
      FOR_EACH_EDGE (p, ei, a->preds)
	if (p->src != ENTRY_BLOCK_PTR_FOR_FN (m_fun)
	    && (m_out[p->src->index] & carried) != 0)
	  {
	    npending++;
	    if (!edge_usable_p (p))
	      usable = false;
	  }
      if (usable && npending > 0 && npending < EDGE_COUNT (a->preds))
	{
	  FOR_EACH_EDGE (p, ei, a->preds)
	    if (p->src != ENTRY_BLOCK_PTR_FOR_FN (m_fun)
		&& (m_out[p->src->index] & carried) != 0)
	      hoist (p, carried, depth - 1, edges);
	  return;
	}
    }
  edges->safe_push (e);
}

/* Return a sequence holding one fence of KIND located at LOC.

   GCC's own expanders build it (sse_sfence, mfence_sse2), so that the
   insn is the one GCC itself emits for _mm_sfence () and _mm_mfence ():
   a volatile BLK memory operation that the scheduler moves no memory
   access across.  Where the function's target has neither SSE nor
   3DNow! (sfence) or SSE2 (mfence), recog rejects that insn; the fence
   is then a volatile asm clobbering memory, which the assembler accepts
   whatever the -march: the CPU that executes the flush or
   non-temporal store it orders implements SFENCE and MFENCE, since
   every x86 with CLFLUSH, CLFLUSHOPT, CLWB or MOVNTI has SSE2.  */

rtx_insn *
fence_placer::make_fence (enum fence_kind kind, location_t loc)
{
  start_sequence ();
  if (kind == FENCE_SFENCE)
    emit_insn (gen_sse_sfence ());
  else
    {
      rtx mem = gen_rtx_MEM (BLKmode, gen_rtx_SCRATCH (Pmode));
      MEM_VOLATILE_P (mem) = 1;
      emit_insn (gen_mfence_sse2 (mem));
    }
  rtx_insn *seq = get_insns ();
  end_sequence ();

  bool ok = seq != NULL;
  for (rtx_insn *insn = seq; insn != NULL; insn = NEXT_INSN (insn))
    if (recog_memoized (insn) < 0)
      ok = false;

  if (!ok)
    {
      rtx asmop = gen_rtx_ASM_OPERANDS (VOIDmode, fence_names[kind], "", 0,
					rtvec_alloc (0), rtvec_alloc (0),
					rtvec_alloc (0), loc);
      MEM_VOLATILE_P (asmop) = 1;
      rtx clobber
	= gen_rtx_CLOBBER (VOIDmode,
			   gen_rtx_MEM (BLKmode, gen_rtx_SCRATCH (VOIDmode)));
      start_sequence ();
      emit_insn (gen_rtx_PARALLEL (VOIDmode, gen_rtvec (2, asmop, clobber)));
      seq = get_insns ();
      end_sequence ();
    }

  for (rtx_insn *insn = seq; insn != NULL; insn = NEXT_INSN (insn))
    INSN_LOCATION (insn) = loc;
  return seq;
}

/* Under -fplugin-arg-jcc-verbose=2, a note for every flush site and
   every existing fence.  */

void
fence_placer::note_existing ()
{
  if (jcc_opts.verbose < 2)
    return;
  rtx_insn *insn;
  for (insn = get_insns (); insn != NULL; insn = NEXT_INSN (insn))
    if (INSN_P (insn))
      {
	const insn_info &i = info (insn);
	if (i.flush_site)
	  inform (where (insn), "%s: flush site: %s", JCC_PLUGIN_NAME,
		  i.what);
	else if (i.fence)
	  inform (where (insn), "%s: existing fence: %s", JCC_PLUGIN_NAME,
		  i.what);
      }
}

/* Warn about each inline asm that stores after a weakly ordered flush
   of its own with no fence between them: a fence outside the asm
   cannot order the two, whatever the mode.  */

void
fence_placer::warn_unordered_in_asm ()
{
  rtx_insn *insn;
  for (insn = get_insns (); insn != NULL; insn = NEXT_INSN (insn))
    if (INSN_P (insn) && info (insn).unordered_in_asm != NULL)
      {
	if (info (insn).unordered_leaves == LEAVES_RETURN)
	  warning_at (where (insn), 0,
		      "%s: this %<asm%> returns after its own %qs with no "
		      "fence between them; put %<sfence%> before the return "
		      "in the %<asm%>",
		      JCC_PLUGIN_NAME, info (insn).unordered_in_asm);
	else if (info (insn).unordered_leaves == LEAVES_JUMP)
	  warning_at (where (insn), 0,
		      "%s: this %<asm%> jumps out after its own %qs with no "
		      "fence between them; put %<sfence%> before the jump "
		      "in the %<asm%>",
		      JCC_PLUGIN_NAME, info (insn).unordered_in_asm);
	else
	  warning_at (where (insn), 0,
		      "%s: this %<asm%> stores after its own %qs with no "
		      "fence between them; put %<sfence%> between them in "
		      "the %<asm%>",
		      JCC_PLUGIN_NAME, info (insn).unordered_in_asm);
      }
}

/* Decide where the fence of SITE goes: before its insn, or on the
   incoming edges of its block that carry the pending flush, each moved
   up past blocks that do not touch the flush where that spares paths
   (hoist), added to TARGETS; *NPATHS is set to the number of those
   edges.  The fence goes on the edges only if some edge does not carry
   the pending flush (otherwise one fence before the insn does the same
   work in less code), and every edge that does can take a fence.  */

void
fence_placer::place (fence_site *site, unsigned *npaths, vec<edge> *targets)
{
  basic_block bb = BLOCK_FOR_INSN (site->insn);
  edge e;
  edge_iterator ei;
  *npaths = 0;
  if (!site->on_edges)
    return;
  FOR_EACH_EDGE (e, ei, bb->preds)
    if (e->src != ENTRY_BLOCK_PTR_FOR_FN (m_fun)
	&& (m_out[e->src->index] & site->need) != 0)
      {
	++*npaths;
	if (!edge_usable_p (e))
	  site->on_edges = false;
      }
  if (*npaths == EDGE_COUNT (bb->preds))
    site->on_edges = false;
  if (!site->on_edges)
    return;
  FOR_EACH_EDGE (e, ei, bb->preds)
    if (e->src != ENTRY_BLOCK_PTR_FOR_FN (m_fun)
	&& (m_out[e->src->index] & site->need) != 0)
      hoist (e, site->need, 8, targets);
}

/* The number of fences that drain would insert for the pending state
   solved last.  */

unsigned
fence_placer::count_fences ()
{
  auto_vec<fence_site> sites;
  basic_block bb;
  FOR_EACH_BB_FN (bb, m_fun)
    transfer (bb, block_in (bb), &sites);
  unsigned n = 0;
  for (fence_site &site : sites)
    {
      unsigned npaths;
      auto_vec<edge> targets;
      place (&site, &npaths, &targets);
      n += site.on_edges ? targets.length () : 1;
    }
  return n;
}

/* fence=drain, and fence=none which reports what drain would do.  */

void
fence_placer::drain ()
{
  solve ();
  /* choose_branch_fences asks edge_usable_p, which reads the back
     edges.  */
  jcc_mark_dfs_back_edges (m_fun);
  choose_branch_fences ();

  auto_vec<fence_site> sites;
  basic_block bb;
  FOR_EACH_BB_FN (bb, m_fun)
    transfer (bb, block_in (bb), &sites);

  bool insert = jcc_opts.fence != JCC_FENCE_NONE;
  bool edges_used = false;
  for (unsigned n = 0; n < sites.length (); n++)
    {
      fence_site *site = &sites[n];
      basic_block bb = BLOCK_FOR_INSN (site->insn);
      const insn_info &ii = info (site->insn);
      location_t loc = where (site->insn);
      unsigned npreds = EDGE_COUNT (bb->preds), npaths;
      edge e;
      auto_vec<edge> targets;
      place (site, &npaths, &targets);

      if (!site->on_edges)
	{
	  enum fence_kind kind = fence_for (site->need);
	  if (insert)
	    emit_insn_before (make_fence (kind, loc), site->insn);
	  record_fence (loc, insert);
	  if (jcc_opts.verbose > 0 && site->branch)
	    inform (loc, insert
		    ? "%s: inserted %s before a branch whose every path "
		      "needs one"
		    : "%s: %s needed before a branch whose every path "
		      "needs one", JCC_PLUGIN_NAME, fence_names[kind]);
	  else if (jcc_opts.verbose > 0)
	    inform (loc, insert ? "%s: inserted %s before %s"
		    : "%s: %s needed before %s", JCC_PLUGIN_NAME,
		    fence_names[kind], ii.what);
	  continue;
	}

      unsigned sfences = 0, mfences = 0;
      for (unsigned t = 0; t < targets.length (); t++)
	{
	  e = targets[t];
	  unsigned need = m_out[e->src->index] & site->need;
	  enum fence_kind kind = fence_for (need);
	  if (kind == FENCE_SFENCE)
	    sfences++;
	  else
	    mfences++;
	  if (insert)
	    {
	      insert_insn_on_edge (make_fence (kind, loc), e);
	      edges_used = true;
	    }
	  record_fence (loc, insert);
	}
      if (jcc_opts.verbose > 0)
	{
	  char moved[80] = "";
	  if (sfences + mfences != npaths)
	    snprintf (moved, sizeof moved,
		      ", moved up to %u earlier paths that carry the flush",
		      sfences + mfences);
	  inform (loc, insert
		  ? "%s: inserted %s before %s, on %u of its %u incoming paths%s"
		  : "%s: %s needed before %s, on %u of its %u incoming paths%s",
		  JCC_PLUGIN_NAME, mfences ? "mfence" : "sfence", ii.what,
		  npaths, npreds, moved);
	}
    }

  if (edges_used)
    commit_edge_insertions ();
}

/* fence=strict: a fence right before and right after every weakly
   ordered flush site, so that each is ordered like CLFLUSH on Intel.
   Consecutive flush sites share the fence between them.  */

void
fence_placer::strict ()
{
  basic_block bb;
  bool edges_used = false;
  FOR_EACH_BB_FN (bb, m_fun)
    {
      /* The pending bits that the last fence before this point, if it
	 was the previous insn, cleared.  */
      unsigned fenced = 0;
      rtx_insn *insn, *next;
      FOR_BB_INSNS_SAFE (bb, insn, next)
	{
	  if (!NONDEBUG_INSN_P (insn))
	    continue;
	  const insn_info &i = info (insn);
	  if (i.weak == 0)
	    {
	      /* A fence orders what follows; a store, a call or another
		 flush ends the stretch in which it does so for a flush;
		 loads and register operations do not.  */
	      if (i.fence && i.gen == 0)
		fenced = i.kill;
	      else if (i.flush_site || i.order != 0 || CALL_P (insn))
		fenced = 0;
	      continue;
	    }

	  enum fence_kind kind = fence_for (i.weak);
	  location_t loc = where (insn);
	  if (i.flush_first && (fenced & i.weak) != i.weak)
	    {
	      emit_insn_before (make_fence (kind, loc), insn);
	      record_fence (loc, true);
	      if (jcc_opts.verbose > 0)
		inform (loc, "%s: inserted %s before %s", JCC_PLUGIN_NAME,
			fence_names[kind], i.what);
	    }

	  /* The fence after the flush, unless the asm statement ends with
	     one or the next insn is one.  */
	  rtx_insn *after = next_nonnote_nondebug_insn_bb (insn);
	  if (i.gen == 0)
	    {
	      fenced = i.kill;
	      continue;
	    }
	  if (after != NULL && NONDEBUG_INSN_P (after)
	      && info (after).fence && info (after).gen == 0
	      && (info (after).kill & i.gen) == i.gen)
	    {
	      fenced = 0;
	      continue;
	    }
	  if (insn == BB_END (bb) && control_flow_insn_p (insn))
	    {
	      edge e;
	      edge_iterator ei;
	      FOR_EACH_EDGE (e, ei, bb->succs)
		if (!(e->flags & (EDGE_ABNORMAL | EDGE_EH)))
		  {
		    insert_insn_on_edge (make_fence (kind, loc), e);
		    edges_used = true;
		    record_fence (loc, true);
		  }
	    }
	  else
	    {
	      emit_insn_after (make_fence (kind, loc), insn);
	      record_fence (loc, true);
	    }
	  if (jcc_opts.verbose > 0)
	    inform (loc, "%s: inserted %s after %s", JCC_PLUGIN_NAME,
		    fence_names[kind], i.what);
	  fenced = fence_kill[kind];
	}
    }
  if (edges_used)
    commit_edge_insertions ();
}

/* Find the flush sites of the current function and place its fences
   as -fplugin-arg-jcc-fence says.  */

unsigned int
fence_placer::run ()
{
  jcc_last_fence_summary.fun = m_fun;
  jcc_last_fence_summary.flush_sites = m_flush_sites;
  jcc_last_fence_summary.existing_fences = m_fences;
  jcc_last_fence_summary.inserted = 0;
  jcc_last_fence_summary.where.truncate (0);
  if (m_flush_sites == 0)
    return 0;

  note_existing ();
  warn_unordered_in_asm ();
  if (jcc_opts.fence == JCC_FENCE_STRICT)
    strict ();
  else
    drain ();

  jcc_last_fence_summary.inserted = m_inserted;
  if (jcc_opts.verbose > 0)
    inform (DECL_SOURCE_LOCATION (m_fun->decl),
	    "%s: %qD: flush sites %u, existing fences %u, inserted "
	    "fences %u (fence=%s)", JCC_PLUGIN_NAME, m_fun->decl,
	    m_flush_sites, m_fences, m_inserted,
	    jcc_fence_mode_names[jcc_opts.fence]);
  return 0;
}

const pass_data jcc_fence_pass_data =
{
  RTL_PASS,			/* type */
  "jcc_fence",			/* name */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_rtl | PROP_cfg,		/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0				/* todo_flags_finish */
};

class jcc_fence_pass : public rtl_opt_pass
{
public:
  jcc_fence_pass (gcc::context *ctxt)
    : rtl_opt_pass (jcc_fence_pass_data, ctxt)
  {}

  opt_pass *clone () final override
  {
    return new jcc_fence_pass (m_ctxt);
  }

  /* fence=none does nothing but report, so it runs only when there is
     someone to report to: notes, or the report.  */
  bool gate (function *) final override
  {
    return (jcc_opts.fence != JCC_FENCE_NONE || jcc_opts.verbose > 0
	    || jcc_opts.report_file != NULL);
  }

  unsigned int execute (function *fun) final override
  {
    fence_placer placer (fun);
    return placer.run ();
  }
};

} // anon namespace

const char *const jcc_fence_mode_names[] = { "drain", "strict", "none" };

struct jcc_fence_summary jcc_last_fence_summary;

/* The pass runs right after the prologue and epilogue are emitted
   ("pro_and_epilogue"), for these reasons:

   - Register allocation is over: every spill and reload, each a store
     to the stack frame that needs no fence, is in the insn stream, and
     no store appears later that is not already there, in a copy of a
     block (bb-reorder, computed-goto duplication) or split from one
     (late splitters).  Returns are explicit `simple_return' jumps.
   - The CFG is still there, for the data-flow problem and for placing
     a fence on an edge, and bb-reorder has yet to lay out the blocks
     that edge insertion creates.
   - No later pass moves a store or a call across an inserted fence.
     The fence is (set (mem:BLK (scratch)) (unspec:BLK [...]
     UNSPEC_SFENCE)) on a volatile MEM, the insn _mm_sfence () gives:
     sched2 makes every memory access depend on it, and the flushes
     themselves are unspec_volatile insns, scheduling barriers.
     Cross-jumping and block duplication keep each path's order of
     insns, so a fence still separates the flush from the store on
     every path; copying a block copies its fence with it.  */

void
jcc_register_fence (const char *plugin_name)
{
  jcc_register_pass (plugin_name, new jcc_fence_pass (g),
		     "pro_and_epilogue", PASS_POS_INSERT_AFTER);
}
