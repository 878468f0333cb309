# In a relocatable object, an instruction with a relocation in it is not
# the no-op its bytes spell: `leal table@GOTOFF(%esi), %esi' is
# `8d b6 00 00 00 00' until the link, as is GNU as's 6-byte NOP.
	.text
f:
	leal	table@GOTOFF(%esi), %esi
	.byte	0x8d, 0xb6, 0, 0, 0, 0
	movl	table@GOTOFF(%edi), %eax
	.byte	0x8d, 0xb4, 0x26, 0, 0, 0, 0
	.byte	0x8d, 0xb4, 0x26
	.long	table@GOTOFF
	ret
	.data
table:	.long	0
