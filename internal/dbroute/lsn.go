package dbroute

import (
	"fmt"
	"strconv"
	"strings"
)

// LSN is a position in PostgreSQL's write-ahead log (pg_lsn), comparable across a primary and
// its replicas: a replica whose replay position is at or past a commit's end shows that commit.
type LSN uint64

// ParseLSN reads pg_lsn's text form, "16/B374D848".
func ParseLSN(s string) (LSN, error) {
	hi, lo, ok := strings.Cut(s, "/")
	if !ok {
		return 0, fmt.Errorf("%q is not a WAL position (want hi/lo in hexadecimal)", s)
	}
	h, err1 := strconv.ParseUint(hi, 16, 32)
	l, err2 := strconv.ParseUint(lo, 16, 32)
	if err1 != nil || err2 != nil {
		return 0, fmt.Errorf("%q is not a WAL position (want hi/lo in hexadecimal)", s)
	}
	return LSN(h<<32 | l), nil
}

func (l LSN) String() string { return fmt.Sprintf("%X/%X", uint64(l)>>32, uint64(l)&0xFFFFFFFF) }

// Sizes of the headers that start each WAL page (a segment's first page has the long one), on
// 64-bit builds.
const (
	shortPageHeader = 24
	longPageHeader  = 40
)

// walLayout is the cluster's WAL page and segment size (wal_block_size, wal_segment_size).
type walLayout struct{ block, segment uint64 }

var defaultLayout = walLayout{block: 8192, segment: 16 << 20}

// end turns pg_current_wal_insert_lsn(), read right after a commit, into a position a replica's
// replay reaches. When the last record ends exactly at a page boundary, the insert position
// points past the next page's header, where no record has been written, while a replica reports
// the boundary itself: nothing lies between the two, so the boundary is the same fence and one
// a replica can reach without waiting for the next write.
func (w walLayout) end(l LSN) LSN {
	switch {
	case w.segment > 0 && uint64(l)%w.segment == longPageHeader:
		return l - longPageHeader
	case w.block > 0 && uint64(l)%w.block == shortPageHeader:
		return l - shortPageHeader
	}
	return l
}
