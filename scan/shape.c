/* shape.c -- where the displacement and immediate of an x86
   instruction are, for jcc-scan's decoding cache.
   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.

   Compiled code repeats instructions that differ only in a
   displacement or an immediate: `mov 0x18(%rsp),%rax' and
   `mov 0x20(%rsp),%rax', or a call to each function.  What libopcodes
   makes of such an instruction -- its length, its mnemonic, its
   operand forms, and so what jcc_scan_classify makes of it -- depends
   on the other bytes only (the "head": prefixes, opcode, ModRM, SIB),
   except a relative branch's target, which is its displacement plus
   the address of the next instruction.  jcc_scan_shape finds the head
   of the instructions compilers use most, from the opcode tables of
   the Intel SDM (volume 2, appendix A), so that decode.c can cache a
   decoding under its head and reuse it for every displacement and
   immediate.

   It only knows forms whose decoding does not depend on those values.
   Left out, so that it says it does not know them:
   - lea in 32-bit mode, which is a padding NOP when its displacement
     is 0 (`lea 0x0(%esi),%esi');
   - forms whose immediate is part of the mnemonic (cmpps, vcmpps,
     pclmulqdq, vpermil2ps), xbegin (a relative branch in disguise),
     enter, far branches, moffs moves;
   - an address-size prefix, an operand-size prefix on a relative
     branch (both change how the target wraps), a REX prefix that a
     legacy prefix follows (libopcodes prints it on its own), EVEX and
     XOP encodings, 3DNow!, and VEX outside 64-bit mode.
   It need not be complete, only exact where it answers; decode.c also
   checks the length it gives against libopcodes' before it caches
   anything.  */

#include "jcc-scan.h"

/* What follows an opcode.  */
enum jcc_shape_form
{
  F_X = 0,			/* Not known: leave it to libopcodes.  */
  F_N,				/* Nothing.  */
  F_I8,				/* An 8-bit immediate.  */
  F_I16,			/* A 16-bit immediate.  */
  F_IZ,				/* A 16- or 32-bit immediate.  */
  F_IV,				/* A 16-, 32- or 64-bit immediate.  */
  F_R8,				/* An 8-bit relative displacement.  */
  F_RZ,				/* A 32-bit relative displacement.  */
  F_M,				/* ModRM.  */
  F_MI8,			/* ModRM and an 8-bit immediate.  */
  F_MIZ,			/* ModRM and a 16- or 32-bit immediate.  */
  F_G3B,			/* ModRM, and an 8-bit immediate for /0 and /1.  */
  F_G3Z,			/* ModRM, and a 16- or 32-bit one for /0 and /1.  */
  F_64X				/* Only in 32-bit mode, with nothing after it.  */
};

/* The one-byte opcode map.  Prefixes and the 0F escape are F_X here:
   jcc_scan_shape deals with them first.  40-4F (inc and dec in 32-bit
   mode) are REX prefixes in 64-bit mode.  */
static const uint8_t jcc_shape_map1[256] =
{
  [0x00 ... 0x03] = F_M, [0x04] = F_I8, [0x05] = F_IZ,
  [0x06 ... 0x07] = F_64X,
  [0x08 ... 0x0b] = F_M, [0x0c] = F_I8, [0x0d] = F_IZ, [0x0e] = F_64X,
  [0x10 ... 0x13] = F_M, [0x14] = F_I8, [0x15] = F_IZ,
  [0x16 ... 0x17] = F_64X,
  [0x18 ... 0x1b] = F_M, [0x1c] = F_I8, [0x1d] = F_IZ,
  [0x1e ... 0x1f] = F_64X,
  [0x20 ... 0x23] = F_M, [0x24] = F_I8, [0x25] = F_IZ, [0x27] = F_64X,
  [0x28 ... 0x2b] = F_M, [0x2c] = F_I8, [0x2d] = F_IZ, [0x2f] = F_64X,
  [0x30 ... 0x33] = F_M, [0x34] = F_I8, [0x35] = F_IZ, [0x37] = F_64X,
  [0x38 ... 0x3b] = F_M, [0x3c] = F_I8, [0x3d] = F_IZ, [0x3f] = F_64X,
  [0x40 ... 0x4f] = F_64X,
  [0x50 ... 0x5f] = F_N,
  [0x60 ... 0x61] = F_64X, [0x63] = F_M,
  [0x68] = F_IZ, [0x69] = F_MIZ, [0x6a] = F_I8, [0x6b] = F_MI8,
  [0x6c ... 0x6f] = F_N,
  [0x70 ... 0x7f] = F_R8,
  [0x80] = F_MI8, [0x81] = F_MIZ, [0x83] = F_MI8,
  [0x84 ... 0x8c] = F_M, [0x8d] = F_M, [0x8e] = F_M,
  [0x90 ... 0x99] = F_N, [0x9c ... 0x9f] = F_N,
  [0xa4 ... 0xa7] = F_N, [0xa8] = F_I8, [0xa9] = F_IZ, [0xaa ... 0xaf] = F_N,
  [0xb0 ... 0xb7] = F_I8, [0xb8 ... 0xbf] = F_IV,
  [0xc0 ... 0xc1] = F_MI8, [0xc2] = F_I16, [0xc3] = F_N,
  [0xc6] = F_MI8, [0xc7] = F_MIZ,
  [0xc9] = F_N, [0xca] = F_I16, [0xcb ... 0xcc] = F_N, [0xcd] = F_I8,
  [0xce] = F_64X, [0xcf] = F_N,
  [0xd0 ... 0xd3] = F_M, [0xd7] = F_N, [0xd8 ... 0xdf] = F_M,
  [0xe0 ... 0xe3] = F_R8, [0xe4 ... 0xe7] = F_I8, [0xe8 ... 0xe9] = F_RZ,
  [0xeb] = F_R8, [0xec ... 0xef] = F_N,
  [0xf1] = F_N, [0xf4 ... 0xf5] = F_N, [0xf6] = F_G3B, [0xf7] = F_G3Z,
  [0xf8 ... 0xfd] = F_N, [0xfe ... 0xff] = F_M
};

/* The two-byte map, after 0F.  0F 38 and 0F 3A are the three-byte
   maps, handled apart.  */
static const uint8_t jcc_shape_map2[256] =
{
  [0x05] = F_N, [0x0b] = F_N, [0x0d] = F_M,
  [0x10 ... 0x17] = F_M, [0x18 ... 0x1f] = F_M,
  [0x28 ... 0x2f] = F_M,
  [0x31] = F_N,
  [0x40 ... 0x4f] = F_M,
  [0x50 ... 0x6f] = F_M,
  [0x70 ... 0x73] = F_MI8, [0x74 ... 0x76] = F_M, [0x77] = F_N,
  [0x7c ... 0x7f] = F_M,
  [0x80 ... 0x8f] = F_RZ,
  [0x90 ... 0x9f] = F_M,
  [0xa0 ... 0xa2] = F_N, [0xa3] = F_M, [0xa4] = F_MI8, [0xa5] = F_M,
  [0xa8 ... 0xa9] = F_N, [0xab] = F_M, [0xac] = F_MI8, [0xad ... 0xaf] = F_M,
  [0xb0 ... 0xb1] = F_M, [0xb3] = F_M, [0xb6 ... 0xb8] = F_M,
  [0xba] = F_MI8, [0xbb ... 0xbf] = F_M,
  [0xc0 ... 0xc1] = F_M, [0xc3] = F_M, [0xc4 ... 0xc6] = F_MI8,
  [0xc7] = F_M, [0xc8 ... 0xcf] = F_N,
  [0xd0 ... 0xfe] = F_M
};

/* Whether B is a legacy prefix.  */

static inline bool
jcc_legacy_prefix_p (uint8_t b)
{
  switch (b)
    {
    case 0x26: case 0x2e: case 0x36: case 0x3e: case 0x64: case 0x65:
    case 0x66: case 0x67: case 0xf0: case 0xf2: case 0xf3:
      return true;
    default:
      return false;
    }
}

/* The number of ModRM, SIB and displacement bytes at P (AVAIL bytes
   left), with 32- or 64-bit addressing: *HEAD gets the ModRM and SIB
   bytes, *DISP the displacement's.  */

static bool
jcc_shape_modrm (const uint8_t *p, size_t avail, unsigned int *head,
		 unsigned int *disp)
{
  unsigned int mod, rm;

  if (avail < 1)
    return false;
  mod = p[0] >> 6;
  rm = p[0] & 7;
  *head = 1;
  *disp = 0;
  if (mod == 3)
    return true;
  if (rm == 4)
    {
      if (avail < 2)
	return false;
      *head = 2;
      if (mod == 0 && (p[1] & 7) == 5)
	*disp = 4;
    }
  else if (mod == 0 && rm == 5)
    *disp = 4;
  if (mod == 1)
    *disp = 1;
  else if (mod == 2)
    *disp = 4;
  return true;
}

/* Find the shape of the instruction at P, of which AVAIL bytes are
   readable, in 64-bit mode if MODE64.  Returns false if it is not one
   of the forms this file knows.  */

bool
jcc_scan_shape (const uint8_t *p, size_t avail, bool mode64,
		struct jcc_scan_shape *shape)
{
  unsigned int i = 0, head, disp = 0, imm = 0, rel = 0, modrm_head, n;
  bool opsize = false, rexw = false, any_prefix = false;
  enum jcc_shape_form form;
  uint8_t op;

  while (i < avail && i < 14 && jcc_legacy_prefix_p (p[i]))
    {
      if (p[i] == 0x67)
	return false;
      if (p[i] == 0x66)
	opsize = true;
      any_prefix = true;
      i++;
    }
  if (i >= avail)
    return false;
  if (mode64 && (p[i] & 0xf0) == 0x40)
    {
      rexw = (p[i] & 8) != 0;
      any_prefix = true;
      i++;
      if (i >= avail || jcc_legacy_prefix_p (p[i]) || (p[i] & 0xf0) == 0x40)
	return false;
    }
  op = p[i++];

  if (op == 0x0f)
    {
      if (i >= avail)
	return false;
      op = p[i++];
      if (op == 0x38 || op == 0x3a)
	{
	  if (i >= avail)
	    return false;
	  /* pclmulqdq prints its immediate as part of the mnemonic.  */
	  if (op == 0x3a && p[i] == 0x44)
	    return false;
	  form = op == 0x3a ? F_MI8 : F_M;
	  i++;
	}
      else
	form = (enum jcc_shape_form) jcc_shape_map2[op];
    }
  else if ((op == 0xc4 || op == 0xc5) && mode64)
    {
      /* VEX, valid only without other prefixes: map 1 (0F) for the
	 two-byte form, the map its mmmmm field names for the three-byte
	 form.  */
      unsigned int map;

      if (any_prefix || i + (op == 0xc4 ? 2u : 1u) >= avail)
	return false;
      map = op == 0xc5 ? 1 : (p[i] & 0x1f);
      i += op == 0xc4 ? 2 : 1;
      op = p[i++];
      switch (map)
	{
	case 1:
	  if (op == 0x77)
	    form = F_N;		/* vzeroupper, vzeroall.  */
	  else if (op == 0xc2)
	    return false;	/* vcmpps and friends.  */
	  else if ((op >= 0x70 && op <= 0x73) || (op >= 0xc4 && op <= 0xc6))
	    form = F_MI8;
	  else
	    form = F_M;
	  break;
	case 2:
	  form = F_M;
	  break;
	case 3:
	  if (op == 0x44 || op == 0x48 || op == 0x49)
	    return false;	/* vpclmulqdq, vpermil2ps/pd.  */
	  form = F_MI8;
	  break;
	default:
	  return false;
	}
    }
  else
    {
      form = (enum jcc_shape_form) jcc_shape_map1[op];
      if (form == F_64X)
	form = mode64 ? F_X : F_N;
      /* lea 0x0(%esi),%esi is a padding NOP in 32-bit code.  */
      if (op == 0x8d && !mode64)
	return false;
    }

  head = i;
  switch (form)
    {
    case F_N:
      break;
    case F_I8:
      imm = 1;
      break;
    case F_I16:
      imm = 2;
      break;
    case F_IZ:
      imm = opsize && !(mode64 && rexw) ? 2 : 4;
      break;
    case F_IV:
      imm = mode64 && rexw ? 8 : opsize ? 2 : 4;
      break;
    case F_R8:
    case F_RZ:
      if (opsize)
	return false;
      rel = form == F_R8 ? 1 : 4;
      break;
    case F_M:
    case F_MI8:
    case F_MIZ:
    case F_G3B:
    case F_G3Z:
      if (!jcc_shape_modrm (p + i, avail - i, &modrm_head, &disp))
	return false;
      head += modrm_head;
      if (form == F_MI8)
	imm = 1;
      else if (form == F_MIZ)
	{
	  /* C7 F8 is xbegin, a relative branch.  */
	  if (op == 0xc7 && p[i] == 0xf8)
	    return false;
	  imm = opsize && !(mode64 && rexw) ? 2 : 4;
	}
      else if ((form == F_G3B || form == F_G3Z) && ((p[i] >> 3) & 7) <= 1)
	imm = form == F_G3B ? 1 : opsize && !(mode64 && rexw) ? 2 : 4;
      break;
    default:
      return false;
    }

  n = head + disp + imm + rel;
  if (n > 15 || n > avail || head > JCC_SHAPE_MAX_HEAD)
    return false;
  shape->head = (uint8_t) head;
  shape->len = (uint8_t) n;
  shape->rel = (uint8_t) rel;
  return true;
}
