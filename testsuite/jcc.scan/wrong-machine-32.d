#name: 32-bit: an ARM ELF object is rejected as the wrong architecture, exit status 2
#source: archive-a.s
#as: --32
#corrupt: machine 40
#status: 2
#stderr: wrong-machine-32.l
