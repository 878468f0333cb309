#name: only fused pairs padded, by .align_branch 32, fused: the pair, not the jumps alone
#source: align-branch-fused-only.s
#as: --64 --defsym DIRECTIVE=1
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	2e 2e 2e b8 01 00 00 00 	cs cs cs mov \$0x1,%eax
 +8:	b8 01 00 00 00       	mov    \$0x1,%eax
 +d:	b8 01 00 00 00       	mov    \$0x1,%eax
 +12:	b8 01 00 00 00       	mov    \$0x1,%eax
 +17:	b8 01 00 00 00       	mov    \$0x1,%eax
 +1c:	89 c3                	mov    %eax,%ebx
 +1e:	89 c3                	mov    %eax,%ebx
 +20:	39 ca                	cmp    %ecx,%edx
 +22:	75 dc                	jne    0 <f>
 +24:	b8 01 00 00 00       	mov    \$0x1,%eax
 +29:	b8 01 00 00 00       	mov    \$0x1,%eax
 +2e:	b8 01 00 00 00       	mov    \$0x1,%eax
 +33:	b8 01 00 00 00       	mov    \$0x1,%eax
 +38:	b8 01 00 00 00       	mov    \$0x1,%eax
 +3d:	89 c3                	mov    %eax,%ebx
 +3f:	75 bf                	jne    0 <f>
 +41:	b8 01 00 00 00       	mov    \$0x1,%eax
 +46:	b8 01 00 00 00       	mov    \$0x1,%eax
 +4b:	b8 01 00 00 00       	mov    \$0x1,%eax
 +50:	b8 01 00 00 00       	mov    \$0x1,%eax
 +55:	b8 01 00 00 00       	mov    \$0x1,%eax
 +5a:	89 c3                	mov    %eax,%ebx
 +5c:	83 c0 01             	add    \$0x1,%eax
 +5f:	eb 9f                	jmp    0 <f>
 +61:	c3                   	ret
#pass
