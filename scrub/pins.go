package scrub

import "strings"

// What a PIN's line says that is no PIN: what the PIN is about ("PIN reset requested for badge
// …"), India's postal PIN code, a pinned certificate, and the numbers of the card, badge or
// phone the PIN belongs to.

// numberedBy end what numbers a card, a badge or a room before its digits: a card's last four
// printed on receipts, a badge's number.
var numberedBy = []string{"ending", "ending in", "ends in", "końcówka", "končí na", "završava na", "terminada en",
	"terminado em", "termina en", "termina em", "endet auf", "se termine par", "badge no",
	"badge", "no.", "nr.", "№", "номер", "карта *", "card *", "karta *", "ext", "ext.", "extension", "durchwahl",
	"下4桁", "下四桁", "末尾", "尾号", "尾號", "끝자리", "뒷자리", "n°", "nº",
	"invoice", "fattura", "factura", "fatura", "rechnung", "facture", "order", "ticket"}

// numbered: the digits at s follow what numbers a thing ("karta (końcówka 9675)", "badge no.
// 328816"), on a PIN's line whose PIN comes after them.
func numbered(lower string, s int) bool {
	before := strings.TrimRight(lower[max(0, s-24):s], " (")
	for _, w := range numberedBy {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	return false
}

// pinAbout: the words after a PIN word at e make the line about the PIN, not the PIN: "PIN
// reset requested for badge 22446517", "PIN policy: 6 digits"; not "PIN reset to 4471".
func pinAbout(lower string, e int) bool {
	w := nextWord(lower, e)
	switch w {
	case "policy", "length", "expired", "expiry", "request", "requested", "unblock":
		return true
	case "reset", "resets":
		then := nextWord(lower, skipBlanks(lower, e)+len(w))
		return then != "to" && then != "is" && then != ""
	}
	return false
}

// postalPIN: the PIN or code word at [s, e) is on a line that names India's postal code
// ("pincode", "PIN code") and is about a delivery or an address.
func postalPIN(lower string, s, e int) bool {
	l := lower[strings.LastIndexByte(lower[:s], '\n')+1 : lineEnd(lower, e)]
	return (strings.Contains(l, "pincode") || strings.Contains(l, "pin code")) && containsAny(l, postalWords)
}

// postalWords make a line about a delivery or an address.
var postalWords = []string{"deliver", "courier", "shipping", "shipment", "address", "area", "post office", "awb", "pataa", "पता", "डिलीवरी"}

// pinningWords before "pin" make it a pinned certificate or key, whose hash is public.
var pinningWords = setOf(`cert certificate ssl tls hpkp public game kra tax`)
