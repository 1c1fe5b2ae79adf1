package scrub

import "strings"

// Product keys: what unlocks paid software, a game or a service, written as groups of capitals
// and digits joined by dashes (HD2U6-IMWIH-U7FZU, E3-K91Q-8LAK-RJKM-MLFD-SBVI). The shape alone
// is an order's or a part's number as often, so a word that speaks of a licence or its
// activation must stand on the key's line or the few lines above it.

// licenceCues speak of a licence, its activation or a key that redeems something.
var licenceCues = []string{"licen", "activat", "product key", "steam key", "cd key", "cd-key", "redeem", "registration code",
	"registration key", "serial key", "unlock code", "authorization code", "lizenz", "aktivier", "licença", "ativação",
	"activación", "clave de producto", "clé de produit", "ライセンス", "プロダクトキー", "激活码", "序列号", "라이선스", "제품 키"}

// notLicenceKeys name what else a licence's line may number: its product, a plate, an order.
var notLicenceKeys = []string{"sku", "plate", "part no", "part number", "order", "model", "driver"}

var licenceIDs = patternIDs(licenceCues)

// productKeys finds the dashed key groups under a licence cue.
func productKeys(text, lower string, h *hits) []Span {
	if !h.any(licenceIDs) {
		return nil
	}
	var out []Span
	for off := 0; ; {
		d := strings.IndexByte(text[off:], '-')
		if d < 0 {
			return out
		}
		d += off
		s := d
		for s > 0 && (isUpper(text[s-1]) || isDigit(text[s-1])) {
			s--
		}
		off = d + 1
		if d-s < 2 || d-s > 6 || s > 0 && (isLetter(text[s-1]) || text[s-1] == '-' || text[s-1] == '_') {
			continue
		}
		e, groups := d, 1
		for e < len(text) && text[e] == '-' {
			g := e + 1
			for g < len(text) && (isUpper(text[g]) || isDigit(text[g])) {
				g++
			}
			if g-e-1 < 4 || g-e-1 > 6 {
				break
			}
			e, groups = g, groups+1
		}
		off = max(off, e)
		if groups < 3 || e < len(text) && (isLetter(text[e]) || isDigit(text[e]) || text[e] == '-') || !keyGroupsMixed(text[s:e]) {
			continue
		}
		ls := s
		for n := 0; n < 4 && ls > 0; n++ { // the key's line and three above it
			ls = strings.LastIndexByte(text[:ls-1], '\n') + 1
			if ls == 0 {
				break
			}
		}
		line := lower[strings.LastIndexByte(text[:s], '\n')+1 : lineEnd(text, e)]
		if containsAny(lower[ls:lineEnd(text, e)], licenceCues) && !containsAny(line, notLicenceKeys) {
			out = append(out, Span{Start: s, End: e, Rule: "licence-key"})
		}
	}
}

// keyGroupsMixed: letters and digits mixed across the groups, as a generated key has; not a
// date, a phone's or an order's number.
func keyGroupsMixed(v string) bool {
	mixed := 0
	for _, g := range strings.Split(v, "-") {
		var l, d bool
		for i := 0; i < len(g); i++ {
			l = l || isUpper(g[i])
			d = d || isDigit(g[i])
		}
		if l && d {
			mixed++
		}
	}
	return mixed >= 2
}
