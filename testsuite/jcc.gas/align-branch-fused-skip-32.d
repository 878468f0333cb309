#name: the instruction after a fusible first half ends its frag, also after a .skip (32-bit)
#source: align-branch-fused-skip.s
#as: --32 -malign-branch-boundary=32 -malign-branch-prefix-size=0
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	85 c0                	test   %eax,%eax
 +2:	90                   	nop
 +3:	90                   	nop
 +4:	90                   	nop
 +5:	90                   	nop
 +6:	90                   	nop
 +7:	89 43 04             	mov    %eax,0x4\(%ebx\)
 +a:	8b 4c 24 08          	mov    0x8\(%esp\),%ecx
 +e:	89 46 08             	mov    %eax,0x8\(%esi\)
 +11:	74 ed                	je     0 <f>
 +13:	85 c0                	test   %eax,%eax
 +15:	90                   	nop
 +16:	90                   	nop
 +17:	90                   	nop
 +18:	90                   	nop
 +19:	90                   	nop
 +1a:	89 43 04             	mov    %eax,0x4\(%ebx\)
 +1d:	8b 4c 24 08          	mov    0x8\(%esp\),%ecx
 +21:	89 46 08             	mov    %eax,0x8\(%esi\)
 +24:	74 da                	je     0 <f>
 +26:	85 c0                	test   %eax,%eax
 +28:	90                   	nop
 +29:	90                   	nop
 +2a:	90                   	nop
 +2b:	90                   	nop
 +2c:	90                   	nop
 +2d:	89 43 04             	mov    %eax,0x4\(%ebx\)
 +30:	8b 4c 24 08          	mov    0x8\(%esp\),%ecx
 +34:	89 46 08             	mov    %eax,0x8\(%esi\)
 +37:	74 c7                	je     0 <f>
 +39:	85 c0                	test   %eax,%eax
 +3b:	90                   	nop
 +3c:	90                   	nop
 +3d:	90                   	nop
 +3e:	90                   	nop
 +3f:	90                   	nop
 +40:	89 43 04             	mov    %eax,0x4\(%ebx\)
 +43:	8b 4c 24 08          	mov    0x8\(%esp\),%ecx
 +47:	89 46 08             	mov    %eax,0x8\(%esi\)
 +4a:	74 b4                	je     0 <f>
 +4c:	85 c0                	test   %eax,%eax
 +4e:	90                   	nop
 +4f:	90                   	nop
 +50:	90                   	nop
 +51:	90                   	nop
 +52:	90                   	nop
 +53:	89 43 04             	mov    %eax,0x4\(%ebx\)
 +56:	8b 4c 24 08          	mov    0x8\(%esp\),%ecx
 +5a:	89 46 08             	mov    %eax,0x8\(%esi\)
 +5d:	74 a1                	je     0 <f>
 +5f:	85 c0                	test   %eax,%eax
 +61:	90                   	nop
 +62:	90                   	nop
 +63:	90                   	nop
 +64:	90                   	nop
 +65:	90                   	nop
 +66:	89 43 04             	mov    %eax,0x4\(%ebx\)
 +69:	8b 4c 24 08          	mov    0x8\(%esp\),%ecx
 +6d:	89 46 08             	mov    %eax,0x8\(%esi\)
 +70:	74 8e                	je     0 <f>
 +72:	85 c0                	test   %eax,%eax
 +74:	90                   	nop
 +75:	90                   	nop
 +76:	90                   	nop
 +77:	90                   	nop
 +78:	90                   	nop
 +79:	89 43 04             	mov    %eax,0x4\(%ebx\)
 +7c:	8b 4c 24 08          	mov    0x8\(%esp\),%ecx
 +80:	89 46 08             	mov    %eax,0x8\(%esi\)
 +83:	0f 84 77 ff ff ff    	je     0 <f>
 +89:	85 c0                	test   %eax,%eax
 +8b:	90                   	nop
 +8c:	90                   	nop
 +8d:	90                   	nop
 +8e:	90                   	nop
 +8f:	90                   	nop
 +90:	89 43 04             	mov    %eax,0x4\(%ebx\)
 +93:	8b 4c 24 08          	mov    0x8\(%esp\),%ecx
 +97:	89 46 08             	mov    %eax,0x8\(%esi\)
 +9a:	8d b6 00 00 00 00    	lea    0x0\(%esi\),%esi
 +a0:	0f 84 5a ff ff ff    	je     0 <f>
 +a6:	c3                   	ret
