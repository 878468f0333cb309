/* jcc-scan.h -- interfaces between the parts of jcc-scan.
   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.

   jcc-scan reads x86 ELF files with libbfd, decodes their code with
   the libopcodes disassembler and reports the branches that the Intel
   JCC erratum keeps out of the decoded ICache, the cache-line flushes
   that no fence orders, and, given a callgrind profile, how often
   each of them runs.  */

#ifndef JCC_SCAN_H
#define JCC_SCAN_H

/* bfd.h insists on being preceded by a config.h that defines PACKAGE;
   ours does (binutils' own is not needed).  Without one, say who we
   are here.  */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif
#ifndef PACKAGE
#define PACKAGE "jcc"
#endif
#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "0.1"
#endif

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <regex.h>
#include "bfd.h"

/* The kinds of branch the erratum affects, in the order the summary
   lists them.  A macro-fused pair is its own kind: the bytes of both
   instructions count.  */
enum jcc_scan_kind
{
  JCC_KIND_JCC,
  JCC_KIND_FUSED,
  JCC_KIND_JMP,
  JCC_KIND_CALL,
  JCC_KIND_RET,
  JCC_KIND_INDIRECT,
  JCC_KIND_MAX
};

#define JCC_KIND_BIT(K) (1u << (K))
#define JCC_KINDS_DEFAULT \
  (JCC_KIND_BIT (JCC_KIND_JCC) | JCC_KIND_BIT (JCC_KIND_FUSED) \
   | JCC_KIND_BIT (JCC_KIND_JMP))

/* What an instruction is, as far as jcc-scan cares.  */
enum jcc_scan_class
{
  JCC_CLASS_OTHER,
  JCC_CLASS_JCC,		/* Conditional jump, incl. loop and jcxz.  */
  JCC_CLASS_JMP,		/* Direct near or far jump.  */
  JCC_CLASS_CALL,		/* Direct call.  */
  JCC_CLASS_RET,		/* Near or far return.  */
  JCC_CLASS_JMP_INDIRECT,	/* Jump through a register or memory.  */
  JCC_CLASS_CALL_INDIRECT,	/* Call through a register or memory.  */
  JCC_CLASS_BAD			/* Undecodable bytes.  */
};

/* Which group of the macro-fusion table a first instruction belongs
   to (Intel optimisation manual; the same table gas and LLVM use).  */
enum jcc_scan_fuse_group
{
  JCC_FUSE_NONE,
  JCC_FUSE_TEST_AND,		/* test, and: fuse with every Jcc.  */
  JCC_FUSE_CMP_ADD_SUB,		/* cmp, add, sub.  */
  JCC_FUSE_INC_DEC		/* inc, dec.  */
};

/* Condition codes, numbered as the low nibble of the Jcc opcode.  */
#define JCC_CC_NONE 16

/* What an instruction means for the flush-ordering check.  */
enum jcc_scan_flush_role
{
  JCC_FLUSH_NONE,
  JCC_FLUSH_CLFLUSHOPT,		/* Weakly ordered line flush.  */
  JCC_FLUSH_CLWB,		/* Weakly ordered line write-back.  */
  JCC_FLUSH_MOVNT,		/* Non-temporal store.  */
  JCC_FLUSH_FENCE,		/* Orders them: sfence, mfence, locked.  */
  JCC_FLUSH_STORE		/* An ordinary store to memory.  */
};

/* One decoded instruction.  Kept small: a section's worth of these is
   held in memory while it is analysed.  */
struct jcc_scan_insn
{
  bfd_vma addr;
  bfd_vma target;		/* Direct branch target, else 0.  */
  uint8_t len;
  uint8_t cls;			/* enum jcc_scan_class.  */
  uint8_t cc;			/* Condition code of a Jcc, else JCC_CC_NONE.  */
  uint8_t fuse;			/* enum jcc_scan_fuse_group.  */
  uint8_t flush;		/* enum jcc_scan_flush_role.  */
  uint8_t pad_prefixes;		/* Redundant cs/ds/es/ss prefixes.  */
  uint8_t nop : 1;		/* A no-op used as padding.  */
  uint8_t has_target : 1;	/* TARGET is meaningful.  */
  uint8_t frame_store : 1;	/* A JCC_FLUSH_STORE to the stack frame: a
				   push, enter, or a store based on the
				   stack or frame pointer.  */
  uint8_t target_reloc : 1;	/* A direct branch of a relocatable object
				   with a relocation on its displacement:
				   TARGET is not where it goes.  */
};

/* Whether decoding may use the cache of decoded instructions.  */
enum jcc_scan_cache_mode
{
  JCC_CACHE_ON,
  JCC_CACHE_OFF,		/* --no-cache: disassemble everything.  */
  JCC_CACHE_VERIFY		/* --verify-cache: disassemble everything and
				   compare with what the cache has.  */
};

/* The options that shape a scan.  */
struct jcc_scan_options
{
  unsigned int boundary;	/* Power of two, at least 16.  */
  unsigned int kinds;		/* Mask of JCC_KIND_BIT.  */
  bool json;
  bool check_flush;
  bool no_frame_stores;		/* --no-frame-stores.  */
  bool dump_insns;		/* Debugging aid: list every instruction.  */
  enum jcc_scan_cache_mode cache;	/* Debugging aid.  */
  bool have_function_re;
  regex_t function_re;
  const char *profile;		/* Callgrind file or NULL.  */
  unsigned int top;		/* Hottest hazards to list.  */
  bool have_load_bias;
  bfd_vma load_bias;
};

/* A disassembler set up for one bfd.  */
struct jcc_scan_decoder;

extern struct jcc_scan_decoder *
jcc_scan_decoder_new (bfd *abfd, bool mode64, enum jcc_scan_cache_mode);
extern void jcc_scan_decoder_free (struct jcc_scan_decoder *);
extern size_t jcc_scan_decoder_mismatches (const struct jcc_scan_decoder *,
					   bfd_vma *first);
extern void jcc_scan_decoder_set_buffer (struct jcc_scan_decoder *,
					 const uint8_t *, size_t, bfd_vma);
extern int jcc_scan_decode (struct jcc_scan_decoder *, bfd_vma,
			    struct jcc_scan_insn *);
extern const char *jcc_scan_decoder_text (struct jcc_scan_decoder *);

/* shape.c: where an instruction's displacement and immediate are.  */
#define JCC_SHAPE_MAX_HEAD 8
struct jcc_scan_shape
{
  uint8_t head;			/* Bytes before displacement and immediate.  */
  uint8_t len;			/* Bytes in all.  */
  uint8_t rel;			/* The last REL bytes are a relative
				   branch's displacement.  */
};
extern bool jcc_scan_shape (const uint8_t *bytes, size_t avail, bool mode64,
			    struct jcc_scan_shape *shape);

/* classify.c: from disassembler text to struct jcc_scan_insn.  */
extern void jcc_scan_classify (const char *prefixes, const char *mnemonic,
			       const char *operands, const uint8_t *bytes,
			       bool mode64, struct jcc_scan_insn *insn);
extern bool jcc_scan_fuses (enum jcc_scan_fuse_group group, unsigned int cc);
extern const char *jcc_scan_kind_name (enum jcc_scan_kind);
extern int jcc_scan_kind_from_name (const char *, size_t);
extern const char *jcc_scan_flush_name (enum jcc_scan_flush_role);

/* A function symbol, as far as jcc-scan knows functions.  */
struct jcc_scan_func
{
  bfd_vma start;
  bfd_vma end;			/* Exclusive; the next symbol if no size.  */
  const char *name;
};

/* One code section of one object, ready to scan.  */
struct jcc_scan_section
{
  const char *file;		/* FILE or ARCHIVE(MEMBER), for messages.  */
  bfd *abfd;
  asection *sec;
  const char *name;
  bfd_vma vma;
  bfd_size_type size;
  uint8_t *contents;
  bool relocatable;
  bool mode64;
  asymbol **syms;		/* For bfd_find_nearest_line, or NULL.  */
  /* In a relocatable object, the addresses of the section's
     relocations, sorted: an instruction with a relocation in it is not
     the no-op its bytes spell (`lea 0x0(%esi),%esi' is `leal
     foo@GOTOFF(%esi), %esi').  */
  bfd_vma *relocs;
  size_t nrelocs;
  struct jcc_scan_func *funcs;	/* Sorted by START, within this section.  */
  size_t nfuncs;
};

/* A hazard found in a section.  */
struct jcc_scan_hazard
{
  enum jcc_scan_kind kind;
  bfd_vma start;		/* First byte (the first insn of a fused pair).  */
  bfd_vma end;			/* One past the last byte.  */
  bfd_vma boundary;		/* The boundary crossed or ended on.  */
  bfd_vma branch;		/* Address of the branch itself.  */
  const struct jcc_scan_func *func;
  uint64_t count;		/* Executions, with --profile.  */
};

/* An unordered flush found by --check-flush.  */
struct jcc_scan_flush_report
{
  enum jcc_scan_flush_role what;
  bfd_vma addr;
  bfd_vma reached;		/* The store, call or return it reaches.  */
  const char *reached_what;
  const struct jcc_scan_func *func;
};

/* Per-kind statistics for one file.  */
struct jcc_scan_stats
{
  uint64_t branches[JCC_KIND_MAX];
  uint64_t hazards[JCC_KIND_MAX];
  uint64_t nop_insns;
  uint64_t nop_bytes;
  uint64_t prefixed_insns;
  uint64_t pad_prefix_bytes;
  uint64_t sections;		/* Code sections scanned.  */
  uint64_t insns;
  uint64_t bad;
  uint64_t unordered_flushes;
  /* Dynamic counts, with --profile.  */
  bool have_profile;
  uint64_t dyn_branches[JCC_KIND_MAX];
  uint64_t dyn_hazards[JCC_KIND_MAX];
  uint64_t dyn_nop_insns;
  uint64_t dyn_nop_bytes;
  uint64_t dyn_prefixed_insns;
  uint64_t dyn_insns;
};

/* elf-input.c: open FILE, check it and hand each code section of each
   object in it to CALLBACK.  Returns false after printing one message
   if FILE cannot be scanned.  */
typedef bool (*jcc_scan_section_fn) (struct jcc_scan_section *, void *);
extern bool jcc_scan_input (const char *file, jcc_scan_section_fn callback,
			    void *data);
extern bool jcc_scan_elf_is_dyn (bfd *);
extern const struct jcc_scan_func *
jcc_scan_find_func (const struct jcc_scan_section *, bfd_vma);
extern bool jcc_scan_find_line (const struct jcc_scan_section *, bfd_vma,
				const char **file, unsigned int *line);

/* profile.c: execution counts by address.  */
struct jcc_scan_profile;
extern struct jcc_scan_profile *jcc_scan_profile_read (const char *path,
						       const char *object);
extern void jcc_scan_profile_free (struct jcc_scan_profile *);
extern uint64_t jcc_scan_profile_count (const struct jcc_scan_profile *,
					bfd_vma addr);
extern bool jcc_scan_profile_empty (const struct jcc_scan_profile *);
extern bool jcc_scan_profile_bias (const struct jcc_scan_profile *,
				   const struct jcc_scan_section *,
				   bfd_vma *bias, unsigned int *votes);

/* scan.c: analyse one section.  */
struct jcc_scan_sink;
extern bool jcc_scan_section (struct jcc_scan_section *,
			      const struct jcc_scan_options *,
			      struct jcc_scan_sink *);

/* report.c: collect and print the results.  */
extern struct jcc_scan_sink *jcc_scan_sink_new (const char *file,
						const struct jcc_scan_options *,
						struct jcc_scan_profile *);
extern void jcc_scan_sink_free (struct jcc_scan_sink *);
extern struct jcc_scan_stats *jcc_scan_sink_stats (struct jcc_scan_sink *);
extern const struct jcc_scan_profile *
jcc_scan_sink_profile (struct jcc_scan_sink *);
extern bfd_vma jcc_scan_sink_bias (struct jcc_scan_sink *);
extern void jcc_scan_sink_set_bias (struct jcc_scan_sink *, bfd_vma,
				    unsigned int votes);
extern void jcc_scan_sink_section (struct jcc_scan_sink *,
				   const struct jcc_scan_section *);
extern void jcc_scan_sink_hazard (struct jcc_scan_sink *,
				  const struct jcc_scan_section *,
				  const struct jcc_scan_hazard *);
extern void jcc_scan_sink_flush (struct jcc_scan_sink *,
				 const struct jcc_scan_section *,
				 const struct jcc_scan_flush_report *);
extern void jcc_scan_sink_finish (struct jcc_scan_sink *);
extern void jcc_scan_report_begin (const struct jcc_scan_options *);
extern void jcc_scan_report_end (const struct jcc_scan_options *);

/* jcc-scan.c.  */
extern const char *jcc_scan_program_name;
extern void jcc_scan_error (const char *file, const char *fmt, ...)
  __attribute__ ((format (printf, 2, 3)));
extern void jcc_scan_warning (const char *file, const char *fmt, ...)
  __attribute__ ((format (printf, 2, 3)));
extern void *jcc_scan_xmalloc (size_t);
extern void *jcc_scan_xrealloc (void *, size_t);
extern char *jcc_scan_xstrdup (const char *);

#endif /* JCC_SCAN_H */
