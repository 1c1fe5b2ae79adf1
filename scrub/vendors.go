package scrub

import (
	"encoding/base64"
	"regexp"
	"slices"
	"strings"
)

// Vendor credential formats that gitleaks misses, or finds only next to the vendor's name: a
// token pasted into prose ("got it from BotFather: 123456789:AA…") has no such name beside it.
// Each format here is recognisable by its shape alone: a fixed prefix, or a structure no
// ordinary text has. A rule with a window matches from its keyword at the start of a word and
// runs from prefixTokens; the others run when the text holds one of their keywords.
var vendorRules = []rule{
	{
		// An AWS access key id with any digits: real ones are base32, as gitleaks reads them, but a
		// pasted one that is not (a typo, a redaction tool's stand-in) names a key all the same.
		id:       "aws-access-token",
		keywords: []string{"akia", "asia", "abia", "acca"},
		re:       regexp.MustCompile(`\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b`),
	},
	{
		// An RSA private key in PKCS#8 without its armour: version 0, rsaEncryption, the key.
		id:       "private-key",
		keywords: []string{"ibadanbgkqhkig9w0baqefaasc"},
		re:       regexp.MustCompile(`\bMII[A-Za-z0-9+/]{2}gIBADANBgkqhkiG9w0BAQEFAASC[A-Za-z0-9+/=]{200,}`),
	},
	{
		// Oracle's Easy Connect: user/password@//host:port/service.
		id:       "password",
		keywords: []string{"@//"},
		re:       regexp.MustCompile(`\b[A-Za-z][\w$#]{0,29}/([^\s/@"']{3,64})@//[\w.-]+(?::\d+)?/\w+`),
		group:    1,
	},
	{
		id:       "tencent-secret-id",
		keywords: []string{"akid"},
		re:       regexp.MustCompile(`\bAKID[A-Za-z0-9]{32}\b`),
	},
	{
		// Yandex's OAuth tokens, static access key ids and API keys.
		id:       "yandex-token",
		keywords: []string{"y0_", "ycaj", "aqvn"},
		re:       regexp.MustCompile(`\b(?:y0_[A-Za-z0-9_-]{50,60}|YCAJ[A-Za-z0-9_-]{21}|AQVN[A-Za-z0-9_-]{35,40})\b`),
	},
	{
		id:       "pterodactyl-key",
		keywords: []string{"ptla_", "ptlc_"},
		re:       regexp.MustCompile(`\bptl[ac]_[A-Za-z0-9]{43}\b`),
	},
	{
		id:       "twitch-stream-key",
		keywords: []string{"live_"},
		re:       regexp.MustCompile(`\blive_\d{6,12}_[A-Za-z0-9]{20,40}\b`),
	},
	{
		// A Bitrix24 inbound webhook: https://HOST.bitrix24.TLD/rest/USER/TOKEN/method.
		id:       "bitrix24-webhook",
		keywords: []string{".bitrix24."},
		re:       regexp.MustCompile(`\.bitrix24\.[a-z.]+/rest/\d+/([a-z0-9]{12,20})/`),
		group:    1,
	},
	{
		// A token in an Anaconda channel's URL: https://conda.anaconda.org/t/TOKEN/channel.
		id:       "anaconda-token",
		keywords: []string{"anaconda.org/t/"},
		re:       regexp.MustCompile(`anaconda\.org/t/([A-Za-z0-9-]{20,})/`),
		group:    1,
	},
	{
		id:       "adafruit-io-key",
		keywords: []string{"aio_"},
		re:       regexp.MustCompile(`\baio_[A-Za-z0-9]{28}\b`),
	},
	{
		// Flutterwave's secret key: FLWSECK- (FLWSECK_TEST- in its sandbox, which gitleaks knows), 32 hex
		// digits, -X.
		id:       "flutterwave-secret-key",
		keywords: []string{"flwseck"},
		re:       regexp.MustCompile(`\bFLWSECK(?:_TEST)?-[0-9a-f]{32}-X\b`),
	},
	{
		// Mercado Pago's access token: APP_USR- (TEST- in its sandbox), then the application's
		// number, a date's digits, 32 hex digits and the user's id.
		id:       "mercadopago-access-token",
		keywords: []string{"app_usr-", "test-"},
		re:       regexp.MustCompile(`\b(?:APP_USR|TEST)-\d{16}-\d{6}-[0-9a-f]{32}-\d{6,10}\b`),
	},
	{
		// Infobip's API key: 32 hex digits and a UUID, where the text names Infobip (the shape
		// alone could be a request's id).
		id:       "infobip-api-key",
		keywords: []string{"infobip"},
		re:       regexp.MustCompile(`\b[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b`),
	},
	{
		// A NuGet API key (nuget.org's): "oy2" and 43 lower-case letters and digits.
		id:       "nuget-api-key",
		keywords: []string{"oy2"},
		re:       regexp.MustCompile(`\boy2[a-z0-9]{43}\b`),
	},
	{
		// WooCommerce's REST API consumer key and secret.
		id:       "woocommerce-key",
		keywords: []string{"ck_", "cs_"},
		re:       regexp.MustCompile(`\bc[ks]_[0-9a-f]{40}\b`),
	},
	{
		// A PyPI API token of any index (pypi.org, test.pypi.org, a private warehouse): "pypi-"
		// and a macaroon, whose serialisation starts "AgE". gitleaks knows pypi.org's only.
		id:       "pypi-upload-token",
		keywords: []string{"pypi-age"},
		re:       regexp.MustCompile(`\bpypi-AgE[A-Za-z0-9_-]{50,}`),
	},
	// A webhook's URL is its credential whole: anyone who has it can post, so the whole URL goes,
	// as Slack's does, and its marker says what it was.
	{
		id:       "discord-webhook",
		keywords: []string{"/api/webhooks/"},
		re:       regexp.MustCompile(`\bhttps?://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/[0-9]{17,20}/[A-Za-z0-9_-]{60,80}`),
	},
	{
		// Microsoft Teams and Office 365 incoming webhooks.
		id:       "teams-webhook",
		keywords: []string{"webhook.office.com", "/incomingwebhook/"},
		re:       regexp.MustCompile(`(?i)\bhttps://[a-z0-9.-]*webhook\.office\.com/webhookb2/[0-9a-f@-]{36,80}/IncomingWebhook/[0-9a-f]{32}/[0-9a-f-]{36}(?:/[A-Za-z0-9_-]{20,})?`),
	},
	{
		// A Sentry DSN's key (sentry.io or self-hosted): https://KEY@host/PROJECT.
		id:       "sentry-dsn",
		keywords: []string{"http://", "https://"},
		re:       regexp.MustCompile(`https?://([0-9a-f]{32})(?::[0-9a-f]{32})?@[A-Za-z0-9.-]+(?::[0-9]{1,5})?/[0-9]+\b`),
		group:    1,
		window:   200,
	},
	{
		id:       "sentry-token",
		keywords: []string{"sntrys_", "sntryu_"},
		re:       regexp.MustCompile(`(?:sntrys_[A-Za-z0-9_+/=-]{40,400}|sntryu_[0-9a-f]{64})`),
		window:   420,
	},
	{
		// An Azure shared access signature, also in JSON where & is written \u0026.
		id:       "azure-sas-signature",
		keywords: []string{"sig="},
		re:       regexp.MustCompile(`(?:^|[^A-Za-z])sig=([A-Za-z0-9%+/]{30,}(?:%3[Dd]|=){0,2})`),
		group:    1,
	},
	{
		id:       "azure-ad-client-secret",
		keywords: []string{"q~"},
		re:       regexp.MustCompile(`(?:^|[^A-Za-z0-9_~.-])([A-Za-z0-9_~.-]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34})(?:[^A-Za-z0-9_~.-]|$)`),
		group:    1,
	},
	{
		// PuTTY key files: the lines after Private-Lines, and the MAC that authenticates them.
		id:       "private-key",
		keywords: []string{"private-lines:"},
		re:       regexp.MustCompile(`Private-Lines: *[0-9]+\r?\n((?:[A-Za-z0-9+/]+={0,2}(?:\r?\n|$))+(?:Private-MAC: *[0-9a-fA-F]+)?)`),
		group:    1,
	},
	{
		// AWS STS session tokens: base64 of a fixed binary header.
		id:       "aws-session-token",
		keywords: []string{"iqojb3jpz2lux2vj", "fwogzxivyxdz"},
		re:       regexp.MustCompile(`\b(?:IQoJb3JpZ2luX2Vj|FwoGZXIvYXdz)[A-Za-z0-9+/]{100,}={0,2}`),
	},
	{
		id:       "atlassian-api-token",
		keywords: []string{"atatt3", "atctt3", "atbb"},
		re:       regexp.MustCompile(`(?:AT[AC]TT3[A-Za-z0-9_=-]{150,300}|ATBB[A-Za-z0-9_=.-]{32,64})`),
		window:   320,
	},
	{
		id:       "new-relic-key",
		keywords: []string{"nrak-", "nrii-", "nrjs-", "nraa-", "nrra-"},
		re:       regexp.MustCompile(`NR(?:AK|II|JS|AA|RA)-[A-Z0-9]{27}\b`),
		window:   40,
	},
	{
		id:       "mailgun-key",
		keywords: []string{"key-"},
		re:       regexp.MustCompile(`key-[0-9a-f]{32}\b`),
		window:   40,
	},
	{
		id:       "airtable-token",
		keywords: []string{"pat"},
		re:       regexp.MustCompile(`pat[A-Za-z0-9]{14}\.[0-9a-f]{64}\b`),
		window:   90,
	},
	{
		// Okta API tokens, also after the SSWS scheme.
		id:       "okta-token",
		keywords: []string{"00"},
		re:       regexp.MustCompile(`(00[A-Za-z0-9_-]{40})(?:[^A-Za-z0-9_-]|$)`),
		group:    1,
		window:   50,
		accept:   func(s string, _ []string) bool { return hasUpperLowerDigit(s[2:]) && entropy(s) >= 4 },
	},
	{
		id:       "okta-token",
		keywords: []string{"ssws"},
		re:       regexp.MustCompile(`SSWS\s+([A-Za-z0-9_-]{20,200})`),
		group:    1,
		window:   220,
	},
	{
		id:       "google-oauth",
		keywords: []string{"1//0"},
		re:       regexp.MustCompile(`1//0[A-Za-z0-9_-]{40,400}`),
		window:   420,
	},
	{
		// Datadog keys are bare hex: only next to the vendor's name.
		id:       "datadog-key",
		keywords: []string{"datadog"},
		re:       regexp.MustCompile(`(?i)datadog[^\n]{0,40}?\b([0-9a-f]{32}|[0-9a-f]{40})\b`),
		group:    1,
	},
	{
		// Prefixed tokens: Groq, Replicate, Supabase, Docker Hub, LangSmith, Tailscale, Figma,
		// Notion, Square, PlanetScale, Perplexity, xAI, OpenRouter, Resend, Netlify,
		// Sourcegraph, Contentful, JFrog, Alibaba Cloud, Fly.io, Grafana Cloud, Vault, Mapbox,
		// Firebase Cloud Messaging, Stripe, Azure DevOps.
		id: "vendor-token",
		keywords: []string{"gsk_", "r8_", "sbp_", "dckr_", "lsv2_", "tskey-", "figd_", "secret_", "ntn_", "sq0", "eaaa",
			"pscale_", "pplx-", "xai-", "sk-or-", "re_", "nfp_", "sgp_", "cfpat-", "akcp", "ltai", "fm2_", "glc_", "glsa_",
			"hvs.", "hvb.", "hvr.", "sk.eyj", "rk.eyj", "aaaa", "sk_live_", "rk_live_", "sk_test_", "rk_test_"},
		window: 600,
		re: regexp.MustCompile(`(?:gsk_[A-Za-z0-9]{48,56}|r8_[A-Za-z0-9]{37}|sbp_(?:oauth_)?[0-9a-f]{40}|dckr_(?:pat|oat)_[A-Za-z0-9_-]{27,}|` +
			`lsv2_(?:pt|sk)_[0-9a-f]{32}_[0-9a-f]{10}|tskey-[a-z]+-[A-Za-z0-9]+-[A-Za-z0-9]{20,}|figd_[A-Za-z0-9_-]{40,}|` +
			`secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{40,50}|sq0(?:csp|atp)-[A-Za-z0-9_-]{22,}|EAAA[A-Za-z0-9_-]{60}|` +
			`pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_=.-]{32,}|pplx-[A-Za-z0-9]{48}|xai-[A-Za-z0-9]{70,90}|sk-or-v1-[0-9a-f]{64}|` +
			`re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}|nfp_[A-Za-z0-9]{36,40}|sgp_(?:[0-9a-f]{16}_)?[0-9a-f]{40}|CFPAT-[A-Za-z0-9_-]{43}|` +
			`AKCp[A-Za-z0-9]{69}|LTAI[A-Za-z0-9]{20}|fm2_[A-Za-z0-9+/=_-]{40,}|glc_eyJ[A-Za-z0-9_+/=-]{30,}|glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}|` +
			`hv[sbr]\.[A-Za-z0-9_-]{24,}|[sr]k\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}|` +
			`[sr]k_(?:live|test)_[A-Za-z0-9]{20,}|AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,})`),
	},
	{
		// Azure DevOps' newer personal access tokens hold AZDO in the middle.
		id:       "azure-devops-pat",
		keywords: []string{"azdo"},
		re:       regexp.MustCompile(`\b[A-Za-z0-9]{52}AZDO[A-Za-z0-9]{4}\b`),
	},
	{
		// More prefixed tokens: SonarQube, CircleCI, Buildkite, Render, Neon, Pinecone,
		// ElevenLabs, Slack browser tokens, Braintree, Facebook, Twitter app bearer tokens.
		id: "vendor-token",
		keywords: []string{"sqp_", "squ_", "sqa_", "ccipat_", "bkua_", "rnd_", "napi_", "pcsk_", "sk_", "xoxc-", "xoxd-",
			"access_token$", "eaa", "aaaaaaaaaaaaaaaaaaaaa"},
		window: 600,
		re: regexp.MustCompile(`(?:sq[pua]_[0-9a-f]{40}|CCIPAT_[A-Za-z0-9]{22}_[0-9a-f]{40}|bkua_[0-9a-f]{40}|rnd_[A-Za-z0-9]{28,40}|` +
			`napi_[a-z0-9]{64}|pcsk_[A-Za-z0-9_]{40,}|sk_[0-9a-f]{48}|xox[cd]-[A-Za-z0-9%-]{20,}|` +
			`access_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}|EAA[A-Za-z0-9]{90,}|A{21}[A-Za-z0-9%]{60,})\b`),
	},
	{
		// LaunchDarkly SDK and mobile keys: a prefix and a UUID.
		id:       "launchdarkly-key",
		keywords: []string{"sdk-", "mob-"},
		re:       regexp.MustCompile(`(?:sdk|mob)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b`),
		window:   50,
	},
	{
		// Azure Functions keys in a function URL.
		id:       "azure-function-key",
		keywords: []string{"azurewebsites.net"},
		re:       regexp.MustCompile(`\.azurewebsites\.net/[^\s?"']*\?(?:[^\s"'#]*&)?code=([A-Za-z0-9_=-]{30,})`),
		group:    1,
	},
	{
		// HubSpot's private app tokens: pat-<region>-<uuid>.
		id:       "hubspot-token",
		keywords: []string{"pat-"},
		re:       regexp.MustCompile(`\bpat-(?:na|eu|ap)[0-9]-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b`),
	},
	{
		// Payment providers of South-East Asia: Xendit's secret keys, Midtrans's server keys.
		id:       "vendor-token",
		keywords: []string{"xnd_", "mid-server-"},
		re:       regexp.MustCompile(`\b(?:xnd_(?:production|development)_[A-Za-z0-9+/=_-]{40,}|Mid-server-[A-Za-z0-9_-]{20,})`),
	},
	{
		// A Cloud Storage HMAC key's access id, which stands beside its secret as AWS's AKIA… does.
		id:       "gcs-hmac-access-id",
		keywords: []string{"goog1"},
		re:       regexp.MustCompile(`\bGOOG1[A-Z0-9]{50,70}\b`),
	},
	{
		// Azure DevOps personal access tokens: 52 lower-case letters and digits after "PAT".
		id:       "azure-devops-pat",
		keywords: []string{"pat"},
		re:       regexp.MustCompile(`(?i)\bPAT\b[^\n]{0,60}?[:=]\s*([a-z0-9]{52})\b`),
		group:    1,
		accept:   func(s string, _ []string) bool { return strings.ToLower(s) == s && hasLetterAndDigit(s) },
	},
}

// splitVendorRules puts the windowed vendor rules apart: prefixTokens runs them in one pass.
func splitVendorRules() (all, prefixed []rule) {
	all = append(all, rules...)
	all = append(all, cliRules...)
	all = append(all, dbCommandRules...)
	all = append(all, hashRules...)
	all = append(all, deviceRules...)
	all = append(all, statedRules...)
	all = append(all, walletRules...)
	all = append(all, dumpRules...)
	all = append(all, shareLinkRules...)
	for _, r := range append(append(append([]rule{}, vendorRules...), serviceRules...), netdevRules...) {
		if r.window > 0 {
			prefixed = append(prefixed, r)
		} else {
			all = append(all, r)
		}
	}
	for _, rs := range [][]rule{all, prefixed} {
		for i := range rs {
			rs[i].kw = patternIDs(rs[i].keywords)
			if rs[i].window == 0 {
				// A windowed rule runs at its keywords: a plan's literals would only be more
				// patterns for the automaton to report.
				rs[i].plan = planFor(rs[i].re, false)
			}
		}
	}
	return all, prefixed
}

// prefixTokens runs the prefix rules where a word starts with one of their keywords, found by
// the one pass of the automaton.
func prefixTokens(text string, h *hits) []Span {
	var out []Span
	var starts []uint64 // position << 16 | rule
	for ri := range prefixRules {
		for _, kw := range prefixRules[ri].kw {
			for _, pos := range h.of(kw) {
				if pos == 0 || !isWordByte(text[pos-1]) || !isWordByte(text[pos]) { // a prompt's "(config-" may follow a word
					starts = append(starts, uint64(pos)<<16|uint64(ri))
				}
			}
		}
	}
	slices.Sort(starts)
	for j, st := range starts {
		if j > 0 && st == starts[j-1] {
			continue // two keywords of one rule at one place
		}
		i, r := int(st>>16), &prefixRules[uint16(st)]
		idx := anchored[r.re].FindStringSubmatchIndex(text[i:min(len(text), i+r.window)])
		if idx == nil || idx[2*r.group] < 0 {
			continue
		}
		start, end := i+idx[2*r.group], i+idx[2*r.group+1]
		secret := strings.TrimRight(text[start:end], ".)")
		if secret == "" || r.accept != nil && !r.accept(secret, groupsBefore(text, i, idx, r.group)) {
			continue
		}
		out = append(out, Span{Start: start, End: start + len(secret), Rule: r.id})
	}
	return out
}

// groupsBefore returns the groups of a match (idx, in text from off) before the secret's group,
// for a rule that vets them.
func groupsBefore(text string, off int, idx []int, group int) []string {
	var m []string
	for g := 1; g < group; g++ {
		if idx[2*g] >= 0 {
			m = append(m, text[off+idx[2*g]:off+idx[2*g+1]])
		}
	}
	return m
}

// shapeSecrets finds keyword-free formats whose structure a regular expression cannot check
// cheaply: Telegram and Discord bot tokens, Azure DevOps personal access tokens, and Mailgun
// and Mailchimp keys.
func shapeSecrets(text string) []Span {
	out := telegramTokens(text)
	out = append(out, discordTokens(text)...)
	out = append(out, base32PATs(text)...)
	return append(out, hexSuffixedKeys(text)...)
}

// telegramTokens finds Telegram bot tokens: the bot's numeric id, a colon and 35 characters
// starting with A, alone or right after "bot" as in a Bot API URL.
func telegramTokens(text string) []Span {
	var out []Span
	for off := 0; ; {
		i := strings.Index(text[off:], ":A")
		if i < 0 {
			return out
		}
		i += off
		off = i + 2
		s := i
		for s > 0 && isDigit(text[s-1]) && i-s <= 16 {
			s--
		}
		e := i + 1
		for e < len(text) && isB64URL(text[e]) && e-i <= 36 {
			e++
		}
		if i-s < 5 || i-s > 16 || e-i-1 != 35 || e < len(text) && text[e] == '-' {
			continue
		}
		if s > 0 && isWordByte(text[s-1]) && !(s >= 3 && strings.EqualFold(text[s-3:s], "bot") && (s == 3 || !isWordByte(text[s-4]))) {
			continue
		}
		out = append(out, Span{Start: s, End: e, Rule: "telegram-bot-token"})
		off = e
	}
}

func isB64URL(c byte) bool { return isLetter(c) || isDigit(c) || c == '_' || c == '-' }

// discordTokens finds ID.TIMESTAMP.HMAC tokens whose first part is the base64 of a Discord
// snowflake (17 to 20 digits): a check no ordinary dotted name passes; or, failing that, whose
// parts have a token's shape and look random (discordShapeStart).
func discordTokens(text string) []Span {
	var out []Span
	for off := 0; ; {
		i := strings.IndexByte(text[off:], '.')
		if i < 0 {
			return out
		}
		i += off
		off = i + 1
		if i+8 >= len(text) || text[i+7] != '.' {
			continue
		}
		ok := true
		for j := i + 1; j < i+7; j++ {
			ok = ok && isB64URL(text[j])
		}
		if !ok {
			continue
		}
		e := i + 8
		for e < len(text) && isB64URL(text[e]) && e-i-8 <= 40 {
			e++
		}
		// A dot closing a sentence ends the token: "… logs in with ODM0….3cibW5.vX1t…. Then".
		sentenceDot := e < len(text) && text[e] == '.' && (e+1 == len(text) || text[e+1] == ' ' || text[e+1] == '\n')
		if n := e - i - 8; n < 27 || n > 40 || e < len(text) && (isB64URL(text[e]) || text[e] == '.' && !sentenceDot) {
			continue
		}
		s := snowflakeStart(text, i)
		if s < 0 {
			s = discordShapeStart(text, i, e)
		}
		if s < 0 {
			continue
		}
		out = append(out, Span{Start: s, End: e, Rule: "discord-bot-token"})
		off = e
	}
}

// base32PATs finds Azure DevOps personal access tokens: exactly 52 characters of lower-case
// base32, with digits among them, standing alone.
func base32PATs(text string) []Span {
	var out []Span
	for i := 0; i < len(text); {
		if !isLower(text[i]) && !isDigit(text[i]) {
			i++
			continue
		}
		j, digitsN, ok := i, 0, true
		for j < len(text) && (isLower(text[j]) || isDigit(text[j])) {
			if isDigit(text[j]) {
				digitsN++
				ok = ok && text[j] >= '2' && text[j] <= '7'
			}
			j++
		}
		if ok && j-i == 52 && digitsN >= 4 && digitsN <= 30 && (i == 0 || !isB64URL(text[i-1])) && (j == len(text) || !isB64URL(text[j])) {
			out = append(out, Span{Start: i, End: j, Rule: "azure-devops-pat"})
		}
		i = j
	}
	return out
}

// snowflakeStart returns where the base64 of a snowflake that ends at i starts, or -1. It
// stands alone, or right after "bot" as in a Bot API URL or an Authorization header.
func snowflakeStart(text string, i int) int {
	for n := 23; n <= 28 && n <= i; n++ {
		s := i - n
		if text[s] < 'M' || text[s] > 'O' {
			continue
		}
		if s > 0 && (isB64URL(text[s-1]) || text[s-1] == '.') {
			if s < 3 || !strings.EqualFold(text[s-3:s], "bot") || s > 3 && (isB64URL(text[s-4]) || text[s-4] == '.') {
				continue
			}
		}
		id, err := base64.RawURLEncoding.DecodeString(text[s:i])
		if err == nil && len(id) >= 17 && len(id) <= 20 && allDigits(string(id)) {
			return s
		}
	}
	return -1
}

// discordShapeStart returns where a token whose first part does not decode to a user id starts,
// or -1: the first part is 23 to 28 characters standing alone and starting with M, N or O (as
// a user id's base64 does), and the parts are random, not words: mixed case in the first and
// last, a digit in one of them. (A dotted name of that shape, MainWindowController.render.…,
// has no digit and reads as words.)
func discordShapeStart(text string, i, e int) int {
	s := i
	for s > 0 && isB64URL(text[s-1]) && i-s <= 28 {
		s--
	}
	if n := i - s; n < 23 || n > 28 || text[s] < 'M' || text[s] > 'O' || s > 0 && text[s-1] == '.' {
		return -1
	}
	first, last := text[s:i], text[i+8:e]
	if !hasUpperLower(first[1:]) || !hasUpperLower(last) || !strings.ContainsAny(first+last, digits) || isCamelWords(first) || isCamelWords(last) {
		return -1
	}
	return s
}

const digits = "0123456789"

func hasUpperLower(s string) bool {
	var u, l bool
	for i := 0; i < len(s); i++ {
		u = u || isUpper(s[i])
		l = l || isLower(s[i])
	}
	return u && l
}

func isHexLower(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'f' }

// hexSuffixedKeys finds 32 hex digits followed by a Mailchimp data centre (-us12) or by
// Mailgun's two 8-digit groups: hex of that shape is no hash or UUID.
func hexSuffixedKeys(text string) []Span {
	var out []Span
	for off := 0; ; {
		i := strings.IndexByte(text[off:], '-')
		if i < 0 {
			return out
		}
		i += off
		off = i + 1
		if i < 32 || !isHexLower(text[i-1]) {
			continue
		}
		s := i
		for s > 0 && isHexLower(text[s-1]) && i-s <= 32 {
			s--
		}
		if i-s != 32 || s > 0 && isB64URL(text[s-1]) {
			continue
		}
		e := i + 1
		switch {
		case strings.HasPrefix(text[e:], "us") && e+2 < len(text) && isDigit(text[e+2]):
			e += 3
			if e < len(text) && isDigit(text[e]) {
				e++
			}
		case e+17 <= len(text) && text[e+8] == '-' && allHexLower(text[e:e+8]) && allHexLower(text[e+9:e+17]):
			e += 17
		default:
			continue
		}
		if e < len(text) && isB64URL(text[e]) {
			continue
		}
		out = append(out, Span{Start: s, End: e, Rule: "vendor-token"})
		off = e
	}
}

func allHexLower(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isHexLower(s[i]) {
			return false
		}
	}
	return true
}
