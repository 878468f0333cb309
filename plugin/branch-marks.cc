/* branch-marks.cc -- tell the assembler which branches and macro-fused
   pairs to keep off BOUNDARY-byte boundaries, so that only the branches
   that run often pay for the padding the JCC erratum calls for.

   Two passes work together:

   jcc_branch_hotness runs before `*free_cfg', while the CFG, the block
   counts (GCC's guessed profile, or -fprofile-use / AutoFDO counts) and
   the hot/cold partitioning still exist.  It records, by INSN_UID, the
   insns of the current function that sit in hot blocks.

   jcc_branch_marks runs right before `final', when the instruction
   stream is the one `final' prints: machine reorg, the x86 ENDBR and
   patchable-area insertion, branch shortening and the CFI notes are all
   done.  It classifies each branch (fusion.cc), and for each branch to
   be marked it emits

	.align_branch mark, KIND

   as an ASM_INPUT insn, KIND being the branch's kind (jcc, fused, jmp,
   call, ret or indirect).  When marks are asked for, the unit starts
   with `.align_branch BOUNDARY, none', so that the assembler pads the
   marked branches and no others.  The mark stands at the start of the
   run of instructions that may take prefixes to pad the branch (or the
   pair, of which the assembler must see both halves), after the
   previous jump or alignment: the assembler puts padding prefixes only
   on the instructions between a mark and its branch, and a branch of
   another kind in between (a call, when calls are not marked) leaves
   the mark pending.

   Without profile data a block's guessed frequency, relative to its
   function's entry, is scaled by how often the function runs
   (jcc_call_scale, call-scales.cc).

   What GCC writes after the last function (the code_end hook: the
   __x86.get_pc_thunk.REG functions of 32-bit PIC code and the
   retpoline thunks) goes through no pass; jcc_code_end has the
   assembler pad it as its blanket mode would, for the marked kinds
   that the thunks execute.  Neither do C++'s this-adjusting thunks that
   the target writes itself (output_mi_thunk: the virtual thunks, `mov;
   add; jmp'), which jcc_output_mi_thunk puts in a blanket region.

   Copyright (C) 2026 The jcc developers.
   This file is part of jcc.  jcc is free software; you can redistribute
   it and/or modify it under the terms of the GNU General Public License
   as published by the Free Software Foundation; either version 3 of the
   License, or (at your option) any later version.  See COPYING.  */

#include "jcc-plugin.h"
#include "fusion.h"
#include "cgraph.h"
#include "predict.h"
#include "sreal.h"
#include "sbitmap.h"
#include "graphds.h"
#include "df.h"
#include "cfganal.h"
#include "insn-addr.h"
#include "stringpool.h"
#include "attribs.h"
#include "langhooks.h"
#include "target.h"
#include "gimple.h"

#include <sys/file.h>
#include <sys/stat.h>

const char *const jcc_select_names[] = { "none", "hot", "all" };

/* Whether the hot blocks of each function are wanted: to mark them
   (select=hot) or to count them in the report.  Nothing else needs
   them, nor the call scales that decide them (call-scales.cc).  */

bool
jcc_hot_blocks_wanted_p (void)
{
  return jcc_opts.select == JCC_SELECT_HOT || jcc_opts.report_file != NULL;
}

namespace {

/* The insns of the function jcc_hot_fn that sit in hot blocks, by
   INSN_UID, as jcc_branch_hotness found them; NULL when that
   pass has not run for the function being compiled.  The set is
   rebuilt for every function and holds no pointer into GC memory.  */
sbitmap jcc_hot_uids;
function *jcc_hot_fn;

/* Of jcc_hot_uids, the insns of blocks that only hot-paths makes hot,
   whose branches are marked for prefixes only
   (-fplugin-arg-jcc-hot-paths-padding=prefixes); NULL without it.  */
sbitmap jcc_lukewarm_uids;

/* The labels of jcc_hot_fn before which a padding point may go
   (jcc_padding_point_p), by INSN_UID; NULL without padding-points.  */
sbitmap jcc_point_uids;

/* How many insns of hot code in the unit so far call or jump to the
   thunks that GCC writes after the last function (jcc_code_end).  */
unsigned jcc_unit_thunk_calls;

/* The report (-fplugin-arg-jcc-report): where it goes, whether it is
   JSON, and what has been written so far.  In a partition of an LTO
   link it goes to memory first (jcc_branch_marks_start_unit):
   JCC_REPORT_BUFFER and JCC_REPORT_SIZE.  */
FILE *jcc_report_stream;
char *jcc_report_buffer;
size_t jcc_report_size;
bool jcc_report_json;
unsigned jcc_report_functions;
unsigned jcc_report_total[3][JCC_BRANCH_KINDS];

/* The report file while this compilation writes it.  A compilation
   that stops before the end of the unit (an error in the source, a
   fatal error, -fsyntax-only) leaves none behind, as it leaves no
   object file: jcc_report_remove_unfinished runs at exit.  */
static const char *jcc_report_unfinished;

static void
jcc_report_remove_unfinished (void)
{
  struct stat st;
  /* Only a file the report made: never a device such as /dev/null.  */
  if (jcc_report_unfinished != NULL
      && stat (jcc_report_unfinished, &st) == 0 && S_ISREG (st.st_mode))
    unlink (jcc_report_unfinished);
}

/* The three columns of the report.  */
enum { JCC_COUNT_ALL, JCC_COUNT_HOT, JCC_COUNT_MARKED };
const char *const jcc_count_names[] = { "branches", "hot", "marked" };

/* Forget what jcc_branch_hotness recorded.  */

void
jcc_forget_hot_uids (void)
{
  if (jcc_hot_uids != NULL)
    sbitmap_free (jcc_hot_uids);
  jcc_hot_uids = NULL;
  if (jcc_point_uids != NULL)
    sbitmap_free (jcc_point_uids);
  jcc_point_uids = NULL;
  if (jcc_lukewarm_uids != NULL)
    sbitmap_free (jcc_lukewarm_uids);
  jcc_lukewarm_uids = NULL;
  jcc_hot_fn = NULL;
}

/* Whether no branch of the function (or thunk) DECL is hot, whatever
   its blocks' counts: __attribute__ ((cold)), or a function GCC knows
   is unlikely to run (cold by profile, or only called from cold code),
   which GCC puts in .text.unlikely whole.  */

bool
jcc_cold_function_p (tree decl)
{
  if (lookup_attribute ("cold", DECL_ATTRIBUTES (decl)) != NULL_TREE)
    return true;
  cgraph_node *node = cgraph_node::get (decl);
  return (node != NULL
	  && node->frequency == NODE_FREQUENCY_UNLIKELY_EXECUTED);
}



/* The largest count of the translation unit, for profile data whose
   summary records no largest count of the program: AutoFDO's
   (-fauto-profile), whose summary GCC makes with a largest count of 0.
   Set after the IPA passes (jcc_note_unit_counts).  */
static gcov_type jcc_unit_max_count;

/* PLUGIN_ALL_IPA_PASSES_END: set jcc_unit_max_count to the largest
   count, read from profile data, of a block of a function of the unit
   whose body is there, of a function's entry or of a call; and work
   out the call scale of every function of the unit.  After the IPA
   passes the counts are final and no function has been compiled yet,
   so every body and every call is there, except in a partition of an
   LTO link, which reads each body only when it compiles it: there the
   entries and the calls give the largest count.  */

static void
jcc_note_unit_counts (void *, void *)
{
  gcov_type max = 0;
  auto note = [&max] (profile_count c)
    {
      c = c.ipa ();
      if (c.initialized_p ())
	max = MAX (max, c.to_gcov_type ());
    };
  cgraph_node *node;

  FOR_EACH_DEFINED_FUNCTION (node)
    {
      note (node->count);
      for (cgraph_edge *e = node->callees; e != NULL; e = e->next_callee)
	note (e->count);
      function *fn = DECL_STRUCT_FUNCTION (node->decl);
      if (fn == NULL || fn->cfg == NULL
	  || profile_status_for_fn (fn) != PROFILE_READ)
	continue;
      basic_block bb;
      FOR_ALL_BB_FN (bb, fn)
	note (bb->count);
    }
  jcc_unit_max_count = max;

  if (jcc_hot_blocks_wanted_p ())
    jcc_work_out_call_scales ();
}

/* The largest count that hot-count-fraction and cold-landing measure
   against: the program's most frequent block of the training runs, as
   the profile summary of -fprofile-use records it
   (jcc_profile_max_count), or, with AutoFDO profile data, which record
   none, the unit's (jcc_unit_max_count).  */

static gcov_type
jcc_max_count (void)
{
  gcov_type max = jcc_profile_max_count ();
  return max > 0 ? max : jcc_unit_max_count;
}

/* Whether COUNT, an execution count read from profile data, is at
   least 1/FRACTION of the largest count (jcc_max_count); yes if
   FRACTION is 0 or nothing ran, no if COUNT is unknown.  */

static bool
jcc_count_share_p (profile_count count, int fraction)
{
  gcov_type max = jcc_max_count ();
  if (fraction == 0 || max <= 0)
    return true;
  return count.initialized_p () && count.to_gcov_type () >= max / fraction;
}

/* Whether COUNT, a block's execution count read from profile data, is
   at least 1/hot-count-fraction of the program's largest count: the
   most frequent block of the training runs, which every unit's profile
   summary records (jcc_max_count).  GCC's own cut
   (--param hot-bb-count-ws-permille) picks the blocks that make up 99%
   of a unit's estimated execution time, in that unit alone: in a unit
   whose code runs little, most of its branches.  Execution counts are
   far more skewed than that: in the benchmarks, 7% to 18% of the
   branches make up 99.9% of the branches executed.  */

static bool
jcc_count_share_hot_p (profile_count count)
{
  return jcc_count_share_p (count, jcc_opts.hot_count_fraction);
}

/* Set in CYCLIC the index of each basic block of FUN that lies on a
   cycle of its CFG, and clear the others: the blocks of its loops and
   of its irreducible regions, the blocks that loop_optimizer_init would
   put in a loop other than the root or mark BB_IRREDUCIBLE_LOOP, since
   a cycle is either in a natural loop or makes a region irreducible.
   The loops are gone when the plugin's hotness pass runs; finding them
   again (dominators, the loop tree, then these same strongly connected
   components for the irreducible regions) cost cc1 13.8 M more
   instructions on sqlite3.c than the components alone.  */

static void
jcc_find_cyclic_blocks (function *fun, sbitmap cyclic)
{
  int n = last_basic_block_for_fn (fun);
  struct graph *g = new_graph (n);
  basic_block bb;
  edge e;
  edge_iterator ei;

  bitmap_clear (cyclic);
  FOR_EACH_BB_FN (bb, fun)
    FOR_EACH_EDGE (e, ei, bb->succs)
      if (e->dest == bb)
	bitmap_set_bit (cyclic, bb->index);
      else if (e->dest != EXIT_BLOCK_PTR_FOR_FN (fun))
	add_edge (g, bb->index, e->dest->index);

  /* A component of more than one block is a cycle through each.  */
  int ncomponents = graphds_scc (g, NULL);
  auto_vec<int> size;
  size.safe_grow_cleared (ncomponents);
  for (int i = 0; i < n; i++)
    size[g->vertices[i].component]++;
  FOR_EACH_BB_FN (bb, fun)
    if (size[g->vertices[bb->index].component] > 1)
      bitmap_set_bit (cyclic, bb->index);
  free_graph (g);
}

/* Set in WIDE the index of each basic block of FUN that a path from
   FUN's entry reaches through edges that GCC guesses are each taken at
   least hot-paths percent of the time (the other bits stay as they
   are).  That is the block's widest path from the entry: the largest P
   (out of REG_BR_PROB_BASE) such that a path's edges are all at least
   that likely.  A block deep in nested tests has a small frequency,
   the product of the probabilities on the way, even when every test on
   the way goes its likely side; its width stays that of the least
   likely edge.  An edge of unknown probability counts as even.  The
   widths only grow, each to the probability of some edge, so the
   iteration in reverse post-order ends, in practice after a pass or two
   more than the depth of loop nesting.  */

static void
jcc_find_wide_path_blocks (function *fun, sbitmap wide)
{
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int n = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, true);
  auto_vec<int> width;
  bool changed;

  width.safe_grow_cleared (last_basic_block_for_fn (fun));
  width[ENTRY_BLOCK] = REG_BR_PROB_BASE;
  do
    {
      changed = false;
      for (int i = 0; i < n; i++)
	{
	  basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[i]);
	  int w = width[bb->index];
	  edge e;
	  edge_iterator ei;

	  if (w == 0)
	    continue;
	  FOR_EACH_EDGE (e, ei, bb->succs)
	    {
	      int p = (e->probability.initialized_p ()
		       ? e->probability.to_reg_br_prob_base ()
		       : REG_BR_PROB_BASE / 2);
	      int v = MIN (w, p);
	      if (v > width[e->dest->index])
		{
		  width[e->dest->index] = v;
		  changed = true;
		}
	    }
	}
    }
  while (changed);
  XDELETEVEC (rpo);

  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if ((int64_t) width[bb->index] * 100
	>= (int64_t) jcc_opts.hot_paths * REG_BR_PROB_BASE)
      bitmap_set_bit (wide, bb->index);
}

/* Whether the branches of basic block BB of function FUN are hot.
   HOT_FUNCTION says whether FUN is __attribute__ ((hot)), CALL_SCALE
   is jcc_call_scale (FUN), ALWAYS_HOT the blocks that are hot whatever
   their guessed frequency: with hot-loops, those of FUN's
   loops and irreducible regions (jcc_find_cyclic_blocks), with
   hot-paths, those on its likely paths (jcc_find_wide_path_blocks).  */

static bool
jcc_hot_block_p (function *fun, basic_block bb, bool hot_function,
		 double call_scale, const_sbitmap always_hot)
{
  /* Blocks that -freorder-blocks-and-partition moved to .text.unlikely,
     and blocks GCC expects never to run (paths to cold or noreturn
     calls, zero profile counts), are cold by GCC's own verdict.  */
  if (BB_PARTITION (bb) == BB_COLD_PARTITION
      || probably_never_executed_bb_p (fun, bb))
    return false;

  /* Without any estimate (at -O0 no profile is guessed) a block may be
     hot, as GCC's maybe_hot_bb_p also answers.  */
  if (!bb->count.initialized_p ())
    return true;

  /* Real profile counts say how often the block ran in the whole
     program, so a frequency relative to the function's entry is not the
     cut: GCC's own threshold (maybe_hot_bb_p), narrowed to the blocks
     that ran often compared with the whole program's most frequent
     one (jcc_count_share_hot_p), is.  */
  if (profile_status_for_fn (fun) == PROFILE_READ && bb->count.ipa_p ())
    return (maybe_hot_bb_p (fun, bb)
	    && jcc_count_share_hot_p (bb->count.ipa ()));

  /* The programmer says that the whole function matters: every block
     but the ones GCC expects never to run.  */
  if (hot_function)
    return true;

  /* With hot-loops, a block in a loop is hot however rarely GCC guesses
     it runs per iteration, and so is a block in an irreducible region:
     a loop entered in its middle, such as a state machine written as a
     switch whose cases jump into a loop, whose frequencies GCC's
     estimate gets least right.  With hot-paths, so is a block that a
     path from the entry reaches through tests that each go the way GCC
     guesses they go at least hot-paths percent of the time: the likely
     path through nested tests, whose frequency the product of their
     probabilities makes small.  */
  if (bitmap_bit_p (always_hot, bb->index))
    return true;

  /* Otherwise, the guessed frequency relative to the function's entry,
     which accounts for loops (a loop body runs several times per
     entry) and for the likely and unlikely sides of each test, times
     how often a loop of its most frequent caller calls it: a block
     that runs on one call in ten of a function called ten times a
     loop is as hot as the loop.  */
  profile_count entry = ENTRY_BLOCK_PTR_FOR_FN (fun)->count;
  if (!entry.initialized_p () || !entry.nonzero_p ())
    return true;
  double freq = bb->count.to_sreal_scale (entry).to_double () * call_scale;
  return freq * 100.0 >= (double) jcc_opts.hot_threshold;
}

/* Whether basic block BB, which is not hot, ends in a jump from the
   hot partition of its function into the cold one that a block of
   HOT_BLOCKS leads to: the gate by which hot code enters code that
   the training runs never reached.  With profile data,
   -freorder-blocks-and-partition moves the blocks that never ran to
   .text.unlikely, and where a hot block falls through to one of them
   it makes a block of its own, counting zero, for the jump (bb-reorder,
   fix_up_fall_thru_edges).  The jump sits among the hot code, and runs
   whenever a later workload takes a path the training did not: in
   SQLite's benchmark, the hottest hazard left with a profile is such a
   jump, at the end of sqlite3MemCompare.  There are few of them, so
   marking them costs little.  */

static bool
jcc_hot_crossing_jump_p (basic_block bb, const_sbitmap hot_blocks)
{
  rtx_insn *end = BB_END (bb);
  edge e;
  edge_iterator ei;

  if (BB_PARTITION (bb) != BB_HOT_PARTITION
      || !JUMP_P (end) || !CROSSING_JUMP_P (end))
    return false;
  FOR_EACH_EDGE (e, ei, bb->preds)
    if (bitmap_bit_p (hot_blocks, e->src->index))
      return true;
  return false;
}

/* Whether basic block BB lies in the cold part of its function, ends
   in a conditional jump, and a block of HOT_BLOCKS jumps to it,
   directly or through the jump of jcc_hot_crossing_jump_p, that ran at
   least 1/cold-landing times as often as the program's most frequent
   block.  That is where a later workload that takes a path the
   training did not enters the code that partitioning moved away, and
   BB's branches then run as often as that path: in SQLite's benchmark,
   whose training inserts 4,000 rows and whose measured run 20,000, the
   hottest hazard left with a profile was such a block, the decoding of
   a three-byte varint (sqlite3GetVarint.cold).  Only the block where the jump
   lands: where the path goes on from there the profile does not say.
   Only one that goes on testing: a block that sets a value and leaves
   (an error code, a rare result) is where untrained paths end, and
   marking those cost bzip2 more text for nothing that ran.  And only
   from code that runs often (bench/README.md).  */

static bool
jcc_cold_landing_p (basic_block bb, const_sbitmap hot_blocks)
{
  edge e, e2;
  edge_iterator ei, ei2;

  if (BB_PARTITION (bb) != BB_COLD_PARTITION
      || !any_condjump_p (BB_END (bb)))
    return false;
  FOR_EACH_EDGE (e, ei, bb->preds)
    {
      basic_block src = e->src;
      if (BB_PARTITION (src) != BB_HOT_PARTITION)
	continue;
      if (bitmap_bit_p (hot_blocks, src->index))
	{
	  if (jcc_count_share_p (src->count.ipa (), jcc_opts.cold_landing))
	    return true;
	}
      /* The jump of jcc_hot_crossing_jump_p: in the hot part, not hot
	 itself, reached from the hot blocks this loop looks at.  */
      else if (JUMP_P (BB_END (src)) && CROSSING_JUMP_P (BB_END (src)))
	FOR_EACH_EDGE (e2, ei2, src->preds)
	  if (bitmap_bit_p (hot_blocks, e2->src->index)
	      && jcc_count_share_p (e2->src->count.ipa (),
				    jcc_opts.cold_landing))
	    return true;
    }
  return false;
}

/* Whether a padding point, `.align_branch pad', may go before the
   label that starts hot basic block BB: the assembler then puts there
   the NOPs that the marked branches right after the label need and
   that prefixes cannot make, so that only the path that falls through
   to the label runs them, not the jumps to it (a loop's back edge, the
   joins of an if).  Yes when nothing falls through to BB, or when its
   fall-through edge brings at most JCC_POINT_FALLTHRU_PERCENT of its
   executions by GCC's estimate or its profile.  */

#define JCC_POINT_FALLTHRU_PERCENT 25

static bool
jcc_padding_point_p (basic_block bb)
{
  edge e;
  edge_iterator ei;

  if (!LABEL_P (BB_HEAD (bb)))
    return false;
  FOR_EACH_EDGE (e, ei, bb->preds)
    if (e->flags & EDGE_FALLTHRU)
      {
	if (!bb->count.initialized_p () || !bb->count.nonzero_p ()
	    || !e->count ().initialized_p ())
	  return false;
	double share = e->count ().to_sreal_scale (bb->count).to_double ();
	return share * 100.0 <= (double) JCC_POINT_FALLTHRU_PERCENT;
      }
  return true;
}

const pass_data jcc_branch_hotness_pass_data =
{
  RTL_PASS,			/* type */
  "jcc_branch_hotness",		/* name */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_cfg,			/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0				/* todo_flags_finish */
};

/* With small-functions=N and no profile data, whether FUN has at most
   N instructions, and is hot as a whole: small functions are the ones
   called most often (an interface's accessors, a sort's comparison, an
   allocator), often from other files, where the plugin sees none of
   the calls, and marking all of their branches costs little.  A
   function whose calls the plugin cannot count may have up to
   small-public-functions instructions, as that is where it cannot know
   how often the function runs: one that other files may call
   (externally visible: in an LTO link, one that the program exports, as
   the linker's resolution says; Lua's table sort calls `luaV_lessthan',
   in another file, 1.8 million times), and one whose address is taken,
   which a call through a pointer may reach: the one of a hundred that
   the program's input picks (SQLite's `likeFunc', among its SQL
   functions, to each of which call-scales.cc gives an even share of
   those calls).  */

static bool
jcc_small_function_p (function *fun)
{
  if (optimize <= 0 || profile_status_for_fn (fun) == PROFILE_READ)
    return false;
  int limit = jcc_opts.small_functions;
  cgraph_node *node = cgraph_node::get (fun->decl);
  if (node != NULL && (node->externally_visible || node->address_taken))
    limit = MAX (limit, jcc_opts.small_public_functions);
  if (limit <= 0)
    return false;
  int n = 0;
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (NONDEBUG_INSN_P (insn) && ++n > limit)
      return false;
  return true;
}

class jcc_branch_hotness_pass : public rtl_opt_pass
{
public:
  jcc_branch_hotness_pass (gcc::context *ctxt)
    : rtl_opt_pass (jcc_branch_hotness_pass_data, ctxt)
  {}

  opt_pass *clone () final override
  {
    return new jcc_branch_hotness_pass (m_ctxt);
  }

  /* The report counts hot branches whatever is marked.  */
  bool gate (function *) final override
  {
    return jcc_hot_blocks_wanted_p ();
  }

  unsigned int execute (function *) final override;
};

/* The kind of the call of the profiler (mcount, with -pg) that
   `final' prints where it prints INSN, or JCC_BRANCH_NONE if it prints
   none there.  `final' prints the call at the end of the prologue,
   unless the target calls the profiler before the prologue (-mfentry),
   which it prints before the function's first insn, where no mark can
   go.  No insn stands for the call.  As x86_function_profiler in
   GCC's i386.cc writes it: through the GOT (an indirect call) in
   position-independent code, as a NOP with -mnop-mcount.  */

static enum jcc_branch_kind
jcc_profiler_call_kind (rtx_insn *insn)
{
  if (!NOTE_P (insn) || NOTE_KIND (insn) != NOTE_INSN_PROLOGUE_END
      || !crtl->profile || targetm.profile_before_prologue ()
      || !targetm.have_prologue () || flag_nop_mcount)
    return JCC_BRANCH_NONE;
  return flag_pic ? JCC_BRANCH_INDIRECT : JCC_BRANCH_CALL;
}

unsigned int
jcc_branch_hotness_pass::execute (function *fun)
{
  jcc_forget_hot_uids ();
  jcc_hot_uids = sbitmap_alloc (get_max_uid () + 1);
  bitmap_clear (jcc_hot_uids);
  jcc_hot_fn = fun;
  if (jcc_opts.padding_points && jcc_opts.select == JCC_SELECT_HOT)
    {
      jcc_point_uids = sbitmap_alloc (get_max_uid () + 1);
      bitmap_clear (jcc_point_uids);
    }

  if (jcc_cold_function_p (fun->decl))
    return 0;

  bool hot_function
    = (lookup_attribute ("hot", DECL_ATTRIBUTES (fun->decl)) != NULL_TREE
       || jcc_small_function_p (fun));
  double call_scale = jcc_call_scale (fun);

  /* For hot-loops and hot-paths, where only the guessed profile is to
     be read, the blocks of loops and irreducible regions, and those on
     likely paths.  */
  bool guessed = (optimize > 0 && !hot_function
		  && profile_status_for_fn (fun) != PROFILE_READ);
  auto_sbitmap always_hot (last_basic_block_for_fn (fun));
  if (guessed && jcc_opts.hot_loops)
    jcc_find_cyclic_blocks (fun, always_hot);
  else
    bitmap_clear (always_hot);
  /* With hot-paths-padding=prefixes, the blocks that only the likely
     paths make hot are lukewarm: ALWAYS_HOT with them is WARM.  */
  bool lukewarm_paths = (guessed && jcc_opts.hot_paths > 0
			 && jcc_opts.hot_paths_prefixes);
  /* With nop-count-fraction, the hot blocks that ran less than that
     share of the most frequent block's count are lukewarm too.  */
  bool lukewarm_counts = (jcc_opts.nop_count_fraction > 0
			  && profile_status_for_fn (fun) == PROFILE_READ);
  auto_sbitmap warm (last_basic_block_for_fn (fun));
  bitmap_clear (warm);
  if (guessed && jcc_opts.hot_paths > 0)
    jcc_find_wide_path_blocks (fun, lukewarm_paths ? warm : always_hot);
  if (lukewarm_paths)
    bitmap_ior (warm, warm, always_hot);
  if (lukewarm_paths || lukewarm_counts)
    {
      jcc_lukewarm_uids = sbitmap_alloc (get_max_uid () + 1);
      bitmap_clear (jcc_lukewarm_uids);
    }

  basic_block bb;
  auto_sbitmap hot_blocks (last_basic_block_for_fn (fun));
  bitmap_clear (hot_blocks);
  FOR_EACH_BB_FN (bb, fun)
    {
      bool hot = jcc_hot_block_p (fun, bb, hot_function, call_scale,
				  always_hot);
      bool lukewarm = (!hot && lukewarm_paths
		       && jcc_hot_block_p (fun, bb, hot_function, call_scale,
					   warm));
      if (hot && lukewarm_counts && bb->count.ipa_p ()
	  && !jcc_count_share_p (bb->count.ipa (),
				 jcc_opts.nop_count_fraction))
	lukewarm = true;
      if (!hot && !lukewarm)
	continue;
      rtx_insn *insn;
      bitmap_set_bit (hot_blocks, bb->index);
      /* Every insn: some that are neither jumps nor calls print a
	 branch, such as the GOT load of 32-bit PIC code (a call) and a
	 stack-probe loop (jcc_classify_branch).  */
      FOR_BB_INSNS (bb, insn)
	if (NONDEBUG_INSN_P (insn)
	    || jcc_profiler_call_kind (insn) != JCC_BRANCH_NONE)
	  {
	    bitmap_set_bit (jcc_hot_uids, INSN_UID (insn));
	    if (lukewarm)
	      bitmap_set_bit (jcc_lukewarm_uids, INSN_UID (insn));
	  }
      if (hot && jcc_point_uids != NULL && jcc_padding_point_p (bb))
	bitmap_set_bit (jcc_point_uids, INSN_UID (BB_HEAD (bb)));
    }

  if (jcc_opts.crossing_jumps
      && profile_status_for_fn (fun) == PROFILE_READ
      && crtl->has_bb_partition)
    FOR_EACH_BB_FN (bb, fun)
      if (!bitmap_bit_p (hot_blocks, bb->index)
	  && jcc_hot_crossing_jump_p (bb, hot_blocks))
	bitmap_set_bit (jcc_hot_uids, INSN_UID (BB_END (bb)));

  if (jcc_opts.cold_landing > 0
      && profile_status_for_fn (fun) == PROFILE_READ
      && crtl->has_bb_partition)
    FOR_EACH_BB_FN (bb, fun)
      if (jcc_cold_landing_p (bb, hot_blocks))
	{
	  rtx_insn *insn;
	  FOR_BB_INSNS (bb, insn)
	    if (NONDEBUG_INSN_P (insn))
	      bitmap_set_bit (jcc_hot_uids, INSN_UID (insn));
	}
  return 0;
}

/* Whether the mark for a branch may go before INSN, which comes before
   the branch: whether INSN is part of the run of instructions that the
   assembler can pad with prefixes for it, and the mark passes over it
   without being used up.  The assembler's run ends at a relaxable jump
   (any jump but a return) or at alignment; the mark is used up by a
   branch of one of TYPES, the kinds the mark is for.  Anything that
   may print more than one instruction, or text the compiler did not
   write, ends the run here: it might hold a branch.  */

static bool
jcc_mark_passes_p (rtx_insn *insn, unsigned types)
{
  bool calls = (types & ((1u << JCC_BRANCH_CALL)
			 | (1u << JCC_BRANCH_INDIRECT))) != 0;

  switch (GET_CODE (insn))
    {
    case NOTE:
      /* A hot/cold section switch starts other code.  */
      return NOTE_KIND (insn) != NOTE_INSN_SWITCH_TEXT_SECTIONS;
    case BARRIER:
    case DEBUG_INSN:
      return true;
    case CODE_LABEL:
      /* An aligned label comes after its .p2align.  */
      return !jcc_aligned_label_p (insn);
    case JUMP_INSN:
      /* Of the jumps, a return is not relaxed: the assembler's run
	 goes on after it.  */
      return ((types & (1u << JCC_BRANCH_RET)) == 0
	      && jcc_classify_branch (insn, NULL) == JCC_BRANCH_RET);
    case JUMP_TABLE_DATA:
      return false;
    case CALL_INSN:
      return !calls && !SIBLING_CALL_P (insn) && !jcc_retpoline_call_p (insn);
    case INSN:
      break;
    default:
      return false;
    }

  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) == USE || GET_CODE (pat) == CLOBBER)
    return true;
  if (GET_CODE (pat) == ASM_INPUT || asm_noperands (pat) >= 0
      || recog_memoized (insn) < 0)
    return false;
  switch (get_attr_type (insn))
    {
    case TYPE_OTHER:
    case TYPE_MULTI:
    case TYPE_IBR:
      return false;
    case TYPE_CALL:
    case TYPE_CALLV:
      return !calls;
    default:
      return true;
    }
}

/* The first insn of the code right before LABEL, an aligned label,
   that control falls into LABEL from: the insns before it, back to the
   first one that jcc_mark_passes_p for TYPES does not pass or a
   barrier, if one of them is an instruction and the last of them, the
   one control falls into LABEL from, is an instruction or a call (not
   a jump, nor another label with nothing between).  The assembler may
   give those instructions prefix frags, and with
   -malign-code-with-prefixes make LABEL's alignment of their prefixes
   instead of NOPs, which would run each time control falls through (a
   loop's entry, most often).  NULL if there is no such code.  If STOP
   is not NULL, *STOP is the insn before the first, where the walk
   stopped, NULL at the start of the function.  */

static rtx_insn *
jcc_fall_into_start (rtx_insn *label, unsigned types, rtx_insn **stop)
{
  rtx_insn *start = label, *before;
  bool code = false;

  while ((before = PREV_INSN (start)) != NULL
	 && !BARRIER_P (before)
	 && jcc_mark_passes_p (before, types))
    {
      start = before;
      if (NONDEBUG_INSN_P (before))
	code = true;
    }
  if (stop != NULL)
    *stop = before;
  rtx_insn *last = prev_nonnote_nondebug_insn (label);
  if (code && last != NULL
      && (CALL_P (last)
	  || (NONJUMP_INSN_P (last)
	      && GET_CODE (PATTERN (last)) != USE
	      && GET_CODE (PATTERN (last)) != CLOBBER)))
    return start;
  return NULL;
}

/* The insn before which the mark for INSN, the branch or the first
   half of a fused pair, goes: the first of the run of insns before INSN
   that jcc_mark_passes_p, or INSN itself.

   With align-prefixes, a run that starts right after an aligned label
   that control falls into goes on before the label, with the code that
   falls into it (jcc_fall_into_start): the mark then comes before that
   code as well, which makes the assembler give its instructions prefix
   frags for the label's alignment.  Nothing there takes the mark,
   which jcc_mark_passes_p sees to: it stays for INSN.  Not with
   padding-points, whose point for such a label goes right before it
   and its alignment (jcc_emit_padding_point), there to let the
   alignment grow instead.  */

static rtx_insn *
jcc_mark_position (rtx_insn *insn, unsigned types)
{
  rtx_insn *prev;

  while ((prev = PREV_INSN (insn)) != NULL && jcc_mark_passes_p (prev, types))
    insn = prev;
  if (jcc_opts.align_prefixes
      && !jcc_opts.padding_points
      && prev != NULL
      && LABEL_P (prev)
      && jcc_aligned_label_p (prev))
    {
      rtx_insn *start = jcc_fall_into_start (prev, types, NULL);
      if (start != NULL)
	return start;
    }
  return insn;
}

/* The text of the mark for a branch of kind KIND: `.align_branch mark,
   KIND', with `, prefixes' if PREFIXES_ONLY (the assembler then pads
   the branch with prefixes only, never with a NOP).  The mark is for
   the next branch of that kind, and no branch of another kind that the
   plugin marks comes between the two (jcc_mark_passes_p), so the kind
   says which branch the mark is for to whoever reads the assembly, a
   fused pair included.  The texts are made once and live as long as
   the compilation, as the insns that point to them.  */

static const char *
jcc_mark_text (enum jcc_branch_kind kind, bool prefixes_only)
{
  static const char *texts[2][JCC_BRANCH_KINDS];

  if (texts[prefixes_only][kind] == NULL)
    texts[prefixes_only][kind]
      = concat (".align_branch mark, ", jcc_branch_kind_names[kind],
		prefixes_only ? ", prefixes" : "", NULL);
  return texts[prefixes_only][kind];
}

/* Give DIRECTIVE, an ASM_INPUT insn just emitted, the address of NEXT,
   the insn after it: branch shortening has already given every insn an
   address, and `final' asserts that every insn but a note has one; a
   directive emits no bytes of its own.  */

static void
jcc_set_directive_address (rtx_insn *directive, rtx_insn *next)
{
  if (INSN_ADDRESSES_SET_P ())
    INSN_ADDRESSES_NEW (directive, INSN_ADDRESSES (INSN_UID (next)));
}

/* Whether only notes that `final' prints at the start of a function,
   before its prologue (in_initial_view_p in final.cc: variable
   locations and deleted insns), come before INSN.  */

static bool
jcc_initial_view_only_p (rtx_insn *insn)
{
  for (rtx_insn *prev = PREV_INSN (insn); prev; prev = PREV_INSN (prev))
    if (!NOTE_P (prev)
	|| (NOTE_KIND (prev) != NOTE_INSN_VAR_LOCATION
	    && NOTE_KIND (prev) != NOTE_INSN_DELETED))
      return false;
  return true;
}

/* The template of INSN if it is an asm statement, basic or with
   operands; NULL otherwise.  */

static const char *
jcc_asm_template (rtx_insn *insn)
{
  if (!NONJUMP_INSN_P (insn) && !JUMP_P (insn))
    return NULL;
  rtx pat = PATTERN (insn);
  rtx basic = jcc_basic_asm (pat);
  if (basic != NULL_RTX)
    return XSTR (basic, 0);
  rtx asmop = extract_asm_operands (pat);
  return asmop != NULL_RTX ? ASM_OPERANDS_TEMPLATE (asmop) : NULL;
}

/* Whether INSN is an asm statement whose branches the plugin has the
   assembler pad, in a region (-fplugin-arg-jcc-asm): one with anything
   but white space in its template, which the assembler may have
   instructions to pad in (an empty asm, a compiler barrier, has none),
   and that does not set the assembler's branch alignment itself.  An
   asm whose template names `.align_branch' is in charge of its own
   padding: a region around it would undo its settings at the region's
   pop, or, if it pushes in one statement and pops in another, pop its
   push and leave the region's settings in force between the two.  */

static bool
jcc_asm_padded_p (rtx_insn *insn)
{
  const char *text = jcc_asm_template (insn);
  if (text == NULL || strstr (text, ".align_branch") != NULL)
    return false;
  for (; *text != '\0'; text++)
    if (!ISSPACE (*text))
      return true;
  return false;
}

/* Emit the directive TEXT (a mark or a padding point) as an ASM_INPUT
   insn before WHERE, which comes before a branch.

   An ASM_INPUT insn, which `final' prints between #APP and #NO_APP,
   rather than text printed from the final_postscan_insn hook of the
   insn before: that insn may come before a label, or before the
   label's alignment, which would then sit between the mark and its
   branch.  An insn of its own goes exactly where it is put, and as the
   marks pass runs right before `final', nothing can move or split
   anything between it and the branch any more.

   Its location is that of the first instruction after it, so that a
   .loc line for that instruction comes before the directive and not
   between it and the instruction.  The location of the asm text
   itself is BUILTINS_LOCATION, which has no line: `final' then prints
   no `# LINE "FILE"' markers around the directive, which is no more the
   user's source than a padding NOP is.  Its address is that of the
   insn after it (jcc_set_directive_address).

   A directive that would be the function's first insn but for the
   notes that `final' prints before the function's prologue (its
   "initial view") takes that location without its lexical block.
   With debug information, `final' puts a NOTE_INSN_BLOCK_BEG before
   the first insn of a block only after it has printed those notes;
   before a directive there, it would never print the note, and the
   block's end would then fail its assertion (an internal compiler
   error in final_scan_insn_1).  The directive stays in the function's
   outermost block, and the block starts at the instruction after it,
   as without the plugin.  */

static void
jcc_emit_directive (rtx_insn *where, const char *text)
{
  rtx_insn *next = where;
  while (!NONDEBUG_INSN_P (next))
    next = NEXT_INSN (next);
  location_t loc = INSN_LOCATION (next);
  if (jcc_initial_view_only_p (where))
    loc = LOCATION_LOCUS (loc);
  rtx body = gen_rtx_ASM_INPUT_loc (VOIDmode, text, BUILTINS_LOCATION);
  jcc_set_directive_address (emit_insn_before_setloc (body, where, loc),
			     next);
}

/* The text of a padding point.  */
static const char jcc_point_text[] = ".align_branch pad";

/* Emit a padding point for the mark that goes before WHERE
   (jcc_mark_position), if its run starts with a label that
   jcc_branch_hotness chose (jcc_padding_point_p): before that label,
   the first one after the previous jump; or, if the run starts right
   after an aligned label, before that label and so before its
   alignment, which the assembler then lets grow (it takes the NOPs in
   multiples of the alignment).  A label inside the run would cut the
   assembler's run of prefixes short: it gets none.  */

static void
jcc_emit_padding_point (rtx_insn *where)
{
  rtx_insn *label = NULL, *insn;

  /* The run starts after an aligned label (jcc_mark_passes_p).  */
  insn = PREV_INSN (where);
  if (insn != NULL && LABEL_P (insn))
    label = insn;
  else
    for (insn = where; insn != NULL; insn = NEXT_INSN (insn))
      if (LABEL_P (insn))
	{
	  label = insn;
	  break;
	}
      else if (INSN_P (insn) && !DEBUG_INSN_P (insn))
	return;
  if (label == NULL
      || (unsigned) INSN_UID (label) >= SBITMAP_SIZE (jcc_point_uids)
      || !bitmap_bit_p (jcc_point_uids, INSN_UID (label)))
    return;
  bitmap_clear_bit (jcc_point_uids, INSN_UID (label));
  jcc_emit_directive (label, jcc_point_text);
}

/* Emit the mark for a branch of kind KIND before WHERE, the start of
   its run (jcc_mark_position), for prefixes only if PREFIXES_ONLY, and
   with POINTS, unless PREFIXES_ONLY, the padding point before the run
   (jcc_emit_padding_point), which is for NOPs.  */

static void
jcc_emit_mark (rtx_insn *where, enum jcc_branch_kind kind,
	       bool prefixes_only, bool points)
{
  if (points && !prefixes_only)
    jcc_emit_padding_point (where);
  jcc_emit_directive (where, jcc_mark_text (kind, prefixes_only));
}

/* A branch to be marked: INSN, the branch or the first half of a
   fused pair, of kind KIND, BRANCH being the branch itself; or, if
   BLANKET is not 0, an inline retpoline, whose branches of the kinds in
   BLANKET are to be padded; or, if ASM_P, an asm statement (INSN and
   BRANCH, of kind JCC_BRANCH_NONE), whose branches are to be padded as
   the marked kinds are in a region.  WHERE is where its mark goes
   (jcc_mark_position).  PREFIXES_ONLY is set for a branch or an asm of
   a block that only hot-paths makes hot, under
   hot-paths-padding=prefixes: its mark asks for prefixes only, and it
   is in no region but an asm's, which pads with prefixes only too.  */

struct jcc_mark
{
  rtx_insn *insn;
  rtx_insn *branch;
  enum jcc_branch_kind kind;
  unsigned blanket;
  rtx_insn *where;
  bool asm_p;
  bool prefixes_only;
};

/* The text that starts a region in which the assembler pads the
   branches of TYPES, a set of (1 << jcc_branch_kind) bits, as its
   blanket mode does, whatever the marks, with prefixes only if
   PREFIXES_ONLY:

	.align_branch push
	.align_branch BOUNDARY, TYPES[, prefixes]

   up to `.align_branch pop'.  Made once for each TYPES.  */

static const char *
jcc_blanket_text (unsigned types, bool prefixes_only = false)
{
  static const char *texts[2][1u << JCC_BRANCH_KINDS];

  if (texts[prefixes_only][types] == NULL)
    {
      char *text = xasprintf (".align_branch push\n\t.align_branch %d, ",
			      jcc_opts.boundary);
      const char *sep = "";
      for (int k = 0; k < JCC_BRANCH_KINDS; k++)
	if (types & (1u << k))
	  {
	    char *longer = concat (text, sep, jcc_branch_kind_names[k], NULL);
	    free (text);
	    text = longer;
	    sep = "+";
	  }
      if (prefixes_only)
	{
	  char *longer = concat (text, ", prefixes", NULL);
	  free (text);
	  text = longer;
	}
      texts[prefixes_only][types] = text;
    }
  return texts[prefixes_only][types];
}

/* The text that ends a region that jcc_blanket_text starts.  */
static const char jcc_blanket_end_text[] = ".align_branch pop";

/* Emit the directive TEXT as an ASM_INPUT insn after INSN, at INSN's
   location, so that `final' prints no .loc line for it.  Its address
   is that of the insn after it (jcc_set_directive_address).  */

static void
jcc_emit_directive_after (rtx_insn *insn, const char *text)
{
  rtx_insn *next = NEXT_INSN (insn);
  while (next != NULL && !NONDEBUG_INSN_P (next))
    next = NEXT_INSN (next);
  rtx body = gen_rtx_ASM_INPUT_loc (VOIDmode, text, BUILTINS_LOCATION);
  jcc_set_directive_address (emit_insn_after_setloc (body, insn,
						     INSN_LOCATION (insn)),
			     next != NULL ? next : insn);
}

/* Emit a region in which the assembler pads the branches of TYPES as
   its blanket mode does, with prefixes only if PREFIXES_ONLY:
   jcc_blanket_text before WHERE, and its end right after LAST.

   It serves an inline retpoline (jcc_inline_retpoline_kinds), LAST,
   WHERE being where its mark would have gone (jcc_mark_position), so
   that the instructions before it may take prefixes for its first
   branch: a mark is for one branch, and the thunk has several, a call
   and a ret at least.  No other mark falls in that region: none passes
   over the retpoline, and any branch between the start of the run and
   the retpoline is of a kind that is not marked.  It also serves
   marked branches in a row (jcc_emit_marks).  */

static void
jcc_emit_region (rtx_insn *where, rtx_insn *last, unsigned types,
		 bool prefixes_only = false)
{
  jcc_emit_directive (where, jcc_blanket_text (types, prefixes_only));
  jcc_emit_directive_after (last, jcc_blanket_end_text);
}

/* Whether the mark that goes before WHERE may join PREV, the branch
   marked before it, in one region (jcc_emit_marks): whether nothing
   but labels, alignment and notes comes between PREV's branch and
   WHERE.  The assembler's run of instructions that may take prefixes
   for the next branch then starts right after PREV's branch, or after
   the alignment in between, with a mark as in a region.  Anything else
   there ended the mark's run early (jcc_mark_passes_p: asm, a pattern
   of several instructions); in a region, the assembler's run would take
   it in.  */

static bool
jcc_marks_join_p (const jcc_mark &prev, rtx_insn *where)
{
  for (rtx_insn *insn = PREV_INSN (where); insn != NULL;
       insn = PREV_INSN (insn))
    if (insn == prev.branch)
      return true;
    else if (!LABEL_P (insn) && !BARRIER_P (insn) && !DEBUG_INSN_P (insn)
	     && (!NOTE_P (insn)
		 || NOTE_KIND (insn) == NOTE_INSN_SWITCH_TEXT_SECTIONS))
      return false;
  return false;
}

/* Emit the marks of TO_MARK, the branches of TYPES (jcc_mark_types)
   chosen in the current function, in the order of the insns, with
   POINTS, padding points (jcc_emit_padding_point).

   A mark is a line that the assembler reads, which costs it about as
   much as the padding of the branch.  Hot code is mostly branches
   marked one after the other: -fplugin-arg-jcc-mark-regions=N or more
   of them in a row (jcc_marks_join_p) go in one region instead,

	.align_branch push
	.align_branch BOUNDARY, TYPES
	...
	.align_branch pop

   from where the first one's mark would be to right after the last
   branch, in which the assembler pads every branch of TYPES (with jcc
   and fused pairs both in, as a mark takes them).  Every branch of
   TYPES in it is marked, and each run starts where its mark would, so
   the assembler pads them as it would the marks, byte for byte.  With
   POINTS, the padding point of each branch of a region goes before
   its label as it would with a mark each: the assembler's padding
   point looks at the first padded branch after it, marked or in a
   region alike (the objects of bench/run's programs and of GCC's
   torture programs are the same with mark-regions=0).  */

static void
jcc_emit_marks (vec<jcc_mark> &to_mark, unsigned types, bool points)
{
  const unsigned jcc_fused
    = (1u << JCC_BRANCH_JCC) | (1u << JCC_BRANCH_FUSED);
  unsigned region_types = (types & jcc_fused) ? types | jcc_fused : types;
  unsigned n = to_mark.length ();

  /* Every mark's place, before any directive is emitted.  */
  for (auto &m : to_mark)
    m.where = jcc_mark_position (m.insn, types);

  for (unsigned ix = 0, end; ix < n; ix = end)
    {
      end = ix + 1;
      if (to_mark[ix].blanket != 0)
	{
	  jcc_emit_region (to_mark[ix].where, to_mark[ix].insn,
			   to_mark[ix].blanket);
	  continue;
	}
      /* A branch for prefixes only has a mark of its own: a region
	 pads with NOPs too, unless it says `prefixes', which only an
	 asm's does (below).  */
      bool prefixes = to_mark[ix].prefixes_only;
      if (prefixes && !to_mark[ix].asm_p)
	{
	  jcc_emit_mark (to_mark[ix].where, to_mark[ix].kind, true, points);
	  continue;
	}
      /* An asm statement is always in a region.  The branch marked
	 right after it joins that region even with a mark each
	 (mark-regions=0): the asm's last instruction may be the first
	 half of a fused pair of which the plugin sees only the jump
	 (a flag output, `=@ccz'), and only in a region does the
	 assembler see both halves.  Branches for prefixes only join
	 an asm's region for prefixes only, and no other.  */
      bool has_asm = to_mark[ix].asm_p;
      unsigned join = prefixes ? 0 : jcc_opts.mark_regions;
      if (join > 0 || has_asm)
	while (end < n && to_mark[end].blanket == 0
	       && to_mark[end].prefixes_only == prefixes
	       && jcc_marks_join_p (to_mark[end - 1], to_mark[end].where))
	  {
	    has_asm |= to_mark[end].asm_p;
	    end++;
	    if (join == 0 && !to_mark[end - 1].asm_p)
	      break;
	  }
      if (has_asm || (join > 0 && end - ix >= join))
	{
	  if (points && !prefixes)
	    for (unsigned k = ix; k < end; k++)
	      jcc_emit_padding_point (to_mark[k].where);
	  jcc_emit_region (to_mark[ix].where, to_mark[end - 1].branch,
			   region_types, prefixes);
	}
      else
	for (unsigned k = ix; k < end; k++)
	  jcc_emit_mark (to_mark[k].where, to_mark[k].kind, false, points);
    }
}

/* The text of a mark for a code alignment: the assembler gives the
   instructions from there to the next code alignment prefix frags, so
   that -malign-code-with-prefixes may make the alignment of their
   prefixes.  */
static const char jcc_align_mark_text[] = ".align_branch mark, align";

/* The text of INSN if it is an `.align_branch' directive, a basic asm
   that the plugin or the user wrote; NULL otherwise.  */

static const char *
jcc_align_branch_text (rtx_insn *insn)
{
  if (insn == NULL || !NONJUMP_INSN_P (insn))
    return NULL;
  rtx basic = jcc_basic_asm (PATTERN (insn));
  if (basic == NULL_RTX || !startswith (XSTR (basic, 0), ".align_branch"))
    return NULL;
  return XSTR (basic, 0);
}

/* With align-prefixes, emit `.align_branch mark, align' before the
   code that falls into each aligned label of the current function
   (jcc_fall_into_start, the code that a mark for a branch of TYPES
   would pass over), unless the assembler gives that code prefix frags
   already: the mark for a branch after the label comes before it
   (jcc_mark_position, which finds the same code), or it is in a
   region (jcc_emit_region).  The assembler ends such a mark at a jump
   or a return, as the code does, and not at a call, as the code with
   calls in does when TYPES has no calls.  -malign-code-with-prefixes
   then makes the alignment of their prefixes when they have room for
   it, as it does for the marks.  Most such labels head loops whose
   branches the plugin does not mark, since GCC's estimate does not
   call them hot, or whose first branch is not of a marked kind; GCC
   aligns them all the same, and the NOPs of their alignments run at
   each entry into the loop.  No branch takes such a mark, and it costs
   no byte: the assembler makes the alignment of prefixes only when
   they take all of its bytes.  GCC aligns no label in code it
   optimizes for size, cold partitions and cold functions included.  */

static void
jcc_emit_align_marks (unsigned types)
{
  /* How many regions are open (jcc_blanket_text starts them).  */
  unsigned regions = 0;

  for (rtx_insn *insn = get_insns (); insn != NULL; insn = NEXT_INSN (insn))
    {
      if (const char *text = jcc_align_branch_text (insn))
	{
	  if (startswith (text, ".align_branch push"))
	    regions++;
	  else if (startswith (text, jcc_blanket_end_text) && regions > 0)
	    regions--;
	  continue;
	}
      if (!LABEL_P (insn) || !jcc_aligned_label_p (insn) || regions > 0)
	continue;
      rtx_insn *stop;
      rtx_insn *start = jcc_fall_into_start (insn, types, &stop);
      if (start == NULL)
	continue;
      const char *text = jcc_align_branch_text (stop);
      if (text != NULL && startswith (text, ".align_branch mark"))
	continue;
      jcc_emit_directive (start, jcc_align_mark_text);
      if (jcc_opts.verbose >= 2)
	{
	  rtx_insn *next = next_nonnote_nondebug_insn (insn);
	  inform (next != NULL ? INSN_LOCATION (next) : UNKNOWN_LOCATION,
		  "%s: marked the alignment of the label before this "
		  "instruction, for prefixes on the code that falls into it",
		  JCC_PLUGIN_NAME);
	}
    }
}

/* Write STR to the report as a JSON string.  */

void
jcc_report_json_string (const char *str)
{
  putc ('"', jcc_report_stream);
  for (const char *p = str; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
	fprintf (jcc_report_stream, "\\%c", *p);
      else if ((unsigned char) *p < 0x20)
	fprintf (jcc_report_stream, "\\u%04x", (unsigned char) *p);
      else
	putc (*p, jcc_report_stream);
    }
  putc ('"', jcc_report_stream);
}

/* Write the counts COUNTS[3][JCC_BRANCH_KINDS] to the report: in JSON
   as the members "branches", "hot" and "marked", each an object by
   kind; in text as `N branches (jcc N, ...), N hot (...), N marked
   (...)'.  */

void
jcc_report_counts (unsigned counts[3][JCC_BRANCH_KINDS])
{
  for (int c = JCC_COUNT_ALL; c <= JCC_COUNT_MARKED; c++)
    {
      unsigned total = 0;
      for (int k = 0; k < JCC_BRANCH_KINDS; k++)
	total += counts[c][k];
      if (jcc_report_json)
	fprintf (jcc_report_stream, "%s\"%s\": {\"total\": %u", c ? ", " : "",
		 jcc_count_names[c], total);
      else
	fprintf (jcc_report_stream, "%s%u %s (", c ? ", " : "", total,
		 jcc_count_names[c]);
      for (int k = 0; k < JCC_BRANCH_KINDS; k++)
	if (jcc_report_json)
	  fprintf (jcc_report_stream, ", \"%s\": %u",
		   jcc_branch_kind_names[k], counts[c][k]);
	else
	  fprintf (jcc_report_stream, "%s%s %u", k ? ", " : "",
		   jcc_branch_kind_names[k], counts[c][k]);
      fputs (jcc_report_json ? "}" : ")", jcc_report_stream);
    }
}

/* Add to the report what the flush-ordering pass found in function FUN,
   if it ran on FUN and FUN has flush sites: in JSON the member "flush",
   in text `; N flush sites, N existing fences, N fences inserted at
   lines L, ...' (with fence=none, `needed').  */

void
jcc_report_fences (function *fun)
{
  const jcc_fence_summary &f = jcc_last_fence_summary;
  if (f.fun != fun || f.flush_sites == 0)
    return;

  const char *what = (jcc_opts.fence == JCC_FENCE_NONE
		      ? "needed" : "inserted");
  if (jcc_report_json)
    fprintf (jcc_report_stream, ", \"flush\": {\"sites\": %u, "
	     "\"existing_fences\": %u, \"fences_%s\": %u, \"lines\": [",
	     f.flush_sites, f.existing_fences, what, f.where.length ());
  else
    fprintf (jcc_report_stream, "; %u flush sites, %u existing fences, "
	     "%u fences %s", f.flush_sites, f.existing_fences,
	     f.where.length (), what);
  unsigned i;
  location_t loc;
  FOR_EACH_VEC_ELT (f.where, i, loc)
    fprintf (jcc_report_stream, "%s%d",
	     i == 0 ? (jcc_report_json ? "" : " at lines ") : ", ",
	     LOCATION_LINE (loc));
  if (jcc_report_json)
    fputs ("]}", jcc_report_stream);
}

/* Add the line of function FUN, with counts COUNTS, to the report.  */

void
jcc_report_function (function *fun, unsigned counts[3][JCC_BRANCH_KINDS])
{
  const char *name = lang_hooks.decl_printable_name (fun->decl, 2);
  const char *symbol = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fun->decl));
  expanded_location loc = expand_location (DECL_SOURCE_LOCATION (fun->decl));

  if (jcc_report_json)
    {
      fputs (jcc_report_functions ? ",\n    {\"name\": " : "\n    {\"name\": ",
	     jcc_report_stream);
      jcc_report_json_string (name);
      fputs (", \"symbol\": ", jcc_report_stream);
      jcc_report_json_string (symbol);
      fprintf (jcc_report_stream, ", \"line\": %d, ", loc.line);
      jcc_report_counts (counts);
      jcc_report_fences (fun);
      fputs ("}", jcc_report_stream);
    }
  else
    {
      fprintf (jcc_report_stream, "%s:%d: %s: ", loc.file ? loc.file : "",
	       loc.line, name);
      jcc_report_counts (counts);
      jcc_report_fences (fun);
      fputs ("\n", jcc_report_stream);
    }

  jcc_report_functions++;
  for (int c = JCC_COUNT_ALL; c <= JCC_COUNT_MARKED; c++)
    for (int k = 0; k < JCC_BRANCH_KINDS; k++)
      jcc_report_total[c][k] += counts[c][k];
}

const pass_data jcc_branch_marks_pass_data =
{
  RTL_PASS,			/* type */
  "jcc_branch_marks",		/* name */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  0,				/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0				/* todo_flags_finish */
};

class jcc_branch_marks_pass : public rtl_opt_pass
{
public:
  jcc_branch_marks_pass (gcc::context *ctxt)
    : rtl_opt_pass (jcc_branch_marks_pass_data, ctxt)
  {}

  opt_pass *clone () final override
  {
    return new jcc_branch_marks_pass (m_ctxt);
  }

  bool gate (function *) final override
  {
    return (jcc_opts.select != JCC_SELECT_NONE
	    || jcc_opts.report_file != NULL);
  }

  unsigned int execute (function *) final override;
};

unsigned int
jcc_branch_marks_pass::execute (function *fun)
{
  unsigned counts[3][JCC_BRANCH_KINDS];
  auto_vec<jcc_mark, 32> to_mark;

  memset (counts, 0, sizeof counts);
  unsigned types = jcc_mark_types ();
  bool decided = jcc_hot_fn == fun && jcc_hot_uids != NULL;
  /* Unless the report or the notes count every branch, only the ones
     that may be marked need classifying: under select=hot the hot
     ones, a small part of the insns.  */
  bool hot_only = (jcc_opts.select != JCC_SELECT_ALL
		   && jcc_report_stream == NULL && jcc_opts.verbose < 1);
  for (rtx_insn *insn = get_insns (); insn != NULL; insn = NEXT_INSN (insn))
    {
      /* An insn made after jcc_branch_hotness ran (ix86_pad_returns
	 replaces returns under some -mtune) is not in the set: it is
	 not known to be hot.  */
      unsigned uid = INSN_UID (insn);
      bool hot = (decided && uid < SBITMAP_SIZE (jcc_hot_uids)
		  && bitmap_bit_p (jcc_hot_uids, uid));
      /* A branch or asm of a block that only hot-paths makes hot, to
	 be padded with prefixes only (hot-paths-padding=prefixes).  */
      bool lukewarm = (hot && jcc_opts.select == JCC_SELECT_HOT
		       && jcc_lukewarm_uids != NULL
		       && bitmap_bit_p (jcc_lukewarm_uids, uid));
      if (hot_only && !hot)
	continue;
      if (hot && jcc_calls_unit_thunk_p (insn))
	jcc_unit_thunk_calls++;

      /* An asm statement is not classified: what it holds is the
	 assembler's to see, in a region (jcc_emit_marks).  */
      if (jcc_opts.pad_asm && jcc_opts.select != JCC_SELECT_NONE
	  && (jcc_opts.select == JCC_SELECT_ALL || hot)
	  && jcc_asm_padded_p (insn))
	{
	  to_mark.safe_push ({ insn, insn, JCC_BRANCH_NONE, 0, NULL, true,
			       lukewarm });
	  if (jcc_opts.verbose >= 2)
	    inform (INSN_LOCATION (insn), "%s: %<asm%> statement padded as "
		    "in blanket mode%s", JCC_PLUGIN_NAME,
		    lukewarm ? ", with prefixes only" : "");
	  continue;
	}

      rtx_insn *first = NULL;
      enum jcc_branch_kind kind = jcc_profiler_call_kind (insn);
      if (kind == JCC_BRANCH_NONE)
	kind = jcc_classify_branch (insn, &first);
      if (kind == JCC_BRANCH_NONE)
	continue;
      counts[JCC_COUNT_ALL][kind]++;
      if (hot)
	counts[JCC_COUNT_HOT][kind]++;

      /* An inline retpoline executes branches of several kinds: it is
	 marked if any of them is (jcc_emit_region).  The assembler
	 never pads a call of __tls_get_addr: a mark would be lost.  */
      unsigned blanket = jcc_inline_retpoline_kinds (insn) & types;
      if (((types & (1u << kind)) == 0 && blanket == 0)
	  || jcc_opts.select == JCC_SELECT_NONE
	  || (jcc_opts.select == JCC_SELECT_HOT && !hot)
	  || jcc_tls_get_addr_call_p (insn))
	continue;
      counts[JCC_COUNT_MARKED][kind]++;
      /* An inline retpoline is padded in a region, whatever.  */
      bool prefixes_only = lukewarm && blanket == 0;
      to_mark.safe_push ({ first != NULL ? first : insn, insn, kind, blanket,
			   NULL, false, prefixes_only });
      if (jcc_opts.verbose >= 2)
	inform (jcc_branch_location (insn), "%s: marked %s branch%s",
		JCC_PLUGIN_NAME, jcc_branch_kind_names[kind],
		prefixes_only ? " for prefixes only" : "");
    }

  /* Emit the marks once every branch is classified, so that no mark
     is ever taken for the insn before a branch.

     The marks need no data-flow information: only `final' reads the
     insns after this pass, and an ASM_INPUT has no operands.  df scans
     no insn outside a basic block, and the blocks are freed by now,
     but the i386 back end's machine reorg gives the insns their blocks
     back; scanning each mark took 12 M of cc1's instructions on
     sqlite3.c.  */
  int df_flags = df != NULL ? df_set_flags (DF_NO_INSN_RESCAN) : 0;
  bool points = decided && jcc_point_uids != NULL;
  jcc_emit_marks (to_mark, types, points);
  if (jcc_opts.align_prefixes && !jcc_opts.padding_points
      && jcc_opts.select != JCC_SELECT_NONE)
    jcc_emit_align_marks (types);
  if (df != NULL && (df_flags & DF_NO_INSN_RESCAN) == 0)
    df_clear_flags (DF_NO_INSN_RESCAN);

  if (jcc_opts.verbose >= 1 && jcc_opts.select != JCC_SELECT_NONE)
    {
      unsigned total = 0;
      for (int k = 0; k < JCC_BRANCH_KINDS; k++)
	total += counts[JCC_COUNT_ALL][k];
      inform (DECL_SOURCE_LOCATION (fun->decl),
	      "%s: %qD: %u of %u branches marked", JCC_PLUGIN_NAME, fun->decl,
	      to_mark.length (), total);
    }

  if (jcc_report_stream != NULL)
    jcc_report_function (fun, counts);

  jcc_forget_hot_uids ();
  return 0;
}

/* Write the kinds of branch in TYPES, a set of bits (1 << KIND),
   joined by SEP (JSON: as strings).  */

void
jcc_report_types (unsigned types, const char *sep)
{
  bool first = true;
  for (int k = 0; k < JCC_BRANCH_KINDS; k++)
    if (types & (1u << k))
      {
	fprintf (jcc_report_stream, jcc_report_json ? "%s\"%s\"" : "%s%s",
		 first ? "" : sep, jcc_branch_kind_names[k]);
	first = false;
      }
}

/* Write the selection settings in effect, each after ", ": as
   NAME=VALUE, or in JSON as a member whose name has `_' for `-', a yes
   or no setting as true or false.  */

void
jcc_report_settings (void)
{
  /* A setting is a number, yes or no, or one of WORDS.  */
  static const struct
  {
    const char *name;
    bool yes_no;
    const char *const *words;
  } names[] =
    {
      { "boundary", false, NULL }, { "hot-threshold", false, NULL },
      { "hot-loops", true, NULL },
      { "call-scale", false, jcc_call_scale_names },
      { "indirect-calls", false, jcc_indirect_calls_names },
      { "indirect-share-limit", false, NULL },
      { "small-functions", false, NULL },
      { "small-public-functions", false, NULL },
      { "hot-paths", false, NULL },
      { "hot-paths-padding", false, jcc_hot_paths_padding_names },
      { "hot-count-fraction", false, NULL }, { "crossing-jumps", true, NULL },
      { "cold-landing", false, NULL }, { "nop-count-fraction", false, NULL },
      { "repair-profile", true, NULL },
      { "asm", true, NULL }
    };
  const int values[ARRAY_SIZE (names)] =
    {
      jcc_opts.boundary, jcc_opts.hot_threshold, jcc_opts.hot_loops,
      jcc_opts.call_scale, jcc_opts.indirect_calls_by_type,
      jcc_opts.indirect_share_limit, jcc_opts.small_functions,
      jcc_opts.small_public_functions, jcc_opts.hot_paths,
      jcc_opts.hot_paths_prefixes,
      jcc_opts.hot_count_fraction, jcc_opts.crossing_jumps,
      jcc_opts.cold_landing, jcc_opts.nop_count_fraction,
      jcc_repair_profile_p (), jcc_opts.pad_asm
    };

  for (size_t i = 0; i < ARRAY_SIZE (names); i++)
    {
      fputs (jcc_report_json ? ", \"" : ", ", jcc_report_stream);
      for (const char *c = names[i].name; *c != '\0'; c++)
	fputc (jcc_report_json && *c == '-' ? '_' : *c, jcc_report_stream);
      fputs (jcc_report_json ? "\": " : "=", jcc_report_stream);
      if (names[i].words != NULL)
	fprintf (jcc_report_stream, jcc_report_json ? "\"%s\"" : "%s",
		 names[i].words[values[i]]);
      else if (!names[i].yes_no)
	fprintf (jcc_report_stream, "%d", values[i]);
      else if (jcc_report_json)
	fputs (values[i] ? "true" : "false", jcc_report_stream);
      else
	fputs (values[i] ? "yes" : "no", jcc_report_stream);
    }
}

/* In a partition of an LTO link: append the report, which is in
   memory, to the report file (or standard error) in one write, with
   the file locked, so that the partitions that run at the same time
   neither mix their reports nor overwrite one another's.  */

static void
jcc_report_finish_partition (void)
{
  const char *file = jcc_opts.report_file;
  bool ok = fclose (jcc_report_stream) == 0;
  int fd = STDERR_FILENO;
  if (ok && *file != '\0')
    {
      fd = open (file, O_WRONLY | O_APPEND | O_CREAT, 0666);
      ok = fd >= 0 && flock (fd, LOCK_EX) == 0;
    }
  for (size_t done = 0; ok && done < jcc_report_size; )
    {
      ssize_t n = write (fd, jcc_report_buffer + done,
			 jcc_report_size - done);
      if (n < 0 && errno == EINTR)
	continue;
      ok = n > 0;
      if (ok)
	done += n;
    }
  if (fd >= 0 && fd != STDERR_FILENO && close (fd) != 0)
    ok = false;
  if (!ok)
    error ("cannot write %qs for %<-fplugin-arg-%s-report%>: %m",
	   *file != '\0' ? file : "standard error", JCC_PLUGIN_NAME);
  free (jcc_report_buffer);
  jcc_report_buffer = NULL;
  jcc_report_size = 0;
}

/* At the start of the translation unit: set the boundary for the
   marks, and open the report.  */

void
jcc_branch_marks_start_unit (void *, void *)
{
  /* `.align_branch BOUNDARY, none' makes the assembler pad exactly the
     marked branches.  It is written before any code, so that it holds
     for every function of the unit; the assembler's own
     -malign-branch-* options are overridden from here on, which is what
     asking the compiler to choose means.  */
  if (jcc_opts.select != JCC_SELECT_NONE && asm_out_file != NULL)
    fprintf (asm_out_file, "\t.align_branch %d, none\n", jcc_opts.boundary);

  if (jcc_opts.report_file == NULL)
    return;
  const char *file = jcc_opts.report_file;
  /* An LTO link (-flto) runs the compiler once for the whole program
     (WPA: it decides on partitions, and generates no code), then once
     for each partition, several at a time with -flto=N, -flto=auto or
     -flto=jobserver.  WPA empties the report; each partition appends
     its own to it when it is done (jcc_report_finish_partition), so
     that the report has all of them, whole and one after another.  */
  if (flag_wpa != NULL)
    {
      FILE *f;
      if (*file != '\0' && ((f = fopen (file, "w")) == NULL || fclose (f) != 0))
	error ("cannot open %qs for %<-fplugin-arg-%s-report%>: %m", file,
	       JCC_PLUGIN_NAME);
      return;
    }
  if (flag_ltrans)
    {
      jcc_report_stream = open_memstream (&jcc_report_buffer,
					  &jcc_report_size);
      if (jcc_report_stream == NULL)
	{
	  error ("cannot write the report for %<-fplugin-arg-%s-report%>: %m",
		 JCC_PLUGIN_NAME);
	  return;
	}
    }
  else if (*file == '\0')
    jcc_report_stream = stderr;
  else
    {
      jcc_report_stream = fopen (file, "w");
      if (jcc_report_stream == NULL)
	{
	  error ("cannot open %qs for %<-fplugin-arg-%s-report%>: %m", file,
		 JCC_PLUGIN_NAME);
	  return;
	}
      static bool at_exit;
      if (!at_exit)
	atexit (jcc_report_remove_unfinished);
      at_exit = true;
      jcc_report_unfinished = file;
    }
  size_t len = strlen (file);
  jcc_report_json = len >= 5 && strcmp (file + len - 5, ".json") == 0;

  if (jcc_report_json)
    {
      fputs ("{\"file\": ", jcc_report_stream);
      jcc_report_json_string (jcc_unit_name ());
      fprintf (jcc_report_stream, ", \"select\": \"%s\", \"types\": [",
	       jcc_select_names[jcc_opts.select]);
      jcc_report_types (jcc_mark_types (), ", ");
      fputc (']', jcc_report_stream);
      jcc_report_settings ();
      fputs (",\n  \"functions\": [", jcc_report_stream);
    }
  else
    {
      fprintf (jcc_report_stream, "%s: branch report for %s (select=%s, "
	       "types=", JCC_PLUGIN_NAME, jcc_unit_name (),
	       jcc_select_names[jcc_opts.select]);
      jcc_report_types (jcc_mark_types (), "+");
      jcc_report_settings ();
      fputs (")\n", jcc_report_stream);
    }
}

/* At the end of the translation unit: write the totals and close the
   report.  */

void
jcc_branch_marks_finish_unit (void *, void *)
{
  if (jcc_report_stream == NULL)
    return;
  if (jcc_report_json)
    {
      fprintf (jcc_report_stream, "\n  ],\n  \"total\": {\"functions\": %u, ",
	       jcc_report_functions);
      jcc_report_counts (jcc_report_total);
      fputs ("}}\n", jcc_report_stream);
    }
  else
    {
      fprintf (jcc_report_stream, "total of %u functions: ",
	       jcc_report_functions);
      jcc_report_counts (jcc_report_total);
      fputs ("\n", jcc_report_stream);
    }
  if (flag_ltrans)
    jcc_report_finish_partition ();
  else if (jcc_report_stream != stderr && fclose (jcc_report_stream) != 0)
    error ("cannot write %qs for %<-fplugin-arg-%s-report%>: %m",
	   jcc_opts.report_file, JCC_PLUGIN_NAME);
  else
    jcc_report_unfinished = NULL;
  jcc_report_stream = NULL;
}

/* The target's code_end hook (ix86_code_end), which jcc_code_end
   wraps.  */
void (*jcc_target_code_end) (void);

/* The kinds of branch that the functions written by the code_end hook
   execute.  After the last function, GCC writes there the
   __x86.get_pc_thunk.REG functions of 32-bit PIC code (`movl (%esp),
   %REG; ret'), called from the prologue of each function that needs
   the GOT, and the retpoline thunks of -mindirect-branch=thunk and
   -mfunction-return=thunk (a call, a `pause; lfence; jmp' loop that
   only speculation runs, then a ret); no pass sees them, so no mark
   can be put in them.  Their jmp is never executed: padding it would
   only cost bytes.  */
const unsigned jcc_code_end_kinds
  = ((1u << JCC_BRANCH_CALL) | (1u << JCC_BRANCH_RET)
     | (1u << JCC_BRANCH_INDIRECT));

/* Start, in the assembly, the region in which the assembler pads the
   branches of TYPES as its blanket mode does (jcc_blanket_text).  */

void
jcc_open_blanket (unsigned types)
{
  fprintf (asm_out_file, "\t%s\n", jcc_blanket_text (types));
}

/* End the region that jcc_open_blanket started.  */

void
jcc_close_blanket (void)
{
  fprintf (asm_out_file, "\t%s\n", jcc_blanket_end_text);
}

/* The target's output_mi_thunk hook (x86_output_mi_thunk), which
   jcc_output_mi_thunk wraps.  */
void (*jcc_target_output_mi_thunk) (FILE *, tree, HOST_WIDE_INT,
				    HOST_WIDE_INT, tree);

/* Whether the thunk THUNK_FNDECL is hot, as a function's first block
   is (jcc_hot_block_p): unless it is cold, or GCC knows it is unlikely
   to run, or profile data say it ran too seldom.  */

static bool
jcc_thunk_hot_p (tree thunk_fndecl)
{
  if (jcc_cold_function_p (thunk_fndecl))
    return false;
  cgraph_node *node = cgraph_node::get (thunk_fndecl);
  if (node == NULL)
    return true;
  profile_count count = node->count.ipa ();
  /* A count read from profile data (-fprofile-use, AutoFDO), not
     guessed.  */
  if (count.initialized_p () && count.quality () >= AFDO)
    return count.nonzero_p () && jcc_count_share_hot_p (count);
  return true;
}

/* The output_mi_thunk hook while branches are marked.  C++'s
   this-adjusting thunks that GCC does not expand as functions of their
   own (virtual thunks, which load the adjustment from the vtable) are
   written by the target straight from RTL it makes, through no pass:
   the branches they execute (a jmp, or a call and an indirect jmp to
   reach the GOT in 32-bit PIC code) are padded in a blanket region of
   the marked kinds, under select=hot if the thunk is hot
   (jcc_thunk_hot_p).  Such a thunk runs on every call through its
   vtable entry.  */

static void
jcc_output_mi_thunk (FILE *file, tree thunk_fndecl, HOST_WIDE_INT delta,
		     HOST_WIDE_INT vcall_offset, tree function)
{
  unsigned types = jcc_mark_types ();
  bool pad = (types != 0 && file == asm_out_file
	      && (jcc_opts.select != JCC_SELECT_HOT
		  || jcc_thunk_hot_p (thunk_fndecl)));
  if (pad)
    {
      /* The thunk may call __x86.get_pc_thunk.REG, which jcc_code_end
	 pads only for a unit whose hot code calls it.  */
      jcc_unit_thunk_calls++;
      jcc_open_blanket (types);
    }
  jcc_target_output_mi_thunk (file, thunk_fndecl, delta, vcall_offset,
			      function);
  if (pad)
    jcc_close_blanket ();
}

/* The code_end hook while branches are marked.  The thunks run as
   often as the code that calls them, so the marked kinds that they
   execute (jcc_code_end_kinds) are padded in them as the assembler's
   blanket mode pads them.  The target's hook runs with its output
   caught in memory, which is written back where it would have gone,
   in a blanket region if there is any: a unit after whose functions
   GCC writes nothing gets no directives.  Under select=hot, the
   thunks of a unit in which no hot insn calls or jumps to one
   (jcc_calls_unit_thunk_p) are left alone.  Without memory for
   the text, the directives go round the hook's output all the
   same.  */

void
jcc_code_end (void)
{
  unsigned types = jcc_mark_types () & jcc_code_end_kinds;
  FILE *out = asm_out_file;
  if (types == 0 || out == NULL
      || (jcc_opts.select == JCC_SELECT_HOT && jcc_unit_thunk_calls == 0))
    {
      jcc_target_code_end ();
      return;
    }

  char *text = NULL;
  size_t size = 0;
  FILE *buffer = open_memstream (&text, &size);
  if (buffer == NULL)
    {
      jcc_open_blanket (types);
      jcc_target_code_end ();
      jcc_close_blanket ();
      return;
    }
  asm_out_file = buffer;
  jcc_target_code_end ();
  asm_out_file = out;
  if (fclose (buffer) != 0)
    fatal_error (UNKNOWN_LOCATION, "%s: cannot keep the assembly of the "
		 "thunks in memory: %m", JCC_PLUGIN_NAME);
  if (size > 0)
    {
      jcc_open_blanket (types);
      fwrite (text, 1, size, asm_out_file);
      jcc_close_blanket ();
    }
  free (text);
}

} // anon namespace

/* jcc_branch_hotness must run while the CFG exists: `*free_cfg' drops
   the insns' basic blocks, and with them the counts and the hot/cold
   partition.  It sits right before it, after basic-block reordering
   and after compute_alignments, when blocks no longer move.

   jcc_branch_marks must see the insns `final' prints, in their order,
   and nothing may come between a mark and its branch afterwards.  After
   `*free_cfg', machine reorg may still add or replace insns (x86 pads
   returns and short functions under some -mtune), the ENDBR pass adds
   insns before branch shortening, and the CFI pass adds notes after it.
   The pass therefore sits right before `final', and only the decision
   crosses the gap, as a set of INSN_UIDs: an insn made in between has
   no hot block on record and stays unmarked.  */

void
jcc_register_branch_marks (const char *plugin_name)
{
  /* They are not errors: a build may set them once for every file and
     choose select per file.  align-prefixes is not among them:
     jcc-gcc passes it by default, also where the user's select=none
     turns the marks off.  */
  static const struct { unsigned bit; const char *key; } args[] =
    {
      { JCC_MARKS_ARG_TYPES, "types" },
      { JCC_MARKS_ARG_BOUNDARY, "boundary" },
      { JCC_MARKS_ARG_HOT_THRESHOLD, "hot-threshold" },
      { JCC_MARKS_ARG_HOT_LOOPS, "hot-loops" },
      { JCC_MARKS_ARG_CALL_SCALE, "call-scale" },
      { JCC_MARKS_ARG_INDIRECT_CALLS, "indirect-calls" },
      { JCC_MARKS_ARG_INDIRECT_SHARE_LIMIT, "indirect-share-limit" },
      { JCC_MARKS_ARG_SMALL_FUNCTIONS, "small-functions" },
      { JCC_MARKS_ARG_SMALL_PUBLIC_FUNCTIONS, "small-public-functions" },
      { JCC_MARKS_ARG_HOT_PATHS, "hot-paths" },
      { JCC_MARKS_ARG_HOT_COUNT_FRACTION, "hot-count-fraction" },
      { JCC_MARKS_ARG_PADDING_POINTS, "padding-points" },
      { JCC_MARKS_ARG_CROSSING_JUMPS, "crossing-jumps" },
      { JCC_MARKS_ARG_COLD_LANDING, "cold-landing" },
      { JCC_MARKS_ARG_NOP_COUNT_FRACTION, "nop-count-fraction" },
      { JCC_MARKS_ARG_MARK_REGIONS, "mark-regions" },
      { JCC_MARKS_ARG_ASM, "asm" },
      { JCC_MARKS_ARG_HOT_PATHS_PADDING, "hot-paths-padding" }
    };
  if (jcc_opts.select == JCC_SELECT_NONE)
    for (size_t i = 0; i < ARRAY_SIZE (args); i++)
      if (jcc_opts.marks_args_given & args[i].bit)
	warning (0, "%<-fplugin-arg-%s-%s%> has no effect without "
		 "%<-fplugin-arg-%s-select%>", JCC_PLUGIN_NAME, args[i].key,
		 JCC_PLUGIN_NAME);

  jcc_register_call_scales (plugin_name);
  jcc_register_pass (plugin_name, new jcc_branch_hotness_pass (g),
		     JCC_FREE_CFG_PASS_NAME, PASS_POS_INSERT_BEFORE);
  jcc_register_pass (plugin_name, new jcc_branch_marks_pass (g),
		     JCC_FINAL_PASS_NAME, PASS_POS_INSERT_BEFORE);

  /* The code_end hook writes code after the last function, and the
     output_mi_thunk hook C++'s virtual thunks, where no pass runs
     (jcc_code_end, jcc_output_mi_thunk).  */
  if (jcc_opts.select != JCC_SELECT_NONE)
    {
      jcc_target_code_end = targetm.asm_out.code_end;
      targetm.asm_out.code_end = jcc_code_end;
      jcc_target_output_mi_thunk = targetm.asm_out.output_mi_thunk;
      targetm.asm_out.output_mi_thunk = jcc_output_mi_thunk;
    }

  register_callback (plugin_name, PLUGIN_START_UNIT,
		     jcc_branch_marks_start_unit, NULL);
  register_callback (plugin_name, PLUGIN_FINISH_UNIT,
		     jcc_branch_marks_finish_unit, NULL);
  register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_END,
		     jcc_note_unit_counts, NULL);
}
