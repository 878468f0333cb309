#name: --help prints the usage and exits with status 0
#source: archive-a.s
#as: --64
#input: none
#scan: --help
#status: 0
Usage: jcc-scan \[OPTION\]\.\.\. FILE\.\.\.
#...
Report bugs to <.*>\.
