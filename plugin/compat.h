/* compat.h -- every difference between the GCC releases jcc.so is built
   against, in one place.

   Copyright (C) 2026 The jcc developers.
   This file is part of jcc.  jcc is free software; you can redistribute
   it and/or modify it under the terms of the GNU General Public License
   as published by the Free Software Foundation; either version 3 of the
   License, or (at your option) any later version.  See COPYING.  */

#ifndef JCC_COMPAT_H
#define JCC_COMPAT_H

/* gcc-plugin.h must come first: it pulls in config.h, system.h and
   coretypes.h in the order GCC's own sources use.  */
#include "gcc-plugin.h"
#include "plugin-version.h"

#if GCCPLUGIN_VERSION_MAJOR < 11
# error "jcc needs the plugin headers of GCC 11 or later"
#endif

/* plugin-version.h defines a static gcc_version in every file that
   includes it; this is the one way the plugin reads it.  */
static inline const struct plugin_gcc_version *
jcc_built_for_gcc (void)
{
  return &gcc_version;
}

#include "tree.h"
#include "tree-pass.h"
#include "context.h"
#include "function.h"
#include "basic-block.h"
#include "rtl.h"
#include "rtl-iter.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "insn-config.h"
#include "insn-attr.h"
#include "recog.h"
#include "output.h"
#include "diagnostic-core.h"
#include "intl.h"
#include "profile-count.h"
#include "stringpool.h"
#include "attribs.h"

/* GCC 12 is the release the plugin is written against, and GCC 11
   (Ubuntu 22.04's compiler, Debian 12's gcc-11) the one before it that
   it is tested with too; the definitions below absorb the interface
   changes between releases, so that no other file tests
   GCCPLUGIN_VERSION_MAJOR.  */

#if GCCPLUGIN_VERSION_MAJOR < 12
/* GCC 12's system.h has startswith; GCC 11's does not.  */
static inline bool
startswith (const char *str, const char *prefix)
{
  return strncmp (str, prefix, strlen (prefix)) == 0;
}
#endif

/* Mark FUN's loop back edges with EDGE_DFS_BACK.  GCC 11's
   mark_dfs_back_edges works on cfun alone.  */

static inline void
jcc_mark_dfs_back_edges (function *fun)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  mark_dfs_back_edges (fun);
#else
  gcc_assert (fun == cfun);
  mark_dfs_back_edges ();
#endif
}

/* The name under which GCC knows the last RTL pass before `final'.  */
#define JCC_LAST_RTL_PASS_NAME "shorten"

/* The pass that drops the CFG (and with it the block counts) near the
   end of the RTL pipeline, and the pass that prints the assembly.  */
#define JCC_FREE_CFG_PASS_NAME "*free_cfg"
#define JCC_FINAL_PASS_NAME "final"

/* The interprocedural inliner, after which the call graph holds the
   calls that stay calls.  */
#define JCC_INLINE_PASS_NAME "inline"

/* The last GIMPLE pass, right before expansion to RTL.  The pass after
   it (profile-repair.cc) mends zero counts that GCC 12.2's
   tree-ssa-dce.cc (make_forwarders_with_degenerate_phis) leaves; on a
   GCC without that flaw it finds nothing to mend.  */
#define JCC_LAST_GIMPLE_PASS_NAME "optimized"

/* What the report calls the unit being compiled: its source file, or
   in an LTO link's partition, which reads a temporary object
   (/tmp/ccXXXXXX.ltrans0.o), the name GCC gives the partition's dump
   files, made from the link's output: -dumpbase ./a.out.ltrans0.ltrans
   gives a.out.ltrans0.  */

static inline const char *
jcc_unit_name (void)
{
  static char *name;
  if (!flag_ltrans || dump_base_name == NULL)
    return main_input_filename;
  if (name == NULL)
    {
      const char *base = dump_base_name;
      if (startswith (base, "./"))
	base += 2;
      size_t len = strlen (base);
      if (len > 7 && strcmp (base + len - 7, ".ltrans") == 0)
	len -= 7;
      name = xstrndup (base, len);
    }
  return name;
}

/* The largest block count of the training runs that the profile data
   read with -fprofile-use records for the whole program (the sum over
   the runs of each run's largest count), or 0 without profile data.
   In GCC 12 the summary (struct gcov_summary) holds only this and the
   number of runs.  */
#if GCCPLUGIN_VERSION_MAJOR >= 12
#include "gcov-io.h"
#else
/* GCC 11's plugin headers have gcov-io.h without the gcov-iov.h it
   includes (made at GCC's build time): the summary as GCC 11 defines
   it there.  */
struct gcov_summary
{
  unsigned int runs;
  gcov_type sum_max;
};
#endif
#include "profile.h"

static inline gcov_type
jcc_profile_max_count (void)
{
  return profile_info != NULL ? profile_info->sum_max : 0;
}

#endif /* JCC_COMPAT_H */
