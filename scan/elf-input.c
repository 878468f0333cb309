/* elf-input.c -- open the files jcc-scan is given and find their code.
   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.

   libbfd does the reading: it knows ELF executables, shared objects,
   relocatable objects and archives, and it checks headers and section
   extents against the file, so truncated or corrupt input becomes an
   error from bfd rather than a crash here.  */

#include "jcc-scan.h"
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "elf-bfd.h"

/* How many problems libbfd reported for the current file.  Its own
   messages are not printed: jcc-scan says in one message what is
   wrong, and warns once if bfd complained about a file it could
   still scan.  */
static unsigned int jcc_bfd_complaints;

static void
jcc_bfd_error_handler (const char *fmt ATTRIBUTE_UNUSED,
		       va_list ap ATTRIBUTE_UNUSED)
{
  jcc_bfd_complaints++;
}

/* bfd_check_format_matches, with the warnings it prints straight to
   stderr (bypassing the error handler) caught and counted as
   complaints.  */

static bool
jcc_check_format (bfd *abfd, bfd_format format, char ***matching)
{
  FILE *tmp = tmpfile ();
  int saved = -1;
  bool ret;

  if (tmp != NULL)
    {
      fflush (stderr);
      saved = dup (2);
      if (saved >= 0 && dup2 (fileno (tmp), 2) < 0)
	{
	  close (saved);
	  saved = -1;
	}
    }
  ret = bfd_check_format_matches (abfd, format, matching);
  if (saved >= 0)
    {
      fflush (stderr);
      dup2 (saved, 2);
      close (saved);
      struct stat st;

      if (fstat (fileno (tmp), &st) == 0 && st.st_size > 0)
	jcc_bfd_complaints++;
    }
  if (tmp != NULL)
    fclose (tmp);
  return ret;
}

/* Whether FILE starts with the ELF magic number.  */

static bool
jcc_elf_magic_p (const char *file)
{
  unsigned char magic[4];
  FILE *f = fopen (file, "rb");
  bool elf;

  if (f == NULL)
    return false;
  elf = (fread (magic, 1, 4, f) == 4 && magic[0] == 0x7f && magic[1] == 'E'
	 && magic[2] == 'L' && magic[3] == 'F');
  fclose (f);
  return elf;
}

/* Keep only the symbols that can name code: not section, file or
   debugging symbols, not gas's local labels.  */

static bool
jcc_code_symbol_p (asymbol *sym, asection *sec)
{
  const char *name = bfd_asymbol_name (sym);

  if (bfd_asymbol_section (sym) != sec
      || (sym->flags & (BSF_SECTION_SYM | BSF_FILE | BSF_DEBUGGING)) != 0
      || name == NULL || name[0] == '\0'
      || (name[0] == '.' && name[1] == 'L'))
    return false;
  return true;
}

static int
jcc_func_cmp (const void *a, const void *b)
{
  const struct jcc_scan_func *fa = a, *fb = b;

  if (fa->start != fb->start)
    return fa->start < fb->start ? -1 : 1;
  /* Among symbols at one address, keep the one with a size.  */
  if (fa->end != fb->end)
    return fa->end > fb->end ? -1 : 1;
  return strcmp (fa->name, fb->name);
}

/* The size ELF gives symbol SYM, or 0.  */

static bfd_vma
jcc_symbol_size (bfd *abfd, asymbol *sym)
{
  if ((sym->flags & BSF_SYNTHETIC) != 0
      || bfd_asymbol_flavour (sym) != bfd_target_elf_flavour
      || bfd_asymbol_bfd (sym) != abfd)
    return 0;
  return ((elf_symbol_type *) sym)->internal_elf_sym.st_size;
}

/* Build the function list of section S->sec from the NSYMS symbols
   SYMS.  Symbols typed as functions are preferred; a section without
   any (hand-written assembly) uses its plain labels instead.  A
   function without a size runs to the next one.  */

static void
jcc_build_funcs (struct jcc_scan_section *s, asymbol **syms, long nsyms)
{
  long i;
  size_t n = 0, j, k;
  bool have_functions = false;
  struct jcc_scan_func *f;

  for (i = 0; i < nsyms; i++)
    if (jcc_code_symbol_p (syms[i], s->sec)
	&& (syms[i]->flags & BSF_FUNCTION) != 0)
      {
	have_functions = true;
	break;
      }

  f = jcc_scan_xmalloc ((nsyms + 1) * sizeof *f);
  for (i = 0; i < nsyms; i++)
    {
      asymbol *sym = syms[i];
      bfd_vma size;

      if (!jcc_code_symbol_p (sym, s->sec)
	  || (have_functions
	      && (sym->flags & (BSF_FUNCTION | BSF_SYNTHETIC)) == 0))
	continue;
      f[n].start = bfd_asymbol_value (sym);
      size = jcc_symbol_size (s->abfd, sym);
      f[n].end = size != 0 ? f[n].start + size : 0;
      f[n].name = bfd_asymbol_name (sym);
      n++;
    }
  qsort (f, n, sizeof *f, jcc_func_cmp);

  /* One entry per address; give sizeless ones the next start.  */
  for (j = 0, k = 0; j < n; j++)
    if (k == 0 || f[k - 1].start != f[j].start)
      f[k++] = f[j];
  for (j = 0; j < k; j++)
    if (f[j].end == 0 || f[j].end < f[j].start)
      f[j].end = j + 1 < k ? f[j + 1].start : s->vma + s->size;
  s->funcs = f;
  s->nfuncs = k;
}

/* The function at or before ADDR in section S, or NULL.  */

const struct jcc_scan_func *
jcc_scan_find_func (const struct jcc_scan_section *s, bfd_vma addr)
{
  size_t lo = 0, hi = s->nfuncs;

  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;

      if (s->funcs[mid].start <= addr)
	lo = mid + 1;
      else
	hi = mid;
    }
  return lo > 0 ? &s->funcs[lo - 1] : NULL;
}

/* Source position of ADDR in section S, from the debug info.  */

bool
jcc_scan_find_line (const struct jcc_scan_section *s, bfd_vma addr,
		    const char **file, unsigned int *line)
{
  const char *func = NULL;

  *file = NULL;
  *line = 0;
  if (s->syms == NULL)
    return false;
  if (!bfd_find_nearest_line (s->abfd, s->sec, s->syms, addr - s->vma,
			      file, &func, line))
    return false;
  return *file != NULL && *line != 0;
}

/* Whether ABFD is position independent (ET_DYN): its addresses move by
   the load bias at run time.  */

bool
jcc_scan_elf_is_dyn (bfd *abfd)
{
  return (bfd_get_flavour (abfd) == bfd_target_elf_flavour
	  && elf_elfheader (abfd)->e_type == ET_DYN);
}

/* Compare two relocation addresses, for qsort.  */

static int
jcc_compare_vma (const void *a, const void *b)
{
  bfd_vma x = *(const bfd_vma *) a, y = *(const bfd_vma *) b;

  return x < y ? -1 : x > y;
}

/* Read into S->relocs the addresses of the relocations of S, a code
   section of a relocatable object whose symbols are SYMS.  Relocations
   that cannot be read leave the list empty: they only keep
   instructions from being taken for no-ops.  */

static void
jcc_read_relocs (struct jcc_scan_section *s, asymbol **syms)
{
  long size, n;
  arelent **rel;

  s->relocs = NULL;
  s->nrelocs = 0;
  if ((bfd_section_flags (s->sec) & SEC_RELOC) == 0)
    return;
  size = bfd_get_reloc_upper_bound (s->abfd, s->sec);
  if (size <= 0)
    return;
  rel = jcc_scan_xmalloc (size);
  n = bfd_canonicalize_reloc (s->abfd, s->sec, rel, syms);
  if (n > 0)
    {
      s->relocs = jcc_scan_xmalloc (n * sizeof *s->relocs);
      for (long i = 0; i < n; i++)
	s->relocs[i] = s->vma + rel[i]->address;
      qsort (s->relocs, n, sizeof *s->relocs, jcc_compare_vma);
      s->nrelocs = n;
    }
  free (rel);
}

/* Read the symbols of ABFD: the static table, else the dynamic one of
   a stripped shared object, plus the synthetic foo@plt symbols.  The
   result is NULL-terminated in *SYMS, its count in *NSYMS; *SYNTH
   holds the synthetic symbols' storage.  */

static void
jcc_read_symbols (bfd *abfd, asymbol ***syms, long *nsyms,
		  asymbol **synth_out)
{
  long size, n = 0, dyn_n = 0, synth_n = 0;
  asymbol **tab = NULL, **dyn = NULL, *synth = NULL;

  *syms = NULL;
  *nsyms = 0;
  *synth_out = NULL;
  if ((bfd_get_file_flags (abfd) & HAS_SYMS) != 0)
    {
      size = bfd_get_symtab_upper_bound (abfd);
      if (size > 0)
	{
	  tab = jcc_scan_xmalloc (size);
	  n = bfd_canonicalize_symtab (abfd, tab);
	  if (n < 0)
	    n = 0;
	}
    }
  if ((bfd_get_file_flags (abfd) & DYNAMIC) != 0)
    {
      size = bfd_get_dynamic_symtab_upper_bound (abfd);
      if (size > 0)
	{
	  dyn = jcc_scan_xmalloc (size);
	  dyn_n = bfd_canonicalize_dynamic_symtab (abfd, dyn);
	  if (dyn_n < 0)
	    dyn_n = 0;
	}
      synth_n = bfd_get_synthetic_symtab (abfd, n, tab, dyn_n, dyn, &synth);
      if (synth_n < 0)
	synth_n = 0;
    }
  if (n == 0 && dyn_n > 0)
    {
      free (tab);
      tab = dyn;
      n = dyn_n;
      dyn = NULL;
    }
  free (dyn);
  tab = jcc_scan_xrealloc (tab, (n + synth_n + 1) * sizeof *tab);
  for (long i = 0; i < synth_n; i++)
    tab[n + i] = &synth[i];
  n += synth_n;
  tab[n] = NULL;
  *syms = tab;
  *nsyms = n;
  *synth_out = synth;
}

/* Why ABFD is not an x86 ELF object, or NULL if it is one.  BUF holds
   the message.  */

static const char *
jcc_check_object (bfd *abfd, char *buf, size_t len)
{
  if (bfd_get_flavour (abfd) != bfd_target_elf_flavour)
    {
      snprintf (buf, len, "not an ELF file (format %s)",
		bfd_get_target (abfd));
      return buf;
    }
  if (bfd_get_arch (abfd) != bfd_arch_i386)
    {
      snprintf (buf, len,
		"wrong architecture: ELF machine %u (%s), not i386 or x86-64",
		(unsigned int) elf_elfheader (abfd)->e_machine,
		bfd_printable_name (abfd));
      return buf;
    }
  switch (elf_elfheader (abfd)->e_type)
    {
    case ET_EXEC:
    case ET_DYN:
    case ET_REL:
      return NULL;
    default:
      snprintf (buf, len, "not an executable, shared or relocatable "
		"object (ELF type %u)",
		(unsigned int) elf_elfheader (abfd)->e_type);
      return buf;
    }
}

/* Scan the object ABFD called NAME: check it, then pass each of its
   code sections to CALLBACK with DATA.  */

static bool
jcc_scan_object (bfd *abfd, const char *name, jcc_scan_section_fn callback,
		 void *data)
{
  char buf[256];
  const char *why;
  asymbol **syms, *synth;
  long nsyms;
  asection *sec;
  bool ok = true, have_debug, have_lto = false;
  unsigned int ncode = 0;

  why = jcc_check_object (abfd, buf, sizeof buf);
  if (why != NULL)
    {
      jcc_scan_error (name, "%s", why);
      return false;
    }
  jcc_read_symbols (abfd, &syms, &nsyms, &synth);
  have_debug = bfd_get_section_by_name (abfd, ".debug_line") != NULL;

  for (sec = abfd->sections; sec != NULL; sec = sec->next)
    {
      struct jcc_scan_section s;
      flagword flags = bfd_section_flags (sec);

      if (startswith (bfd_section_name (sec), ".gnu.lto_"))
	have_lto = true;
      if ((flags & SEC_CODE) == 0 || (flags & SEC_HAS_CONTENTS) == 0
	  || bfd_section_size (sec) == 0)
	continue;
      ncode++;
      memset (&s, 0, sizeof s);
      s.file = name;
      s.abfd = abfd;
      s.sec = sec;
      s.name = bfd_section_name (sec);
      s.vma = bfd_section_vma (sec);
      s.size = bfd_section_size (sec);
      s.relocatable = (bfd_get_file_flags (abfd) & (EXEC_P | DYNAMIC)) == 0;
      s.mode64 = (bfd_get_mach (abfd)
		  & (bfd_mach_x86_64 | bfd_mach_x64_32)) != 0;
      s.syms = have_debug ? syms : NULL;
      if ((ufile_ptr) sec->filepos > bfd_get_file_size (abfd)
	  || s.size > bfd_get_file_size (abfd) - (ufile_ptr) sec->filepos)
	{
	  jcc_scan_error (name, "corrupt ELF file: section %s (offset 0x%"
			  PRIx64 ", size 0x%" PRIx64 ") extends past the "
			  "end of the file (size 0x%" PRIx64 ")", s.name,
			  (uint64_t) sec->filepos, (uint64_t) s.size,
			  (uint64_t) bfd_get_file_size (abfd));
	  ok = false;
	  break;
	}
      if (!bfd_malloc_and_get_section (abfd, sec, &s.contents))
	{
	  jcc_scan_error (name, "cannot read section %s: %s", s.name,
			  bfd_errmsg (bfd_get_error ()));
	  ok = false;
	  break;
	}
      jcc_build_funcs (&s, syms, nsyms);
      if (s.relocatable)
	jcc_read_relocs (&s, syms);
      if (!callback (&s, data))
	ok = false;
      free (s.contents);
      free (s.funcs);
      free (s.relocs);
      if (!ok)
	break;
    }
  free (syms);
  free (synth);
  /* GCC's -flto without -ffat-lto-objects writes its intermediate
     language and no code: finding no branch there says nothing.  */
  if (ok && have_lto && ncode == 0)
    jcc_scan_warning (name, "GCC's intermediate language only (compiled "
		      "with -flto), no machine code to scan; scan the "
		      "linked program, or an object linked with -r "
		      "-flinker-output=nolto-rel");
  return ok;
}

/* Open FILE, an ELF object or an archive of them, and pass each code
   section of each object to CALLBACK with DATA.  Returns false after
   printing one message per problem.  */

bool
jcc_scan_input (const char *file, jcc_scan_section_fn callback, void *data)
{
  struct stat st;
  bfd *abfd;
  char **matching = NULL;
  bool ok = true;

  if (stat (file, &st) != 0)
    {
      jcc_scan_error (file, "%s", strerror (errno));
      return false;
    }
  if (!S_ISREG (st.st_mode))
    {
      jcc_scan_error (file, "not a regular file");
      return false;
    }
  jcc_bfd_complaints = 0;
  bfd_set_error_handler (jcc_bfd_error_handler);
  abfd = bfd_openr (file, NULL);
  if (abfd == NULL)
    {
      jcc_scan_error (file, "%s", bfd_errmsg (bfd_get_error ()));
      return false;
    }
  /* Debug sections may be compressed (gas's default); the line
     lookup wants them plain, as objdump -l asks for too.  */
  abfd->flags |= BFD_DECOMPRESS;

  if (jcc_check_format (abfd, bfd_archive, NULL))
    {
      bfd *member, *prev = NULL;
      unsigned int count = 0;

      for (member = bfd_openr_next_archived_file (abfd, NULL);
	   member != NULL;
	   prev = member,
	   member = bfd_openr_next_archived_file (abfd, member))
	{
	  size_t len = strlen (file) + strlen (bfd_get_filename (member)) + 3;
	  char *name = jcc_scan_xmalloc (len);

	  if (prev != NULL)
	    bfd_close (prev);
	  member->flags |= BFD_DECOMPRESS;
	  snprintf (name, len, "%s(%s)", file, bfd_get_filename (member));
	  count++;
	  if (!jcc_check_format (member, bfd_object, NULL))
	    {
	      jcc_scan_error (name, "%s", bfd_errmsg (bfd_get_error ()));
	      ok = false;
	    }
	  else if (!jcc_scan_object (member, name, callback, data))
	    ok = false;
	  free (name);
	}
      if (prev != NULL)
	bfd_close (prev);
      if (bfd_get_error () != bfd_error_no_more_archived_files)
	{
	  jcc_scan_error (file, "%s", bfd_errmsg (bfd_get_error ()));
	  ok = false;
	}
      else if (count == 0)
	jcc_scan_warning (file, "empty archive");
    }
  else if (jcc_check_format (abfd, bfd_object, &matching))
    ok = jcc_scan_object (abfd, file, callback, data);
  else
    {
      bfd_error_type err = bfd_get_error ();

      if (err == bfd_error_file_ambiguously_recognized)
	jcc_scan_error (file, "file format is ambiguous");
      else if (jcc_check_format (abfd, bfd_core, NULL))
	jcc_scan_error (file, "a core file, not an executable, shared or "
			"relocatable object");
      else if (jcc_elf_magic_p (file))
	jcc_scan_error (file, "corrupt or truncated ELF file (%s)",
			bfd_errmsg (err));
      else if (err == bfd_error_file_not_recognized)
	jcc_scan_error (file, "not an ELF file (format not recognized)");
      else
	jcc_scan_error (file, "%s", bfd_errmsg (err));
      free (matching);
      ok = false;
    }
  bfd_close (abfd);
  if (ok && jcc_bfd_complaints > 0)
    jcc_scan_warning (file, "libbfd reported %u problem%s reading this file; "
		      "the results may be incomplete", jcc_bfd_complaints,
		      jcc_bfd_complaints == 1 ? "" : "s");
  return ok;
}
