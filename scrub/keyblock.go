package scrub

import (
	"sort"
	"strings"
)

// Private key blocks, found by hand. The expressions (in rules.go) say what a block is; run by
// regexp they walk every byte of a block with all their states, which cost a dense note more
// than any other rule. These scanners report exactly the expressions' matches
// (TestKeyBlockScannersMatchTheirExpressions): they try the header's readings in the order the
// expression would, then look for the END marker at each "-----END" (lazily, the first that
// fits), or take the base64 lines after the header (greedily, as many as there are).

var (
	beginMarker = pattern("-----begin")
	endMarker   = pattern("-----end")
)

// keyMarkerEnds returns where "-----<word>[A-Z0-9 ]{0,30} PRIVATE KEY(?: BLOCK)?-----" can end
// when it starts at i, in the order the expression tries them: the longest run of the class
// first, and with " BLOCK" before without.
func keyMarkerEnds(text string, i int, word string) []int {
	if !strings.HasPrefix(text[i:], "-----"+word) {
		return nil
	}
	p := i + len("-----") + len(word)
	run := 0
	for run < 30 && p+run < len(text) && isKeyMarkerByte(text[p+run]) {
		run++
	}
	var out []int
	for n := run; n >= 0; n-- {
		q := p + n
		if !strings.HasPrefix(text[q:], " PRIVATE KEY") {
			continue
		}
		q += len(" PRIVATE KEY")
		if strings.HasPrefix(text[q:], " BLOCK-----") {
			out = append(out, q+len(" BLOCK-----"))
		}
		if strings.HasPrefix(text[q:], "-----") {
			out = append(out, q+len("-----"))
		}
	}
	return out
}

func isKeyMarkerByte(c byte) bool { return isUpper(c) || isDigit(c) || c == ' ' }

// keyBlocks finds whole blocks, BEGIN to END.
func keyBlocks(text string, h *hits) [][]int {
	var out [][]int
	// The END markers that fit, and where each ends: the same whatever BEGIN they close.
	var ends [][2]int
	for _, e := range h.of(endMarker) {
		if ee := keyMarkerEnds(text, int(e), "END"); ee != nil {
			ends = append(ends, [2]int{int(e), ee[0]})
		}
	}
	prevEnd := 0
	for _, b := range h.of(beginMarker) {
		if int(b) < prevEnd {
			continue
		}
		for _, he := range keyMarkerEnds(text, int(b), "BEGIN") {
			i := sort.Search(len(ends), func(i int) bool { return ends[i][0] >= he })
			if i < len(ends) {
				out = append(out, []int{int(b), ends[i][1]})
				prevEnd = ends[i][1]
				break
			}
		}
	}
	return out
}

// truncatedKeyBlocks finds a BEGIN line and the base64 (or PEM header) lines right after it.
func truncatedKeyBlocks(text string, h *hits) [][]int {
	var out [][]int
	prevEnd := 0
	for _, b := range h.of(beginMarker) {
		if int(b) < prevEnd {
			continue
		}
		for _, he := range keyMarkerEnds(text, int(b), "BEGIN") {
			if end := keyLines(text, he); end > he {
				out = append(out, []int{int(b), end})
				prevEnd = end
				break
			}
		}
	}
	return out
}

// keyLines reads (?:(?:\r?\n|\\n)(?:[A-Za-z0-9+/]{16,}={0,2}|(?:Proc-Type|DEK-Info|Comment|
// Version): [^\r\n]*))* at p, greedily, and returns where it ends.
func keyLines(text string, p int) int {
	for {
		q := p
		switch {
		case strings.HasPrefix(text[q:], "\r\n"), strings.HasPrefix(text[q:], `\n`):
			q += 2
		case strings.HasPrefix(text[q:], "\n"):
			q++
		default:
			return p
		}
		n := 0
		for q+n < len(text) && isBase64Byte(text[q+n]) {
			n++
		}
		if n >= 16 {
			q += n
			for eq := 0; eq < 2 && q < len(text) && text[q] == '='; eq++ {
				q++
			}
			p = q
			continue
		}
		header := false
		for _, h := range []string{"Proc-Type: ", "DEK-Info: ", "Comment: ", "Version: "} {
			if strings.HasPrefix(text[q:], h) {
				q += len(h)
				header = true
				break
			}
		}
		if !header {
			return p
		}
		for q < len(text) && text[q] != '\r' && text[q] != '\n' {
			q++
		}
		p = q
	}
}

func isBase64Byte(c byte) bool { return isLetter(c) || isDigit(c) || c == '+' || c == '/' }

// elidedBody: a key block's body holds no run of base64 (BEGIN … \n...\n … END): the key was
// cut out before the text was pasted.
func elidedBody(body string) bool {
	run := 0
	for i := 0; i < len(body); i++ {
		if c := body[i]; isLetter(c) || isDigit(c) || c == '+' || c == '/' {
			if run++; run >= 16 {
				return false
			}
		} else {
			run = 0
		}
	}
	return true
}
