#name: a BRANCH_PREFIX frag right after a relaxable jump, its padding frag 0 bytes away (64-bit)
#source: align-branch-prefix-first.s
#as: --64 --defsym X64=1 -malign-branch-boundary=32 -malign-branch=jmp
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	90                   	nop
 +1:	48 b8 88 77 66 55 44 33 22 11 	movabs \$0x1122334455667788,%rax
 +b:	48 ba 88 77 66 55 44 33 22 11 	movabs \$0x1122334455667788,%rdx
 +15:	b9 78 56 34 12       	mov    \$0x12345678,%ecx
 +1a:	75 10                	jne    2c <[^>]*>
 +1c:	2e 2e 89 c3          	cs cs mov %eax,%ebx
 +20:	eb 0a                	jmp    2c <[^>]*>
 +22:	89 ca                	mov    %ecx,%edx
 +24:	75 da                	jne    0 <f>
 +26:	89 c3                	mov    %eax,%ebx
 +28:	89 c3                	mov    %eax,%ebx
 +2a:	eb 00                	jmp    2c <[^>]*>
 +2c:	c3                   	ret
