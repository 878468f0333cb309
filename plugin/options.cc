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

struct jcc_options jcc_opts;

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

const jcc_option_def jcc_option_table[] =
{
  { "help", JCC_VALUE_NONE, jcc_handle_help,
    "help", "print this list of arguments" },
  { "version", JCC_VALUE_NONE, jcc_handle_version,
    "version", "print the version of the plugin and of the GCC it was built for" },
  { "verbose", JCC_VALUE_OPTIONAL, jcc_handle_verbose,
    "verbose[=LEVEL]", "notes on what the plugin does: 1 (the default "
    "value) a note per function, 2 also one per branch; 0 none" },
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

/* Parse the plugin's arguments ARGV[0..ARGC-1] into jcc_opts.  Report
   every bad argument, not only the first, and return false if there was
   any.  */

bool
jcc_parse_options (int argc, struct plugin_argument *argv)
{
  bool ok = true;

  memset (&jcc_opts, 0, sizeof jcc_opts);
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
