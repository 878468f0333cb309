#name: a file that is not ELF is one clear error, exit status 2
#source: archive-a.s
#as: --64
#input: archive-a.s
#status: 2
#stderr: not-elf.l
