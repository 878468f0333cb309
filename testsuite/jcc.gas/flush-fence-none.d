#name: -mflush-fence=none, the default, adds no fence
#source: flush-fence-drain.s
#as: --64 -mflush-fence=drain -mflush-fence=none
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +9:	8b 04 25 00 00 00 00 	mov    0x0,%eax
 +10:	83 3c 25 00 00 00 00 00 	cmpl   \$0x0,0x0
 +18:	c7 04 25 00 00 00 00 01 00 00 00 	movl   \$0x1,0x0
 +23:	66 0f ae 3c 25 00 00 00 00 	clflushopt 0x0
 +2c:	0f ae f8             	sfence
 +2f:	c7 04 25 00 00 00 00 01 00 00 00 	movl   \$0x1,0x0
 +3a:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +43:	0f ae f0             	mfence
 +46:	c7 04 25 00 00 00 00 01 00 00 00 	movl   \$0x1,0x0
 +51:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +5a:	f0 83 0c 25 00 00 00 00 00 	lock orl \$0x0,0x0
 +63:	c7 04 25 00 00 00 00 01 00 00 00 	movl   \$0x1,0x0
 +6e:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +77:	87 04 25 00 00 00 00 	xchg   %eax,0x0
 +7e:	c7 04 25 00 00 00 00 01 00 00 00 	movl   \$0x1,0x0
 +89:	0f c3 04 25 00 00 00 00 	movnti %eax,0x0
 +91:	c3                   	ret
 +92:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +9b:	66 0f ae 3c 25 00 00 00 00 	clflushopt 0x0
 +a4:	e8 57 ff ff ff       	call   0 <[^>]*>
 +a9:	83 c0 01             	add    \$0x1,%eax
 +ac:	89 04 25 00 00 00 00 	mov    %eax,0x0
 +b3:	66 0f ae 3c 25 00 00 00 00 	clflushopt 0x0
 +bc:	89 04 25 00 00 00 00 	mov    %eax,0x0
 +c3:	66 0f ae 34 25 00 00 00 00 	clwb   0x0
 +cc:	ff 24 25 00 00 00 00 	jmp    \*0x0
 +d3:	0f ae 3c 25 00 00 00 00 	clflush 0x0
 +db:	89 04 25 00 00 00 00 	mov    %eax,0x0
 +e2:	c3                   	ret
