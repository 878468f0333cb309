# Every kind of branch at every position around a 32-byte boundary.
# Each case is a function aligned to 64 bytes whose branch ends one
# byte before the boundary at offset 32, ends on it, crosses it or
# starts on it; NOPs fill the space before it.  Assembled with
# --defsym X64=1 for 64-bit code.
	.text
	.p2align 6,0xcc
	.globl jcc8_before
	.type jcc8_before,@function
jcc8_before:
	.fill 29,1,0x90
	je 1f
1:
	.size jcc8_before,.-jcc8_before

	.p2align 6,0xcc
	.globl jcc8_endon
	.type jcc8_endon,@function
jcc8_endon:
	.fill 30,1,0x90
	je 1f
1:
	.size jcc8_endon,.-jcc8_endon

	.p2align 6,0xcc
	.globl jcc8_cross
	.type jcc8_cross,@function
jcc8_cross:
	.fill 31,1,0x90
	je 1f
1:
	.size jcc8_cross,.-jcc8_cross

	.p2align 6,0xcc
	.globl jcc8_starton
	.type jcc8_starton,@function
jcc8_starton:
	.fill 32,1,0x90
	je 1f
1:
	.size jcc8_starton,.-jcc8_starton

	.p2align 6,0xcc
	.globl jcc32_before
	.type jcc32_before,@function
jcc32_before:
	.fill 25,1,0x90
	{disp32} je 1f
1:
	.size jcc32_before,.-jcc32_before

	.p2align 6,0xcc
	.globl jcc32_endon
	.type jcc32_endon,@function
jcc32_endon:
	.fill 26,1,0x90
	{disp32} je 1f
1:
	.size jcc32_endon,.-jcc32_endon

	.p2align 6,0xcc
	.globl jcc32_cross
	.type jcc32_cross,@function
jcc32_cross:
	.fill 27,1,0x90
	{disp32} je 1f
1:
	.size jcc32_cross,.-jcc32_cross

	.p2align 6,0xcc
	.globl jcc32_starton
	.type jcc32_starton,@function
jcc32_starton:
	.fill 32,1,0x90
	{disp32} je 1f
1:
	.size jcc32_starton,.-jcc32_starton

	.p2align 6,0xcc
	.globl jmp8_before
	.type jmp8_before,@function
jmp8_before:
	.fill 29,1,0x90
	jmp 1f
1:
	.size jmp8_before,.-jmp8_before

	.p2align 6,0xcc
	.globl jmp8_endon
	.type jmp8_endon,@function
jmp8_endon:
	.fill 30,1,0x90
	jmp 1f
1:
	.size jmp8_endon,.-jmp8_endon

	.p2align 6,0xcc
	.globl jmp8_cross
	.type jmp8_cross,@function
jmp8_cross:
	.fill 31,1,0x90
	jmp 1f
1:
	.size jmp8_cross,.-jmp8_cross

	.p2align 6,0xcc
	.globl jmp8_starton
	.type jmp8_starton,@function
jmp8_starton:
	.fill 32,1,0x90
	jmp 1f
1:
	.size jmp8_starton,.-jmp8_starton

	.p2align 6,0xcc
	.globl jmp32_before
	.type jmp32_before,@function
jmp32_before:
	.fill 26,1,0x90
	{disp32} jmp 1f
1:
	.size jmp32_before,.-jmp32_before

	.p2align 6,0xcc
	.globl jmp32_endon
	.type jmp32_endon,@function
jmp32_endon:
	.fill 27,1,0x90
	{disp32} jmp 1f
1:
	.size jmp32_endon,.-jmp32_endon

	.p2align 6,0xcc
	.globl jmp32_cross
	.type jmp32_cross,@function
jmp32_cross:
	.fill 28,1,0x90
	{disp32} jmp 1f
1:
	.size jmp32_cross,.-jmp32_cross

	.p2align 6,0xcc
	.globl jmp32_starton
	.type jmp32_starton,@function
jmp32_starton:
	.fill 32,1,0x90
	{disp32} jmp 1f
1:
	.size jmp32_starton,.-jmp32_starton

	.p2align 6,0xcc
	.globl call_before
	.type call_before,@function
call_before:
	.fill 26,1,0x90
	call 1f
1:
	.size call_before,.-call_before

	.p2align 6,0xcc
	.globl call_endon
	.type call_endon,@function
call_endon:
	.fill 27,1,0x90
	call 1f
1:
	.size call_endon,.-call_endon

	.p2align 6,0xcc
	.globl call_cross
	.type call_cross,@function
call_cross:
	.fill 28,1,0x90
	call 1f
1:
	.size call_cross,.-call_cross

	.p2align 6,0xcc
	.globl call_starton
	.type call_starton,@function
call_starton:
	.fill 32,1,0x90
	call 1f
1:
	.size call_starton,.-call_starton

	.p2align 6,0xcc
	.globl ret_before
	.type ret_before,@function
ret_before:
	.fill 30,1,0x90
	ret
1:
	.size ret_before,.-ret_before

	.p2align 6,0xcc
	.globl ret_endon
	.type ret_endon,@function
ret_endon:
	.fill 31,1,0x90
	ret
1:
	.size ret_endon,.-ret_endon

	.p2align 6,0xcc
	.globl ret_starton
	.type ret_starton,@function
ret_starton:
	.fill 32,1,0x90
	ret
1:
	.size ret_starton,.-ret_starton

	.p2align 6,0xcc
	.globl retimm_before
	.type retimm_before,@function
retimm_before:
	.fill 28,1,0x90
	ret $8
1:
	.size retimm_before,.-retimm_before

	.p2align 6,0xcc
	.globl retimm_endon
	.type retimm_endon,@function
retimm_endon:
	.fill 29,1,0x90
	ret $8
1:
	.size retimm_endon,.-retimm_endon

	.p2align 6,0xcc
	.globl retimm_cross
	.type retimm_cross,@function
retimm_cross:
	.fill 30,1,0x90
	ret $8
1:
	.size retimm_cross,.-retimm_cross

	.p2align 6,0xcc
	.globl retimm_starton
	.type retimm_starton,@function
retimm_starton:
	.fill 32,1,0x90
	ret $8
1:
	.size retimm_starton,.-retimm_starton

	.p2align 6,0xcc
	.globl jmpreg_before
	.type jmpreg_before,@function
jmpreg_before:
	.fill 29,1,0x90
	.ifdef X64
	jmp *%rax
	.else
	jmp *%eax
	.endif
1:
	.size jmpreg_before,.-jmpreg_before

	.p2align 6,0xcc
	.globl jmpreg_endon
	.type jmpreg_endon,@function
jmpreg_endon:
	.fill 30,1,0x90
	.ifdef X64
	jmp *%rax
	.else
	jmp *%eax
	.endif
1:
	.size jmpreg_endon,.-jmpreg_endon

	.p2align 6,0xcc
	.globl jmpreg_cross
	.type jmpreg_cross,@function
jmpreg_cross:
	.fill 31,1,0x90
	.ifdef X64
	jmp *%rax
	.else
	jmp *%eax
	.endif
1:
	.size jmpreg_cross,.-jmpreg_cross

	.p2align 6,0xcc
	.globl jmpreg_starton
	.type jmpreg_starton,@function
jmpreg_starton:
	.fill 32,1,0x90
	.ifdef X64
	jmp *%rax
	.else
	jmp *%eax
	.endif
1:
	.size jmpreg_starton,.-jmpreg_starton

	.p2align 6,0xcc
	.globl jmpmem_before
	.type jmpmem_before,@function
jmpmem_before:
	.fill 28,1,0x90
	.ifdef X64
	jmp *8(%rax)
	.else
	jmp *8(%eax)
	.endif
1:
	.size jmpmem_before,.-jmpmem_before

	.p2align 6,0xcc
	.globl jmpmem_endon
	.type jmpmem_endon,@function
jmpmem_endon:
	.fill 29,1,0x90
	.ifdef X64
	jmp *8(%rax)
	.else
	jmp *8(%eax)
	.endif
1:
	.size jmpmem_endon,.-jmpmem_endon

	.p2align 6,0xcc
	.globl jmpmem_cross
	.type jmpmem_cross,@function
jmpmem_cross:
	.fill 30,1,0x90
	.ifdef X64
	jmp *8(%rax)
	.else
	jmp *8(%eax)
	.endif
1:
	.size jmpmem_cross,.-jmpmem_cross

	.p2align 6,0xcc
	.globl jmpmem_starton
	.type jmpmem_starton,@function
jmpmem_starton:
	.fill 32,1,0x90
	.ifdef X64
	jmp *8(%rax)
	.else
	jmp *8(%eax)
	.endif
1:
	.size jmpmem_starton,.-jmpmem_starton

	.p2align 6,0xcc
	.globl callreg_before
	.type callreg_before,@function
callreg_before:
	.fill 29,1,0x90
	.ifdef X64
	call *%rax
	.else
	call *%eax
	.endif
1:
	.size callreg_before,.-callreg_before

	.p2align 6,0xcc
	.globl callreg_endon
	.type callreg_endon,@function
callreg_endon:
	.fill 30,1,0x90
	.ifdef X64
	call *%rax
	.else
	call *%eax
	.endif
1:
	.size callreg_endon,.-callreg_endon

	.p2align 6,0xcc
	.globl callreg_cross
	.type callreg_cross,@function
callreg_cross:
	.fill 31,1,0x90
	.ifdef X64
	call *%rax
	.else
	call *%eax
	.endif
1:
	.size callreg_cross,.-callreg_cross

	.p2align 6,0xcc
	.globl callreg_starton
	.type callreg_starton,@function
callreg_starton:
	.fill 32,1,0x90
	.ifdef X64
	call *%rax
	.else
	call *%eax
	.endif
1:
	.size callreg_starton,.-callreg_starton

