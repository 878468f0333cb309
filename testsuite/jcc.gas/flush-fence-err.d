#name: every malformed .flush_fence is an error with its line
#as:
#error_output: flush-fence-err.l
