package scrub

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/rs/zerolog"
	"github.com/zricethezav/gitleaks/v8/config"
	"github.com/zricethezav/gitleaks/v8/detect"
	"github.com/zricethezav/gitleaks/v8/logging"
)

// gitleaksEngine runs gitleaks' default rule set (pinned with the module version) with its own
// executor: gitleaks' detector, given one line, lower-cases it, walks every rule's keywords and
// builds a logger per rule it runs, then runs each expression twice over the line; that cost
// more than everything else a save does. The executor finds the keywords of every rule in one
// pass over the text, runs each rule's expression only on the lines that hold one of its
// keywords and, through the rule's plan, only where its literal stands; and applies gitleaks'
// entropy limits and allowlists as gitleaks does. Its findings are the detector's, line for line
// (TestGitleaksExecutorMatchesDetector).
type gitleaksEngine struct {
	rules     []glRule
	byKeyword []keywordRules
	always    []int // rules without keywords, run on every line
	global    []*allowlist
	// verify holds the pattern ids with a byte sentenceEnd may blank: an occurrence in the
	// text is one in the blanked text only if its bytes survived.
	verify []bool // by pattern id
}

type keywordRules struct {
	pid   int
	rules []int
}

type glRule struct {
	rule     config.Rule
	plan     *plan
	keywords []int
	allow    []*allowlist
}

var loadGitleaks = sync.OnceValues(func() (*detect.Detector, error) {
	// gitleaks logs through a global zerolog logger, findings included: silence it so no secret
	// can reach a log.
	logging.Logger = zerolog.Nop()
	// NewDetectorDefaultConfig uses viper's global instance: load it exactly once.
	d, err := detect.NewDetectorDefaultConfig()
	if err != nil {
		return nil, err
	}
	// Memory text is attacker-controlled: a "gitleaks:allow" comment must not hide a secret.
	d.IgnoreGitleaksAllow = true
	d.MaxDecodeDepth = 0
	return d, nil
})

// theGitleaks is the executor over the default rules. It registers its patterns, so the
// automaton builds it first.
var theGitleaks = sync.OnceValues(func() (*gitleaksEngine, error) {
	d, err := loadGitleaks()
	if err != nil {
		return nil, err
	}
	return newGitleaksEngine(d.Config)
})

func newGitleaks() (Engine, error) {
	theAutomaton()
	return theGitleaks()
}

func newGitleaksEngine(cfg config.Config) (*gitleaksEngine, error) {
	global, err := newAllowlists(cfg.Allowlists)
	if err != nil {
		return nil, err
	}
	g := &gitleaksEngine{global: global}
	byKeyword := map[int][]int{}
	verify := map[int]bool{}
	ids := make([]string, 0, len(cfg.Rules))
	for id := range cfg.Rules {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		r := cfg.Rules[id]
		// A memory has no path: a rule bound to paths never applies, as in the detector.
		if r.Regex == nil || r.SkipReport || r.Path != nil && !r.Path.MatchString("") {
			continue
		}
		if len(r.RequiredRules) > 0 {
			return nil, fmt.Errorf("scrub: gitleaks rule %s needs other rules, which the executor does not run", id)
		}
		allow, err := newAllowlists(r.Allowlists)
		if err != nil {
			return nil, err
		}
		gr := glRule{rule: r, plan: planFor(r.Regex, true), keywords: patternIDs(r.Keywords), allow: allow}
		for _, kw := range r.Keywords {
			if strings.ContainsAny(kw, " \t\r\n\f\v") {
				return nil, fmt.Errorf("scrub: gitleaks rule %s has a keyword with white space, which the executor does not handle", id)
			}
		}
		for _, pid := range append(append([]int{}, gr.keywords...), gr.plan.lits...) {
			if strings.ContainsAny(allPatterns.patterns[pid], sentenceEndBytes) {
				verify[pid] = true
			}
		}
		for _, pid := range gr.keywords {
			byKeyword[pid] = append(byKeyword[pid], len(g.rules))
		}
		if len(gr.keywords) == 0 {
			g.always = append(g.always, len(g.rules))
		}
		g.rules = append(g.rules, gr)
	}
	for pid, rules := range byKeyword {
		g.byKeyword = append(g.byKeyword, keywordRules{pid, rules})
	}
	g.verify = make([]bool, len(allPatterns.patterns))
	for pid := range verify {
		g.verify[pid] = true
	}
	return g, nil
}

// sentenceEndBytes are the bytes blankSentenceEnds may turn into spaces.
const sentenceEndBytes = ".,;:!?)]}> \t\n\r\f\v"

// blankSentenceEnds turns punctuation that ends a sentence or closes a bracket right before white
// space or the end of the text into spaces, with the white space after it. Many gitleaks rules
// demand a quote, space or end of line after a key, so "my key is sk-ant-…AA." would slip
// through: gitleaks sees such punctuation as spaces.
func blankSentenceEnds(text string) string {
	var b []byte
	for i := 0; i < len(text); {
		if !isSentenceEnd(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && isSentenceEnd(text[j]) {
			j++
		}
		if j < len(text) && !isSpaceByte(text[j]) {
			i = j
			continue
		}
		if b == nil {
			b = []byte(text)
		}
		if j < len(text) {
			j++ // the white space after it
		}
		for k := i; k < j; k++ {
			b[k] = ' '
		}
		i = j
	}
	if b == nil {
		return text
	}
	return string(b)
}

func isSentenceEnd(c byte) bool {
	switch c {
	case '.', ',', ';', ':', '!', '?', ')', ']', '}', '>':
		return true
	}
	return false
}

// isSpaceByte is \s in Go's regexp: space, \t, \n, \f, \r (not \v).
func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

// Find runs the rules line by line over the text with sentence ends blanked and locates each
// secret in text. Line by line, as gitleaks was run before: multi-line secrets (key blocks) are
// our own rules' job. Every occurrence of a reported secret is redacted.
func (g *gitleaksEngine) Find(text string) []Span {
	h := scan(text)
	defer h.put()
	return g.findIn(text, h)
}

func (g *gitleaksEngine) findIn(text string, h *hits) []Span {
	secrets := g.findings(text, h)
	var out []Span
	seen := map[string]bool{}
	for _, f := range secrets {
		secret := strings.TrimSpace(f.secret)
		if secret == "" {
			secret = strings.TrimSpace(f.match)
		}
		if len(secret) < 4 || seen[secret] {
			continue
		}
		seen[secret] = true
		for off := 0; ; {
			i := strings.Index(text[off:], secret)
			if i < 0 {
				break
			}
			if !afterDigestPrefix(text, off+i) {
				out = append(out, Span{Start: off + i, End: off + i + len(secret), Rule: f.rule})
			}
			off += i + len(secret)
		}
	}
	return out
}

// lines returns the start of every line of text, and len(text)+1 as the last.
func lines(text string) []int {
	starts := []int{0}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			starts = append(starts, i+1)
		}
	}
	return append(starts, len(text)+1)
}

func lineOf(starts []int, pos int) int {
	return sort.SearchInts(starts, pos+1) - 1
}

// findings runs the rules over text with its sentence ends blanked.
func (g *gitleaksEngine) findings(text string, h *hits) []finding {
	alt := blankSentenceEnds(text)
	if exotic(text) {
		return g.findExotic(alt)
	}
	return g.findPlanned(alt, h)
}

// findPlanned runs each rule on the lines that hold one of its keywords.
func (g *gitleaksEngine) findPlanned(alt string, h *hits) []finding {
	starts := lines(alt)
	// (line, rule) pairs to run, from the keywords' occurrences.
	var todo []uint64
	for _, kr := range g.byKeyword {
		pid, rules := kr.pid, kr.rules
		last := -1
		for _, pos := range h.of(pid) {
			if g.verify[pid] && !g.survived(alt, pid, int(pos)) {
				continue
			}
			ln := lineOf(starts, int(pos))
			if ln == last {
				continue
			}
			last = ln
			for _, r := range rules {
				todo = append(todo, uint64(ln)<<32|uint64(r))
			}
		}
	}
	for ln := range len(starts) - 1 {
		for _, r := range g.always {
			todo = append(todo, uint64(ln)<<32|uint64(r))
		}
	}
	sort.Slice(todo, func(i, j int) bool { return todo[i] < todo[j] })
	var out, lineFindings []finding
	src := &source{text: alt, h: h, survived: func(pid, pos int) bool { return pid >= len(g.verify) || !g.verify[pid] || g.survived(alt, pid, pos) }}
	for i := 0; i < len(todo); {
		ln := int(todo[i] >> 32)
		lo, hi := starts[ln], starts[ln+1]-1
		line := alt[lo:hi]
		lineFindings = lineFindings[:0]
		short := len(strings.TrimSpace(line)) < 8 // as the detector was never given such a line
		for ; i < len(todo) && int(todo[i]>>32) == ln; i++ {
			if short || i > 0 && todo[i] == todo[i-1] {
				continue
			}
			r := &g.rules[uint32(todo[i])]
			r.plan.findAll(src, lo, hi, false, func(m []int) bool {
				if f, ok := g.vet(r, line, src, m[0], m[1]); ok {
					lineFindings = append(lineFindings, f)
				}
				return true
			})
		}
		out = append(out, dropGeneric(lineFindings)...)
	}
	return out
}

// survived reports whether the pattern at pos is still in the blanked text.
func (g *gitleaksEngine) survived(alt string, pid, pos int) bool {
	p := allPatterns.patterns[pid]
	if pos+len(p) > len(alt) {
		return false
	}
	for i := 0; i < len(p); i++ {
		if lowerByte(alt[pos+i]) != p[i] {
			return false
		}
	}
	return true
}

// findExotic runs the rules as gitleaks' detector does, for a text where lower-casing or case
// folding maps a rune to an ASCII letter, so the automaton's view of keywords is not gitleaks'.
func (g *gitleaksEngine) findExotic(alt string) []finding {
	var out, lineFindings []finding
	for line := range strings.SplitSeq(alt, "\n") {
		if len(strings.TrimSpace(line)) < 8 {
			continue
		}
		lower := strings.ToLower(line)
		lineFindings = lineFindings[:0]
		for i := range g.rules {
			r := &g.rules[i]
			if len(r.rule.Keywords) > 0 && !containsAny(lower, r.rule.Keywords) {
				continue
			}
			r.plan.findAll(&source{text: line}, 0, len(line), true, func(m []int) bool {
				if f, ok := g.vet(r, line, nil, m[0], m[1]); ok {
					lineFindings = append(lineFindings, f)
				}
				return true
			})
		}
		out = append(out, dropGeneric(lineFindings)...)
	}
	return out
}
