package scrub

import "strings"

// Where markup and serialized data put a credential's value apart from its key: a name field
// and its value field, an XML element's text or its one <Value> child, a table's next cell,
// PHP's serialized pairs, a setter's argument.

// isNameField reports whether the key at ks is itself the value of a field called name or key:
// `name: DB_PASSWORD`, `"Name": "API_TOKEN"`, `key="ApiKey"`, `ParameterKey=DbPassword`.
func isNameField(lower string, ks int) bool {
	j := ks
	for j > 0 && (lower[j-1] == '"' || lower[j-1] == '\'' || lower[j-1] == ' ') {
		j--
	}
	if j == 0 || (lower[j-1] != ':' && lower[j-1] != '=') {
		return false
	}
	j--
	for j > 0 && (lower[j-1] == '"' || lower[j-1] == '\'' || lower[j-1] == ' ') {
		j--
	}
	k := j
	for k > 0 && isKeyByte(lower[k-1]) {
		k--
	}
	f := lower[k:j]
	return f == "name" || f == "key" || strings.HasSuffix(f, "parameterkey")
}

// namedValue finds the value field that goes with a name field: within the next 160 bytes; or
// the element's text, when the name is an attribute of an element that has no value attribute
// (<property name="hibernate.connection.password">…</property>).
func namedValue(text, lower string, ke int, class keyClass) ([]Span, int) {
	end := min(len(text), ke+160)
	// The value is the same item's: a YAML list's next item (- name: TZ) holds its own, also
	// in a quoted mail (> ).
	if j := strings.Index(text[ke:end], "\n"); j >= 0 {
		for ls := ke + j + 1; ls < end; ls = lineEnd(text, ls) + 1 {
			if strings.HasPrefix(strings.TrimLeft(text[ls:end], " \t>"), "- ") {
				end = ls
				break
			}
		}
	}
	i := strings.Index(lower[ke:end], "value")
	if gt := strings.IndexByte(text[ke:end], '>'); gt >= 0 && (i < 0 || i > gt) && inStartTag(text, ke) {
		if vs, ve, ok := elementText(text, lower, ke+gt); ok {
			return vetted(text, vs, ve, class, sepAssign, true, "")
		}
		return nil, 0
	}
	if cb := strings.IndexByte(text[ke:end], '}'); i < 0 || cb >= 0 && cb < i {
		return valueBefore(text, lower, ke, class) // { "value": "…", "id": "", "name": "password" }
	}
	p := ke + i + len("value")
	if p < len(text) && (text[p] == '"' || text[p] == '\'') {
		p++
	}
	sep, p := readSeparator(text, lower, p, false, "")
	if sep != sepAssign {
		return nil, 0
	}
	return valueAt(text, p, class, sepAssign, "")
}

// valueBefore finds a "value" field that comes before the name field in the same object, as a
// password manager's export orders them.
func valueBefore(text, lower string, ke int, class keyClass) ([]Span, int) {
	lo := max(0, ke-200)
	ob := strings.LastIndexByte(text[lo:ke], '{')
	if ob < 0 || strings.IndexByte(text[lo+ob:ke], '}') >= 0 {
		return nil, 0
	}
	i := strings.Index(lower[lo+ob:ke], `"value"`)
	if i < 0 {
		return nil, 0
	}
	sep, p := readSeparator(text, lower, lo+ob+i+len(`"value"`), false, "")
	if sep != sepAssign {
		return nil, 0
	}
	return valueAt(text, p, class, sepAssign, "")
}

// serializedString returns where the string that follows at p opens, as PHP serializes one
// (;s:14:"), or 0.
func serializedString(text string, p int) int {
	if !strings.HasPrefix(text[p:], ";s:") {
		return 0
	}
	q := p + 3
	for q < len(text) && isDigit(text[q]) {
		q++
	}
	if q == p+3 || !strings.HasPrefix(text[q:], `:"`) {
		return 0
	}
	return q + 1
}

// setterName: a method's name that sets what follows "set" (setPassword, set_api_key).
func setterName(key string) bool {
	key = key[strings.LastIndexByte(key, '.')+1:]
	return len(key) > 4 && (key[:3] == "set" || key[:3] == "Set") && (key[3] == '_' || isUpper(key[3])) ||
		builderMethods[key] // DataSourceBuilder.create().password("…")
}

// builderMethods set a credential by their bare name in a builder's chain.
var builderMethods = setOf(`password passwd secret apiKey accessKey secretKey clientSecret`)

// elementText returns the text of the XML element whose start tag goes on at p, after its
// name: past its attributes (<Pass encoding="base64">…</Pass>), or inside the one <Value>
// element it holds (unattend.xml's <Password><Value>…</Value></Password>). ok is false when
// no element closes the text: <your-api-key> is a placeholder.
func elementText(text, lower string, p int) (vs, ve int, ok bool) {
	gt := strings.IndexByte(text[p:min(len(text), p+200)], '>')
	if gt < 0 || strings.ContainsAny(text[p:p+gt], "<\n") || text[p+gt-1] == '/' {
		return 0, 0, false
	}
	vs = p + gt + 1
	ve = strings.IndexByte(text[vs:min(len(text), vs+512)], '<')
	if ve < 0 {
		return 0, 0, false
	}
	if strings.TrimSpace(text[vs:vs+ve]) == "" && (strings.HasPrefix(lower[vs+ve:], "<value>") || strings.HasPrefix(lower[vs+ve:], "<value ")) {
		return elementText(text, lower, vs+ve+len("<value"))
	}
	if !strings.HasPrefix(text[vs+ve:], "</") {
		return 0, 0, false
	}
	return vs, vs + ve, true
}

// inStartTag: p stands inside an XML start tag on its line.
func inStartTag(text string, p int) bool {
	ls := strings.LastIndexByte(text[:p], '\n') + 1
	lt := strings.LastIndexByte(text[ls:p], '<')
	return lt >= 0 && strings.IndexByte(text[ls+lt:p], '>') < 0
}

// nextCell reports whether the key at [ks, ke) fills an HTML table cell, or a KeePass-style
// <Key> or <Name> element, and returns where the next cell's or the <Value> element's content
// starts: <td>private_key_id</td><td>…</td>, <Key>Password</Key><Value Protect…>…</Value>.
func nextCell(text, lower string, ks, ke int) (int, bool) {
	var next string
	switch {
	case ks >= 4 && (lower[ks-4:ks] == "<td>" || lower[ks-4:ks] == "<th>") && (strings.HasPrefix(lower[ke:], "</td>") || strings.HasPrefix(lower[ke:], "</th>")):
		next = "<td"
	case ks >= 5 && lower[ks-5:ks] == "<key>" && strings.HasPrefix(lower[ke:], "</key>"),
		ks >= 6 && lower[ks-6:ks] == "<name>" && strings.HasPrefix(lower[ke:], "</name>"):
		next = "<value"
	default:
		return 0, false
	}
	q := strings.IndexByte(lower[ke:], '>') + ke + 1
	for q < len(text) && (text[q] == ' ' || text[q] == '\t' || text[q] == '\n' || text[q] == '\r') {
		q++
	}
	if !strings.HasPrefix(lower[q:], next) {
		return 0, false
	}
	gt := strings.IndexByte(text[q:min(len(text), q+200)], '>')
	if gt < 0 {
		return 0, false
	}
	return q + gt + 1, true
}

// arraySize returns where a C array's "[16]" after a key ends, or p.
func arraySize(text string, p int) int {
	if p >= len(text) || text[p] != '[' {
		return p
	}
	q := p + 1
	for q < len(text) && isDigit(text[q]) {
		q++
	}
	if q == p+1 || q >= len(text) || text[q] != ']' {
		return p
	}
	return q + 1
}

// byteList reads a list of eight or more byte values at p, as firmware and YAML write a key
// ([52, 75, 88, …], { 0x70, 0x15, … }), and returns the span of its items. A list of one value
// repeated, or of few values, is padding, not a key.
func byteList(text string, p int) (Span, bool) {
	if p >= len(text) || text[p] != '[' && text[p] != '{' {
		return Span{}, false
	}
	closer := map[byte]byte{'[': ']', '{': '}'}[text[p]]
	var seen [256]bool
	n, distinct, first, last := 0, 0, -1, -1
	for q := p + 1; q < len(text) && q-p < 400; {
		for q < len(text) && (text[q] == ' ' || text[q] == '\t' || text[q] == '\n' || text[q] == '\r') {
			q++
		}
		if q < len(text) && text[q] == closer && n >= 8 && distinct >= 6 {
			return Span{Start: first, End: last, Rule: "secret-assignment"}, true
		}
		v, e := byteValue(text, q)
		if e == q {
			return Span{}, false
		}
		if !seen[v] {
			seen[v], distinct = true, distinct+1
		}
		if first < 0 {
			first = q
		}
		n, last = n+1, e
		q = skipBlanks(text, e)
		if q < len(text) && text[q] == ',' {
			q++
		}
	}
	return Span{}, false
}

// byteValue reads a byte written in decimal (0–255) or hex (0x70) at p; e == p when none is.
func byteValue(text string, p int) (v, e int) {
	if strings.HasPrefix(text[p:], "0x") || strings.HasPrefix(text[p:], "0X") {
		e = p + 2
		for e < len(text) && e-p < 4 && isHexLower(lowerByte(text[e])) {
			e++
		}
		if e == p+2 {
			return 0, p
		}
		for _, c := range []byte(asciiLower(text[p+2 : e])) {
			v = v*16 + strings.IndexByte("0123456789abcdef", c)
		}
		return v, e
	}
	e = p
	for e < len(text) && isDigit(text[e]) && e-p < 3 {
		v = v*10 + int(text[e]-'0')
		e++
	}
	if e == p || v > 255 || e < len(text) && isDigit(text[e]) {
		return 0, p
	}
	return v, e
}

// bareKeyValue reads the value assigned to a bare "key" ("key": "…", key: …, key=…) when it is a
// long random run of mixed case and digits, as an exchange's or a service's API key is; a
// cache's or a table's key is a name or a hex digest, an SSH public key's blob starts AAAA.
func bareKeyValue(text string, ks, ke int) (Span, bool) {
	p := ke
	if ks > 0 && p < len(text) && (text[ks-1] == '"' || text[ks-1] == '\'') && text[p] == text[ks-1] {
		p++
	}
	p = skipBlanks(text, p)
	if p >= len(text) || text[p] != ':' && text[p] != '=' {
		return Span{}, false
	}
	p = skipBlanks(text, p+1)
	if p < len(text) && (text[p] == '"' || text[p] == '\'') {
		p++
	}
	e := p
	for e < len(text) && (isLetter(text[e]) || isDigit(text[e]) || strings.IndexByte("+/=_-", text[e]) >= 0) {
		e++
	}
	v := text[p:e]
	if len(v) < 32 || strings.HasPrefix(v, "AAAA") || !hasUpperLowerDigit(v) || shannonEntropy(v) < 4.5 || e < len(text) && !strings.ContainsRune("\"', \t\r\n}", rune(text[e])) {
		return Span{}, false
	}
	return Span{Start: p, End: e, Rule: "secret-assignment"}, true
}

// keyBytes reads the byte list assigned at p, past a C array's size: "[16] = { 0x2B, … }".
func keyBytes(text string, p int) (Span, bool) {
	p = skipBlanks(text, arraySize(text, p))
	if p >= len(text) || text[p] != '=' && text[p] != ':' {
		return Span{}, false
	}
	return byteList(text, skipBlanks(text, p+1))
}

// plistValues finds the values of a property list's credential keys, each the string after its
// key: <key>api_password</key> <string>…</string>, and a FileVault escrow's RecoveryKey.
func plistValues(text string) []Span {
	var out []Span
	for off := 0; ; {
		k := strings.Index(text[off:], "<key>")
		if k < 0 {
			return out
		}
		ks := off + k + len("<key>")
		off = ks
		ke := strings.Index(text[ks:min(len(text), ks+64)], "</key>")
		if ke <= 0 {
			continue
		}
		name := text[ks : ks+ke]
		vs := skipSpace(text, ks+ke+len("</key>"))
		if !strings.HasPrefix(text[vs:], "<string>") {
			continue
		}
		vs += len("<string>")
		ve := strings.Index(text[vs:min(len(text), vs+1024)], "</string>")
		if ve <= 0 || strings.IndexByte(text[vs:vs+ve], '\n') >= 0 {
			continue
		}
		class := classify(name, "")
		if strings.EqualFold(name, "RecoveryKey") {
			class = keySecret
		}
		if class > keyNone {
			if sp, _ := vetted(text, vs, vs+ve, class, sepAssign, true, name); sp != nil {
				out = append(out, sp...)
			}
		}
	}
}

// skipSpace skips blanks and line ends at p.
func skipSpace(text string, p int) int {
	for p < len(text) && (text[p] == ' ' || text[p] == '\t' || text[p] == '\n' || text[p] == '\r') {
		p++
	}
	return p
}

// elementStart: the key at ks opens an XML element, maybe after its namespace's prefix.
func elementStart(text string, ks int) bool {
	if ks > 0 && text[ks-1] == ':' {
		for ks--; ks > 0 && (isLetter(text[ks-1]) || isDigit(text[ks-1]) || text[ks-1] == '_' || text[ks-1] == '-'); ks-- {
		}
	}
	return ks > 0 && text[ks-1] == '<'
}
