# What GCC writes for -flto: sections of its intermediate language,
# and with -ffat-lto-objects (FAT defined) code besides.
	.section .gnu.lto_.symtab.0,"e",@progbits
	.byte 1, 2, 3, 4
	.section .gnu.lto_main.0,"e",@progbits
	.byte 5, 6, 7, 8
	.ifdef FAT
	.text
	.nops 30
	jmp .
	.endif
	.comm __gnu_lto_slim, 1, 1
