#name: 64-bit: a code section extending past the end of the file is one clear error, exit status 2
#source: archive-a.s
#as: --64
#corrupt: textsize
#status: 2
#stderr: corrupt-section.l
