package scrub

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// What stands right around a word for a password on its line: digits or a code right after it
// (парола 1088079042, authentication code K7P2QX), the value alone after the line's colon, a
// password of letters alone, and where the word's reach ends (its sentence, a phone number, a
// name the word is part of, a config line of its own below).

// digitsAfterPassword: the token at i, all digits, stands right after a word for a password,
// maybe past a colon or a copula (парола 1088079042, 取款密码是 234237, 비번: 8189847931): a
// password of digits, where a number further off in the sentence is anything else.
func digitsAfterPassword(text string, ls, i int) bool {
	b := strings.ToLower(text[max(ls, i-48):i])
	b = strings.TrimRight(b, " \t:：=")
	for _, c := range digitCopulas {
		if strings.HasSuffix(b, c) && (c[0] >= 0x80 || len(b) == len(c) || b[len(b)-len(c)-1] == ' ') {
			b = strings.TrimRight(b[:len(b)-len(c)], " \t:：")
			break
		}
	}
	return endsInWord(b, digitPasswordWords)
}

// endsInWord: b ends in one of words, the word whole.
func endsInWord(b string, words []string) bool {
	for _, w := range words {
		if strings.HasSuffix(b, w) && (w[0] >= 0x80 || len(b) == len(w) || !isLetter(b[len(b)-len(w)-1])) {
			return true
		}
	}
	return false
}

// namedCode: the token at [i, j) is a code of capitals and digits (K7P2QX, 8HJ2-KL4M) right
// after the words for a code that moves or unlocks an account, which are short and few.
func namedCode(text string, ls, i, j int) bool {
	v := strings.TrimRight(text[i:j], ".,;)")
	if len(v) < 6 || len(v) > 16 || !hasLetterAndDigit(v) || strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-") != "" {
		return false
	}
	return endsInWord(strings.TrimRight(strings.ToLower(text[max(ls, i-40):i]), " \t:="), codeWords)
}

var codeWords = []string{"authentication code", "auth code", "authorisation code", "authorization code", "epp code", "transfer code",
	"activation code", "abrufcode"}

// digitCopulas join a password word to its value; digitPasswordWords are the words (not "key"
// or "code", which number many things).
var (
	digitCopulas       = []string{"is", "es", "é", "è", "ist", "är", "er", "je", "jest", "е", "є", "это", "是", "为", "為", "は", "은", "는", "이", "to"}
	digitPasswordWords = []string{"password", "passwort", "kennwort", "pw", "pwd", "passwd", "парола", "пароль", "пароля", "lozinka", "лозинка",
		"heslo", "hasło", "haslo", "jelszó", "jelszo", "şifre", "šifra", "шифра", "senha", "contraseña", "clave", "mot de passe", "mdp",
		"wachtwoord", "lösenord", "passord", "salasana", "parola", "密码", "密碼", "口令", "비번", "비밀번호", "암호", "パスワード", "暗証番号"}
)

// afterCountryCode: the token at i follows a country's calling code (+44, +358), so it is
// a group of a phone number.
func afterCountryCode(text string, ls, i int) bool {
	e := i
	for e > ls && text[e-1] == ' ' {
		e--
	}
	s := e
	for s > ls && isDigit(text[s-1]) {
		s--
	}
	for n := 0; n < 4 && e < i && e-s >= 2 && e-s <= 4 && s > ls && text[s-1] == ' '; n++ {
		e = s - 1 // +30 697 664 9289: back over the number's earlier groups
		for s = e; s > ls && isDigit(text[s-1]); s-- {
		}
	}
	return e < i && e-s >= 1 && e-s <= 3 && s > ls && text[s-1] == '+'
}

// sentenceEnd is where the sentence that goes on at p ends before le: at a full stop after a
// word of four letters or more (not Avv. or Dr.), a blank and a capital of any script, once the
// sentence holds a number of its own, unless the next one names what a code opens too
// ("…porta: 17459. Alarme: 4705"); else le. A sentence without a number hands on to the next
// ("the safe changes code every Monday. This week: 6685").
func sentenceEnd(text, lower string, p, le int) int {
	start := p
	for {
		i := strings.Index(text[p:le], ". ")
		if i < 0 {
			return le
		}
		w := p + i
		for w > p && text[w-1] != ' ' && text[w-1] != '\n' {
			w--
		}
		p += i + 2
		if r, _ := utf8.DecodeRuneInString(text[p:le]); unicode.IsUpper(r) && p-2-w >= 4 && digitRunIn(text[start:p]) {
			next := strings.Index(text[p:le], ". ")
			if next < 0 {
				next = le - p
			}
			if !hasCodeContext(lower[p : p+next]) {
				return p - 1
			}
		}
	}
}

// digitRunIn: s holds three digits in a row.
func digitRunIn(s string) bool {
	n := 0
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			if n++; n == 3 {
				return true
			}
		} else {
			n = 0
		}
	}
	return false
}

// lastAfterColon: the token at [i, j) ends a line that names a password and stands alone after
// its colon ("new wifi password at Casa Limoni after the swap: cicalahoney3650"), where people
// put the value itself, however plain: letters and digits or three words joined by dashes.
func lastAfterColon(text string, ls, le, i, j int) bool {
	if i < ls+2 || text[i-1] != ' ' || text[i-2] != ':' || strings.TrimSpace(text[j:le]) != "" {
		return false
	}
	if endsInWord(strings.ToLower(strings.TrimRight(text[max(ls, i-24):i-2], " ")), whoLabels) {
		return false // "Login: anna.k", "Key ID: …": who or which, not the secret
	}
	v := strings.TrimRight(text[i:j], ".,;!")
	if len(v) < 8 || len(v) > 64 || !(hasLetterAndDigit(v) || strings.Count(v, "-") >= 2 && strings.IndexFunc(v, func(r rune) bool { return r < 128 && isLetter(byte(r)) }) >= 0) ||
		strings.ContainsAny(v, "/@\\()[]{}<>\"'`") || strings.Count(v, ".") > 1 || IsPlaceholder(v) || isReference(v) ||
		versionRE.MatchString(v) || timeLike(v) || ticketID(v) || hexGroupsDashed(v) || numberWithUnit(v) {
		return false
	}
	return true
}

// whoLabels name who logs in or which key, before a colon.
var whoLabels = []string{"login", "user", "username", "user name", "usuario", "usuário", "utilisateur", "utente", "benutzer",
	"nutzer", "id", "account", "konto", "email", "e-mail", "χρήστη", "χρήστης", "логин", "пользователь", "用户名", "ユーザー名", "아이디",
	"domain", "host", "hostname", "server", "workgroup", "commit", "sha", "hash", "fingerprint", "digest", "checksum", "revision"}

// embeddedWord: the credential word at [s, e) is a part of a name joined by dashes, dots or
// underscores on both sides (external-secrets.io, deploy-bot-token-9w9tq), not a label.
func embeddedWord(text string, s, e int) bool {
	if e < len(text) && text[e] == 's' {
		e++
	}
	if s < 2 || e+1 >= len(text) || strings.IndexByte("-_.", text[s-1]) < 0 || strings.IndexByte("-_.", text[e]) < 0 ||
		!isWordByte(text[s-2]) || !isWordByte(text[e+1]) {
		return false
	}
	// A dash and a short ending inflect the word: Vipps-PIN-en, SIM-PIN-koden is another.
	n := e + 1
	for n < len(text) && isLetter(text[n]) {
		n++
	}
	return !(text[e] == '-' && n-e-1 <= 3 && (n == len(text) || !isWordByte(text[n]) && text[n] != '-'))
}

// labelledLine: the line at ls is a config's "key: value" line of its own (username: …,
// - name: …): a key in small letters and one token, whose value its key tells, not the line
// above.
func labelledLine(text string, ls int) bool {
	p := ls
	for p < len(text) && (text[p] == ' ' || text[p] == '\t' || text[p] == '-') {
		p++
	}
	k := p
	for k < len(text) && (isLetter(text[k]) || text[k] == '_') {
		k++
	}
	if k == p || k+1 >= len(text) || text[k] != ':' || text[k+1] != ' ' || asciiLower(text[p:k]) != text[p:k] || classify(text[p:k], "") != keyNone {
		return false
	}
	// One token after the colon: a config's value, not a chat line's sentence ("Dispatch: it
	// changed Monday — new one is 915425").
	v := strings.TrimSpace(text[k+1 : lineEnd(text, k)])
	return v != "" && !strings.ContainsAny(v, " \t")
}

// lettersAfter reads a password of letters alone right after the word for one that ends at e,
// past a colon or a copula: random capitals and small letters (password LXDRzRbi, Passwort
// lautet: oooVubtTjb), which no word or name has so many turns of case in.
func lettersAfter(text string, e, le int) (Span, bool) {
	p, stated := skipBlanks(text, e), false // stated: a colon or a verb says the value follows
	if strings.HasPrefix(text[p:le], ":") {
		p, stated = skipBlanks(text, p+1), true
	} else if strings.HasPrefix(text[p:le], "：") {
		p, stated = skipBlanks(text, p+len("：")), true
	}
	for _, c := range []string{"is ", "ist ", "es ", "est ", "lautet: ", "lautet ", "är ", "be ", "na "} {
		if strings.HasPrefix(text[p:le], c) {
			p, stated = skipBlanks(text, p+len(c)), true
			break
		}
	}
	q := p
	for q < le && isLetter(text[q]) {
		q++
	}
	if q < le && (isDigit(text[q]) || text[q] == '_' || text[q] == '-' || text[q] >= 0x80) {
		return Span{}, false // more than letters: the other rules read it
	}
	v := text[p:q]
	flips := 0
	for i := 1; i < len(v); i++ {
		if isUpper(v[i]) != isUpper(v[i-1]) {
			flips++
		}
	}
	if len(v) < 8 || len(v) > 32 || flips < 3 || !stated && isCamelWords(v) || IsPlaceholder(v) {
		return Span{}, false
	}
	return Span{Start: p, End: q}, true
}

// stampDigits: a date or a moment written in digits alone (20250314, 202503141200).
func stampDigits(v string) bool {
	return (len(v) == 8 || len(v) >= 10 && len(v) <= 14) && (v[:2] == "19" || v[:2] == "20") && v[4:6] >= "01" && v[4:6] <= "12"
}

// maskedBefore: a mask stands right before the token at i ("card ending **** 7138", "•••• 0451"):
// the token is the visible end of a masked number.
func maskedBefore(text string, ls, i int) bool {
	b := strings.TrimRight(text[ls:i], " ")
	if len(b) == i-ls {
		return false
	}
	for _, m := range []string{"***", "•••", "xxx", "XXX"} {
		if strings.HasSuffix(b, m) {
			return true
		}
	}
	return false
}
