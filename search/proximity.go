package search

import (
	"cmp"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/kljensen/snowball/english"
)

// Term proximity reorders the first proximityTop lexical hits: a hit's BM25 score (with its
// coverage boost and feedback, as the statement ranked it) gains proximityBoost for each pair of
// the query's words that stand at most proximityWindow words apart in the question and also at
// most proximityWindow apart in the hit's recallHint or content (either order). "What did she
// paint after the storm?" then ranks "painted a sunset right after the storm" above "the storm
// broke the fence; she painted it after", which BM25 scores alike. The weight, the window and
// the five were chosen on the LoCoMo conversations conv-26, conv-30 and conv-41 (README,
// "Search"); reordering the first ten did no better than the first five.
//
// It runs here, on the hits' text the statement returns anyway, rather than in the statement:
// phrase queries on the memories' tsvectors walk the positions of common words that recur in
// every memory, several times what splitting five texts here costs (docs/search.md). Words are split and
// stemmed as recall_words splits and stems them (Snowball English; the grammar words it drops
// are grammarWords), and positions count every word, as a tsvector's do. Only the lexical
// ranking is reordered: fused with a vector ranking, scores are reciprocal ranks, on which a
// multiplicative boost would mean nothing. Every replica reorders alike: nothing here depends on
// more than the query and the hits.
const (
	proximityTop    = 5
	proximityWindow = 2
	proximityBoost  = 0.2
)

// grammarWords are the words recall_words (definitions/01_recall_words.sql) deletes (by their stems): PostgreSQL's
// English stop list less the function words that carry meaning. proximityStop holds their stems;
// a word whose stem is one of them is dropped, as there. TestProximityStopWordsAreRecallWords
// keeps the two lists the same.
const grammarWords = `i me my myself we our ours ourselves you your yours yourself yourselves he him
	his himself she her hers herself it its itself they them their theirs themselves what which who whom
	this that these those am is are was were be been being have has had having do does did doing a an
	the and but if or as of at by for with about to from in on further then here there when where why
	how all any both each other some such so than s t can will just don should now`

var proximityStop, grammarWord = func() (stems, words map[string]bool) {
	stems, words = map[string]bool{}, map[string]bool{}
	for _, w := range strings.Fields(grammarWords) {
		stems[english.Stem(w, true)], words[w] = true, true
	}
	return stems, words
}()

// proxWord is a word's stem and its position in its text (every word counted).
type proxWord struct {
	stem string
	pos  int
}

// proximityWords splits text into runs of letters and digits, as PostgreSQL's parser splits plain
// words, and returns the stems of those that are not grammar words, lower-cased, with their
// positions. heads, when not nil, are the beginnings of the only stems wanted: a word that does
// not begin with one of them is neither lower-cased nor stemmed.
func proximityWords(text string, heads *headSet) []proxWord {
	var out []proxWord
	pos := 0
	for i := 0; i < len(text); {
		if ok, size := wordRuneAt(text, i); !ok {
			i += size
			continue
		}
		start := i
		for i < len(text) {
			ok, size := wordRuneAt(text, i)
			if !ok {
				break
			}
			i += size
		}
		pos++
		if heads != nil && !heads.begins(text[start:i]) {
			continue
		}
		if stem := stems.of(strings.ToLower(text[start:i])); stem != "" {
			out = append(out, proxWord{stem: stem, pos: pos})
		}
	}
	return out
}

// stems remembers the stems made: queries and memories repeat their words, and Snowball takes
// about a microsecond a word. It holds at most stemCacheSize words, and starts again when full
// (the words are what callers send: nothing bounds how many there are).
var stems = stemCache{m: map[string]string{}}

const stemCacheSize = 50_000

type stemCache struct {
	mu sync.RWMutex
	m  map[string]string // lower-cased word: its stem, "" for a grammar word
}

// of returns the stem of the lower-cased word w, "" when recall_words drops it.
func (c *stemCache) of(w string) string {
	c.mu.RLock()
	stem, ok := c.m[w]
	c.mu.RUnlock()
	if ok {
		return stem
	}
	if !grammarWord[w] {
		if stem = english.Stem(w, true); proximityStop[stem] {
			stem = ""
		}
	}
	c.mu.Lock()
	if len(c.m) >= stemCacheSize {
		clear(c.m)
	}
	c.m[strings.Clone(w)] = stem
	c.mu.Unlock()
	return stem
}

// wordRuneAt reports whether the rune at text[i] is a letter or a digit, and its size in bytes.
func wordRuneAt(text string, i int) (bool, int) {
	if c := text[i]; c < utf8.RuneSelf {
		return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9', 1
	}
	r, size := utf8.DecodeRuneInString(text[i:])
	return unicode.IsLetter(r) || unicode.IsDigit(r), size
}

// proximityQuery is what a query's proximity needs: its stems (an id is an index here), the
// pairs of them at most proximityWindow words apart in the query (each once, by id), and the
// beginnings of the stems in pairs.
type proximityQuery struct {
	stems []string
	pairs [][2]int
	heads headSet
}

func newProximityQuery(query string) proximityQuery {
	var q proximityQuery
	words := proximityWords(query, nil)
	ids := make([]int, len(words))
	for i, w := range words {
		ids[i] = slices.Index(q.stems, w.stem)
		if ids[i] < 0 {
			ids[i] = len(q.stems)
			q.stems = append(q.stems, w.stem)
		}
	}
	for i, a := range words {
		for j := i + 1; j < len(words) && words[j].pos-a.pos <= proximityWindow; j++ {
			p := [2]int{min(ids[i], ids[j]), max(ids[i], ids[j])}
			if p[0] != p[1] && !slices.Contains(q.pairs, p) {
				q.pairs = append(q.pairs, p)
				q.heads.add(q.stems[p[0]])
				q.heads.add(q.stems[p[1]])
			}
		}
	}
	return q
}

// near counts the pairs whose two stems stand at most proximityWindow apart in one of texts.
// Only the words that begin like a stem of a pair are stemmed, and only the query's stems are
// kept (by id), so a long memory costs little more than splitting it.
func (q *proximityQuery) near(texts ...string) int {
	found := make([]bool, len(q.pairs))
	n := 0
	var ids []proxID
	for _, t := range texts {
		ids = ids[:0]
		for _, w := range proximityWords(t, &q.heads) {
			if id := slices.Index(q.stems, w.stem); id >= 0 {
				ids = append(ids, proxID{id, w.pos})
			}
		}
		for k, p := range q.pairs {
			if !found[k] && pairNear(ids, p) {
				found[k] = true
				n++
			}
		}
	}
	return n
}

// proxID is a query stem's id and its position in a text.
type proxID struct{ id, pos int }

func pairNear(ids []proxID, p [2]int) bool {
	for i, a := range ids {
		if a.id != p[0] && a.id != p[1] {
			continue
		}
		for _, b := range ids[i+1:] {
			if b.pos-a.pos > proximityWindow {
				break
			}
			if b.id != a.id && (b.id == p[0] || b.id == p[1]) {
				return true
			}
		}
	}
	return false
}

// headSet holds the beginnings of the stems a memory's words are compared with: a word is stemmed
// only when it begins with one of them, lower-cased. A Snowball stem keeps its word's first three
// letters, but for a few irregular words (dying, die), so a stem's beginning is its first three
// letters, or all of it when shorter ("go" for "going"). A beginning is kept packed in a uint32
// (its ASCII bytes and its length), so the test of a word is a few integer comparisons; a word with
// a non-ASCII letter in its beginning is always stemmed (a false match costs one stem, never a
// result).
type headSet struct {
	keys []uint32
	lens uint8 // bit n set: some beginning is n letters long
}

func (h *headSet) add(stem string) {
	n := min(len(stem), 3)
	if n == 0 {
		return
	}
	h.lens |= 1 << n // a non-ASCII beginning has no key: every word with one at n is stemmed
	if k, ok := headKey(stem, n); ok && !slices.Contains(h.keys, k) {
		h.keys = append(h.keys, k)
	}
}

func (h *headSet) begins(word string) bool {
	for n := 1; n <= 3; n++ {
		if h.lens&(1<<n) == 0 || len(word) < n {
			continue
		}
		k, ok := headKey(word, n)
		if !ok || slices.Contains(h.keys, k) {
			return true
		}
	}
	return false
}

// headKey packs the first n bytes of w (at least n long), lower-cased, with n; ok is false when
// one of them is not ASCII.
func headKey(w string, n int) (key uint32, ok bool) {
	key = uint32(n) << 24
	for i := range n {
		c := w[i]
		if c >= utf8.RuneSelf {
			return 0, false
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		key |= uint32(c) << (8 * i)
	}
	return key, true
}

// rerankByProximity reorders the first proximityTop hits by their lexical scores (lex, the
// statement's, one per hit) times 1 + proximityBoost for each pair near in the hit, ties kept in
// the statement's order, and gives the reordered hits the scores of the places they take, so the
// scores still fall from first to last.
func rerankByProximity(query string, hits []Hit, lex []float64) {
	top := min(len(hits), proximityTop)
	if top < 2 {
		return
	}
	q := newProximityQuery(query)
	if len(q.pairs) == 0 {
		return
	}
	type cand struct {
		hit   Hit
		score float64
	}
	cands := make([]cand, top)
	moved := false
	for i := range top {
		n := q.near(hits[i].RecallHint, hits[i].Content)
		cands[i] = cand{hits[i], lex[i] * (1 + proximityBoost*float64(n))}
		moved = moved || n > 0
	}
	if !moved {
		return
	}
	slices.SortStableFunc(cands, func(a, b cand) int { return cmp.Compare(b.score, a.score) })
	for i, c := range cands {
		score := hits[i].Score
		hits[i] = c.hit
		hits[i].Score = score
	}
}
