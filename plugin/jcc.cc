/* jcc.cc -- entry point of jcc.so, the GCC plugin of jcc.

   jcc.so checks that it runs inside the GCC it was built for, reads
   its -fplugin-arg-jcc-* arguments and registers its passes.

   Copyright (C) 2026 The jcc developers.
   This file is part of jcc.  jcc is free software; you can redistribute
   it and/or modify it under the terms of the GNU General Public License
   as published by the Free Software Foundation; either version 3 of the
   License, or (at your option) any later version.  See COPYING.  */

#include "jcc-plugin.h"
#include "cgraph.h"

/* GCC refuses to load a plugin that does not say this.  */
int plugin_is_GPL_compatible __attribute__ ((visibility ("default")));

/* JCC_VERSION comes from the command line: GCC's own config.h
   already defines PACKAGE_VERSION.  */
const char jcc_version_string[] = JCC_VERSION;

int plugin_init (struct plugin_name_args *, struct plugin_gcc_version *)
  __attribute__ ((visibility ("default")));

/* Register PASS with GCC's pass manager for the plugin GCC knows as
   PLUGIN_NAME: right before (PASS_POS_INSERT_BEFORE) or after
   (PASS_POS_INSERT_AFTER) the first instance of the pass called
   REFERENCE.  */

void
jcc_register_pass (const char *plugin_name, opt_pass *pass,
		   const char *reference, enum pass_positioning_ops pos)
{
  struct register_pass_info info;

  info.pass = pass;
  info.reference_pass_name = reference;
  info.ref_pass_instance_number = 1;
  info.pos_op = pos;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}

/* A compilation with -flto writes GCC's intermediate language and no
   code: the code, its marks and its fences are made when the program
   is linked, by the plugin of the link command, and GCC does not pass
   a plugin on from the objects to the link.  A link without the plugin
   would build the program without fences, and say nothing.  So such a
   compilation adds to its unit a top-level asm statement, which goes
   with the intermediate language to the link, where the assembler
   stops with JCC_LTO_MESSAGE unless JCC_LTO_SYMBOL is defined before
   it; the plugin defines that symbol at the start of every unit whose
   code it sees made, the link's partitions and the code of
   -ffat-lto-objects.  An .L symbol goes in no symbol table.  */

#define JCC_LTO_SYMBOL ".Ljcc_plugin_in_link"
#define JCC_LTO_MESSAGE							\
  "compiled with -fplugin=jcc.so and -flto: link with the plugin too "	\
  "(jcc-gcc, or gcc -fplugin=jcc.so with the same -fplugin-arg-jcc- "	\
  "options), or the program loses its fences and branch marks"

static void
jcc_lto_start_unit (void *, void *)
{
  if (flag_wpa != NULL)
    return;
  if (asm_out_file != NULL && (in_lto_p || flag_generate_lto))
    fprintf (asm_out_file, "\t.set\t" JCC_LTO_SYMBOL ", 1\n");
  if (!in_lto_p && flag_generate_lto
      && (jcc_opts.select != JCC_SELECT_NONE
	  || jcc_opts.fence != JCC_FENCE_NONE))
    {
      static const char check[] =
	".ifndef " JCC_LTO_SYMBOL "\n"
	"\t.error \"" JCC_LTO_MESSAGE "\"\n"
	"\t.endif";
      symtab->finalize_toplevel_asm (build_string (sizeof check, check));
    }
}

/* Load the plugin described by PLUGIN_INFO into the GCC of VERSION.
   Return 0 on success; non-zero makes GCC stop.  */

int
plugin_init (struct plugin_name_args *plugin_info,
	     struct plugin_gcc_version *version)
{
  /* The plugin uses GCC's internal data structures, which change from
     one release to the next: it must run in the GCC it was built for.  */
  if (strcmp (version->basever, jcc_built_for_gcc ()->basever) != 0)
    {
      error ("%s.so %s was built for GCC %s but is loaded by GCC %s; "
	     "rebuild it with the plugin headers of GCC %s",
	     JCC_PLUGIN_NAME, jcc_version_string, jcc_built_for_gcc ()->basever,
	     version->basever, version->basever);
      return 1;
    }

  static struct plugin_info info = { jcc_version_string, NULL };
  info.help = jcc_help_text ();
  register_callback (plugin_info->base_name, PLUGIN_INFO, NULL, &info);

  /* A bad argument has been reported with error (), which makes the
     compilation fail; returning non-zero would only add GCC's own
     "failed to initialize plugin" to the one clear message.  */
  if (!jcc_parse_options (plugin_info->argc, plugin_info->argv))
    return 0;

  jcc_register_branch_stats (plugin_info->base_name);
  jcc_register_profile_repair (plugin_info->base_name);
  jcc_register_branch_marks (plugin_info->base_name);
  jcc_register_fence (plugin_info->base_name);
  register_callback (plugin_info->base_name, PLUGIN_START_UNIT,
		     jcc_lto_start_unit, NULL);
  return 0;
}
