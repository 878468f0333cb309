/* profile-repair.cc -- keep GCC from taking blocks that ran in training
   for never run, before it lays out the code.

   With -fprofile-use, GCC 12.2 sometimes leaves a block with a count
   of zero although a predecessor with a non-zero count reaches it with
   a non-zero probability.  Control-dependent dead code elimination
   makes a forwarder block for the edges that bring the same value to a
   PHI node (make_forwarders_with_degenerate_phis in tree-ssa-dce.cc):
   the new block takes the count of the first of those edges, and the
   counts of the others, redirected to it afterwards, are not added
   (SQLite, sqlite3BtreeIndexMoveto: the forwarder counts 0 while all
   2,280 calls of the training go through it).  GCC tolerates such
   contradictions until the RTL expander, which sets the count of each
   block it splits to the sum of its incoming edges: the zero spreads
   down the path, through the loop that follows, and basic-block
   partitioning then moves the whole hot path into `.text.unlikely',
   where nothing is aligned and which the plugin never marks.

   The pass runs last in the GIMPLE pipeline, right before expansion,
   on functions whose counts come from a training run.  A block
   whose count is zero but whose predecessors send it a non-zero count
   takes the sum of those counts, in reverse post-order, so that what
   it passes on is right too.  Nothing else changes: a count that is
   not zero, or that no predecessor contradicts, is left alone, and a
   count only affects GCC's optimisation choices, never what the code
   does.

   Copyright (C) 2026 The jcc developers.
   This file is part of jcc.  jcc is free software; you can redistribute
   it and/or modify it under the terms of the GNU General Public License
   as published by the Free Software Foundation; either version 3 of the
   License, or (at your option) any later version.  See COPYING.  */

#include "jcc-plugin.h"
#include "cfganal.h"

namespace {

const pass_data jcc_profile_repair_pass_data =
{
  GIMPLE_PASS,
  "jcc_profile_repair",		/* name */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_cfg,			/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0				/* todo_flags_finish */
};

class jcc_profile_repair_pass : public gimple_opt_pass
{
public:
  jcc_profile_repair_pass (gcc::context *ctxt)
    : gimple_opt_pass (jcc_profile_repair_pass_data, ctxt)
  {}

  bool gate (function *fun) final override
  {
    /* Counts of a training run are IPA counts (precise, or adjusted
       when inlining scaled them); GCC's guesses are local.  */
    return (jcc_repair_profile_p ()
	    && ENTRY_BLOCK_PTR_FOR_FN (fun)->count.ipa ().initialized_p ());
  }

  unsigned int execute (function *fun) final override;
};

/* The sum of the counts of the edges into BB, or an uninitialized
   count if one of them is not known.  */

profile_count
jcc_incoming_count (basic_block bb)
{
  profile_count sum = profile_count::zero ();
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->preds)
    {
      profile_count c = e->count ();
      if (!c.initialized_p ())
	return profile_count::uninitialized ();
      sum += c;
    }
  return sum;
}

unsigned int
jcc_profile_repair_pass::execute (function *fun)
{
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int n = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  unsigned repaired = 0;

  /* One walk in reverse post-order mends every path of forward edges;
     a repaired block inside a loop may let its header's count mend the
     next time round.  The count of a block only ever goes from zero to
     its incoming sum, so the walks stop.  */
  for (bool changed = true; changed;)
    {
      changed = false;
      for (int i = 0; i < n; i++)
	{
	  basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[i]);
	  if (!bb->count.initialized_p () || bb->count.nonzero_p ())
	    continue;
	  profile_count in = jcc_incoming_count (bb);
	  if (in.nonzero_p ())
	    {
	      bb->count = in;
	      changed = true;
	      repaired++;
	    }
	}
    }
  XDELETEVEC (rpo);

  if (repaired && jcc_opts.verbose)
    inform_n (DECL_SOURCE_LOCATION (fun->decl), repaired,
	      "%s: %qD: %u block counted zero although its predecessors "
	      "reach it; it takes their count",
	      "%s: %qD: %u blocks counted zero although their predecessors "
	      "reach them; they take their count",
	      JCC_PLUGIN_NAME, fun->decl, repaired);
  return 0;
}

} // anon namespace

/* The pass sits right after `optimized', the last GIMPLE pass, so that
   no later GIMPLE pass can undo it and expansion sees the mended
   counts.  */

void
jcc_register_profile_repair (const char *plugin_name)
{
  jcc_register_pass (plugin_name, new jcc_profile_repair_pass (g),
		     JCC_LAST_GIMPLE_PASS_NAME, PASS_POS_INSERT_AFTER);
}
