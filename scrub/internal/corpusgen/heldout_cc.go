package main

// heldout-cc is a blind held-out part: texts from machine learning and AI engineers (notebooks,
// Hugging Face, W&B, LLM vendor keys, vector databases, GPU clouds, training configs, eval logs,
// LangChain/LlamaIndex code, .env files, Slack threads about leaked keys), plus variants of four
// shapes (Discord bot tokens, "login is user / pw", keys split over two lines, private_key_id in
// prose). It was written without reading the scrubber's rules, its tests or any other part.

import (
	"fmt"
	"regexp"
	"strings"
)

// hccTpl is one text template. In text, ‹a|b|c› picks one wording (innermost first), and
// «S:kind[:tag]» inserts a new secret, «K:kind[:tag]» a value to keep, «P:kind[:tag]» an
// unlabelled ordinary value, «R:tag» repeats a tagged value. ‵ becomes a backtick.
type hccTpl struct {
	cat, format string
	n           int
	text        string
}

var (
	hccChoiceRe = regexp.MustCompile(`‹([^‹›]*)›`)
	hccSlotRe   = regexp.MustCompile(`«([^«»]*)»`)
)

func hccExpand(t hccTpl) Sample {
	s := t.text
	for hccChoiceRe.MatchString(s) {
		s = hccChoiceRe.ReplaceAllStringFunc(s, func(m string) string {
			inner := strings.TrimSuffix(strings.TrimPrefix(m, "‹"), "›")
			return pick(strings.Split(inner, "|"))
		})
	}
	secrets := []string{}
	var keep []string
	tags := map[string]string{}
	s = hccSlotRe.ReplaceAllStringFunc(s, func(m string) string {
		inner := strings.TrimSuffix(strings.TrimPrefix(m, "«"), "»")
		f := strings.Split(inner, ":")
		if len(f) < 2 {
			panic("heldout-cc: bad slot " + m)
		}
		if f[0] == "H" {
			return hccHalves(f, &secrets)
		}
		if f[0] == "R" {
			v, ok := tags[f[1]]
			if !ok {
				panic("heldout-cc: unknown tag " + m)
			}
			return v
		}
		gen, ok := hccKinds[f[1]]
		if !ok {
			panic("heldout-cc: unknown kind " + m)
		}
		v := gen()
		switch f[0] {
		case "S":
			secrets = hccAppendNew(secrets, v)
		case "K":
			keep = hccAppendNew(keep, v)
		case "P":
		default:
			panic("heldout-cc: bad slot type " + m)
		}
		if len(f) > 2 {
			tags[f[2]] = v
		}
		return v
	})
	s = strings.ReplaceAll(s, "‵", "`")
	if len(secrets) == 0 {
		keep = nil
	}
	return Sample{Category: t.cat, Format: t.format, Text: s, Secrets: secrets, Keep: keep}
}

func hccAppendNew(xs []string, v string) []string {
	for _, x := range xs {
		if x == v {
			return xs
		}
	}
	return append(xs, v)
}

// hccHalves handles «H:kind:sep»: a new secret of kind split in two halves (both secrets)
// joined by a line break of the given style.
func hccHalves(f []string, secrets *[]string) string {
	gen, ok := hccKinds[f[1]]
	if !ok || len(f) < 3 {
		panic("heldout-cc: bad half slot " + strings.Join(f, ":"))
	}
	seps := map[string]string{"nl": "\n", "bs": "\\\n", "py": "\"\n    \"", "q": "\n> ", "ind": "\n    "}
	sep, ok := seps[f[2]]
	if !ok {
		panic("heldout-cc: bad separator " + f[2])
	}
	v := gen()
	cut := len(v)*2/5 + rng.IntN(len(v)/5+1)
	a, b := v[:cut], v[cut:]
	*secrets = hccAppendNew(*secrets, a)
	*secrets = hccAppendNew(*secrets, b)
	return a + sep + b
}

// hccSpans lists the byte ranges where sub occurs in s.
func hccSpans(s, sub string) [][2]int {
	var out [][2]int
	for i := 0; ; {
		j := strings.Index(s[i:], sub)
		if j < 0 {
			return out
		}
		out = append(out, [2]int{i + j, i + j + len(sub)})
		i += j + 1
	}
}

func hccCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-cc: nil secrets in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-cc: secret %q not in text (%s)", sec, s.Category))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cc: keep %q not in text (%s)", k, s.Category))
		}
		for _, ks := range hccSpans(s.Text, k) {
			for _, sec := range s.Secrets {
				for _, ss := range hccSpans(s.Text, sec) {
					if ks[0] < ss[1] && ss[0] < ks[1] {
						panic(fmt.Sprintf("heldout-cc: keep %q overlaps secret %q (%s)", k, sec, s.Category))
					}
				}
			}
		}
	}
}

func heldoutCC() []Sample {
	var out []Sample
	for _, list := range [][]hccTpl{hccEnvTpls, hccCodeTpls, hccChatTpls, hccOpsTpls, hccMoreTpls, hccTrapTpls, hccTrap2Tpls, hccTrap3Tpls} {
		for _, t := range list {
			for i := 0; i < t.n; i++ {
				out = append(out, hccExpand(t))
			}
		}
	}
	out = append(out, hccShapes()...)
	for _, s := range out {
		hccCheck(s)
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
