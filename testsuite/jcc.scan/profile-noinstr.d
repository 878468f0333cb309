#name: a callgrind profile recorded without --dump-instr=yes is one clear error, exit status 2
#source: profile.s
#as: --64
#ld: -pie --no-dynamic-linker
#profile: profile-noinstr.callgrind
#scan: --profile=@PROFILE@
#status: 2
#stderr: profile-noinstr.l
