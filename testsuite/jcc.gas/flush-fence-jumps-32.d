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
 +2:	75 09 +	jne +d +<through_safe\+0xd>
 +4:	66 0f ae 31 +	clwb +\(%ecx\)
 +8:	0f ae f8 +	sfence
 +b:	eb f3 +	jmp +0 +<through_safe>
 +d:	0f ae f8 +	sfence
 +10:	c7 00 01 00 00 00 +	movl +\$0x1,\(%eax\)
 +16:	c3 +	ret

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
 +7:	c7 00 01 00 00 00 +	movl +\$0x1,\(%eax\)
 +d:	c3 +	ret

Disassembly of section \.text\.f:

0+0 <nt_loop>:
 +0:	0f c3 01 +	movnti +%eax,\(%ecx\)
 +3:	66 0f ae 32 +	clwb +\(%edx\)
 +7:	0f ae f8 +	sfence
 +a:	72 f4 +	jb +0 +<nt_loop>
 +c:	c3 +	ret

Disassembly of section \.text\.g:

0+0 <tail_loop>:
 +0:	e9 fc ff ff ff +	jmp +1 +<tail_loop\+0x1>
 +5:	66 0f ae 31 +	clwb +\(%ecx\)
 +9:	0f ae f8 +	sfence
 +c:	72 f2 +	jb +0 +<tail_loop>
 +e:	c3 +	ret

Disassembly of section \.text\.h:

0+0 <waits>:
 +0:	eb 02 +	jmp +4 +<waits\+0x4>
 +2:	eb fc +	jmp +0 +<waits>
 +4:	89 02 +	mov +%eax,\(%edx\)
 +6:	66 0f ae 31 +	clwb +\(%ecx\)
 +a:	0f ae f8 +	sfence
 +d:	72 f3 +	jb +2 +<waits\+0x2>
 +f:	c3 +	ret

Disassembly of section \.text\.i:

0+0 <waits_other_section>:
 +0:	eb 05 +	jmp +7 +<waits_other_section\+0x7>
 +2:	e9 03 00 00 00 +	jmp +a +<waits_other_section\+0xa>
 +7:	66 0f ae 31 +	clwb +\(%ecx\)
 +b:	0f ae f8 +	sfence
 +e:	72 f2 +	jb +2 +<waits_other_section\+0x2>
 +10:	c3 +	ret

Disassembly of section \.text\.j:

0+0 <set_back>:
 +0:	89 01 +	mov +%eax,\(%ecx\)
 +2:	66 0f ae 31 +	clwb +\(%ecx\)
 +6:	72 f8 +	jb +0 +<set_back>
 +8:	0f ae f8 +	sfence
 +b:	c3 +	ret

Disassembly of section \.text\.k:

0+0 <global_fn>:
 +0:	0f ae f8 +	sfence
 +3:	89 02 +	mov +%eax,\(%edx\)
 +5:	c3 +	ret

0+6 <to_global>:
 +6:	66 0f ae 31 +	clwb +\(%ecx\)
 +a:	0f ae f8 +	sfence
 +d:	eb f1 +	jmp +0 +<global_fn>
