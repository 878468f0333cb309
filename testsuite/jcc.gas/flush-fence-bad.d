#name: -mflush-fence with a bad value is a fatal error
#source: flush-fence-err.s
#as: -mflush-fence=sometimes
#error_output: flush-fence-bad.l
