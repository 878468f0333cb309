/* lua-host.c -- run a Lua script with the standard libraries: the
   benchmark's stand-in for lua.c, which the vendored Lua sources lack.

   Usage: lua-host SCRIPT [ARG]...

   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.  */

#include <stdio.h>
#include "lua.h"
#include "lauxlib.h"
#include "lualib.h"

int
main (int argc, char **argv)
{
  if (argc < 2)
    {
      fprintf (stderr, "usage: lua-host SCRIPT [ARG]...\n");
      return 2;
    }
  lua_State *L = luaL_newstate ();
  if (L == NULL)
    return 1;
  luaL_openlibs (L);

  /* The global `arg', as lua.c sets it: arg[1] is the first ARG.  */
  lua_createtable (L, argc - 2, 1);
  for (int i = 1; i < argc; i++)
    {
      lua_pushstring (L, argv[i]);
      lua_rawseti (L, -2, i - 1);
    }
  lua_setglobal (L, "arg");

  if (luaL_dofile (L, argv[1]) != LUA_OK)
    {
      fprintf (stderr, "lua-host: %s\n", lua_tostring (L, -1));
      lua_close (L);
      return 1;
    }
  lua_close (L);
  return 0;
}
