/* classify.c -- what an x86 instruction is for jcc-scan, and the
   macro-fusion table.
   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.

   The input is the AT&T text libopcodes produces, split into prefix
   words, the mnemonic and the operands, plus the instruction's bytes
   for the legacy prefixes the text does not always show.  */

#include "jcc-scan.h"
#include <string.h>

/* The Jcc mnemonics objdump prints, indexed by condition code.  */
static const char *const jcc_cc_names[16] =
{
  "jo", "jno", "jb", "jae", "je", "jne", "jbe", "ja",
  "js", "jns", "jp", "jnp", "jl", "jge", "jle", "jg"
};

static const char *const jcc_kind_names[JCC_KIND_MAX] =
{
  "jcc", "fused", "jmp", "call", "ret", "indirect"
};

const char *
jcc_scan_kind_name (enum jcc_scan_kind kind)
{
  return jcc_kind_names[kind];
}

/* The kind called NAME, of LEN characters, or -1.  */

int
jcc_scan_kind_from_name (const char *name, size_t len)
{
  int k;

  for (k = 0; k < JCC_KIND_MAX; k++)
    if (strlen (jcc_kind_names[k]) == len
	&& memcmp (jcc_kind_names[k], name, len) == 0)
      return k;
  return -1;
}

const char *
jcc_scan_flush_name (enum jcc_scan_flush_role role)
{
  switch (role)
    {
    case JCC_FLUSH_CLFLUSHOPT:
      return "clflushopt";
    case JCC_FLUSH_CLWB:
      return "clwb";
    case JCC_FLUSH_MOVNT:
      return "movnt";
    case JCC_FLUSH_FENCE:
      return "fence";
    case JCC_FLUSH_STORE:
      return "store";
    default:
      return "none";
    }
}

/* Whether a first instruction of GROUP macro-fuses with a Jcc of
   condition CC.  The table pairs conditions as the opcode does (JE and
   JNE share a row), hence CC >> 1:
     test/and:     every Jcc;
     cmp/add/sub:  JB/JAE, JE/JNE, JBE/JA, JL/JGE, JLE/JG;
     inc/dec:      JE/JNE, JL/JGE, JLE/JG.  */

bool
jcc_scan_fuses (enum jcc_scan_fuse_group group, unsigned int cc)
{
  unsigned int row;

  if (cc >= 16)
    return false;
  row = cc >> 1;
  switch (group)
    {
    case JCC_FUSE_TEST_AND:
      return true;
    case JCC_FUSE_CMP_ADD_SUB:
      return row == 1 || row == 2 || row == 3 || row == 6 || row == 7;
    case JCC_FUSE_INC_DEC:
      return row == 2 || row == 6 || row == 7;
    default:
      return false;
    }
}

/* Whether MNEMONIC is BASE, a string literal, optionally with an
   AT&T size suffix.  */
#define JCC_IS(MNEMONIC, BASE) \
  jcc_is_n (MNEMONIC, BASE, sizeof (BASE) - 1)
/* Whether S starts with the string literal PREFIX.  */
#define JCC_STARTS(S, PREFIX) \
  (strncmp (S, PREFIX, sizeof (PREFIX) - 1) == 0)

static inline bool
jcc_is_n (const char *mnemonic, const char *base, size_t n)
{
  if (mnemonic[0] != base[0] || strncmp (mnemonic, base, n) != 0)
    return false;
  if (mnemonic[n] == '\0')
    return true;
  return (mnemonic[n] == 'b' || mnemonic[n] == 'w' || mnemonic[n] == 'l'
	  || mnemonic[n] == 'q') && mnemonic[n + 1] == '\0';
}

/* How many times WORD is among WORDS (space-separated).  */

static unsigned int
jcc_count_word (const char *words, const char *word)
{
  size_t n = strlen (word);
  const char *p = words;
  unsigned int count = 0;

  while ((p = strstr (p, word)) != NULL)
    {
      if ((p == words || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0'))
	count++;
      p += n;
    }
  return count;
}

/* Whether the space-separated list WORDS contains WORD.  */

static bool
jcc_has_word (const char *words, const char *word)
{
  return jcc_count_word (words, word) != 0;
}

/* What the operands of an instruction are.  */
struct jcc_operands
{
  unsigned int count;
  unsigned int mem;		/* Number of memory operands.  */
  unsigned int imm;
  bool rip;			/* A RIP- or EIP-relative operand.  */
  bool last_mem;		/* The last (destination) operand is memory.  */
  bool mem_stack_base;		/* A memory operand's base is %esp/%ebp.  */
  bool last_frame;		/* The last operand is memory based on the
				   stack or frame pointer.  */
  bool override_ds;		/* A memory operand shows %ds:.  */
  bool override_ss;
  const char *first_mem;	/* Start of the first memory operand.  */
};

/* Describe the operand text OPS.  Operands are separated by commas
   outside parentheses and braces.  */

static void
jcc_parse_operands (const char *ops, struct jcc_operands *o)
{
  const char *p = ops;

  memset (o, 0, sizeof *o);
  while (*p != '\0')
    {
      const char *start = p, *end;
      int depth = 0;
      bool is_mem;

      while (*p != '\0' && (depth > 0 || *p != ','))
	{
	  if (*p == '(' || *p == '{')
	    depth++;
	  else if ((*p == ')' || *p == '}') && depth > 0)
	    depth--;
	  p++;
	}
      end = p;
      if (*p == ',')
	p++;
      if (end == start)
	continue;
      o->count++;
      if (*start == '*')
	start++;
      if (*start == '$')
	{
	  o->imm++;
	  is_mem = false;
	}
      else if (*start == '{' || *start == '@')
	is_mem = false;		/* Rounding mode, or a branch target.  */
      else if (*start == '%')
	{
	  /* A register, unless it is a segment override, and %st(N) is
	     a register despite its parentheses.  */
	  is_mem = (start[3] == ':');
	}
      else if (strncmp (start, "(%dx)", 5) == 0)
	is_mem = false;		/* The port operand of in and out.  */
      else
	is_mem = true;		/* disp(base,index,scale) or absolute.  */
      o->last_mem = is_mem;
      o->last_frame = false;
      if (!is_mem)
	continue;
      o->mem++;
      if (o->first_mem == NULL)
	o->first_mem = start;
      {
	const char *q = memchr (start, '(', (size_t) (end - start));

	if (q != NULL)
	  {
	    /* Based on the stack or frame pointer: %ss is the default
	       segment outside 64-bit mode.  */
	    bool stack_base32 = (strncmp (q, "(%esp", 5) == 0
				 || strncmp (q, "(%ebp", 5) == 0
				 || strncmp (q, "(%sp", 4) == 0
				 || strncmp (q, "(%bp", 4) == 0);

	    o->last_frame = (stack_base32 || strncmp (q, "(%rsp", 5) == 0
			     || strncmp (q, "(%rbp", 5) == 0);
	    if (strncmp (q, "(%rip", 5) == 0 || strncmp (q, "(%eip", 5) == 0)
	      o->rip = true;
	    if (stack_base32)
	      o->mem_stack_base = true;
	  }
	if (strncmp (start, "%ds:", 4) == 0)
	  o->override_ds = true;
	else if (strncmp (start, "%ss:", 4) == 0)
	  o->override_ss = true;
      }
    }
}

/* Whether MNEMONIC stores, or leaves for code that may, without a
   memory destination to show it: pushes and ENTER write the stack,
   software interrupts and system calls enter the kernel, IRET and
   SYSEXIT/SYSRET leave it, ENQCMD and ENQCMDS write where their
   register operand points.  */

static bool
jcc_stores_implicitly (const char *m)
{
  static const char *const stores[] =
  {
    "push", "enter", "int", "iret", "uiret", "syscall", "sysenter",
    "sysexit", "sysret", "enqcmd", NULL
  };
  int i;

  for (i = 0; stores[i] != NULL; i++)
    if (m[0] == stores[i][0] && strncmp (m, stores[i],
					 strlen (stores[i])) == 0)
      return true;
  return false;
}

/* Whether MNEMONIC is one of CMPccXADD's (cmpbexadd, cmpnzxadd, ...),
   which are locked without a LOCK prefix, as XCHG with memory is.  */

static bool
jcc_cmpccxadd_p (const char *m)
{
  size_t n = strlen (m);

  return (m[0] == 'c' && n > 7 && JCC_STARTS (m, "cmp")
	  && strcmp (m + n - 4, "xadd") == 0);
}

/* Whether MNEMONIC, with its last operand in memory, only reads it.
   Everything else with a memory destination is taken as a store.  */

static bool
jcc_reads_only (const char *m)
{
  static const char *const readers[] =
  {
    "cmp", "test", "ucomis", "comis", "vucomis", "vcomis", "push", "nop",
    "prefetch", "clflush", "clwb", "cldemote", "div", "idiv", "mul",
    "imul", "outs", "ldmxcsr", "vldmxcsr", "lgdt", "lidt", "lldt", "ltr",
    "lmsw", "verr", "verw", "invlpg", "bound", "xrstor", "fxrstor",
    "ptest", "vptest", "ktest", "kortest", "monitor", "movntdqa",
    "vmovntdqa", "lods", "scas", "jmp", "call", "ljmp", "lcall",
    "invpcid", "vmptrld", "lfs", "lgs", "lss", "lar", "lsl", "ptwrite",
    "ldtilecfg", "xlat", NULL
  };
  int i;

  /* Most stores are mov: decide those without the table.  CMPXCHG,
     CMPXCHG8B and CMPXCHG16B store, whatever "cmp" below says.  */
  if (m[0] == 'm' && m[1] == 'o' && m[2] == 'v')
    return false;
  if (m[0] == 'c' && JCC_STARTS (m, "cmpxchg"))
    return false;
  if (JCC_IS (m, "bt"))
    return true;
  /* x87: only the fst/fist/fnst/fsave/fxsave/fbstp families store.  */
  if (m[0] == 'f')
    return !(JCC_STARTS (m, "fst") || JCC_STARTS (m, "fist")
	     || JCC_STARTS (m, "fnst") || JCC_STARTS (m, "fsave")
	     || JCC_STARTS (m, "fnsave") || JCC_STARTS (m, "fxsave")
	     || JCC_STARTS (m, "fbstp"));
  for (i = 0; readers[i] != NULL; i++)
    if (m[0] == readers[i][0] && strncmp (m, readers[i],
					  strlen (readers[i])) == 0)
      return true;
  return false;
}

/* Whether the instruction is a no-op that assemblers use as padding:
   the nop family, xchg %ax,%ax, and the 32-bit lea/mov forms.  */

static bool
jcc_is_nop (const char *m, const char *ops, bool mode64)
{
  if (JCC_STARTS (m, "nop"))
    return true;
  if (strcmp (m, "xchg") == 0)
    return strcmp (ops, "%ax,%ax") == 0
	   || (!mode64 && strcmp (ops, "%eax,%eax") == 0);
  if (!mode64 && strcmp (m, "lea") == 0)
    {
      static const char *const forms[] =
      {
	"0x0(%esi,%eiz,1),%esi", "0x0(%esi),%esi", "(%esi,%eiz,1),%esi",
	"0x0(%edi,%eiz,1),%edi", "0x0(%edi),%edi", "(%edi,%eiz,1),%edi",
	"0x0(,%esi,1),%esi", "0x0(,%edi,1),%edi", "0x0(%si),%si", NULL
      };
      int i;

      for (i = 0; forms[i] != NULL; i++)
	if (strcmp (ops, forms[i]) == 0)
	  return true;
    }
  if (!mode64 && strcmp (m, "mov") == 0)
    return strcmp (ops, "%esi,%esi") == 0 || strcmp (ops, "%edi,%edi") == 0;
  return false;
}

/* Count the segment prefixes among the leading legacy prefix BYTES
   (LEN of them at most) that change nothing, i.e. that serve only as
   padding.  Of several prefixes of one segment, one at most applies to
   an operand, and libopcodes prints each of the others as a prefix word
   (PREFIXES, space-separated): those are padding, fs and gs included,
   as gas pads an instruction that has a segment override with more of
   the same.  Of the rest, in 64-bit mode cs, ds, es and ss are ignored;
   in 32-bit mode a ds or ss is redundant when it names the default
   segment of the memory operand (ds, or ss for an %esp/%ebp base).  */

static unsigned int
jcc_pad_prefixes (const uint8_t *bytes, unsigned int len,
		  const char *prefixes, const struct jcc_operands *o,
		  bool mode64)
{
  static const char *const words[] = { "es", "cs", "ss", "ds", "fs", "gs" };
  unsigned int printed[sizeof words / sizeof words[0]];
  bool counted = false;
  unsigned int i, n = 0;

  for (i = 0; i < len; i++)
    {
      uint8_t b = bytes[i];
      unsigned int seg;

      switch (b)
	{
	case 0x26: seg = 0; break;
	case 0x2e: seg = 1; break;
	case 0x36: seg = 2; break;
	case 0x3e: seg = 3; break;
	case 0x64: seg = 4; break;
	case 0x65: seg = 5; break;
	case 0x66: case 0x67:
	case 0xf0: case 0xf2: case 0xf3:
	  continue;
	default:
	  return n;
	}
      if (!counted)
	{
	  unsigned int k;

	  for (k = 0; k < sizeof words / sizeof words[0]; k++)
	    printed[k] = jcc_count_word (prefixes, words[k]);
	  counted = true;
	}
      if (printed[seg] > 0)
	{
	  printed[seg]--;
	  n++;
	}
      else if (mode64 && b != 0x64 && b != 0x65)
	n++;
      else if (b == 0x3e && o->override_ds && !o->mem_stack_base)
	n++;
      else if (b == 0x36 && o->override_ss && o->mem_stack_base)
	n++;
    }
  return n;
}

/* Fill in INSN (whose address and length are set) from the text of
   the instruction: PREFIXES (space-separated words), MNEMONIC and
   OPERANDS, where branch targets appear as "@".  BYTES are its first
   bytes.  MODE64 says whether the code is 64-bit.  */

void
jcc_scan_classify (const char *prefixes, const char *mnemonic,
		   const char *operands, const uint8_t *bytes, bool mode64,
		   struct jcc_scan_insn *insn)
{
  char m[32];
  const char *comma;
  size_t n;
  struct jcc_operands o;
  int cc;

  /* A Jcc with a branch hint prints as "jne,pt"; the hint is not part
     of the mnemonic.  */
  comma = strchr (mnemonic, ',');
  n = comma != NULL ? (size_t) (comma - mnemonic) : strlen (mnemonic);
  if (n >= sizeof m)
    n = sizeof m - 1;
  memcpy (m, mnemonic, n);
  m[n] = '\0';

  insn->cls = JCC_CLASS_OTHER;
  insn->cc = JCC_CC_NONE;
  insn->fuse = JCC_FUSE_NONE;
  insn->flush = JCC_FLUSH_NONE;

  if (strcmp (m, "(bad)") == 0 || m[0] == '.')
    {
      insn->cls = JCC_CLASS_BAD;
      return;
    }

  /* Branches first: most instructions are not, and those are decided
     by the mnemonic alone.  */
  if (m[0] == 'j')
    {
      for (cc = 0; cc < 16; cc++)
	if (strcmp (m, jcc_cc_names[cc]) == 0)
	  {
	    insn->cls = JCC_CLASS_JCC;
	    insn->cc = (uint8_t) cc;
	    return;
	  }
      if (strcmp (m, "jecxz") == 0 || strcmp (m, "jrcxz") == 0
	  || strcmp (m, "jcxz") == 0)
	{
	  insn->cls = JCC_CLASS_JCC;
	  return;
	}
      if (JCC_IS (m, "jmp"))
	{
	  insn->cls = (operands[0] == '*'
		       ? JCC_CLASS_JMP_INDIRECT : JCC_CLASS_JMP);
	  return;
	}
    }
  else if (m[0] == 'l' && m[1] == 'o' && JCC_STARTS (m, "loop"))
    {
      insn->cls = JCC_CLASS_JCC;
      return;
    }
  else if (JCC_IS (m, "call") || JCC_IS (m, "lcall"))
    {
      insn->cls = (operands[0] == '*'
		   ? JCC_CLASS_CALL_INDIRECT : JCC_CLASS_CALL);
      return;
    }
  else if (JCC_IS (m, "ljmp"))
    {
      insn->cls = (operands[0] == '*'
		   ? JCC_CLASS_JMP_INDIRECT : JCC_CLASS_JMP);
      return;
    }
  else if (JCC_IS (m, "ret") || JCC_IS (m, "lret"))
    {
      insn->cls = JCC_CLASS_RET;
      return;
    }

  jcc_parse_operands (operands, &o);

  if ((m[0] == 'n' || m[0] == 'x' || (!mode64 && (m[0] == 'l'
						  || m[0] == 'm')))
      && jcc_is_nop (m, operands, mode64))
    {
      insn->nop = 1;
      return;
    }

  if (bytes[0] < 0x40 || bytes[0] >= 0x60)
    insn->pad_prefixes = (uint8_t) jcc_pad_prefixes (bytes, insn->len,
						     prefixes, &o, mode64);

  /* First halves of macro-fused pairs.  As in gas and LLVM, a
     RIP-relative operand, memory with an immediate, or inc/dec of
     memory never fuses.  */
  switch (m[0])
    {
    case 'a':
      if (JCC_IS (m, "and"))
	insn->fuse = JCC_FUSE_TEST_AND;
      else if (JCC_IS (m, "add"))
	insn->fuse = JCC_FUSE_CMP_ADD_SUB;
      break;
    case 't':
      if (JCC_IS (m, "test"))
	insn->fuse = JCC_FUSE_TEST_AND;
      break;
    case 'c':
      if (JCC_IS (m, "cmp"))
	insn->fuse = JCC_FUSE_CMP_ADD_SUB;
      break;
    case 's':
      if (JCC_IS (m, "sub"))
	insn->fuse = JCC_FUSE_CMP_ADD_SUB;
      break;
    case 'i':
      if (JCC_IS (m, "inc"))
	insn->fuse = JCC_FUSE_INC_DEC;
      break;
    case 'd':
      if (JCC_IS (m, "dec"))
	insn->fuse = JCC_FUSE_INC_DEC;
      break;
    default:
      break;
    }
  if (insn->fuse != JCC_FUSE_NONE
      && (o.rip || (o.mem && o.imm)
	  || (insn->fuse == JCC_FUSE_INC_DEC && o.mem)))
    insn->fuse = JCC_FUSE_NONE;

  /* Roles for the flush-ordering check.  PMDK writes clflushopt as
     ".byte 0x66; clflush" and clwb as ".byte 0x66; xsaveopt"; those
     bytes are the real encodings and decode as such, but an extra
     data16 in front of the older mnemonic means the same.  */
  if (m[0] == 'c' && (strcmp (m, "clflushopt") == 0
		      || (strcmp (m, "clflush") == 0
			  && jcc_has_word (prefixes, "data16"))))
    insn->flush = JCC_FLUSH_CLFLUSHOPT;
  else if ((m[0] == 'c' && strcmp (m, "clwb") == 0)
	   || (m[0] == 'x' && strcmp (m, "xsaveopt") == 0
	       && jcc_has_word (prefixes, "data16")))
    insn->flush = JCC_FLUSH_CLWB;
  else if ((m[0] == 'm' || m[0] == 'v')
	   && (JCC_STARTS (m, "movnt") || JCC_STARTS (m, "vmovnt")
	       || JCC_STARTS (m, "maskmov") || JCC_STARTS (m, "vmaskmovdqu"))
	   && strstr (m, "movntdqa") == NULL)
    insn->flush = JCC_FLUSH_MOVNT;
  /* MOVDIRI, MOVDIR64B, AMD's CLZERO and the RAO-INT instructions
     (AADD, AAND, AOR, AXOR) write weakly ordered, as non-temporal
     stores do.  */
  else if ((m[0] == 'm' && JCC_STARTS (m, "movdir"))
	   || (m[0] == 'c' && strcmp (m, "clzero") == 0)
	   || (m[0] == 'a' && (strcmp (m, "aadd") == 0
			       || strcmp (m, "aand") == 0
			       || strcmp (m, "aor") == 0
			       || strcmp (m, "axor") == 0)))
    insn->flush = JCC_FLUSH_MOVNT;
  /* The fences the SDM orders CLFLUSHOPT and CLWB with: SFENCE, MFENCE
     and locked read-modify-write instructions (XCHG with memory is
     one).  Serializing instructions (CPUID, SERIALIZE) drain the store
     buffer, but the SDM does not list them for CLFLUSHOPT and CLWB, and
     neither the plugin nor gas's -mflush-fence takes them for fences.  */
  else if ((m[0] == 's' && strcmp (m, "sfence") == 0)
	   || (m[0] == 'm' && strcmp (m, "mfence") == 0)
	   || (*prefixes != '\0' && jcc_has_word (prefixes, "lock"))
	   || (o.mem && JCC_IS (m, "xchg"))
	   || jcc_cmpccxadd_p (m))
    insn->flush = JCC_FLUSH_FENCE;
  else if ((o.last_mem && !jcc_reads_only (m)) || jcc_stores_implicitly (m))
    {
      insn->flush = JCC_FLUSH_STORE;
      insn->frame_store = (JCC_STARTS (m, "push") || JCC_STARTS (m, "enter")
			   || (o.last_mem && o.last_frame));
    }
}
