#name: -mflush-fence=drain puts sfence between a flush or NT store and the next store, call, ret or indirect branch (64-bit)
#source: flush-fence-drain.s
#as: --64 -mflush-fence=drain
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +9:	8b 04 25 00 00 00 00 	mov    0x0,%eax
 +10:	83 3c 25 00 00 00 00 00 	cmpl   \$0x0,0x0
 +18:	0f ae f8             	sfence
 +1b:	c7 04 25 00 00 00 00 01 00 00 00 	movl   \$0x1,0x0
 +26:	66 0f ae 3c 25 00 00 00 00 	clflushopt 0x0
 +2f:	0f ae f8             	sfence
 +32:	c7 04 25 00 00 00 00 01 00 00 00 	movl   \$0x1,0x0
 +3d:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +46:	0f ae f0             	mfence
 +49:	c7 04 25 00 00 00 00 01 00 00 00 	movl   \$0x1,0x0
 +54:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +5d:	f0 83 0c 25 00 00 00 00 00 	lock orl \$0x0,0x0
 +66:	c7 04 25 00 00 00 00 01 00 00 00 	movl   \$0x1,0x0
 +71:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +7a:	87 04 25 00 00 00 00 	xchg   %eax,0x0
 +81:	c7 04 25 00 00 00 00 01 00 00 00 	movl   \$0x1,0x0
 +8c:	0f c3 04 25 00 00 00 00 	movnti %eax,0x0
 +94:	0f ae f8             	sfence
 +97:	c3                   	ret
 +98:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +a1:	66 0f ae 3c 25 00 00 00 00 	clflushopt 0x0
 +aa:	0f ae f8             	sfence
 +ad:	e8 4e ff ff ff       	call   0 <[^>]*>
 +b2:	83 c0 01             	add    \$0x1,%eax
 +b5:	0f ae f8             	sfence
 +b8:	89 04 25 00 00 00 00 	mov    %eax,0x0
 +bf:	66 0f ae 3c 25 00 00 00 00 	clflushopt 0x0
 +c8:	0f ae f8             	sfence
 +cb:	89 04 25 00 00 00 00 	mov    %eax,0x0
 +d2:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +db:	0f ae f8             	sfence
 +de:	ff 24 25 00 00 00 00 	jmp    \*0x0
 +e5:	0f ae 3c 25 00 00 00 00 	clflush 0x0
 +ed:	89 04 25 00 00 00 00 	mov    %eax,0x0
 +f4:	c3                   	ret
