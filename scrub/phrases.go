package scrub

import "strings"

// Passphrases and wallet seed phrases are words, not a token, so no token rule reads them:
//
//	Passphrase für den Deploy-SSH-Key: dragon hamster rosmarin zebra 09
//	助记词：candle fringe quote domain quote pulse timber mimic orbit timber candle quote
//
// After a word for a password and its colon, the rest of the line is a passphrase when it has a
// generator's shape: three to eight lower-case words and a number of two or three digits. After
// a word for a phrase, five or more lower-case words with no word of prose among them are one
// too; after "seed", which also names a database's sample rows, twelve or more (a wallet's).

// phraseLabels name a passphrase or a seed phrase; the words for a password (sentenceWords) name
// one only in a generator's shape.
var phraseLabels = patternIDs([]string{"passphrase", "pass phrase", "phrase", "mnemonic", "助记词", "助記詞",
	"フレーズ", "фраза", "frase"})

var seedLabel = pattern("seed")

// walletLabels name a wallet's backup, which is its seed phrase (on the line or the next).
var walletLabels = patternIDs([]string{"wallet backup", "recovery phrase", "ledger", "trezor", "metamask"})

// How many words a phrase needs after each kind of label.
const (
	afterPassword = 0 // a generator's shape only
	afterPhrase   = 5
	afterSeed     = 12
)

// phraseSecrets finds the passphrases after a label and its colon.
func phraseSecrets(text string, h *hits) []Span {
	var out []Span
	last := -1
	try := func(pos, n, minWords int) {
		if pos < last {
			return
		}
		le := lineEnd(text, pos)
		c := strings.IndexByte(text[pos+n:le], ':')
		if w := strings.Index(text[pos+n:le], "："); w >= 0 && (c < 0 || w < c) {
			c = w + len("：") - 1
		}
		if c < 0 {
			return
		}
		if s, e, ok := passphraseAt(text, pos+n+c+1, le, minWords); ok {
			out = append(out, Span{Start: s, End: e, Rule: "passphrase"})
			last = le
		}
	}
	for _, id := range phraseLabels {
		for _, pos := range h.of(id) {
			try(int(pos), allPatternLen(id), afterPhrase)
		}
	}
	for _, pos := range h.of(seedLabel) {
		try(int(pos), allPatternLen(seedLabel), afterSeed)
	}
	for _, id := range walletLabels {
		for _, pos := range h.of(id) {
			// The words stand on the line under the label: "wallet backup (Ledger)" / "action airport …".
			if le := lineEnd(text, int(pos)); le < len(text) && int(pos) >= last {
				if s, e, ok := passphraseAt(text, le+1, lineEnd(text, le+1), afterSeed); ok {
					out = append(out, Span{Start: s, End: e, Rule: "passphrase"})
					last = e
				}
			}
		}
	}
	for i, id := range sentenceIDs {
		if k := sentenceKinds[i]; k&wordSecret != 0 && k&wordWeak == 0 {
			for _, pos := range h.of(id) {
				try(int(pos), allPatternLen(id), afterPassword)
			}
		}
	}
	return out
}

// passphraseAt reads the value in text[s:e] (quotes, guillemets and a remark in parentheses
// aside) and reports where it is when it has a passphrase's shape: a generator's, or minWords
// words when that is not 0.
func passphraseAt(text string, s, e, minWords int) (int, int, bool) {
	if p := strings.Index(text[s:e], " ("); p >= 0 {
		e = s + p
	}
	for s < e && strings.IndexByte(" \t\"'`«", text[s]) >= 0 || strings.HasPrefix(text[s:e], "«") {
		if strings.HasPrefix(text[s:e], "«") {
			s += len("«")
			continue
		}
		s++
	}
	for e > s && strings.IndexByte(" \t\r\"'`.,;", text[e-1]) >= 0 || strings.HasSuffix(text[s:e], "»") {
		if strings.HasSuffix(text[s:e], "»") {
			e -= len("»")
			continue
		}
		e--
	}
	v := text[s:e]
	sep := " "
	if !strings.Contains(v, " ") {
		sep = "_"
		if !strings.Contains(v, "_") {
			sep = "-"
		}
	}
	words := strings.Split(v, sep)
	number := len(words) > 0 && allDigits(words[len(words)-1]) && len(words[len(words)-1]) >= 2 && len(words[len(words)-1]) <= 3
	if number {
		words = words[:len(words)-1]
	}
	for _, w := range words {
		if len(w) < 3 || len(w) > 10 || strings.ToLower(w) != w || !isPlainWord(w) || stopWords[w] || commonProse[w] {
			return 0, 0, false
		}
	}
	switch {
	case number && len(words) >= 3 && len(words) <= 8:
		return s, e, true
	case minWords > 0 && len(words) >= minWords:
		return s, e, true
	}
	return 0, 0, false
}
