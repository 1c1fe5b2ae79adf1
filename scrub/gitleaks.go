package scrub

import (
	"strings"
	"sync"

	"github.com/rs/zerolog"
	"github.com/zricethezav/gitleaks/v8/detect"
	"github.com/zricethezav/gitleaks/v8/logging"
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

// Find runs the detector and locates each secret in text. gitleaks reports lines and columns,
// not byte offsets, so every occurrence of a reported secret is redacted.
func (g gitleaksEngine) Find(text string) []Span {
	var out []Span
	for _, f := range g.d.DetectString(text) {
		secret := f.Secret
		if secret == "" {
			secret = f.Match
		}
		if len(secret) < 4 {
			continue
		}
		for off := 0; ; {
			i := strings.Index(text[off:], secret)
			if i < 0 {
				break
			}
			out = append(out, Span{Start: off + i, End: off + i + len(secret), Rule: f.RuleID})
			off += i + len(secret)
		}
	}
	return out
}
