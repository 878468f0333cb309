# write_contents hands a section's bytes to BFD in chunks of 64 KiB:
# fills and NOPs that cross a chunk, and the last bytes of a section.
	.text
	.byte 0xc3
	.nops 70000
	.byte 0xc3, 0xc3
	.fill 3, 1, 0x90
	ret

	.data
	.byte 0xaa, 0xbb
	.fill 30000, 3, 0x112233
	.skip 70000, 0x5a
	.byte 0xcc
