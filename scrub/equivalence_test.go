package scrub

import (
	"bufio"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The executors must find what the plain way finds: the gitleaks executor what gitleaks'
// detector finds line by line, a plan what its expression's FindAllStringSubmatchIndex finds.
// The texts: every corpus, the docs, and the same texts cut, joined, re-cased and sprinkled with
// the bytes the plans care about.

func equivalenceTexts(t testing.TB) []string {
	t.Helper()
	var texts []string
	files, _ := filepath.Glob("testdata/corpus-*.jsonl")
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<22)
		for sc.Scan() {
			var s struct{ Text string }
			if err := json.Unmarshal(sc.Bytes(), &s); err != nil {
				t.Fatal(err)
			}
			texts = append(texts, s.Text)
		}
		fh.Close()
	}
	docs, _ := filepath.Glob("../docs/*.md")
	for _, f := range docs {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(b))
	}
	rng := rand.New(rand.NewPCG(46, 7))
	n := len(texts)
	for range 3000 {
		a, b := texts[rng.IntN(n)], texts[rng.IntN(n)]
		texts = append(texts, mutate(rng, a, b))
	}
	return texts
}

// mutate joins pieces of two texts and disturbs them where plans look: case, word boundaries,
// punctuation at line ends, newlines, runes that fold to ASCII letters.
func mutate(rng *rand.Rand, a, b string) string {
	cut := func(s string) string {
		if len(s) < 2 {
			return s
		}
		i, j := rng.IntN(len(s)), rng.IntN(len(s))
		if i > j {
			i, j = j, i
		}
		return s[i:j]
	}
	s := []byte(cut(a) + pick(rng, []string{"", " ", "\n", "_", ".", "x", "=", ": ", "\t", "-"}) + cut(b))
	for range rng.IntN(6) {
		if len(s) == 0 {
			break
		}
		i := rng.IntN(len(s))
		switch rng.IntN(8) {
		case 0:
			if s[i] >= 'a' && s[i] <= 'z' {
				s[i] -= 'a' - 'A'
			}
		case 1:
			if s[i] >= 'A' && s[i] <= 'Z' {
				s[i] += 'a' - 'A'
			}
		case 2:
			s[i] = pick(rng, []byte(".,;:!?)]}> \n\t_-=/\"'`"))
		case 3:
			s = slices.Insert(s, i, pick(rng, []byte("aZ09_.-")))
		case 4:
			s = slices.Delete(s, i, i+1)
		case 5:
			s = slices.Insert(s, i, []byte(pick(rng, []string{"\u212a", "\u017f", "\u0130", "é", "\xff"}))...)
		case 6:
			s = slices.Insert(s, i, []byte(pick(rng, []string{"key", "token", "api_", "password=", "s.", "ey", "://", "sk-", "secret: "}))...)
		case 7:
			s = slices.Insert(s, i, []byte(strings.Repeat(pick(rng, []string{"a", "_", "-", ".", "K"}), rng.IntN(70)))...)
		}
	}
	return string(s)
}

func pick[T any](rng *rand.Rand, xs []T) T { return xs[rng.IntN(len(xs))] }

// sentenceEndRE is what blankSentenceEnds does by hand.
var sentenceEndRE = regexp.MustCompile(`[.,;:!?)\]}>]+(\s|$)`)

// detectorFindings is what the scrubber ran before the executor: gitleaks' detector on every
// line of the blanked text.
func detectorFindings(t testing.TB, text string) []finding {
	d, err := loadGitleaks()
	if err != nil {
		t.Fatal(err)
	}
	alt := sentenceEndRE.ReplaceAllStringFunc(text, func(m string) string { return strings.Repeat(" ", len(m)) })
	var out []finding
	for line := range strings.SplitSeq(alt, "\n") {
		if len(strings.TrimSpace(line)) >= 8 {
			for _, f := range d.DetectString(line) {
				out = append(out, finding{rule: f.RuleID, match: f.Match, secret: f.Secret})
			}
		}
	}
	return out
}

func sortedFindings(fs []finding) []finding {
	fs = slices.Clone(fs)
	slices.SortFunc(fs, func(a, b finding) int {
		return strings.Compare(a.rule+"\x00"+a.match+"\x00"+a.secret, b.rule+"\x00"+b.match+"\x00"+b.secret)
	})
	return fs
}

func TestGitleaksExecutorMatchesDetector(t *testing.T) {
	t.Parallel()
	g, err := theGitleaks()
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range equivalenceTexts(t) {
		if got := blankSentenceEnds(text); got != sentenceEndRE.ReplaceAllStringFunc(text, func(m string) string { return strings.Repeat(" ", len(m)) }) {
			t.Fatalf("blankSentenceEnds(%q) = %q", text, got)
		}
		h := scan(text)
		got := g.findings(text, h)
		h.put()
		want := detectorFindings(t, text)
		if !slices.Equal(sortedFindings(got), sortedFindings(want)) {
			t.Fatalf("executor and detector differ on %q:\n got %v\nwant %v", text, sortedFindings(got), sortedFindings(want))
		}
	}
}

// Every rule's plan finds what its expression finds over the whole text.
func TestPlansMatchWholeTextSearch(t *testing.T) {
	t.Parallel()
	g, err := theGitleaks()
	if err != nil {
		t.Fatal(err)
	}
	var plans []*plan
	for _, r := range g.rules {
		plans = append(plans, r.plan)
	}
	for _, r := range allRules {
		if r.plan != nil {
			plans = append(plans, r.plan)
		}
	}
	for ti, text := range equivalenceTexts(t) {
		if exotic(text) {
			continue
		}
		h := scan(text)
		src := &source{text: text, h: h}
		for _, p := range plans {
			// Without its literal a plan finds nothing; that the expression agrees is checked
			// on a sample, for time.
			if !p.present(h) && ti%16 != 0 {
				continue
			}
			var got [][]int
			p.findAll(src, 0, len(text), false, func(m []int) bool {
				got = append(got, m)
				return true
			})
			want := p.re.FindAllStringSubmatchIndex(text, -1)
			if !slices.EqualFunc(got, want, slices.Equal[[]int]) {
				t.Fatalf("plan of %s differs on %q:\n got %v\nwant %v", p.re, text, got, want)
			}
		}
		h.put()
	}
}

// The hand-written key block scanners find what their expressions find.
func TestKeyBlockScannersMatchTheirExpressions(t *testing.T) {
	t.Parallel()
	texts := equivalenceTexts(t)
	body := strings.Repeat("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n", 3)
	for _, head := range []string{"-----BEGIN PRIVATE KEY-----", "-----BEGIN RSA PRIVATE KEY-----", "-----BEGIN PGP PRIVATE KEY BLOCK-----",
		"-----BEGIN X PRIVATE KEY PRIVATE KEY-----", "-----BEGIN PRIVATE KEY BLOCK BLOCK-----", "-----BEGIN  PRIVATE KEY-----"} {
		for _, tail := range []string{"-----END PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----", "-----END PUBLIC KEY-----", "", "-----END PRIVATE KEY BLOCK-----"} {
			for _, sep := range []string{"\n", "\r\n", `\n`, "\n\n", "\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES\n", "\nshort\n"} {
				texts = append(texts, head+sep+body+tail, "x "+head+sep+body+tail+" and "+head+body, head+tail+head+sep+body)
			}
		}
	}
	for _, r := range allRules {
		if r.find == nil {
			continue
		}
		for _, text := range texts {
			h := scan(text)
			got := r.find(text, h)
			h.put()
			want := r.re.FindAllStringIndex(text, -1)
			if !slices.EqualFunc(got, want, slices.Equal[[]int]) {
				t.Fatalf("%s: scanner and expression differ on %q:\n got %v\nwant %v", r.re, text, got, want)
			}
		}
	}
}

// The placeholder test branch by branch agrees with the whole alternation.
func TestPlaceholderBranchesMatchTheAlternation(t *testing.T) {
	t.Parallel()
	cands := []string{"", "x", "xxx", "XXXXXXXX", "***", "sk_xxxxxxxx", "abc...", "ab-****", "…", "•••", "changeme", "CHANGE_ME",
		"${A}", "$(cat f)", "{{ .Values.x }}", "{{x}}", "$HOME", "<your key>", "%s", "%(pw)s", "[REDACTED:x]", "----", "____", "000",
		"xxxx12", "*****ab", "password", "Passw0rd", "pass", "pwd", "pw", "secret", "your-api-key", "YOUR_TOKEN", "my_password", "mysecret",
		"todo", "TBD", "n/a", "None", "null", "empty", "test", "foo", "bar", "foobar", "AKIAIOSFODNN7EXAMPLE", "\u212aey", "paſſword", "x\u212a"}
	for _, text := range equivalenceTexts(t)[:4000] {
		cands = append(cands, strings.Fields(text)...)
	}
	for _, c := range cands {
		for _, s := range []string{c, strings.Trim(c, `"',.;:()`)} {
			if got, want := placeholders.match(s), placeholderRE.MatchString(s); got != want {
				t.Fatalf("placeholder %q: branches say %v, the alternation %v", s, got, want)
			}
		}
	}
}

// sameKey compares keys as normKey would, without building them.
func TestSameKeyAgreesWithNormKey(t *testing.T) {
	t.Parallel()
	words := []string{"", "a", "API_KEY", "apiKey", "api-key", "api.key", "_a_", "a_b", "x1", "Key", "key_", "--", "é", "pW", "p_w"}
	for _, text := range equivalenceTexts(t)[:300] {
		words = append(words, strings.Fields(text)...)
	}
	for i, a := range words {
		for _, b := range words[max(0, i-40):i] {
			if sameKey(a, b) != (normKey(a) == normKey(b)) {
				t.Fatalf("sameKey(%q, %q) = %v", a, b, sameKey(a, b))
			}
		}
	}
}

// An allowlist tested branch by branch, each branch first by the bytes and literals it needs,
// agrees with gitleaks' joined search.
func TestAllowBranchesMatchTheJoinedSearch(t *testing.T) {
	t.Parallel()
	g, err := theGitleaks()
	if err != nil {
		t.Fatal(err)
	}
	lists := slices.Clone(g.global)
	for _, r := range g.rules {
		lists = append(lists, r.allow...)
	}
	cands := []string{"", "true", "FALSE", "null", "aaaa", "AAAA", "****", "....", "ab-cd.EF_gh", "ab-cd.EF_gh1", "$12", "${5}",
		"$HOME", "${HOME}", "{{ .Values.pw }}", "${{ secrets.PW }}", "%PATH%", "%s", "{0}", "@VAR@", "/users/me/x", "/etc/x",
		"KKKK", "\u212a\u212a\u212a", "ſſſ", "caf\u00e9", "primary_key", "keyboard", "csrf-token", "A=\nB=\n"}
	for _, text := range equivalenceTexts(t)[:4000] {
		cands = append(cands, text)
		cands = append(cands, strings.Fields(text)...)
	}
	for _, c := range cands {
		if exotic(c) {
			continue
		}
		for _, a := range lists {
			if got, want := a.regexAllowed(c, asciiLower(c), false), a.RegexAllowed(c); got != want {
				t.Fatalf("allowlist on %q: branches say %v, the joined search %v", c, got, want)
			}
		}
	}
}
