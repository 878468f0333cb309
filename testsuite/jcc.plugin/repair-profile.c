/* count_below has the flaw that GCC 12.2's control-dependent dead code
   elimination leaves in a profile read with -fprofile-use
   (make_forwarders_with_degenerate_phis gives a new forwarder block
   the count of one of the edges it takes over): bb 6 counts 0 although
   bb 4 reaches it on every one of the 1000 calls.  The expander sets
   the count of bb 7 from its incoming edges, zero, the zero spreads to
   the loop that runs 100,000 times, and basic-block partitioning moves
   the loop to .text.unlikely.  Written in GIMPLE, as the optimizers
   leave it, so that the test does not depend on how a C source and a
   training run reach that state.  */

int __GIMPLE (ssa, startwith ("optimized"), precise(1000))
count_below (int kind, const int *a, int n, int limit)
{
  int step;
  int i;
  int s;
  __SIZETYPE__ _12;
  __SIZETYPE__ _13;
  const int * _14;
  int _21;

  __BB(2,precise(1000)):
  if (kind_5(D) == 1)
    goto __BB3(precise(0));
  else
    goto __BB4(precise(134217728));

  __BB(3,precise(0)):
  goto __BB6(precise(134217728));

  __BB(4,precise(1000)):
  if (kind_5(D) == 2)
    goto __BB5(precise(0));
  else
    goto __BB6(precise(134217728));

  __BB(5,precise(0)):
  goto __BB7(precise(134217728));

  __BB(6,precise(0)):
  step_30 = __PHI (__BB3: 3, __BB4: 1);
  goto __BB7(precise(134217728));

  __BB(7,precise(1000)):
  step_8 = __PHI (__BB6: step_30, __BB5: 2);
  if (n_9(D) > 0)
    goto __BB8(precise(134217728));
  else
    goto __BB11(precise(0));

  __BB(8,loop_header(1),precise(100000)):
  i_10 = __PHI (__BB7: 0, __BB10: i_15);
  s_11 = __PHI (__BB7: 0, __BB10: s_16);
  _12 = (__SIZETYPE__) i_10;
  _13 = _12 * _Literal (__SIZETYPE__) 4;
  _14 = a_20(D) + _13;
  _21 = __MEM <const int> (_14);
  if (_21 < limit_22(D))
    goto __BB9(precise(67108864));
  else
    goto __BB10(precise(67108864));

  __BB(9,precise(50000)):
  s_23 = s_11 + step_8;
  goto __BB10(precise(134217728));

  __BB(10,precise(100000)):
  s_16 = __PHI (__BB8: s_11, __BB9: s_23);
  i_15 = i_10 + 1;
  if (i_15 < n_9(D))
    goto __BB8(precise(132875551));
  else
    goto __BB11(precise(1342177));

  __BB(11,precise(1000)):
  s_24 = __PHI (__BB7: 0, __BB10: s_16);
  return s_24;
}

int __builtin_printf (const char *, ...);

int a[100];

int
main (void)
{
  int t = 0;
  for (int i = 0; i < 100; i++)
    a[i] = i;
  for (int r = 0; r < 1000; r++)
    t += count_below (r % 3, a, 100, 50);
  __builtin_printf ("%d\n", t);
  return 0;
}
