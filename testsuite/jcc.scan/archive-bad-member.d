#name: an archive with a damaged member reports the member, scans the rest, exit status 2
#source: archive-a.s archive-b.s
#as: --64
#corrupt: machine 183
#archive: archive-bad.a
#status: 2
#stderr: archive-bad-member.l
[^ ]*archive-bad\.a\(archive-bad-member-archive-b\.o\): note: relocatable object: .*
[^ ]*archive-bad\.a\(archive-bad-member-archive-b\.o\): 0x1e: jmp: .*
[^ ]*archive-bad\.a: summary: .*
#pass
