# Each row of the macro-fusion table: every first instruction with
# every Jcc.  The first instruction ends exactly on the boundary at
# offset 32 and the Jcc starts on it, so the pair crosses the
# boundary while the Jcc alone does not: only fused pairs are
# hazards.  Then the forms that never fuse.
	.text
	.p2align 6,0xcc
	.globl test_jo
	.type test_jo,@function
test_jo:
	.fill 30,1,0x90
	test %eax,%ebx
	jo 1f
1:
	.size test_jo,.-test_jo

	.p2align 6,0xcc
	.globl test_jno
	.type test_jno,@function
test_jno:
	.fill 30,1,0x90
	test %eax,%ebx
	jno 1f
1:
	.size test_jno,.-test_jno

	.p2align 6,0xcc
	.globl test_jb
	.type test_jb,@function
test_jb:
	.fill 30,1,0x90
	test %eax,%ebx
	jb 1f
1:
	.size test_jb,.-test_jb

	.p2align 6,0xcc
	.globl test_jae
	.type test_jae,@function
test_jae:
	.fill 30,1,0x90
	test %eax,%ebx
	jae 1f
1:
	.size test_jae,.-test_jae

	.p2align 6,0xcc
	.globl test_je
	.type test_je,@function
test_je:
	.fill 30,1,0x90
	test %eax,%ebx
	je 1f
1:
	.size test_je,.-test_je

	.p2align 6,0xcc
	.globl test_jne
	.type test_jne,@function
test_jne:
	.fill 30,1,0x90
	test %eax,%ebx
	jne 1f
1:
	.size test_jne,.-test_jne

	.p2align 6,0xcc
	.globl test_jbe
	.type test_jbe,@function
test_jbe:
	.fill 30,1,0x90
	test %eax,%ebx
	jbe 1f
1:
	.size test_jbe,.-test_jbe

	.p2align 6,0xcc
	.globl test_ja
	.type test_ja,@function
test_ja:
	.fill 30,1,0x90
	test %eax,%ebx
	ja 1f
1:
	.size test_ja,.-test_ja

	.p2align 6,0xcc
	.globl test_js
	.type test_js,@function
test_js:
	.fill 30,1,0x90
	test %eax,%ebx
	js 1f
1:
	.size test_js,.-test_js

	.p2align 6,0xcc
	.globl test_jns
	.type test_jns,@function
test_jns:
	.fill 30,1,0x90
	test %eax,%ebx
	jns 1f
1:
	.size test_jns,.-test_jns

	.p2align 6,0xcc
	.globl test_jp
	.type test_jp,@function
test_jp:
	.fill 30,1,0x90
	test %eax,%ebx
	jp 1f
1:
	.size test_jp,.-test_jp

	.p2align 6,0xcc
	.globl test_jnp
	.type test_jnp,@function
test_jnp:
	.fill 30,1,0x90
	test %eax,%ebx
	jnp 1f
1:
	.size test_jnp,.-test_jnp

	.p2align 6,0xcc
	.globl test_jl
	.type test_jl,@function
test_jl:
	.fill 30,1,0x90
	test %eax,%ebx
	jl 1f
1:
	.size test_jl,.-test_jl

	.p2align 6,0xcc
	.globl test_jge
	.type test_jge,@function
test_jge:
	.fill 30,1,0x90
	test %eax,%ebx
	jge 1f
1:
	.size test_jge,.-test_jge

	.p2align 6,0xcc
	.globl test_jle
	.type test_jle,@function
test_jle:
	.fill 30,1,0x90
	test %eax,%ebx
	jle 1f
1:
	.size test_jle,.-test_jle

	.p2align 6,0xcc
	.globl test_jg
	.type test_jg,@function
test_jg:
	.fill 30,1,0x90
	test %eax,%ebx
	jg 1f
1:
	.size test_jg,.-test_jg

	.p2align 6,0xcc
	.globl and_jo
	.type and_jo,@function
and_jo:
	.fill 30,1,0x90
	and %eax,%ebx
	jo 1f
1:
	.size and_jo,.-and_jo

	.p2align 6,0xcc
	.globl and_jno
	.type and_jno,@function
and_jno:
	.fill 30,1,0x90
	and %eax,%ebx
	jno 1f
1:
	.size and_jno,.-and_jno

	.p2align 6,0xcc
	.globl and_jb
	.type and_jb,@function
and_jb:
	.fill 30,1,0x90
	and %eax,%ebx
	jb 1f
1:
	.size and_jb,.-and_jb

	.p2align 6,0xcc
	.globl and_jae
	.type and_jae,@function
and_jae:
	.fill 30,1,0x90
	and %eax,%ebx
	jae 1f
1:
	.size and_jae,.-and_jae

	.p2align 6,0xcc
	.globl and_je
	.type and_je,@function
and_je:
	.fill 30,1,0x90
	and %eax,%ebx
	je 1f
1:
	.size and_je,.-and_je

	.p2align 6,0xcc
	.globl and_jne
	.type and_jne,@function
and_jne:
	.fill 30,1,0x90
	and %eax,%ebx
	jne 1f
1:
	.size and_jne,.-and_jne

	.p2align 6,0xcc
	.globl and_jbe
	.type and_jbe,@function
and_jbe:
	.fill 30,1,0x90
	and %eax,%ebx
	jbe 1f
1:
	.size and_jbe,.-and_jbe

	.p2align 6,0xcc
	.globl and_ja
	.type and_ja,@function
and_ja:
	.fill 30,1,0x90
	and %eax,%ebx
	ja 1f
1:
	.size and_ja,.-and_ja

	.p2align 6,0xcc
	.globl and_js
	.type and_js,@function
and_js:
	.fill 30,1,0x90
	and %eax,%ebx
	js 1f
1:
	.size and_js,.-and_js

	.p2align 6,0xcc
	.globl and_jns
	.type and_jns,@function
and_jns:
	.fill 30,1,0x90
	and %eax,%ebx
	jns 1f
1:
	.size and_jns,.-and_jns

	.p2align 6,0xcc
	.globl and_jp
	.type and_jp,@function
and_jp:
	.fill 30,1,0x90
	and %eax,%ebx
	jp 1f
1:
	.size and_jp,.-and_jp

	.p2align 6,0xcc
	.globl and_jnp
	.type and_jnp,@function
and_jnp:
	.fill 30,1,0x90
	and %eax,%ebx
	jnp 1f
1:
	.size and_jnp,.-and_jnp

	.p2align 6,0xcc
	.globl and_jl
	.type and_jl,@function
and_jl:
	.fill 30,1,0x90
	and %eax,%ebx
	jl 1f
1:
	.size and_jl,.-and_jl

	.p2align 6,0xcc
	.globl and_jge
	.type and_jge,@function
and_jge:
	.fill 30,1,0x90
	and %eax,%ebx
	jge 1f
1:
	.size and_jge,.-and_jge

	.p2align 6,0xcc
	.globl and_jle
	.type and_jle,@function
and_jle:
	.fill 30,1,0x90
	and %eax,%ebx
	jle 1f
1:
	.size and_jle,.-and_jle

	.p2align 6,0xcc
	.globl and_jg
	.type and_jg,@function
and_jg:
	.fill 30,1,0x90
	and %eax,%ebx
	jg 1f
1:
	.size and_jg,.-and_jg

	.p2align 6,0xcc
	.globl cmp_jo
	.type cmp_jo,@function
cmp_jo:
	.fill 30,1,0x90
	cmp %eax,%ebx
	jo 1f
1:
	.size cmp_jo,.-cmp_jo

	.p2align 6,0xcc
	.globl cmp_jno
	.type cmp_jno,@function
cmp_jno:
	.fill 30,1,0x90
	cmp %eax,%ebx
	jno 1f
1:
	.size cmp_jno,.-cmp_jno

	.p2align 6,0xcc
	.globl cmp_jb
	.type cmp_jb,@function
cmp_jb:
	.fill 30,1,0x90
	cmp %eax,%ebx
	jb 1f
1:
	.size cmp_jb,.-cmp_jb

	.p2align 6,0xcc
	.globl cmp_jae
	.type cmp_jae,@function
cmp_jae:
	.fill 30,1,0x90
	cmp %eax,%ebx
	jae 1f
1:
	.size cmp_jae,.-cmp_jae

	.p2align 6,0xcc
	.globl cmp_je
	.type cmp_je,@function
cmp_je:
	.fill 30,1,0x90
	cmp %eax,%ebx
	je 1f
1:
	.size cmp_je,.-cmp_je

	.p2align 6,0xcc
	.globl cmp_jne
	.type cmp_jne,@function
cmp_jne:
	.fill 30,1,0x90
	cmp %eax,%ebx
	jne 1f
1:
	.size cmp_jne,.-cmp_jne

	.p2align 6,0xcc
	.globl cmp_jbe
	.type cmp_jbe,@function
cmp_jbe:
	.fill 30,1,0x90
	cmp %eax,%ebx
	jbe 1f
1:
	.size cmp_jbe,.-cmp_jbe

	.p2align 6,0xcc
	.globl cmp_ja
	.type cmp_ja,@function
cmp_ja:
	.fill 30,1,0x90
	cmp %eax,%ebx
	ja 1f
1:
	.size cmp_ja,.-cmp_ja

	.p2align 6,0xcc
	.globl cmp_js
	.type cmp_js,@function
cmp_js:
	.fill 30,1,0x90
	cmp %eax,%ebx
	js 1f
1:
	.size cmp_js,.-cmp_js

	.p2align 6,0xcc
	.globl cmp_jns
	.type cmp_jns,@function
cmp_jns:
	.fill 30,1,0x90
	cmp %eax,%ebx
	jns 1f
1:
	.size cmp_jns,.-cmp_jns

	.p2align 6,0xcc
	.globl cmp_jp
	.type cmp_jp,@function
cmp_jp:
	.fill 30,1,0x90
	cmp %eax,%ebx
	jp 1f
1:
	.size cmp_jp,.-cmp_jp

	.p2align 6,0xcc
	.globl cmp_jnp
	.type cmp_jnp,@function
cmp_jnp:
	.fill 30,1,0x90
	cmp %eax,%ebx
	jnp 1f
1:
	.size cmp_jnp,.-cmp_jnp

	.p2align 6,0xcc
	.globl cmp_jl
	.type cmp_jl,@function
cmp_jl:
	.fill 30,1,0x90
	cmp %eax,%ebx
	jl 1f
1:
	.size cmp_jl,.-cmp_jl

	.p2align 6,0xcc
	.globl cmp_jge
	.type cmp_jge,@function
cmp_jge:
	.fill 30,1,0x90
	cmp %eax,%ebx
	jge 1f
1:
	.size cmp_jge,.-cmp_jge

	.p2align 6,0xcc
	.globl cmp_jle
	.type cmp_jle,@function
cmp_jle:
	.fill 30,1,0x90
	cmp %eax,%ebx
	jle 1f
1:
	.size cmp_jle,.-cmp_jle

	.p2align 6,0xcc
	.globl cmp_jg
	.type cmp_jg,@function
cmp_jg:
	.fill 30,1,0x90
	cmp %eax,%ebx
	jg 1f
1:
	.size cmp_jg,.-cmp_jg

	.p2align 6,0xcc
	.globl add_jo
	.type add_jo,@function
add_jo:
	.fill 30,1,0x90
	add %eax,%ebx
	jo 1f
1:
	.size add_jo,.-add_jo

	.p2align 6,0xcc
	.globl add_jno
	.type add_jno,@function
add_jno:
	.fill 30,1,0x90
	add %eax,%ebx
	jno 1f
1:
	.size add_jno,.-add_jno

	.p2align 6,0xcc
	.globl add_jb
	.type add_jb,@function
add_jb:
	.fill 30,1,0x90
	add %eax,%ebx
	jb 1f
1:
	.size add_jb,.-add_jb

	.p2align 6,0xcc
	.globl add_jae
	.type add_jae,@function
add_jae:
	.fill 30,1,0x90
	add %eax,%ebx
	jae 1f
1:
	.size add_jae,.-add_jae

	.p2align 6,0xcc
	.globl add_je
	.type add_je,@function
add_je:
	.fill 30,1,0x90
	add %eax,%ebx
	je 1f
1:
	.size add_je,.-add_je

	.p2align 6,0xcc
	.globl add_jne
	.type add_jne,@function
add_jne:
	.fill 30,1,0x90
	add %eax,%ebx
	jne 1f
1:
	.size add_jne,.-add_jne

	.p2align 6,0xcc
	.globl add_jbe
	.type add_jbe,@function
add_jbe:
	.fill 30,1,0x90
	add %eax,%ebx
	jbe 1f
1:
	.size add_jbe,.-add_jbe

	.p2align 6,0xcc
	.globl add_ja
	.type add_ja,@function
add_ja:
	.fill 30,1,0x90
	add %eax,%ebx
	ja 1f
1:
	.size add_ja,.-add_ja

	.p2align 6,0xcc
	.globl add_js
	.type add_js,@function
add_js:
	.fill 30,1,0x90
	add %eax,%ebx
	js 1f
1:
	.size add_js,.-add_js

	.p2align 6,0xcc
	.globl add_jns
	.type add_jns,@function
add_jns:
	.fill 30,1,0x90
	add %eax,%ebx
	jns 1f
1:
	.size add_jns,.-add_jns

	.p2align 6,0xcc
	.globl add_jp
	.type add_jp,@function
add_jp:
	.fill 30,1,0x90
	add %eax,%ebx
	jp 1f
1:
	.size add_jp,.-add_jp

	.p2align 6,0xcc
	.globl add_jnp
	.type add_jnp,@function
add_jnp:
	.fill 30,1,0x90
	add %eax,%ebx
	jnp 1f
1:
	.size add_jnp,.-add_jnp

	.p2align 6,0xcc
	.globl add_jl
	.type add_jl,@function
add_jl:
	.fill 30,1,0x90
	add %eax,%ebx
	jl 1f
1:
	.size add_jl,.-add_jl

	.p2align 6,0xcc
	.globl add_jge
	.type add_jge,@function
add_jge:
	.fill 30,1,0x90
	add %eax,%ebx
	jge 1f
1:
	.size add_jge,.-add_jge

	.p2align 6,0xcc
	.globl add_jle
	.type add_jle,@function
add_jle:
	.fill 30,1,0x90
	add %eax,%ebx
	jle 1f
1:
	.size add_jle,.-add_jle

	.p2align 6,0xcc
	.globl add_jg
	.type add_jg,@function
add_jg:
	.fill 30,1,0x90
	add %eax,%ebx
	jg 1f
1:
	.size add_jg,.-add_jg

	.p2align 6,0xcc
	.globl sub_jo
	.type sub_jo,@function
sub_jo:
	.fill 30,1,0x90
	sub %eax,%ebx
	jo 1f
1:
	.size sub_jo,.-sub_jo

	.p2align 6,0xcc
	.globl sub_jno
	.type sub_jno,@function
sub_jno:
	.fill 30,1,0x90
	sub %eax,%ebx
	jno 1f
1:
	.size sub_jno,.-sub_jno

	.p2align 6,0xcc
	.globl sub_jb
	.type sub_jb,@function
sub_jb:
	.fill 30,1,0x90
	sub %eax,%ebx
	jb 1f
1:
	.size sub_jb,.-sub_jb

	.p2align 6,0xcc
	.globl sub_jae
	.type sub_jae,@function
sub_jae:
	.fill 30,1,0x90
	sub %eax,%ebx
	jae 1f
1:
	.size sub_jae,.-sub_jae

	.p2align 6,0xcc
	.globl sub_je
	.type sub_je,@function
sub_je:
	.fill 30,1,0x90
	sub %eax,%ebx
	je 1f
1:
	.size sub_je,.-sub_je

	.p2align 6,0xcc
	.globl sub_jne
	.type sub_jne,@function
sub_jne:
	.fill 30,1,0x90
	sub %eax,%ebx
	jne 1f
1:
	.size sub_jne,.-sub_jne

	.p2align 6,0xcc
	.globl sub_jbe
	.type sub_jbe,@function
sub_jbe:
	.fill 30,1,0x90
	sub %eax,%ebx
	jbe 1f
1:
	.size sub_jbe,.-sub_jbe

	.p2align 6,0xcc
	.globl sub_ja
	.type sub_ja,@function
sub_ja:
	.fill 30,1,0x90
	sub %eax,%ebx
	ja 1f
1:
	.size sub_ja,.-sub_ja

	.p2align 6,0xcc
	.globl sub_js
	.type sub_js,@function
sub_js:
	.fill 30,1,0x90
	sub %eax,%ebx
	js 1f
1:
	.size sub_js,.-sub_js

	.p2align 6,0xcc
	.globl sub_jns
	.type sub_jns,@function
sub_jns:
	.fill 30,1,0x90
	sub %eax,%ebx
	jns 1f
1:
	.size sub_jns,.-sub_jns

	.p2align 6,0xcc
	.globl sub_jp
	.type sub_jp,@function
sub_jp:
	.fill 30,1,0x90
	sub %eax,%ebx
	jp 1f
1:
	.size sub_jp,.-sub_jp

	.p2align 6,0xcc
	.globl sub_jnp
	.type sub_jnp,@function
sub_jnp:
	.fill 30,1,0x90
	sub %eax,%ebx
	jnp 1f
1:
	.size sub_jnp,.-sub_jnp

	.p2align 6,0xcc
	.globl sub_jl
	.type sub_jl,@function
sub_jl:
	.fill 30,1,0x90
	sub %eax,%ebx
	jl 1f
1:
	.size sub_jl,.-sub_jl

	.p2align 6,0xcc
	.globl sub_jge
	.type sub_jge,@function
sub_jge:
	.fill 30,1,0x90
	sub %eax,%ebx
	jge 1f
1:
	.size sub_jge,.-sub_jge

	.p2align 6,0xcc
	.globl sub_jle
	.type sub_jle,@function
sub_jle:
	.fill 30,1,0x90
	sub %eax,%ebx
	jle 1f
1:
	.size sub_jle,.-sub_jle

	.p2align 6,0xcc
	.globl sub_jg
	.type sub_jg,@function
sub_jg:
	.fill 30,1,0x90
	sub %eax,%ebx
	jg 1f
1:
	.size sub_jg,.-sub_jg

	.p2align 6,0xcc
	.globl inc_jo
	.type inc_jo,@function
inc_jo:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	inc %ebx
	jo 1f
1:
	.size inc_jo,.-inc_jo

	.p2align 6,0xcc
	.globl inc_jno
	.type inc_jno,@function
inc_jno:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	inc %ebx
	jno 1f
1:
	.size inc_jno,.-inc_jno

	.p2align 6,0xcc
	.globl inc_jb
	.type inc_jb,@function
inc_jb:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	inc %ebx
	jb 1f
1:
	.size inc_jb,.-inc_jb

	.p2align 6,0xcc
	.globl inc_jae
	.type inc_jae,@function
inc_jae:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	inc %ebx
	jae 1f
1:
	.size inc_jae,.-inc_jae

	.p2align 6,0xcc
	.globl inc_je
	.type inc_je,@function
inc_je:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	inc %ebx
	je 1f
1:
	.size inc_je,.-inc_je

	.p2align 6,0xcc
	.globl inc_jne
	.type inc_jne,@function
inc_jne:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	inc %ebx
	jne 1f
1:
	.size inc_jne,.-inc_jne

	.p2align 6,0xcc
	.globl inc_jbe
	.type inc_jbe,@function
inc_jbe:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	inc %ebx
	jbe 1f
1:
	.size inc_jbe,.-inc_jbe

	.p2align 6,0xcc
	.globl inc_ja
	.type inc_ja,@function
inc_ja:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	inc %ebx
	ja 1f
1:
	.size inc_ja,.-inc_ja

	.p2align 6,0xcc
	.globl inc_js
	.type inc_js,@function
inc_js:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	inc %ebx
	js 1f
1:
	.size inc_js,.-inc_js

	.p2align 6,0xcc
	.globl inc_jns
	.type inc_jns,@function
inc_jns:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	inc %ebx
	jns 1f
1:
	.size inc_jns,.-inc_jns

	.p2align 6,0xcc
	.globl inc_jp
	.type inc_jp,@function
inc_jp:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	inc %ebx
	jp 1f
1:
	.size inc_jp,.-inc_jp

	.p2align 6,0xcc
	.globl inc_jnp
	.type inc_jnp,@function
inc_jnp:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	inc %ebx
	jnp 1f
1:
	.size inc_jnp,.-inc_jnp

	.p2align 6,0xcc
	.globl inc_jl
	.type inc_jl,@function
inc_jl:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	inc %ebx
	jl 1f
1:
	.size inc_jl,.-inc_jl

	.p2align 6,0xcc
	.globl inc_jge
	.type inc_jge,@function
inc_jge:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	inc %ebx
	jge 1f
1:
	.size inc_jge,.-inc_jge

	.p2align 6,0xcc
	.globl inc_jle
	.type inc_jle,@function
inc_jle:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	inc %ebx
	jle 1f
1:
	.size inc_jle,.-inc_jle

	.p2align 6,0xcc
	.globl inc_jg
	.type inc_jg,@function
inc_jg:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	inc %ebx
	jg 1f
1:
	.size inc_jg,.-inc_jg

	.p2align 6,0xcc
	.globl dec_jo
	.type dec_jo,@function
dec_jo:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	dec %ebx
	jo 1f
1:
	.size dec_jo,.-dec_jo

	.p2align 6,0xcc
	.globl dec_jno
	.type dec_jno,@function
dec_jno:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	dec %ebx
	jno 1f
1:
	.size dec_jno,.-dec_jno

	.p2align 6,0xcc
	.globl dec_jb
	.type dec_jb,@function
dec_jb:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	dec %ebx
	jb 1f
1:
	.size dec_jb,.-dec_jb

	.p2align 6,0xcc
	.globl dec_jae
	.type dec_jae,@function
dec_jae:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	dec %ebx
	jae 1f
1:
	.size dec_jae,.-dec_jae

	.p2align 6,0xcc
	.globl dec_je
	.type dec_je,@function
dec_je:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	dec %ebx
	je 1f
1:
	.size dec_je,.-dec_je

	.p2align 6,0xcc
	.globl dec_jne
	.type dec_jne,@function
dec_jne:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	dec %ebx
	jne 1f
1:
	.size dec_jne,.-dec_jne

	.p2align 6,0xcc
	.globl dec_jbe
	.type dec_jbe,@function
dec_jbe:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	dec %ebx
	jbe 1f
1:
	.size dec_jbe,.-dec_jbe

	.p2align 6,0xcc
	.globl dec_ja
	.type dec_ja,@function
dec_ja:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	dec %ebx
	ja 1f
1:
	.size dec_ja,.-dec_ja

	.p2align 6,0xcc
	.globl dec_js
	.type dec_js,@function
dec_js:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	dec %ebx
	js 1f
1:
	.size dec_js,.-dec_js

	.p2align 6,0xcc
	.globl dec_jns
	.type dec_jns,@function
dec_jns:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	dec %ebx
	jns 1f
1:
	.size dec_jns,.-dec_jns

	.p2align 6,0xcc
	.globl dec_jp
	.type dec_jp,@function
dec_jp:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	dec %ebx
	jp 1f
1:
	.size dec_jp,.-dec_jp

	.p2align 6,0xcc
	.globl dec_jnp
	.type dec_jnp,@function
dec_jnp:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	dec %ebx
	jnp 1f
1:
	.size dec_jnp,.-dec_jnp

	.p2align 6,0xcc
	.globl dec_jl
	.type dec_jl,@function
dec_jl:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	dec %ebx
	jl 1f
1:
	.size dec_jl,.-dec_jl

	.p2align 6,0xcc
	.globl dec_jge
	.type dec_jge,@function
dec_jge:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	dec %ebx
	jge 1f
1:
	.size dec_jge,.-dec_jge

	.p2align 6,0xcc
	.globl dec_jle
	.type dec_jle,@function
dec_jle:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	dec %ebx
	jle 1f
1:
	.size dec_jle,.-dec_jle

	.p2align 6,0xcc
	.globl dec_jg
	.type dec_jg,@function
dec_jg:
	.ifdef X64
	.fill 30,1,0x90
	.else
	.fill 31,1,0x90
	.endif
	dec %ebx
	jg 1f
1:
	.size dec_jg,.-dec_jg

	.p2align 6,0xcc
	.globl cmp_mem_imm
	.type cmp_mem_imm,@function
cmp_mem_imm:
	.fill 28,1,0x90
	.ifdef X64
	cmpl $1,8(%rax)
	.else
	cmpl $1,8(%eax)
	.endif
	je 1f
1:
	.size cmp_mem_imm,.-cmp_mem_imm

	.p2align 6,0xcc
	.globl cmp_reg_mem
	.type cmp_reg_mem,@function
cmp_reg_mem:
	.fill 29,1,0x90
	.ifdef X64
	cmp %eax,8(%rax)
	.else
	cmp %eax,8(%eax)
	.endif
	je 1f
1:
	.size cmp_reg_mem,.-cmp_reg_mem

	.p2align 6,0xcc
	.globl test_mem_imm
	.type test_mem_imm,@function
test_mem_imm:
	.fill 25,1,0x90
	.ifdef X64
	testl $1,8(%rax)
	.else
	testl $1,8(%eax)
	.endif
	je 1f
1:
	.size test_mem_imm,.-test_mem_imm

	.p2align 6,0xcc
	.globl test_imm_reg
	.type test_imm_reg,@function
test_imm_reg:
	.fill 30,1,0x90
	.ifdef X64
	test $1,%al
	.else
	test $1,%al
	.endif
	je 1f
1:
	.size test_imm_reg,.-test_imm_reg

	.p2align 6,0xcc
	.globl and_mem_imm
	.type and_mem_imm,@function
and_mem_imm:
	.fill 28,1,0x90
	.ifdef X64
	andl $1,8(%rax)
	.else
	andl $1,8(%eax)
	.endif
	je 1f
1:
	.size and_mem_imm,.-and_mem_imm

	.p2align 6,0xcc
	.globl add_imm_reg
	.type add_imm_reg,@function
add_imm_reg:
	.fill 29,1,0x90
	.ifdef X64
	add $1,%ebx
	.else
	add $1,%ebx
	.endif
	je 1f
1:
	.size add_imm_reg,.-add_imm_reg

	.p2align 6,0xcc
	.globl inc_mem
	.type inc_mem,@function
inc_mem:
	.fill 29,1,0x90
	.ifdef X64
	incl 8(%rax)
	.else
	incl 8(%eax)
	.endif
	je 1f
1:
	.size inc_mem,.-inc_mem

	.p2align 6,0xcc
	.globl dec_mem
	.type dec_mem,@function
dec_mem:
	.fill 29,1,0x90
	.ifdef X64
	decl 8(%rax)
	.else
	decl 8(%eax)
	.endif
	je 1f
1:
	.size dec_mem,.-dec_mem

