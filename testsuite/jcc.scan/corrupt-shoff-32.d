#name: 32-bit: an ELF object whose section headers lie past its end is one clear error, exit status 2
#source: archive-a.s
#as: --32
#corrupt: shoff
#status: 2
#stderr: corrupt-elf.l
