#name: -mflush-fence=drain: jumps back to a label whose code may store, to other functions and to other sections (64-bit)
#source: flush-fence-jumps.s
#as: --64 -mflush-fence=drain
#objdump: -dw
#warning_output: flush-fence-jumps.l

.*: +file format .*

Disassembly of section \.text\.a:

0+0 <loop_store>:
 +0:	67 89 01 +	mov +%eax,\(%ecx\)
 +3:	67 66 0f ae 31 +	clwb +\(%ecx\)
 +8:	83 c1 40 +	add +\$0x40,%ecx
 +b:	39 d1 +	cmp +%edx,%ecx
 +d:	0f ae f8 +	sfence
 +10:	72 ee +	jb +0 +<loop_store>
 +12:	c3 +	ret

Disassembly of section \.text\.b:

0+0 <loop_flush>:
 +0:	67 66 0f ae 31 +	clwb +\(%ecx\)
 +5:	83 c1 40 +	add +\$0x40,%ecx
 +8:	39 d1 +	cmp +%edx,%ecx
 +a:	72 f4 +	jb +0 +<loop_flush>
 +c:	0f ae f8 +	sfence
 +f:	67 c7 00 01 00 00 00 +	movl +\$0x1,\(%eax\)
 +16:	c3 +	ret

Disassembly of section \.text\.c:

0+0 <through>:
 +0:	85 c0 +	test +%eax,%eax
 +2:	75 02 +	jne +6 +<through\+0x6>
 +4:	eb 08 +	jmp +e +<through\+0xe>
 +6:	67 c7 00 01 00 00 00 +	movl +\$0x1,\(%eax\)
 +d:	c3 +	ret
 +e:	67 66 0f ae 31 +	clwb +\(%ecx\)
 +13:	0f ae f8 +	sfence
 +16:	eb e8 +	jmp +0 +<through>

Disassembly of section \.text\.d:

0+0 <through_safe>:
 +0:	85 c0 +	test +%eax,%eax
 +2:	75 0a +	jne +e +<through_safe\+0xe>
 +4:	67 66 0f ae 31 +	clwb +\(%ecx\)
 +9:	0f ae f8 +	sfence
 +c:	eb f2 +	jmp +0 +<through_safe>
 +e:	0f ae f8 +	sfence
 +11:	67 c7 00 01 00 00 00 +	movl +\$0x1,\(%eax\)
 +18:	c3 +	ret

Disassembly of section \.text\.e:

0+0 <tail>:
 +0:	67 66 0f ae 31 +	clwb +\(%ecx\)
 +5:	0f ae f8 +	sfence
 +8:	e9 00 00 00 00 +	jmp +d +<cold_jump>

0+d <cold_jump>:
 +d:	67 66 0f ae 31 +	clwb +\(%ecx\)
 +12:	0f 85 00 00 00 00 +	jne +18 +<cold_jump\+0xb>
 +18:	0f ae f8 +	sfence
 +1b:	c3 +	ret

Disassembly of section \.text\.unlikely:

0+0 <\.text\.unlikely>:
 +0:	67 c7 00 01 00 00 00 +	movl +\$0x1,\(%eax\)
 +7:	c3 +	ret
 +8:	67 c7 00 01 00 00 00 +	movl +\$0x1,\(%eax\)
 +f:	c3 +	ret

Disassembly of section \.text\.f:

0+0 <nt_loop>:
 +0:	67 0f c3 01 +	movnti +%eax,\(%ecx\)
 +4:	67 66 0f ae 32 +	clwb +\(%edx\)
 +9:	0f ae f8 +	sfence
 +c:	72 f2 +	jb +0 +<nt_loop>
 +e:	c3 +	ret

Disassembly of section \.text\.g:

0+0 <tail_loop>:
 +0:	e9 00 00 00 00 +	jmp +5 +<tail_loop\+0x5>
 +5:	67 66 0f ae 31 +	clwb +\(%ecx\)
 +a:	0f ae f8 +	sfence
 +d:	72 f1 +	jb +0 +<tail_loop>
 +f:	c3 +	ret

Disassembly of section \.text\.h:

0+0 <waits>:
 +0:	eb 02 +	jmp +4 +<waits\+0x4>
 +2:	eb fc +	jmp +0 +<waits>
 +4:	67 89 02 +	mov +%eax,\(%edx\)
 +7:	67 66 0f ae 31 +	clwb +\(%ecx\)
 +c:	0f ae f8 +	sfence
 +f:	72 f1 +	jb +2 +<waits\+0x2>
 +11:	c3 +	ret

Disassembly of section \.text\.i:

0+0 <waits_other_section>:
 +0:	eb 05 +	jmp +7 +<waits_other_section\+0x7>
 +2:	e9 00 00 00 00 +	jmp +7 +<waits_other_section\+0x7>
 +7:	67 66 0f ae 31 +	clwb +\(%ecx\)
 +c:	0f ae f8 +	sfence
 +f:	72 f1 +	jb +2 +<waits_other_section\+0x2>
 +11:	c3 +	ret

Disassembly of section \.text\.j:

0+0 <set_back>:
 +0:	67 89 01 +	mov +%eax,\(%ecx\)
 +3:	67 66 0f ae 31 +	clwb +\(%ecx\)
 +8:	72 f6 +	jb +0 +<set_back>
 +a:	0f ae f8 +	sfence
 +d:	c3 +	ret

Disassembly of section \.text\.k:

0+0 <global_fn>:
 +0:	0f ae f8 +	sfence
 +3:	67 89 02 +	mov +%eax,\(%edx\)
 +6:	c3 +	ret

0+7 <to_global>:
 +7:	67 66 0f ae 31 +	clwb +\(%ecx\)
 +c:	0f ae f8 +	sfence
 +f:	eb ef +	jmp +0 +<global_fn>
