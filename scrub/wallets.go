package scrub

import (
	"regexp"
	"strings"
)

// A wallet's secrets, as people note them: the recovery phrase (twelve to twenty-four words of
// BIP39's list, in a line or numbered one a line), a private key in Wallet Import Format, and a
// raw private key in hex after a word that says so. A transaction hash has a private key's
// shape, so the hex key needs its label.

// walletRules find the keys by their format and label.
var walletRules = []rule{
	{
		// WIF: base58 of a version byte, the key and a checksum; 5H/5J/5K (51 characters) or
		// K/L (52, compressed), as wallets export and import it.
		id:       "wallet-private-key",
		keywords: []string{"wif", "privkey", "private key", "key(", "sweep", "electrum", "bitcoin", "wallet", "btc"},
		re:       regexp.MustCompile(`\b(?:5[HJK][1-9A-HJ-NP-Za-km-z]{49}|[KL][1-9A-HJ-NP-Za-km-z]{51})\b`),
	},
	{
		// A raw key in hex after its label or in a deployment config's accounts list.
		id: "wallet-private-key",
		keywords: []string{"private key", "private_key", "privatekey", "privkey", "私钥", "私鑰", "秘密鍵", "개인키", "개인 키",
			"accounts:", "accounts =", "pk", "wallet(", "from_key(", "privatekeytoaccount("},
		re:    regexp.MustCompile(`(?i)(?:private[ _]?key|privkey|\bpk\b|私钥|私鑰|秘密鍵|개인 ?키|accounts\s*[:=]\s*\[|\bWallet\(|from_key\(|privateKeyToAccount\()[^\n]{0,24}?["'\x60：:= (]\s*(?:["'\x60])?((?:0x)?[0-9a-f]{64})\b`),
		group: 1,
	},
	{
		// An extended private key (BIP32): xprv on mainnet, tprv on testnets.
		id:       "wallet-private-key",
		keywords: []string{"xprv", "tprv"},
		re:       regexp.MustCompile(`\b[xt]prv[1-9A-HJ-NP-Za-km-z]{100,108}\b`),
		window:   120,
	},
	{
		// A Solana keypair file as cat prints it: 64 bytes as a JSON array.
		id:       "wallet-private-key",
		keywords: []string{"solana", "keypair"},
		re:       regexp.MustCompile(`\[\s*(?:\d{1,3}\s*,\s*){63}\d{1,3}\s*\]`),
	},
	{
		// A blockchain node provider's key in its endpoint's path (Alchemy, Infura, Chainstack,
		// QuickNode, The Graph's gateway).
		id:       "rpc-key",
		keywords: []string{".g.alchemy.com/v2/", ".infura.io/v3/", ".p2pify.com/", ".quiknode.pro/", "gateway.thegraph.com/api/"},
		re:       regexp.MustCompile(`(?:\.g\.alchemy\.com/v2/|\.infura\.io/v3/|\.p2pify\.com/|\.quiknode\.pro/|gateway\.thegraph\.com/api/)([A-Za-z0-9_-]{20,64})`),
		group:    1,
		window:   100,
	},
	{
		// A block explorer's API key (Etherscan and its family): 34 capitals and digits.
		id:       "explorer-api-key",
		keywords: []string{"etherscan", "bscscan", "polygonscan", "arbiscan", "basescan", "snowtrace", "ftmscan"},
		re:       regexp.MustCompile(`\b[0-9A-Z]{34}\b`),
		accept:   func(v string, _ []string) bool { return hasLetterAndDigit(v) },
	},
	{
		// The Graph's deploy key on its command line.
		id:       "deploy-key",
		keywords: []string{"graph auth"},
		re:       regexp.MustCompile(`graph auth\s+(?:--studio\s+|--product\s+\S+\s+)?([0-9a-f]{32})\b`),
		group:    1,
		window:   120,
	},
}

// mnemonicLabels say a run of words is a wallet's recovery phrase.
var mnemonicLabels = []string{"seed", "mnemonic", "phrase", "recovery", "wallet", "palavras", "wörter", "frase",
	"semilla", "parole", "助记词", "助記詞", "シード", "니모닉", "words", "bip39", "metamask", "ledger", "trezor"}

// mnemonics finds recovery phrases: 12, 15, 18, 21 or 24 lower-case words of three to eight
// letters, none of them a function word, on one line or numbered one a line, starting within 160
// bytes after a word that labels a phrase.
func mnemonics(text string, h *hits) []Span {
	var out []Span
	next := 0 // where the last label's region was read to
	for _, pos := range h.merged(mnemonicLabelIDs, nil) {
		for p := max(int(pos), next); p < min(len(text), int(pos)+160); {
			s, e, n := wordRun(text, p)
			if (n == 12 || n == 15 || n == 18 || n == 21 || n == 24) && distinctWords(text[s:e]) >= n-2 {
				out = append(out, Span{Start: s, End: e, Rule: "wallet-mnemonic"})
			}
			p, next = e+1, e+1
		}
	}
	return out
}

var mnemonicLabelIDs = patternIDs(mnemonicLabels)

// wordRun reads the run of phrase words from the first one at or after p: words apart by one
// blank, or one a line after "N. " or "N) "; it returns the run's bounds and its length.
func wordRun(text string, p int) (s, e, n int) {
	for p < len(text) && !isLower(text[p]) {
		p++
	}
	if p > 0 && isLetter(text[p-1]) || p >= len(text) {
		return p, p, 0
	}
	s, e = p, p
	last := p // the end of the run's last word
	numbered := numberedItem(text, p)
	for {
		q := e
		for q < len(text) && isLower(text[q]) {
			q++
		}
		w := text[e:q]
		if len(w) < 3 || len(w) > 8 || q < len(text) && (isLetter(text[q]) || isDigit(text[q]) || text[q] >= 0x80) || phraseFunctionWords[w] {
			if n == 0 {
				return s, q, 0
			}
			return s, last, n
		}
		n++
		end := q
		last = q
		// The next word: after one blank, or on the next line after its number.
		switch {
		case q+1 < len(text) && text[q] == ' ' && isLower(text[q+1]):
			e = q + 1
		case q+2 < len(text) && text[q] == ' ' && text[q+1] == ' ' && isLower(text[q+2]):
			e = q + 2 // words set in columns: "orphan  judge  morning"
		case !numbered && n%3 == 0 && q+1 < len(text) && text[q] == '\n' && isLower(text[q+1]):
			e = q + 1 // a phrase written in rows of three, four or six words
		case numbered && q < len(text) && (text[q] == '\n' || text[q] == '\r'):
			r := skipBlanks(text, q)
			for r < len(text) && (text[r] == '\n' || text[r] == '\r') {
				r++
			}
			k := r
			for k < len(text) && isDigit(text[k]) {
				k++
			}
			if k == r || k+1 >= len(text) || (text[k] != '.' && text[k] != ')') {
				return s, end, n
			}
			e = skipBlanks(text, k+1)
		default:
			return s, end, n
		}
		if n == 24 {
			return s, end, n
		}
	}
}

// phraseFunctionWords are words prose needs and BIP39's list lacks.
var phraseFunctionWords = setOf(`the and for with that this from your have are was were will would should could
	our their them they she his her its not but than then when what which who how why where onto upon`)

// distinctWords counts the different words of a phrase: hardhat's "test test … junk" is a
// well-known development phrase, not a wallet's.
func distinctWords(phrase string) int {
	seen := map[string]bool{}
	for _, w := range strings.Fields(phrase) {
		if isLower(w[0]) {
			seen[w] = true
		}
	}
	return len(seen)
}

// numberedItem: the word at p follows a list item's number at its line's start ("7. brush").
func numberedItem(text string, p int) bool {
	q := p
	for q > 0 && text[q-1] == ' ' {
		q--
	}
	if q == 0 || text[q-1] != '.' && text[q-1] != ')' {
		return false
	}
	q--
	d := q
	for d > 0 && isDigit(text[d-1]) {
		d--
	}
	return d < q && (d == 0 || text[d-1] == '\n' || text[d-1] == ' ' || text[d-1] == '\t')
}
