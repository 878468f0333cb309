#name: 64-bit: an AArch64 ELF object is rejected as the wrong architecture, exit status 2
#source: archive-a.s
#as: --64
#corrupt: machine 183
#status: 2
#stderr: wrong-machine-64.l
