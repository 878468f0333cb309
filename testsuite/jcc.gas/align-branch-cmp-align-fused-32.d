#name: a compare and its jump with code alignments between, fused pairs only: padded as a pair when they add no byte (32-bit)
#source: align-branch-cmp-align-fused.s
#as: --32 -malign-branch-boundary=32 -malign-branch=fused
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
#...
 +1e:	39 ca                	cmp    %ecx,%edx
 +20:	90                   	nop
 +21:	75 dd                	jne    0 <f>
 +23:	c3                   	ret
#...
 +59:	39 ca                	cmp    %ecx,%edx
 +5b:	90                   	nop
 +5c:	0f 85 fc ff ff ff    	jne    5e <f\+0x5e>
 +62:	c3                   	ret
#...
 +9f:	39 ca                	cmp    %ecx,%edx
 +a1:	90                   	nop
 +a2:	0f 85 58 ff ff ff    	jne    0 <f>
 +a8:	c3                   	ret
#pass
