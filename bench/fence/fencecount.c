/* fencecount.c -- run a program under ptrace, one instruction at a
   time, and count the fences it executes: SFENCE, MFENCE and locked
   instructions.  valgrind 3.19 cannot decode CLWB, so it cannot do
   this for the programs of this benchmark.

   Usage: fencecount PROGRAM [ARG...]

   Copyright (C) 2026 The jcc developers.
   This file is free software; see COPYING for the conditions.  */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ptrace.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>

int
main (int argc, char **argv)
{
  if (argc < 2)
    {
      fprintf (stderr, "usage: fencecount PROGRAM [ARG...]\n");
      return 2;
    }
  pid_t pid = fork ();
  if (pid == 0)
    {
      ptrace (PTRACE_TRACEME, 0, NULL, NULL);
      execvp (argv[1], argv + 1);
      perror (argv[1]);
      _exit (127);
    }

  unsigned long long insns = 0, sfences = 0, mfences = 0, locked = 0;
  int status;
  waitpid (pid, &status, 0);
  while (WIFSTOPPED (status))
    {
      struct user_regs_struct regs;
      ptrace (PTRACE_GETREGS, pid, NULL, &regs);
      errno = 0;
      unsigned long word = ptrace (PTRACE_PEEKTEXT, pid, (void *) regs.rip,
				   NULL);
      if (errno == 0)
	{
	  unsigned char b0 = word & 0xff, b1 = (word >> 8) & 0xff;
	  unsigned char b2 = (word >> 16) & 0xff;
	  insns++;
	  if (b0 == 0x0f && b1 == 0xae && b2 == 0xf8)
	    sfences++;
	  else if (b0 == 0x0f && b1 == 0xae && b2 == 0xf0)
	    mfences++;
	  else if (b0 == 0xf0)
	    locked++;
	}
      ptrace (PTRACE_SINGLESTEP, pid, NULL, NULL);
      waitpid (pid, &status, 0);
    }
  fprintf (stderr, "fencecount: %llu insns, %llu sfence, %llu mfence, "
	   "%llu locked\n", insns, sfences, mfences, locked);
  return WIFEXITED (status) ? WEXITSTATUS (status) : 1;
}
