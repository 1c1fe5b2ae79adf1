package scrub

import (
	"regexp"
	"strings"
)

// Services' credentials by their formats, as vendors.go's are: automation hooks, streaming,
// payments, AI and alerting services, and the command lines and source files that carry a
// password in a shape of their own (steamcmd's +login, Structured Text, a Windows tool's /p).
var serviceRules = []rule{
	{
		// Dropbox's short-lived access tokens.
		id:       "dropbox-token",
		keywords: []string{"sl."},
		re:       regexp.MustCompile(`\bsl\.(?:u\.)?[A-Za-z0-9_-]{80,}`),
		accept:   func(s string, _ []string) bool { return hasUpperLowerDigit(s) },
	},
	{
		// IFTTT's Webhooks key in a trigger's URL, and Ankr's RPC key in its endpoint's path.
		id:       "webhook-key",
		keywords: []string{"maker.ifttt.com/", "rpc.ankr.com/"},
		re:       regexp.MustCompile(`\b(?:maker\.ifttt\.com/trigger/[^/\s]+/(?:json/)?with/key|rpc\.ankr\.com/[a-z0-9_]+)/([A-Za-z0-9_-]{20,128})`),
		group:    1,
	},
	{
		// Mandrill's API keys: md- and 22 characters.
		id:       "mandrill-api-key",
		keywords: []string{"md-"},
		re:       regexp.MustCompile(`\bmd-[A-Za-z0-9_-]{22}\b`),
		accept:   func(s string, _ []string) bool { return hasUpperLowerDigit(s) },
	},
	{
		// Nextcloud's app passwords: five groups of five letters and digits, mixed case, on their
		// own (not the tail of a CSGO-… share code).
		id:       "app-password",
		keywords: []string{"-"},
		re:       regexp.MustCompile(`(?:^|[^\w-])([A-Za-z0-9]{5}(?:-[A-Za-z0-9]{5}){4})(?:$|[^\w-])`),
		group:    1,
		accept:   func(s string, _ []string) bool { return hasUpperLowerDigit(s) },
	},
	{
		// DeepL's Free API keys: a UUID and ":fx".
		id:       "deepl-api-key",
		keywords: []string{":fx"},
		re:       regexp.MustCompile(`\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:fx\b`),
	},
	{
		// New Relic's license (ingest) keys: 36 hex digits and NRAL.
		id:       "newrelic-license-key",
		keywords: []string{"nral"},
		re:       regexp.MustCompile(`\b[0-9a-f]{36}NRAL\b`),
	},
	{
		// Zapier's and Make's catch hooks.
		id:       "automation-webhook",
		keywords: []string{"hooks.zapier.com/hooks/catch/", ".make.com/"},
		re:       regexp.MustCompile(`\bhttps?://(?:hooks\.zapier\.com/hooks/catch/[0-9]{4,12}/[a-z0-9]{5,12}/?|hook\.[a-z]{2}[0-9]\.make\.com/[a-z0-9]{32})`),
	},
	{
		// A Twitch stream key: live_, the channel's numeric id, and the key.
		id:       "twitch-stream-key",
		keywords: []string{"live_"},
		re:       regexp.MustCompile(`\blive_[0-9]{6,12}_[A-Za-z0-9]{24,40}\b`),
	},
	{
		// Asaas' API keys ($aact_ and base64) and Wompi's private and event keys.
		id:       "payment-key",
		keywords: []string{"$aact_", "prv_prod_", "prv_test_", "prod_events_", "test_events_", "prod_integrity_", "test_integrity_"},
		re:       regexp.MustCompile(`\$aact_[A-Za-z0-9+/=_-]{40,}|\b(?:prv_(?:prod|test)|(?:prod|test)_(?:events|integrity))_[A-Za-z0-9]{24,40}\b`),
	},
	{
		// steamcmd's login on its command line: +login user password.
		id:       "password",
		keywords: []string{"+login "},
		re:       regexp.MustCompile(`\+login\s+[A-Za-z0-9_.@-]{2,64}\s+['"]?([^\s'"+][^\s'"]{3,127})`),
		group:    1,
	},
	{
		// IEC 61131-3 Structured Text: sFtpPassword : STRING := 'Falcon-28DI';
		id:       "password",
		keywords: []string{": string :=", ": wstring :=", ":string:="},
		re:       regexp.MustCompile(`(?i)\b[A-Za-z_]\w{0,40}(?:password|passwd|pwd|secret|token|apikey)\w{0,20}\s*:\s*W?STRING(?:\[\d+\]|\(\d+\))?\s*:=\s*'([^'\n]{3,128})'`),
		group:    1,
	},
	{
		// Windows tools' /u user /p password (SendPdbs, net use, schtasks /ru /rp).
		id:       "password",
		keywords: []string{" /p ", " /p:", " /rp "},
		re:       regexp.MustCompile(`/r?u(?:ser)?[: ]+\S+\s+/r?p(?:assword)?[: ]+"?([^\s"/][^\s"]{2,127})`),
		group:    1,
	},
	{
		// Together AI's API keys.
		id:       "together-api-key",
		keywords: []string{"tgp_v1_"},
		re:       regexp.MustCompile(`\btgp_v1_[A-Za-z0-9_-]{30,}`),
	},
	{
		// Opsgenie's API key in its header: Authorization: GenieKey <uuid>.
		id:       "opsgenie-api-key",
		keywords: []string{"geniekey"},
		re:       regexp.MustCompile(`(?i)\bGenieKey\s+([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b`),
		group:    1,
	},
	{
		// eBay's user tokens (v^1.1#i^1#…t^H4sI…) and its Cert ID, the secret half of an app's keys.
		id:       "ebay-token",
		keywords: []string{"v^1.1#", "prd-", "sbx-"},
		re:       regexp.MustCompile(`v\^1\.1#[A-Za-z0-9+/=#^_.-]{40,}|\b(?:PRD|SBX)-[0-9a-f]{12}(?:-[0-9a-f]{4}){4}\b`),
		window:   4096,
	},
	{
		// Login with Amazon's refresh and access tokens (Amazon's Selling Partner API).
		id:       "amazon-lwa-token",
		keywords: []string{"atzr|", "atza|"},
		re:       regexp.MustCompile(`\bAtz[ar]\|[A-Za-z0-9_+/=-]{40,}`),
		window:   2048,
	},
	{
		// Windows' rasdial with a phonebook entry, a user and a password.
		id:       "password",
		keywords: []string{"rasdial "},
		re:       regexp.MustCompile(`(?i)rasdial\s+(?:"[^"\n]+"|[^\s"/]\S*)\s+[^\s"/]\S*\s+"?([^\s"/*][^\s"]{2,127})`),
		group:    1,
		window:   300,
	},
	{
		// WordPress's login cookie: its name carries the site's hash, its value the session.
		id:       "session-cookie",
		keywords: []string{"wordpress_logged_in_", "wordpress_sec_"},
		re:       regexp.MustCompile(`wordpress_(?:logged_in|sec)_[0-9a-f]{32}=([^;\s"']{20,})`),
		group:    1,
		window:   1024,
	},
	{
		// Windows' netsh wlan show profile key=clear prints the Wi-Fi key as "Key Content".
		id:       "wifi-password",
		keywords: []string{"key content"},
		re:       regexp.MustCompile(`(?i)Key Content[ \t]*:[ \t]*([^\r\n]*[^\s])`),
		group:    1,
		window:   120,
	},
	{
		// A code keyed in before the panel's button: "enter 9053 and press OFF", "enter 4436 then SET".
		id:       "password",
		keywords: []string{"enter "},
		re:       regexp.MustCompile(`(?i)\benter\s+(\d{4,8})#?,?\s+(?:and|then)\s+(?:press\s+|hit\s+|push\s+)?[A-Z"'*#]`),
		group:    1,
		window:   60,
	},
	{
		// A SIM's PIN in a modem's AT command.
		id:       "password",
		keywords: []string{"at+cpin=", "at+cpin2="},
		re:       regexp.MustCompile(`(?i)AT\+CPIN2?="?(\d{4,8})`),
		group:    1,
		window:   24,
	},
	{
		// The bind password of LDAP's tools and OMERO's login on their command lines: -w secret.
		id:       "password",
		keywords: []string{"ldapsearch ", "ldapmodify ", "ldapadd ", "ldapdelete ", "ldappasswd ", "omero login "},
		re:       regexp.MustCompile(`(?:ldap(?:search|modify|add|delete|passwd)|omero login)\b[^\n|;&]*?\s-w\s+['"]?([^\s'"]{3,128})`),
		group:    1,
		window:   400,
	},
	{
		// Streaming ingest keys: Facebook Live's (FB-…-0-…) and Cloudflare Stream's (hex k hex).
		id:       "stream-key",
		keywords: []string{"fb-", "rtmp", "srt://"},
		re:       regexp.MustCompile(`\bFB-\d{15,17}-\d-[A-Za-z0-9_-]{20,}|\b[0-9a-f]{32}k[0-9a-f]{32}\b`),
	},
	{
		// A YouTube stream key (five groups of four) in a text about streaming.
		id:       "stream-key",
		keywords: []string{"rtmp", "stream key", "streamkey", "stream_key", "streamsleutel", "youtube"},
		re:       regexp.MustCompile(`\b[a-z0-9]{4}(?:-[a-z0-9]{4}){4}\b`),
		accept:   func(v string, _ []string) bool { return hasLetterAndDigit(strings.ReplaceAll(v, "-", "")) },
	},
	{
		// A Mattermost incoming webhook, whole: anyone who has it posts to the channel.
		id:       "webhook-url",
		keywords: []string{"/hooks/"},
		re:       regexp.MustCompile(`https?://[A-Za-z0-9.-]+(?::\d+)?/hooks/[a-z0-9]{26}\b`),
	},
	{
		// Samsara's API tokens.
		id:       "samsara-api-token",
		keywords: []string{"samsara_api_"},
		re:       regexp.MustCompile(`\bsamsara_api_[A-Za-z0-9]{20,40}\b`),
		window:   60,
	},
	{
		// Africa's Talking's API keys.
		id:       "africastalking-api-key",
		keywords: []string{"atsk_"},
		re:       regexp.MustCompile(`\batsk_[0-9a-f]{64}\b`),
		window:   80,
	},
	{
		// Telnyx's API v2 keys and SignalWire's project tokens.
		id:       "telecom-api-key",
		keywords: []string{"key", "pt"},
		re:       regexp.MustCompile(`\bKEY[0-9A-F]{32}_[A-Za-z0-9]{20,24}\b|\bPT[0-9a-f]{48}\b`),
	},
	{
		// FreeRADIUS's radcheck rows: the password in clear.
		id:       "password",
		keywords: []string{"cleartext-password"},
		re:       regexp.MustCompile(`(?i)Cleartext-Password'\s*,\s*':='\s*,\s*'([^'\n]{3,128})'`),
		group:    1,
		window:   200,
	},
	{
		// pgcrypto's crypt('…', gen_salt(…)): the password before it is hashed.
		id:       "password",
		keywords: []string{"crypt("},
		re:       regexp.MustCompile(`crypt\(\s*'([^'\n]{3,128})'\s*,\s*gen_salt`),
		group:    1,
		window:   200,
	},
	{
		// A test runner's record key on its command line (Cypress Cloud).
		id:       "password",
		keywords: []string{"cypress run"},
		re:       regexp.MustCompile(`cypress run\b[^\n]*?\s--key[ =]+['"]?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})`),
		group:    1,
		window:   300,
	},
	{
		// paho-mqtt's client.username_pw_set("user", "password").
		id:       "password",
		keywords: []string{"username_pw_set("},
		re:       regexp.MustCompile(`username_pw_set\(\s*["'][^"'\n]*["']\s*,\s*(?:password\s*=\s*)?["']([^"'\n]{3,128})["']`),
		group:    1,
		window:   200,
	},
	{
		// A browser test filling a password field: page.fill("#password", "…"), sendKeys too.
		id:       "password",
		keywords: []string{"fill(", "type(", "sendkeys(", "send_keys(", "setvalue("},
		re:       regexp.MustCompile(`(?i)(?:fill|type|sendKeys|send_keys|setValue)\(\s*["'][^"'\n]*(?:password|passwd|pwd)[^"'\n]*["']\s*,\s*["']([^"'\n]{3,128})["']`),
		group:    1,
		window:   300,
	},
	{
		// An Azure Logic App's HTTP trigger: the whole URL posts to the workflow (its sig is the key).
		id:       "webhook-url",
		keywords: []string{".logic.azure.com"},
		re:       regexp.MustCompile(`https://prod-\d+\.[a-z0-9]+\.logic\.azure\.com(?::443)?/workflows/[0-9a-f]{32}/triggers/[^\s?"'<>]+\?[^\s"'<>)]*sig=[A-Za-z0-9_%-]{20,}[^\s"'<>)]*`),
	},
}

// canvasTokens finds Canvas LMS access tokens: the issuing shard's number, a tilde and 60 to 70
// letters and digits (7021~Hq7L…), found from each tilde.
func canvasTokens(text string) []Span {
	var out []Span
	for off := 0; ; {
		t := strings.IndexByte(text[off:], '~')
		if t < 0 {
			return out
		}
		t += off
		off = t + 1
		s := t
		for s > 0 && t-s < 5 && isDigit(text[s-1]) {
			s--
		}
		e := t + 1
		for e < len(text) && (isLetter(text[e]) || isDigit(text[e])) {
			e++
		}
		if s == t || e-t-1 < 60 || e-t-1 > 70 || s > 0 && (isWordByte(text[s-1]) || text[s-1] == '~') ||
			e < len(text) && isWordByte(text[e]) || !hasUpperLowerDigit(text[t+1:e]) {
			continue
		}
		out = append(out, Span{Start: s, End: e, Rule: "canvas-token"})
		off = e
	}
}
