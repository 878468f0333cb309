# jcc.m4 -- configure macros for jcc.
#
# Copyright (C) 2026 The jcc developers.
# This file is free software; see COPYING for the conditions.

# JCC_GCC_PLUGIN
# --------------
# Ask the compiler that will load the plugin where its plugin headers
# live (the way annobin does), check that it is GCC 11 or later and
# that its headers can be compiled with the C++ compiler, and decide
# where jcc.so is installed.
#
# Substitutes GCC_PLUGIN_INCLUDE_DIR, GCC_PLUGIN_MAJOR, JCC_GCC and
# JCC_GXX (the compilers jcc-gcc and jcc-g++ run), and jccplugindir.
AC_DEFUN([JCC_GCC_PLUGIN],
[AC_REQUIRE([AC_PROG_CC])dnl
AC_REQUIRE([AC_PROG_CXX])dnl
jcc_cc_prog=`set x $CC; shift; echo "$[1]"`
jcc_cxx_prog=`set x $CXX; shift; echo "$[1]"`
AC_MSG_CHECKING([for the GCC plugin headers of $jcc_cc_prog])
jcc_plugin_base=`$jcc_cc_prog -print-file-name=plugin 2>/dev/null`
GCC_PLUGIN_MAJOR=`$jcc_cc_prog -dumpversion 2>/dev/null | $SED 's/\..*//'`
AS_IF([test -z "$jcc_plugin_base" || test "x$jcc_plugin_base" = xplugin \
       || test ! -f "$jcc_plugin_base/include/gcc-plugin.h"],
  [AC_MSG_RESULT([no])
   AC_MSG_ERROR([$jcc_cc_prog has no plugin headers; install the Debian package gcc-${GCC_PLUGIN_MAJOR:-12}-plugin-dev])])
GCC_PLUGIN_INCLUDE_DIR="$jcc_plugin_base/include"
AC_MSG_RESULT([$GCC_PLUGIN_INCLUDE_DIR])
AC_MSG_CHECKING([whether GCC $GCC_PLUGIN_MAJOR can load jcc.so])
AS_IF([test "$GCC_PLUGIN_MAJOR" -ge 11 2>/dev/null],
  [AC_MSG_RESULT([yes])],
  [AC_MSG_RESULT([no])
   AC_MSG_ERROR([$jcc_cc_prog is GCC ${GCC_PLUGIN_MAJOR:-of unknown version}; jcc.so needs GCC 11 or later (CC=gcc-12 CXX=g++-12)])])

AC_CACHE_CHECK([whether $CXX can compile a GCC plugin],
  [jcc_cv_plugin_compiles],
  [AC_LANG_PUSH([C++])
   jcc_save_CPPFLAGS=$CPPFLAGS
   CPPFLAGS="$CPPFLAGS -I$GCC_PLUGIN_INCLUDE_DIR"
   AC_COMPILE_IFELSE(
     [AC_LANG_PROGRAM([[#include "gcc-plugin.h"
#include "plugin-version.h"]],
		      [[return gcc_version.basever == 0;]])],
     [jcc_cv_plugin_compiles=yes], [jcc_cv_plugin_compiles=no])
   CPPFLAGS=$jcc_save_CPPFLAGS
   AC_LANG_POP([C++])])
AS_IF([test "x$jcc_cv_plugin_compiles" != xyes],
  [AC_MSG_ERROR([$CXX cannot compile against the headers in $GCC_PLUGIN_INCLUDE_DIR; use the C++ compiler of the same GCC release (g++-$GCC_PLUGIN_MAJOR)])])

AC_ARG_WITH([gcc-plugin-dir],
  [AS_HELP_STRING([--with-gcc-plugin-dir=DIR],
    [install jcc.so in DIR (for example the directory that
     `gcc -print-file-name=plugin' prints, so that -fplugin=jcc
     finds it) @<:@LIBDIR/jcc@:>@])],
  [AS_CASE([$withval],
     [yes|no|""], [AC_MSG_ERROR([--with-gcc-plugin-dir needs a directory])],
     [jccplugindir=$withval])],
  [jccplugindir='${pkglibdir}'])

JCC_GCC=$jcc_cc_prog
JCC_GXX=$jcc_cxx_prog
AC_SUBST([GCC_PLUGIN_INCLUDE_DIR])
AC_SUBST([GCC_PLUGIN_MAJOR])
AC_SUBST([JCC_GCC])
AC_SUBST([JCC_GXX])
AC_SUBST([jccplugindir])
])

# JCC_BINUTILS_SOURCE(VERSION)
# ----------------------------
# Find the GNU binutils source the gas patch series applies to: a
# tarball or an unpacked directory, by default the tarball of Debian's
# binutils-source package.  Check that it is release VERSION.
#
# Substitutes BINUTILS_SOURCE (absolute) and BINUTILS_VERSION.
AC_DEFUN([JCC_BINUTILS_SOURCE],
[AC_ARG_WITH([binutils-source],
  [AS_HELP_STRING([--with-binutils-source=TARBALL|DIR],
    [GNU binutils $1 source to patch and build gas from
     @<:@/usr/src/binutils/binutils-$1.tar.xz, from the Debian package
     binutils-source@:>@])],
  [jcc_bu_src=$withval],
  [jcc_bu_src=/usr/src/binutils/binutils-$1.tar.xz])
AS_CASE([$jcc_bu_src],
  [yes|no|""], [AC_MSG_ERROR([--with-binutils-source needs a tarball or a directory])])
AC_MSG_CHECKING([for the GNU binutils $1 source])
# bfd/version.m4 says the release, as the second argument of the
# definition of BFD_VERSION.
jcc_bu_sed='/BFD_VERSION/s/.*, *\@<:@\(@<:@0-9.@:>@*\)\@:>@.*/\1/p'
AS_IF([test -d "$jcc_bu_src"],
  [jcc_bu_version=`$SED -n "$jcc_bu_sed" "$jcc_bu_src/bfd/version.m4" 2>/dev/null`],
  [test -f "$jcc_bu_src"],
  [jcc_bu_version=`tar -xOf "$jcc_bu_src" --wildcards '*/bfd/version.m4' 2>/dev/null \
      | $SED -n "$jcc_bu_sed"`],
  [AC_MSG_RESULT([no])
   AC_MSG_ERROR([$jcc_bu_src does not exist; install the Debian package binutils-source or use --with-binutils-source=TARBALL|DIR])])
AS_IF([test -z "$jcc_bu_version"],
  [AC_MSG_RESULT([no])
   AC_MSG_ERROR([$jcc_bu_src is not a GNU binutils source tree or tarball (no bfd/version.m4)])])
AS_IF([test "x$jcc_bu_version" != "x$1"],
  [AC_MSG_RESULT([$jcc_bu_version])
   AC_MSG_ERROR([$jcc_bu_src is binutils $jcc_bu_version, but the patches in gas/patches are against binutils $1])])
AC_MSG_RESULT([$jcc_bu_src ($jcc_bu_version)])
AS_CASE([$jcc_bu_src], [/*], [], [jcc_bu_src=`pwd`/$jcc_bu_src])
BINUTILS_SOURCE=$jcc_bu_src
BINUTILS_VERSION=$jcc_bu_version
AC_SUBST([BINUTILS_SOURCE])
AC_SUBST([BINUTILS_VERSION])
])
