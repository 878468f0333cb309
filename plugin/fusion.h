/* fusion.h -- which branches and macro-fused pairs the JCC erratum
   concerns, read off the final RTL of a function.

   Copyright (C) 2026 The jcc developers.
   This file is part of jcc.  jcc is free software; you can redistribute
   it and/or modify it under the terms of the GNU General Public License
   as published by the Free Software Foundation; either version 3 of the
   License, or (at your option) any later version.  See COPYING.  */

#ifndef JCC_FUSION_H
#define JCC_FUSION_H

/* The kinds of branch, as the assembler's -malign-branch= and the
   plugin's types= argument name them.  */
enum jcc_branch_kind
{
  JCC_BRANCH_JCC,		/* conditional jump, not fused */
  JCC_BRANCH_FUSED,		/* cmp/test/add/sub/and/inc/dec + jcc */
  JCC_BRANCH_JMP,		/* direct jmp, direct sibling call */
  JCC_BRANCH_CALL,		/* direct call */
  JCC_BRANCH_RET,		/* ret */
  JCC_BRANCH_INDIRECT,		/* jmp or call through a register or memory */
  JCC_BRANCH_KINDS,
  JCC_BRANCH_NONE = JCC_BRANCH_KINDS
};

extern const char *const jcc_branch_kind_names[JCC_BRANCH_KINDS];

/* The first half of a macro-fusible pair, as Intel's optimization
   manual groups them.  */
enum jcc_first_op
{
  JCC_FIRST_NONE,		/* cannot fuse */
  JCC_FIRST_TEST,
  JCC_FIRST_AND,
  JCC_FIRST_CMP,
  JCC_FIRST_ADD,
  JCC_FIRST_SUB,
  JCC_FIRST_INCDEC
};

/* x86 condition codes, numbered as in the Jcc opcodes 0x70 + CC; a
   condition and its reverse differ in bit 0.  */
enum jcc_cond
{
  JCC_COND_O, JCC_COND_NO, JCC_COND_B, JCC_COND_AE,
  JCC_COND_E, JCC_COND_NE, JCC_COND_BE, JCC_COND_A,
  JCC_COND_S, JCC_COND_NS, JCC_COND_P, JCC_COND_NP,
  JCC_COND_L, JCC_COND_GE, JCC_COND_LE, JCC_COND_G,
  JCC_COND_UNKNOWN
};

extern const char *const jcc_first_op_names[];
extern const char *const jcc_cond_names[];

/* What INSN is as the first half of a fusible pair, and the condition
   conditional jump JUMP tests (JCC_COND_UNKNOWN for floating-point
   flags and anything else the table does not cover).  */
extern enum jcc_first_op jcc_first_op_of (rtx_insn *insn);
extern enum jcc_cond jcc_cond_of_jump (rtx_insn *jump);

/* Whether FIRST followed by a jump on condition COND macro-fuses on
   the cores the JCC erratum concerns (the same table gas uses).  */
extern bool jcc_fusible_p (enum jcc_first_op first, enum jcc_cond cond);

/* Classify INSN, an insn of the final instruction stream.  Return
   JCC_BRANCH_NONE if it is not a branch.  For a fused pair the kind is
   that of the jump, and *FIRST (if FIRST is not NULL) is set to the
   insn that fuses with it; otherwise *FIRST is set to NULL.  A
   stack-probe insn of -fstack-check or -fstack-clash-protection, which
   prints a loop ending in `cmp; jne', is a fused pair whose *FIRST is
   the insn itself.  The kind is what the assembler reads in what the
   insn prints: an indirect call through a retpoline thunk is a call,
   a return through one a jump.  */
extern enum jcc_branch_kind jcc_classify_branch (rtx_insn *insn,
						 rtx_insn **first);

/* Whether call insn INSN is an indirect call that -mindirect-branch=
   prints as a retpoline, which may be several instructions, jumps
   among them.  */
extern bool jcc_retpoline_call_p (rtx_insn *insn);

/* The kinds of branch (a set of 1 << jcc_branch_kind bits) that INSN
   executes if GCC prints it as an inline retpoline, the thunk's code
   in place of the branch (thunk-inline); 0 otherwise.  */
extern unsigned jcc_inline_retpoline_kinds (rtx_insn *insn);

/* Whether INSN is a call of __tls_get_addr for the general- or
   local-dynamic TLS model, by name: the assembler never pads one, as
   the linker rewrites the sequence it ends.  */
extern bool jcc_tls_get_addr_call_p (rtx_insn *insn);

/* Whether INSN calls or jumps to one of the thunks that GCC writes
   after the last function of the unit (the code_end hook).  */
extern bool jcc_calls_unit_thunk_p (rtx_insn *insn);

/* Whether LABEL, a code label, is aligned: `final' prints a
   `.p2align' before it, which ends the assembler's runs of instructions
   that may take padding prefixes.  */
extern bool jcc_aligned_label_p (rtx_insn *label);

/* Where to report branch INSN in diagnostics.  */
extern location_t jcc_branch_location (rtx_insn *insn);

#endif /* JCC_FUSION_H */
