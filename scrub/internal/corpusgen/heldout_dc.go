// Blind held-out corpus part heldout-dc: e-commerce platform developers (Shopify and
// WooCommerce apps, Magento stores, payment gateways, storefront and admin APIs, staging
// shops), plus fresh variants of four shapes (Discord bot tokens, "login is user / pw",
// keys split across two lines, private_key_id in prose). It was written without reading the
// scrubber's rules, its tests or any other corpus part.

package main

import (
	"fmt"
	"strings"
)

const (
	hdcHexL  = "0123456789abcdef"
	hdcHexU  = "0123456789ABCDEF"
	hdcDig   = "0123456789"
	hdcLow   = "abcdefghijklmnopqrstuvwxyz"
	hdcUp    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	hdcAlnum = hdcLow + hdcUp + hdcDig
	hdcLowN  = hdcLow + hdcDig
	hdcUpN   = hdcUp + hdcDig
	hdcB64u  = hdcAlnum + "-_"
	hdcB64   = hdcAlnum + "+/"
	hdcB32   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	hdcSym   = "!#$%&*+-=?@^_~"
)

// hdcR returns n random characters from alphabet a.
func hdcR(a string, n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteByte(a[rng.IntN(len(a))])
	}
	return b.String()
}

// hdcN returns a random int in [lo, hi].
func hdcN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hdcP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func hdcHex(n int) string { return hdcR(hdcHexL, n) }

func hdcCoin() bool { return rng.IntN(2) == 0 }

func hdcS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hdcT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

var hdcWords = []string{"Lisboa", "Kranich", "Tulpe", "Falcon", "Harbor", "Maple", "Otter",
	"Zitrone", "Nebel", "Sunset", "Castle", "Granite", "Pixel", "Mango", "Viking", "Orkan",
	"Koala", "Cobalt", "Lantern", "Meadow", "Porto", "Bergen", "Gouda", "Tango", "Velvet",
	"Saffron", "Juniper", "Fjord", "Papaya", "Rakete", "Walnuss", "Sirocco", "Pinguin", "Mistral"}

var hdcNames = []string{"Marta", "Jonas", "Priya", "Tomás", "Aoife", "Kenji", "Fatima", "Lukas",
	"Chloé", "Oskar", "Ines", "Raj", "Wiebke", "Mateo", "Sanne", "Dmitri", "Amara", "Joost",
	"Léa", "Björn", "Zofia", "Hugo", "Nadia", "Felix", "Ana", "Sven", "Yuki", "Camille"}

var hdcBrands = []string{"north-peak-outfitters", "lumen-candles", "bergkaffee", "studio-rosa",
	"pawsome-supply", "tidewater-tea", "kleinwerk", "ferro-bikes", "casa-oliva", "moss-and-fern",
	"urban-ink", "nordlys-wool", "petit-atelier", "blue-harbor-surf", "vinyl-vault", "hopfenhaus",
	"saltmarsh-soap", "linnea-living", "brickyard-toys", "terra-ceramica"}

func hdcWord() string  { return hdcWords[rng.IntN(len(hdcWords))] }
func hdcName() string  { return hdcNames[rng.IntN(len(hdcNames))] }
func hdcBrand() string { return hdcBrands[rng.IntN(len(hdcBrands))] }
func hdcShop() string {
	return hdcBrand() + hdcP("", "", "-staging", "-dev", "-test") + ".myshopify.com"
}
func hdcDomain() string {
	return hdcBrand() + hdcP(".com", ".de", ".nl", ".co.uk", ".shop", ".fr", ".es")
}
func hdcStage() string {
	return hdcP("staging.", "stage.", "dev.", "preview.", "uat.") + hdcDomain()
}
func hdcIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", hdcN(10, 212), hdcN(0, 255), hdcN(0, 255), hdcN(2, 250))
}
func hdcUser() string {
	return hdcP("shopadmin", "admin_"+hdcR(hdcLow, 3), "wc_manager", "mage_admin", "deploy", "ops",
		strings.ToLower(hdcP("marta", "jonas", "priya", "kenji", "lukas", "sanne", "hugo", "nadia"))+hdcP("", ".dev", "_"+hdcR(hdcDig, 2)))
}
func hdcTicket() string {
	return hdcP("SHOP", "MAG", "WOO", "PAY", "OPS", "ECOM", "CHK") + "-" + fmt.Sprint(hdcN(12, 4890))
}
func hdcDate() string {
	return fmt.Sprintf("2025-%02d-%02d", hdcN(1, 12), hdcN(1, 28))
}
func hdcTime() string {
	return fmt.Sprintf("%02d:%02d:%02d", hdcN(0, 23), hdcN(0, 59), hdcN(0, 59))
}
func hdcOrder() string { return fmt.Sprint(hdcN(1001, 98000)) }
func hdcUUID() string {
	return hdcHex(8) + "-" + hdcHex(4) + "-4" + hdcHex(3) + "-" + hdcP("8", "9", "a", "b") + hdcHex(3) + "-" + hdcHex(12)
}

// hdcPw invents a password the way people do.
func hdcPw() string {
	switch rng.IntN(7) {
	case 0:
		return hdcWord() + hdcR("#!$%&*", 1) + fmt.Sprint(hdcN(2019, 2026))
	case 1:
		return strings.ToLower(hdcWord()) + "-" + strings.ToLower(hdcWord()) + "-" + fmt.Sprint(hdcN(1, 99))
	case 2:
		return hdcR(hdcAlnum, hdcN(6, 10)) + hdcR(hdcSym, 1) + hdcR(hdcAlnum, hdcN(4, 9))
	case 3:
		return hdcWord() + fmt.Sprint(hdcN(10, 999)) + hdcR("!?*", 1) + strings.ToLower(hdcWord())
	case 4:
		return hdcWord() + "." + hdcWord() + "." + fmt.Sprint(hdcN(10, 99))
	case 5:
		return hdcR(hdcAlnum, hdcN(14, 24))
	default:
		w := []byte(hdcWord() + hdcWord())
		for i := range w {
			switch w[i] {
			case 'a':
				w[i] = '4'
			case 'e':
				w[i] = '3'
			case 'o':
				w[i] = '0'
			}
		}
		return string(w) + hdcR("!@$", 1) + fmt.Sprint(hdcN(1, 9))
	}
}

// hdcPwURL is a password safe inside URLs and user:pass pairs.
func hdcPwURL() string {
	switch rng.IntN(3) {
	case 0:
		return hdcR(hdcAlnum, hdcN(16, 28))
	case 1:
		return hdcWord() + "-" + hdcR(hdcAlnum, hdcN(6, 10)) + "." + fmt.Sprint(hdcN(10, 99))
	default:
		return hdcR(hdcAlnum, 6) + hdcP("_", "-", ".", "~") + hdcR(hdcAlnum, hdcN(8, 14))
	}
}

func hdcRun(gens []func() Sample, n int) []Sample {
	out := make([]Sample, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, gens[i%len(gens)]())
	}
	return out
}

func hdcCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-dc: nil secrets in " + s.Category)
	}
	spans := [][2]int{}
	for _, sec := range s.Secrets {
		if len(sec) < 4 || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-dc: secret %q not in text of %s:\n%s", sec, s.Category, s.Text))
		}
		for i := 0; ; {
			j := strings.Index(s.Text[i:], sec)
			if j < 0 {
				break
			}
			spans = append(spans, [2]int{i + j, i + j + len(sec)})
			i += j + 1
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-dc: keep %q not in text of %s", k, s.Category))
		}
		for i := 0; ; {
			j := strings.Index(s.Text[i:], k)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(k)
			for _, sp := range spans {
				if a < sp[1] && sp[0] < b {
					panic(fmt.Sprintf("heldout-dc: keep %q overlaps a secret in %s", k, s.Category))
				}
			}
			i += j + 1
		}
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		panic("heldout-dc: trap with keep in " + s.Category)
	}
}

func heldoutDC() []Sample {
	var out []Sample
	out = append(out, hdcRun(hdcShopifySecrets(), 70)...)
	out = append(out, hdcRun(hdcShopifyTraps(), 44)...)
	out = append(out, hdcRun(hdcWooSecrets(), 66)...)
	out = append(out, hdcRun(hdcWooTraps(), 44)...)
	out = append(out, hdcRun(hdcMagentoSecrets(), 70)...)
	out = append(out, hdcRun(hdcMagentoTraps(), 44)...)
	out = append(out, hdcRun(hdcPaySecrets(), 96)...)
	out = append(out, hdcRun(hdcPayTraps(), 64)...)
	out = append(out, hdcRun(hdcOpsSecrets(), 96)...)
	out = append(out, hdcRun(hdcOpsTraps(), 66)...)
	out = append(out, hdcRun(hdcShapeSecrets(), 38)...)
	out = append(out, hdcRun(hdcShapeTraps(), 24)...)
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	for _, s := range out {
		hdcCheck(s)
	}
	return out
}

// hdcSlug is a brand without dashes, cut to at most n letters.
func hdcSlug(n int) string {
	s := strings.ReplaceAll(hdcBrand(), "-", "")
	if len(s) > n {
		s = s[:n]
	}
	return s
}

func hdcNick() string {
	return hdcP("marta", "jonas", "priya", "tomas", "aoife", "kenji", "fatima", "lukas", "chloe", "oskar", "ines", "raj", "wiebke", "mateo", "sanne")
}
