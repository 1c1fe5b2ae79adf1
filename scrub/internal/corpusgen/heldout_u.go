package main

// heldout_u*.go is the heldout-u part: written blind (its author never read the scrubber's
// rules, its tests, or the other parts' lists, and never ran it), leaning towards what operators
// and developers paste: incident chats, CI logs, Terraform, Helm and Ansible files, notebooks,
// SQL consoles, stack traces, crash dumps and HTTP captures. Every value is generated; no
// string is repeated from a fixed list of secrets.

import (
	"fmt"
	"strings"
)

func heldoutU() []Sample {
	b := &uB{}
	for _, g := range []func(*uB){
		// the four shapes
		uDiscord, uLoginPairs, uSplitKeys, uKeyIDs,
		// keys and tokens by family
		uCloudKeys, uGitTokens, uChatTokens, uPaymentKeys, uVendorKeys, uJWTs, uPEMKeys,
		// passwords and people's secrets
		uProsePasswords, uForeignPasswords, uWifi, uPins, uTOTP, uRecoveryCodes,
		// files and URLs
		uDBURLs, uConnStrings, uBasicAuth, uEnvFiles, uK8sSecrets, uInfraFiles, uAppConfigs,
		// the operator's day
		uShell, uSQLConsoles, uLogs, uHTTPCaptures, uCILogs, uNotebooks, uCode,
		// traps
		uTrapHashes, uTrapIDs, uTrapVersions, uTrapPublic, uTrapPlaceholders, uTrapPaths,
		uTrapTalk, uTrapForeignTalk, uTrapNumbers, uTrapCode, uTrapRefs, uTrapLogs, uTrapDiscord,
		uTrapWrapped, uTrapKeyIDs, uTrapLoginish, uTrapSQL, uTrapHTTP, uTrapTables, uTrapInfra,
		uTrapDumps,
	} {
		g(b)
	}
	return b.out
}

// uB collects samples and checks each as it is added, so a generator that drifts fails loudly.
type uB struct{ out []Sample }

func (b *uB) add(cat, format, text string, secrets []string, keep ...string) {
	if secrets == nil {
		secrets = []string{}
	}
	for _, s := range secrets {
		if len(s) < 4 || !strings.Contains(text, s) {
			panic(fmt.Sprintf("heldout-u %s: secret %q not in %q", cat, s, text))
		}
	}
	for _, k := range keep {
		if k == "" || !strings.Contains(text, k) {
			panic(fmt.Sprintf("heldout-u %s: keep %q not in %q", cat, k, text))
		}
		for _, s := range secrets {
			if strings.Contains(k, s) || strings.Contains(s, k) {
				panic(fmt.Sprintf("heldout-u %s: keep %q overlaps secret %q", cat, k, s))
			}
		}
	}
	b.out = append(b.out, Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep})
}

func (b *uB) trap(cat, format, text string) { b.add(cat, format, text, nil) }

// uOnce reports whether every secret occurs exactly once in text (short values such as PINs
// could otherwise collide with a time or a ticket number in the filler).
func uOnce(text string, secrets ...string) bool {
	for _, s := range secrets {
		if strings.Count(text, s) != 1 {
			return false
		}
	}
	return true
}

// ---- randomness ----

func uR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func uN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func uP[T any](xs ...T) T { return xs[rng.IntN(len(xs))] }

func uL(xs []string) string { return xs[rng.IntN(len(xs))] }

func uCoin() bool { return rng.IntN(2) == 0 }

func uMaybe(p float64) bool { return rng.Float64() < p }

// uKeep returns k as a Keep list about a third of the time.
func uKeep(k string) []string {
	if k != "" && uMaybe(0.4) {
		return []string{k}
	}
	return nil
}

const (
	uB64   = alnum + "+/"
	uLowD  = lower + digits
	uUpD   = upper + digits
	uSyms  = "!#$%&*?@.-_+="
	uBech  = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
	uAWS32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
)

func uHex(n int) string { return uR(hexs, n) }

func uUUID() string {
	return uHex(8) + "-" + uHex(4) + "-4" + uHex(3) + "-" + uP("8", "9", "a", "b") + uHex(3) + "-" + uHex(12)
}

func uClock() string { return fmt.Sprintf("%02d:%02d", uN(0, 23), uN(0, 59)) }

// uClocks returns n chat times in order, a few minutes apart.
func uClocks(n int) []string {
	h, m := uN(0, 22), uN(0, 59)
	var ts []string
	for range n {
		ts = append(ts, fmt.Sprintf("%02d:%02d", h, m))
		if m += uN(0, 4); m > 59 {
			m, h = m-60, (h+1)%24
		}
	}
	return ts
}

func uDate() string { return fmt.Sprintf("202%d-%02d-%02d", uN(3, 6), uN(1, 12), uN(1, 28)) }

func uStamp() string {
	return fmt.Sprintf("%sT%s:%02d.%03dZ", uDate(), uClock(), uN(0, 59), uN(0, 999))
}

func uSyslog() string {
	return fmt.Sprintf("%s %2d %s:%02d", uP("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"), uN(1, 28), uClock(), uN(0, 59))
}

func uIP() string {
	return uP(fmt.Sprintf("10.%d.%d.%d", uN(0, 255), uN(0, 255), uN(2, 254)),
		fmt.Sprintf("172.%d.%d.%d", uN(16, 31), uN(0, 255), uN(2, 254)),
		fmt.Sprintf("192.168.%d.%d", uN(0, 20), uN(2, 254)))
}

var uPeople = []string{"dana", "raj", "mei", "tomasz", "aisha", "lukas", "sofia", "kwame", "yuki", "priya",
	"mateo", "ingrid", "omar", "chloe", "sven", "nadia", "felix", "amara", "jonas", "leila", "bruno", "hana"}

func uName() string { return uL(uPeople) }

func uTitle(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func uHost() string {
	return uP("db", "pg", "mysql", "redis", "api", "web", "worker", "kafka", "es", "vault", "ci", "git", "bastion", "grafana") +
		uP("-prod", "-staging", "-dev", "-eu", "-us", "") + fmt.Sprintf("-%02d", uN(1, 12)) +
		uP(".internal", ".corp.example.com", ".svc.cluster.local", ".lan", "")
}

func uUser() string {
	return uP("admin", "root", "ubuntu", "deploy", "svc_backup", "postgres", "sa", "ec2-user", "pi", "grafana",
		"elastic", "jenkins", "ansible", "app", "reporting", "etl_loader", "ops", "operator", "netadmin", "ci-bot")
}

var uWords = []string{"sunflower", "tiger", "maple", "falcon", "harbor", "copper", "dragon", "pumpkin", "rocket",
	"marble", "orchid", "thunder", "biscuit", "meadow", "pepper", "lantern", "cobalt", "juniper", "walrus",
	"saturn", "nebula", "cactus", "hazel", "otter", "raven", "glacier", "mango", "violet", "badger", "pretzel",
	"anchor", "comet", "willow", "ginger", "bramble", "kestrel", "quartz", "tundra", "zephyr", "paprika"}

func uLeet(s string) string {
	r := strings.NewReplacer("a", uP("@", "4", "a"), "e", uP("3", "e"), "o", uP("0", "o"), "i", uP("1", "!", "i"), "s", uP("$", "5", "s"))
	return r.Replace(s)
}

// uHumanPw is a password a person chose: words, a year, a symbol.
func uHumanPw() string {
	w, w2 := uL(uWords), uL(uWords)
	switch rng.IntN(9) {
	case 0:
		return uTitle(w) + fmt.Sprint(uN(1985, 2026)) + uP("!", "#", "$", "?", "*")
	case 1:
		return uTitle(uLeet(w)) + fmt.Sprint(uN(10, 99)) + uP("!", "#", "&")
	case 2:
		return uTitle(w) + uTitle(w2) + fmt.Sprint(uN(1, 999))
	case 3:
		return w + "-" + w2 + "-" + uL(uWords) + "-" + fmt.Sprint(uN(1, 9))
	case 4:
		return uP("#", "!", "@") + w + fmt.Sprint(uN(1000, 9999))
	case 5:
		return uP("Winter", "Spring", "Summer", "Autumn", "Fall") + fmt.Sprint(uN(2019, 2026)) + uP("!", "#", "$", "@")
	case 6:
		return w + "_" + w2 + fmt.Sprint(uN(1, 99)) + uP("!", "?", ".")
	case 7:
		return uTitle(w) + uP(".", "_", "+") + uTitle(w2) + fmt.Sprint(uN(1, 9))
	default:
		return uTitle(uLeet(w2)) + uP("@", "#", "%") + fmt.Sprint(uN(100, 999))
	}
}

// uRandPw is a generated password with at least one digit and one symbol.
func uRandPw(n int) string {
	return uR(alnum, n-3) + uR(digits, 1) + uR("!#%*?@-_.", 1) + uR(alnum, 2)
}

// uURLPw can sit between ':' and '@' in a URL without escaping.
func uURLPw() string {
	switch rng.IntN(3) {
	case 0:
		return uR(alnum, uN(14, 28))
	case 1:
		return uTitle(uL(uWords)) + uR(digits, uN(2, 4)) + uP("-", "_", ".", "~") + uR(alnum, uN(3, 6))
	default:
		return uR(alnum+"-_.~", uN(16, 32))
	}
}

// uAnyPw mixes chosen and generated passwords.
func uAnyPw() string {
	if uCoin() {
		return uHumanPw()
	}
	return uRandPw(uN(12, 24))
}

// ---- surroundings ----

var uChatFill = []string{
	"db-primary is back, replication lag is 0s",
	"rolling back the helm release to the previous revision",
	"pager went quiet, watching the error rate",
	"ok, I'll update the status page",
	"can someone double-check the grafana panel?",
	"p95 latency is back under the SLO",
	"who owns the nightly backup job?",
	"let's do the postmortem tomorrow morning",
	"the canary looks healthy",
	"restarting the ingress pods now",
	"cert renewal went fine on the edge nodes",
	"disk on the build node was almost full, cleaned up /var/log",
	"thanks, that fixed it",
	"muting the alert for an hour",
	"kafka consumer lag is draining",
	"the terraform apply finished without drift",
	"I'll take the next page, go get lunch",
	"error budget is fine for this week",
}

var uNoteFill = []string{
	"- decision: freeze deploys until the migration is done",
	"- next sync moves to Monday",
	"- the state-lock problem in terraform is solved",
	"- on-call swap approved for the holidays",
	"- backups verified by a restore drill",
	"- dashboards moved to the new grafana folder",
	"- vendor call about the load balancer is still open",
	"- runbook for failover needs screenshots",
}

var uTicketFill = []string{
	"Priority: P2",
	"Component: platform/infra",
	"Status: In Progress",
	"Steps to reproduce: run the deploy job twice in a row",
	"Environment: staging",
	"Labels: ops, access",
	"Affects version: 4.2",
}

func uTicketID() string {
	return fmt.Sprintf("%s-%d", uP("OPS", "INFRA", "SRE", "PLAT", "SEC", "DEVX", "NET"), uN(100, 9999))
}

// uScene puts one line among ordinary lines of a chat, notes, a ticket, an e-mail, a runbook or a
// handover note. It returns the text, its format, and one ordinary line fit to be kept.
func uScene(line string) (string, string, string) {
	a, c := uName(), uName()
	switch rng.IntN(10) {
	case 0, 1:
		ts := uClocks(3)
		k := fmt.Sprintf("[%s] %s: %s", ts[0], a, uL(uChatFill))
		return fmt.Sprintf("%s\n[%s] %s: %s\n[%s] %s: %s", k, ts[1], c, line, ts[2], a, uP("ty", "thanks!", "got it", "👍", "in, thanks")), "chat", k
	case 2:
		return line, "chat", ""
	case 3:
		k := uL(uNoteFill)
		return fmt.Sprintf("## Ops sync %s\n- attendees: %s, %s, %s\n%s\n- %s\n- action: %s to rotate it after the audit", uDate(), a, c, uName(), k, line, c), "notes", k
	case 4:
		k := uL(uTicketFill)
		return fmt.Sprintf("%s: %s\n%s\nDescription:\n%s\nReporter: %s", uTicketID(), uP("Cannot reach staging database", "Access for the new contractor", "Migrate cron jobs to k8s", "Monitoring gaps on edge nodes"), k, line, a), "ticket", k
	case 5:
		k := uP("Let me know if anything is unclear.", "Ping me if it doesn't work.", "I'm out on Friday, "+uTitle(uName())+" covers.")
		return fmt.Sprintf("Hi %s,\n\n%s\n\n%s\n\nCheers,\n%s", uTitle(a), line, k, uTitle(c)), "email", k
	case 6:
		k := uP("1. ssh to the bastion host", "1. open a shell on the jump box", "1. check `systemctl status pgbouncer` first")
		return fmt.Sprintf("### Restore procedure\n%s\n2. %s\n3. confirm the health check is green", k, line), "runbook", k
	case 7:
		k := uP("Handover from the night shift:", "Notes for whoever is on call next:", "Shift handover:")
		return fmt.Sprintf("%s\n* two alerts acked, nothing open\n* %s\n* ticket %s still waiting on the vendor", k, line, uTicketID()), "notes", k
	case 8:
		return fmt.Sprintf("%s\n\n(delete this message once you've saved it)", line), "chat", ""
	default:
		k := uP("Remember for next time:", "From the incident review:", "Saved for later:")
		return k + " " + line, "memory", ""
	}
}
