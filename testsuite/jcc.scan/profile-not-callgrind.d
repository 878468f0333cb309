#name: a --profile file that is not a callgrind profile is one clear error, exit status 2
#source: profile.s
#as: --64
#ld: -pie --no-dynamic-linker
#profile: profile.s
#scan: --profile=@PROFILE@
#status: 2
#stderr: profile-not-callgrind.l
