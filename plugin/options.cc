/* options.cc -- the -fplugin-arg-jcc-KEY[=VALUE] arguments of jcc.so.

   Every argument the plugin knows is one row of jcc_option_table: its
   key, whether it takes a value, how the value is parsed and checked,
   and its line of help.  An unknown key, a missing or unexpected value,
   and a value out of range are each reported with GCC's error (), so
   the compilation fails with one clear message naming the argument.

   Copyright (C) 2026 The jcc developers.
   This file is part of jcc.  jcc is free software; you can redistribute
   it and/or modify it under the terms of the GNU General Public License
   as published by the Free Software Foundation; either version 3 of the
   License, or (at your option) any later version.  See COPYING.  */

#include "jcc-plugin.h"
#include "fusion.h"

struct jcc_options jcc_opts;

const char *const jcc_hot_paths_padding_names[] = { "any", "prefixes" };
const char *const jcc_call_scale_names[] = { "direct", "transitive", "sum" };
const char *const jcc_indirect_calls_names[] = { "none", "by-type" };

namespace {

/* Whether an argument takes a value.  */
enum jcc_value_kind
{
  JCC_VALUE_NONE,		/* -fplugin-arg-jcc-KEY */
  JCC_VALUE_OPTIONAL,		/* -fplugin-arg-jcc-KEY[=VALUE] */
  JCC_VALUE_REQUIRED		/* -fplugin-arg-jcc-KEY=VALUE */
};

/* Handle argument KEY with VALUE (NULL when none was given).  Return
   false after reporting an error.  */
typedef bool (*jcc_option_handler) (const char *key, const char *value);

struct jcc_option_def
{
  const char *key;
  jcc_value_kind value_kind;
  jcc_option_handler handler;
  /* The argument as --help shows it, and what it does.  */
  const char *synopsis;
  const char *help;
};

/* Parse VALUE, the value of argument KEY, as a decimal integer in
   [MIN, MAX] and store it in *RESULT.  Return false after reporting an
   error.  */

bool
jcc_parse_int (const char *key, const char *value, long min, long max,
	       int *result)
{
  char *end;
  long n;

  errno = 0;
  n = strtol (value, &end, 10);
  if (end == value || *end != '\0' || errno == ERANGE)
    {
      error ("%<-fplugin-arg-%s-%s%>: %qs is not a number",
	     JCC_PLUGIN_NAME, key, value);
      return false;
    }
  if (n < min || n > max)
    {
      error ("%<-fplugin-arg-%s-%s%>: %qs is out of range [%ld, %ld]",
	     JCC_PLUGIN_NAME, key, value, min, max);
      return false;
    }
  *result = (int) n;
  return true;
}

bool
jcc_handle_help (const char *, const char *)
{
  fputs (jcc_help_text (), stdout);
  return true;
}

bool
jcc_handle_version (const char *, const char *)
{
  printf ("%s.so %s (built for GCC %s)\n", JCC_PLUGIN_NAME,
	  jcc_version_string, jcc_built_for_gcc ()->basever);
  return true;
}

bool
jcc_handle_verbose (const char *key, const char *value)
{
  if (value == NULL)
    {
      jcc_opts.verbose = 1;
      return true;
    }
  return jcc_parse_int (key, value, 0, 2, &jcc_opts.verbose);
}

/* Parse VALUE, the value of argument KEY, as `yes' or `no' into
   *RESULT.  Return false after reporting an error.  */

bool
jcc_parse_yes_no (const char *key, const char *value, bool *result)
{
  if (strcmp (value, "yes") == 0)
    *result = true;
  else if (strcmp (value, "no") == 0)
    *result = false;
  else
    {
      error ("%<-fplugin-arg-%s-%s%>: %qs is not %<yes%> or %<no%>",
	     JCC_PLUGIN_NAME, key, value);
      return false;
    }
  return true;
}

/* The index of VALUE among the N strings of NAMES, or -1.  */

int
jcc_name_index (const char *value, const char *const *names, int n)
{
  for (int i = 0; i < n; i++)
    if (strcmp (value, names[i]) == 0)
      return i;
  return -1;
}

/* Set *CHOICE to the index of VALUE among NAMES, the N (two or three)
   values that argument KEY takes; if it is none of them, an error
   naming them in their order.  */

bool
jcc_parse_choice (const char *key, const char *value,
		  const char *const *names, int n, int *choice)
{
  gcc_checking_assert (n == 2 || n == 3);
  *choice = jcc_name_index (value, names, n);
  if (*choice >= 0)
    return true;
  if (n == 2)
    error ("%<-fplugin-arg-%s-%s%>: %qs is not %<%s%> or %<%s%>",
	   JCC_PLUGIN_NAME, key, value, names[0], names[1]);
  else
    error ("%<-fplugin-arg-%s-%s%>: %qs is not %<%s%>, %<%s%> or %<%s%>",
	   JCC_PLUGIN_NAME, key, value, names[0], names[1], names[2]);
  return false;
}

bool
jcc_handle_fence (const char *key, const char *value)
{
  int i = jcc_name_index (value, jcc_fence_mode_names, JCC_FENCE_NONE + 1);
  if (i >= 0)
    {
      jcc_opts.fence = (enum jcc_fence_mode) i;
      return true;
    }
  error ("%<-fplugin-arg-%s-%s%>: %qs is not %<drain%>, %<strict%> "
	 "or %<none%>", JCC_PLUGIN_NAME, key, value);
  return false;
}

bool
jcc_handle_fence_at_return (const char *key, const char *value)
{
  return jcc_parse_yes_no (key, value, &jcc_opts.fence_at_return);
}

bool
jcc_handle_fence_before_call (const char *key, const char *value)
{
  return jcc_parse_yes_no (key, value, &jcc_opts.fence_before_call);
}

bool
jcc_handle_clflush_ordered (const char *key, const char *value)
{
  return jcc_parse_yes_no (key, value, &jcc_opts.clflush_ordered);
}

bool
jcc_handle_select (const char *key, const char *value)
{
  /* A bare -fplugin-arg-jcc-select asks for the default, hot.  */
  if (value == NULL)
    {
      jcc_opts.select = JCC_SELECT_HOT;
      return true;
    }
  int i = jcc_name_index (value, jcc_select_names, JCC_SELECT_ALL + 1);
  if (i >= 0)
    {
      jcc_opts.select = (enum jcc_select) i;
      return true;
    }
  error ("%<-fplugin-arg-%s-%s%>: %qs is not %<all%>, %<hot%> or %<none%>",
	 JCC_PLUGIN_NAME, key, value);
  return false;
}

/* VALUE is kinds of branch joined by `+'; each is a name of
   jcc_branch_kind_names.  */

bool
jcc_handle_types (const char *key, const char *value)
{
  unsigned types = 0;
  const char *p = value;

  for (;;)
    {
      size_t len = strcspn (p, "+");
      if (len == 0)
	{
	  error ("%<-fplugin-arg-%s-%s%>: %qs has an empty kind of branch",
		 JCC_PLUGIN_NAME, key, value);
	  return false;
	}
      int k;
      for (k = 0; k < JCC_BRANCH_KINDS; k++)
	if (strlen (jcc_branch_kind_names[k]) == len
	    && strncmp (p, jcc_branch_kind_names[k], len) == 0)
	  break;
      if (k == JCC_BRANCH_KINDS)
	{
	  error ("%<-fplugin-arg-%s-%s%>: %qs is not a kind of branch; the "
		 "kinds are %<jcc%>, %<fused%>, %<jmp%>, %<call%>, %<ret%> "
		 "and %<indirect%>", JCC_PLUGIN_NAME, key,
		 xstrndup (p, len));
	  return false;
	}
      types |= 1u << k;
      if (p[len] == '\0')
	break;
      p += len + 1;
    }
  jcc_opts.mark_types = types;
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_TYPES;
  return true;
}

bool
jcc_handle_boundary (const char *key, const char *value)
{
  int boundary;
  if (!jcc_parse_int (key, value, 16, 4096, &boundary))
    return false;
  if ((boundary & (boundary - 1)) != 0)
    {
      error ("%<-fplugin-arg-%s-%s%>: %qs is not a power of two",
	     JCC_PLUGIN_NAME, key, value);
      return false;
    }
  jcc_opts.boundary = boundary;
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_BOUNDARY;
  return true;
}

bool
jcc_handle_hot_threshold (const char *key, const char *value)
{
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_HOT_THRESHOLD;
  return jcc_parse_int (key, value, 0, 100000, &jcc_opts.hot_threshold);
}

bool
jcc_handle_hot_loops (const char *key, const char *value)
{
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_HOT_LOOPS;
  return jcc_parse_yes_no (key, value, &jcc_opts.hot_loops);
}

bool
jcc_handle_hot_paths (const char *key, const char *value)
{
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_HOT_PATHS;
  return jcc_parse_int (key, value, 0, 100, &jcc_opts.hot_paths);
}

bool
jcc_handle_hot_paths_padding (const char *key, const char *value)
{
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_HOT_PATHS_PADDING;
  int i;
  if (!jcc_parse_choice (key, value, jcc_hot_paths_padding_names, 2, &i))
    return false;
  jcc_opts.hot_paths_prefixes = i != 0;
  return true;
}

bool
jcc_handle_call_scale (const char *key, const char *value)
{
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_CALL_SCALE;
  int i;
  if (!jcc_parse_choice (key, value, jcc_call_scale_names,
			 JCC_CALL_SCALE_SUM + 1, &i))
    return false;
  jcc_opts.call_scale = (enum jcc_call_scale) i;
  return true;
}

bool
jcc_handle_indirect_share_limit (const char *key, const char *value)
{
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_INDIRECT_SHARE_LIMIT;
  return jcc_parse_int (key, value, 0, 1000000000,
			&jcc_opts.indirect_share_limit);
}

bool
jcc_handle_small_functions (const char *key, const char *value)
{
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_SMALL_FUNCTIONS;
  return jcc_parse_int (key, value, 0, 1000000000,
			&jcc_opts.small_functions);
}

bool
jcc_handle_small_public_functions (const char *key, const char *value)
{
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_SMALL_PUBLIC_FUNCTIONS;
  return jcc_parse_int (key, value, 0, 1000000000,
			&jcc_opts.small_public_functions);
}

bool
jcc_handle_indirect_calls (const char *key, const char *value)
{
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_INDIRECT_CALLS;
  int i;
  if (!jcc_parse_choice (key, value, jcc_indirect_calls_names, 2, &i))
    return false;
  jcc_opts.indirect_calls_by_type = i != 0;
  return true;
}

bool
jcc_handle_hot_count_fraction (const char *key, const char *value)
{
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_HOT_COUNT_FRACTION;
  return jcc_parse_int (key, value, 0, 1000000000,
			&jcc_opts.hot_count_fraction);
}

bool
jcc_handle_crossing_jumps (const char *key, const char *value)
{
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_CROSSING_JUMPS;
  return jcc_parse_yes_no (key, value, &jcc_opts.crossing_jumps);
}

bool
jcc_handle_cold_landing (const char *key, const char *value)
{
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_COLD_LANDING;
  return jcc_parse_int (key, value, 0, 1000000000, &jcc_opts.cold_landing);
}

bool
jcc_handle_nop_count_fraction (const char *key, const char *value)
{
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_NOP_COUNT_FRACTION;
  return jcc_parse_int (key, value, 0, 1000000000,
			&jcc_opts.nop_count_fraction);
}

bool
jcc_handle_padding_points (const char *key, const char *value)
{
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_PADDING_POINTS;
  return jcc_parse_yes_no (key, value, &jcc_opts.padding_points);
}

bool
jcc_handle_align_prefixes (const char *key, const char *value)
{
  return jcc_parse_yes_no (key, value, &jcc_opts.align_prefixes);
}

bool
jcc_handle_mark_regions (const char *key, const char *value)
{
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_MARK_REGIONS;
  return jcc_parse_int (key, value, 0, 1000000000, &jcc_opts.mark_regions);
}

bool
jcc_handle_asm (const char *key, const char *value)
{
  jcc_opts.marks_args_given |= JCC_MARKS_ARG_ASM;
  return jcc_parse_yes_no (key, value, &jcc_opts.pad_asm);
}

bool
jcc_handle_repair_profile (const char *key, const char *value)
{
  bool yes;
  if (!jcc_parse_yes_no (key, value, &yes))
    return false;
  jcc_opts.repair_profile = yes;
  return true;
}

bool
jcc_handle_report (const char *key, const char *value)
{
  if (value != NULL && *value == '\0')
    {
      error ("%<-fplugin-arg-%s-%s=%> needs a file name", JCC_PLUGIN_NAME,
	     key);
      return false;
    }
  jcc_opts.report_file = value != NULL ? value : "";
  return true;
}

const jcc_option_def jcc_option_table[] =
{
  { "help", JCC_VALUE_NONE, jcc_handle_help,
    "help", "print this list of arguments" },
  { "version", JCC_VALUE_NONE, jcc_handle_version,
    "version", "print the version of the plugin and of the GCC it was built for" },
  { "verbose", JCC_VALUE_OPTIONAL, jcc_handle_verbose,
    "verbose[=LEVEL]", "notes on what the plugin does: 1 (the default "
    "value) a note per function, 2 also one per branch; 0 none" },
  { "fence", JCC_VALUE_REQUIRED, jcc_handle_fence,
    "fence=drain|strict|none", "SFENCEs after persistent-memory flushes: "
    "where needed (drain, the default), around every CLFLUSHOPT and CLWB "
    "(strict), or none, only reported" },
  { "fence-at-return", JCC_VALUE_REQUIRED, jcc_handle_fence_at_return,
    "fence-at-return=yes|no", "whether a flush pending at a return is "
    "fenced there (default yes) or left to the caller" },
  { "fence-before-call", JCC_VALUE_REQUIRED, jcc_handle_fence_before_call,
    "fence-before-call=yes|no", "whether a flush pending at a call is "
    "fenced before it (default yes) or left pending across it" },
  { "clflush-ordered", JCC_VALUE_REQUIRED, jcc_handle_clflush_ordered,
    "clflush-ordered=yes|no", "whether CLFLUSH is ordered with stores "
    "(default yes, as on Intel) or needs an MFENCE (no: older AMD parts)" },
  { "select", JCC_VALUE_OPTIONAL, jcc_handle_select,
    "select[=hot|all|none]", "mark branches for jcc-as to keep off "
    "boundaries: the hot ones (the value when none is given), all, or none "
    "(the default when the argument is absent); needs jcc-as" },
  { "types", JCC_VALUE_REQUIRED, jcc_handle_types,
    "types=KIND[+KIND]...", "the kinds of branch select marks, of jcc, "
    "fused, jmp, call, ret, indirect (default jcc+fused+jmp; with "
    "select=hot, jcc+fused+jmp+call+ret+indirect)" },
  { "boundary", JCC_VALUE_REQUIRED, jcc_handle_boundary,
    "boundary=N", "the boundary marked branches must not cross or end on, "
    "a power of two from 16 to 4096 (default "
    JCC_STRINGIFY (JCC_DEFAULT_BOUNDARY) ")" },
  { "hot-threshold", JCC_VALUE_REQUIRED, jcc_handle_hot_threshold,
    "hot-threshold=PERCENT", "without profile data, a block is hot if it "
    "runs at least PERCENT/100 times per call of its function (default "
    JCC_STRINGIFY (JCC_DEFAULT_HOT_THRESHOLD) ")" },
  { "call-scale", JCC_VALUE_REQUIRED, jcc_handle_call_scale,
    "call-scale=direct|transitive|sum", "without profile data, whether a "
    "function's guessed frequencies are multiplied by how often its most "
    "frequent caller calls it (direct), or by how often that caller runs "
    "by its own callers too, up to the unit's entry points (transitive), "
    "or by the calls of all its callers added up, each as often as its "
    "caller runs (sum, the default)" },
  { "indirect-calls", JCC_VALUE_REQUIRED, jcc_handle_indirect_calls,
    "indirect-calls=by-type|none", "without profile data, whether a call "
    "through a function pointer counts as a call of each function of the "
    "unit of its type whose address is taken, shared evenly among them "
    "(by-type, the default), or not at all" },
  { "indirect-share-limit", JCC_VALUE_REQUIRED,
    jcc_handle_indirect_share_limit, "indirect-share-limit=N", "with "
    "indirect-calls=by-type, the most times a function's share of the "
    "calls through pointers counts per run of the functions nothing in "
    "the unit calls, 0 for no limit (default "
    JCC_STRINGIFY (JCC_DEFAULT_INDIRECT_SHARE_LIMIT) ")" },
  { "small-functions", JCC_VALUE_REQUIRED, jcc_handle_small_functions,
    "small-functions=N", "without profile data, a function of at most N "
    "instructions is hot as a whole, as if declared hot; 0 for none "
    "(default " JCC_STRINGIFY (JCC_DEFAULT_SMALL_FUNCTIONS) ")" },
  { "small-public-functions", JCC_VALUE_REQUIRED,
    jcc_handle_small_public_functions, "small-public-functions=N",
    "without profile data, a function that other files may call "
    "(external linkage) or whose address is taken is hot as a whole if "
    "it has at most N "
    "instructions, or at most small-functions' N if that is larger; 0 "
    "for none (default " JCC_STRINGIFY (JCC_DEFAULT_SMALL_PUBLIC_FUNCTIONS)
    ")" },
  { "hot-loops", JCC_VALUE_REQUIRED, jcc_handle_hot_loops,
    "hot-loops=yes|no", "without profile data, whether every block in a "
    "loop or an irreducible region is hot, whatever its frequency "
    "(default yes)" },
  { "hot-paths", JCC_VALUE_REQUIRED, jcc_handle_hot_paths,
    "hot-paths=PERCENT", "without profile data, a block is also hot if a "
    "path from its function's entry reaches it on which every branch goes "
    "that way at least PERCENT% of the time by GCC's guess; 0 for none "
    "(the default)" },
  { "hot-paths-padding", JCC_VALUE_REQUIRED, jcc_handle_hot_paths_padding,
    "hot-paths-padding=any|prefixes", "whether the branches of the blocks "
    "that only hot-paths makes hot are padded as the others (any, the "
    "default) or with prefixes only, never with a NOP (prefixes)" },
  { "hot-count-fraction", JCC_VALUE_REQUIRED, jcc_handle_hot_count_fraction,
    "hot-count-fraction=N", "with profile data, a block is hot only if it "
    "ran at least 1/N as often as the program's most frequent block, and GCC "
    "deems it hot; 0: GCC's verdict alone (default "
    JCC_STRINGIFY (JCC_DEFAULT_HOT_COUNT_FRACTION) ")" },
  { "crossing-jumps", JCC_VALUE_REQUIRED, jcc_handle_crossing_jumps,
    "crossing-jumps=yes|no", "with profile data, whether a jump from a "
    "function's hot part into its cold part is hot when a hot block leads "
    "to it, although it never ran in training (default yes)" },
  { "cold-landing", JCC_VALUE_REQUIRED, jcc_handle_cold_landing,
    "cold-landing=N", "with profile data, the branches of a block in a "
    "function's cold part that ends in a conditional jump and that a hot "
    "block jumps to are hot, although it never ran in training, if that "
    "hot block ran at least 1/N as often as the program's most frequent "
    "one; 0 for none (default "
    JCC_STRINGIFY (JCC_DEFAULT_COLD_LANDING) ")" },
  { "nop-count-fraction", JCC_VALUE_REQUIRED, jcc_handle_nop_count_fraction,
    "nop-count-fraction=N", "with profile data, a hot branch whose block "
    "ran less than 1/N as often as the program's most frequent one is "
    "padded with prefixes only, never with a NOP; 0: any hot branch may "
    "take a NOP (default "
    JCC_STRINGIFY (JCC_DEFAULT_NOP_COUNT_FRACTION) ")" },
  { "padding-points", JCC_VALUE_REQUIRED, jcc_handle_padding_points,
    "padding-points=yes|no", "with select=hot, whether jcc-as may put "
    "the NOPs a hot branch needs before the label of its block, when "
    "control seldom falls through to it (default no)" },
  { "align-prefixes", JCC_VALUE_REQUIRED, jcc_handle_align_prefixes,
    "align-prefixes=yes|no", "whether the mark of a branch right after an "
    "aligned label that code falls into goes before that code, or a mark "
    "for the alignment if no branch's does, so that jcc-as "
    "-malign-code-with-prefixes may make the alignment of prefixes on it "
    "(default no)" },
  { "mark-regions", JCC_VALUE_REQUIRED, jcc_handle_mark_regions,
    "mark-regions=N", "write N or more marked branches in a row, with "
    "nothing that the assembler could pad between them, as one region in "
    "which it pads every branch of the marked kinds, instead of a mark "
    "each: the same padding, read faster; 0 for a mark each (default "
    JCC_STRINGIFY (JCC_DEFAULT_MARK_REGIONS) ")" },
  { "asm", JCC_VALUE_REQUIRED, jcc_handle_asm,
    "asm=yes|no", "whether jcc-as pads the branches of the asm statements "
    "that select chooses as its blanket mode does, and the pair an asm's "
    "last instruction may make with a marked jump right after it "
    "(default yes)" },
  { "repair-profile", JCC_VALUE_REQUIRED, jcc_handle_repair_profile,
    "repair-profile=yes|no", "with profile data, whether a block whose "
    "count of zero its predecessors contradict takes their count before "
    "GCC lays out the code (default yes with select=hot, else no)" },
  { "report", JCC_VALUE_OPTIONAL, jcc_handle_report,
    "report[=FILE]", "per function, branches by kind, hot and marked ones: "
    "to standard error, or to FILE (JSON if it ends in .json)" },
};

} // anon namespace

/* Return the help text: one line for each row of jcc_option_table.  */

const char *
jcc_help_text (void)
{
  static char *text;

  if (text == NULL)
    {
      size_t len = 0, i;
      for (i = 0; i < ARRAY_SIZE (jcc_option_table); i++)
	len += (strlen (jcc_option_table[i].synopsis)
		+ strlen (jcc_option_table[i].help) + 64);
      text = XNEWVEC (char, len + 128);
      char *p = text;
      p += sprintf (p, "Arguments of the %s plugin (-fplugin-arg-%s-ARG):\n",
		    JCC_PLUGIN_NAME, JCC_PLUGIN_NAME);
      for (i = 0; i < ARRAY_SIZE (jcc_option_table); i++)
	p += sprintf (p, "  %-22s %s\n", jcc_option_table[i].synopsis,
		      jcc_option_table[i].help);
    }
  return text;
}

/* The kinds of branch that select= marks, a bit (1 << K) for each enum
   jcc_branch_kind K: those of types= when it is given.  Otherwise
   jcc+fused+jmp, the kinds of the assembler's
   -mbranches-within-32B-boundaries, and with select=hot calls,
   returns and indirect branches too.  The erratum affects those as
   well, and padding the other kinds moves some of them onto
   boundaries: without calls and returns the hot ones that run on a
   boundary grow by half on Lua and a hundredfold on zstd, for a
   fraction of a point of text saved; the few hot indirect branches
   are an interpreter's dispatch or a call through a pointer, which run
   as often as anything, and cost next to nothing to pad
   (bench/README.md has the measurements).  */

unsigned
jcc_mark_types (void)
{
  unsigned types = jcc_opts.mark_types;

  if ((jcc_opts.marks_args_given & JCC_MARKS_ARG_TYPES) == 0
      && jcc_opts.select == JCC_SELECT_HOT)
    types |= ((1u << JCC_BRANCH_CALL) | (1u << JCC_BRANCH_RET)
	      | (1u << JCC_BRANCH_INDIRECT));
  return types;
}

/* Whether the profile-repair pass runs: repair-profile= when it is
   given, otherwise with select=hot, which reads the counts.  */

bool
jcc_repair_profile_p (void)
{
  if (jcc_opts.repair_profile >= 0)
    return jcc_opts.repair_profile;
  return jcc_opts.select == JCC_SELECT_HOT;
}

/* Parse the plugin's arguments ARGV[0..ARGC-1] into jcc_opts.  Report
   every bad argument, not only the first, and return false if there was
   any.  */

bool
jcc_parse_options (int argc, struct plugin_argument *argv)
{
  bool ok = true;

  memset (&jcc_opts, 0, sizeof jcc_opts);
  jcc_opts.fence_at_return = true;
  jcc_opts.fence_before_call = true;
  jcc_opts.clflush_ordered = true;
  jcc_opts.hot_loops = true;
  jcc_opts.crossing_jumps = true;
  jcc_opts.cold_landing = JCC_DEFAULT_COLD_LANDING;
  jcc_opts.nop_count_fraction = JCC_DEFAULT_NOP_COUNT_FRACTION;
  jcc_opts.call_scale = JCC_DEFAULT_CALL_SCALE;
  jcc_opts.indirect_calls_by_type = true;
  jcc_opts.indirect_share_limit = JCC_DEFAULT_INDIRECT_SHARE_LIMIT;
  jcc_opts.small_functions = JCC_DEFAULT_SMALL_FUNCTIONS;
  jcc_opts.small_public_functions = JCC_DEFAULT_SMALL_PUBLIC_FUNCTIONS;
  jcc_opts.mark_types = ((1u << JCC_BRANCH_JCC) | (1u << JCC_BRANCH_FUSED)
			 | (1u << JCC_BRANCH_JMP));
  jcc_opts.boundary = JCC_DEFAULT_BOUNDARY;
  jcc_opts.hot_threshold = JCC_DEFAULT_HOT_THRESHOLD;
  jcc_opts.hot_count_fraction = JCC_DEFAULT_HOT_COUNT_FRACTION;
  jcc_opts.mark_regions = JCC_DEFAULT_MARK_REGIONS;
  jcc_opts.pad_asm = true;
  jcc_opts.repair_profile = -1;
  for (int i = 0; i < argc; i++)
    {
      const char *key = argv[i].key;
      const char *value = argv[i].value;
      const jcc_option_def *def = NULL;

      for (size_t j = 0; j < ARRAY_SIZE (jcc_option_table); j++)
	if (strcmp (key, jcc_option_table[j].key) == 0)
	  {
	    def = &jcc_option_table[j];
	    break;
	  }

      if (def == NULL)
	{
	  error ("unknown argument %<-fplugin-arg-%s-%s%>; "
		 "%<-fplugin-arg-%s-help%> lists the arguments",
		 JCC_PLUGIN_NAME, key, JCC_PLUGIN_NAME);
	  ok = false;
	}
      else if (def->value_kind == JCC_VALUE_NONE && value != NULL)
	{
	  error ("%<-fplugin-arg-%s-%s%> takes no value", JCC_PLUGIN_NAME,
		 key);
	  ok = false;
	}
      else if (def->value_kind == JCC_VALUE_REQUIRED
	       && (value == NULL || *value == '\0'))
	{
	  error ("%<-fplugin-arg-%s-%s%> needs a value: %<%s%>",
		 JCC_PLUGIN_NAME, key, def->synopsis);
	  ok = false;
	}
      else if (!def->handler (key, value))
	ok = false;
    }
  return ok;
}
