package scrub_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/recall-mcp/recall/scrub"
)

// Cases written by hand, in phrasings the generated corpus does not use.
func TestRedactsByHand(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, in, secret string
	}{
		{"key then period", "The Anthropic key is sk-ant-api03-" + random(93) + "AA. Rotate it.", "sk-ant-api03-"},
		{"key in parens", "(token ghp_" + random(36) + ")", "ghp_"},
		{"key then comma", "use AIza" + random(35) + ", not the old one", "AIza"},
		{"markdown code", "`xoxb-123456789012-1234567890123-" + random(24) + "`", "xoxb-"},
		{"query string", "https://api.example.com/v1?api_key=" + "Zq8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh0Jk" + "&limit=5", "Zq8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh0Jk"},
		{"azure connection string", "DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=" + strings.Repeat("Qk7+Wz3/", 11) + "==;EndpointSuffix=core.windows.net", "Qk7+Wz3/Qk7+"},
		{"npmrc", "//registry.npmjs.org/:_authToken=npm_" + random(36), "npm_"},
		{"truncated key block", "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACDf7sYV9", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ"},
		{"yaml password", "database:\n  user: app\n  password: kL9#mQ2$vX\n", "kL9#mQ2$vX"},
		{"prose, quoted", `she said the password was "Blue-Moon-77" and hung up`, "Blue-Moon-77"},
		{"prose, pw for", "pw for the router: R0uter!Adm1n", "R0uter!Adm1n"},
		{"basic in curl", "curl -u admin:S3cretP4ss https://ci.internal", "S3cretP4ss"},
		{"jwt in cookie", "Cookie: session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U; Path=/", "dozjgNryP4J3jVmNHl0w5N"},
		{"redis no user", "REDIS_URL=redis://:p4ssW0rdRedis@cache:6379", "p4ssW0rdRedis"},
		{"recall token", "token rcl_" + random(43) + " for the bot", "rcl_"},
		{"recall oauth access token", "the access token is rat_" + random(43) + " for now", "rat_"},
		{"recall oauth refresh token", "then it refreshed with rrt_" + random(43), "rrt_"},
		{"gitleaks:allow is ignored", "ghp_" + random(36) + " # gitleaks:allow", "ghp_"},
		{"slack legacy token with dashes", "xoxa-2-266473782883-512345678901-e1a8fd5c12b4f7ba2370fdb442f63e22", "e1a8fd5c12b4f7ba"},
		{"stripe webhook secret", "stripe webhook secret whsec_" + random(32), "whsec_"},
		{"prose pass", "the pass is xEEsAo9!", "xEEsAo9"},
		{"pgp key block", "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + random(64) + "\n=" + random(4) + "\n-----END PGP PRIVATE KEY BLOCK-----", "PRIVATE KEY BLOCK"},
		{"prefixed password key", "PGPASSWORD=s3cr3tpw psql -h db", "s3cr3tpw"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := sharedScrubber.Scrub(c.in)
			if strings.Contains(res.Text, c.secret) || res.Redactions == 0 {
				t.Fatalf("secret survived:\n in: %q\nout: %q", c.in, res.Text)
			}
		})
	}
}

// random returns n random letters and digits (fixed seed).
func random(n int) string {
	const set = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b := make([]byte, n)
	for i := range b {
		b[i] = set[randSrc.IntN(len(set))]
	}
	return string(b)
}

var randSrc = rand.New(rand.NewPCG(7, 7))

// A key block without its END line takes the base64 lines after BEGIN and nothing more.
func TestTruncatedKeyBlockStopsAtProse(t *testing.T) {
	in := "-----BEGIN RSA PRIVATE KEY-----\n" + random(64) + "\n" + random(64) + "\nnext line: rediss://default:x@host and more prose\n"
	res := sharedScrubber.Scrub(in)
	if !strings.HasSuffix(res.Text, "\nnext line: rediss://default:x@host and more prose\n") || !strings.HasPrefix(res.Text, "[REDACTED:private-key]") {
		t.Fatalf("got %q", res.Text)
	}
}

func TestLeavesLookAlikesAlone(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		"Deployed 4b825dc642cb6eb9a060e54bf8d69288fbee4904 to prod; request 123e4567-e89b-12d3-a456-426614174000.",
		"Set API_KEY=<your-api-key> and TOKEN=${GITHUB_TOKEN} before running.",
		"AWS example keys: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
		"The password must be 12+ characters; the password reset link expires in an hour.",
		"default login admin/changeme for the dev VM",
		"password: ********",
		"integrity sha512-" + strings.Repeat("abcdEFGH", 11) + "== in package-lock",
		"He is the bearer of good news: the Basic plan now includes SSO.",
		"Grafana: https://grafana.internal/d/abc123?orgId=1&from=now-6h",
	} {
		if res := sharedScrubber.Scrub(in); res.Text != in {
			t.Errorf("changed a look-alike:\n in: %q\nout: %q", in, res.Text)
		}
	}
}

func TestIdempotentAndConcurrent(t *testing.T) {
	t.Parallel()
	samples := loadCorpus(t, "testdata/corpus-tuned.jsonl")
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(samples); i += 4 {
				once := sharedScrubber.Scrub(samples[i].Text)
				twice := sharedScrubber.Scrub(once.Text)
				if twice.Text != once.Text || twice.Redactions != 0 {
					t.Errorf("not idempotent: %q -> %q", once.Text, twice.Text)
				}
			}
		}()
	}
	wg.Wait()
}

// FuzzScrub checks that scrubbing never panics, only ever replaces bytes with markers (so it
// cannot grow or invent a secret), and is idempotent. Seeds come from the corpus.
func FuzzScrub(f *testing.F) {
	for i, s := range loadCorpus(f, "testdata/corpus-tuned.jsonl") {
		if i%7 == 0 {
			f.Add(s.Text)
		}
	}
	f.Add("password: [REDACTED:password] and [REDACTED:x")
	f.Fuzz(func(t *testing.T, in string) {
		out := sharedScrubber.Scrub(in)
		if slices.Contains(out.Rules, "scrubber-error") {
			t.Fatalf("a rule panicked on %q", in)
		}
		// Every piece of the output between markers stands in the input, in order.
		rest := in
		for _, piece := range splitMarkers(out.Text) {
			i := strings.Index(rest, piece)
			if i < 0 {
				t.Fatalf("output holds text the input did not:\n in: %q\nout: %q\npiece: %q", in, out.Text, piece)
			}
			rest = rest[i+len(piece):]
		}
		again := sharedScrubber.Scrub(out.Text)
		if again.Text != out.Text {
			t.Fatalf("not idempotent:\n  once: %q\n twice: %q", out.Text, again.Text)
		}
	})
}

// splitMarkers returns the text between redaction markers that scrubbing added.
func splitMarkers(s string) []string {
	var out []string
	for {
		i := strings.Index(s, "[REDACTED:")
		if i < 0 {
			return append(out, s)
		}
		j := strings.IndexByte(s[i:], ']')
		if j < 0 {
			return append(out, s)
		}
		out = append(out, s[:i])
		s = s[i+j+1:]
	}
}

// A 4 KB memory: prose with a few secrets, built from the corpus.
func memory4K(b *testing.B) []string {
	samples := loadCorpus(b, "testdata/corpus-tuned.jsonl")
	rng := rand.New(rand.NewPCG(1, 1))
	var texts []string
	for range 200 {
		var sb strings.Builder
		for sb.Len() < 4096 {
			sb.WriteString(samples[rng.IntN(len(samples))].Text)
			sb.WriteString("\n\n")
		}
		texts = append(texts, sb.String()[:4096])
	}
	return texts
}

// prose4K is a 4 KB working note, the common memory: prose and config with one secret in it.
func prose4K() []string { return proseN(4096) }

// proseN is a working note of n bytes: prose, config and code with one secret at the end.
func proseN(n int) []string {
	para := strings.Join([]string{
		"The billing service moved to the new cluster last week; its health endpoint returns 200 even when the ledger database is down, so check /ready instead.",
		"Deploys go out on Tuesdays and Thursdays after the 10:00 standup; the release captain posts in #releases and waits for two approvals on the change request.",
		"Timeouts: the gateway gives up after 30 s, the worker after 120 s; retries back off from 1 s to 30 s with jitter. Queue depth above 5000 pages the on-call.",
		"config: { region: eu-west-1, replicas: 3, image: registry.internal/billing:v2.14.3, feature_flags: [search, exports] }",
		"The token bucket refills 50 tokens/s; reset your password in settings, and the auth service keeps sessions for 12 h (max_tokens: 4096, token_type: bearer).",
	}, "\n")
	var texts []string
	for i := range 50 {
		var sb strings.Builder
		for sb.Len() < n {
			sb.WriteString(para)
			sb.WriteString("\n\n")
		}
		t := sb.String()[:n-196] + "\nDB: postgres://app:" + random(12) + "@db.internal/billing " + fmt.Sprint(i)
		texts = append(texts, t[:min(len(t), n)])
	}
	return texts
}

// BenchmarkScrubSize measures a working note of 2 KB and of 8 KB (the largest memory), and
// the same sizes made of corpus fragments where every line holds a secret.
func BenchmarkScrubSize(b *testing.B) {
	for _, n := range []int{2048, 8192} {
		b.Run(fmt.Sprintf("prose-%dK", n/1024), func(b *testing.B) { benchScrubN(b, proseN(n), n) })
		b.Run(fmt.Sprintf("dense-%dK", n/1024), func(b *testing.B) { benchScrubN(b, denseN(b, n), n) })
	}
}

// denseN is n bytes of corpus fragments.
func denseN(b *testing.B, n int) []string {
	samples := loadCorpus(b, "testdata/corpus-tuned.jsonl")
	rng := rand.New(rand.NewPCG(1, 1))
	var texts []string
	for range 200 {
		var sb strings.Builder
		for sb.Len() < n {
			sb.WriteString(samples[rng.IntN(len(samples))].Text)
			sb.WriteString("\n\n")
		}
		texts = append(texts, sb.String()[:n])
	}
	return texts
}

// BenchmarkScrub4K measures scrubbing a 4 KB memory and reports p50/p99 per call: "dense" is
// a worst case where every line holds a secret (corpus fragments), "prose" a working note with
// one secret.
func BenchmarkScrub4K(b *testing.B) {
	b.Run("dense", func(b *testing.B) { benchScrub(b, memory4K(b)) })
	b.Run("prose", func(b *testing.B) { benchScrub(b, prose4K()) })
}

func benchScrub(b *testing.B, texts []string) { benchScrubN(b, texts, 4096) }

func benchScrubN(b *testing.B, texts []string, size int) {
	lat := make([]time.Duration, 0, b.N)
	b.SetBytes(int64(size))
	// A server compiles an expression once, on its first use: warm the scrubber on every text
	// first, so that a short series measures a save as a long one does.
	for _, text := range texts {
		sharedScrubber.Scrub(text)
	}
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		sharedScrubber.Scrub(texts[i%len(texts)])
		lat = append(lat, time.Since(t0))
	}
	cpu := cpuTime() - cpu0
	b.StopTimer()
	b.ReportMetric(float64(cpu.Microseconds())/float64(b.N), "cpu-µs/op")
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds()), "p50-µs")
	b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds()), "p99-µs")
}

type panicky struct{}

func (panicky) Find(string) []scrub.Span { panic("boom") }

// A rule that panics withholds the whole text instead of passing it through or crashing.
func TestFailsClosedWhenARulePanics(t *testing.T) {
	res := scrub.NewWith(panicky{}).Scrub("password: hunter2x")
	if res.Text != "[REDACTED:scrubber-error]" || res.Redactions != 1 {
		t.Fatalf("got %+v", res)
	}
}

func TestMarker(t *testing.T) {
	if got := scrub.Marker("github-pat"); got != "[REDACTED:github-pat]" {
		t.Fatal(got)
	}
}
