# Every malformed .align_branch is an error on its own line.
	.text
	.align_branch
	.align_branch 8
	.align_branch 48
	.align_branch -32
	.align_branch 0x100000000
	.align_branch undefined_symbol
	.align_branch 32, foo
	.align_branch 32, none+jcc
	.align_branch 32, jcc+
	.align_branch 32,
	.align_branch 32, jcc, 6
	.align_branch 32, jcc, -1
	.align_branch 32, jcc,
	.align_branch 32 jcc
	.align_branch 32, jcc jmp
	.align_branch 32, jcc, 3 4
	.align_branch push x
	.align_branch pop
	.align_branch mark 1
	.align_branch pop,
	.align_branch mark, foo
	.align_branch mark, none
	.align_branch mark,
	.align_branch mark, jcc jmp
	.align_branch mark, jcc, 3
	.align_branch mark jcc
	.align_branch mark, jcc, nops
	.align_branch mark, prefixes, jcc
	.align_branch mark, jcc, prefixes x
	.align_branch mark, prefixesx
	.align_branch 32, jcc, 3, nops
	.align_branch 32, jcc, prefixes, 3
	.align_branch 32, prefixes
	.align_branch 32, jcc, 3,
	.align_branch 32, jcc, prefixesx
	.align_branch 32, jcc, 3, prefixes x
	.align_branch mark, align, prefixes
	.align_branch mark, jcc+align
	.align_branch mark, alignx
	.align_branch mark, align x
	.align_branch mark, prefixes, align
	ret
