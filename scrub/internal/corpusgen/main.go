// Command corpusgen writes the scrubber's labelled corpus, in parts that share nothing:
//
//   - the tuned part (scrub/testdata/corpus-tuned.jsonl), which the rules are developed against:
//     real secret formats filled with random characters in notes, chat, .env, YAML, JSON, code and
//     shell (main.go), secrets as values of credential keys in every common syntax (assign.go),
//     and look-alikes that must stay untouched; tuned46.go adds issue 46's shapes to tune on,
//     in a file of their own (corpus-tuned-46.jsonl);
//   - the held-out part (scrub/testdata/corpus-heldout.jsonl), generated from its own lists of
//     key names, syntaxes, wordings, surrounding prose and secret generators (heldout.go), which
//     nobody tunes the rules on: its figure is the one that measures generalization.
//
// Secrets are labelled as the substrings that must not survive; a sample with none is a trap
// that must come back unchanged. The same part and seed write the same file:
//
//	go run ./scrub/internal/corpusgen -part tuned -seed 42 > scrub/testdata/corpus-tuned.jsonl
//	go run ./scrub/internal/corpusgen -part tuned-46 -seed 4646 > scrub/testdata/corpus-tuned-46.jsonl
//	go run ./scrub/internal/corpusgen -part heldout -seed 2028 > scrub/testdata/corpus-heldout.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-b -seed 2 > scrub/testdata/corpus-heldout-b.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-c -seed 35 > scrub/testdata/corpus-heldout-c.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-d -seed 46 > scrub/testdata/corpus-heldout-d.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-e -seed 4747 > scrub/testdata/corpus-heldout-e.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-f -seed 4848 > scrub/testdata/corpus-heldout-f.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-n -seed 5151 > scrub/testdata/corpus-heldout-n.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-o -seed 5252 > scrub/testdata/corpus-heldout-o.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-p -seed 5353 > scrub/testdata/corpus-heldout-p.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-q -seed 5454 > scrub/testdata/corpus-heldout-q.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-r -seed 5555 > scrub/testdata/corpus-heldout-r.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-s -seed 5656 > scrub/testdata/corpus-heldout-s.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-t -seed 5757 > scrub/testdata/corpus-heldout-t.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-u -seed 5858 > scrub/testdata/corpus-heldout-u.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-v -seed 5959 > scrub/testdata/corpus-heldout-v.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-w -seed 6060 > scrub/testdata/corpus-heldout-w.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-x -seed 6161 > scrub/testdata/corpus-heldout-x.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-y -seed 6262 > scrub/testdata/corpus-heldout-y.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-z -seed 6363 > scrub/testdata/corpus-heldout-z.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-aa -seed 6464 > scrub/testdata/corpus-heldout-aa.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ab -seed 6565 > scrub/testdata/corpus-heldout-ab.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ac -seed 6666 > scrub/testdata/corpus-heldout-ac.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ad -seed 6767 > scrub/testdata/corpus-heldout-ad.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ae -seed 6868 > scrub/testdata/corpus-heldout-ae.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-af -seed 6969 > scrub/testdata/corpus-heldout-af.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ag -seed 7070 > scrub/testdata/corpus-heldout-ag.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ah -seed 7171 > scrub/testdata/corpus-heldout-ah.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ai -seed 7272 > scrub/testdata/corpus-heldout-ai.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-aj -seed 7373 > scrub/testdata/corpus-heldout-aj.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ak -seed 7474 > scrub/testdata/corpus-heldout-ak.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-al -seed 7575 > scrub/testdata/corpus-heldout-al.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-am -seed 7676 > scrub/testdata/corpus-heldout-am.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-an -seed 7777 > scrub/testdata/corpus-heldout-an.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ao -seed 7878 > scrub/testdata/corpus-heldout-ao.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ap -seed 7979 > scrub/testdata/corpus-heldout-ap.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-aq -seed 8080 > scrub/testdata/corpus-heldout-aq.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ar -seed 8181 > scrub/testdata/corpus-heldout-ar.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-as -seed 8282 > scrub/testdata/corpus-heldout-as.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-at -seed 8383 > scrub/testdata/corpus-heldout-at.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-au -seed 8484 > scrub/testdata/corpus-heldout-au.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-av -seed 8585 > scrub/testdata/corpus-heldout-av.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-aw -seed 8686 > scrub/testdata/corpus-heldout-aw.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ax -seed 8787 > scrub/testdata/corpus-heldout-ax.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ay -seed 8888 > scrub/testdata/corpus-heldout-ay.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-az -seed 8989 > scrub/testdata/corpus-heldout-az.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ba -seed 9090 > scrub/testdata/corpus-heldout-ba.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bb -seed 9191 > scrub/testdata/corpus-heldout-bb.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bc -seed 9292 > scrub/testdata/corpus-heldout-bc.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bd -seed 9393 > scrub/testdata/corpus-heldout-bd.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bf -seed 9595 > scrub/testdata/corpus-heldout-bf.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-be -seed 9494 > scrub/testdata/corpus-heldout-be.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bg -seed 9696 > scrub/testdata/corpus-heldout-bg.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bh -seed 9797 > scrub/testdata/corpus-heldout-bh.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bm -seed 10303 > scrub/testdata/corpus-heldout-bm.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bj -seed 9999 > scrub/testdata/corpus-heldout-bj.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bi -seed 9898 > scrub/testdata/corpus-heldout-bi.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bk -seed 10101 > scrub/testdata/corpus-heldout-bk.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bl -seed 10202 > scrub/testdata/corpus-heldout-bl.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bn -seed 10404 > scrub/testdata/corpus-heldout-bn.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bp -seed 10606 > scrub/testdata/corpus-heldout-bp.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bq -seed 10707 > scrub/testdata/corpus-heldout-bq.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-br -seed 10808 > scrub/testdata/corpus-heldout-br.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bs -seed 10909 > scrub/testdata/corpus-heldout-bs.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bt -seed 11010 > scrub/testdata/corpus-heldout-bt.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bu -seed 11111 > scrub/testdata/corpus-heldout-bu.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bv -seed 11212 > scrub/testdata/corpus-heldout-bv.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bw -seed 11313 > scrub/testdata/corpus-heldout-bw.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bx -seed 11414 > scrub/testdata/corpus-heldout-bx.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-by -seed 11515 > scrub/testdata/corpus-heldout-by.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cb -seed 11818 > scrub/testdata/corpus-heldout-cb.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bz -seed 11616 > scrub/testdata/corpus-heldout-bz.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cc -seed 11919 > scrub/testdata/corpus-heldout-cc.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ca -seed 11717 > scrub/testdata/corpus-heldout-ca.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-dt -seed 16417 > scrub/testdata/corpus-heldout-dt.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ds -seed 16211 > scrub/testdata/corpus-heldout-ds.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-dv -seed 16811 > scrub/testdata/corpus-heldout-dv.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-du -seed 16603 > scrub/testdata/corpus-heldout-du.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-dn -seed 15709 > scrub/testdata/corpus-heldout-dn.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-dm -seed 15607 > scrub/testdata/corpus-heldout-dm.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-dl -seed 15503 > scrub/testdata/corpus-heldout-dl.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-dp -seed 15901 > scrub/testdata/corpus-heldout-dp.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-dk -seed 15401 > scrub/testdata/corpus-heldout-dk.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-dr -seed 16103 > scrub/testdata/corpus-heldout-dr.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-dq -seed 16007 > scrub/testdata/corpus-heldout-dq.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-do -seed 15803 > scrub/testdata/corpus-heldout-do.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-dj -seed 15313 > scrub/testdata/corpus-heldout-dj.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-de -seed 14803 > scrub/testdata/corpus-heldout-de.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-di -seed 15217 > scrub/testdata/corpus-heldout-di.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-dg -seed 15013 > scrub/testdata/corpus-heldout-dg.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-dc -seed 14601 > scrub/testdata/corpus-heldout-dc.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-df -seed 14909 > scrub/testdata/corpus-heldout-df.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-dh -seed 15107 > scrub/testdata/corpus-heldout-dh.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-dd -seed 14707 > scrub/testdata/corpus-heldout-dd.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cy -seed 14207 > scrub/testdata/corpus-heldout-cy.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cv -seed 13903 > scrub/testdata/corpus-heldout-cv.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cw -seed 14009 > scrub/testdata/corpus-heldout-cw.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cu -seed 13801 > scrub/testdata/corpus-heldout-cu.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cx -seed 14107 > scrub/testdata/corpus-heldout-cx.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cz -seed 14303 > scrub/testdata/corpus-heldout-cz.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-da -seed 14411 > scrub/testdata/corpus-heldout-da.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-db -seed 14503 > scrub/testdata/corpus-heldout-db.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cp -seed 13409 > scrub/testdata/corpus-heldout-cp.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cq -seed 13503 > scrub/testdata/corpus-heldout-cq.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cm -seed 13109 > scrub/testdata/corpus-heldout-cm.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cn -seed 13207 > scrub/testdata/corpus-heldout-cn.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-co -seed 13301 > scrub/testdata/corpus-heldout-co.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cl -seed 13003 > scrub/testdata/corpus-heldout-cl.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cs -seed 13709 > scrub/testdata/corpus-heldout-cs.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cr -seed 13601 > scrub/testdata/corpus-heldout-cr.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ck -seed 12821 > scrub/testdata/corpus-heldout-ck.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cj -seed 12719 > scrub/testdata/corpus-heldout-cj.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cf -seed 12307 > scrub/testdata/corpus-heldout-cf.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ce -seed 12203 > scrub/testdata/corpus-heldout-ce.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cg -seed 12409 > scrub/testdata/corpus-heldout-cg.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ch -seed 12511 > scrub/testdata/corpus-heldout-ch.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-cd -seed 12101 > scrub/testdata/corpus-heldout-cd.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-ci -seed 12613 > scrub/testdata/corpus-heldout-ci.jsonl
//	go run ./scrub/internal/corpusgen -part heldout-bo -seed 10505 > scrub/testdata/corpus-heldout-bo.jsonl
//
// (or `go generate ./scrub/...`). heldout_b.go is a second held-out list, written after the
// first had been used for fixes; heldout_c.go a third, written for issue 35 before its fixes;
// heldout_d.go a fourth, written for issue 46 before its fixes; heldout_e.go and heldout_f.go a
// fifth and sixth, each written after the one before had been measured and its misses fixed,
// and before the rules ran on it. heldout_n.go and heldout_o.go were written blind, by an author
// who read neither the rules nor the other parts: n to develop rules on, o a final measurement.
// heldout_p*.go and heldout_q*.go are two more blind parts by another such author, sharing no
// generator with each other, written to measure recall and false positives on untuned text.
// heldout_r*.go is one more blind part by a third such author, for the same measurement.
// heldout_s*.go and heldout_t*.go are two more blind parts by two more such authors, each
// working alone, for the same measurement. heldout_u*.go, heldout_v*.go and heldout_w*.go are
// three more, by three more such authors (w written after u and v had been developed on).
// heldout_x*.go, heldout_y*.go and heldout_z*.go are three more, written side by side by three
// more such authors; heldout_aa*.go, heldout_ab*.go and heldout_ac*.go three more (regulated
// industries; data and ML; network and security), written after x, y and z were developed on.
// heldout_ad*.go, heldout_ae*.go and heldout_af*.go are three more, written side by side (web
// agencies and online shops; AI coding agents' own text; enterprise IT and SaaS administration).
// heldout_ag*.go, heldout_ah*.go and heldout_ai*.go are three more, written side by side after ad, ae
// and af were developed on (research computing; IoT and embedded; finance and crypto).
// heldout_aj*.go, heldout_ak*.go and heldout_al*.go three more, written after those (gamers and
// community servers; telecom and contact centres; teams in East Asia and Eastern Europe).
// heldout_am*.go, heldout_an*.go and heldout_ao*.go three more, written after those (law,
// government and NGOs; retail, hospitality and logistics; penetration testers and CTF players).
package main

import (
	"encoding/base64"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
)

// Sample is one labelled text. Secrets lists every substring that must not survive scrubbing;
// an empty list marks a trap whose text must come back unchanged. Keep lists substrings of a
// text with secrets that must survive (the ordinary line next to a secret).
type Sample struct {
	Category string   `json:"category"`
	Format   string   `json:"format"`
	Text     string   `json:"text"`
	Secrets  []string `json:"secrets"`
	Keep     []string `json:"keep,omitempty"`
}

var rng = rand.New(rand.NewPCG(42, 2026))

const (
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	lower  = "abcdefghijklmnopqrstuvwxyz"
	digits = "0123456789"
	alnum  = upper + lower + digits
	b64url = alnum + "-_"
	hexs   = "0123456789abcdef"
	b32    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
)

func rnd(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func pick[T any](xs []T) T { return xs[rng.IntN(len(xs))] }

// generators of real-format secrets: category -> (secret, variable name hint)
var generators = map[string]func() (string, string){
	"github-pat":     func() (string, string) { return "ghp_" + rnd(alnum, 36), "GITHUB_TOKEN" },
	"github-oauth":   func() (string, string) { return "gho_" + rnd(alnum, 36), "GH_OAUTH_TOKEN" },
	"github-fine":    func() (string, string) { return "github_pat_" + rnd(alnum, 22) + "_" + rnd(alnum, 59), "GITHUB_PAT" },
	"gitlab-pat":     func() (string, string) { return "glpat-" + rnd(alnum+"-_", 20), "GITLAB_TOKEN" },
	"aws-access-key": func() (string, string) { return pick([]string{"AKIA", "ASIA"}) + rnd(b32, 16), "AWS_ACCESS_KEY_ID" },
	"aws-secret-key": func() (string, string) { return rnd(alnum+"/+", 40), "AWS_SECRET_ACCESS_KEY" },
	"slack-bot": func() (string, string) {
		return "xoxb-" + rnd(digits, 12) + "-" + rnd(digits, 13) + "-" + rnd(alnum, 24), "SLACK_BOT_TOKEN"
	},
	"slack-user": func() (string, string) {
		return "xoxp-" + rnd(digits, 12) + "-" + rnd(digits, 12) + "-" + rnd(digits, 13) + "-" + rnd(hexs, 32), "SLACK_USER_TOKEN"
	},
	"slack-webhook": func() (string, string) {
		return "https://hooks.slack.com/services/" + slackPath(), "SLACK_WEBHOOK_URL"
	},
	"stripe": func() (string, string) {
		return pick([]string{"sk_live_", "rk_live_", "sk_test_"}) + rnd(alnum, 48), "STRIPE_SECRET_KEY"
	},
	"openai": func() (string, string) {
		return "sk-proj-" + rnd(b64url, 74) + "T3BlbkFJ" + rnd(b64url, 74), "OPENAI_API_KEY"
	},
	"openai-legacy": func() (string, string) { return "sk-" + rnd(alnum, 20) + "T3BlbkFJ" + rnd(alnum, 20), "OPENAI_API_KEY" },
	"anthropic":     func() (string, string) { return "sk-ant-api03-" + rnd(b64url, 93) + "AA", "ANTHROPIC_API_KEY" },
	"google-api":    func() (string, string) { return "AIza" + rnd(b64url, 35), "GOOGLE_API_KEY" },
	"npm":           func() (string, string) { return "npm_" + rnd(alnum, 36), "NPM_TOKEN" },
	"sendgrid":      func() (string, string) { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43), "SENDGRID_API_KEY" },
	"vault":         func() (string, string) { return "hvs." + rnd(b64url, 90), "VAULT_TOKEN" },
	"jwt": func() (string, string) {
		h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
		p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","exp":%d,"role":"admin"}`, rnd(digits, 8), 1900000000+rng.IntN(99999))))
		return h + "." + p + "." + rnd(b64url, 43), "SESSION_JWT"
	},
	"recall-token": func() (string, string) { return "rcl_" + rnd(b64url, 43), "RECALL_TOKEN" },
	"slack-legacy": func() (string, string) {
		return "xoxa-2-" + rnd(digits, 12) + "-" + rnd(digits, 12) + "-" + rnd(hexs, 32), "SLACK_LEGACY_TOKEN"
	},
	"stripe-webhook":  func() (string, string) { return "whsec_" + rnd(alnum, 32), "STRIPE_WEBHOOK_SECRET" },
	"google-oauth":    func() (string, string) { return "GOCSPX-" + rnd(b64url, 28), "GOOGLE_CLIENT_SECRET" },
	"anthropic-admin": func() (string, string) { return "sk-ant-admin01-" + rnd(b64url, 93) + "AA", "ANTHROPIC_ADMIN_KEY" },
	"private-key": func() (string, string) {
		kind := pick([]string{"RSA ", "EC ", "OPENSSH ", ""})
		var lines []string
		for range 6 + rng.IntN(8) {
			lines = append(lines, rnd(alnum+"+/", 64))
		}
		return "-----BEGIN " + kind + "PRIVATE KEY-----\n" + strings.Join(lines, "\n") + "\n-----END " + kind + "PRIVATE KEY-----", "PRIVATE_KEY"
	},
}

var lastSlackPath string

func slackPath() string {
	lastSlackPath = "T" + rnd(upper+digits, 10) + "/B" + rnd(upper+digits, 10) + "/" + rnd(alnum, 24)
	return lastSlackPath
}

// secretParts is what must not survive of a generated secret: the key material, not the
// surrounding syntax (a key block's BEGIN/END lines, a webhook's public host).
func secretParts(cat, secret string) []string {
	switch cat {
	case "private-key":
		lines := strings.Split(secret, "\n")
		return lines[1 : len(lines)-1]
	case "slack-webhook":
		return []string{lastSlackPath}
	}
	return []string{secret}
}

// password-like values people actually choose
func password() string {
	return pick([]string{
		"Tr0ub4dor&3", "hunter2!", "S3cure#" + rnd(alnum, 6), rnd(lower, 5) + rnd(digits, 3) + "!", "P@ssw0rd-" + rnd(digits, 4),
		rnd(alnum, 16), "correct-horse-" + rnd(digits, 2), "Winter2026!", rnd(lower, 4) + "_" + rnd(upper, 2) + rnd(digits, 4),
	})
}

var uriGens = map[string]func() (string, string){
	"uri-postgres": func() (string, string) {
		pw := password()
		return fmt.Sprintf("postgres://%s:%s@db-%s.internal:5432/%s", pick([]string{"app", "admin", "svc_billing"}), pw, rnd(lower, 4), pick([]string{"app", "ledger", "orders"})), pw
	},
	"uri-mongodb": func() (string, string) {
		pw := rnd(alnum, 14)
		return fmt.Sprintf("mongodb+srv://%s:%s@cluster0.%s.mongodb.net/?retryWrites=true", pick([]string{"root", "reporting"}), pw, rnd(lower+digits, 5)), pw
	},
	"uri-redis": func() (string, string) {
		pw := rnd(alnum, 20)
		return fmt.Sprintf("redis://%s:%s@cache-%s:6379/0", pick([]string{"", "default"}), pw, rnd(lower, 3)), pw
	},
	"uri-amqp": func() (string, string) {
		pw := password()
		return fmt.Sprintf("amqp://%s:%s@rabbit.%s.svc:5672/vhost", pick([]string{"guest2", "orders"}), pw, rnd(lower, 4)), pw
	},
	"uri-https": func() (string, string) {
		pw := "ghp_" + rnd(alnum, 36)
		return fmt.Sprintf("https://%s:%s@github.com/acme/%s.git", pick([]string{"deploy-bot", "x-access-token"}), pw, rnd(lower, 6)), pw
	},
	"uri-mysql": func() (string, string) {
		pw := password()
		return fmt.Sprintf("mysql://root:%s@10.0.%d.%d:3306/shop", pw, rng.IntN(255), rng.IntN(255)), pw
	},
}

var proseGens = []func(pw string) string{
	func(pw string) string { return "my password is " + pw },
	func(pw string) string { return "The wifi password for the guest network is " + pw + " until Friday." },
	func(pw string) string { return "pw: " + pw },
	func(pw string) string { return "password for the staging db is " + pw + ", ask ops before rotating" },
	func(pw string) string { return "Jenkins admin login: admin / password=" + pw },
	func(pw string) string { return "I changed my passphrase to " + pw + " yesterday" },
	func(pw string) string { return "the root pwd was " + pw },
	func(pw string) string { return "Server=sql01;Database=crm;User Id=sa;Password=" + pw + ";" },
	func(pw string) string { return "the pass is " + pw },
	func(pw string) string { return "PGPASSWORD=" + pw + " psql -h db.internal -U app" },
}

var headerGens = map[string]func() (string, string){
	"bearer-header": func() (string, string) {
		tok := rnd(alnum, 32+rng.IntN(20))
		return "Authorization: Bearer " + tok, tok
	},
	"basic-header": func() (string, string) {
		cred := base64.StdEncoding.EncodeToString([]byte(pick([]string{"admin", "svc"}) + ":" + password()))
		return "Authorization: Basic " + cred, cred
	},
	"curl-bearer": func() (string, string) {
		tok := rnd(alnum+"._-", 40)
		return `curl -H "Authorization: Bearer ` + tok + `" https://api.internal/v1/jobs`, tok
	},
}

// containers put a secret line into realistic surroundings.
var noteLead = []string{
	"Heads up for whoever picks up the billing migration:",
	"Notes from today's incident review.",
	"Onboarding checklist for the new on-call engineer.",
	"Remember for next time we deploy the reporting service:",
	"Context for the assistant: we moved CI to the new runners last week.",
}
var noteTail = []string{
	"Rotate it after the quarter closes.",
	"Ping #platform if it stops working.",
	"The runbook lives in the wiki under Deploys.",
	"Don't share this outside the team, thanks!",
	"",
}

func contain(format, name, secretLine, secret string) string {
	switch format {
	case "note":
		return pick(noteLead) + " Use " + secretLine + " for the job. " + pick(noteTail)
	case "chat":
		return "[10:4" + rnd(digits, 1) + "] dana: can you paste the creds?\n[10:4" + rnd(digits, 1) + "] lee: sure, " + secretLine + "\n[10:4" + rnd(digits, 1) + "] dana: thanks, got it"
	case "env":
		return "# service config\nLOG_LEVEL=info\nPORT=8080\n" + name + "=" + secret + "\nFEATURE_FLAGS=beta,search\n"
	case "yaml":
		return "service:\n  name: billing\n  replicas: 3\n  env:\n    - name: " + name + "\n      value: \"" + secret + "\"\n    - name: REGION\n      value: eu-west-1\n"
	case "json":
		b, _ := json.Marshal(map[string]any{"service": "reporting", "timeout_ms": 3000, strings.ToLower(name): secret})
		return string(b)
	case "code":
		return pick([]string{
			"client := api.NewClient(\"" + secret + "\")\nresp, err := client.Get(ctx, \"/v1/status\")",
			"import os\n\nAPI_KEY = \"" + secret + "\"  # TODO move to vault\nrequests.get(URL, headers={\"X-Api-Key\": API_KEY})",
			"const " + strings.ToLower(name) + " = '" + secret + "';\nfetch(url, { headers: { token: " + strings.ToLower(name) + " } });",
		})
	case "shell":
		return "export " + name + "=" + secret + "\n./deploy.sh --env prod"
	}
	panic(format)
}

var formats = []string{"note", "chat", "env", "yaml", "json", "code", "shell"}

// traps: look-alikes that must not be touched.
func traps() []Sample {
	uuid := func() string {
		return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) + rnd(hexs, 3) + "-" + rnd(hexs, 12)
	}
	img := base64.StdEncoding.EncodeToString([]byte("\x89PNG\r\n\x1a\n" + rnd(alnum, 300)))
	var out []Sample
	add := func(kind, text string) {
		out = append(out, Sample{Category: "trap:" + kind, Format: "note", Text: text})
	}
	for range 40 {
		add("uuid", "The memory "+uuid()+" was merged into "+uuid()+" after review.")
		add("git-sha", "Fixed in commit "+rnd(hexs, 40)+" (short "+rnd(hexs, 7)+"), reverted in "+rnd(hexs, 40)+".")
		add("sha256", "Artifact digest sha256:"+rnd(hexs, 64)+" matches the release notes.")
		add("md5", "checksum md5 "+rnd(hexs, 32)+" for backup.tar.gz")
		add("image-data", "Logo for the status page: data:image/png;base64,"+img)
		add("env-placeholder", "GITHUB_TOKEN=${GITHUB_TOKEN}\nDATABASE_URL=postgres://app:${DB_PASSWORD}@db:5432/app")
		add("angle-placeholder", "Set Authorization: Bearer <your-token> and API_KEY=<your-api-key> in the request.")
		add("changeme", pick([]string{"The default admin password is changeme, change it on first login.", "password: changeme", "DB_PASSWORD=changeme"}))
		add("aws-example", "AWS docs use AKIAIOSFODNN7EXAMPLE with wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in every sample.")
		add("prose-password", pick([]string{
			"Users reset their password from the account page; the password is stored hashed with argon2.",
			"The password policy requires 12 characters. Password rotation is every 90 days.",
			"If the password is wrong three times the account locks for 15 minutes.",
			"Never put a password in a ticket; use the vault link instead.",
			"The password field on the login form should autofocus.",
		}))
		add("url-no-credentials", "Dashboards: https://grafana.internal/d/"+rnd(lower+digits, 9)+"?orgId=1 and postgres://db-"+rnd(lower, 4)+".internal:5432/app")
		add("masked", pick([]string{"token: ****************", "api key ends in ...x9Qz (masked)", "GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "password: ********"}))
		add("ids", "Order "+rnd(digits, 10)+" from customer cus_"+rnd(digits, 6)+" shipped; request id req-"+rnd(hexs, 12)+", trace "+rnd(hexs, 32)+".")
		add("version", "Upgrade pgx to v5."+rnd(digits, 1)+"."+rnd(digits, 1)+" and mcp-go to v1.2.1; node v20.20.2 in CI.")
		add("bearer-prose", "He is the bearer of bad news about the authentication outage.")
		add("pass-prose", pick([]string{
			"The mountain pass is closed until May; take the valley road.",
			"Your boarding pass is in the app under Trips.",
			"tests:\n  pass: true\n  retries: 2",
			"Pin the version to v1.2.3 so the build stays reproducible.",
			"The PIN is four digits long and expires after three tries.",
			"password_min_length: 12\npassword_max_age_days: 90",
		}))
		add("checksums", "github.com/jackc/pgx/v5 v5.7.1 h1:"+rnd(alnum+"+/", 43)+"=\nsha512-"+rnd(alnum+"+/", 86)+"==")
		add("docker-digest", "image: registry.internal/billing@sha256:"+rnd(hexs, 64))
		add("public-key", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+rnd(alnum, 43)+" dana@laptop")
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func main() {
	part := flag.String("part", "tuned", "which part to write: tuned, tuned-46, heldout, heldout-b … (parts.go lists them)")
	seed := flag.Uint64("seed", 42, "random seed")
	flag.Parse()
	rng = rand.New(rand.NewPCG(*seed, 2026))
	gen, ok := parts[*part]
	if !ok {
		fmt.Fprintf(os.Stderr, "corpusgen: -part must be one of %s; not %q\n", strings.Join(sortedKeys(parts), ", "), *part)
		os.Exit(2)
	}
	samples := gen()
	rng.Shuffle(len(samples), func(i, j int) { samples[i], samples[j] = samples[j], samples[i] })
	enc := json.NewEncoder(os.Stdout)
	enc.SetEscapeHTML(false)
	for _, s := range samples {
		if err := enc.Encode(s); err != nil {
			panic(err)
		}
	}
}

func tuned() []Sample {
	var samples []Sample
	for _, cat := range sortedKeys(generators) {
		gen := generators[cat]
		for i := range 35 {
			secret, name := gen()
			f := formats[i%len(formats)]
			line := secret
			if f == "note" || f == "chat" {
				line = pick([]string{"the token " + secret, name + "=" + secret, secret})
			}
			samples = append(samples, Sample{Category: cat, Format: f, Text: contain(f, name, line, secret), Secrets: secretParts(cat, secret)})
		}
	}
	for _, cat := range sortedKeys(uriGens) {
		gen := uriGens[cat]
		for i := range 35 {
			uri, pw := gen()
			f := formats[i%len(formats)]
			samples = append(samples, Sample{Category: cat, Format: f, Text: contain(f, "DATABASE_URL", uri, uri), Secrets: []string{pw}})
		}
	}
	for i := range 120 {
		pw := password()
		f := pick([]string{"note", "chat"})
		text := proseGens[i%len(proseGens)](pw)
		if f == "chat" {
			text = "[09:12] sam: " + text + "\n[09:13] kim: noted"
		}
		samples = append(samples, Sample{Category: "prose-password", Format: f, Text: text, Secrets: []string{pw}})
	}
	for _, cat := range sortedKeys(headerGens) {
		gen := headerGens[cat]
		for range 35 {
			line, tok := gen()
			f := pick([]string{"note", "chat", "shell"})
			samples = append(samples, Sample{Category: cat, Format: f, Text: contain(f, "AUTH_HEADER", line, line), Secrets: []string{tok}})
		}
	}
	samples = append(samples, traps()...)
	samples = append(samples, tunedAssignments()...)
	return append(samples, tunedVendors()...)
}
