package scrub

import (
	"strings"
)

// delimitedTables finds secrets in the credential columns of CSV and TSV text (delimited by
// commas, semicolons, pipes or tabs), as password managers, spreadsheets and key listings
// export it, and of tables aligned with blanks (alignedTable):
//
//	url,username,password,extra,name          type,project_id,private_key_id,client_email
//	https://nas.lan,backup,…,,NAS             service_account,acme-data,…,etl@…
//
// A header row names the columns; the rows after it with as many cells are data, and the cells
// of a credential column are vetted as that key's values.
//
// Only lines that hold a credential stem can be a header, so the scan starts from those.
func delimitedTables(text string, h *hits) []Span {
	var out []Span
	done := 0
	for _, pos := range h.merged(credStemIDs, nil) {
		if int(pos) < done {
			continue
		}
		ls := strings.LastIndexByte(text[:pos], '\n') + 1
		le := lineEnd(text, int(pos))
		done = le + 1
		delim, cols := headerRow(strings.TrimRight(text[ls:le], "\r"))
		if cols == nil {
			if sp, end := alignedTable(text, ls, le); end > 0 {
				out = append(out, sp...)
				done = end + 1
			} else {
				out = append(out, keyValueRow(text, ls, le)...)
			}
			continue
		}
		for off := le + 1; off < len(text); {
			end := lineEnd(text, off)
			line := strings.TrimRight(text[off:end], "\r")
			cells := splitCells(line, delim)
			if len(cells) != len(cols) {
				break
			}
			for i, c := range cells {
				if cols[i] == keyNone || c[1] == c[0] {
					continue
				}
				sp, _ := vetted(text, off+c[0], off+c[1], cols[i], sepAssign, true, "")
				out = append(out, sp...)
			}
			done = end + 1
			off = end + 1
		}
	}
	return out
}

// lineEnd returns where the line that holds p ends.
func lineEnd(text string, p int) int {
	if e := strings.IndexByte(text[p:], '\n'); e >= 0 {
		return p + e
	}
	return len(text)
}

// keyValueRow reads the line [ls, le) as a row under a "name,value" header, as pipelines
// export their variables: the name cell classifies the value cell.
func keyValueRow(text string, ls, le int) []Span {
	line := strings.TrimRight(text[ls:le], "\r")
	for _, delim := range []byte{',', ';', '\t'} {
		n := strings.Count(line, string(delim))
		if n == 0 {
			continue
		}
		hs := ls // the header is the first line of the block whose lines hold as many delimiters
		for k := 0; k < 64 && hs > 0; k++ {
			ps := strings.LastIndexByte(text[:hs-1], '\n') + 1
			if strings.Count(text[ps:hs-1], string(delim)) != n {
				break
			}
			hs = ps
		}
		if hs == ls {
			return nil
		}
		header := strings.TrimRight(text[hs:lineEnd(text, hs)], "\r")
		ki, vi := -1, -1
		for i, c := range splitCells(header, delim) {
			switch strings.ToLower(strings.TrimSpace(header[c[0]:c[1]])) {
			case "name", "key", "variable", "var", "setting", "parameter":
				ki = i
			case "value":
				vi = i
			}
		}
		cells := splitCells(line, delim)
		if ki < 0 || vi < 0 || len(cells) <= max(ki, vi) {
			return nil
		}
		key := line[cells[ki][0]:cells[ki][1]]
		class := classify(key, "")
		if class == keyNone || cells[vi][0] == cells[vi][1] {
			return nil
		}
		sp, _ := vetted(text, ls+cells[vi][0], ls+cells[vi][1], class, sepAssign, true, key)
		return sp
	}
	return nil
}

// headerRow reports whether line is the header of a delimited table with a credential column:
// cells that are names (letters, digits, _ - . and blanks), one of them a credential key's.
func headerRow(line string) (byte, []keyClass) {
	if len(line) > 400 || strings.Count(line, " ") > 3*(strings.Count(line, ",")+strings.Count(line, ";")+strings.Count(line, "|")+strings.Count(line, "\t")+1) {
		return 0, nil // prose, not names
	}
	// The delimiter is the tab, or the one of , ; | the header holds most of.
	delim, n := byte('\t'), strings.Count(line, "\t")
	if n == 0 {
		for _, d := range []byte{',', ';', '|'} {
			if c := strings.Count(line, string(d)); c > n {
				delim, n = d, c
			}
		}
		if n == 0 || n == 1 && strings.ContainsAny(line, " ") {
			return 0, nil // two columns: only names without blanks (name,password), not prose
		}
	}
	cells := splitCells(line, delim)
	cols := make([]keyClass, len(cells))
	names := make([]string, len(cells))
	any := false
	for i, c := range cells {
		name := strings.TrimSpace(line[c[0]:c[1]])
		names[i] = name
		if i := strings.Index(name, " ["); i > 0 && strings.HasSuffix(name, "]") {
			name = name[:i] // Google Workspace's upload file: "Password [Required]"
		} else if i := strings.Index(name, " ("); i > 0 && strings.HasSuffix(name, ")") {
			name = name[:i] // a unit: "Logoff time (min)"
		}
		if name == "" || len(name) > 40 || strings.Count(name, " ") > 4 {
			return 0, nil
		}
		for j := 0; j < len(name); j++ {
			if !isKeyByte(name[j]) && name[j] != ' ' && name[j] < 0x80 { // contraseña
				return 0, nil
			}
		}
		cols[i] = credentialColumn(strings.ReplaceAll(name, " ", "_"))
		any = any || cols[i] != keyNone
	}
	if !any && !codeColumns(names, cols) {
		return 0, nil
	}
	return delim, cols
}

// credentialColumn classifies a column name: a credential key whose last word is the
// credential (password, api_key, private_key_id), not one that names something about it
// (password_expires_in_days).
func credentialColumn(name string) keyClass {
	if l := strings.ToLower(name); strings.HasSuffix(l, "totp") || strings.HasSuffix(l, "otp_secret") || strings.HasSuffix(l, "otpauth") {
		return keySecret // a password manager's export: login_totp holds the seed
	}
	c := classify(name, "")
	segs := splitKey(name)
	if c < keySecret || len(segs) == 0 {
		return keyNone
	}
	if lockCodeName(name) {
		return keyPassword // door_code, Codice_portone
	}
	last := segs[len(segs)-1]
	if len(segs) > 1 && columnQualifiers[last] {
		last = segs[len(segs)-2] // password_initial, senha_inicial: which password, not about it
	}
	if classifySeg(last) >= keySecret || last == "key" || last == "id" && c == keySecret && strings.Contains(strings.ToLower(name), "private") {
		return c
	}
	return keyNone
}

// columnQualifiers after a credential's name say which one a column holds.
var columnQualifiers = setOf(`initial inicial temp temporary temporal temporaria temporária provisoria provisória provisional new nueva nuevo nova novo old default actual atual current neue neues nouveau`)

// splitCells returns the bounds of line's cells: delimited by delim, a cell in double quotes
// may hold it; the bounds exclude the quotes.
func splitCells(line string, delim byte) [][2]int {
	var cells [][2]int
	for i := 0; i <= len(line); {
		if i < len(line) && line[i] == '"' {
			j := i + 1
			for j < len(line) && !(line[j] == '"' && (j+1 == len(line) || line[j+1] == delim)) {
				j++
			}
			cells = append(cells, [2]int{i + 1, min(j, len(line))})
			i = j + 2
			continue
		}
		j := strings.IndexByte(line[i:], delim)
		if j < 0 {
			cells = append(cells, [2]int{i, len(line)})
			break
		}
		cells = append(cells, [2]int{i, i + j})
		i += j + 1
	}
	return cells
}

// alignedTable reads a table whose columns are aligned with blanks, as vault, kubectl and
// most CLIs print them, when its header is the line [ls, le):
//
//	Key         Value               NAME      USER    PASSWORD
//	---         -----               billing   app     …
//	password    …
//
// Under a "Key Value" header each row's key classifies its value; under other headers the
// column named like a credential holds secrets. It returns the secrets and where the table
// ends (0 when the line is no such header).
func alignedTable(text string, ls, le int) ([]Span, int) {
	header := strings.TrimRight(text[ls:le], "\r")
	// Cheap first: a header is names apart by two blanks or a tab, and no assignment.
	if len(header) > 200 || !strings.Contains(header, "  ") && strings.IndexByte(header, '\t') < 0 || strings.ContainsAny(header, "=:\"'") {
		return nil, 0
	}
	starts := alignedColumns(header)
	if len(starts) < 2 {
		return nil, 0
	}
	names := make([]string, len(starts))
	cols := make([]keyClass, len(starts))
	any := false
	for i, st := range starts {
		end := len(header)
		if i+1 < len(starts) {
			end = starts[i+1]
		}
		names[i] = strings.ToLower(strings.TrimSpace(header[st:end]))
		for j := 0; j < len(names[i]); j++ {
			if !isKeyByte(names[i][j]) && names[i][j] != ' ' {
				return nil, 0 // a header holds names only
			}
		}
		cols[i] = credentialColumn(strings.ReplaceAll(names[i], " ", "_"))
		any = any || cols[i] != keyNone
	}
	// A key column first (Key, KeyName, Setting) and a Value column, maybe not the next one:
	// az's "KeyName  Permissions  Value".
	vi := 0
	if kvHeaders[strings.TrimSuffix(strings.ReplaceAll(names[0], " ", ""), "name")] || kvHeaders[names[0]] {
		for i := 1; i < len(names) && vi == 0; i++ {
			if names[i] == "value" {
				vi = i
			}
		}
	}
	kv := vi == 1
	if !kv && !any && vi == 0 {
		return nil, 0
	}
	var out []Span
	end := 0
	for off := le + 1; off < len(text); {
		le := lineEnd(text, off)
		line := strings.TrimRight(text[off:le], "\r")
		if strings.Trim(line, "-= \t") == "" && strings.Contains(line, "-") {
			off = le + 1 // the rule under the header
			continue
		}
		if strings.TrimSpace(line) == "" || line[0] == ' ' {
			break
		}
		if kv {
			// key, a run of blanks, the value to the end of the line
			k := strings.IndexAny(line, " \t")
			v := skipBlanks(line, max(k, 0))
			if k <= 0 || v <= k+1 || v >= len(line) {
				break
			}
			if c := classify(line[:k], ""); c != keyNone {
				sp, _ := vetted(text, off+v, off+len(line), c, sepAssign, true, line[:k])
				out = append(out, sp...)
			}
		} else {
			rowKey := keyNone
			if vi > 1 {
				// The row's key (db_password) says what its value holds; under a KeyName
				// column the rows are an account's numbered keys (key1, key2).
				k := strings.Fields(line)[0]
				rowKey = classify(k, "")
				if rowKey == keyNone && strings.HasPrefix(names[0], "key") && numberedKey(k) {
					rowKey = keyWeak
				}
			}
			for i, st := range starts {
				if i == vi && rowKey != keyNone {
					cols[i] = rowKey
				} else if i == vi {
					continue
				}
				if cols[i] == keyNone || st >= len(line) {
					continue
				}
				ce := len(line)
				if i+1 < len(starts) && starts[i+1] < ce {
					ce = starts[i+1]
				}
				cs := skipBlanks(line, st)
				if st > 0 && line[st-1] != ' ' || cs >= ce {
					continue // the row's cells are not where the header's are
				}
				ce = cs + len(strings.TrimRight(line[cs:ce], " \t"))
				sp, _ := vetted(text, off+cs, off+ce, cols[i], sepAssign, true, names[i])
				out = append(out, sp...)
			}
		}
		end = le
		off = le + 1
	}
	return out, end
}

// alignedColumns returns where the columns of an aligned header start: the line starts with a
// name, and two or more blanks (or a tab) separate the names.
func alignedColumns(line string) []int {
	if line == "" || line[0] == ' ' || line[0] == '\t' {
		return nil
	}
	starts := []int{0}
	for i := 1; i < len(line); i++ {
		if line[i] != ' ' && line[i] != '\t' && (line[i-1] == '\t' || i >= 2 && line[i-1] == ' ' && line[i-2] == ' ') {
			starts = append(starts, i)
		}
	}
	return starts
}

// numberedKey: key1, key2, primary-key-2: a key named by its number.
func numberedKey(k string) bool {
	name := strings.TrimRight(k, digits)
	return len(name) < len(k) && strings.HasSuffix(strings.TrimRight(strings.ToLower(name), "-_"), "key")
}

// underHeader: the line [ls, le) is such a header (with the row under it) or a row of a
// comma-separated table whose header names a credential column, which delimitedTables reads
// cell by cell.
func underHeader(text string, ls, le int) bool {
	if nl := strings.IndexByte(text[ls:le], '\n'); nl >= 0 {
		delim, cols := headerRow(strings.TrimRight(text[ls:ls+nl], "\r")) // the header, with the row under it
		return cols != nil && delim == ','
	}
	n := strings.Count(text[ls:le], ",")
	if n < 2 {
		return false
	}
	for e := ls - 1; e > 0; {
		hs := strings.LastIndexByte(text[:e], '\n') + 1
		line := strings.TrimRight(text[hs:e], "\r")
		if strings.Count(line, ",") != n {
			return false
		}
		if delim, cols := headerRow(line); cols != nil {
			return delim == ','
		}
		e = hs - 1
	}
	return false
}
