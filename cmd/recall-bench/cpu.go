package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// cpuReading is the CPU time used so far: by the whole machine (every process, PostgreSQL's
// backends among them), by the `recall serve` process and by this bench (the MCP clients).
type cpuReading struct{ machine, server, bench time.Duration }

// clockTick is the kernel's USER_HZ, the unit of /proc's CPU times (100 on Linux everywhere).
const clockTick = 100

func readCPU(serverPID int) cpuReading {
	var r cpuReading
	if raw, err := os.ReadFile("/proc/stat"); err == nil {
		line, _, _ := strings.Cut(string(raw), "\n")
		for i, f := range strings.Fields(line)[1:] {
			if i == 3 || i == 4 { // idle, iowait
				continue
			}
			v, _ := strconv.ParseInt(f, 10, 64)
			r.machine += ticks(v)
		}
	}
	if raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", serverPID)); err == nil {
		s := string(raw)
		// After the command's closing parenthesis: state is field 3, utime and stime 14 and 15.
		if f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:]); len(f) > 12 {
			u, _ := strconv.ParseInt(f[11], 10, 64)
			st, _ := strconv.ParseInt(f[12], 10, 64)
			r.server = ticks(u + st)
		}
	}
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
		r.bench = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	return r
}

func ticks(n int64) time.Duration { return time.Duration(n) * time.Second / clockTick }

// reportCPU prints where the CPU time of n operations between two readings went. What is neither
// the server nor the bench is, on a machine otherwise idle, PostgreSQL.
func reportCPU(out io.Writer, what string, n int, before, after cpuReading) {
	per := func(d time.Duration) string {
		return fmt.Sprintf("%.2f ms", float64(d)/float64(time.Millisecond)/float64(n))
	}
	m, srv, b := after.machine-before.machine, after.server-before.server, after.bench-before.bench
	fmt.Fprintf(out, "  CPU per %s: %s in all, of which the server %s, the clients %s, the rest (PostgreSQL) %s\n",
		what, per(m), per(srv), per(b), per(m-srv-b))
}
