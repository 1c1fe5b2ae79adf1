// heldout-cf is a blind held-out corpus part: texts of Web3 and crypto developers and traders
// (wallet private keys, seed phrases, exchange API keys, RPC provider and explorer keys,
// hardhat/foundry configs, deploy logs), with traps made of public chain data (addresses,
// transaction and block hashes, ENS names, placeholders). It was written without reading the
// scrubber's rules, its tests or any other corpus part.
package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hcfGen makes one sample.
type hcfGen func() Sample

const hcfFence = "```"

func heldoutCF() []Sample {
	var out []Sample
	out = append(out, hcfRun(hcfWalletGens(), 140)...)
	out = append(out, hcfRun(hcfExchGens(), 46)...)
	out = append(out, hcfRun(hcfRPCGens(), 118)...)
	out = append(out, hcfRun(hcfInfraGens(), 76)...)
	out = append(out, hcfRun(hcfShapeGens(), 46)...)
	out = append(out, hcfRun(hcfTrapGens(), 160)...)
	out = append(out, hcfRun(hcfTrapGens2(), 134)...)
	out = append(out, hcfRun(hcfShapeTraps(), 16)...)
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	for _, s := range out {
		hcfCheck(s)
	}
	return out
}

// hcfRun calls the generators in turn, so every template is used about equally.
func hcfRun(gens []hcfGen, n int) []Sample {
	out := make([]Sample, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, gens[i%len(gens)]())
	}
	return out
}

func hcfCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-cf: nil secrets in " + s.Category)
	}
	for _, x := range s.Secrets {
		if x == "" || !strings.Contains(s.Text, x) {
			panic(fmt.Sprintf("heldout-cf: secret %q not in text of %s:\n%s", x, s.Category, s.Text))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-cf: keep %q not in text of %s:\n%s", k, s.Category, s.Text))
		}
		for _, x := range s.Secrets {
			if strings.Contains(x, k) || strings.Contains(k, x) {
				panic(fmt.Sprintf("heldout-cf: keep %q overlaps secret %q in %s", k, x, s.Category))
			}
			for _, ki := range hcfIndexes(s.Text, k) {
				for _, xi := range hcfIndexes(s.Text, x) {
					if ki < xi+len(x) && xi < ki+len(k) {
						panic(fmt.Sprintf("heldout-cf: keep %q overlaps secret %q in %s", k, x, s.Category))
					}
				}
			}
		}
	}
}

func hcfIndexes(s, sub string) []int {
	var out []int
	for i := 0; i+len(sub) <= len(s); {
		j := strings.Index(s[i:], sub)
		if j < 0 {
			break
		}
		out = append(out, i+j)
		i += j + 1
	}
	return out
}

// hcfS builds a sample with secrets.
func hcfS(cat, format, text string, secrets ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

// hcfK builds a sample with secrets and words to keep.
func hcfK(cat, format, text string, secrets, keep []string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

// hcfT builds a trap.
func hcfT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hcfP(xs ...string) string { return pick(xs) }

func hcfN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hcfCoin(p int) bool { return rng.IntN(100) < p }

const hcfB58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

func hcfBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return b
}

// hcfB64 is standard base64 of n random bytes, with padding.
func hcfB64(n int) string { return base64.StdEncoding.EncodeToString(hcfBytes(n)) }

func hcfUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + hcfP("8", "9", "a", "b") +
		rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

// hcfPK is a wallet private key in hex.
func hcfPK() string {
	switch rng.IntN(10) {
	case 0, 1, 2, 3, 4:
		return "0x" + rnd(hexs, 64)
	case 5, 6, 7, 8:
		return rnd(hexs, 64)
	default:
		return strings.ToUpper(rnd(hexs, 64))
	}
}

// hcfAddr is an Ethereum address, usually in checksum case.
func hcfAddr() string {
	h := []byte(rnd(hexs, 40))
	if hcfCoin(75) {
		for i, c := range h {
			if c >= 'a' && rng.IntN(2) == 0 {
				h[i] = c - 32
			}
		}
	}
	return "0x" + string(h)
}

func hcfH32() string { return "0x" + rnd(hexs, 64) }

func hcfSeedN() int { return pick([]int{12, 12, 12, 12, 24, 24, 24, 15, 18}) }

func hcfSeed(n int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = pick(hcfWords)
	}
	return strings.Join(w, " ")
}

func hcfCap(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// hcfPw is a password a person might pick or a manager might generate.
func hcfPw() string {
	sym := hcfP("!", "#", "@", "$", "%", "&", "*", "?", "+", "=")
	switch rng.IntN(7) {
	case 0:
		return hcfCap(pick(hcfPlaces)) + sym + fmt.Sprint(hcfN(2016, 2026))
	case 1:
		return pick(hcfWords) + "-" + pick(hcfWords) + "-" + fmt.Sprint(hcfN(1, 99))
	case 2:
		return rnd(alnum+"!@#%^&*-_+=", hcfN(14, 24))
	case 3:
		return hcfCap(pick(hcfWords)) + fmt.Sprint(hcfN(10, 9999)) + hcfCap(pick(hcfWords)) + sym
	case 4:
		return hcfP("Hodl", "Wagmi", "Moon", "Satoshi", "Vitalik", "Degen", "Gwei", "Rekt") +
			hcfP("_", ".", "", "-") + rnd(digits, hcfN(2, 4)) + sym + rnd(lower, hcfN(2, 4))
	case 5:
		return rnd(lower, 4) + rnd(digits, 2) + sym + rnd(upper, 3) + rnd(lower+digits, hcfN(3, 7))
	default:
		return hcfCap(pick(hcfWords)) + sym + hcfCap(pick(hcfWords)) + sym + fmt.Sprint(hcfN(1, 999))
	}
}

func hcfName() string { return pick(hcfFirst) }

func hcfEns() string {
	return hcfP(strings.ToLower(pick(hcfFirst)), pick(hcfWords)+pick(hcfWords), "vault-"+pick(hcfWords),
		pick(hcfWords)+"dao", "treasury."+pick(hcfWords)) + ".eth"
}

// hcfNet is a chain: hardhat name, alchemy host, infura host, chain id.
type hcfNet struct{ name, alchemy, infura, id, scan string }

var hcfNets = []hcfNet{
	{"mainnet", "eth-mainnet", "mainnet", "1", "etherscan.io"},
	{"sepolia", "eth-sepolia", "sepolia", "11155111", "sepolia.etherscan.io"},
	{"holesky", "eth-holesky", "holesky", "17000", "holesky.etherscan.io"},
	{"polygon", "polygon-mainnet", "polygon-mainnet", "137", "polygonscan.com"},
	{"amoy", "polygon-amoy", "polygon-amoy", "80002", "amoy.polygonscan.com"},
	{"arbitrum", "arb-mainnet", "arbitrum-mainnet", "42161", "arbiscan.io"},
	{"optimism", "opt-mainnet", "optimism-mainnet", "10", "optimistic.etherscan.io"},
	{"base", "base-mainnet", "base-mainnet", "8453", "basescan.org"},
	{"baseSepolia", "base-sepolia", "base-sepolia", "84532", "sepolia.basescan.org"},
	{"arbitrumSepolia", "arb-sepolia", "arbitrum-sepolia", "421614", "sepolia.arbiscan.io"},
}

func hcfNetw() hcfNet { return pick(hcfNets) }

func hcfAlchemyKey() string { return rnd(alnum+"-_", 32) }

func hcfInfuraKey() string { return rnd(hexs, 32) }

func hcfScanKey() string { return rnd(upper+digits, 34) }

func hcfQuickNode() (string, string) {
	host := pick(hcfWords) + "-" + pick(hcfWords) + "-" + pick(hcfWords) + "." +
		hcfP("quiknode.pro", "ethereum-sepolia.quiknode.pro", "arbitrum-mainnet.quiknode.pro",
			"base-mainnet.quiknode.pro", "solana-mainnet.quiknode.pro", "matic.quiknode.pro")
	return host, rnd(hexs, 40)
}

func hcfDate() string {
	return fmt.Sprintf("%d-%02d-%02d", hcfN(2022, 2025), hcfN(1, 12), hcfN(1, 28))
}

func hcfClock() string { return fmt.Sprintf("%02d:%02d:%02d", hcfN(0, 23), hcfN(0, 59), hcfN(0, 59)) }

func hcfHM() string { return fmt.Sprintf("%02d:%02d", hcfN(7, 23), hcfN(0, 59)) }

func hcfBlock() string { return fmt.Sprint(hcfN(17000000, 21900000)) }

func hcfIP() string {
	return hcfP("203.0.113.", "198.51.100.", "192.0.2.", "10.20.", "172.16.8.") + fmt.Sprint(hcfN(2, 250))
}

func hcfEth() string { return fmt.Sprintf("%d.%04d", hcfN(0, 40), hcfN(0, 9999)) }

func hcfToken() string {
	return hcfP("USDC", "WETH", "ARB", "OP", "LINK", "UNI", "PEPE", "wstETH", "DAI", "MATIC", "SOL", "GMX")
}

// hcfTg is a Telegram bot token.
func hcfTg() string { return fmt.Sprint(hcfN(500000000, 7999999999)) + ":AA" + rnd(b64url, 33) }

// hcfJWT is a signed JSON web token with a realistic header.
func hcfJWT(payload string) string {
	enc := base64.RawURLEncoding
	h := enc.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	return h + "." + enc.EncodeToString([]byte(payload)) + "." + rnd(b64url, 43)
}

// hcfDiscord is a Discord bot token: the bot's id in base64, a timestamp part and an HMAC.
func hcfDiscord() (token, id string) {
	id = fmt.Sprint(hcfN(1, 9)) + rnd(digits, hcfN(16, 18))
	first := base64.RawStdEncoding.EncodeToString([]byte(id))
	return first + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38})), id
}

// hcfWIF is a Bitcoin private key in wallet import format.
func hcfWIF() string {
	if hcfCoin(35) {
		return "5" + hcfP("H", "J", "K") + rnd(hcfB58, 49)
	}
	return hcfP("K", "L") + rnd(hcfB58, 51)
}

func hcfBech32() string {
	return "bc1q" + rnd("023456789acdefghjklmnpqrstuvwxyz", pick([]int{38, 38, 58}))
}

func hcfSolPub() string { return rnd(hcfB58, hcfN(43, 44)) }

func hcfLines(xs ...string) string { return strings.Join(xs, "\n") }
