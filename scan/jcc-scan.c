/* jcc-scan.c -- command line of jcc-scan, the binary checker for the
   Intel JCC erratum and for unordered persistent-memory flushes.
   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.

   Exit status: 0 when no hazard of the selected kinds (and, with
   --check-flush, no unordered flush) was found, 1 when some were, 2
   on any error.  */

#include "jcc-scan.h"
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "bfdver.h"

const char *jcc_scan_program_name = "jcc-scan";

/* Print "jcc-scan: FILE: MESSAGE" on stderr.  */

void
jcc_scan_error (const char *file, const char *fmt, ...)
{
  va_list ap;

  fflush (stdout);
  fprintf (stderr, "%s: ", jcc_scan_program_name);
  if (file != NULL)
    fprintf (stderr, "%s: ", file);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputc ('\n', stderr);
}

void
jcc_scan_warning (const char *file, const char *fmt, ...)
{
  va_list ap;

  fflush (stdout);
  fprintf (stderr, "%s: ", jcc_scan_program_name);
  if (file != NULL)
    fprintf (stderr, "%s: ", file);
  fputs ("warning: ", stderr);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputc ('\n', stderr);
}

void *
jcc_scan_xmalloc (size_t size)
{
  void *p = malloc (size ? size : 1);

  if (p == NULL)
    {
      jcc_scan_error (NULL, "out of memory");
      exit (2);
    }
  return p;
}

void *
jcc_scan_xrealloc (void *old, size_t size)
{
  void *p = realloc (old, size ? size : 1);

  if (p == NULL)
    {
      jcc_scan_error (NULL, "out of memory");
      exit (2);
    }
  return p;
}

char *
jcc_scan_xstrdup (const char *s)
{
  size_t n = strlen (s) + 1;

  return memcpy (jcc_scan_xmalloc (n), s, n);
}

enum
{
  OPTION_BOUNDARY = 256,
  OPTION_KINDS,
  OPTION_FUNCTION,
  OPTION_FORMAT,
  OPTION_CHECK_FLUSH,
  OPTION_NO_FRAME_STORES,
  OPTION_PROFILE,
  OPTION_TOP,
  OPTION_LOAD_BIAS,
  OPTION_DUMP_INSNS,
  OPTION_NO_CACHE,
  OPTION_VERIFY_CACHE,
  OPTION_HELP,
  OPTION_VERSION
};

static const struct option jcc_long_options[] =
{
  { "boundary", required_argument, NULL, OPTION_BOUNDARY },
  { "kinds", required_argument, NULL, OPTION_KINDS },
  { "function", required_argument, NULL, OPTION_FUNCTION },
  { "format", required_argument, NULL, OPTION_FORMAT },
  { "check-flush", no_argument, NULL, OPTION_CHECK_FLUSH },
  { "no-frame-stores", no_argument, NULL, OPTION_NO_FRAME_STORES },
  { "profile", required_argument, NULL, OPTION_PROFILE },
  { "top", required_argument, NULL, OPTION_TOP },
  { "load-bias", required_argument, NULL, OPTION_LOAD_BIAS },
  { "dump-insns", no_argument, NULL, OPTION_DUMP_INSNS },
  { "no-cache", no_argument, NULL, OPTION_NO_CACHE },
  { "verify-cache", no_argument, NULL, OPTION_VERIFY_CACHE },
  { "help", no_argument, NULL, OPTION_HELP },
  { "version", no_argument, NULL, OPTION_VERSION },
  { NULL, 0, NULL, 0 }
};

static void
jcc_usage (FILE *out)
{
  fprintf (out, "\
Usage: %s [OPTION]... FILE...\n\
Find branches that the Intel JCC erratum affects in x86 ELF executables,\n\
shared objects, relocatable objects and archives.\n\
\n\
  --boundary=N          boundary a branch must not cross or end on, a power\n\
                        of two from 16 to 4096 (default: 32)\n\
  --kinds=K+K...        kinds to report: jcc, fused, jmp, call, ret,\n\
                        indirect, or all (default: jcc+fused+jmp)\n\
  --function=REGEX      only look at functions whose symbol matches the\n\
                        POSIX extended REGEX\n\
  --format=text|json    output format (default: text)\n\
  --check-flush         also report CLFLUSHOPT, CLWB and non-temporal stores\n\
                        that reach a store, call or return without a fence\n\
  --no-frame-stores     with --check-flush, pushes and stores based on the\n\
                        stack or frame pointer are no stores\n\
  --profile=FILE        weight hazards by execution counts from FILE, written\n\
                        by valgrind --tool=callgrind --dump-instr=yes\n\
  --top=N               with --profile, list the N hottest hazards\n\
                        (default: 10)\n\
  --load-bias=ADDR      with --profile, the run-time minus link-time address\n\
                        (default: estimated from the profile)\n\
  --dump-insns          list every instruction with its classification,\n\
                        and with --profile how often it ran (a debugging aid)\n\
  --no-cache            disassemble every instruction, even those whose\n\
                        bytes were seen before (a debugging aid)\n\
  --verify-cache        disassemble every instruction and fail if one that\n\
                        the cache has differs (a debugging aid)\n\
  --help                print this help and exit\n\
  --version             print version information and exit\n\
\n\
Exit status: 0 if nothing of the selected kinds was found, 1 if hazards\n\
(or unordered flushes) were found, 2 on errors.\n\
\n\
Report bugs to <%s>.\n", jcc_scan_program_name,
#ifdef PACKAGE_BUGREPORT
	   PACKAGE_BUGREPORT
#else
	   "jcc-bugs@example.org"
#endif
	   );
}

/* Parse ARG as a number from MIN to MAX into *VALUE.  */

static bool
jcc_parse_number (const char *arg, long min, long max, long *value)
{
  char *end;
  long v;

  errno = 0;
  v = strtol (arg, &end, 10);
  if (end == arg || *end != '\0' || errno != 0 || v < min || v > max)
    return false;
  *value = v;
  return true;
}

/* Parse the --kinds list ARG into *KINDS.  */

static bool
jcc_parse_kinds (const char *arg, unsigned int *kinds)
{
  const char *p = arg;

  *kinds = 0;
  if (strcmp (arg, "all") == 0)
    {
      *kinds = JCC_KIND_BIT (JCC_KIND_MAX) - 1;
      return true;
    }
  while (*p != '\0')
    {
      size_t n = strcspn (p, "+,");
      int k = jcc_scan_kind_from_name (p, n);

      if (k < 0)
	return false;
      *kinds |= JCC_KIND_BIT (k);
      p += n;
      if (*p != '\0')
	{
	  p++;
	  if (*p == '\0')
	    return false;
	}
    }
  return *kinds != 0;
}

/* State for scanning one file.  */
struct jcc_file_state
{
  const struct jcc_scan_options *opts;
  struct jcc_scan_sink *sink;
  bfd_vma bias;
  unsigned int votes;
  bool dyn;
  bool relocatable;
};

/* First pass with --profile: vote on the load bias.  */

static bool
jcc_vote_section (struct jcc_scan_section *s, void *data)
{
  struct jcc_file_state *fs = data;
  const struct jcc_scan_profile *p = jcc_scan_sink_profile (fs->sink);
  bfd_vma bias;
  unsigned int votes;

  fs->dyn = jcc_scan_elf_is_dyn (s->abfd);
  fs->relocatable |= s->relocatable;
  if (jcc_scan_profile_bias (p, s, &bias, &votes) && votes > fs->votes)
    {
      fs->bias = bias;
      fs->votes = votes;
    }
  return true;
}

static bool
jcc_scan_one_section (struct jcc_scan_section *s, void *data)
{
  struct jcc_file_state *fs = data;

  return jcc_scan_section (s, fs->opts, fs->sink);
}

/* Scan FILE.  Returns 2 on error, 1 if anything was found, else 0.  */

static int
jcc_scan_file (const char *file, const struct jcc_scan_options *opts)
{
  struct jcc_file_state fs;
  struct jcc_scan_profile *profile = NULL;
  const struct jcc_scan_stats *st;
  bool ok;
  int status = 0, k;

  memset (&fs, 0, sizeof fs);
  fs.opts = opts;
  if (opts->profile != NULL)
    {
      profile = jcc_scan_profile_read (opts->profile, file);
      if (profile == NULL)
	return 2;
      if (jcc_scan_profile_empty (profile))
	jcc_scan_warning (file, "%s has no costs for an object of this name",
			  opts->profile);
    }
  fs.sink = jcc_scan_sink_new (file, opts, profile);

  if (profile != NULL)
    {
      if (opts->have_load_bias)
	jcc_scan_sink_set_bias (fs.sink, opts->load_bias, 0);
      else if (jcc_scan_input (file, jcc_vote_section, &fs))
	{
	  if (fs.votes == 0 && fs.dyn && !jcc_scan_profile_empty (profile))
	    jcc_scan_warning (file, "cannot estimate the load bias from %s; "
			      "assuming 0 (see --load-bias)", opts->profile);
	  jcc_scan_sink_set_bias (fs.sink, fs.bias, fs.votes);
	}
      if (fs.relocatable)
	jcc_scan_warning (file, "a relocatable object does not run; "
			  "its profile counts are not meaningful");
    }

  ok = jcc_scan_input (file, jcc_scan_one_section, &fs);
  st = jcc_scan_sink_stats (fs.sink);
  /* A file that could not be opened has nothing to summarise; one
     that failed part way reports what was scanned.  */
  if (ok || st->sections > 0)
    jcc_scan_sink_finish (fs.sink);
  for (k = 0; k < JCC_KIND_MAX; k++)
    if ((opts->kinds & JCC_KIND_BIT (k)) != 0 && st->hazards[k] > 0)
      status = 1;
  if (opts->check_flush && st->unordered_flushes > 0)
    status = 1;
  jcc_scan_sink_free (fs.sink);
  return ok ? status : 2;
}

int
main (int argc, char **argv)
{
  struct jcc_scan_options opts;
  int c, i, status = 0;
  long v;

  memset (&opts, 0, sizeof opts);
  opts.boundary = 32;
  opts.kinds = JCC_KINDS_DEFAULT;
  opts.top = 10;

  /* Diagnose bad options here, so that they read like every other
     message of jcc-scan whatever argv[0] is.  */
  opterr = 0;
  while ((c = getopt_long (argc, argv, ":", jcc_long_options, NULL)) != -1)
    switch (c)
      {
      case OPTION_BOUNDARY:
	if (!jcc_parse_number (optarg, 16, 4096, &v) || (v & (v - 1)) != 0)
	  {
	    jcc_scan_error (NULL, "invalid --boundary=%s: a power of two "
			    "from 16 to 4096 is needed", optarg);
	    return 2;
	  }
	opts.boundary = (unsigned int) v;
	break;
      case OPTION_KINDS:
	if (!jcc_parse_kinds (optarg, &opts.kinds))
	  {
	    jcc_scan_error (NULL, "invalid --kinds=%s: expected kinds from "
			    "jcc, fused, jmp, call, ret, indirect joined by "
			    "`+', or all", optarg);
	    return 2;
	  }
	break;
      case OPTION_FUNCTION:
	{
	  int err;

	  if (opts.have_function_re)
	    regfree (&opts.function_re);
	  err = regcomp (&opts.function_re, optarg, REG_EXTENDED | REG_NOSUB);
	  if (err != 0)
	    {
	      char msg[256];

	      regerror (err, &opts.function_re, msg, sizeof msg);
	      jcc_scan_error (NULL, "invalid --function=%s: %s", optarg, msg);
	      return 2;
	    }
	  opts.have_function_re = true;
	}
	break;
      case OPTION_FORMAT:
	if (strcmp (optarg, "text") == 0)
	  opts.json = false;
	else if (strcmp (optarg, "json") == 0)
	  opts.json = true;
	else
	  {
	    jcc_scan_error (NULL, "invalid --format=%s: expected text or json",
			    optarg);
	    return 2;
	  }
	break;
      case OPTION_CHECK_FLUSH:
	opts.check_flush = true;
	break;
      case OPTION_NO_FRAME_STORES:
	opts.no_frame_stores = true;
	break;
      case OPTION_PROFILE:
	opts.profile = optarg;
	break;
      case OPTION_TOP:
	if (!jcc_parse_number (optarg, 0, INT_MAX, &v))
	  {
	    jcc_scan_error (NULL, "invalid --top=%s: a number from 0 is "
			    "needed", optarg);
	    return 2;
	  }
	opts.top = (unsigned int) v;
	break;
      case OPTION_LOAD_BIAS:
	{
	  char *end;
	  unsigned long long b;

	  errno = 0;
	  b = strtoull (optarg, &end, 0);
	  if (end == optarg || *end != '\0' || errno != 0 || optarg[0] == '-')
	    {
	      jcc_scan_error (NULL, "invalid --load-bias=%s: an address is "
			      "needed", optarg);
	      return 2;
	    }
	  opts.load_bias = (bfd_vma) b;
	  opts.have_load_bias = true;
	}
	break;
      case OPTION_DUMP_INSNS:
	opts.dump_insns = true;
	break;
      case OPTION_NO_CACHE:
	opts.cache = JCC_CACHE_OFF;
	break;
      case OPTION_VERIFY_CACHE:
	opts.cache = JCC_CACHE_VERIFY;
	break;
      case OPTION_HELP:
	jcc_usage (stdout);
	return 0;
      case OPTION_VERSION:
	printf ("jcc-scan (%s) %s\n", PACKAGE, PACKAGE_VERSION);
	printf ("Disassembler: libopcodes of GNU Binutils %s\n",
		BFD_VERSION_STRING);
	return 0;
      case ':':
	jcc_scan_error (NULL, "option '%s' requires an argument",
			argv[optind - 1]);
	fprintf (stderr, "Try `%s --help' for more information.\n",
		 jcc_scan_program_name);
	return 2;
      default:
	jcc_scan_error (NULL, "unrecognized option '%s'", argv[optind - 1]);
	fprintf (stderr, "Try `%s --help' for more information.\n",
		 jcc_scan_program_name);
	return 2;
      }

  if (optind >= argc)
    {
      jcc_scan_error (NULL, "no input files");
      fprintf (stderr, "Try `%s --help' for more information.\n",
	       jcc_scan_program_name);
      return 2;
    }
  if ((opts.have_load_bias || opts.top != 10) && opts.profile == NULL)
    jcc_scan_warning (NULL, "--top and --load-bias only matter with "
		      "--profile");

  if (bfd_init () != BFD_INIT_MAGIC)
    {
      jcc_scan_error (NULL, "libbfd version mismatch");
      return 2;
    }
  bfd_set_error_program_name (jcc_scan_program_name);

  jcc_scan_report_begin (&opts);
  for (i = optind; i < argc; i++)
    {
      int s = jcc_scan_file (argv[i], &opts);

      if (s > status)
	status = s;
    }
  jcc_scan_report_end (&opts);
  if (opts.have_function_re)
    regfree (&opts.function_re);
  return status;
}
