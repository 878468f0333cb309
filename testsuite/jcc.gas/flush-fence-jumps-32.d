#name: -mflush-fence=drain: jumps back to a label whose code may store, to other functions and to other sections (32-bit)
#source: flush-fence-jumps.s
#as: --32 -mflush-fence=drain
#objdump: -dw
#warning_output: flush-fence-jumps.l

.*: +file format .*

Disassembly of section \.text\.a:

0+0 <loop_store>:
 +0:	89 01 +	mov +%eax,\(%ecx\)
 +2:	66 0f ae 31 +	clwb +\(%ecx\)
 +6:	83 c1 40 +	add +\$0x40,%ecx
 +9:	39 d1 +	cmp +%edx,%ecx
 +b:	0f ae f8 +	sfence
 +e:	72 f0 +	jb +0 +<loop_store>
 +10:	c3 +	ret

Disassembly of section \.text\.b:

0+0 <loop_flush>:
 +0:	66 0f ae 31 +	clwb +\(%ecx\)
 +4:	83 c1 40 +	add +\$0x40,%ecx
 +7:	39 d1 +	cmp +%edx,%ecx
 +9:	72 f5 +	jb +0 +<loop_flush>
 +b:	0f ae f8 +	sfence
 +e:	c7 00 01 00 00 00 +	movl +\$0x1,\(%eax\)
 +14:	c3 +	ret

Disassembly of section \.text\.c:

0+0 <through>:
 +0:	85 c0 +	test +%eax,%eax
 +2:	75 02 +	jne +6 +<through\+0x6>
 +4:	eb 07 +	jmp +d +<through\+0xd>
 +6:	c7 00 01 00 00 00 +	movl +\$0x1,\(%eax\)
 +c:	c3 +	ret
 +d:	66 0f ae 31 +	clwb +\(%ecx\)
 +11:	0f ae f8 +	sfence
 +14:	eb ea +	jmp +0 +<through>

Disassembly of section \.text\.d:

0+0 <through_safe>:
 +0:	85 c0 +	test +%eax,%eax
 +2:	75 06 +	jne +a +<through_safe\+0xa>
 +4:	66 0f ae 31 +	clwb +\(%ecx\)
 +8:	eb f6 +	jmp +0 +<through_safe>
 +a:	0f ae f8 +	sfence
 +d:	c7 00 01 00 00 00 +	movl +\$0x1,\(%eax\)
 +13:	c3 +	ret

Disassembly of section \.text\.e:

0+0 <tail>:
 +0:	66 0f ae 31 +	clwb +\(%ecx\)
 +4:	0f ae f8 +	sfence
 +7:	e9 fc ff ff ff +	jmp +8 +<tail\+0x8>

0+c <cold_jump>:
 +c:	66 0f ae 31 +	clwb +\(%ecx\)
 +10:	0f 85 fc ff ff ff +	jne +12 +<cold_jump\+0x6>
 +16:	0f ae f8 +	sfence
 +19:	c3 +	ret

Disassembly of section \.text\.unlikely:

0+0 <\.text\.unlikely>:
 +0:	c7 00 01 00 00 00 +	movl +\$0x1,\(%eax\)
 +6:	c3 +	ret
