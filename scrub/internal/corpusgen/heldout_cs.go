// Part heldout-cs: an AI agent's own memory files and saved notes (CLAUDE.md, MEMORY.md,
// .cursorrules, saveMemory JSON, session summaries) in English, German and Japanese, mostly
// preferences and project facts, sometimes with a credential the user pasted or the agent saw.
// Also new variants of four shapes: Discord bot tokens, "login is admin / pw", keys split across
// two lines, and service-account private_key_id in prose.
//
// This part was written blind: without reading the scrubber's rules, its tests or any other
// corpus part.
package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"
)

// hcsGen is one template with how many samples it yields.
type hcsGen struct {
	n int
	f func() Sample
}

func heldoutCS() []Sample {
	var gens []hcsGen
	gens = append(gens, hcsMDGens()...)
	gens = append(gens, hcsJSONGens()...)
	gens = append(gens, hcsIntlGens()...)
	gens = append(gens, hcsShapeGens()...)
	gens = append(gens, hcsMiscGens()...)
	gens = append(gens, hcsMoreGens()...)
	gens = append(gens, hcsTrapGens()...)
	var out []Sample
	seen := map[string]bool{}
	for _, g := range gens {
		for i := 0; i < g.n; i++ {
			s := g.f()
			for try := 0; seen[s.Text] && try < 4; try++ {
				s = g.f()
			}
			if seen[s.Text] {
				s.Text = hcsWrap(s.Text)
			}
			seen[s.Text] = true
			hcsCheck(s)
			out = append(out, s)
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

func hcsCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-cs: nil secrets in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-cs: secret %q not in text (%s):\n%s", sec, s.Category, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cs: keep %q not in text (%s):\n%s", k, s.Category, s.Text))
		}
		for _, sec := range s.Secrets {
			for _, a := range hcsIdx(s.Text, k) {
				for _, b := range hcsIdx(s.Text, sec) {
					if a < b+len(sec) && b < a+len(k) {
						panic(fmt.Sprintf("heldout-cs: keep %q overlaps secret %q (%s)", k, sec, s.Category))
					}
				}
			}
		}
	}
}

func hcsIdx(text, sub string) []int {
	var r []int
	for i := 0; ; {
		j := strings.Index(text[i:], sub)
		if j < 0 {
			return r
		}
		r = append(r, i+j)
		i += j + 1
	}
}

// hcsS makes a sample with secrets; hcsT a trap.
func hcsS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hcsT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hcsP(xs ...string) string { return pick(xs) }

func hcsN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

// hcsJ quotes s as a JSON string without HTML escaping.
func hcsJ(s string) string {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if err := e.Encode(s); err != nil {
		panic(err)
	}
	return strings.TrimRight(b.String(), "\n")
}

// ---- people, places, projects ----

func hcsName() string {
	return hcsP("Maya", "Jonas", "Priya", "Tom", "Lena", "Kenji", "Yuki", "Sofia", "Marcus", "Aiko",
		"Felix", "Hannah", "Ravi", "Chloe", "Daniel", "Mei", "Lukas", "Sara", "Omar", "Ines",
		"Takumi", "Greta", "Noah", "Julia", "Hiro", "Emma", "Ben", "Anja")
}

func hcsUser() string {
	return hcsP("mweber", "jkowalski", "priya.n", "tom_h", "lena.b", "kenji.s", "yuki-t", "sofia",
		"marcus.dev", "aiko", "fschulz", "hannah.k", "ravi", "chloe.m", "dan", "mei.lin", "lukas", "sara_o",
		"deploy", "ci-bot", "svc_app", "app_rw", "reporting", "admin", "ops")
}

func hcsProject() string {
	return hcsP("atlas", "billing-api", "kestrel", "orchard", "lumen-web", "tidepool", "ferrous",
		"quill", "harbor", "nimbus-etl", "pebble", "saffron", "zephyr-app", "inkwell", "mosaic",
		"copperleaf", "driftwood", "falcon-mobile", "ledger-sync", "brightpath")
}

func hcsHost() string {
	return hcsP("db.internal", "pg-staging.acme.io", "10.0.3.17", "db-prod-1.eu-west-1.rds.amazonaws.com",
		"localhost", "mysql.staging.kestrel.dev", "redis-01.lan", "postgres.orchard.local",
		"cluster0.x7abq.mongodb.net", "192.168.1.40", "warehouse.tidepool.net", "pg.fly.dev")
}

func hcsDB() string {
	return hcsP("app", "app_prod", "billing", "analytics", "orchard", "kestrel_dev", "main", "reports", "ledger")
}

func hcsDate() string {
	return fmt.Sprintf("2025-%02d-%02d", hcsN(1, 12), hcsN(1, 28))
}

func hcsTime() string {
	return fmt.Sprintf("%sT%02d:%02d:%02dZ", hcsDate(), hcsN(0, 23), hcsN(0, 59), hcsN(0, 59))
}

func hcsLang() string {
	return hcsP("TypeScript", "Go", "Python", "Rust", "Kotlin", "Ruby", "Elixir", "Swift")
}

// hcsPrefs returns a few ordinary preference bullet lines.
func hcsPrefs(n int) []string {
	all := []string{
		"Prefers pnpm over npm; never commit package-lock.json",
		"Use tabs in Go, 2 spaces everywhere else",
		"Wants short commit messages in imperative mood",
		"Runs tests with `make test` before pushing",
		"Dislikes emojis in code comments",
		"Timezone is Europe/Berlin; standup at 09:30",
		"Likes answers with code first, explanation after",
		"Uses Neovim with LazyVim",
		"Prefers functional components and hooks, no class components",
		"Formatting via ruff, line length 100",
		"Do not touch the legacy/ folder without asking",
		"PRs go to `develop`, not `main`",
		"Writes docs in British English",
		"Uses conventional commits (feat:, fix:, chore:)",
		"Prefers SQL migrations written by hand, not autogenerated",
		"Avoid adding new dependencies without asking first",
		"Feature flags live in config/flags.yaml",
		"Logs should be structured JSON (slog / pino)",
		"On-call rotation is weekly, hand-off on Mondays",
		"Prefers table-driven tests",
		"Keep functions under ~50 lines where practical",
		"Dark mode screenshots in docs",
		"Asks for a summary at the end of long sessions",
		"Uses direnv for per-project env",
		"Docker compose v2 (`docker compose`, not `docker-compose`)",
		"CI is GitHub Actions; deploys via Argo CD",
		"Likes to be called by first name",
		"Review turnaround: same day if possible",
	}
	rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	return all[:n]
}

func hcsBullets(lines []string, mark string) string {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(mark + l + "\n")
	}
	return b.String()
}

// ---- secret values ----

const hcsSym = "!@#$%&*-_+=?."

func hcsPassword() string {
	words := []string{"Lisboa", "harbor", "Tangerine", "copper", "Falcon", "maple", "Nordlicht", "sakura",
		"Brooklyn", "otter", "Zitrone", "koala", "Granite", "velvet", "Kyoto", "pumpkin", "Seestern", "violet",
		"Marbella", "walrus", "Sonnenblume", "tsubame", "Octopus", "biscuit"}
	switch rng.IntN(7) {
	case 0:
		return pick(words) + string(hcsSym[rng.IntN(5)]) + fmt.Sprint(hcsN(1990, 2026))
	case 1:
		return strings.ToLower(pick(words)) + "-" + strings.ToLower(pick(words)) + "-" + fmt.Sprint(hcsN(1, 99))
	case 2:
		return rnd(upper, 1) + rnd(alnum, hcsN(8, 14)) + rnd(hcsSym, 1) + rnd(digits, 2)
	case 3:
		return pick(words) + fmt.Sprint(hcsN(10, 9999)) + hcsP("!", "!!", "?", "$", "#")
	case 4:
		return rnd(alnum+"!#%&*", hcsN(14, 24))
	case 5:
		w := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$").Replace(strings.ToLower(pick(words)))
		return strings.ToUpper(w[:1]) + w[1:] + fmt.Sprint(hcsN(1, 99)) + hcsP("!", "*", "_x", "")
	default:
		return pick(words) + hcsP("_", ".", "") + pick(words) + fmt.Sprint(hcsN(1, 999))
	}
}

// hcsPwPlain is a password with no characters that need quoting in YAML/shell/URLs.
func hcsPwPlain() string {
	switch rng.IntN(3) {
	case 0:
		return rnd(upper, 1) + rnd(lower, hcsN(4, 7)) + rnd(digits, hcsN(2, 4)) + rnd(alnum, hcsN(3, 8))
	case 1:
		return rnd(alnum, hcsN(16, 32))
	default:
		return hcsP("Winter", "Summer", "Herbst", "Gecko", "Nebula", "Kumo", "Rover") + rnd(digits, 4) + rnd(lower, 3)
	}
}

func hcsPIN(n int) string {
	for {
		p := rnd(digits, n)
		if !strings.Contains("0123456789", p) && strings.Count(p, p[:1]) < n {
			return p
		}
	}
}

func hcsGitHub() string {
	if rng.IntN(3) == 0 {
		return "github_pat_11" + rnd(upper+digits, 20) + "_" + rnd(alnum, 59)
	}
	return hcsP("ghp_", "gho_", "ghs_") + rnd(alnum, 36)
}

func hcsOpenAI() string {
	if rng.IntN(2) == 0 {
		return "sk-proj-" + rnd(b64url, hcsN(74, 90)) + "T3BlbkFJ" + rnd(b64url, hcsN(74, 90))
	}
	return "sk-" + rnd(alnum, 20) + "T3BlbkFJ" + rnd(alnum, 20)
}

func hcsAnthropic() string {
	return "sk-ant-api03-" + rnd(b64url, 93) + "AA"
}

func hcsStripe() string {
	return hcsP("sk_live_", "rk_live_", "sk_test_") + rnd(alnum, hcsN(24, 99))
}

func hcsSlackTok() string {
	return hcsP("xoxb-", "xoxp-") + rnd(digits, hcsN(10, 13)) + "-" + rnd(digits, hcsN(10, 13)) + "-" + rnd(alnum, 24)
}

func hcsAWSID() string { return hcsP("AKIA", "AKIA", "ASIA") + rnd(upper+"234567", 16) }

func hcsAWSSecret() string { return rnd(alnum+"/+", 40) }

func hcsGoogleKey() string { return "AIza" + rnd(b64url, 35) }

func hcsGitLab() string { return "glpat-" + rnd(b64url, 20) }

func hcsNpm() string { return "npm_" + rnd(alnum, 36) }

func hcsHF() string { return "hf_" + rnd(upper+lower, 34) }

func hcsSendGrid() string { return "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43) }

func hcsJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%d","role":"%s","iat":%d}`,
		hcsN(1000, 99999), hcsP("service_role", "user", "admin"), hcsN(1700000000, 1760000000))))
	return h + "." + p + "." + rnd(b64url, 43)
}

func hcsHex(n int) string { return rnd(hexs, n) }

func hcsB32(n int) string { return rnd(b32, n) }

func hcsTelegram() string { return fmt.Sprint(hcsN(100000000, 7999999999)) + ":AA" + rnd(b64url, 33) }

func hcsLinear() string { return "lin_api_" + rnd(alnum, 40) }

func hcsNotion() string {
	if rng.IntN(2) == 0 {
		return "secret_" + rnd(alnum, 43)
	}
	return "ntn_" + rnd(digits, 11) + rnd(alnum, 35)
}

func hcsShopify() string { return "shpat_" + hcsHex(32) }

func hcsDoppler() string { return "dp.st." + hcsP("dev", "stg", "prd") + "." + rnd(alnum, 40) }

func hcsPyPI() string { return "pypi-AgEIcHlwaS5vcmc" + rnd(b64url, hcsN(60, 80)) }

// hcsDiscordBot is three base64url parts: base64 of the bot's id, a timestamp, an HMAC.
func hcsDiscordBot() string {
	id := hcsP("1", "1", "1", "7", "8", "9") + rnd(digits, hcsN(16, 18))
	first := base64.RawURLEncoding.EncodeToString([]byte(id))
	return first + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

func hcsSlackHook() string {
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, hcsN(8, 10)) + "/B" + rnd(upper+digits, hcsN(8, 10)) + "/" + rnd(alnum, 24)
}

func hcsDiscordHook() string {
	return "https://" + hcsP("discord.com", "discordapp.com") + "/api/webhooks/1" + rnd(digits, 18) + "/" + rnd(b64url, 68)
}

func hcsRecovery(n int) []string {
	var r []string
	dash := rng.IntN(2) == 0
	for i := 0; i < n; i++ {
		if dash {
			r = append(r, rnd(lower+digits, 5)+"-"+rnd(lower+digits, 5))
		} else {
			r = append(r, rnd(digits, 4)+" "+rnd(digits, 4))
		}
	}
	return r
}

func hcsPEMBody(lines int) []string {
	var r []string
	for i := 0; i < lines; i++ {
		r = append(r, rnd(alnum+"+/", 64))
	}
	r[0] = "MII" + hcsP("EvQIBADANBgkqhkiG9w0BAQEFAASC", "EowIBAAKCAQEA", "Ep") + r[0]
	r[0] = r[0][:64]
	r = append(r, rnd(alnum+"+/", hcsN(20, 60))+hcsP("=", "==", ""))
	return r
}

func hcsPEM(kind string) string {
	body := hcsPEMBody(hcsN(4, 8))
	if kind == "OPENSSH PRIVATE KEY" {
		body[0] = ("b3BlbnNzaC1rZXktdjEAAAAA" + body[0])[:70]
	}
	return "-----BEGIN " + kind + "-----\n" + strings.Join(body, "\n") + "\n-----END " + kind + "-----"
}

// hcsClockBase is the start of a chat transcript; hcsClock(0) resets it.
var hcsClockBase [3]int

func hcsClock(step int) string {
	if step == 0 {
		hcsClockBase = [3]int{hcsN(1, 12), hcsN(1, 28), hcsN(7, 21)*60 + hcsN(0, 59)}
	}
	m := hcsClockBase[2] + step
	return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02dZ", hcsClockBase[0], hcsClockBase[1], m/60, m%60, hcsN(0, 59))
}

// hcsAPIKey picks a vendor token and the name people would give it.
func hcsAPIKey() (name, env, val string) {
	switch rng.IntN(12) {
	case 0:
		return "GitHub token", "GITHUB_TOKEN", hcsGitHub()
	case 1:
		return "OpenAI key", "OPENAI_API_KEY", hcsOpenAI()
	case 2:
		return "Anthropic key", "ANTHROPIC_API_KEY", hcsAnthropic()
	case 3:
		return "Stripe secret key", "STRIPE_SECRET_KEY", hcsStripe()
	case 4:
		return "Slack bot token", "SLACK_BOT_TOKEN", hcsSlackTok()
	case 5:
		return "GitLab PAT", "GITLAB_TOKEN", hcsGitLab()
	case 6:
		return "npm token", "NPM_TOKEN", hcsNpm()
	case 7:
		return "Hugging Face token", "HF_TOKEN", hcsHF()
	case 8:
		return "SendGrid key", "SENDGRID_API_KEY", hcsSendGrid()
	case 9:
		return "Linear API key", "LINEAR_API_KEY", hcsLinear()
	case 10:
		return "Gemini API key", "GEMINI_API_KEY", hcsGoogleKey()
	default:
		return "Notion integration token", "NOTION_TOKEN", hcsNotion()
	}
}

// hcsConnStr returns a connection string and its password.
func hcsConnStr() (url, pw, user, host string) {
	user, host, pw = hcsUser(), hcsHost(), hcsPwPlain()
	switch rng.IntN(4) {
	case 0:
		return fmt.Sprintf("postgres://%s:%s@%s:5432/%s", user, pw, host, hcsDB()), pw, user, host
	case 1:
		return fmt.Sprintf("mysql://%s:%s@%s:3306/%s", user, pw, host, hcsDB()), pw, user, host
	case 2:
		host = "cluster0." + rnd(lower+digits, 5) + ".mongodb.net"
		return fmt.Sprintf("mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority", user, pw, host, hcsDB()), pw, user, host
	default:
		return fmt.Sprintf("redis://%s:%s@%s:6379/0", user, pw, host), pw, user, host
	}
}

func hcsPi(xs ...int) int { return pick(xs) }

// hcsWrap puts a memory-file context around a text that came out the same as an earlier one.
func hcsWrap(t string) string {
	switch rng.IntN(3) {
	case 0:
		return "Saved memory (" + hcsDate() + "):\n" + t
	case 1:
		return "# MEMORY.md\n\n" + hcsBullets(hcsPrefs(hcsN(1, 3)), "- ") + t
	default:
		return "Session notes " + hcsDate() + ", " + hcsProject() + "\n\n" + t + hcsBullets(hcsPrefs(1), "- ")
	}
}
