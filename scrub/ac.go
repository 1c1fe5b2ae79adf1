package scrub

import (
	"sort"
	"sync"
)

// An Aho-Corasick automaton over every literal the rules look for: gitleaks' keywords, our
// rules' keywords, the literals their expressions start from and the stems of credential keys.
// One pass over a text finds where each of them occurs, so no rule scans the text for its own
// keyword, and an expression runs only where its literal stands, not over the whole text.
//
// Patterns are lower-case; ASCII letters in the text match either case. Other bytes match
// themselves.

// patternSet collects patterns before the automaton is built: every rule registers its
// literals at package initialisation and receives an id.
type patternSet struct {
	ids      map[string]int
	patterns []string
}

var allPatterns = patternSet{ids: map[string]int{}}

// pattern registers p (lower-cased) and returns its id; the same text gets the same id.
func pattern(p string) int {
	p = asciiLower(p)
	if id, ok := allPatterns.ids[p]; ok {
		return id
	}
	if built.done {
		panic("scrub: pattern " + p + " registered after the automaton was built")
	}
	id := len(allPatterns.patterns)
	allPatterns.ids[p] = id
	allPatterns.patterns = append(allPatterns.patterns, p)
	return id
}

func patternIDs(ps []string) []int {
	ids := make([]int, len(ps))
	for i, p := range ps {
		ids[i] = pattern(p)
	}
	return ids
}

// automaton is a dense DFA over byte classes: bytes that no pattern holds share class 0, and
// upper-case ASCII letters share their lower-case letter's class.
type automaton struct {
	class   [256]uint8
	nclass  int
	delta   []uint16 // state*nclass + class -> state
	out     []int32  // state -> index into outs, -1 when the state ends no pattern
	outs    [][]int32
	lengths []int32 // pattern id -> length
}

var built struct {
	sync.Once
	done bool
	a    *automaton
}

// theAutomaton builds the automaton on first use, after every package-level rule and gitleaks'
// rules registered their patterns. (If gitleaks' rules fail to load, New reports it.)
func theAutomaton() *automaton {
	built.Do(func() {
		_, _ = theGitleaks()
		built.a = buildAutomaton(allPatterns.patterns)
		built.done = true
	})
	return built.a
}

func buildAutomaton(patterns []string) *automaton {
	a := &automaton{lengths: make([]int32, len(patterns))}
	var used [256]bool
	for i, p := range patterns {
		a.lengths[i] = int32(len(p))
		for j := 0; j < len(p); j++ {
			used[p[j]] = true
		}
	}
	n := 1
	for c := range 256 {
		lc := byte(c)
		if lc >= 'A' && lc <= 'Z' {
			continue
		}
		if used[c] {
			a.class[c] = uint8(n)
			n++
		}
	}
	if n > 255 {
		panic("scrub: too many byte classes")
	}
	for c := byte('A'); c <= 'Z'; c++ {
		a.class[c] = a.class[c+'a'-'A']
	}
	a.nclass = n
	// The trie.
	type node struct {
		next map[uint8]int32
		fail int32
		pids []int32
	}
	nodes := []node{{next: map[uint8]int32{}}}
	for pid, p := range patterns {
		s := int32(0)
		for j := 0; j < len(p); j++ {
			c := a.class[p[j]]
			t, ok := nodes[s].next[c]
			if !ok {
				t = int32(len(nodes))
				nodes = append(nodes, node{next: map[uint8]int32{}})
				nodes[s].next[c] = t
			}
			s = t
		}
		nodes[s].pids = append(nodes[s].pids, int32(pid))
	}
	// Breadth first: failure links, outputs and the full transition table.
	if len(nodes) > int(ends) {
		panic("scrub: too many automaton states")
	}
	a.delta = make([]uint16, len(nodes)*n)
	queue := []int32{}
	for c := range n {
		if t, ok := nodes[0].next[uint8(c)]; ok {
			a.delta[c] = uint16(t)
			queue = append(queue, t)
		}
	}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		nodes[s].pids = append(nodes[s].pids, nodes[nodes[s].fail].pids...)
		for c := range n {
			if t, ok := nodes[s].next[uint8(c)]; ok {
				nodes[t].fail = int32(a.delta[int(nodes[s].fail)*n+c])
				a.delta[int(s)*n+c] = uint16(t)
				queue = append(queue, t)
			} else {
				a.delta[int(s)*n+c] = a.delta[int(nodes[s].fail)*n+c]
			}
		}
	}
	a.out = make([]int32, len(nodes))
	for i := range nodes {
		a.out[i] = -1
		if len(nodes[i].pids) > 0 {
			sort.Slice(nodes[i].pids, func(x, y int) bool { return nodes[i].pids[x] < nodes[i].pids[y] })
			a.out[i] = int32(len(a.outs))
			a.outs = append(a.outs, nodes[i].pids)
		}
	}
	// A transition into a state that ends a pattern carries the flag, so a scan reads the
	// outputs only there.
	for i, t := range a.delta {
		if a.out[t] >= 0 {
			a.delta[i] = t | ends
		}
	}
	return a
}

// ends flags a transition into a state that ends a pattern.
const ends = 1 << 15

// hits is where each pattern occurs in one text: the start offsets of pattern id in
// pos[first[id]:first[id+1]], ascending.
type hits struct {
	first []int32
	pos   []int32
	pairs []uint64 // scratch: pattern id << 32 | start
}

var hitsPool = sync.Pool{New: func() any { return new(hits) }}

// scan finds every occurrence of every pattern in text. Release the result with put.
func scan(text string) *hits {
	a := theAutomaton()
	h := hitsPool.Get().(*hits)
	h.pairs = h.pairs[:0]
	s := 0
	n := a.nclass
	for i := 0; i < len(text); i++ {
		t := a.delta[s*n+int(a.class[text[i]])]
		s = int(t &^ ends)
		if t&ends != 0 {
			for _, pid := range a.outs[a.out[s]] {
				start := i + 1 - int(a.lengths[pid])
				h.pairs = append(h.pairs, uint64(pid)<<32|uint64(start))
			}
		}
	}
	// Group by pattern, keeping each pattern's offsets ascending (a counting sort).
	np := len(a.lengths)
	if cap(h.first) < np+1 {
		h.first = make([]int32, np+1)
	}
	h.first = h.first[:np+1]
	clear(h.first)
	for _, p := range h.pairs {
		h.first[p>>32+1]++
	}
	for i := 1; i <= np; i++ {
		h.first[i] += h.first[i-1]
	}
	if cap(h.pos) < len(h.pairs) {
		h.pos = make([]int32, len(h.pairs))
	}
	h.pos = h.pos[:len(h.pairs)]
	// first[id] is used as the write cursor, then shifted back.
	for _, p := range h.pairs {
		id := p >> 32
		h.pos[h.first[id]] = int32(uint32(p))
		h.first[id]++
	}
	copy(h.first[1:], h.first[:np])
	h.first[0] = 0
	return h
}

func (h *hits) put() { hitsPool.Put(h) }

// of returns the start offsets of pattern id, ascending.
func (h *hits) of(id int) []int32 { return h.pos[h.first[id]:h.first[id+1]] }

// any reports whether any of the patterns occurs.
func (h *hits) any(ids []int) bool {
	for _, id := range ids {
		if h.first[id+1] > h.first[id] {
			return true
		}
	}
	return false
}

// merged returns the start offsets of all the patterns, ascending and without repeats,
// appended to buf.
func (h *hits) merged(ids []int, buf []int32) []int32 {
	buf = buf[:0]
	for _, id := range ids {
		buf = append(buf, h.of(id)...)
	}
	if len(ids) > 1 {
		sort.Slice(buf, func(i, j int) bool { return buf[i] < buf[j] })
		out := buf[:0]
		for i, p := range buf {
			if i == 0 || p != buf[i-1] {
				out = append(out, p)
			}
		}
		buf = out
	}
	return buf
}

// mark sets the bit of every pattern text holds.
func (a *automaton) mark(text string, bits []uint64) {
	s := 0
	n := a.nclass
	for i := 0; i < len(text); i++ {
		t := a.delta[s*n+int(a.class[text[i]])]
		s = int(t &^ ends)
		if t&ends != 0 {
			for _, pid := range a.outs[a.out[s]] {
				bits[pid>>6] |= 1 << (pid & 63)
			}
		}
	}
}

// contains reports whether text holds any of the automaton's patterns.
func (a *automaton) contains(text string) bool {
	s := 0
	n := a.nclass
	for i := 0; i < len(text); i++ {
		t := a.delta[s*n+int(a.class[text[i]])]
		if t&ends != 0 {
			return true
		}
		s = int(t)
	}
	return false
}
