#name: --version names jcc-scan and the binutils it decodes with, exit status 0
#source: archive-a.s
#as: --64
#input: none
#scan: --version
#status: 0
jcc-scan \(jcc\) [0-9.]+
Disassembler: libopcodes of GNU Binutils .*2\.40.*
