#name: -mflush-fence=drain puts sfence between a flush or NT store and the next store, call, ret or indirect branch (32-bit)
#source: flush-fence-drain.s
#as: --32 -mflush-fence=drain
#objdump: -dw

.*: +file format .*

Disassembly of section \.text:

0+ <f>:
 +0:	66 0f ae 35 00 00 00 00 	clwb   0x0
 +8:	a1 80 00 00 00       	mov    0x80,%eax
 +d:	83 3d 80 00 00 00 00 	cmpl   \$0x0,0x80
 +14:	0f ae f8             	sfence
 +17:	c7 05 80 00 00 00 01 00 00 00 	movl   \$0x1,0x80
 +21:	66 0f ae 3d 00 00 00 00 	clflushopt 0x0
 +29:	0f ae f8             	sfence
 +2c:	c7 05 80 00 00 00 01 00 00 00 	movl   \$0x1,0x80
 +36:	66 0f ae 35 00 00 00 00 	clwb   0x0
 +3e:	0f ae f0             	mfence
 +41:	c7 05 80 00 00 00 01 00 00 00 	movl   \$0x1,0x80
 +4b:	66 0f ae 35 00 00 00 00 	clwb   0x0
 +53:	f0 83 0d 80 00 00 00 00 	lock orl \$0x0,0x80
 +5b:	c7 05 80 00 00 00 01 00 00 00 	movl   \$0x1,0x80
 +65:	66 0f ae 35 00 00 00 00 	clwb   0x0
 +6d:	87 05 80 00 00 00    	xchg   %eax,0x80
 +73:	c7 05 80 00 00 00 01 00 00 00 	movl   \$0x1,0x80
 +7d:	0f c3 05 00 00 00 00 	movnti %eax,0x0
 +84:	0f ae f8             	sfence
 +87:	c3                   	ret
 +88:	66 0f ae 35 00 00 00 00 	clwb   0x0
 +90:	66 0f ae 3d 40 00 00 00 	clflushopt 0x40
 +98:	0f ae f8             	sfence
 +9b:	e8 60 ff ff ff       	call   0 <[^>]*>
 +a0:	83 c0 01             	add    \$0x1,%eax
 +a3:	0f ae f8             	sfence
 +a6:	a3 80 00 00 00       	mov    %eax,0x80
 +ab:	66 0f ae 3d 00 00 00 00 	clflushopt 0x0
 +b3:	0f ae f8             	sfence
 +b6:	a3 80 00 00 00       	mov    %eax,0x80
 +bb:	66 0f ae 35 00 00 00 00 	clwb   0x0
 +c3:	0f ae f8             	sfence
 +c6:	ff 25 84 00 00 00    	jmp    \*0x84
 +cc:	0f ae 3d 00 00 00 00 	clflush 0x0
 +d3:	a3 80 00 00 00       	mov    %eax,0x80
 +d8:	c3                   	ret
