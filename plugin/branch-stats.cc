/* branch-stats.cc -- the jcc_branch_stats pass: count, per function, the
   branches of each kind and the macro-fused pairs that the JCC erratum
   concerns, and tell the user under -fplugin-arg-jcc-verbose.

   Copyright (C) 2026 The jcc developers.
   This file is part of jcc.  jcc is free software; you can redistribute
   it and/or modify it under the terms of the GNU General Public License
   as published by the Free Software Foundation; either version 3 of the
   License, or (at your option) any later version.  See COPYING.  */

#include "jcc-plugin.h"
#include "fusion.h"

namespace {

const pass_data jcc_branch_stats_pass_data =
{
  RTL_PASS,			/* type */
  "jcc_branch_stats",		/* name */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  0,				/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0				/* todo_flags_finish */
};

class jcc_branch_stats_pass : public rtl_opt_pass
{
public:
  jcc_branch_stats_pass (gcc::context *ctxt)
    : rtl_opt_pass (jcc_branch_stats_pass_data, ctxt)
  {}

  opt_pass *clone () final override
  {
    return new jcc_branch_stats_pass (m_ctxt);
  }

  bool gate (function *) final override
  {
    return jcc_opts.verbose > 0;
  }

  unsigned int execute (function *) final override;
};

unsigned int
jcc_branch_stats_pass::execute (function *fun)
{
  unsigned counts[JCC_BRANCH_KINDS] = { 0 };
  unsigned total = 0;

  for (rtx_insn *insn = get_insns (); insn != NULL; insn = NEXT_INSN (insn))
    {
      rtx_insn *first;
      enum jcc_branch_kind kind = jcc_classify_branch (insn, &first);
      if (kind == JCC_BRANCH_NONE)
	continue;
      counts[kind]++;
      total++;
      if (jcc_opts.verbose >= 2)
	{
	  location_t loc = jcc_branch_location (insn);
	  if (kind == JCC_BRANCH_FUSED && first == insn)
	    inform (loc, "%s: fused branch: cmp + jne of a stack-probe loop",
		    JCC_PLUGIN_NAME);
	  else if (kind == JCC_BRANCH_FUSED)
	    inform (loc, "%s: fused branch: %s + %s", JCC_PLUGIN_NAME,
		    jcc_first_op_names[jcc_first_op_of (first)],
		    jcc_cond_names[jcc_cond_of_jump (insn)]);
	  else if (kind == JCC_BRANCH_JCC)
	    inform (loc, "%s: jcc branch: %s", JCC_PLUGIN_NAME,
		    jcc_cond_names[jcc_cond_of_jump (insn)]);
	  else if (jcc_tls_get_addr_call_p (insn))
	    inform (loc, "%s: %s branch: %<__tls_get_addr%>, which the "
		    "assembler never pads", JCC_PLUGIN_NAME,
		    jcc_branch_kind_names[kind]);
	  else
	    inform (loc, "%s: %s branch", JCC_PLUGIN_NAME,
		    jcc_branch_kind_names[kind]);
	}
    }

  inform (DECL_SOURCE_LOCATION (fun->decl),
	  "%s: %qD: %u branches: jcc %u, fused %u, jmp %u, call %u, "
	  "ret %u, indirect %u", JCC_PLUGIN_NAME, fun->decl, total,
	  counts[JCC_BRANCH_JCC], counts[JCC_BRANCH_FUSED],
	  counts[JCC_BRANCH_JMP], counts[JCC_BRANCH_CALL],
	  counts[JCC_BRANCH_RET], counts[JCC_BRANCH_INDIRECT]);
  return 0;
}

} // anon namespace

/* The pass runs on the final instruction stream, after
   JCC_LAST_RTL_PASS_NAME (branch shortening): machine-dependent reorg
   and the late splitters have run, so the insns it counts are the ones
   `final' prints, in the order it prints them.  */

void
jcc_register_branch_stats (const char *plugin_name)
{
  jcc_register_pass (plugin_name, new jcc_branch_stats_pass (g),
		     JCC_LAST_RTL_PASS_NAME, PASS_POS_INSERT_AFTER);
}
