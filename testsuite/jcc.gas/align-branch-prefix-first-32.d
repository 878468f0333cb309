#name: a BRANCH_PREFIX frag right after a relaxable jump, its padding frag 0 bytes away (32-bit)
#source: align-branch-prefix-first.s
#as: --32 -malign-branch-boundary=32 -malign-branch=jmp
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	90                   	nop
 +1:	b8 78 56 34 12       	mov    \$0x12345678,%eax
 +6:	ba 78 56 34 12       	mov    \$0x12345678,%edx
 +b:	b9 78 56 34 12       	mov    \$0x12345678,%ecx
 +10:	bb 78 56 34 12       	mov    \$0x12345678,%ebx
 +15:	be 78 56 34 12       	mov    \$0x12345678,%esi
 +1a:	75 10                	jne    2c <f\+0x2c>
 +1c:	3e 3e 89 c3          	ds ds mov %eax,%ebx
 +20:	eb 0a                	jmp    2c <f\+0x2c>
 +22:	89 ca                	mov    %ecx,%edx
 +24:	75 da                	jne    0 <f>
 +26:	89 c3                	mov    %eax,%ebx
 +28:	89 c3                	mov    %eax,%ebx
 +2a:	eb 00                	jmp    2c <f\+0x2c>
 +2c:	c3                   	ret
