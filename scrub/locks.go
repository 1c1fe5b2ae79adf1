package scrub

import "strings"

// The codes that open doors, gates and safes: a word for a code that ends a compound naming
// the lock (Dørkoden), a code under a line that names it, and a label that names the lock
// with the digits one types after its colon ("Server room door: 33033*").

// lockNouns are the locks a label may name; cards are not among them ("card: 4242" is the end
// of a card's number, printed on receipts).
var lockNouns = []string{"door", "gate", "garage", "safe", "keypad", "locker", "lockbox", "key box", "entrance", "tür",
	"tresor", "porte", "puerta", "portão", "deur", "dörr", "dør", "cancello", "portone", "cofre", "candado", "cadeado",
	"taquilla", "cacifo", "cassaforte", "lucchetto", "alarm", "alarme", "alarma", "allarme", "duress", "disarm", "padlock",
	"alarmanlage", "alarmsystem"}

// lockCodes finds the digits after a label that names a lock, or after the lock's word and
// "is": 4 to 8 of them, maybe closed by the key that confirms them (* or #), and nothing on the
// line after them but a remark.
func lockCodes(text, lower string) []Span {
	var out []Span
	for _, sep := range []string{":", " is ", " = "} {
		for off := 0; ; {
			c := strings.Index(text[off:], sep)
			if c < 0 {
				break
			}
			c += off
			off = c + len(sep)
			if sp, ok := lockCodeAt(text, lower, c, off); ok {
				out = append(out, sp)
			}
		}
	}
	return out
}

// lockCodeAt reads the code after the separator at [c, v).
func lockCodeAt(text, lower string, c, v int) (Span, bool) {
	if v < len(text) && isDigit(text[v]) && c > 0 && isDigit(text[c-1]) {
		return Span{}, false // a time: 12:30
	}
	v = skipBlanksMax(text, v, 2)
	n := digitRun(text, v)
	if n == 2 {
		n = comboRun(text, v) // a dial's numbers: 55-54-47
	}
	if n < 4 || n > 8 && !strings.Contains(text[v:v+n], "-") || yearLike(text[v:v+n]) {
		return Span{}, false
	}
	e := v + n
	typed := e < len(text) && (text[e] == '*' || text[e] == '#')
	if typed {
		e++
	}
	rest := strings.TrimSpace(text[e:lineEnd(text, e)])
	if !typed && rest != "" && strings.IndexByte(",;(.", rest[0]) < 0 && !strings.HasPrefix(rest, "then ") && !strings.HasPrefix(rest, "now") && !strings.HasPrefix(rest, "—") && !strings.HasPrefix(rest, "–") {
		return Span{}, false // "Door: 1200 x 2100 mm": a size, not a code
	}
	ls := strings.LastIndexByte(text[:c], '\n') + 1
	if text[c] == ' ' && text[c+1] != '=' {
		ls = max(ls, strings.LastIndexByte(text[:c], ' ')+1) // "garage is 72496": the word before
	}
	if c-ls > 48 || !lockLabel(lower[ls:c]) {
		return Span{}, false
	}
	return Span{Start: v, End: v + n, Rule: "password"}, true
}

// comboRun is the length of a dial lock's combination at text[i:]: three or four numbers of two
// digits joined by dashes, or 0.
func comboRun(text string, i int) int {
	e, groups := i+2, 1
	for e+2 < len(text) && text[e] == '-' && digitRun(text, e+1) == 2 {
		e, groups = e+3, groups+1
	}
	if groups < 3 || groups > 4 || e < len(text) && (isDigit(text[e]) || text[e] == '-') {
		return 0
	}
	a, b := atoi2(text[i:i+2]), atoi2(text[i+3:i+5])
	if groups == 3 && (a <= 31 && b <= 12 || a <= 12 && b <= 31) {
		return 0 // a date: 12-05-24
	}
	return e - i
}

func atoi2(s string) int { return int(s[0]-'0')*10 + int(s[1]-'0') }

// lockLabel: the label names a lock as a word of its own (not "unsafe", "gateway").
func lockLabel(label string) bool {
	for _, w := range lockNouns {
		for off := 0; ; {
			i := strings.Index(label[off:], w)
			if i < 0 {
				break
			}
			i += off
			off = i + 1
			if (i == 0 || !isLetter(label[i-1])) && (i+len(w) == len(label) || !isLetter(label[i+len(w)])) {
				return true
			}
		}
	}
	return false
}

// opensHead: the word for a code at s ends a compound whose head names what it opens
// (Dørkoden, deurcode, Hurðarkóðinn); not a barcode or a postcode.
func opensHead(text string, s int) bool {
	h := s
	for h > 0 && (isLetter(text[h-1]) || text[h-1] >= 0x80) {
		h--
	}
	head := strings.ToLower(text[h:s])
	return containsAny(head, lockContexts) || containsAny(head, alarmRoles) || strings.Contains(head, "wifi") || strings.Contains(head, "wlan")
}

// codeLeads may stand before the word for a code on its line: "New code: 41044".
var codeLeads = setOf(`new current neuer nuevo nueva novo nova nouveau nouvelle nuovo temporary`)

// headedCode: the word for a code opens its line, and the line above names what it opens
// ("Key safe at the substation" / "code 989573").
func headedCode(text, lower string, ls, s int) bool {
	if lead := strings.ToLower(strings.TrimLeft(text[ls:s], " \t-*•")); ls == 0 || lead != "" && !codeLeads[strings.TrimSpace(lead)] {
		return false
	}
	ps := strings.LastIndexByte(text[:ls-1], '\n') + 1
	return hasCodeContext(lower[ps : ls-1])
}
