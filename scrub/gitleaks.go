package scrub

import (
	"regexp"
	"strings"
	"sync"

	"github.com/rs/zerolog"
	"github.com/zricethezav/gitleaks/v8/detect"
	"github.com/zricethezav/gitleaks/v8/logging"
	"github.com/zricethezav/gitleaks/v8/report"
)

// gitleaksEngine runs gitleaks' default rule set (pinned with the module version).
type gitleaksEngine struct {
	d *detect.Detector
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

func newGitleaks() (Engine, error) {
	d, err := loadGitleaks()
	if err != nil {
		return nil, err
	}
	return gitleaksEngine{d: d}, nil
}

// sentenceEnd matches punctuation that ends a sentence or closes a bracket right before white
// space or the end of the text. Many gitleaks rules demand a quote, space or end of line after a
// key, so "my key is sk-ant-…AA." would slip through: gitleaks sees such punctuation as spaces.
var sentenceEnd = regexp.MustCompile(`[.,;:!?)\]}>]+(\s|$)`)

// Find runs the detector line by line and locates each secret in text. Line by line, gitleaks'
// keyword prefilter skips most rules for most lines, which makes a 4 KB memory an order of
// magnitude cheaper than one pass over the whole text; multi-line secrets (key blocks) are our
// own rules' job. gitleaks reports lines and columns, not byte offsets, so every occurrence of a
// reported secret is redacted.
func (g gitleaksEngine) Find(text string) []Span {
	alt := sentenceEnd.ReplaceAllStringFunc(text, func(m string) string { return strings.Repeat(" ", len(m)) })
	var findings []report.Finding
	for line := range strings.SplitSeq(alt, "\n") {
		if len(strings.TrimSpace(line)) >= 8 {
			findings = append(findings, g.d.DetectString(line)...)
		}
	}
	var out []Span
	seen := map[string]bool{}
	for _, f := range findings {
		secret := strings.TrimSpace(f.Secret)
		if secret == "" {
			secret = strings.TrimSpace(f.Match)
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
				out = append(out, Span{Start: off + i, End: off + i + len(secret), Rule: f.RuleID})
			}
			off += i + len(secret)
		}
	}
	return out
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
