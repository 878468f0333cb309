# Every malformed .flush_fence is an error on its own line.
	.text
	.flush_fence
	.flush_fence always
	.flush_fence drain strict
	.flush_fence 1
	ret
