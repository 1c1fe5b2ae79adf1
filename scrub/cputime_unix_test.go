//go:build unix

package scrub_test

import (
	"syscall"
	"time"
)

// cpuTime is the process's user and system CPU time so far. Benchmarks report CPU time per
// call beside wall time: on a shared, busy machine wall time mostly measures the neighbours.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
