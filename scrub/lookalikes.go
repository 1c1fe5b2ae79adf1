package scrub

import (
	"bytes"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Look-alikes: what stands where a secret could, on a credential's line or as a key's value,
// and is none: absence and negation, names of networks, files and ARNs, pinned actions, two
// dashed words, a safe's combination told from a date.

// negations end in a word that says what follows is not there or not allowed: "has no
// password", "can't be 1234", "kein Passwort".
var negations = []string{"no ", "without ", "without a ", "not a ", "n't be ", "not be ", "never be ", "kein ", "keine ",
	"sans ", "sin ", "senza ", "geen ", "nicht "}

// negated: s ends, within n bytes before i, in one of negations (in any ASCII case).
func negated(s string, i, n int) bool {
	before := s[max(0, i-n):i]
	for _, w := range negations {
		if hasSuffixFold(before, w) && (len(before) == len(w) || w[1] == '\'' || !isLetter(before[len(before)-len(w)-1])) {
			return true
		}
	}
	return false
}

// lookAlike: what a rule found is none of a secret, by what it is or what stands around it.
func lookAlike(text string, sp Span) bool {
	v := text[sp.Start:sp.End]
	return elided(text, sp) || // sk_live_... : a format's prefix and an ellipsis stand for a key
		assignedName(text, v) || likeSuffix(v) || ciphertext(text, sp.Start) || hostName(v) ||
		strings.Count(v, "|") >= 2 && !salt(v) || // an HL7 segment's fields (OBR|1|…|24331-1^Lipid)
		isShellPrompt(v) || isCmdlet(v) || pipelineTask(text, sp) || assemblyToken(text, sp) || fhirReference(text, sp.Start) ||
		cacheKey(text, sp) || managerVault(v) || moneyAmount(v) || defaultSSID(v) || inlineImage(text, sp.Start) || typeName(v) ||
		strings.HasSuffix(text[:sp.Start], " h1:") || // go.sum's module hash
		vaultNamed(text, sp.Start) || shortHashCited(text, sp) || commitCited(text, sp) || chainPublic(v) || inARN(text, sp.Start) || twilioResource(v) ||
		kubectlName(text, sp.Start) || promptedArg(text, sp) || promptOutput(text, sp) || idKeyed(text, sp.Start) ||
		examplePIN[v] || cipherName(v) || duration(v) ||
		sealedCiphertext(text, v, sp.Start) || toolMarker(text, v, sp.Start) || inTemplate(text, sp)
}

// inTemplate: the span stands inside a template's expression on its line ({{ lookup('…',
// 'secret=kv/data/app') }}), which fetches the secret when the template renders.
func inTemplate(text string, sp Span) bool {
	ls := strings.LastIndexByte(text[:sp.Start], '\n') + 1
	o := strings.LastIndex(text[ls:sp.Start], "{{")
	if o < 0 || strings.Contains(text[ls+o:sp.Start], "}}") || !strings.ContainsAny(text[ls+o+2:sp.Start], " (") {
		return false // Jira's {{monospace}} holds the value itself
	}
	return strings.Contains(text[sp.End:lineEnd(text, sp.End)], "}}")
}

// toolMarker: what an attack tool prints in a value's place: crackmapexec's "(Pwn3d!)",
// secretsdump's "(null)", hydra's counts "(l:14/p:95)", impacket's DOMAIN/user@HOST target.
func toolMarker(text, v string, s int) bool {
	switch strings.Trim(v, "()") {
	case "Pwn3d!", "null", "Pwn3d":
		return true
	}
	if strings.HasSuffix(text[max(0, s-3):s], "(l:") {
		return true
	}
	ls := strings.LastIndexByte(text[:s], '\n') + 1
	return strings.Contains(text[ls:s], "impacket-") && strings.Contains(v, "@") && strings.Contains(v, "/")
}

// kubectlName: the span is a resource's name on a kubectl command line (kubectl describe
// secret ci-deployer-token-6rjo7), which names the secret, not its data.
func kubectlName(text string, s int) bool {
	ls := strings.LastIndexByte(text[:s], '\n') + 1
	if !strings.Contains(text[ls:s], "kubectl ") {
		return false
	}
	w := strings.TrimRight(text[ls:s], " ")
	w = w[strings.LastIndexByte(w, ' ')+1:]
	return w == "secret" || w == "secrets" || w == "sa" || w == "serviceaccount" || w == "token"
}

// sealedCiphertext: a value sealed for a cluster or a file encrypted for a recipient, which
// only the holder of the private key opens: a SealedSecret's encryptedData (Ag…), the lines
// of an age-armored file (SOPS).
func sealedCiphertext(text, v string, s int) bool {
	if len(v) >= 200 && strings.HasPrefix(v, "Ag") && strings.Contains(text, "encryptedData") {
		return true
	}
	// An armored file's lines are base64 alone; only such a line looks back for the armor.
	ls, le := strings.LastIndexByte(text[:s], '\n')+1, lineEnd(text, s)
	if line := strings.TrimSpace(text[ls:le]); line == "" || strings.IndexFunc(line, func(r rune) bool { return r >= 0x80 || !isBase64Byte(byte(r)) && r != '=' }) >= 0 {
		return false
	}
	from := max(0, s-8192)
	b := strings.LastIndex(text[from:s], "-----BEGIN AGE ENCRYPTED FILE-----")
	return b >= 0 && !strings.Contains(text[from+b:s], "-----END AGE ENCRYPTED FILE-----")
}

// chainPublic: an Ethereum address (0x and 40 hex), public by design, or a 32-byte word
// padded with zeros (withdrawal credentials hold an address after 0x01 and 22 zeros), which no
// private key is.
func chainPublic(v string) bool {
	h, ok := strings.CutPrefix(v, "0x")
	return ok && allHex(h) && (len(h) == 40 || len(h) == 64 && strings.Contains(h, "0000000000000000"))
}

// shortHashCited: 7 to 12 small hex digits in parentheses, as a changelog cites a commit
// ("fix the reset mail (cc1f75c)").
func shortHashCited(text string, sp Span) bool {
	v := text[sp.Start:sp.End]
	return len(v) >= 7 && len(v) <= 12 && sp.Start > 0 && text[sp.Start-1] == '(' && sp.End < len(text) && text[sp.End] == ')' &&
		allHex(v) && !allDigits(v) && asciiLower(v) == v
}

// examplePIN: the codes every policy names as the ones not to choose ("don't use 1234").
var examplePIN = setOf(`1234 12345 123456 0000 1111 4321`)

// cipherName: a cipher's name as encryption settings print it (XTS-AES256, AES-256-GCM).
func cipherName(v string) bool {
	return len(v) >= 6 && len(v) <= 16 && (v[0]|0x20 == 'a' || v[0]|0x20 == 'x') && cipherRE.MatchString(v)
}

var cipherRE = regexp.MustCompile(`^(?i:xts-)?(?:AES|aes)-?(?:128|192|256)(?:-(?i:gcm|cbc|ctr|xts))?$`)

// idKeyed: the value's key names an identifier (JSON's "id", TWITCH_CLIENT_ID=, "Client-Id: ",
// "applicationId": …), which a vendor issues in the open beside the secret it pairs with.
func idKeyed(text string, s int) bool {
	for _, p := range []string{"AKIA", "ASIA", "LTAI", "AKID"} {
		if strings.HasPrefix(text[s:], p) {
			return false // a cloud access key's id goes with its secret (AKIA…, LTAI…)
		}
	}
	i := s
	for i > 0 && (text[i-1] == '"' || text[i-1] == '\'' || text[i-1] == ' ') {
		i--
	}
	if i == 0 || text[i-1] != '=' && text[i-1] != ':' {
		return false
	}
	i--
	for i > 0 && (text[i-1] == '"' || text[i-1] == '\'' || text[i-1] == ' ') {
		i--
	}
	k := i
	for k > 0 && (isLetter(text[k-1]) || isDigit(text[k-1]) || text[k-1] == '_' || text[k-1] == '-') {
		k--
	}
	if i-k < 2 || i-k > 48 {
		return false
	}
	var buf [48]byte
	key := buf[:0]
	for j := k; j < i; j++ {
		if c := text[j]; c != '_' && c != '-' {
			key = append(key, lowerByte(c))
		}
	}
	if string(key) == "id" || string(key) == "uid" || string(key) == "uuid" {
		return k > 0 && text[k-1] == '"' // JSON's "id": not the last word of "Private key id ="
	}
	return bytes.HasSuffix(key, []byte("clientid")) || bytes.HasSuffix(key, []byte("applicationid"))
}

// duration: a count of days, hours or characters, as a policy's table gives it ("180 days").
func duration(v string) bool {
	n, unit, ok := strings.Cut(v, " ")
	return ok && n != "" && allDigits(n) && durationUnits[strings.ToLower(unit)]
}

var durationUnits = setOf(`day days hour hours minute minutes min mins week weeks month months year years
	character characters chars digit digits attempt attempts`)

// commitCited: a commit's id (7 to 12 or 40 lower-case hex) that its sentence calls one
// ("merged as …", "fixed in …", "…numaralı commit"), or that heads a line of a one-line log
// among others like it.
func commitCited(text string, sp Span) bool {
	v := text[sp.Start:sp.End]
	if n := len(v); !(n >= 7 && n <= 12 || n == 40) || !allHex(v) || asciiLower(v) != v {
		return false
	}
	ls := strings.LastIndexByte(text[:sp.Start], '\n') + 1
	before := asciiLower(text[max(ls, sp.Start-24):sp.Start])
	after := asciiLower(text[sp.End:min(lineEnd(text, sp.End), sp.End+24)])
	if strings.Contains(before, "key") {
		return false // "private_key_id": "…" sa na-commit na json: a key's id, in a file committed
	}
	if i := strings.Index(after, "commit"); !allDigits(v) && (containsAny(before, commitWords) || commitBefore(before) || i >= 0 && (i+6 == len(after) || !isLetter(after[i+6]))) {
		return true
	}
	if mark := strings.TrimSpace(text[ls:sp.Start]); mark == "-" || mark == "*" {
		return commitHeading(text, ls)
	}
	return sp.Start == ls && len(v) <= 12 && strings.HasPrefix(text[sp.End:], " ") && strings.Count(text, "\n") >= 2 && logLines(text) >= 3
}

// commitHeading: the first line above ls that is no list item ends in a colon and names
// commits ("Related commits:", "관련 커밋:").
func commitHeading(text string, ls int) bool {
	for e := ls - 1; e > 0; {
		hs := strings.LastIndexByte(text[:e], '\n') + 1
		head := asciiLower(strings.TrimSpace(text[hs:e]))
		if !strings.HasPrefix(head, "- ") && !strings.HasPrefix(head, "* ") {
			return strings.HasSuffix(head, ":") && (containsAny(head, commitWords) || commitBefore(head))
		}
		e = hs - 1
	}
	return false
}

// commitWords say that the id after them names a commit.
var commitWords = []string{"commit", "merged as", "merged in", "fixed in", "revert", "cherry-pick", "rebased onto", "קומיט"}

// logLines counts the lines that open with a short hex id and a blank, as git log --oneline prints.
func logLines(text string) int {
	n := 0
	for line := range strings.SplitSeq(text, "\n") {
		i := 0
		for i < len(line) && i < 13 && isHexLower(line[i]) {
			i++
		}
		if i >= 7 && i < len(line) && line[i] == ' ' {
			n++
		}
	}
	return n
}

// typeRoots start the type names a platform prints in a value's place (System.Security.SecureString).
var typeRoots = []string{"System.", "Microsoft.", "Windows.", "java.", "javax.", "android.", "org.apache.", "com.google."}

// typeName: a .NET or Java type's full name, which a tool prints where the value is hidden.
func typeName(v string) bool {
	for _, r := range typeRoots {
		if strings.HasPrefix(v, r) && isDottedIdent(v) {
			return true
		}
	}
	return false
}

// routerBrands name the networks routers broadcast out of the box: the brand and a few hex digits.
var routerBrands = []string{"tp-link", "vodafone", "fritz!box", "netgear", "linksys", "asus", "telekom", "livebox", "bthub",
	"sky", "movistar", "mifibra", "ziggo", "upc", "orange", "bbox", "freebox", "huawei", "tenda", "dlink", "d-link", "arris",
	"xfinity", "nos", "meo", "vivo", "claro", "totalplay", "o2", "virgin", "spectrum", "att", "digi", "vodafonenet"}

// defaultSSID: a router's out-of-the-box network name (TP-Link_66C7, Vodafone-3B15), which
// names the network, not its key.
func defaultSSID(v string) bool {
	i := strings.LastIndexAny(v, "-_ ")
	if i <= 0 || len(v)-i-1 < 4 || len(v)-i-1 > 6 || !allHex(v[i+1:]) || allDigits(v[i+1:]) { // Orange_2025 is a password
		return false
	}
	brand := strings.ToLower(strings.TrimRight(v[:i], "-_ "))
	for _, b := range routerBrands {
		if brand == b || strings.HasPrefix(brand, b) && len(brand)-len(b) <= 4 {
			return true
		}
	}
	return false
}

// inlineImage: a data URI's image payload (data:image/png;base64,iVBOR…), which is a picture.
func inlineImage(text string, s int) bool {
	ls := max(0, s-80)
	d := strings.LastIndex(text[ls:s], "data:image/")
	return d >= 0 && strings.Contains(text[ls+d:s], ";base64,")
}

// vaultNamed: the span names a vault or an item after a password manager's name (1Password → ML
// Piloto, see 1Password "ML tools"): where the secret is kept.
func vaultNamed(text string, s int) bool {
	before := strings.TrimRight(text[max(0, s-24):s], " ")
	sep := strings.TrimRight(before, "\"“→>-")
	if len(sep) == len(before) || strings.TrimSpace(before[len(sep):]) == "-" {
		return false // a colon gives the secret itself: "coffre KeePass : …"
	}
	sep = strings.TrimRight(sep, " ")
	i := strings.LastIndexAny(sep, " (\n")
	return passwordManagers[strings.ToLower(sep[i+1:])]
}

// managerVault: a password manager's name, and maybe its vault's (1Password-Tresor), which
// says where a password is kept.
func managerVault(v string) bool {
	name, _, _ := strings.Cut(v, "-")
	return passwordManagers[strings.ToLower(name)]
}

// moneyAmount: a price or a rate (R$4201.03/h, US$85, €1.200,50), which a token's shape can take.
func moneyAmount(v string) bool {
	i := strings.IndexAny(v, "$€£¥")
	if i < 0 || i > 2 || strings.ToUpper(v[:i]) != v[:i] {
		return false
	}
	_, n := utf8.DecodeRuneInString(v[i:])
	rest, _, _ := strings.Cut(v[i+n:], "/")
	return rest != "" && isDigit(rest[0]) && strings.Trim(rest, "0123456789.,") == ""
}

// cacheKey: a CI cache's key, a name and the digest of the files it caches
// (deps-a495805a…), under "cache:" or named a cache key.
func cacheKey(text string, sp Span) bool {
	v := text[sp.Start:sp.End]
	dash := strings.LastIndexByte(v, '-')
	if dash <= 0 || len(v)-dash-1 < 32 || !allHex(v[dash+1:]) || !isLowerAlnumDash(v[:dash]) {
		return false
	}
	above := text[max(0, strings.LastIndexByte(text[:sp.Start], '\n')-80):sp.Start]
	return containsFoldASCII(above, "cache")
}

// fhirReference: the id in a FHIR reference (Patient/e4blBrzKCDLKEwh3NUa1y8h6), which names a
// record, not a user and a password.
func fhirReference(text string, s int) bool {
	if s == 0 || text[s-1] != '/' {
		return false
	}
	t := s - 1
	for t > 0 && isLetter(text[t-1]) {
		t--
	}
	return fhirResources[text[t:s-1]] && (t == 0 || !isWordByte(text[t-1]) && text[t-1] != '/')
}

// fhirResources are the FHIR resource types a reference names most.
var fhirResources = setOf(`Patient Encounter Observation Practitioner PractitionerRole Organization Condition
	Procedure MedicationRequest MedicationStatement Medication DiagnosticReport AllergyIntolerance Immunization
	Appointment Location Device Specimen ImagingStudy DocumentReference Coverage Claim Bundle CarePlan Goal
	ServiceRequest Consent Questionnaire QuestionnaireResponse RelatedPerson Group Schedule Slot Task`)

// pipelineTask: an Azure Pipelines task and its major version (- task: SqlAzureDacpacDeployment@1).
func pipelineTask(text string, sp Span) bool {
	name, version, ok := strings.Cut(text[sp.Start:sp.End], "@")
	return ok && name != "" && isIdent(name) && isUpper(name[0]) && len(version) == 1 && isDigit(version[0]) &&
		strings.HasSuffix(strings.TrimRight(text[:sp.Start], " "), "task:")
}

// assemblyToken: the 16 hex digits of a .NET assembly's public key token, on a line about the
// assembly (PublicKeyToken=b77a5c561934e089, "AssemblyFileVersion is 6.8.1, token 30ad…").
func assemblyToken(text string, sp Span) bool {
	if sp.End-sp.Start != 16 || !allHex(text[sp.Start:sp.End]) {
		return false
	}
	ls := strings.LastIndexByte(text[:sp.Start], '\n') + 1
	return containsFoldASCII(text[ls:lineEnd(text, sp.End)], "assembl")
}

// salt: 32 characters or more drawn from every printable class, as a generator writes a salt
// or a key (WordPress's AUTH_KEY); any symbol stands in one by chance.
func salt(v string) bool { return len(v) >= 32 && shannonEntropy(v) >= 4.5 }

// ruledOut: what the rule that found a span says of it, beside its text: a record's id, or an
// example a generic rule found.
func ruledOut(text string, sp Span) bool {
	return recordID(text, sp) || example(text, sp)
}

// disclaimers say on a line that nobody will ask for or should share the credential named after
// them: a bank's "we will never ask for your PIN or password", not a password.
var disclaimers = []string{"never ask for", "never ask you for", "will not ask for", "won't ask for",
	"never share your", "do not share your", "don't share your", "never give your", "never send your"}

// disclaimed: before, the line up to a credential's word, holds a disclaimer in the word's
// sentence.
func disclaimed(before string) bool {
	before = before[max(0, len(before)-60):]
	if !strings.Contains(before, "never") && !strings.Contains(before, "not ") && !strings.Contains(before, "n't") {
		return false
	}
	for _, d := range disclaimers {
		if i := strings.LastIndex(before, d); i >= 0 && !strings.ContainsAny(before[i:], ".!?") {
			return true
		}
	}
	return false
}

// likeSuffix: a compound that makes an example into a kind ("P@ssw0rd-style", "abc123-like").
func likeSuffix(v string) bool {
	for _, suf := range []string{"-style", "-like", "-ish", "-type", "-esque", "-shaped"} {
		if hasSuffixFold(v, suf) {
			return true
		}
	}
	return false
}

// ciphertext: the span at s stands in a value a tool encrypted for a file in a repository
// (Pulumi's "secure: v1:…", SOPS's "ENC[AES256_GCM,data:…"), which only its key opens.
func ciphertext(text string, s int) bool {
	line := text[strings.LastIndexByte(text[:s], '\n')+1 : s]
	return strings.Contains(line, "secure: v1:") || strings.Contains(line, "ENC[AES256_GCM,")
}

// hostName: a lower-case host name under a top-level or a site-local domain
// (pacs-02.clinic.local, claims-02.crescentcu.lan), which a line about an account names.
func hostName(v string) bool {
	if c := strings.LastIndexByte(v, ':'); c > 0 && c+1 < len(v) && len(v)-c-1 <= 5 && allDigits(v[c+1:]) {
		v = v[:c] // smtp.resend.com:465: a host and its port
	}
	labels := strings.Split(v, ".")
	if len(labels) < 2 || !hostTLDs[labels[len(labels)-1]] {
		return false
	}
	for _, l := range labels {
		if l == "" || l[0] == '-' || !isLowerAlnumDash(l) {
			return false
		}
	}
	return true
}

var hostTLDs = setOf(`com net org io dev app local lan corp internal intra intranet home arpa edu gov mil co uk de fr
	nl es it ch at be eu us ca au jp cn ru br in se no dk fi pl cz example test localdomain cloud ai
	tech me info biz tv sh gg run link top pro tools systems services network email`)

func isLowerAlnumDash(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLower(s[i]) && !isDigit(s[i]) && s[i] != '-' {
			return false
		}
	}
	return true
}

// shellPrompt: a shell's prompt, user@host:path# or $ (root@pve01:~#).
var shellPrompt = regexp.MustCompile(`^[a-z_][a-z0-9_.-]*@[A-Za-z0-9.-]+:[^\s]*[#$%>]$`)

func isShellPrompt(v string) bool {
	return v != "" && strings.IndexByte("#$%>", v[len(v)-1]) >= 0 && strings.IndexByte(v, '@') > 0 && shellPrompt.MatchString(v)
}

// cmdlet: a PowerShell command, Verb-Noun, as a script assigns its result ($pw = Read-Host …).
func isCmdlet(v string) bool {
	return len(v) > 4 && isUpper(v[0]) && strings.IndexByte(v, '-') > 0 && cmdlet.MatchString(v)
}

var cmdlet = regexp.MustCompile(`^(?:Get|Set|New|Read|Import|Export|ConvertTo|ConvertFrom|Invoke|Start|Stop|Add|Remove|Test|Select|Write|Out|Join|Resolve|Find|Connect|Enable|Disable|Register|Receive|Send|Copy|Show|Protect|Unprotect)-[A-Z][A-Za-z]+$`)

// recordID: a finding that names a record, not a credential: gitleaks' Discord client id (an
// application's id, public in every invite link, which a channel's id matches too), and a UUID
// after a key that ends in "id" (request_id=61192b53-…).
func recordID(text string, sp Span) bool {
	if sp.Rule == "discord-client-id" {
		return true
	}
	if sp.Rule != "generic-api-key" {
		return false
	}
	// transaction=TKjsnv…: gitleaks' keyword stood earlier on the line (reason=INVALID_CREDENTIALS);
	// the key the value is assigned to names a record.
	if k := keyBefore(text, sp.Start); k != "" && (recordKeys[k] || idWordAt(k, 0, len(k))) {
		return true
	}
	if !hexGroupsDashed(text[sp.Start:sp.End]) {
		return false
	}
	return hasSuffixFold(strings.TrimRight(text[max(0, sp.Start-40):sp.Start], " \t:=\"'"), "id")
}

// recordKeys name a record a log line is about, beside tokenIDWords.
var recordKeys = setOf(`transaction txn correlation event order invoice message msg job run build session_id`)

// keyBefore returns the key a value at s is assigned to (key=value, key: value), lower-cased, or "".
func keyBefore(text string, s int) string {
	p := s
	for p > 0 && (text[p-1] == '"' || text[p-1] == '\'') {
		p--
	}
	for p > 0 && text[p-1] == ' ' {
		p--
	}
	if p == 0 || text[p-1] != '=' && text[p-1] != ':' {
		return ""
	}
	e := p - 1
	if p = keyStart(text, e); e-p > 32 {
		return ""
	}
	return asciiLower(strings.Trim(text[p:e], `"'`))
}

// example: a span a generic rule found is introduced as an example ("e.g. NjQ2OTk3… decodes to
// the id"). A vendor's format is redacted even so: an example may be a real key.
func example(text string, sp Span) bool {
	switch sp.Rule {
	case "password", "secret-assignment", "strong-token", "generic-api-key":
	default:
		return false
	}
	s := sp.Start
	before := text[max(0, s-14):s]
	for _, w := range []string{"e.g. ", "e.g., ", "eg. ", "for example ", "for example: ", "z. b. ", "z.b. ", "p. ex. ", "p.ej. "} {
		if hasSuffixFold(before, w) {
			return true
		}
	}
	return false
}

// networkName: the token after "Wi-Fi: " or "SSID: ", or in parentheses after "wifi", names the
// network, not its password.
func networkName(before string) bool {
	for _, l := range []string{"wi-fi: ", "wifi: ", "ssid: ", "wlan: ", "ssid ", "wifi (", "wi-fi (", "wlan ("} {
		if hasSuffixFold(before, l) {
			return true
		}
	}
	return false
}

// actionRef: a path pinned to a version, as CI files name actions and images:
// docker/login-action@v3, actions/checkout@v4.1.1.
func actionRef(v string) bool {
	at := strings.LastIndexByte(v, '@')
	return at > 0 && strings.IndexByte(v[:at], '/') > 0 && (versionRE.MatchString(v[at+1:]) || len(v) > at+2 && v[at+1] == 'v' && allDigits(v[at+2:]))
}

// comboDigits: three or more groups of one or two digits joined by dashes, as a safe's
// combination is written (a date has a group of four, a phone number groups of three).
func comboDigits(v string) bool {
	groups := strings.Split(v, "-")
	if len(groups) < 3 {
		return false
	}
	for _, g := range groups {
		if len(g) == 0 || len(g) > 2 || !allDigits(g) {
			return false
		}
	}
	return true
}

// fileName: a key with a file's extension names a file (db-password.txt), not a value.
func fileName(key string) bool {
	d := strings.LastIndexByte(key, '.')
	return d > 0 && fileExts[key[d+1:]]
}

var fileExts = setOf(`txt json yaml yml pem crt csv ini conf cfg toml xml log md sh ps1 gpg asc kdbx p12 pfx jks go py js ts rb java php cs rs kt swift c h cpp`)

// inARN: the key at ks is a part of an ARN (arn:aws:secretsmanager:…:secret:name), which names
// a secret's place, not its value.
func inARN(lower string, ks int) bool {
	s := ks
	for s > 0 && lower[s-1] > ' ' && lower[s-1] != '"' && lower[s-1] != '\'' && lower[s-1] != '=' && ks-s < 64 {
		s--
	}
	return strings.HasPrefix(lower[s:ks], "arn:")
}

// lowerWords: two lower-case words joined by a dash (case-sensitive, one-time), which prose says
// after "the password is".
func lowerWords(v string) bool {
	for i := 0; i < len(v); i++ {
		if !isLower(v[i]) && v[i] != '-' {
			return false
		}
	}
	return strings.Count(v, "-") == 1 // three words or more are a passphrase's shape
}

// hasPrefixFold: s starts with prefix (lower case) in any ASCII case, without allocating.
func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && hasSuffixFold(s[:len(prefix)], prefix)
}

// hasSuffixFold: s ends in suffix (lower case) in any ASCII case, without allocating.
func hasSuffixFold(s, suffix string) bool {
	if len(s) < len(suffix) {
		return false
	}
	s = s[len(s)-len(suffix):]
	for i := 0; i < len(s); i++ {
		if lowerByte(s[i]) != suffix[i] {
			return false
		}
	}
	return true
}

// twilioResource: a Twilio resource's id (an account, a messaging service, a number, a message
// or a call: AC, MG, PN, SM, MM, CA and 32 hex), which names it; its auth token is the secret.
func twilioResource(v string) bool {
	return len(v) == 34 && (strings.HasPrefix(v, "AC") || strings.HasPrefix(v, "MG") || strings.HasPrefix(v, "PN") ||
		strings.HasPrefix(v, "SM") || strings.HasPrefix(v, "MM") || strings.HasPrefix(v, "CA")) && allHex(v[2:]) && asciiLower(v[2:]) == v[2:]
}
