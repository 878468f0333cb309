/* jcc-plugin.h -- what the parts of jcc.so share.

   Copyright (C) 2026 The jcc developers.
   This file is part of jcc.  jcc is free software; you can redistribute
   it and/or modify it under the terms of the GNU General Public License
   as published by the Free Software Foundation; either version 3 of the
   License, or (at your option) any later version.  See COPYING.  */

#ifndef JCC_PLUGIN_H
#define JCC_PLUGIN_H

#include "compat.h"

/* The plugin's name, as in -fplugin-arg-NAME-KEY, and its version.  */
#define JCC_PLUGIN_NAME "jcc"
extern const char jcc_version_string[];

/* The values of -fplugin-arg-jcc-fence, in the order of
   jcc_fence_mode_names; drain, the default, is zero.  */
enum jcc_fence_mode
{
  JCC_FENCE_DRAIN,
  JCC_FENCE_STRICT,
  JCC_FENCE_NONE
};

extern const char *const jcc_fence_mode_names[];

/* The values of -fplugin-arg-jcc-select (branch-marks.cc), in the
   order of jcc_select_names: which branches get an `.align_branch
   mark'.  None, the value when the argument is not given, is zero.  */
enum jcc_select
{
  JCC_SELECT_NONE,
  JCC_SELECT_HOT,
  JCC_SELECT_ALL
};

extern const char *const jcc_select_names[];

/* The values of -fplugin-arg-jcc-hot-paths-padding, indexed by
   jcc_options.hot_paths_prefixes: "any", "prefixes".  */
extern const char *const jcc_hot_paths_padding_names[];

/* The values of -fplugin-arg-jcc-call-scale, in the order of
   jcc_call_scale_names: which callers scale a function's guessed
   frequencies, and how (call-scales.cc, jcc_node_call_scale).  */
enum jcc_call_scale
{
  JCC_CALL_SCALE_DIRECT,
  JCC_CALL_SCALE_TRANSITIVE,
  JCC_CALL_SCALE_SUM
};

extern const char *const jcc_call_scale_names[];

/* The values of -fplugin-arg-jcc-indirect-calls, indexed by
   jcc_options.indirect_calls_by_type: "none", "by-type".  */
extern const char *const jcc_indirect_calls_names[];

/* The bits of jcc_options.marks_args_given.  */
#define JCC_MARKS_ARG_TYPES 1u
#define JCC_MARKS_ARG_BOUNDARY 2u
#define JCC_MARKS_ARG_HOT_THRESHOLD 4u
#define JCC_MARKS_ARG_HOT_LOOPS 8u
#define JCC_MARKS_ARG_HOT_COUNT_FRACTION 16u
#define JCC_MARKS_ARG_PADDING_POINTS 32u
#define JCC_MARKS_ARG_HOT_PATHS 64u
#define JCC_MARKS_ARG_CROSSING_JUMPS 128u
#define JCC_MARKS_ARG_MARK_REGIONS 256u
#define JCC_MARKS_ARG_ASM 512u
#define JCC_MARKS_ARG_HOT_PATHS_PADDING 1024u
#define JCC_MARKS_ARG_COLD_LANDING 2048u
#define JCC_MARKS_ARG_NOP_COUNT_FRACTION 4096u
#define JCC_MARKS_ARG_CALL_SCALE 8192u
#define JCC_MARKS_ARG_INDIRECT_CALLS 16384u
#define JCC_MARKS_ARG_INDIRECT_SHARE_LIMIT 32768u
#define JCC_MARKS_ARG_SMALL_FUNCTIONS 65536u
#define JCC_MARKS_ARG_SMALL_PUBLIC_FUNCTIONS 131072u

/* The defaults of -fplugin-arg-jcc-boundary, -hot-threshold,
   -hot-count-fraction, -cold-landing, -nop-count-fraction and
   -mark-regions.  */
#define JCC_DEFAULT_BOUNDARY 32
#define JCC_DEFAULT_HOT_THRESHOLD 50
#define JCC_DEFAULT_HOT_COUNT_FRACTION 1000
#define JCC_DEFAULT_COLD_LANDING 20
#define JCC_DEFAULT_NOP_COUNT_FRACTION 0
#define JCC_DEFAULT_MARK_REGIONS 3
/* And of -fplugin-arg-jcc-call-scale and -indirect-share-limit (the
   default of GCC's --param max-predicted-iterations, the most
   iterations it guesses for a loop).  */
#define JCC_DEFAULT_CALL_SCALE JCC_CALL_SCALE_SUM
#define JCC_DEFAULT_INDIRECT_SHARE_LIMIT 100
/* And of -fplugin-arg-jcc-small-functions and -small-public-functions.  */
#define JCC_DEFAULT_SMALL_FUNCTIONS 64
#define JCC_DEFAULT_SMALL_PUBLIC_FUNCTIONS 256

/* The value of macro X as a string, for the help text.  */
#define JCC_STRINGIFY_1(X) #X
#define JCC_STRINGIFY(X) JCC_STRINGIFY_1 (X)

/* Values of the plugin arguments, after parsing (options.cc).  */
struct jcc_options
{
  /* -fplugin-arg-jcc-verbose[=LEVEL]: 0 quiet, 1 a note per function,
     2 also a note per branch.  */
  int verbose;

  /* -fplugin-arg-jcc-fence=drain|strict|none (fence.cc): how fences
     are placed after persistent-memory flushes.  */
  enum jcc_fence_mode fence;
  /* -fplugin-arg-jcc-fence-at-return=yes|no: whether a flush still
     pending at a return is ordered by the function itself (yes) or
     left to its caller (no).  */
  bool fence_at_return;
  /* -fplugin-arg-jcc-fence-before-call=yes|no: likewise for a call.  */
  bool fence_before_call;
  /* -fplugin-arg-jcc-clflush-ordered=yes|no: whether CLFLUSH is
     ordered with later stores (Intel; yes) or needs an MFENCE like the
     pre-CLFLUSHOPT AMD parts (no).  */
  bool clflush_ordered;

  /* -fplugin-arg-jcc-select[=all|hot|none] (branch-marks.cc).  */
  enum jcc_select select;
  /* -fplugin-arg-jcc-types=KIND+...: the kinds of branch to mark, a bit
     (1 << K) for each enum jcc_branch_kind K (fusion.h); read it with
     jcc_mark_types (), which gives the default.  */
  unsigned mark_types;
  /* -fplugin-arg-jcc-boundary=N: the boundary the marked branches must
     not cross or end on, a power of two >= 16.  */
  int boundary;
  /* -fplugin-arg-jcc-hot-threshold=PERCENT: without profile data, a
     block is hot if it runs at least PERCENT/100 times per entry into
     its function.  */
  int hot_threshold;
  /* -fplugin-arg-jcc-hot-loops=yes|no: without profile data, whether
     every block in a loop, or in an irreducible region, is hot (yes by
     default).  */
  bool hot_loops;
  /* -fplugin-arg-jcc-call-scale=direct|transitive: without profile
     data, whether a function's guessed frequencies are scaled by how
     often its callers call it per run of theirs (direct), or also by
     their own scales, up the call graph of the unit (transitive, the
     default).  */
  enum jcc_call_scale call_scale;
  /* -fplugin-arg-jcc-indirect-calls=by-type|none: without profile
     data, whether the calls through function pointers of a type count
     among the callers of the unit's functions of that type whose
     address is taken, each call shared evenly among them (by-type, the
     default), or not at all (none).  */
  bool indirect_calls_by_type;
  /* -fplugin-arg-jcc-indirect-share-limit=N: with indirect-calls=by-type,
     the most a function's share of the calls through pointers counts,
     0 for no limit (JCC_DEFAULT_INDIRECT_SHARE_LIMIT by default).  */
  int indirect_share_limit;
  /* -fplugin-arg-jcc-small-functions=N: without profile data, a
     function of at most N instructions is hot as a whole, as if it
     were declared hot; 0 for none (JCC_DEFAULT_SMALL_FUNCTIONS by
     default).  */
  int small_functions;
  /* -fplugin-arg-jcc-small-public-functions=N: the same for a function
     that other files may call (one the unit makes visible outside
     itself) or whose address is taken, with at most N instructions if
     N is the larger; 0 for none (JCC_DEFAULT_SMALL_PUBLIC_FUNCTIONS by
     default).  */
  int small_public_functions;
  /* -fplugin-arg-jcc-hot-paths=PERCENT: without profile data, a block
     is also hot if a path from its function's entry reaches it through
     branches that each go that way at least PERCENT/100 of the time by
     GCC's guess; 0 (the default) for none.  */
  int hot_paths;
  /* -fplugin-arg-jcc-hot-paths-padding=any|prefixes: whether the
     branches of the blocks that only hot-paths makes hot are padded as
     the others (any, the default) or with prefixes only, never a NOP
     (`.align_branch mark, KIND, prefixes').  */
  bool hot_paths_prefixes;
  /* -fplugin-arg-jcc-hot-count-fraction=N: with profile data, a block
     is hot only if it ran at least 1/N as many times as the program's
     most frequent one; 0 leaves GCC's own verdict alone.  */
  int hot_count_fraction;
  /* -fplugin-arg-jcc-crossing-jumps=yes|no: with profile data, whether
     a jump from a function's hot part into its cold part is marked when
     a hot block leads to it, although it never ran in training (yes by
     default).  */
  bool crossing_jumps;
  /* -fplugin-arg-jcc-cold-landing=N: with profile data, the branches
     of a block in a function's cold part that ends in a conditional
     jump and that a hot block jumps to are marked, although it never
     ran in training, if that hot block ran at least 1/N as many times
     as the program's most frequent one; 0 for none.  */
  int cold_landing;
  /* -fplugin-arg-jcc-nop-count-fraction=N: with profile data, a hot
     branch whose block ran less than 1/N as many times as the
     program's most frequent one is padded with prefixes only, never
     with a NOP; 0 (the default): any hot branch may take a NOP.  */
  int nop_count_fraction;
  /* -fplugin-arg-jcc-padding-points=yes|no: with select=hot, whether a
     hot block that control rarely falls through to gets a padding
     point before its label (no by default: on the benchmarks it cuts
     bzip2's executed NOPs but adds to Lua's and SQLite's, and to the
     assembler's time).  */
  bool padding_points;
  /* -fplugin-arg-jcc-align-prefixes=yes|no: whether the mark of a
     branch whose run starts right after an aligned label that control
     falls into goes before the instructions that fall into it, and
     whether those instructions get `.align_branch mark, align' when no
     such mark does, so that jcc-as -malign-code-with-prefixes may make
     the label's alignment of prefixes on them, unless padding_points
     (branch-marks.cc, jcc_mark_position and jcc_emit_align_marks; no by
     default).  */
  bool align_prefixes;
  /* -fplugin-arg-jcc-mark-regions=N: the least number of marked
     branches in a row that go in one region, in which the assembler
     pads every branch of the marked kinds, instead of a mark each; 0
     for a mark each always (branch-marks.cc, jcc_marks_join_p).  */
  int mark_regions;
  /* -fplugin-arg-jcc-asm=yes|no: whether an asm statement that select
     chooses, one with an instruction in its template, goes in a region
     in which the assembler pads its branches as its blanket mode does
     (yes by default; branch-marks.cc, jcc_emit_marks).  */
  bool pad_asm;
  /* -fplugin-arg-jcc-repair-profile=yes|no (profile-repair.cc): with
     profile data, whether a block whose count of zero its predecessors
     contradict takes their count before expansion; -1 when not given,
     which means yes with select=hot and no otherwise (read it with
     jcc_repair_profile_p ()).  */
  int repair_profile;
  /* Which of types, boundary, hot-threshold, hot-loops, call-scale,
     indirect-calls, indirect-share-limit,
     hot-paths, hot-count-fraction, crossing-jumps, padding-points,
     mark-regions, asm and hot-paths-padding were given (a bit
     JCC_MARKS_ARG_* each): they only matter with select.  */
  unsigned marks_args_given;
  /* -fplugin-arg-jcc-report[=FILE]: NULL for no report, "" for one on
     standard error.  */
  const char *report_file;
};

extern struct jcc_options jcc_opts;

/* Parse the plugin's arguments ARGV[0..ARGC-1].  Report each bad one
   with error () and return false if there was any.  */
extern bool jcc_parse_options (int argc, struct plugin_argument *argv);

/* The kinds of branch that select= marks (options.cc): types=, or its
   default, which depends on select=.  */
extern unsigned jcc_mark_types (void);

/* Whether the profile-repair pass runs (options.cc).  */
extern bool jcc_repair_profile_p (void);

/* The text -fplugin-arg-jcc-help prints and GCC's --help shows.  */
extern const char *jcc_help_text (void);

/* Register the branch statistics pass (branch-stats.cc) with GCC.
   PLUGIN_NAME is the name GCC knows the plugin by.  */
extern void jcc_register_branch_stats (const char *plugin_name);

/* What the flush-ordering pass (fence.cc) found in the function it ran
   on last, for the report (branch-marks.cc), which is written later in
   the same function's compilation.  */
struct jcc_fence_summary
{
  /* The function, or NULL before the pass has run.  */
  const function *fun;
  unsigned flush_sites;
  unsigned existing_fences;
  unsigned inserted;
  /* Where a fence was inserted, or with fence=none is needed.  */
  vec<location_t> where;
};

extern struct jcc_fence_summary jcc_last_fence_summary;

/* Register PASS right before or after (POS) the first instance of the
   pass called REFERENCE (jcc.cc).  */
extern void jcc_register_pass (const char *plugin_name, opt_pass *pass,
			       const char *reference,
			       enum pass_positioning_ops pos);

/* Register the flush-ordering pass (fence.cc) with GCC.  PLUGIN_NAME
   is the name GCC knows the plugin by.  */
extern void jcc_register_fence (const char *plugin_name);

/* Register the pass that mends contradicted zero counts before
   expansion (profile-repair.cc).  PLUGIN_NAME is the name GCC knows the
   plugin by.  */
extern void jcc_register_profile_repair (const char *plugin_name);

/* Register the passes that mark hot branches for the assembler, and
   the report (branch-marks.cc).  PLUGIN_NAME is the name GCC knows the
   plugin by.  */
extern void jcc_register_branch_marks (const char *plugin_name);

/* Whether the hot blocks of each function are wanted, and the call
   scales that decide them: select=hot, or the report (branch-marks.cc).  */
extern bool jcc_hot_blocks_wanted_p (void);

/* Work out the call scale of every function of the unit, after the
   interprocedural passes (call-scales.cc).  */
extern void jcc_work_out_call_scales (void);

/* How many times FUN runs each time its most frequent caller runs, up
   the call graph as call-scale says, or 1 (call-scales.cc).  */
extern double jcc_call_scale (function *fun);

/* Register the interprocedural pass of the call scales in an LTO link
   (call-scales.cc).  PLUGIN_NAME is the name GCC knows the plugin by.  */
extern void jcc_register_call_scales (const char *plugin_name);

/* The ASM_INPUT of PAT, an insn's pattern, if it is a basic asm: PAT
   itself at file scope, and in a function the first element of the
   PARALLEL that holds it with the clobbers the target's md_asm_adjust
   hook adds (the flags, on x86); NULL_RTX for anything else.  */
static inline rtx
jcc_basic_asm (rtx pat)
{
  if (GET_CODE (pat) == PARALLEL
      && GET_CODE (XVECEXP (pat, 0, 0)) == ASM_INPUT)
    pat = XVECEXP (pat, 0, 0);
  return GET_CODE (pat) == ASM_INPUT ? pat : NULL_RTX;
}

#endif /* JCC_PLUGIN_H */
