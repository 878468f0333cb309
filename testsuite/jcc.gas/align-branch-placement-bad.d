#name: -malign-branch-prefix-placement with a bad value is a fatal error
#source: align-branch-placement.s
#as: -malign-branch-prefix-placement=last
#error_output: align-branch-placement-bad.l
