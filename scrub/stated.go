package scrub

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Passwords stated right after the word for one, whatever shape the person chose:
//
//	Пароль от сервера: MAtahari-6939          Ihr Initialpasswort lautet: lumiere.falcon64
//	mot de passe provisoire : « BOlacha-3613 »  keeps its password (kotek.kotek21) until …
//	<password>@Dragon_Sakura0</password>       The password is
//	                                           +Tiger_Sommer3
//
// A name with a number, words joined by dots, a capital too many: shapes that read as names
// anywhere else (and so pass the looser rules by) are what people choose as passwords. Here the
// word and a separator say what the value is, so a value needs only to hold a digit with its
// letters, or a password's symbol, and to end its clause alone.

// passwordWords are the words for a password (also at the end of a compound: Initialpasswort).
var passwordWords = []string{"password", "passwort", "kennwort", "passwd", "passphrase", "пароль", "парол",
	"mot de passe", "contraseña", "contrasena", "senha", "wachtwoord", "hasło", "haslo", "lösenord", "passord",
	"adgangskode", "salasana", "parola", "jelszó", "heslo", "lozinka", "geslo", "şifre", "パスワード", "密码", "密碼",
	"비밀번호", "mật khẩu", "kata sandi", "nenosiri", "κωδικός", "κωδικό", "schlüssel", "mdp", "pass", "pw", "pwd",
	"pasword", "passwrd", "passowrd", "passward", "paswd", "passsword", "pssword", // typed in haste
	"পাসওয়ার্ড", "पासवर्ड", "รหัสผ่าน", "รหัสไวไฟ", "clé wpa", "clave wpa", "chave wpa", "wpa key", "wpa2 key", "wpa-schlüssel",
	"code wi-fi", "code wifi", "wifi code", "wi-fi code", "código wifi", "codice wifi",
	"پاس ورڈ", "پاسورڈ", "စကားဝှက်", "பாஸ்வேர்ட்", "கடவுச்சொல்", "พาส", "รหัส", "mk", "phrase secrète", "kodeord", "lykilorð", "aðgangsorð", "lösen",
	"رمز وای‌فای", "nywila"} // mk: Vietnamese chat's mật khẩu

// postAdjectives follow a word for a password and say the value is new: "mot de passe
// provisoire …", "contraseña temporal …" (ASCII forms: nextWord reads ASCII letters).
var postAdjectives = setOf(`temporaire provisoire initial initiale temporal provisional provisoria temporario
	temporaria provisorio temporaneo temporanea provvisoria provvisorio nueva nuevo nova novo nouveau nouvelle nuova nuovo`)

// shortWords are words for a password that are parts of others too (bypass, passenger, pwdx):
// they count as a word of their own, with the separator or a quoted value right after them.
var shortWords = setOf(`pass pw pwd`)

var passwordWordIDs = func() []int {
	var ids []int
	for _, w := range passwordWords {
		ids = append(ids, pattern(w))
		if !isASCII(w) {
			r, n := utf8.DecodeRuneInString(w)
			ids = append(ids, pattern(string(unicode.ToUpper(r))+w[n:]), pattern(strings.ToUpper(w)))
		}
	}
	return ids
}()

// statedSeparators join the word (and a few words that qualify it) to the value.
var statedSeparators = []string{": ", ":\n", "：", " = ", " is ", " is\n", " est ", " ist ", " lautet ", " lautet:", " es ", " é ", " este ", " és ",
	" è ", " je ", " jest ", " är ", " er ", " on ", " ni ", " είναι ", " هي ", " هو ", "は", " это ", " — ", " – ", " (",
	"是", "为", "為", " là ", " adalah ", " → ", " -> ", " => ", " คือ ", " was ", " era ", " war ", " était ", " fue ", " foi ",
	" ist: ", " es: ", " reset to ", " changed to ", " set to ", " teruggezet naar ", " gewijzigd naar ", " veranderd naar ",
	" zurückgesetzt auf ", " geändert auf ", " gesetzt auf ", " réinitialisé à ", " changé en ", " cambiada a ", " restablecida a ",
	" changed from ", "改成了", "改成", "改为", "改為", "设为", "設為", "を", " поменял на ", " изменил на ", " сменил на ",
	" поменяла на ", " змінив на ", " mudou para ", " alterada para ",
	" trocada para ", " trocado para ", " foi trocada para ", " foi trocado para ", " foi alterada para ", " foi alterado para ",
	" c'est ", " c’est ", " ist jetzt ", " is now ", " es ahora ", " é agora ", " ficou ", " passou a ser ", " pasó a ser ",
	" quedó ", " è diventata ", " wurde zu "}

// notPasswordWords start with a word for a password and mean something else.
var notPasswordWords = setOf(`passed passing passage passages passenger passengers passport passports passive passion passthrough passable passover`)

// statedPasswords finds the value stated after a password word.
func statedPasswords(text, lower string, h *hits) []Span {
	var out []Span
	last := -1
	for _, pos := range h.merged(passwordWordIDs, nil) {
		i := int(pos)
		if i < last {
			continue
		}
		e := i
		for e < len(text) && (isLetter(text[e]) || text[e] >= 0xC0 && text[e] < 0xE0 && e+1 < len(text)) {
			if text[e] >= 0xC0 {
				e++ // a two-byte letter (Latin, Cyrillic, Greek): пароля; CJK takes no endings
			}
			e++ // the rest of the word: passwords, Passwortes
		}
		last = e
		if notPasswordWords[lower[i:e]] {
			continue // passed, passport: words that start as "pass" does
		}
		if lower[i:e] != "mk" && strings.HasPrefix(lower[i:e], "mk") {
			continue // mkdir, …MKs7: no word for a password
		}
		if i > 0 && isLetter(text[i-1]) && !strings.HasSuffix(lower[i:e], "wort") && text[i] < 0xE0 {
			continue // htpasswd, not a word for a password; German compounds end in theirs, and WiFi密码 is two words
		}
		if e < i+3 && e < len(text) && text[e] >= 0xE0 {
			e = i + len(wordAt(lower, i)) // a CJK word: its own bytes, the particle after it is the separator
		}
		if i > 0 && text[i-1] == '<' && strings.HasPrefix(text[e:], ">") {
			if sp, ok := statedValue(text, e+1, false); ok && strings.HasPrefix(text[sp.End:], "</") {
				out = append(out, keyRule(lower[i:e], sp)) // <password>…</password>
			}
			continue
		}
		if e+1 < len(text) && text[e] == ' ' {
			if g := letterGroups(text, e+1); g > e+1 {
				out = append(out, keyRule(lower[i:e], Span{Start: e + 1, End: g, Rule: "password"})) // an app password: xrie yeuu ieyz tfwx
				continue
			}
			if g := digitGroups(text, e+1); g > e+1 {
				out = append(out, keyRule(lower[i:e], Span{Start: e + 1, End: g, Rule: "password"})) // password 8832 9983 3999 0380
				continue
			}
		}
		// Romance languages put the adjective after the word: "mot de passe temporaire …".
		if w := nextWord(lower, e); postAdjectives[w] && e < len(text) && text[e] == ' ' {
			if sp, ok := statedValue(text, skipBlanks(text, e+1+len(w)), false); ok {
				out = append(out, keyRule(lower[i:e], sp))
				continue
			}
		}
		// Hindi puts the verb last: "SP-APP01 का पासवर्ड yvlEIifTdvAA है".
		if lower[i:e] == "पासवर्ड" && e+1 < len(text) && text[e] == ' ' {
			if ve := tokenEnd(text, e+1); strings.HasPrefix(text[ve:], " है") && looksLikePassword(text[e+1:ve]) && !IsPlaceholder(text[e+1:ve]) {
				out = append(out, Span{Start: e + 1, End: ve, Rule: "password"})
				continue
			}
		}
		if sp, ok := scriptValue(text, lower, i, e); ok {
			out = append(out, sp)
			continue
		}
		if shortWords[lower[i:e]] {
			if i > 0 && (isLetter(text[i-1]) || isDigit(text[i-1])) || e < len(text) && isDigit(text[e]) {
				continue
			}
			if sp, ok := answered(text, lower, e); ok {
				out = append(out, keyRule(lower[i:e], sp))
				continue
			}
			if e+1 < len(text) && text[e] == ' ' && strings.IndexByte("`\"'", text[e+1]) >= 0 {
				if sp, ok := statedValue(text, e+1, false); ok {
					out = append(out, keyRule(lower[i:e], sp))
				}
				continue
			}
			// "pw for router -> …": what it is for, then a separator.
			if !strings.HasPrefix(text[e:], ": ") && !strings.HasPrefix(text[e:], " = ") && !strings.HasPrefix(text[e:], " is ") &&
				!strings.HasPrefix(text[e:], " for ") && !strings.HasPrefix(text[e:], " changed ") {
				continue
			}
		}
		if sp, ok := statedAfter(text, lower, e); ok {
			out = append(out, keyRule(lower[i:e], sp))
		} else if sp, ok := statedBefore(text, i); ok && !metaSuffixes[nextWord(lower, e)] { // not "… — password policy"
			out = append(out, keyRule(lower[i:e], sp))
		} else if sp, ok := answered(text, lower, e); ok {
			out = append(out, keyRule(lower[i:e], sp))
		}
	}
	return out
}

// statedAfter reads a separator within a few words after e on its line, and the value after it.
func statedAfter(text, lower string, e int) (Span, bool) {
	le := lineEnd(text, e)
	window := min(le, e+40)
	if !isASCII(text[e:window]) {
		window = min(le, e+90) // two or three bytes a letter: the same few words
	}
	best, sepEnd := -1, 0
	for _, sep := range statedSeparators {
		if j := strings.Index(text[e:min(len(text), window+len(sep))], sep); j >= 0 && (best < 0 || j < best || j == best && e+j+len(sep) > sepEnd) {
			best, sepEnd = j, e+j+len(sep)
		}
	}
	// An arrow points at the value, past the words before it: "Password was reset → …".
	for _, a := range []string{" → ", " -> ", " => "} {
		if j := strings.Index(text[e:min(len(text), window+len(a))], a); j > best && best >= 0 {
			best, sepEnd = j, e+j+len(a)
		}
	}
	if best < 0 {
		return statedRightAfter(text, e)
	}
	between := text[e : e+best]
	if w, ok := strings.CutPrefix(between, ", "); ok && text[e+best] == ':' && !strings.ContainsAny(w, " ,") {
		between = w // "пароль, новый: …", "password, new: …"
	}
	if strings.ContainsAny(strings.ReplaceAll(between, "!B", "B"), ".,;!?\"`()[]{}<>=") {
		return Span{}, false // the clause ended, or what stood between was no few plain words
	}
	arrow := strings.HasPrefix(text[e+best:], " → ") || strings.HasPrefix(text[e+best:], " -> ")
	for w := range strings.FieldsSeq(lower[e : e+best]) {
		if metaSuffixes[w] && !arrow { // "password was reset → …" points at the new one
			return Span{}, false // "password manager: 1Password", "password policy: …": about it, not it
		}
	}
	if networkName(asciiLower(text[max(e, sepEnd-8):sepEnd])) {
		return pastParen(text, lower, sepEnd) // "hasło do wifi (Loja_Centro_2G): …": a network's name
	}
	p := skipBlanks(text, sepEnd)
	if p < len(text) && text[p] == ':' && text[sepEnd-1] == ' ' {
		p = skipBlanks(text, p+1) // French and others set a blank before the colon: "était : …"
	}
	if p < len(text) && (text[p] == '\n' || text[p] == '\r') {
		p = skipBlanks(text, p+1) // "The password is" / "+Tiger_Sommer3"
		if p < len(text) && text[p] == '\r' {
			p++
		}
	}
	if sp, ok := statedValue(text, p, strings.HasSuffix(text[:sepEnd], "(")); ok || !strings.HasSuffix(text[:sepEnd], "(") {
		return sp, ok
	}
	return pastParen(text, lower, sepEnd) // "la clave del wifi del almacén (POS-Net) es …"
}

// pastParen reads on after the parenthesis opened before p closes on its line: what it held
// named something (a network, a device), and the value may be stated after it.
func pastParen(text, lower string, p int) (Span, bool) {
	if c := strings.IndexByte(text[p:lineEnd(text, p)], ')'); c >= 0 {
		return statedAfter(text, lower, p+c+1)
	}
	return Span{}, false
}

// valueFirst is a value, then what it is, up to the word for a password: "Thistle=Glacier160
// is the new password for jenkins".
var valueFirst = regexp.MustCompile(`(?i)(?:^|[\s(>"'\x60])["'\x60]?([^\s"'\x60]{6,64})["'\x60]?[,.]?\s+(?:is|was|will be|becomes|ist|wird|est|es|är|er|è|é)\s+(?:now\s+|jetzt\s+|nu\s+)?` +
	`(?:the|my|our|your|his|her|their|das|der|die|mein|unser|het|de|mijn|onze|le|la|mon|notre|el|mi|il|a|o|det|mitt|vårt)\s+` +
	`(?:(?:new|current|old|temporary|temp|initial|default|wi-?fi|neue|neues|aktuelle|nieuwe|nouveau|nueva|nuovo|nuova|nova|nya|nye)\s+){0,2}$`)

// valueDash is a value, a dash, and the word for a password: "it's fwJ4Yv,LUUp — password for
// the jenkins admin".
var valueDash = regexp.MustCompile(`(?i)(?:^|[\s(>"'\x60])["'\x60]?([^\s"'\x60]{6,64})["'\x60]?\s+[—–]\s+` +
	`(?:(?:the|my|our|new|current|temporary|temp|initial|default|wi-?fi)\s+){0,2}$`)

// statedBefore reads the value stated before the password word at i (valueFirst).
func statedBefore(text string, i int) (Span, bool) {
	from := max(strings.LastIndexByte(text[:i], '\n')+1, i-120)
	var m []int
	w := text[max(from, i-40):i]
	if containsAny(w, []string{" is ", " was ", " be ", " becomes ", " IS ", " Is ", " ist ", " wird ", " est ", " es ", " är ", " er ", " è ", " é "}) {
		m = valueFirst.FindStringSubmatchIndex(text[from:i])
	}
	if m == nil && containsAny(w, []string{" — ", " – "}) {
		m = valueDash.FindStringSubmatchIndex(text[from:i])
	}
	if m == nil || !statedShape(text[from+m[2]:from+m[3]]) || isReference(text[from+m[2]:from+m[3]]) {
		return Span{}, false
	}
	return Span{Start: from + m[2], End: from + m[3], Rule: "password"}, true
}

// statedRightAfter reads a value right after the word with no separator, closing its line:
// "ইউজার admin পাসওয়ার্ড Dhaka_Rose77". Without a separator the value must hold two of a
// digit, a capital and a symbol, as a chosen password does and a following word does not.
func statedRightAfter(text string, e int) (Span, bool) {
	if e >= len(text) || text[e] != ' ' {
		return Span{}, false
	}
	ws := e // the word stands apart: not reason=bad_password, --secret=db-password, /users/7/password
	for ws > 0 && (isLetter(text[ws-1]) || text[ws-1] >= 0x80) {
		ws--
	}
	if ws > 0 && strings.IndexByte("_-/.=", text[ws-1]) >= 0 {
		return Span{}, false
	}
	p := e + 1
	q := p
	for q < len(text) && text[q] > ' ' && text[q] < 0x80 {
		q++
	}
	v := text[p:q]
	if q == p || strings.TrimSpace(text[q:lineEnd(text, q)]) != "" && !generated(v) {
		return Span{}, false // the value closes its line, or only a generator would write it
	}
	classes := 0
	for _, has := range []bool{strings.ContainsAny(v, digits), strings.IndexFunc(v, unicode.IsUpper) >= 0, strings.ContainsAny(v, passwordSymbols+"_")} {
		if has {
			classes++
		}
	}
	if classes < 2 || strings.ContainsAny(v, "=/") || v[0] == '-' || !statedShape(v) {
		return Span{}, false
	}
	return Span{Start: p, End: q, Rule: "password"}, true
}

// statedValue reads one token at p, in quotes, guillemets, backticks or the parenthesis the
// separator opened, that ends its clause.
func statedValue(text string, p int, paren bool) (Span, bool) {
	if p >= len(text) {
		return Span{}, false
	}
	closer := ""
	for _, q := range [][2]string{{"«", "»"}, {"`", "`"}, {"\"", "\""}, {"'", "'"}, {"„", "“"}, {"“", "”"}, {"「", "」"}} {
		if strings.HasPrefix(text[p:], q[0]) {
			p, closer = skipBlanks(text, p+len(q[0])), q[1]
			break
		}
	}
	if paren {
		closer = ")"
	}
	// Digits in groups of four, as routers print a Wi-Fi key: 8832 9983 3999 0380.
	if g := digitGroups(text, p); g > p && closer == "" {
		return Span{Start: p, End: g, Rule: "password"}, true
	}
	s, e := p, p
	for e < len(text) && text[e] > ' ' && (closer == "" || !strings.HasPrefix(text[e:], closer)) && !fullWidthPunct(text[e:]) &&
		(text[e] < 0xE0 || closer != "") && // CJK ends an ASCII password: パスワードは1Passwordの…
		!(text[e] == '\\' && e+1 < len(text) && strings.IndexByte("nrt", text[e+1]) >= 0) { // a string's escaped newline
		e++
	}
	if closer != "" {
		if q := skipBlanks(text, e); !strings.HasPrefix(text[q:], closer) {
			return Span{}, false
		}
	} else {
		for e > s && strings.IndexByte(".,;:", text[e-1]) >= 0 {
			e-- // a sentence's end
		}
		// The value ends its clause: the line ends, or a remark, a dash or punctuation follows;
		// or it needs no end, holding letters, digits and a symbol as only a password does
		// ("the pasword for AXA is pat1960? dont forget").
		if r := skipBlanks(text, e); r < len(text) && !(text[r] == '\n' || text[r] == '\r' || text[r] == '(' ||
			text[r] >= 0xE0 || strings.HasPrefix(text[r:], "to ") || // パスワードをX に変更, "changed from X to Y"
			strings.HasPrefix(text[r:], "—") || strings.HasPrefix(text[r:], "- ") || fullWidthPunct(text[r:]) ||
			e < len(text) && strings.IndexByte(".,;:", text[e]) >= 0) && !threeClasses(text[s:e]) && !closingWord(text[r:lineEnd(text, r)]) {
			return Span{}, false
		}
	}
	if !statedShape(text[s:e]) {
		return Span{}, false
	}
	return Span{Start: s, End: e, Rule: "password"}, true
}

// statedShape: a value a person chose as a password: a digit with its letters, a password's
// symbol with letters, or six digits or more; not a word, a reference, an address or a date.
func statedShape(v string) bool {
	if v == "" {
		return false
	}
	// After the word for a password, a sigil before letters and digits is the password's own
	// symbol (@Dragon_Sakura0), not a handle's or an alias's.
	sigil := strings.IndexByte("@!*&", v[0]) >= 0 && hasLetterAndDigit(v)
	if len(v) < 6 || len(v) > 64 || IsPlaceholder(v) || isReference(v) && !sigil || strings.HasPrefix(v, markerPrefix) ||
		(strings.ContainsAny(v, "()[]{}<>\"'`") || variableIn(v)) && !generated(v) || strings.Contains(v, "://") || emailLike(v) || versionRE.MatchString(v) ||
		timeLike(v) || ticketID(v) || numberWithUnit(v) || v[0] == '/' || strings.HasPrefix(v, "./") || strings.HasPrefix(v, "~/") {
		return false
	}
	lv := strings.ToLower(v)
	if commonWords[lv] || stopWords[lv] || commonProse[lv] || namesCredential(lv) || passwordManagers[lv] {
		return false
	}
	var letter, digit bool
	for i := 0; i < len(v); i++ {
		letter = letter || isLetter(v[i]) || v[i] >= 0xC0 // Весна_01!
		digit = digit || isDigit(v[i])
	}
	return letter && (digit || strings.ContainsAny(v, passwordSymbols)) || allDigits(v) || wordsPassphrase(v) || dashedPassphrase(v) || fourWords(v) ||
		len(v) >= 12 && looksRandom(v) && !isCamelWords(v) // a generated key of letters alone: TpHwXmFyKJkUMmLZ
}

// generated: a password a generator drew from every printable class, brackets and all
// (M-t5<?if~[d10DY*DwF, {KKPflafEadC-&[<b.M6XoZ): upper and lower case, digits, three symbols
// or more, and none of the pairs code and templates write (f(), ${…}, {{…}}, <b>, []).
func generated(v string) bool {
	// Django's keys have no capitals: 50 of a-z, 0-9 and !@#$%^&*(-_=+).
	if len(v) < 10 || !(hasUpperLowerDigit(v) || len(v) >= 24 && hasLetterAndDigit(v) && strings.ToLower(v) == v) || strings.ContainsAny(v, " \"'`") {
		return false
	}
	symbols := 0
	for i := 0; i < len(v); i++ {
		if c := v[i]; c > ' ' && c < 0x7f && !isLetter(c) && !isDigit(c) {
			symbols++
		}
	}
	if symbols < 3 {
		return false
	}
	if salt(v) {
		return true // a salt holds any pair by chance
	}
	for _, pair := range []string{"()", "[]", "{}", "<>", "${", "$(", "{{", "}}", "</", "/>", "://"} {
		if strings.Contains(v, pair) {
			return false
		}
	}
	// A call, an index or an element: name(…), x[i], <b>: a bracket after a name, or around
	// one, that closes.
	for _, b := range [][2]byte{{'(', ')'}, {'[', ']'}, {'{', '}'}, {'<', '>'}} {
		i := strings.IndexByte(v, b[0])
		if i < 0 {
			continue
		}
		j := strings.IndexByte(v[i+1:], b[1])
		if j >= 0 && (i > 0 && (isLetter(v[i-1]) || isDigit(v[i-1]) || v[i-1] == '_') || isIdent(v[i+1:i+1+j])) {
			return false
		}
	}
	return true
}

// variableIn: v holds a $ that starts a variable ($HOME, ${X}, $(cmd)); not Ioxaw$=YHQ's.
func variableIn(v string) bool {
	for i := strings.IndexByte(v, '$'); i >= 0; {
		if i+1 < len(v) && (isLetter(v[i+1]) || strings.IndexByte("_{(", v[i+1]) >= 0) {
			return true
		}
		j := strings.IndexByte(v[i+1:], '$')
		if j < 0 {
			return false
		}
		i += j + 1
	}
	return false
}

// closingWord: the rest of a line is one short word that closes a message: "nhé", "ok", "thx!".
func closingWord(rest string) bool {
	rest = strings.TrimRight(rest, " \t\r!.?")
	n := 0
	for _, r := range rest {
		if !unicode.IsLetter(r) {
			return false
		}
		n++
	}
	return n >= 1 && n <= 4
}

// passwordSymbols are the symbols a chosen password holds and a name or a word does not.
const passwordSymbols = "!#%&*+?@^~"

// threeClasses: letters, digits and a password's symbol in one token.
func threeClasses(v string) bool {
	return hasLetterAndDigit(v) && strings.ContainsAny(v, passwordSymbols)
}

// digitGroups returns the end of three or more groups of four digits apart by one blank at p,
// or p.
func digitGroups(text string, p int) int {
	e, n := p, 0
	for e+4 <= len(text) && digitRun(text, e) == 4 {
		n++
		e += 4
		if e+5 <= len(text) && text[e] == ' ' && digitRun(text, e+1) == 4 {
			e++
			continue
		}
		break
	}
	if n < 3 || e < len(text) && (isLetter(text[e]) || isDigit(text[e])) {
		return p
	}
	return e
}

// answered reads the answer to a question that asks for a password ("the admin pass for
// jenkins?", "管理画面のパスワード教えて"): the next line, past its speaker and a lead-in ("sure:",
// "here you go:"), is one value that a remark may follow.
func answered(text, lower string, e int) (Span, bool) {
	le := lineEnd(text, e)
	q := strings.TrimRight(text[strings.LastIndexByte(text[:e], '\n')+1:le], " \t\r")
	// The question may go on past its mark: "qual a senha do wifi? o tablet desconectou".
	if le >= len(text) || !(strings.HasSuffix(q, "?") || strings.HasSuffix(q, "？") || strings.HasSuffix(q, "教えて") || midQuestion(text, e, le)) {
		return Span{}, false
	}
	ls := le + 1
	p := skipLineMarks(text, ls)
	if sp := speakerEnd(text, p); sp > p {
		p = sp
	}
	led := false
	for _, lead := range answerLeads {
		if strings.HasPrefix(lower[p:], lead) {
			p, led = skipBlanks(text, p+len(lead)), true
			break
		}
	}
	// A longer lead-in ends in "it's" or a colon: "No worries! It's …", "yung bago: …".
	for _, lead := range []string{"it's ", ": "} {
		if i := strings.Index(lower[p:min(lineEnd(lower, p), p+24)], lead); i > 0 && !led {
			p = skipBlanks(text, p+i+len(lead))
			break
		}
	}
	sp, ok := statedValue(text, p, false)
	if !ok || strings.Contains(text[ls:sp.Start], "?") {
		return Span{}, false
	}
	// A chat's "dunno!" or "danke!" ends in its sentence's mark: the answer needs a digit or a
	// symbol inside it.
	v := strings.TrimRight(text[sp.Start:sp.End], "!?")
	return sp, hasLetterAndDigit(v) || strings.ContainsAny(v, "#$%&*+=@^~")
}

// midQuestion: a question mark ends a word of [e, le) and a blank follows it; a password's own
// "?" (w*@8?EobK) stands inside its token.
func midQuestion(text string, e, le int) bool {
	for i := e; i < le; i++ {
		if text[i] == '?' && i > 0 && isLetter(text[i-1]) && i+1 < le && text[i+1] == ' ' {
			return strings.IndexAny(text[e:i], "=:") < 0
		}
	}
	return false
}

// answerLeads start an answer before its value.
var answerLeads = []string{"sure:", "sure,", "here you go:", "here it is:", "it's", "it is", "use", "try", "klar:", "bitte:"}

// wordAt returns the password word of passwordWords that starts at i in lower.
func wordAt(lower string, i int) string {
	for _, w := range passwordWords {
		if strings.HasPrefix(lower[i:], w) {
			return w
		}
	}
	return ""
}

// letterGroups returns the end of exactly four groups of four lower-case letters apart by one
// blank at p (an app password, as Google prints one), or p.
func letterGroups(text string, p int) int {
	e := p
	for n := 0; n < 4; n++ {
		if e+4 > len(text) || !isPlainWord(text[e:e+4]) || strings.ToLower(text[e:e+4]) != text[e:e+4] {
			return p
		}
		e += 4
		if n < 3 {
			if e >= len(text) || text[e] != ' ' {
				return p
			}
			e++
		}
	}
	if e < len(text) && (isLetter(text[e]) || isDigit(text[e])) {
		return p
	}
	return e
}

// keyRule names what a word for a key (Schlüssel) states a secret, not a password.
func keyRule(word string, sp Span) Span {
	if strings.Contains(word, "schl") {
		sp.Rule = "secret-assignment"
	}
	return sp
}

// fourWords: four or more lower-case words joined by dots or dashes, as a passphrase generator
// joins them (amber.kettle.orbit.willow); not a package's reverse domain (com.example.app.ui).
func fourWords(v string) bool {
	words := strings.FieldsFunc(v, func(r rune) bool { return r == '.' || r == '-' })
	if len(words) < 4 || strings.Count(v, ".")+strings.Count(v, "-") != len(words)-1 {
		return false
	}
	switch words[0] {
	case "com", "org", "net", "io", "de", "uk", "dev", "app":
		return false
	}
	for _, w := range words {
		if len(w) < 3 || len(w) > 10 || !isPlainWord(w) || strings.ToLower(w) != w {
			return false
		}
	}
	return true
}

// symbolPassword: no digit, but both cases and a password's symbol, which words and names
// never hold together: fiI+R_NybTmz^j.
func symbolPassword(v string) bool {
	var upper, lower bool
	for i := 0; i < len(v); i++ {
		upper = upper || isUpper(v[i])
		lower = lower || isLower(v[i])
	}
	return len(v) >= 8 && len(v) <= 64 && upper && lower && strings.ContainsAny(v, "!#$%&*+=?^~") && !emailLike(v) && !isCodeExpr(v)
}
