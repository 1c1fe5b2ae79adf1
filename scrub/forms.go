package scrub

import (
	"strings"
)

// Forms that state secrets apart from key and separator: tables, SQL inserts, value flags,
// call arguments, user and password pairs, and YAML blocks under a credential key.

// tableCells finds secrets in the credential columns of a Markdown table:
//
//	| service | user  | password |
//	|---------|-------|----------|
//	| grafana | admin | …        |
func tableCells(text string) []Span {
	var out []Span
	var cols []keyClass // the header's credential columns, while inside a table
	var pairs []bool    // the header's login columns: a user and a password
	sepSeen := false
	kv := false // a table of settings: | field | value |, each row a key and its value
	off := 0
	for off <= len(text) {
		end := strings.IndexByte(text[off:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += off
		}
		line := text[off:end]
		// The table is between the first and the last bar; text may stand around it.
		bar := strings.IndexByte(line, '|')
		trimmed := line[:strings.LastIndexByte(line, '|')+1]
		if bar < 0 || bar == len(trimmed)-1 {
			cols, sepSeen, kv = nil, false, false
		} else {
			cells := strings.Split(trimmed[bar+1:len(trimmed)-1], "|")
			switch {
			case cols == nil:
				cols = make([]keyClass, len(cells))
				pairs = make([]bool, len(cells))
				any := false
				for i, c := range cells {
					c = strings.TrimSpace(c)
					cols[i] = classify(strings.ReplaceAll(c, " ", "_"), "")
					if w := strings.Fields(strings.ToLower(c)); len(w) > 1 && questionWords[w[0]] {
						cols[i] = keyNone // "Where the password lives": about it, not it
					}
					pairs[i] = pairColumns[strings.ToLower(c)]
					any = any || cols[i] != keyNone || pairs[i]
				}
				any = codeColumns(cells, cols) || any
				kv = len(cells) >= 2 && kvHeaders[strings.ToLower(strings.TrimSpace(cells[0]))] &&
					strings.EqualFold(strings.TrimSpace(cells[1]), "value")
				if !any && !kv {
					cols = []keyClass{}
				}
			case !sepSeen:
				sepSeen = strings.Trim(trimmed[bar:], "|-: ") == ""
				if !sepSeen {
					cols, kv = []keyClass{}, false
				}
			case kv:
				key := strings.TrimSpace(cells[0])
				if class := classify(strings.ReplaceAll(key, " ", "_"), ""); class != keyNone && len(cells) >= 2 {
					if v := strings.TrimSpace(cells[1]); v != "" {
						vs := off + bar + 1 + len(cells[0]) + 1 + strings.Index(cells[1], v)
						sp, _ := vetted(text, vs, vs+len(v), class, sepAssign, true, key)
						out = append(out, sp...)
					}
				}
			default:
				pos := off + bar + 1
				for i, c := range cells {
					v := strings.TrimSpace(c)
					if i < len(cols) && v != "" {
						vs := pos + strings.Index(c, v)
						if sp, ok := loginPair(text[:vs+len(v)], vs); ok && pairs[i] {
							out = append(out, sp) // | grafana | admin / … |
						} else if cols[i] != keyNone {
							sp, _ := vetted(text, vs, vs+len(v), cols[i], sepAssign, true, "")
							out = append(out, sp...)
						}
					}
					pos += len(c) + 1
				}
			}
		}
		off = end + 1
	}
	return out
}

// kvHeaders head the key column of a table of settings whose other column is "value".
var kvHeaders = setOf(`field key name setting variable parameter property option env attribute what item entry config`)

// questionWords start a header that asks about a credential rather than holds it.
var questionWords = setOf(`where how who what which when why whose`)

// pairColumns are table headers whose cells hold a user and a password.
var pairColumns = setOf(`login logins credentials creds credential account accounts access`)

// pairArgs reads two quoted arguments at p ("user", "pass") and returns the second's span.
func pairArgs(text string, p int) ([]Span, int) {
	var spans [2][2]int
	for i := range 2 {
		p = skipBlanks(text, p)
		if p >= len(text) || (text[p] != '"' && text[p] != '\'') {
			return nil, 0
		}
		e := strings.IndexByte(text[p+1:min(len(text), p+200)], text[p])
		if e < 0 {
			return nil, 0
		}
		spans[i] = [2]int{p + 1, p + 1 + e}
		p = skipBlanks(text, p+e+2)
		if i == 0 && (p >= len(text) || text[p] != ',') {
			return nil, 0
		}
		p++
	}
	return vetted(text, spans[1][0], spans[1][1], keyPassword, sepAssign, true, "")
}

// openParenBefore reports whether "(" stands right before offset i, blanks aside.
func openParenBefore(text string, i int) bool {
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	return i > 0 && text[i-1] == '('
}

// isPairKey: keys whose value is a user and a password together ("creds: admin / …").
func isPairKey(key string) bool {
	segs := splitKey(key)
	if len(segs) == 0 {
		return false
	}
	switch segs[len(segs)-1] {
	case "creds", "cred", "credentials", "credential", "login", "logins":
		return true
	}
	return false
}

// pairValue reads "user / password", "user/password" or "user:password" at p and returns the
// password's span.
func pairValue(text string, p int, sep sepKind) ([]Span, int) {
	ue := p
	for ue < len(text) && (isKeyByte(text[ue]) || text[ue] == '@') {
		ue++
	}
	if ue == p || ue-p > 64 {
		return nil, 0
	}
	q := skipBlanks(text, ue)
	if q >= len(text) || (text[q] != '/' && text[q] != ':') {
		return nil, 0
	}
	vs := skipBlanks(text, q+1)
	if vs >= len(text) || (q-ue > 0) != (vs-q-1 > 0) && text[q] == '/' {
		return nil, 0
	}
	ve := tokenEnd(text, vs)
	v := text[vs:ve]
	if ve == vs || IsPlaceholder(v) || isReference(v) || commonProse[strings.ToLower(v)] || stopWords[strings.ToLower(v)] {
		return nil, 0
	}
	if (sep == sepProse || sep == sepDash) && !looksLikePassword(v) {
		return nil, 0
	}
	return []Span{{Start: vs, End: ve, Rule: "password"}}, ve
}

// childValues reads a YAML block under a credential parent key: every value of the more
// indented lines after "secrets:" or "credentials:" is vetted as a secret, except fields that
// name where or who (host, user, region).
//
//	credentials:
//	  db: hunter2Xy…
//	  user: app
func childValues(text, lower string, ks, p int, class keyClass) ([]Span, int) {
	ls := strings.LastIndexByte(text[:ks], '\n') + 1
	indent := ks - ls
	if strings.TrimLeft(text[ls:ks], " -\"'") != "" {
		return nil, 0 // the key does not start its line
	}
	var out []Span
	for p < len(text) && text[p] == '\r' {
		p++
	}
	for p < len(text) && text[p] == '\n' {
		line := p + 1
		q := skipBlanks(text, line)
		if q-line <= indent || q >= len(text) || text[q] == '\n' {
			break
		}
		if text[q] == '-' && q+1 < len(text) && text[q+1] == ' ' {
			q = skipBlanks(text, q+1)
		}
		ce := q
		for ce < len(text) && isKeyByte(text[ce]) {
			ce++
		}
		if ce > q && ce < len(text) && text[ce] == ':' && !childMeta[strings.ToLower(text[q:ce])] && classify(text[q:ce], "") == keyNone {
			if sp, _ := valueAt(text, skipBlanks(text, ce+1), keySecret, sepAssign, text[q:ce]); sp != nil {
				out = append(out, sp...)
			}
		}
		nl := strings.IndexByte(text[line:], '\n')
		if nl < 0 {
			break
		}
		p = line + nl
	}
	return out, p
}

// childMeta are fields under a credentials block that are not secret.
var childMeta = setOf(`user username login email host hostname port url uri endpoint name region
	database db_name dbname type kind id client_id account project tenant scope scopes path file
	provider driver schema role description expires expiry created`)

// sqlInsert matches INSERT INTO t (columns) VALUES (values) for sqlInserts.
var sqlInsert = newPlan(`(?is)\binsert\s+into\s+[\w."\x60\[\]]+\s*\(([^()]{1,400})\)\s*values\s*\(`)

// sqlInserts finds the values of credential columns in SQL inserts:
//
//	INSERT INTO users (name, password) VALUES ('ops', '…');
func sqlInserts(text string, h *hits, whole bool) []Span {
	if !sqlInsert.present(h) {
		return nil
	}
	var out []Span
	for _, m := range sqlInsert.all(text, h, whole) {
		cols := strings.Split(text[m[2]:m[3]], ",")
		p := m[1]
		for _, col := range cols {
			col = strings.Trim(strings.TrimSpace(col), "\"`[]")
			p = skipBlanks(text, p)
			for p < len(text) && (text[p] == '\n' || text[p] == '\r' || text[p] == ' ' || text[p] == '\t') {
				p++
			}
			if p >= len(text) {
				break
			}
			vs, ve, next := p, p, p
			if q := text[p]; q == '\'' || q == '"' {
				e := strings.IndexByte(text[p+1:min(len(text), p+1+512)], q)
				if e < 0 {
					break
				}
				vs, ve, next = p+1, p+1+e, p+e+2
			} else {
				for next < len(text) && text[next] != ',' && text[next] != ')' {
					next++
				}
				ve = next
			}
			if c := classify(col, ""); c != keyNone {
				sp, _ := vetted(text, vs, ve, c, sepAssign, true, col)
				out = append(out, sp...)
			}
			p = skipBlanks(text, next)
			if p >= len(text) || text[p] != ',' {
				break
			}
			p++
		}
	}
	return out
}

// valueFlag matches a flag that carries a value named by another argument.
var valueFlag = newPlan(`\s(?:--value|--body|--secret-string|--secret-value|--secret-binary|--data|--payload)(?:=|\s+)("[^"\n]{1,512}"|'[^'\n]{1,512}'|[^\s"']{1,512})`)

// valueFlags finds secrets given to a command that names them in another argument:
//
//	gh secret set DEPLOY_TOKEN --body …
//	aws ssm put-parameter --name /prod/db_password --value … --type SecureString
func valueFlags(text string, h *hits, whole bool) []Span {
	if !valueFlag.present(h) {
		return nil
	}
	var out []Span
	for _, m := range valueFlag.all(text, h, whole) {
		ls := strings.LastIndexByte(text[:m[0]], '\n') + 1
		named := keyNone
		for _, f := range strings.FieldsFunc(text[ls:m[0]], func(r rune) bool { return r == ' ' || r == '/' || r == '=' || r == ':' }) {
			if c := classify(strings.Trim(f, "\"'"), ""); c > named {
				named = c
			}
		}
		if named == keyNone {
			continue
		}
		vs, ve := m[2], m[3]
		quoted := text[vs] == '"' || text[vs] == '\''
		if quoted {
			vs, ve = vs+1, ve-1
		}
		sp, _ := vetted(text, vs, ve, max(named, keySecret), sepAssign, quoted, "")
		out = append(out, sp...)
	}
	return out
}

// typedValue skips a type annotation between a key's colon and its value (let API_KEY: &str =
// "…", const token: string = "…") and returns where the value starts; p when there is none.
func typedValue(text, lower string, p int) int {
	word := func(p int) int {
		e := p
		for e < len(text) && text[e] != ' ' && text[e] != '=' && text[e] != '\n' && e-p < 40 {
			e++
		}
		return e
	}
	e := word(p)
	t := strings.TrimPrefix(lower[p:e], "&")
	if t == "'static" { // &'static str
		s := skipBlanks(text, e)
		e = word(s)
		t = lower[s:e]
	}
	q := skipBlanks(text, e)
	if !typeNames[t] || q+1 >= len(text) || text[q] != '=' || text[q+1] == '=' || text[q+1] == '>' {
		return p
	}
	return skipBlanks(text, q+1)
}
