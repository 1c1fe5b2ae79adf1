package scrub

import (
	"regexp"
	"strings"
	"unicode"
)

// ownRules closes gitleaks' known gaps: credentials in URIs, passwords stated in prose, private
// key blocks (also truncated ones), JWTs, Authorization headers and recall's own tokens.
type ownRules struct{}

type rule struct {
	id string
	// keywords (lower case): the regex runs only when the text holds one of them, which keeps
	// scrubbing cheap for the common memory that holds no secret at all.
	keywords []string
	re       *regexp.Regexp
	group    int // the capture group that is the secret; 0 for the whole match
	// accept, when set, vets the secret (and m, the groups before the secret's) to drop look-alikes.
	accept func(secret string, m []string) bool
	// window, when set, says every match starts at a keyword and is at most this long.
	window int
	kw     []int // the keywords' pattern ids
	plan   *plan // how the expression runs without a window
	// find, when set, finds the expression's matches by hand (keyblock.go).
	find func(text string, h *hits) [][]int
}

// schemeName: an Authorization scheme of capitalised words joined by hyphens (DeepL-Auth-Key).
var schemeName = regexp.MustCompile(`^[A-Z][A-Za-z]*(?:-[A-Z][A-Za-z]*)+$`)

var rules = []rule{
	{
		id:       "private-key",
		keywords: []string{"private key"},
		re:       regexp.MustCompile(`-----BEGIN[A-Z0-9 ]{0,30} PRIVATE KEY(?: BLOCK)?-----[\s\S]*?-----END[A-Z0-9 ]{0,30} PRIVATE KEY(?: BLOCK)?-----`),
		find:     keyBlocks,
		accept:   func(s string, _ []string) bool { return !elidedBody(s) },
	},
	{
		// A key block pasted without its END line: the BEGIN line and the base64 (or PEM header)
		// lines right after it, and nothing else.
		id:       "private-key",
		keywords: []string{"private key"},
		re:       regexp.MustCompile(`-----BEGIN[A-Z0-9 ]{0,30} PRIVATE KEY(?: BLOCK)?-----(?:(?:\r?\n|\\n)(?:[A-Za-z0-9+/]{16,}={0,2}|(?:Proc-Type|DEK-Info|Comment|Version): [^\r\n]*))+`),
		find:     truncatedKeyBlocks,
	},
	{
		id:       "uri-credentials",
		keywords: []string{"://"},
		// user:password@ in any scheme's URI; the user may be empty (redis://:pw@host) and the
		// password may hold characters that should have been percent-encoded (# ? ! & @): it runs to the
		// last @ before the host (which may be empty: snowflake://loader:…@/DB).
		re:     regexp.MustCompile(`\b[A-Za-z][A-Za-z0-9+._-]{1,40}://([^\s:/?#@\[\]"'<>]{0,128}):([^\s/"'<>]{1,256})@[A-Za-z0-9\[/]`),
		group:  2,
		accept: notDefaultLogin,
	},
	{
		// A token as the password may hold / (base64): then it must not read as a port and path.
		id:       "uri-credentials",
		keywords: []string{"://"},
		re:       regexp.MustCompile(`\b[A-Za-z][A-Za-z0-9+._-]{1,40}://([^\s:/?#@\[\]"'<>]{0,128}):([A-Za-z0-9+/=_.~%-]{8,256})@[A-Za-z0-9\[]`),
		group:    2,
		accept:   func(s string, before []string) bool { return !portPath.MatchString(s) && notDefaultLogin(s, before) },
	},
	{
		id:       "jwt",
		keywords: []string{"eyj"},
		re:       regexp.MustCompile(`\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}`),
	},
	{
		id:       "authorization-header",
		keywords: []string{"authorization"},
		re:       regexp.MustCompile(`(?i)\bauthorization["']?\s*[:=]\s*["']?(?:(?:cpanel|whm)\s+[\w.-]+:|bearer|basic|token|digest|apikey|splunk|ssws|sharedkey|hmac|negotiate|ntlm|dpop|otoken|kakaoak|key)?\s*([A-Za-z0-9._~+/-]{8,}=*)`),
		group:    1,
		// A scheme of its own (DeepL-Auth-Key) before a variable is no token, nor a number in
		// groups (OCLC's "Authorization: 105-838-648" names an account).
		accept: func(s string, _ []string) bool {
			return !schemeName.MatchString(s) && !(strings.Trim(s, digits+"-") == "" && strings.Contains(s, "-"))
		},
	},
	{
		// "Bearer <token>" outside a header: the token must look like one, not like prose.
		id:       "bearer-token",
		keywords: []string{"bearer", "basic"},
		re:       regexp.MustCompile(`\b(?:[Bb]earer|BEARER|[Bb]asic|BASIC)\s+([A-Za-z0-9._~+/-]{16,}=*)`),
		group:    1,
		window:   600,
		accept:   func(s string, _ []string) bool { return looksRandom(s) },
	},
	{
		// Formats gitleaks' rules miss or bound too tightly.
		id:       "github-fine-grained-pat",
		keywords: []string{"github_pat_"},
		re:       regexp.MustCompile(`\bgithub_pat_[A-Za-z0-9_]{22,255}`),
	},
	{
		id:       "openai-api-key",
		keywords: []string{"sk-"},
		re:       regexp.MustCompile(`\bsk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{40,}`),
	},
	{
		// OpenAI's older keys without the T3BlbkFJ marker gitleaks looks for, and other sk- keys
		// (DeepSeek, Mistral-style): random, with upper, lower and digits ("sk-learn" is not).
		id:       "openai-api-key",
		keywords: []string{"sk-"},
		re:       regexp.MustCompile(`\bsk-[A-Za-z0-9]{32,64}\b`),
		accept:   func(s string, _ []string) bool { return hasUpperLowerDigit(s) || looksRandom(s) && entropy(s) >= 3.8 },
	},
	{
		id:       "huggingface-token",
		keywords: []string{"hf_"},
		re:       regexp.MustCompile(`\bhf_[A-Za-z0-9]{34,40}\b`),
	},
	{
		id:       "doppler-token",
		keywords: []string{"dp."},
		re:       regexp.MustCompile(`\bdp\.(?:st|ct|sa|scim|audit|pt)\.[A-Za-z0-9_.-]{40,50}`),
	},
	{
		// GitLab's other token prefixes (CI build, deploy, feed, runner, OAuth app secrets).
		id:       "gitlab-token",
		keywords: []string{"gl"},
		re:       regexp.MustCompile(`\b(?:glcbt|gldt|glft|glimt|gloas|glptt|glrt|glsoat|glagent|glffct)-[A-Za-z0-9_-]{20,}`),
	},
	{
		id:       "anthropic-api-key",
		keywords: []string{"sk-ant-"},
		re:       regexp.MustCompile(`\bsk-ant-(?:api|admin|sid)[0-9]{2}-[A-Za-z0-9_-]{40,}`),
	},
	{
		// Slack tokens run on over dashes past where gitleaks' legacy rules stop.
		id:       "slack-token",
		keywords: []string{"xox"},
		re:       regexp.MustCompile(`\bxox[abeoprs]-[A-Za-z0-9-]{10,250}`),
	},
	{
		id:       "stripe-webhook-secret",
		keywords: []string{"whsec_"},
		re:       regexp.MustCompile(`\bwhsec_[A-Za-z0-9+/=]{24,}`),
	},
	{
		id:       "google-oauth",
		keywords: []string{"gocspx-", "ya29."},
		re:       regexp.MustCompile(`\b(?:GOCSPX-[A-Za-z0-9_-]{24,}|ya29\.(?:[a-z]\.)?[A-Za-z0-9_-]{20,})`),
	},
	{
		// Credentials in URL query strings: ?api_key=…&token=…, and a presigned URL's
		// vendor-prefixed signature (X-Amz-Signature, X-Goog-Signature).
		id:       "url-query-secret",
		keywords: []string{"="},
		re:       regexp.MustCompile(`(?i)[?&](?:x-[a-z]{2,8}-)?(?:security[_-]?token|api[_-]?key|apikey|access[_-]?token|auth[_-]?token|token|secret|client[_-]?secret|password|passwd|pwd|sig|signature|key)=([^&\s#"'<>]{8,512})`),
		group:    1,
		accept:   func(s string, _ []string) bool { return looksRandom(s) || len(s) >= 20 },
	},
	{
		// Azure storage and service bus connection strings.
		id:       "azure-connection-key",
		keywords: []string{"accountkey", "sharedaccess"},
		re:       regexp.MustCompile(`(?i)\b(?:AccountKey|SharedAccessKey|SharedAccessSignature)=([A-Za-z0-9+/%=&:-]{20,})`),
		group:    1,
	},
	{
		// Static bearer tokens, and the OAuth access and refresh tokens, codes and client secrets.
		id:       "recall-token",
		keywords: []string{"rcl_", "rat_", "rrt_", "rac_", "rcs_"},
		re:       regexp.MustCompile(`\b(?:rcl|rat|rrt|rac|rcs)_[A-Za-z0-9_-]{43}\b`),
		group:    0,
	},
	{
		// mysql -uroot -pS3cret: the password is glued to -p (a space after -p prompts for it,
		// and what follows is the database). Not (?i): -P is the port.
		id:       "cli-password",
		keywords: []string{"mysql", "mariadb"},
		re:       regexp.MustCompile(`\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlcheck|mysqlsh|mariadb|mariadb-dump)\b[^\n|;&]*?\s-p([^\s'"\x60-][^\s'"\x60]*|'[^'\n]+'|"[^"\n]+")`),
		group:    1,
	},
	{
		// Tools whose -p or -a takes the password as the next word.
		id:       "cli-password",
		keywords: []string{"sshpass", "redis-cli", "mongo", "docker", "login"},
		re:       regexp.MustCompile(`\b(?:sshpass(?:\s+-\w+)*\s+-p|redis-cli\b[^\n|;&]*?\s-a|mongo(?:sh|dump|restore|export|import)?\b[^\n|;&]*?\s-p|(?:docker|podman|helm|buildah|skopeo)\s+(?:registry\s+)?login\b[^\n|;&]*?\s-p)\s*([^\s'"<-][^\s'"]*|'[^'\n]+'|"[^"\n]+")`), // not <your password>
		group:    1,
	},
	{
		// SQL: CREATE USER … IDENTIFIED BY 'x', ALTER ROLE … PASSWORD 'x' (the latter is read
		// by the assignment scanner).
		id:       "password",
		keywords: []string{"identified"},
		re:       regexp.MustCompile(`(?i)\bidentified\s+(?:with\s+\w+\s+)?by\s+(?:password\s+)?['"]([^'"\n]{3,128})['"]`),
		group:    1,
	},
	{
		// ~/.netrc: machine HOST login USER password SECRET
		id:       "password",
		keywords: []string{"machine"},
		re:       regexp.MustCompile(`\bmachine\s+\S+\s+(?:login\s+\S+\s+)?password\s+(\S+)`),
		group:    1,
		window:   600,
	},
	{
		// Basic auth in code: HTTPBasicAuth('user', 'pass'), req.SetBasicAuth("u", "p")
		id:       "password",
		keywords: []string{"basicauth", "basic_auth"},
		re:       regexp.MustCompile(`(?i)basic_?auth\w*\(\s*["'][^"'\n]*["']\s*,\s*["']([^"'\n]{3,128})["']`),
		group:    1,
	},
	{
		// htpasswd -b FILE USER PASSWORD
		id:       "password",
		keywords: []string{"htpasswd"},
		re:       regexp.MustCompile(`\bhtpasswd\s+(?:-[a-zA-Z]*\s+)*-[a-zA-Z]*b[a-zA-Z]*\s+(?:-[a-zA-Z]+\s+)*\S+\s+\S+\s+(\S+)`),
		group:    1,
		window:   400,
	},
	{
		// "login with admin:S3cret!", "sign in as dana:hunter2"
		id:       "password",
		keywords: []string{"log", "sign"},
		re:       regexp.MustCompile(`(?i)\b(?:log ?in|logon|sign ?in|auth(?:enticate)?)\s+(?:with|as|using)\s+["'\x60]?[\w.@+-]{1,64}:([^\s"'\x60]{3,128})`),
		group:    1,
		accept:   func(s string, _ []string) bool { return looksLikePassword(s) && !isReference(s) },
	},
	{
		// PowerShell: ConvertTo-SecureString "…" -AsPlainText -Force
		id:       "password",
		keywords: []string{"convertto-securestring"},
		re:       regexp.MustCompile(`(?i)\bConvertTo-SecureString\s+(?:-String\s+)?["']([^"'\n]{3,128})["']\s+-AsPlainText`),
		group:    1,
	},
	{
		// curl -u user:pass, --user user:pass, wget --http-password handled by assignments.
		id:       "cli-password",
		keywords: []string{"curl", "-u", "--user"},
		re:       regexp.MustCompile(`\b(?:curl|http|https|xh|wget|lftp)\b[^\n|;&]*?\s(?:-[a-zA-Z]*u|--user)(?:\s+|=)['"]?[^\s:'"]*:([^\s'"]+)`),
		group:    1,
		accept:   func(s string, _ []string) bool { return !isReference(s) },
	},
	{
		// Any tool's user and password after -u, --user, --auth or --creds, joined by a colon
		// or (lftp's) a comma: lftp -u up,…, rclone … --auth user:…, hey -a user:…. A
		// uid:gid (docker run -u 1000:1000) or user:group (app:staff) is no password.
		id:       "cli-password",
		keywords: []string{" -u", " --user", " --auth", " --cred", " --basic-auth", " -a "},
		re:       regexp.MustCompile(`\s(?:-u|-a|--user|--auth|--creds?|--credentials|--basic-auth)(?:\s+|=)['"]?([\w.@\\-]{1,64})[:,]([^\s'",:]{3,128})`),
		group:    2,
		accept: func(s string, m []string) bool {
			return !isReference(s) && !IsPlaceholder(s) && looksLikePassword(s) && !allDigits(s) &&
				(len(m) < 1 || m[0] != s)
		},
	},
	{
		// Any tool's password flag after its user flag: mosquitto_pub -u x -P …, mongo -u x
		// -p …; a port (mysql -P 3306) is digits only.
		id:       "cli-password",
		keywords: []string{" -u", " --user"},
		re:       regexp.MustCompile(`\s(?:-u|--user(?:name)?)(?:\s+|=)['"]?[\w.@\\-]{1,64}['"]?\s(?:[^\n|;&]*?\s)?(?:-p|-P|--pass(?:word)?|--pw)(?:\s+|=)['"]?([^\s'"-][^\s'"]{2,127})`),
		group:    1,
		accept: func(s string, _ []string) bool {
			return !isReference(s) && !IsPlaceholder(s) && looksLikePassword(s) && !allDigits(s)
		},
	},
}

// allRules are ours and the vendor formats' run by keyword; prefixRules the vendor formats
// found at word starts (vendors.go).
var allRules, prefixRules = splitVendorRules()

func (o ownRules) Find(text string) []Span {
	h := scan(text)
	defer h.put()
	return o.findIn(text, h)
}

func (ownRules) findIn(text string, h *hits) []Span {
	lower := asciiLower(text)
	whole := exotic(text)
	out := bareAWSSecrets(text)
	out = append(out, assignments(text, lower, h)...)
	out = append(out, loginPairs(text, lower, h)...)
	out = append(out, usePairs(text, lower, h)...)
	out = append(out, pairThenLogin(text, lower, h)...)
	if strings.Contains(text, ", ") {
		out = append(out, tuplePairs(text)...)
	}
	out = append(out, stackedLogins(text)...)
	if strings.Contains(text, "@") {
		out = append(out, emailPairs(text)...)
		out = append(out, stackedEmailLogins(text, lower)...)
	}
	out = append(out, statedPasswords(text, lower, h)...)
	out = append(out, resetPasswords(text, lower, h)...)
	out = append(out, generatorOutputs(text, h)...)
	out = append(out, readerOutputs(text, lower, h)...)
	out = append(out, hostPairs(text)...)
	out = append(out, userLinePairs(text, h)...)
	out = append(out, cookieHeaders(text, h)...)
	out = append(out, inlinePairs(text, lower, h)...)
	out = append(out, slashPairs(text)...)
	out = append(out, colonPairs(text)...)
	if strings.Contains(text, "<key>") {
		out = append(out, plistValues(text)...)
	}
	out = append(out, callSecrets(text, lower, h)...)
	if strings.Contains(lower, "basic") {
		out = append(out, basicLogins(text, lower)...)
	}
	if strings.Contains(text, "AC") {
		out = append(out, twilioTokens(text)...)
	}
	out = append(out, accountLists(text, lower)...)
	out = append(out, serviceAccountKeyIDs(text, lower, h)...)
	out = append(out, namedLineSecrets(text, lower, h)...)
	if strings.Contains(text, " / ") || strings.Contains(text, ": ") || strings.Contains(text, " → ") {
		out = append(out, labelPairs(text)...)
	}
	if strings.IndexByte(text, '\\') >= 0 {
		out = append(out, windowsLogins(text)...)
	}
	out = append(out, lockCodes(text, lower)...)
	out = append(out, referredTokens(text, lower, h)...)
	if strings.Contains(text, " / ") && containsAny(lower, wifiNames) {
		out = append(out, wifiDigits(text, lower)...)
	}
	if strings.Contains(text, "|") && (h.any(credStemIDs) || h.any(loginWords) || h.any(sentenceIDs)) {
		out = append(out, tableCells(text)...)
	}
	if strings.ContainsAny(text, ",;|\t") || strings.Contains(text, "  ") {
		out = append(out, delimitedTables(text, h)...)
		out = append(out, alignedPairs(text)...)
		out = append(out, exportRows(text)...)
	} else if h.any(credStemIDs) {
		out = append(out, alignedPairs(text)...) // remote_password gecko-rhein-13: one blank
	}
	out = append(out, recoveryCodes(text, h)...)
	out = append(out, appPasswords(text, h)...)
	out = append(out, mnemonics(text, h)...)
	out = append(out, codeBlocks(text)...)
	out = append(out, groupedKeys(text)...)
	out = append(out, productKeys(text, lower, h)...)
	if strings.IndexByte(text, '~') >= 0 {
		out = append(out, canvasTokens(text)...)
	}
	out = append(out, phraseSecrets(text, h)...)
	out = append(out, spacedSeeds(text, lower, h)...)
	out = append(out, bareSeeds(text)...)
	out = append(out, labelledSeeds(text, lower, h)...)
	out = append(out, pgpassLines(text)...)
	out = append(out, sqlInserts(text, h, whole)...)
	out = append(out, valueFlags(text, h, whole)...)
	out = append(out, shapeSecrets(text)...)
	out = append(out, splitParts(text, lower, h, whole)...)
	out = append(out, prefixTokens(text, h)...)
	out = append(out, labelledLines(text, lower, h)...)
	out = append(out, base64KeyBlocks(text, h)...)
	src := &source{text: text, h: h}
	for i := range allRules {
		r := &allRules[i]
		if !h.any(r.kw) {
			continue
		}
		r.each(src, whole, func(idx []int) {
			start, end := idx[2*r.group], idx[2*r.group+1]
			if start < 0 {
				return
			}
			secret := strings.TrimRight(text[start:end], ".)")
			end = start + len(secret)
			if secret == "" || r.accept != nil && !r.accept(secret, groupsBefore(text, 0, idx, r.group)) {
				return
			}
			out = append(out, Span{Start: start, End: end, Rule: r.id})
		})
	}
	// Last: a token with a password's shape and no cue, where no rule above found one.
	return append(out, strongTokens(text, out)...)
}

// each calls fn with every match of the rule's expression. A rule whose match starts at its
// keyword (window > 0) runs only on the window after each occurrence; the others run through
// their plan, which finds what a search of the whole text would.
func (r *rule) each(src *source, whole bool, fn func(idx []int)) {
	text, h := src.text, src.h
	if r.find != nil && !whole {
		for _, m := range r.find(text, h) {
			fn(m)
		}
		return
	}
	if r.window == 0 {
		r.plan.findAll(src, 0, len(text), whole, func(m []int) bool {
			fn(m)
			return true
		})
		return
	}
	for j, kw := range r.kw {
		off := 0
		for _, pos := range h.of(kw) {
			i := int(pos)
			if i < off {
				continue
			}
			off = i + len(r.keywords[j])
			if i > 0 && isWordByte(text[i-1]) && isWordByte(text[i]) {
				continue // inside a word; a keyword that opens with a mark (".infura.io/v3/") follows one
			}
			end := min(len(text), i+r.window)
			idx := anchored[r.re].FindStringSubmatchIndex(text[i:end])
			if idx == nil {
				continue
			}
			for j := range idx {
				if idx[j] >= 0 {
					idx[j] += i
				}
			}
			fn(idx)
			off = max(off, idx[1])
		}
	}
}

// anchored holds each windowed rule's expression anchored at its start.
var anchored = func() map[*regexp.Regexp]*regexp.Regexp {
	m := map[*regexp.Regexp]*regexp.Regexp{}
	for _, r := range append(append([]rule{}, allRules...), prefixRules...) {
		if r.window > 0 {
			m[r.re] = regexp.MustCompile(`^(?:` + r.re.String() + `)`)
		}
	}
	return m
}()

func isWordByte(c byte) bool { return isLetter(c) || isDigit(c) || c == '_' }

// pgpassLines finds the password field of ~/.pgpass lines (host:port:database:user:password)
// wherever they stand: the host holds a letter, the port is digits or *.
func pgpassLines(text string) []Span {
	var out []Span
	for off := 0; ; {
		i := strings.IndexByte(text[off:], ':')
		if i < 0 {
			return out
		}
		i += off
		off = i + 1
		// the port field
		j := i + 1
		for j < len(text) && isDigit(text[j]) {
			j++
		}
		if j < len(text) && j == i+1 && text[j] == '*' {
			j++
		}
		if j >= len(text) || text[j] != ':' || (j-i-1 < 2 && text[i+1] != '*') || j-i-1 > 5 {
			continue
		}
		// the host before it
		h := i
		letter := false
		for h > 0 && (isKeyByte(text[h-1]) || text[h-1] == '*') {
			h--
			letter = letter || isLetter(text[h]) || text[h] == '*'
		}
		if h == i || !letter && strings.Count(text[h:i], ".") != 3 || h > 0 && !(text[h-1] == ' ' || text[h-1] == '\t' || text[h-1] == '\n' || text[h-1] == '>') {
			continue
		}
		// database, user, password
		p := j + 1
		ok := true
		for range 2 {
			e := p
			for e < len(text) && text[e] != ':' && text[e] != ' ' && text[e] != '\n' && text[e] != '\t' {
				e++
			}
			if e == p || e >= len(text) || text[e] != ':' {
				ok = false
				break
			}
			p = e + 1
		}
		if !ok {
			continue
		}
		e := p
		for e < len(text) && text[e] != ' ' && text[e] != '\n' && text[e] != '\t' && text[e] != '\r' {
			e++
		}
		// MAC and IPv6 addresses (3c:22:fb:7a:11:90) have the shape too: short hex groups.
		if e > p && !isReference(text[p:e]) && !hexGroups(strings.TrimRight(text[h:e], ".,;:)]")) {
			out = append(out, Span{Start: p, End: e, Rule: "password"})
		}
		off = e
	}
}

// looksLikePassword accepts a value stated in prose when it has a digit, a symbol or mixed case.
func looksLikePassword(s string) bool {
	if strings.HasPrefix(s, markerPrefix) || isCommonWord(s) || versionRE.MatchString(s) || passwordManagers[strings.ToLower(s)] || configKey(s) {
		return false
	}
	var lower, digit, symbol bool
	upper := 0
	for _, r := range s {
		switch {
		case unicode.IsLower(r):
			lower = true
		case unicode.IsUpper(r):
			upper++
		case unicode.IsDigit(r):
			digit = true
		default:
			symbol = true
		}
	}
	// "Kubernetes" is a capitalised word; "hUnter" or "CorrectHorse" is mixed case.
	mixed := lower && (upper > 1 || upper == 1 && !unicode.IsUpper(rune(s[0])))
	return digit || symbol || mixed
}

// notDefaultLogin: the password is not the user's own name as a word, as a service's default
// login is written in its docs (amqp://guest:guest@, postgres:postgres@).
func notDefaultLogin(s string, before []string) bool {
	return !(len(before) == 1 && s == before[0] && isPlainWord(s))
}

// portPath is what a URI's ":8080/path/…@" looks like when no password is there.
var portPath = regexp.MustCompile(`^\d{1,5}/`)

// versionRE matches version numbers and dates, which prose puts where a password could stand.
var versionRE = regexp.MustCompile(`^[vV]?\d+(?:[.-]\d+)+[a-z0-9.-]*$`)

var commonWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`the a an is was are be been in on of for to and or not no yes
		set unset stored kept saved rotated required optional missing empty blank hidden masked
		wrong incorrect correct invalid valid expired changed reset same different unknown none
		null nil true false here there below above same this that it its your my our their
		protected encrypted hashed managed needed used given sent shown listed defined configured
		field fields column value values variable env environment file vault manager policy
		length strength complexity prompt dialog form reset-flow`) {
		commonWords[w] = true
	}
}

// passwordManagers are brand names that follow "password" in prose ("my password manager is
// 1Password") and would pass for a password: a digit, mixed case.
var passwordManagers = setOf(`1password lastpass bitwarden vaultwarden keepass keepassxc keepassx keepassdx
	dashlane keeper enpass nordpass roboform passbolt psono pass-cli proton protonpass keychain
	icloud-keychain okta onelogin authy 1password8 1password7`)

func isCommonWord(s string) bool { return commonWords[strings.ToLower(s)] }
