package scrub

import (
	"encoding/base64"
	"strings"
)

// Values that stand apart from their key: a YAML block scalar under a credential key, the line
// after a sentence that announces a key, a Terraform variable's default, a key block encoded in
// base64, and values longer than the value scanner reads at once.

// blockScalar reads a YAML block scalar (| or >, with its chomping and indentation marks) that
// opens at p, the value of a credential key starting at ks: the lines indented deeper than the
// key, each one token, are the value's pieces, vetted together.
//
//	api_token: >-
//	  D4CTu-1VdPIDsGO6CUba6EdL
//	  dkPX3-09REZBBIYeE-Q4ZTpo
func blockScalar(text string, ks, p int, class keyClass, key string) ([]Span, int) {
	q := p + 1
	for q < len(text) && (text[q] == '-' || text[q] == '+' || isDigit(text[q])) {
		q++
	}
	nl, ok := closesLine(text, q)
	if !ok {
		return nil, 0
	}
	indent := ks - (strings.LastIndexByte(text[:ks], '\n') + 1)
	var pieces []Span
	var joined strings.Builder
	for ls := nl + 1; ls < len(text) && len(pieces) < 64; {
		le := strings.IndexByte(text[ls:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += ls
		}
		s := skipBlanks(text, ls)
		e := le
		for e > s && (text[e-1] == '\r' || text[e-1] == ' ' || text[e-1] == '\t') {
			e--
		}
		if s-ls <= indent || e == s || strings.ContainsAny(text[s:e], " \t") || strings.HasPrefix(text[s:e], "-----") {
			break
		}
		pieces = append(pieces, Span{Start: s, End: e, Rule: ruleFor(class)})
		joined.WriteString(text[s:e])
		ls = le + 1
	}
	if len(pieces) == 0 || !acceptValue(joined.String(), class, sepAssign, true, key) {
		return nil, 0
	}
	return pieces, pieces[len(pieces)-1].End
}

// labelWords are the nouns that announce a credential on the line before it.
var labelWords = patternIDs([]string{"key", "token", "password", "secret", "passphrase", "credential"})

// labelledLines finds a random token alone on the line after a line that names a credential
// and ends with a colon: "Here is the key, my mail client may break it:" / "FFO2Lk+tVXu2…". The
// token must read as random beyond doubt (mixed case and digits, 20 characters or more, high
// entropy): the label line may say anything.
func labelledLines(text, lower string, h *hits) []Span {
	var out []Span
	last := -1
	for _, pos := range h.merged(labelWords, nil) {
		i := int(pos)
		if i <= last || i > 0 && isLetter(text[i-1]) {
			continue
		}
		le := strings.IndexByte(text[i:], '\n')
		if le < 0 {
			return out
		}
		le += i
		last = le
		ls := strings.LastIndexByte(text[:i], '\n') + 1
		line := strings.TrimRight(text[ls:le], " \t\r")
		if len(line) > 160 || !strings.HasSuffix(line, ":") || publicKeyLabel(lower[ls:le]) {
			continue
		}
		s, e, ok := loneToken(text, le+1, linePrefix(text, i))
		if !ok {
			continue
		}
		if v := text[s:e]; len(v) >= 20 && hasUpperLowerDigit(v) && entropy(v) >= 4.0 && !structured(v) &&
			!IsPlaceholder(v) && !isReference(v) && !strings.HasPrefix(v, markerPrefix) && isTokenRun(v) {
			out = append(out, Span{Start: s, End: e, Rule: "secret-assignment"})
		}
	}
	return out
}

// publicKeyLabel: a label that announces what is public (a public or host key, a fingerprint).
func publicKeyLabel(lower string) bool {
	return strings.Contains(lower, "public") || strings.Contains(lower, "host key") || strings.Contains(lower, "fingerprint") ||
		strings.Contains(lower, "key id")
}

// isTokenRun: letters, digits and the symbols of base64 and of tokens' alphabets.
func isTokenRun(v string) bool {
	for i := 0; i < len(v); i++ {
		if c := v[i]; !isLetter(c) && !isDigit(c) && strings.IndexByte("+/=-_.~", c) < 0 {
			return false
		}
	}
	return true
}

// hclDefault reads the default of a Terraform variable named like a credential:
//
//	variable "twilio_auth_token" {
//	  default = "8947a983…"
//	}
func hclDefault(text, lower string, ks, ke int, class keyClass, key string) ([]Span, bool) {
	b := strings.TrimRight(lower[max(0, ks-12):ks-1], " \t")
	if !strings.HasSuffix(b, "variable") {
		return nil, false
	}
	q := skipBlanks(text, ke+1)
	if q >= len(text) || text[q] != '{' {
		return nil, false
	}
	end := min(len(text), q+400)
	if c := strings.IndexByte(text[q:end], '}'); c >= 0 {
		end = q + c
	}
	for off := q; ; {
		i := strings.Index(lower[off:end], "default")
		if i < 0 {
			return nil, true
		}
		p := off + i + len("default")
		off = p
		if sep, v := readSeparator(text, lower, p, false, ""); sep == sepAssign {
			sp, _ := valueAt(text, v, class, sepAssign, key)
			return sp, true
		}
	}
}

// base64Key is "-----BEGIN" in base64, which starts a key block encoded whole (a kubeconfig's
// client-key-data, a Kubernetes Secret's tls.key, an environment variable).
var base64Key = pattern("ls0tls1crudjt")

// base64KeyBlocks finds key blocks encoded in base64: the run of base64 that starts with
// "-----BEGIN", when what it encodes names a private key.
func base64KeyBlocks(text string, h *hits) []Span {
	var out []Span
	last := 0
	for _, pos := range h.of(base64Key) {
		s := int(pos)
		if s < last || s > 0 && isB64(text[s-1]) {
			continue
		}
		e := s
		for e < len(text) && e-s < 1<<16 && (isB64(text[e]) || text[e] == '=') {
			e++
		}
		last = e
		head := text[s:min(e, s+64)]
		head = head[:len(head)/4*4]
		dec, err := base64.StdEncoding.DecodeString(head)
		if err != nil || !strings.Contains(string(dec), "PRIVATE KEY") {
			continue
		}
		out = append(out, Span{Start: s, End: e, Rule: "private-key"})
	}
	return out
}

func isB64(c byte) bool { return isLetter(c) || isDigit(c) || c == '+' || c == '/' }

// longValueEnd extends a value the value scanner cut at its length bound over the rest of its
// base64 or token run: a key block or a certificate in base64 is kilobytes long.
func longValueEnd(text string, p, e int) int {
	if e-p < maxValueLen {
		return e
	}
	for e < len(text) && e-p < 1<<16 && (isB64(text[e]) || strings.IndexByte("=-_.", text[e]) >= 0) {
		e++
	}
	return e
}

// concatenated reads string literals side by side in parentheses from p, joined as the
// language joins them, and vets the whole: each piece is a part of the secret.
func concatenated(text string, p int, class keyClass, key string) ([]Span, int) {
	var pieces []Span
	var joined strings.Builder
	q := p + 1
	for len(pieces) < 16 {
		for q < len(text) && (text[q] == ' ' || text[q] == '\t' || text[q] == '\n' || text[q] == '\r') {
			q++
		}
		if q >= len(text) || text[q] != '"' && text[q] != '\'' {
			break
		}
		e := strings.IndexByte(text[q+1:min(len(text), q+1+512)], text[q])
		if e < 0 || strings.IndexByte(text[q+1:q+1+e], '\n') >= 0 {
			return nil, 0
		}
		pieces = append(pieces, Span{Start: q + 1, End: q + 1 + e, Rule: ruleFor(class)})
		joined.WriteString(text[q+1 : q+1+e])
		q += e + 2
	}
	if q >= len(text) || text[q] != ')' || len(pieces) < 2 || !acceptValue(joined.String(), class, sepAssign, true, key) {
		return nil, 0
	}
	return pieces, q
}
