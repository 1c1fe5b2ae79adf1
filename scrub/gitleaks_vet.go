package scrub

import (
	"math"
	"strings"
	"unicode/utf8"

	"github.com/zricethezav/gitleaks/v8/config"
)

// What gitleaks' detector does with a match: the secret group, the entropy limit, the
// allowlists, and generic findings giving way to specific ones.

// finding is a gitleaks finding as the scrubber needs it.
type finding struct {
	rule, match, secret string
}

// vet turns the match src.text[m0:m1] into a finding as gitleaks' detectRule does: the secret
// group (found by matching the match alone), the entropy limit, then the global and the rule's
// allowlists. src is nil for an exotic text (the match is then line[m0:m1]), which takes the
// plain way throughout.
func (g *gitleaksEngine) vet(r *glRule, line string, src *source, m0, m1 int) (finding, bool) {
	var groups []string
	var match string
	if src == nil {
		match = strings.Trim(line[m0:m1], "\n")
		groups = r.rule.Regex.FindStringSubmatch(match)
	} else {
		alt := src.text
		match = strings.Trim(alt[m0:m1], "\n")
		// The match alone is the input alt[m0:e]. A match at its start is its first; the plan
		// finds the first elsewhere.
		e := m0 + len(match)
		toGroups := func(m []int) bool {
			for i := 0; i+1 < len(m); i += 2 {
				s := ""
				if m[i] >= 0 {
					s = alt[m[i]:m[i+1]]
				}
				groups = append(groups, s)
			}
			return false
		}
		if r.plan.kind == planOffset {
			r.plan.compile()
			if m := r.plan.anchored.FindStringSubmatchIndex(alt[m0:e]); m != nil {
				for i := range m {
					if m[i] >= 0 {
						m[i] += m0
					}
				}
				toGroups(m)
			}
		}
		if groups == nil {
			r.plan.findAll(src, m0, e, false, toGroups)
		}
	}
	f := finding{rule: r.rule.RuleID, match: match, secret: match}
	if len(groups) >= 2 {
		if r.rule.SecretGroup > 0 {
			if len(groups) <= r.rule.SecretGroup {
				return f, false
			}
			f.secret = groups[r.rule.SecretGroup]
		} else {
			for _, s := range groups[1:] {
				if len(s) > 0 {
					f.secret = s
					break
				}
			}
		}
	}
	if r.rule.Entropy != 0 && shannonEntropy(f.secret) <= r.rule.Entropy {
		return f, false
	}
	t := &targets{s: [3]string{f.secret, f.match, line}}
	if allowed(g.global, f, t, src == nil) || allowed(r.allow, f, t, src == nil) {
		return f, false
	}
	return f, true
}

// targets are what an allowlist's expressions test (the secret, the match, the line), each
// lower-cased once for all the lists.
type targets struct {
	s, lower [3]string
	done     [3]bool
}

func (t *targets) get(regexTarget string) (target, lower string) {
	i := 0
	switch regexTarget {
	case "match":
		i = 1
	case "line":
		i = 2
	}
	if !t.done[i] {
		t.lower[i], t.done[i] = asciiLower(t.s[i]), true
	}
	return t.s[i], t.lower[i]
}

// allowed is gitleaks' checkFindingAllowed for a text without a path or commit.
func allowed(lists []*allowlist, f finding, t *targets, plain bool) bool {
	for _, a := range lists {
		target, lower := t.get(a.RegexTarget)
		if a.MatchCondition == config.AllowlistMatchAnd {
			// Every check must hold, and a commit or path check cannot.
			if len(a.Commits) > 0 || len(a.Paths) > 0 || len(a.Regexes) == 0 && len(a.StopWords) == 0 {
				continue
			}
			if len(a.Regexes) > 0 && !a.regexAllowed(target, lower, plain) {
				continue
			}
			if len(a.StopWords) > 0 {
				if !a.stopWord(f.secret, plain) {
					continue
				}
			}
			return true
		}
		if a.regexAllowed(target, lower, plain) {
			return true
		}
		if a.stopWord(f.secret, plain) {
			return true
		}
	}
	return false
}

// dropGeneric is gitleaks' filter: a generic rule's finding gives way to another rule's on the
// same line whose secret holds it.
func dropGeneric(fs []finding) []finding {
	var out []finding
	for _, f := range fs {
		keep := true
		if strings.Contains(strings.ToLower(f.rule), "generic") {
			for _, o := range fs {
				if f.rule != o.rule && strings.Contains(o.secret, f.secret) && !strings.Contains(strings.ToLower(o.rule), "generic") {
					keep = false
					break
				}
			}
		}
		if keep {
			out = append(out, f)
		}
	}
	return out
}

// shannonEntropy is gitleaks' entropy: over the runes' frequencies, each the count times the
// inverse of the byte length.
func shannonEntropy(data string) float64 {
	if data == "" {
		return 0
	}
	inv := 1.0 / float64(len(data))
	var e float64
	eachRuneCount(data, func(n int) {
		f := float64(n) * inv
		e -= f * math.Log2(f)
	})
	return e
}

// eachRuneCount calls fn with how often each distinct rune of s occurs: ASCII in byte order,
// then the rest (gitleaks sums in a map's order, so its last bit varies from run to run).
func eachRuneCount(s string, fn func(n int)) {
	var ascii [utf8.RuneSelf]int32
	var other map[rune]int
	for _, c := range s {
		if c < utf8.RuneSelf {
			ascii[c]++
			continue
		}
		if other == nil {
			other = map[rune]int{}
		}
		other[c]++
	}
	for _, n := range ascii {
		if n > 0 {
			fn(int(n))
		}
	}
	for _, n := range other {
		fn(n)
	}
}

// afterDigestPrefix reports whether i follows a digest's algorithm name (SHA256:…, sha512-…):
// a host key fingerprint or a checksum near the word "key" is no secret.
func afterDigestPrefix(text string, i int) bool {
	for _, p := range []string{"sha256:", "sha512:", "sha384:", "sha1:", "md5:", "sha256-", "sha384-", "sha512-"} {
		if i >= len(p) && strings.EqualFold(text[i-len(p):i], p) {
			return true
		}
	}
	return false
}
