#name: section contents written in chunks (32-bit)
#source: write-chunks.s
#as: --32
#objdump: -s -j .text -j .data --start-address=0xfff8 --stop-address=0x10008

.*: +file format .*

Contents of section \.text:
 0fff8 26000000 008db426 00000000 8db42600 +.*
Contents of section \.data:
 0fff8 33221133 22113322 11332211 33221133 +.*
