#name: -malign-code-with-prefixes with a bad value is a fatal error
#source: align-code-prefixes.s
#as: -malign-code-with-prefixes=some
#error_output: align-code-prefixes-bad.l
