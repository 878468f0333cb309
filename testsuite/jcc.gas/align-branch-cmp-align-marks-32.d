#name: a compare and its jump with code alignments between: fused when they add no byte, with marks (32-bit)
#source: align-branch-cmp-align.s
#as: --32 --defsym MARKS=1
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	eb 1c                	jmp    1e <MARKS\+0x1d>
 +2:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +9:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +10:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +17:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +1e:	39 ca                	cmp    %ecx,%edx
 +20:	90                   	nop
 +21:	75 dd                	jne    0 <f>
 +23:	c3                   	ret
 +24:	eb 1a                	jmp    40 <MARKS\+0x3f>
 +26:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +2d:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +34:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +3b:	8d 74 26 00          	lea    0x0\(%esi,%eiz,1\),%esi
 +3f:	90                   	nop
 +40:	eb 1b                	jmp    5d <MARKS\+0x5c>
 +42:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +49:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +50:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +57:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +5d:	39 ca                	cmp    %ecx,%edx
 +5f:	90                   	nop
 +60:	75 9e                	jne    0 <f>
 +62:	c3                   	ret
 +63:	eb 1b                	jmp    80 <MARKS\+0x7f>
 +65:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +6c:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +73:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +7a:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +80:	eb 1d                	jmp    9f <MARKS\+0x9e>
 +82:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +89:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +90:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +97:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +9e:	90                   	nop
 +9f:	39 ca                	cmp    %ecx,%edx
 +a1:	90                   	nop
 +a2:	0f 85 58 ff ff ff    	jne    0 <f>
 +a8:	c3                   	ret
 +a9:	eb 15                	jmp    c0 <MARKS\+0xbf>
 +ab:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +b2:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +b9:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +c0:	eb 1c                	jmp    de <MARKS\+0xdd>
 +c2:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +c9:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +d0:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +d7:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +de:	39 ca                	cmp    %ecx,%edx
 +e0:	90                   	nop
 +e1:	0f 85 19 ff ff ff    	jne    0 <f>
 +e7:	c3                   	ret
 +e8:	eb 16                	jmp    100 <MARKS\+0xff>
 +ea:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +f1:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +f8:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +ff:	90                   	nop
 +100:	eb 1c                	jmp    11e <MARKS\+0x11d>
 +102:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +109:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +110:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +117:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +11e:	85 ca                	test   %ecx,%edx
 +120:	90                   	nop
 +121:	0f 84 d9 fe ff ff    	je     0 <f>
 +127:	c3                   	ret
 +128:	eb 16                	jmp    140 <MARKS\+0x13f>
 +12a:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +131:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +138:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +13f:	90                   	nop
 +140:	eb 1c                	jmp    15e <MARKS\+0x15d>
 +142:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +149:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +150:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +157:	8d b4 26 00 00 00 00 	lea    0x0\(%esi,%eiz,1\),%esi
 +15e:	89 ca                	mov    %ecx,%edx
 +160:	0f 85 9a fe ff ff    	jne    0 <f>
 +166:	c3                   	ret
