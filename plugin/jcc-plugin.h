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

/* Values of the plugin arguments, after parsing (options.cc).  */
struct jcc_options
{
  /* -fplugin-arg-jcc-verbose[=LEVEL]: 0 quiet, 1 a note per function,
     2 also a note per branch.  */
  int verbose;
};

extern struct jcc_options jcc_opts;

/* Parse the plugin's arguments ARGV[0..ARGC-1].  Report each bad one
   with error () and return false if there was any.  */
extern bool jcc_parse_options (int argc, struct plugin_argument *argv);

/* The text -fplugin-arg-jcc-help prints and GCC's --help shows.  */
extern const char *jcc_help_text (void);

/* Register the branch statistics pass (branch-stats.cc) with GCC.
   PLUGIN_NAME is the name GCC knows the plugin by.  */
extern void jcc_register_branch_stats (const char *plugin_name);

#endif /* JCC_PLUGIN_H */
