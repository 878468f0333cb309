/* fusion.cc -- classify the branches of the final RTL, and decide which
   flag-setting insns macro-fuse with the conditional jump after them.

   The fusion table is Intel's (Optimization Reference Manual, "Macro-
   Fusion"), the one gas's maybe_fused_with_jcc_p and LLVM's
   X86::isMacroFused also use:

     first half		fuses with
     TEST, AND		every Jcc
     CMP, ADD, SUB	JB/JAE, JE/JNE, JBE/JA, JL/JGE, JLE/JG
     INC, DEC		JE/JNE, JL/JGE, JLE/JG

   and never when the first half has a memory operand and an immediate,
   when INC or DEC works on memory, or (as in gas and LLVM) when it
   addresses memory relative to %rip.

   The mnemonic GCC will print is read from the insn's `type' attribute
   rather than guessed from its RTL: `cmp $0, %eax' is printed as `test',
   and an addition of 1 as `inc' or `add' depending on tuning.

   Copyright (C) 2026 The jcc developers.
   This file is part of jcc.  jcc is free software; you can redistribute
   it and/or modify it under the terms of the GNU General Public License
   as published by the Free Software Foundation; either version 3 of the
   License, or (at your option) any later version.  See COPYING.  */

#include "jcc-plugin.h"
#include "fusion.h"

const char *const jcc_branch_kind_names[JCC_BRANCH_KINDS] =
{
  "jcc", "fused", "jmp", "call", "ret", "indirect"
};

const char *const jcc_first_op_names[] =
{
  "none", "test", "and", "cmp", "add", "sub", "inc/dec"
};

const char *const jcc_cond_names[] =
{
  "jo", "jno", "jb", "jae", "je", "jne", "jbe", "ja",
  "js", "jns", "jp", "jnp", "jl", "jge", "jle", "jg", "j?"
};

bool
jcc_fusible_p (enum jcc_first_op first, enum jcc_cond cond)
{
  if (cond == JCC_COND_UNKNOWN)
    return false;

  /* A condition and its reverse fuse alike.  */
  switch (first)
    {
    case JCC_FIRST_TEST:
    case JCC_FIRST_AND:
      return true;

    case JCC_FIRST_CMP:
    case JCC_FIRST_ADD:
    case JCC_FIRST_SUB:
      switch (cond & ~1)
	{
	case JCC_COND_B:
	case JCC_COND_E:
	case JCC_COND_BE:
	case JCC_COND_L:
	case JCC_COND_LE:
	  return true;
	default:
	  return false;
	}

    case JCC_FIRST_INCDEC:
      switch (cond & ~1)
	{
	case JCC_COND_E:
	case JCC_COND_L:
	case JCC_COND_LE:
	  return true;
	default:
	  return false;
	}

    default:
      return false;
    }
}

namespace {

/* The condition, as the assembler will print it, of comparison CODE on
   flags in MODE: the mapping of i386.cc's put_condition_code.  */

enum jcc_cond
jcc_cond_of_code (enum rtx_code code, machine_mode mode)
{
  switch (code)
    {
    case EQ:
    case NE:
      {
	enum jcc_cond c;
	switch (mode)
	  {
	  case E_CCAmode: c = JCC_COND_A; break;
	  case E_CCCmode: c = JCC_COND_B; break;
	  case E_CCOmode: c = JCC_COND_O; break;
	  case E_CCPmode: c = JCC_COND_P; break;
	  case E_CCSmode: c = JCC_COND_S; break;
	  default: c = JCC_COND_E; break;
	  }
	/* EQ tests that the flag is set, NE that it is clear; for CCAmode
	   "set" is `a' and "clear" `na' = `be'.  */
	if (mode == E_CCAmode)
	  return code == EQ ? JCC_COND_A : JCC_COND_BE;
	return code == EQ ? c : (enum jcc_cond) (c | 1);
      }
    case GT: return JCC_COND_G;
    case LE: return JCC_COND_LE;
    case GTU: return JCC_COND_A;
    case LEU: return JCC_COND_BE;
    case LTU: return JCC_COND_B;
    case GEU: return JCC_COND_AE;
    case LT:
      return (mode == E_CCNOmode || mode == E_CCGOCmode)
	     ? JCC_COND_S : JCC_COND_L;
    case GE:
      return (mode == E_CCNOmode || mode == E_CCGOCmode)
	     ? JCC_COND_NS : JCC_COND_GE;
    case UNORDERED: return JCC_COND_P;
    case ORDERED: return JCC_COND_NP;
    default: return JCC_COND_UNKNOWN;
    }
}

} // anon namespace

/* Comparisons of floating-point flags are left unknown: the insns that
   set those flags never fuse.  */

enum jcc_cond
jcc_cond_of_jump (rtx_insn *jump)
{
  rtx set = pc_set (jump);
  if (set == NULL_RTX || GET_CODE (SET_SRC (set)) != IF_THEN_ELSE)
    return JCC_COND_UNKNOWN;
  rtx src = SET_SRC (set);
  rtx cond = XEXP (src, 0);
  if (!COMPARISON_P (cond) || !REG_P (XEXP (cond, 0))
      || GET_MODE_CLASS (GET_MODE (XEXP (cond, 0))) != MODE_CC
      || GET_MODE (XEXP (cond, 0)) == E_CCFPmode)
    return JCC_COND_UNKNOWN;
  enum jcc_cond c = jcc_cond_of_code (GET_CODE (cond),
				      GET_MODE (XEXP (cond, 0)));
  /* (if_then_else COND (pc) (label_ref L)) jumps when COND is false.  */
  if (c != JCC_COND_UNKNOWN && XEXP (src, 1) == pc_rtx)
    c = (enum jcc_cond) (c ^ 1);
  return c;
}

namespace {

/* Whether memory reference MEM is addressed relative to %rip: in 64-bit
   code, an address that is a symbol or label plus a constant.  */

bool
jcc_rip_relative_p (rtx mem)
{
  if (!TARGET_64BIT)
    return false;
  rtx addr = XEXP (mem, 0);
  if (GET_CODE (addr) == CONST)
    addr = XEXP (addr, 0);
  if (GET_CODE (addr) == PLUS && CONST_INT_P (XEXP (addr, 1)))
    addr = XEXP (addr, 0);
  return (GET_CODE (addr) == SYMBOL_REF || GET_CODE (addr) == LABEL_REF
	  || GET_CODE (addr) == UNSPEC);
}

/* The set of the flags register INSN's pattern makes from a COMPARE,
   or NULL_RTX.  */

rtx
jcc_flags_compare_set (rtx pat)
{
  if (GET_CODE (pat) == SET)
    {
      rtx dest = SET_DEST (pat);
      if (REG_P (dest) && GET_MODE_CLASS (GET_MODE (dest)) == MODE_CC
	  && GET_CODE (SET_SRC (pat)) == COMPARE)
	return pat;
      return NULL_RTX;
    }
  if (GET_CODE (pat) == PARALLEL)
    for (int i = 0; i < XVECLEN (pat, 0); i++)
      {
	rtx set = jcc_flags_compare_set (XVECEXP (pat, 0, i));
	if (set != NULL_RTX)
	  return set;
      }
  return NULL_RTX;
}

/* The code of X without the wrappers around the arithmetic of ALU
   patterns: (zero_extend:DI (plus:SI ...)) of the 32-bit forms in
   64-bit code (`*addsi_2_zext'), (subreg:SI (and:QI ...)) of the
   high-byte forms (`*andqi_extsi_1_cc', `andb $64, %dh').  */

enum rtx_code
jcc_unwrapped_code (rtx x)
{
  while (GET_CODE (x) == SUBREG || GET_CODE (x) == ZERO_EXTEND
	 || GET_CODE (x) == SIGN_EXTEND)
    x = XEXP (x, 0);
  return GET_CODE (x);
}

/* The arithmetic an ALU insn with pattern PAT does, given that it sets
   the flags with FLAGS_SET: the source code of its other SET, or else
   that of the first operand of the comparison (the forms that clobber a
   scratch register instead of keeping the result).  */

enum rtx_code
jcc_alu_code (rtx pat, rtx flags_set)
{
  if (GET_CODE (pat) == PARALLEL)
    for (int i = 0; i < XVECLEN (pat, 0); i++)
      {
	rtx x = XVECEXP (pat, 0, i);
	if (x != flags_set && GET_CODE (x) == SET)
	  return jcc_unwrapped_code (SET_SRC (x));
      }
  return jcc_unwrapped_code (XEXP (SET_SRC (flags_set), 0));
}

} // anon namespace

/* The source of the first SET of INSN, an insn that is neither a jump
   nor a call and whose pattern is a PARALLEL; NULL_RTX for any other
   insn.  The insns that print a branch their RTL does not show (the GOT
   load, a stack-probe loop, the TLS calls of 32-bit code and the TLS
   descriptor calls) are told apart by the UNSPEC it is.  Only the
   first element is looked at, as every insn of the function comes
   here.  */

static rtx
jcc_parallel_set_src (rtx_insn *insn)
{
  if (!NONJUMP_INSN_P (insn) || GET_CODE (PATTERN (insn)) != PARALLEL)
    return NULL_RTX;
  rtx set = XVECEXP (PATTERN (insn), 0, 0);
  return GET_CODE (set) == SET ? SET_SRC (set) : NULL_RTX;
}

/* Whether INSN is the stack protector's check of its canary
   (stack_protect_test_1 in i386.md), whose first SET sets the flags to
   an UNSPEC_SP_TEST.  GCC 12 prints it as `mov SLOT, %r; sub %fs:40, %r'
   (`%gs:20' in 32-bit code), whose SUB of memory from a register fuses
   with the jne after it; the assembler takes them for a pair.
   (Releases before 12 printed an xor, which does not fuse; the plugin
   needs 12: compat.h.)  */

static bool
jcc_stack_protect_test_p (rtx_insn *insn)
{
  rtx src = jcc_parallel_set_src (insn);
  return (src != NULL_RTX && GET_CODE (src) == UNSPEC
	  && XINT (src, 1) == UNSPEC_SP_TEST);
}

/* Whether the sources of the SETs of PAT, an insn's pattern, read the
   flags register: the carry of ADC and SBB (`(ltu (reg:CC flags) 0)'
   inside their PLUS or MINUS, whichever pattern of i386.md they come
   from: `*add<mode>3_carry', `sub<mode>3_carry_ccc' and others).  */

static bool
jcc_reads_flags_p (rtx pat)
{
  int n = GET_CODE (pat) == PARALLEL ? XVECLEN (pat, 0) : 1;
  for (int i = 0; i < n; i++)
    {
      rtx x = GET_CODE (pat) == PARALLEL ? XVECEXP (pat, 0, i) : pat;
      if (GET_CODE (x) != SET)
	continue;
      subrtx_iterator::array_type array;
      FOR_EACH_SUBRTX (iter, array, SET_SRC (x), NONCONST)
	if (REG_P (*iter) && REGNO (*iter) == FLAGS_REG)
	  return true;
    }
  return false;
}

enum jcc_first_op
jcc_first_op_of (rtx_insn *insn)
{
  if (!NONJUMP_INSN_P (insn) || recog_memoized (insn) < 0)
    return JCC_FIRST_NONE;

  rtx pat = PATTERN (insn);
  if (jcc_stack_protect_test_p (insn))
    return JCC_FIRST_SUB;
  rtx flags_set = jcc_flags_compare_set (pat);
  if (flags_set == NULL_RTX)
    return JCC_FIRST_NONE;

  enum jcc_first_op op;
  switch (get_attr_type (insn))
    {
    case TYPE_TEST:
      op = JCC_FIRST_TEST;
      break;
    case TYPE_ICMP:
      op = JCC_FIRST_CMP;
      break;
    case TYPE_INCDEC:
      op = JCC_FIRST_INCDEC;
      break;
    case TYPE_ALU:
      /* ADC and SBB, whose RTL is a PLUS or a MINUS with the carry flag
	 in, never fuse: Intel's table has ADD and SUB only.  GCC 12
	 writes them for the high half of a doubleword addition or
	 comparison (`cmp; sbb; jcc' compares two 64-bit numbers in
	 32-bit code).  */
      if (jcc_reads_flags_p (pat))
	return JCC_FIRST_NONE;
      switch (jcc_alu_code (pat, flags_set))
	{
	case PLUS:
	case NEG:
	  op = JCC_FIRST_ADD;
	  break;
	case MINUS:
	  op = JCC_FIRST_SUB;
	  break;
	case AND:
	  op = JCC_FIRST_AND;
	  break;
	case ASHIFT:
	  /* A shift left by one that is printed as `add %r, %r'
	     (`*ashl<mode>3_cmp' gives it type alu then).  */
	  op = JCC_FIRST_ADD;
	  break;
	case REG:
	  {
	    /* A comparison of a register with a constant C done by
	       subtracting C in a clobbered copy (`*add<mode>_4': `subl $1,
	       %esi'), printed as an ADD of -C when C is 128 or negative
	       (but -128), as x86_maybe_negate_const_int decides.  ADD and
	       SUB fuse alike; the name is for the notes.  */
	    rtx c = XEXP (SET_SRC (flags_set), 1);
	    HOST_WIDE_INT v = CONST_INT_P (c) ? INTVAL (c) : 0;
	    op = (v == 128 || (v < 0 && v != -128)
		  ? JCC_FIRST_ADD : JCC_FIRST_SUB);
	  }
	  break;
	default:
	  return JCC_FIRST_NONE;
	}
      break;
    default:
      return JCC_FIRST_NONE;
    }

  /* The operand forms that never fuse.  */
  extract_insn (insn);
  bool has_mem = false, has_imm = false;
  for (int i = 0; i < recog_data.n_operands; i++)
    {
      rtx x = recog_data.operand[i];
      if (MEM_P (x))
	{
	  if (jcc_rip_relative_p (x))
	    return JCC_FIRST_NONE;
	  has_mem = true;
	}
      else if (CONST_INT_P (x))
	has_imm = true;
    }
  /* A comparison with zero of a register is printed as `test %r, %r'
     and has no immediate; of memory, as `cmp $0, MEM'.  */
  if (has_mem && has_imm)
    return JCC_FIRST_NONE;
  if (op == JCC_FIRST_INCDEC && has_mem)
    return JCC_FIRST_NONE;
  return op;
}

namespace {

/* The insn the assembler will put right before INSN, skipping what
   emits no code; NULL if anything that may emit code or change section
   comes first.

   A label emits nothing unless it is aligned: at -Os GCC can put the
   target label of a loop between a comparison and its jump, and the two
   still fuse, so the pair must be marked as one.  An aligned label may
   get padding between them, and a switch to the cold section moves the
   jump away from the comparison.  */

rtx_insn *
jcc_prev_code_insn (rtx_insn *insn)
{
  for (rtx_insn *p = PREV_INSN (insn); p != NULL; p = PREV_INSN (p))
    {
      if (NOTE_P (p))
	{
	  if (NOTE_KIND (p) == NOTE_INSN_SWITCH_TEXT_SECTIONS)
	    return NULL;
	  continue;
	}
      if (DEBUG_INSN_P (p))
	continue;
      if (LABEL_P (p))
	{
	  if (jcc_aligned_label_p (p))
	    return NULL;
	  continue;
	}
      if (NONJUMP_INSN_P (p)
	  && (GET_CODE (PATTERN (p)) == USE
	      || GET_CODE (PATTERN (p)) == CLOBBER))
	continue;
      if (INSN_P (p))
	return p;
      return NULL;
    }
  return NULL;
}

/* Whether a call to SYMBOL, a SYMBOL_REF, is printed as a call through
   the GOT (`call *foo@GOTPCREL(%rip)', `call *foo@GOT'), as i386.cc's
   ix86_nopic_noplt_attribute_p decides for ix86_output_call_insn: in
   code that is not PIC, with -fno-plt or a function declared `noplt',
   when the function may be defined in another module.  (In PIC code
   GCC puts the GOT load in the RTL already.)  */

static bool
jcc_call_through_got_p (rtx symbol)
{
  if (flag_pic || ix86_cmodel == CM_LARGE
      || !(TARGET_64BIT || HAVE_AS_IX86_GOT32X)
      || SYMBOL_REF_LOCAL_P (symbol))
    return false;
  tree decl = SYMBOL_REF_DECL (symbol);
  return (!flag_plt
	  || (decl != NULL_TREE
	      && lookup_attribute ("noplt", DECL_ATTRIBUTES (decl))));
}

/* Whether call insn INSN calls a fixed address (`call foo'), as opposed
   to a register or memory (`call *%rax', `call *foo@GOTPCREL(%rip)').  */

bool
jcc_direct_call_p (rtx_insn *insn)
{
  rtx call = get_call_rtx_from (insn);
  if (call == NULL_RTX || !MEM_P (XEXP (call, 0)))
    return false;
  rtx addr = XEXP (XEXP (call, 0), 0);
  if (GET_CODE (addr) == SYMBOL_REF)
    return !jcc_call_through_got_p (addr);
  return GET_CODE (addr) == LABEL_REF;
}

} // anon namespace

/* Whether INSN is one of the stack-probing insns of -fstack-check and
   -fstack-clash-protection (`probe_stack_range', `adjust_stack_and_probe'),
   whose one insn prints a whole loop: `sub; or; cmp; jne'.  Both are a
   PARALLEL whose first SET sets a register to the UNSPEC_VOLATILE.  */

static bool
jcc_probe_loop_p (rtx_insn *insn)
{
  rtx src = jcc_parallel_set_src (insn);
  return (src != NULL_RTX && GET_CODE (src) == UNSPEC_VOLATILE
	  && XINT (src, 1) == UNSPECV_PROBE_STACK_RANGE);
}

/* Whether INSN loads the GOT address in 32-bit PIC code (`set_got',
   `set_got_labelled'), which output_set_got prints as a call of the
   thunk that reads the return address: `call __x86.get_pc_thunk.bx;
   addl $_GLOBAL_OFFSET_TABLE_, %ebx'.  */

static bool
jcc_set_got_call_p (rtx_insn *insn)
{
  if (TARGET_64BIT || !flag_pic)
    return false;
  rtx src = jcc_parallel_set_src (insn);
  return (src != NULL_RTX && GET_CODE (src) == UNSPEC
	  && XINT (src, 1) == UNSPEC_SET_GOT);
}

/* In 64-bit code the call of __tls_get_addr for the general- or
   local-dynamic TLS model is a call insn whose PARALLEL also holds an
   UNSPEC_TLS_GD or UNSPEC_TLS_LD_BASE (`*tls_global_dynamic_64':
   `data16 leaq x@tlsgd(%rip), %rdi; .value 0x6666; rex64; call
   __tls_get_addr@PLT', which the linker rewrites as a whole); in 32-bit
   code it is an insn whose first SET sets a register to that UNSPEC
   (`*tls_global_dynamic_32_gnu': `leal x@tlsgd(,%ebx,1), %eax; call
   ___tls_get_addr@PLT').  The large-PIC forms call through a register,
   which the assembler pads like any indirect call.  */

bool
jcc_tls_get_addr_call_p (rtx_insn *insn)
{
  rtx x;
  if (CALL_P (insn))
    {
      rtx pat = PATTERN (insn);
      if (GET_CODE (pat) != PARALLEL || XVECLEN (pat, 0) < 2)
	return false;
      rtx call = get_call_rtx_from (insn);
      if (call == NULL_RTX || !MEM_P (XEXP (call, 0))
	  || GET_CODE (XEXP (XEXP (call, 0), 0)) != SYMBOL_REF)
	return false;
      x = XVECEXP (pat, 0, 1);
    }
  else if (!TARGET_64BIT)
    x = jcc_parallel_set_src (insn);
  else
    return false;
  return (x != NULL_RTX && GET_CODE (x) == UNSPEC
	  && (XINT (x, 1) == UNSPEC_TLS_GD
	      || XINT (x, 1) == UNSPEC_TLS_LD_BASE));
}

/* Whether INSN is the call of a TLS descriptor of
   -mtls-dialect=gnu2, `call *x@TLSCALL(%eax)' (`*tls_dynamic_gnu2_call_32'
   and `_64'): a SET of a register to an UNSPEC_TLSDESC of the symbol,
   the descriptor's register and the stack pointer (and %ebx in 32-bit
   code), with a clobber of the flags.  The SET of the descriptor's
   address (`leal x@TLSDESC(%ebx), %eax') has a one- or two-element
   UNSPEC_TLSDESC, and no PARALLEL.  */

static bool
jcc_tlsdesc_call_p (rtx_insn *insn)
{
  rtx src = jcc_parallel_set_src (insn);
  return (src != NULL_RTX && GET_CODE (src) == UNSPEC
	  && XINT (src, 1) == UNSPEC_TLSDESC && XVECLEN (src, 0) >= 3);
}

/* The -mindirect-branch= or -mfunction-return= setting under which
   GCC prints INSN: the first for an indirect call or jump, the second
   for a return; indirect_branch_keep for any other insn, and on
   targets that have no retpolines (SEH).  */

static enum indirect_branch
jcc_retpoline_type (rtx_insn *insn)
{
  if (TARGET_SEH)
    return indirect_branch_keep;
  if (CALL_P (insn))
    return (jcc_direct_call_p (insn) ? indirect_branch_keep
	    : cfun->machine->indirect_branch_type);
  if (!JUMP_P (insn) || GET_CODE (PATTERN (insn)) == ASM_INPUT
      || asm_noperands (PATTERN (insn)) >= 0)
    return indirect_branch_keep;
  if (ANY_RETURN_P (PATTERN (insn)) || returnjump_p (insn))
    return cfun->machine->function_return_type;
  if (computed_jump_p (insn) || tablejump_p (insn, NULL, NULL))
    return cfun->machine->indirect_branch_type;
  return indirect_branch_keep;
}

/* The kind of the first branch that GCC prints for INSN, an indirect
   call (CALL), or an indirect jump or a return, whose kind is KEPT as
   long as its -mindirect-branch= or -mfunction-return= setting
   (jcc_retpoline_type) keeps it, and that the setting may turn into a
   retpoline (i386.cc, ix86_output_indirect_branch and
   ix86_output_function_return).  With `thunk' and `thunk-extern',
   a call stays a call (`call __x86_indirect_thunk_rax'; through
   memory, `jmp 2f; 1: push MEM; jmp __x86_indirect_thunk; 2: call 1b',
   whose mark is for that call), a jump or a return becomes a jump
   (`jmp __x86_return_thunk'); with `thunk-inline', the thunk itself
   comes first, which starts with a call (`call 2f; 1: pause; lfence;
   jmp 1b; 2: mov %rax, (%rsp); ret').  */

static enum jcc_branch_kind
jcc_retpoline_kind (rtx_insn *insn, bool call, enum jcc_branch_kind kept)
{
  enum indirect_branch type = jcc_retpoline_type (insn);
  if (type == indirect_branch_keep || type == indirect_branch_unset)
    return kept;
  if (call || type == indirect_branch_thunk_inline)
    return JCC_BRANCH_CALL;
  return JCC_BRANCH_JMP;
}

/* The kinds of branch that INSN executes when GCC prints it as an
   inline retpoline (thunk-inline), as a set of (1 << jcc_branch_kind)
   bits; 0 for any other insn.  The thunk runs a call and a ret (`call
   2f; 1: pause; lfence; jmp 1b; 2: mov %rax, (%rsp); ret'), its jmp
   only under speculation; an indirect call that is not a sibling call
   also jumps over the thunk and calls into it (`jmp 3f; 4: THUNK; 3:
   call 4b').  */

unsigned
jcc_inline_retpoline_kinds (rtx_insn *insn)
{
  if (jcc_retpoline_type (insn) != indirect_branch_thunk_inline)
    return 0;
  unsigned kinds = (1u << JCC_BRANCH_CALL) | (1u << JCC_BRANCH_RET);
  if (CALL_P (insn) && !SIBLING_CALL_P (insn))
    kinds |= 1u << JCC_BRANCH_JMP;
  return kinds;
}

bool
jcc_aligned_label_p (rtx_insn *label)
{
  return label_to_alignment (label).levels[0].log > 0;
}

/* Whether INSN calls or jumps to a function that GCC writes after the
   last function of the unit (ix86_code_end): a __x86.get_pc_thunk.REG
   (the GOT load of 32-bit PIC code), or a retpoline thunk under
   -mindirect-branch=thunk or -mfunction-return=thunk (thunk-extern
   ones are written elsewhere).  */

bool
jcc_calls_unit_thunk_p (rtx_insn *insn)
{
  return (jcc_set_got_call_p (insn)
	  || jcc_retpoline_type (insn) == indirect_branch_thunk);
}

/* Whether return INSN returns through a register (`jmp *%ecx'),
   `simple_return_indirect_internal', as the epilogue of a function
   that pops 64K or more bytes of arguments does, and every one that
   pops arguments under -mfunction-return=.  */

static bool
jcc_indirect_return_p (rtx_insn *insn)
{
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) != PARALLEL)
    return false;
  for (int i = 0; i < XVECLEN (pat, 0); i++)
    {
      rtx x = XVECEXP (pat, 0, i);
      if (GET_CODE (x) == USE && REG_P (XEXP (x, 0)))
	return true;
    }
  return false;
}

/* Whether INSN is the return of -fsplit-stack's call of __morestack
   (`split_stack_return'), an insn that prints `ret' where the middle
   end sees none.  */

static bool
jcc_split_stack_return_p (rtx_insn *insn)
{
  rtx pat = PATTERN (insn);
  return (NONJUMP_INSN_P (insn) && GET_CODE (pat) == UNSPEC_VOLATILE
	  && XINT (pat, 1) == UNSPECV_SPLIT_STACK_RETURN);
}

bool
jcc_retpoline_call_p (rtx_insn *insn)
{
  enum indirect_branch type = jcc_retpoline_type (insn);
  return (CALL_P (insn) && type != indirect_branch_keep
	  && type != indirect_branch_unset);
}

enum jcc_branch_kind
jcc_classify_branch (rtx_insn *insn, rtx_insn **first)
{
  if (first != NULL)
    *first = NULL;

  /* GCC prints the call of __tls_get_addr through the GOT under
     -fno-plt (`call *___tls_get_addr@GOT(%ebx)', `call
     *__tls_get_addr@GOTPCREL(%rip)'), whatever the RTL says.  */
  if (jcc_tls_get_addr_call_p (insn))
    return flag_plt ? JCC_BRANCH_CALL : JCC_BRANCH_INDIRECT;

  if (jcc_tlsdesc_call_p (insn))
    return JCC_BRANCH_INDIRECT;

  if (CALL_P (insn))
    {
      bool direct = jcc_direct_call_p (insn);
      bool sibling = SIBLING_CALL_P (insn);
      if (direct)
	return sibling ? JCC_BRANCH_JMP : JCC_BRANCH_CALL;
      return jcc_retpoline_kind (insn, !sibling, JCC_BRANCH_INDIRECT);
    }

  if (jcc_set_got_call_p (insn))
    return JCC_BRANCH_CALL;

  if (jcc_split_stack_return_p (insn))
    return JCC_BRANCH_RET;

  if (jcc_probe_loop_p (insn))
    {
      /* The loop's `cmp %r11, %rsp; jne': a mark before the insn stays
	 pending in the assembler until that pair.  FIRST is INSN itself
	 only here.  */
      if (first != NULL)
	*first = insn;
      return JCC_BRANCH_FUSED;
    }

  if (!JUMP_P (insn) || GET_CODE (PATTERN (insn)) == ASM_INPUT
      || asm_noperands (PATTERN (insn)) >= 0)
    return JCC_BRANCH_NONE;

  if (ANY_RETURN_P (PATTERN (insn)) || returnjump_p (insn))
    return jcc_retpoline_kind (insn, false,
			       jcc_indirect_return_p (insn)
			       ? JCC_BRANCH_INDIRECT : JCC_BRANCH_RET);

  if (any_condjump_p (insn))
    {
      rtx_insn *prev = jcc_prev_code_insn (insn);
      if (prev != NULL
	  && jcc_fusible_p (jcc_first_op_of (prev), jcc_cond_of_jump (insn)))
	{
	  if (first != NULL)
	    *first = prev;
	  return JCC_BRANCH_FUSED;
	}
      return JCC_BRANCH_JCC;
    }

  if (computed_jump_p (insn) || tablejump_p (insn, NULL, NULL))
    return jcc_retpoline_kind (insn, false, JCC_BRANCH_INDIRECT);

  if (any_uncondjump_p (insn))
    return JCC_BRANCH_JMP;

  return JCC_BRANCH_NONE;
}

/* Where to report branch INSN: its own location, or the function's for
   an insn that GCC gave none, as it does the insns of the prologue (the
   GOT load of 32-bit PIC code), some returns and the jumps that block
   reordering makes.  */

location_t
jcc_branch_location (rtx_insn *insn)
{
  location_t loc = INSN_LOCATION (insn);
  if (LOCATION_LOCUS (loc) != UNKNOWN_LOCATION)
    return loc;
  return DECL_SOURCE_LOCATION (current_function_decl);
}
