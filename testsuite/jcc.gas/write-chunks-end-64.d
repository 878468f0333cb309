#name: section contents written in chunks (64-bit, the last bytes)
#source: write-chunks.s
#as: --64
#objdump: -s -j .data --start-address=0x270f0

.*: +file format .*

Contents of section \.data:
 270f0 5a5a5a5a 5a5a5a5a 5a5a5a5a 5a5a5a5a +.*
 27100 5a5acc +.*
