#name: 32-bit: a fat LTO object (-ffat-lto-objects) has code to scan, no warning
#source: lto.s
#as: --32 --defsym FAT=1
#status: 1
[^ ]*: note: relocatable object: .*
[^ ]*: 0x1e: jmp: \.text: .* end on boundary 0x20
#pass
