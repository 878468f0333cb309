#name: 32-bit: a truncated ELF object is one clear error, exit status 2
#source: archive-a.s
#as: --32
#corrupt: truncate 100
#status: 2
#stderr: corrupt-elf.l
