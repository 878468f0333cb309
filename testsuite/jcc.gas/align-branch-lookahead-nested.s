# -malign-branch-lookahead: a branch after the first has a run of
# prefixes of its own, which has room for its own pair but not for
# moving the branch right after it too.
	.text
f:
# 1. The run before `test; jg' has room to spare: with lookahead 2 it
# takes the 2 bytes that let the run before `cmp; jl' move that pair
# and the `je' after it past the boundary; no NOP before `je'.
	.nops 30
	movl %eax, %edx
	movl %eax, %edx
	movl %eax, %edx
	movl %eax, %edx
	movl %eax, %edx
	testl %ebp, %ebp
	jg g
	movl %eax, %ebp
	movl %eax, %ebp
	cmpl %esi, %ebp
	jl g
	je g
	ret
# 2. The same with no room before `test; jg' (the instruction right
# after .nops takes no prefixes): a NOP before `je', as without the
# lookahead.
	.p2align 6
	.nops 6
	movl %eax, %edx
	testl %ebp, %ebp
	jg g
	movl %eax, %ebp
	movl %eax, %ebp
	cmpl %esi, %ebp
	jl g
	je g
	ret
# 3. The run before `cmp; jl' has room for its pair and nothing after
# the pair is aligned: the run before `test; jg' pads nothing.
	.p2align 6
	.nops 30
	movl %eax, %edx
	movl %eax, %edx
	testl %ebp, %ebp
	jg g
	movl %eax, %ebp
	movl %eax, %ebp
	cmpl %esi, %ebp
	jl g
	movl %eax, %ecx
	ret
