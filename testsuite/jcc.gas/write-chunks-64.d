#name: section contents written in chunks (64-bit)
#source: write-chunks.s
#as: --64
#objdump: -s -j .text -j .data --start-address=0xfff8 --stop-address=0x10008

.*: +file format .*

Contents of section \.text:
 0fff8 00000000 0066662e 0f1f8400 00000000 +.*
Contents of section \.data:
 0fff8 33221133 22113322 11332211 33221133 +.*
