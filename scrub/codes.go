package scrub

import "strings"

// Second factors: the recovery codes a service prints once, and a TOTP seed typed in groups.
//
//	GitHub recovery codes:                   2FA setup key (if the QR doesn't scan):
//	uyy6z-457ir                              iifs 2rpo n2xf syfk
//	pslwg-aw0cl

// codeLabels announce recovery codes.
var codeLabels = patternIDs([]string{"recovery code", "backup code", "scratch code", "emergency code", "recovery key",
	"single-use code", "one-time code", "wiederherstellungscode", "codes de récupération", "code de récupération",
	"códigos de recuperação", "códigos de recuperación", "codici di recupero", "herstelcode", "kody zapasowe",
	"коды восстановления", "резервные коды", "リカバリーコード", "恢复代码", "备用码", "복구 코드", "バックアップコード",
	"確認コード", "復旧コード", "备份码", "備用碼", "恢復碼", "백업 코드", "백업코드", "복구코드", "codes de secours",
	"backupcodes", "notfallcodes", "reservecodes", "códigos de respaldo", "codici di backup", "kody odzyskiwania",
	"wiederherstellungsschlüssel", "bitlocker", "backup-code", "recovery-code", "installation key", "installationsschlüssel",
	"product key", "license key", "licence key", "lizenzschlüssel", "clave de instalación", "clé d'installation",
	"chiave di installazione", "reservkod", "reservekod", "backupkod", "backup-kod", "gjenopprettingskod",
	"återställningskod", "varakoodi", "palautuskoodi", "nødkod", "noodcode", "back-upcode", "کدهای بازیابی", "کد بازیابی",
	"کدهای پشتیبان", "رموز الاسترداد", "رموز الاحتياط", "yedek kod", "kurtarma kod", "קודי שחזור", "קודי גיבוי",
	"κωδικοί ανάκτησης", "κωδικοί αντιγράφων", "codi de recuperació", "codis de recuperació", "codul de recuperare",
	"coduri de recuperare", "atsarginiai kodai", "atsarginių kodų", "rezerves kodi", "varukoodid", "záložní kód",
	// A list's own note that each code is spent once: "Unused codes (each can be used once):".
	"each works once", "each can be used once", "each code works once", "each one works once", "each can only be used once",
	"one-time use"})

// recoveryCodes redacts the codes on the label's line after its colon and on the lines after
// it, until a line holds anything but codes.
func recoveryCodes(text string, h *hits) []Span {
	var out []Span
	last := -1
	for _, pos := range h.merged(codeLabels, nil) {
		i := int(pos)
		if i < last {
			continue
		}
		le := strings.IndexByte(text[i:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += i
		}
		last = le
		if c := strings.IndexByte(text[i:le], ':'); c > 0 && strings.Contains(asciiLower(text[i:i+c]), "key id") {
			continue // "Recovery key ID shown on screen: 530BB7DC": which key, not the key
		}
		// Codes on the label's own line, after its colon, or right after the label.
		c := strings.IndexByte(text[i:le], ':')
		if c < 0 {
			c = labelEnd(text, i, le) - i - 1
		}
		if c >= 0 {
			ce := le
			for _, remark := range []string{" — ", " – ", " (", " - "} {
				if r := strings.Index(text[i+c+1:ce], remark); r >= 0 {
					ce = i + c + 1 + r // "…: e0rp…, co6p… — one is used"
				}
			}
			// "…: U5MU-…, print it and keep it": the codes end at a comma before prose.
			for cut := ce; cut > i+c+1; cut = i + c + 1 + strings.LastIndex(text[i+c+1:cut], ", ") {
				if sp, ok := codeLine(text, i+c+1, cut); ok {
					out = append(out, sp...)
					break
				}
			}
		}
		// A heading's blank line may stand between the label and its list, and a sentence
		// about the codes ("Each code works once.") with its blank line.
		ls := le + 1
		if ls < len(text) && text[ls] == '\n' {
			ls++
		}
		if e := lineEnd(text, min(ls, len(text))); ls < len(text) && e+1 < len(text) && text[e+1] == '\n' && strings.HasSuffix(strings.TrimSpace(text[ls:e]), ".") {
			if _, ok := codeLine(text, ls, e); !ok {
				ls = e + 2
			}
		}
		for found := false; ls < len(text); {
			e := strings.IndexByte(text[ls:], '\n')
			if e < 0 {
				e = len(text)
			} else {
				e += ls
			}
			sp, ok := codeLine(text, ls, e)
			if !ok {
				var row bool
				if sp, row = codeCells(text, ls, e); !row || len(sp) == 0 && found {
					break
				}
			}
			found = found || len(sp) > 0
			out = append(out, sp...)
			last = e
			ls = e + 1
		}
	}
	return out
}

// codeCells reads a table's row under a code label ("| 1 | 6222 2246 | no |"): it returns the
// codes in the row's cells and whether the line is a row at all. A header or a rule row holds
// no code.
func codeCells(text string, s, e int) ([]Span, bool) {
	if !strings.HasPrefix(strings.TrimLeft(text[s:e], " \t"), "|") {
		return nil, false
	}
	var out []Span
	for p := s; p < e; {
		c := strings.IndexByte(text[p:e], '|')
		if c < 0 {
			c = e - p
		}
		if sp, ok := codeLine(text, p, p+c); ok {
			out = append(out, sp...)
		}
		p += c + 1
	}
	return out, true
}

// labelEnd is where the code label at i ends (a plural's s included), or -1.
func labelEnd(text string, i, le int) int {
	for _, id := range codeLabels {
		if p := allPatterns.patterns[id]; hasPrefixFold(text[i:le], p) {
			e := i + len(p)
			if e < le && (text[e] == 's' || text[e] == 'S') {
				e++
			}
			for _, verb := range []string{" is", " are"} {
				if strings.HasPrefix(text[e:le], verb+" ") {
					e += len(verb) // "the recovery code is ZMWP-…"
				}
			}
			return e
		}
	}
	return -1
}

// codeBlocks finds recovery codes by their layout alone, whatever the heading says or in what
// language (Wiederherstellungscodes, リカバリーコード, github-recovery-codes.txt): four or more
// codes on lines that hold nothing else (after a label's colon), or three or more on one line, all of one shape (the
// same groups, apart by a dash or a blank) and random within it: letters and digits at
// different places from code to code, or groups of digits of one length. A list of ticket ids
// (OPS-1234), of commits or of dates has no such shape.
func codeBlocks(text string) []Span {
	var out, block []Span
	lines := 0
	flush := func() {
		if len(block) >= 4 || lines == 1 && len(block) >= 3 {
			if codesOfOneShape(text, block) || len(block) >= 4 && codesOfTwoShapes(text, block) {
				out = append(out, block...)
			}
		}
		block, lines = block[:0], 0
	}
	for ls := 0; ls < len(text); {
		le := lineEnd(text, ls)
		from := ls
		if c := strings.IndexByte(text[ls:le], ':'); c >= 0 {
			from = ls + c + 1 // after a label: "códigos: K2WM-9QXA / 7TPB-E4RN / …"
		}
		var sp []Span
		ok := mayHoldCodes(text, from, le)
		if ok {
			sp, ok = codeLine(text, from, le)
		}
		if ok {
			block = append(block, sp...)
			lines++
		} else {
			flush()
		}
		ls = le + 1
	}
	flush()
	return out
}

// mayHoldCodes: the line's first word has a digit or a dash, as every code has; most lines of
// prose fail here, before codeLine looks at them.
func mayHoldCodes(text string, s, e int) bool {
	for s < e && strings.IndexByte(codeMarks, text[s]) >= 0 {
		s++
	}
	for ; s < e && text[s] != ' '; s++ {
		if isDigit(text[s]) || text[s] == '-' {
			return true
		}
	}
	return false
}

// codesOfOneShape: every code has the first one's groups, two or more, and the codes are
// random within that shape.
func codesOfOneShape(text string, codes []Span) bool {
	shape := func(w string) string {
		var b strings.Builder
		for i := 0; i < len(w); i++ {
			switch {
			case w[i] == '-' || w[i] == ' ':
				b.WriteByte('-')
			case isDigit(w[i]):
				b.WriteByte('9')
			default:
				b.WriteByte('a')
			}
		}
		return b.String()
	}
	first, firstGroups := shape(text[codes[0].Start:codes[0].End]), codeGroups(text[codes[0].Start:codes[0].End])
	if !strings.Contains(first, "-") {
		return false
	}
	varied, digitsOnly := false, true
	for _, c := range codes {
		w := text[c.Start:c.End]
		sh := shape(w)
		if codeGroups(w) != firstGroups || hexGroupsDashed(w) && strings.Count(w, "-") >= 2 {
			return false
		}
		varied = varied || sh != first
		digitsOnly = digitsOnly && !strings.Contains(sh, "a")
	}
	if digitsOnly {
		// Groups of digits of one length each (5016 6087), most of them no year.
		size := strings.IndexByte(first, '-')
		var n, years int
		for _, c := range codes {
			for g := range strings.FieldsFuncSeq(text[c.Start:c.End], func(r rune) bool { return r == '-' || r == ' ' }) {
				if len(g) != size || size < 3 {
					return false
				}
				n++
				if yearLike(g) {
					years++
				}
			}
		}
		return 2*years < n
	}
	return varied
}

// codesOfTwoShapes: a service's list that mixes two shapes of code (3838 3458 beside
// 5t36l-v7xiz), each of one shape as codesOfOneShape reads it, or one code alone of its shape
// with letters and digits.
func codesOfTwoShapes(text string, codes []Span) bool {
	groups := map[string][]Span{}
	for _, c := range codes {
		k := codeGroups(text[c.Start:c.End])
		groups[k] = append(groups[k], c)
	}
	if len(groups) != 2 {
		return false
	}
	for _, g := range groups {
		if len(g) == 1 {
			if w := text[g[0].Start:g[0].End]; !hasLetterAndDigit(w) || !strings.ContainsAny(w, "- ") {
				return false
			}
		} else if !codesOfOneShape(text, g) {
			return false
		}
	}
	return true
}

// codeGroups is a code's groups, each byte an x and each separator a dash: 3838 3458 and
// 5t36l-v7xiz are xxxx-xxxx and xxxxx-xxxxx.
func codeGroups(w string) string {
	return strings.Map(func(r rune) rune {
		if r == '-' || r == ' ' {
			return '-'
		}
		return 'x'
	}, w)
}

// codeMarks stand between codes on a line: blanks, separators and list marks.
const codeMarks = " \t\r,;|*-•·/"

// codeLine returns the codes of the line [s, e) when it holds codes and nothing else (list
// marks, numbers and separators aside).
func codeLine(text string, s, e int) ([]Span, bool) {
	var out []Span
	for p := s; p < e; {
		for p < e && strings.IndexByte(codeMarks, text[p]) >= 0 {
			p++
		}
		q := p
		for q < e && (isLetter(text[q]) || isDigit(text[q]) || text[q] == '-') {
			q++
		}
		if q == p {
			if p < e {
				return nil, false
			}
			break
		}
		// Some services print a backup code as two groups of four digits, apart by a blank.
		if g := q - p; g >= 4 && allDigits(text[p:q]) {
			for q+1 < e && text[q] == ' ' && digitRun(text, q+1) == g {
				q += 1 + g
			}
		}
		w := text[p:q]
		switch {
		case strings.HasSuffix(w, ".") || len(w) <= 3 && allDigits(w) || len(out) > 0 && (w == "or" || w == "and" || w == "oder" || w == "ou" || w == "o"):
			// a list number, or the word between two codes ("5z7wg-84ddy or koo7p-54ej6")
		case isCode(strings.ReplaceAll(w, " ", "-")):
			out = append(out, Span{Start: p, End: q, Rule: "recovery-code"})
		default:
			return nil, false
		}
		p = q
		if p < e && (text[p] == '.' || text[p] == ')') { // "1." or "1)" before a code
			p++
		}
	}
	return out, len(out) > 0
}

// isCode: 6 to 64 letters and digits, with dashes between groups (a BitLocker key has seven),
// not a word, a date or a version.
func isCode(w string) bool {
	body := strings.ReplaceAll(w, "-", "")
	if len(body) < 6 || len(body) > 64 || strings.Count(w, "-") > 8 || isDate(w) || allDigits(w) && len(w) < 8 {
		return false
	}
	var letters, digitsN int
	for i := 0; i < len(body); i++ {
		if isDigit(body[i]) {
			digitsN++
		} else {
			letters++
		}
	}
	// Codes in groups may be letters only (kafrp-nwigi): the dash makes them a code's shape.
	return digitsN > 0 && (letters > 0 || len(body) >= 8) || strings.Contains(w, "-") && len(body) >= 8 && caseChanges(body) == 0
}

// isDate: yyyy-mm-dd.
func isDate(w string) bool {
	return len(w) == 10 && w[4] == '-' && w[7] == '-' && allDigits(w[:4]+w[5:7]+w[8:])
}

// digitRun is the length of the run of digits at text[i:].
func digitRun(text string, i int) int {
	n := 0
	for i+n < len(text) && isDigit(text[i+n]) {
		n++
	}
	return n
}

var appPasswordLabels = []string{"app password", "application password", "app-specific password",
	"contraseña de aplicación", "senha de app", "senha de aplicativo", "senha de aplicação", "mot de passe d'application",
	"app-passwort", "password per le app", "hasło aplikacji", "app-wachtwoord", "applösenord", "heslo aplikace", "heslo pro aplikace",
	"heslo aplikácie", "alkalmazásjelszó", "alkalmazásjelszav", "пароль приложения", "пароль для приложения", "пароль застосунку",
	"app-adgangskode", "app-passord", "sovellussalasana", "parolă pentru aplicații", "uygulama şifresi", "κωδικός εφαρμογής",
	"アプリパスワード", "应用专用密码", "앱 비밀번호", "sandi aplikasi", "mật khẩu ứng dụng"}

var appPasswordIDs = patternIDs(appPasswordLabels)

// appPasswords finds the password a service generates for an app, after its label and a colon
// on the line or under it: Google's four groups of four letters (gjug jort erlq dczp),
// WordPress's six groups of four letters and digits (AaqU eZsx pKJ1 69vZ njub Q4jl).
func appPasswords(text string, h *hits) []Span {
	var out []Span
	for _, pos := range h.merged(appPasswordIDs, nil) {
		le := lineEnd(text, int(pos))
		c := strings.LastIndexByte(text[pos:le], ':')
		if c < 0 {
			// No colon: Google's sixteen letters right after the label ("contraseña de
			// aplicación tqfpddyewwxjgtaz").
			if p, ok := afterLabel(text, int(pos)); ok && p+16 <= len(text) && lowerRun(text, p) == 16 &&
				(p+16 == len(text) || !isLetter(text[p+16]) && !isDigit(text[p+16])) {
				out = append(out, Span{Start: p, End: p + 16, Rule: "password"})
			}
			continue
		}
		p := skipBlanks(text, int(pos)+c+1)
		if p < len(text) && text[p] == '\n' {
			p = skipBlanks(text, speakerEnd(text, skipLineMarks(text, p+1))) // maybe given by the next speaker in a chat
		}
		if e := alnumGroups(text, p); e > p {
			out = append(out, Span{Start: p, End: e, Rule: "password"})
		} else if p+16 <= len(text) && lowerRun(text, p) == 16 && (p+16 == len(text) || !isLetter(text[p+16]) && !isDigit(text[p+16])) {
			out = append(out, Span{Start: p, End: p + 16, Rule: "password"}) // Yandex's sixteen letters in one run
		}
	}
	return out
}

// afterLabel returns where the value after the app-password label at pos starts.
func afterLabel(text string, pos int) (int, bool) {
	n := wordLenIn(asciiLower(text[pos:min(len(text), pos+40)]), appPasswordLabels)
	if n == 0 || pos+n >= len(text) || text[pos+n] != ' ' {
		return 0, false
	}
	return pos + n + 1, true
}

// lowerRun is the length of the run of small ASCII letters at text[i:].
func lowerRun(text string, i int) int {
	n := 0
	for i+n < len(text) && isLower(text[i+n]) {
		n++
	}
	return n
}

// alnumGroups returns the end of four or six groups of four letters or digits apart by single
// blanks at p, ending their word, or p.
func alnumGroups(text string, p int) int {
	e, n := p, 0
	for n < 6 && e+4 <= len(text) && isAlnum(text[e:e+4]) {
		e, n = e+4, n+1
		if n == 6 || e >= len(text) || text[e] != ' ' {
			break
		}
		e++
	}
	if e > p && text[e-1] == ' ' {
		e-- // the blank before a fifth group that was none
	}
	if (n != 4 && n != 6) || e < len(text) && (isLetter(text[e]) || isDigit(text[e])) {
		return p
	}
	return e
}

// groupedKeys finds keys by their groups: a FileVault personal recovery key, six groups of four
// capitals and digits (Y8EF-Z7VA-REG8-47L2-U0CJ-BT1Q), and a generated password such as Apple's
// app-specific one, four groups of four small letters and digits (supf-vngp-aasd-ctar), on a
// line that speaks of a password or gives a login.
func groupedKeys(text string) []Span {
	var out []Span
	for off := 0; ; {
		d := strings.IndexByte(text[off:], '-')
		if d < 0 {
			return out
		}
		s := off + d - 4
		off += d + 1
		if s < 0 || s > 0 && (isLetter(text[s-1]) || isDigit(text[s-1]) || text[s-1] == '-') {
			continue
		}
		if n, upper := dashedGroups(text, s); n == 6 && upper {
			if v := text[s : s+29]; lettersInGroups(v) {
				out = append(out, Span{Start: s, End: s + 29, Rule: "recovery-code"})
			}
			off = s + 29
		} else if n == 4 && !upper {
			le := lineEnd(text, s)
			line := asciiLower(text[strings.LastIndexByte(text[:s], '\n')+1 : le])
			vowels := 0
			for _, c := range []byte(text[s : s+19]) {
				if strings.IndexByte("aeiou", c) >= 0 {
					vowels++
				}
			}
			// Drawn at random, not words (blue-team-note-page): few vowels among the sixteen letters;
			// on a line that speaks of a password or gives a login (router login jb / cveu-vlzz-…).
			if vowels <= 6 && !hexGroupsDashed(text[s:s+19]) && containsAny(line, groupCues) {
				out = append(out, Span{Start: s, End: s + 19, Rule: "password"})
			}
			off = s + 19
		}
	}
}

// groupCues say a line gives a password: its words, a login's, or a pair's separators.
var groupCues = []string{"pass", " pw", "kennwort", "passwort", "senha", "contrase", "mot de passe", "wachtwoord", "hasło",
	"login", "log in", "creds", "app-specific", "app specific", "notary", "altool", " | ", " / ", " : ", "->", "→"}

// lettersInGroups: five groups or more hold a letter and two a digit, as a key drawn from both
// does (an id of digits with a prefix does not).
func lettersInGroups(v string) bool {
	var letters, digitsN int
	for g := range strings.SplitSeq(v, "-") {
		if strings.ContainsAny(g, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
			letters++
		}
		if strings.ContainsAny(g, digits) {
			digitsN++
		}
	}
	return letters >= 5 && digitsN >= 2
}

// dashedGroups counts the groups of four at s joined by single dashes, all capitals and digits
// (upper) or all small letters and digits, ending their word.
func dashedGroups(text string, s int) (n int, upper bool) {
	upper = isUpper(text[s]) || isDigit(text[s]) && !hasLower(text[s:min(len(text), s+19)])
	for p := s; p+4 <= len(text); p += 5 {
		for _, c := range []byte(text[p : p+4]) {
			if upper && !isUpper(c) && !isDigit(c) || !upper && !isLower(c) && !isDigit(c) {
				return 0, upper
			}
		}
		n++
		if p+4 == len(text) || text[p+4] != '-' {
			if p+4 < len(text) && (isLetter(text[p+4]) || isDigit(text[p+4])) {
				return 0, upper
			}
			return n, upper
		}
	}
	return 0, upper
}

// hasLower: s holds a small ASCII letter.
func hasLower(s string) bool {
	for i := 0; i < len(s); i++ {
		if isLower(s[i]) {
			return true
		}
	}
	return false
}
